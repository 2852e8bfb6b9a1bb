package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code -o DIR} with a single input writes DIR/NAME.ll, as with several inputs (scripts rely on it). */
class OutputDirectoryTest {
  @Test
  void oneInputIntoExistingDirectory(@TempDir Path dir) throws Exception {
    Path in = dir.resolve("m.ll");
    Files.writeString(in, "define i32 @f() {\n  ret i32 1\n}\n");
    Path out = Files.createDirectory(dir.resolve("out"));
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = Main.run(new String[] {"-passes=", "-S", "-o", out.toString(), in.toString()}, java.io.InputStream.nullInputStream(),
        new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, rc, err.toString(StandardCharsets.UTF_8));
    assertTrue(Files.readString(out.resolve("m.ll")).contains("define i32 @f()"));
  }
}
