package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code -o LINK} writes through a symbolic link instead of replacing it: {@code -o /dev/stdout}
 * with stdout redirected to a file once replaced the system's /dev/stdout link with a file.
 */
class SymlinkOutputTest {
  @Test
  void outputThroughSymlinkKeepsTheLink(@TempDir Path dir) throws Exception {
    Path real = dir.resolve("real.ll");
    Files.writeString(real, "old");
    Path link = Files.createSymbolicLink(dir.resolve("link.ll"), real);
    String module = "define i32 @f() {\n  ret i32 1\n}\n";
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = Main.run(new String[] {"-passes=", "-S", "-o", link.toString(), "-"},
        new ByteArrayInputStream(module.getBytes(StandardCharsets.UTF_8)), new PrintStream(new ByteArrayOutputStream()),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, rc, err.toString(StandardCharsets.UTF_8));
    assertTrue(Files.isSymbolicLink(link), "the link was replaced");
    assertTrue(Files.readString(real).contains("define i32 @f()"), "output did not reach the link's target");
  }
}
