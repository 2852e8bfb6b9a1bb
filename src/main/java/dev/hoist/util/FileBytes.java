package dev.hoist.util;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Reads and writes whole files a bounded piece at a time. NIO moves a heap array through a
 * temporary direct buffer as large as the request and keeps that buffer for the thread afterwards,
 * so {@code Files.readAllBytes}, or one write of a printed module, held native memory as large as
 * the file for the rest of the run (16 MB for a 10 MB module). Pieces of {@link #PIECE} bytes bound
 * that buffer. Pipes and devices (size 0) are read too.
 */
public final class FileBytes {
  private FileBytes() {}

  /** The most bytes one read or write hands NIO. */
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

  /** A new output stream on {@code file} (created, or truncated), which writes in pieces. */
  public static OutputStream newOutputStream(Path file) throws IOException {
    return new PieceOutputStream(Files.newOutputStream(file));
  }

  private static final class PieceOutputStream extends FilterOutputStream {
    PieceOutputStream(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      for (int end = off + len; off < end; off += PIECE) out.write(b, off, Math.min(PIECE, end - off));
    }
  }

  private static int readPiece(SeekableByteChannel ch, byte[] b, int off, int len) throws IOException {
    return ch.read(ByteBuffer.wrap(b, off, len));
  }
}
