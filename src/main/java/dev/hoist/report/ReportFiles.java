package dev.hoist.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/** Writes pages through a temporary file and a rename, so a reader never sees half a page. */
final class ReportFiles {
  private ReportFiles() {}

  static void write(Path target, String text) throws IOException {
    Path dir = target.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    Path tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
    try {
      Files.writeString(tmp, text, StandardCharsets.UTF_8);
      try {
        // a temporary file is owner-only; a page is for anyone who can read the directory
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-r--r--"));
      } catch (UnsupportedOperationException e) {
        // not a POSIX file system: keep the defaults
      }
      Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }
}
