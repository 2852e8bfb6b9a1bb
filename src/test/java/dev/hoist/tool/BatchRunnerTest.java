package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hoist -o OUTDIR A.ll B.ll ...}: every file optimized into OUTDIR as a single-file run would
 * write it, a broken file reported while the others complete, a summary, exit code 1 on failure,
 * and no terminal control codes when stderr is not a terminal (as under the test runner).
 */
class BatchRunnerTest {
  private static final String LOOP = ToolModules.LOOP;

  @TempDir Path dir;

  private record Result(int rc, String stderr) {}

  private static Result hoist(String... args) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = Main.run(args, InputStream.nullInputStream(), new PrintStream(new ByteArrayOutputStream()),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Result(rc, err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void optimizesEveryFileAndReportsTheBrokenOne() throws IOException {
    List<String> inputs = new ArrayList<>();
    for (String name : List.of("a", "b", "c", "d", "e")) {
      Path p = dir.resolve(name + ".ll");
      Files.writeString(p, name.equals("c") ? LOOP.replace("%i1 = add", "%i1 = ad") : LOOP.replace("@f", "@" + name));
      inputs.add(p.toString());
    }
    Path out = dir.resolve("out");
    List<String> args = new ArrayList<>(List.of("-j", "3", "-o", out.toString()));
    args.addAll(inputs);
    Result r = hoist(args.toArray(new String[0]));

    assertEquals(1, r.rc(), r.stderr());
    assertTrue(r.stderr().contains(dir.resolve("c.ll") + ":7:"), "the broken file is reported with its position: " + r.stderr());
    assertTrue(r.stderr().matches("(?s).*hoist: 5 files, 4 ok, 1 failed, \\d+\\.\\d\\d s\\n"), r.stderr());
    assertFalse(r.stderr().contains("\r") || r.stderr().contains("\033"), "terminal codes on a non-terminal: " + r.stderr());
    assertFalse(Files.exists(out.resolve("c.ll")), "no output for the broken file");
    for (String name : List.of("a", "b", "d", "e")) {
      Path single = dir.resolve(name + ".single.ll");
      assertEquals(0, hoist("-S", dir.resolve(name + ".ll").toString(), "-o", single.toString()).rc());
      byte[] batch = Files.readAllBytes(out.resolve(name + ".ll"));
      assertArrayEquals(Files.readAllBytes(single), batch, name + ".ll: batch output differs from a single run");
      assertTrue(new String(batch, StandardCharsets.UTF_8).contains("entry:\n  %v = load"), name + ".ll: the load was not hoisted");
    }
  }

  @Test
  void allGoodFilesExitZero() throws IOException {
    Path a = dir.resolve("a.ll");
    Path b = dir.resolve("b.ll");
    Files.writeString(a, LOOP);
    Files.writeString(b, LOOP);
    Result r = hoist("-o", dir.resolve("out").toString(), a.toString(), b.toString());
    assertEquals(0, r.rc(), r.stderr());
    assertTrue(r.stderr().startsWith("hoist: 2 files, 2 ok, 0 failed, "), r.stderr());
  }

  @Test
  void remarksOfEveryFileGoIntoTheOneYamlFileInInputOrder() throws IOException {
    List<String> args = new ArrayList<>(List.of("-j", "2", "-o", dir.resolve("out").toString(),
        "-pass-remarks-output=" + dir.resolve("r.yaml")));
    for (String name : List.of("a", "b", "c")) {
      Path p = dir.resolve(name + ".ll");
      Files.writeString(p, LOOP.replace("@f", "@" + name));
      args.add(p.toString());
    }
    Result r = hoist(args.toArray(new String[0]));
    assertEquals(0, r.rc(), r.stderr());
    String yaml = Files.readString(dir.resolve("r.yaml"));
    int a = yaml.indexOf("Function:        a");
    int b = yaml.indexOf("Function:        b");
    int c = yaml.indexOf("Function:        c");
    assertTrue(a >= 0 && a < b && b < c, "remarks of a, b and c in input order: " + yaml);
    // Each file's stream is whole: as many documents as a single run of that file writes.
    Path single = dir.resolve("single.yaml");
    assertEquals(0, hoist("-disable-output", "-pass-remarks-output=" + single, dir.resolve("a.ll").toString()).rc());
    String one = Files.readString(single);
    assertEquals(3 * one.split("\n--- ", -1).length, yaml.split("\n--- ", -1).length, yaml);
  }

  @Test
  void severalInputsNeedAnOutputDirectory() throws IOException {
    Path a = dir.resolve("a.ll");
    Files.writeString(a, LOOP);
    Result r = hoist(a.toString(), a.toString());
    assertEquals(1, r.rc());
    assertTrue(r.stderr().contains("give an output directory with -o DIR"), r.stderr());
  }
}
