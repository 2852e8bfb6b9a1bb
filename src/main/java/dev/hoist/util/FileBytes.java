package dev.hoist.util;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Reads a whole file into a byte array, a bounded piece at a time. {@code Files.readAllBytes}
 * reads through one temporary direct buffer as large as the request, and NIO keeps that buffer
 * for the thread afterwards: a module of 10 MB held 16 MB of native memory for the rest of the run.
 * Pieces of {@link #PIECE} bytes bound that buffer. Pipes and devices (size 0) are read too.
 */
public final class FileBytes {
  private FileBytes() {}

  static final int PIECE = 1 << 20;
  private static final int MAX = Integer.MAX_VALUE - 8;

  /** The bytes of {@code file}. */
  public static byte[] read(Path file) throws IOException {
    try (SeekableByteChannel ch = Files.newByteChannel(file)) {
      long size = ch.size();
      if (size > MAX) throw new OutOfMemoryError("file too large for one array: " + file);
      byte[] b = new byte[size > 0 ? (int) size : PIECE];
      int n = 0;
      while (true) {
        if (n == b.length) {
          // Full: the end of the file, unless it grew (or has no size, as a pipe).
          byte[] probe = new byte[1];
          int r = readPiece(ch, probe, 0, 1);
          if (r < 0) return b;
          if (b.length == MAX) throw new OutOfMemoryError("file too large for one array: " + file);
          b = Arrays.copyOf(b, (int) Math.min(MAX, 2L * b.length));
          b[n++] = probe[0];
        }
        int r = readPiece(ch, b, n, Math.min(PIECE, b.length - n));
        if (r < 0) return n == b.length ? b : Arrays.copyOf(b, n);
        n += r;
      }
    }
  }

  private static int readPiece(SeekableByteChannel ch, byte[] b, int off, int len) throws IOException {
    return ch.read(ByteBuffer.wrap(b, off, len));
  }
}
