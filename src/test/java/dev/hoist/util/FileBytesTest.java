package dev.hoist.util;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link FileBytes} reads and writes a file's bytes exactly, whatever their size against the piece size. */
class FileBytesTest {
  @TempDir Path dir;

  @Test
  void readsFilesOfEverySizeAroundThePiece() throws IOException {
    Random r = new Random(24);
    int p = FileBytes.PIECE;
    for (int size : new int[] {0, 1, 4095, p - 1, p, p + 1, 3 * p, 3 * p + 17}) {
      byte[] b = new byte[size];
      r.nextBytes(b);
      Path f = dir.resolve("f" + size);
      Files.write(f, b);
      assertArrayEquals(b, FileBytes.read(f), "size " + size);
    }
  }

  @Test
  void writesWhatItIsGivenInOneCallOrMany() throws IOException {
    byte[] b = new byte[2 * FileBytes.PIECE + 5];
    new Random(7).nextBytes(b);
    Path f = dir.resolve("out");
    try (OutputStream out = FileBytes.newOutputStream(f)) {
      out.write(b, 0, 3);
      out.write(b, 3, b.length - 3);
    }
    assertArrayEquals(b, Files.readAllBytes(f));
  }

  @Test
  void readsFilesWithoutASize() throws IOException {
    // /proc files report size 0 and still have content, as pipes and devices do.
    Path status = Path.of("/proc/self/status");
    if (!Files.isReadable(status)) return;
    byte[] b = FileBytes.read(status);
    assertTrue(new String(b, java.nio.charset.StandardCharsets.US_ASCII).startsWith("Name:"));
  }

  @Test
  void aMissingFileIsAnError() {
    assertThrows(NoSuchFileException.class, () -> FileBytes.read(dir.resolve("missing.ll")));
  }
}
