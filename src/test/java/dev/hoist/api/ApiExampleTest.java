package dev.hoist.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * examples/api/HoistApiExample.java, as a user would use it: compiled against target/classes alone
 * and run in its own JVM; its output must show LICM's decision and the hoisted IR.
 */
class ApiExampleTest {
  static final Path EXAMPLE = Path.of("examples/api/HoistApiExample.java");

  @TempDir
  Path classes;

  @Test
  void usesOnlyTheApiPackage() throws Exception {
    for (String line : Files.readAllLines(EXAMPLE)) {
      if (line.startsWith("import dev.hoist.")) assertTrue(line.startsWith("import dev.hoist.api."), line);
    }
  }

  @Test
  void compilesAndRuns() throws Exception {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int rc = javac.run(null, diagnostics, diagnostics, "-cp", "target/classes", "-d", classes.toString(), "-Xlint:all",
        "-Werror", EXAMPLE.toString());
    assertEquals(0, rc, "the example does not compile:\n" + diagnostics.toString(StandardCharsets.UTF_8));

    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Path out = classes.resolve("stdout.txt");
    Process p = new ProcessBuilder(java, "-cp", "target/classes" + File.pathSeparator + classes, "HoistApiExample")
        .redirectErrorStream(true).redirectOutput(out.toFile()).start();
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), "the example did not finish");
    String output = Files.readString(out, StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), output);

    List<String> lines = output.lines().toList();
    assertEquals("pipeline: loop-simplify,lcssa,licm", lines.get(0));
    assertEquals("changed: true", lines.get(1));
    assertTrue(lines.contains("remark: PASSED licm/Hoisted in @fill: hoisting mul"), output);
    assertTrue(lines.contains("stat: 1 licm - Number of instructions hoisted out of loop"), output);
    assertTrue(lines.contains("hoisted: 1"), output);
    // the multiplication now sits in the entry block, before the loop
    int entry = lines.indexOf("entry:");
    int loop = lines.indexOf(lines.stream().filter(l -> l.startsWith("loop:")).findFirst().orElseThrow());
    assertTrue(entry >= 0 && lines.subList(entry, loop).contains("  %scale = mul i32 %k, 3"), output);
  }
}
