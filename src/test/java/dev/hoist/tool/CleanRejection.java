package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What the mutation tests ask of a rejected input: exit code 1, exactly one error line of the
 * expected form on stderr, no stack trace or internal error, nothing at the {@code -o} path and
 * no temporary file left in the directory.
 */
final class CleanRejection {
  private CleanRejection() {}

  /** {@code oneLine} matches the whole of stderr; {@code form} names it in the failure message. */
  static void check(String what, int rc, String msg, Pattern oneLine, String form, Path out) {
    assertEquals(1, rc, what + ": exit code");
    assertTrue(oneLine.matcher(msg).matches(), what + ": not one " + form + " line: " + msg);
    assertFalse(msg.contains("Exception") || msg.contains("\tat "), what + ": stack trace: " + msg);
    assertFalse(msg.contains("internal error"), what + ": internal error: " + msg);
    assertFalse(Files.exists(out), what + ": output file left behind");
  }

  /** No {@code .tmp} file of an atomic write is left in {@code dir}. */
  static void noTemporaryFiles(Path dir) throws IOException {
    try (Stream<Path> left = Files.list(dir)) {
      assertEquals(0, left.filter(p -> p.getFileName().toString().endsWith(".tmp")).count(), "temporary file left");
    }
  }

  /** Nothing at all is left in {@code dir} once every case removed its input and output. */
  static void nothingLeft(Path dir) throws IOException {
    try (Stream<Path> left = Files.list(dir)) {
      assertEquals(java.util.List.of(), left.toList(), "files left in " + dir);
    }
  }
}
