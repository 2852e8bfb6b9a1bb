package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.testutil.Llvm;
import dev.hoist.testutil.Tools;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/hoist-cc} in a real build: test/hoist-cc/project (several translation units, a static
 * library, -MD dependency files, a link step) built with {@code make CC=hoist-cc} prints what it
 * prints built with {@code CC=clang-14}, writes the same dependency files, and its objects carry
 * Hoist's transformations; a failing compile fails the build with clang's or Hoist's error.
 * Hoist runs from this build's classes (HOIST names a wrapper), so the test needs no jar.
 */
class HoistCcTest {
  private static final Path ROOT = Path.of("").toAbsolutePath();
  private static final Path PROJECT = ROOT.resolve("test/hoist-cc/project");
  private static final Path HOIST_CC = ROOT.resolve("bin/hoist-cc");

  @TempDir
  static Path tmp;
  private static Path wrapper;

  @BeforeAll
  static void tools() throws IOException {
    Llvm.require();
    Tools.require(Files.isExecutable(Path.of("/usr/bin/clang-14")), "clang-14 is not installed");
    Tools.require(Files.isExecutable(Path.of("/usr/bin/make")), "make is not installed");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    wrapper = tmp.resolve("hoist");
    Files.writeString(wrapper, "#!/bin/sh\nexec '" + java + "' -Xss16m -cp '" + System.getProperty("java.class.path")
        + "' dev.hoist.tool.Main \"$@\"\n");
    wrapper.toFile().setExecutable(true);
  }

  private record Run(int exit, String out) {}

  private static Run run(Path dir, Map<String, String> env, String... cmd) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true);
    pb.environment().putAll(env);
    pb.environment().put("HOIST", wrapper.toString());
    pb.environment().put("HOIST_DAEMON", "0");
    Process p = pb.start();
    byte[] out = p.getInputStream().readAllBytes();
    if (!p.waitFor(600, TimeUnit.SECONDS)) p.destroyForcibly();
    return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8));
  }

  private static Path copyProject(String name) throws IOException {
    Path dst = tmp.resolve(name);
    try (Stream<Path> s = Files.walk(PROJECT)) {
      for (Path p : s.toList()) {
        Path t = dst.resolve(PROJECT.relativize(p).toString());
        if (Files.isDirectory(p)) Files.createDirectories(t);
        else Files.copy(p, t, StandardCopyOption.REPLACE_EXISTING);
      }
    }
    return dst;
  }

  @Test
  void buildsTheProjectAsClangDoesWithHoistsTransformations() throws Exception {
    Path ref = copyProject("clang");
    Run made = run(ref, Map.of(), "make", "-s", "CC=clang-14");
    assertEquals(0, made.exit(), made.out());
    Run expected = run(ref, Map.of(), "./prog");
    assertEquals(0, expected.exit());

    Path hcc = copyProject("hoist-cc");
    Path keep = tmp.resolve("keep");
    Path report = tmp.resolve("report");
    made = run(hcc, Map.of("HOIST_CC_KEEP", keep.toString(), "HOIST_CC_REPORT", report.toString()), "make", "-s",
        "CC=" + HOIST_CC);
    assertEquals(0, made.exit(), made.out());
    Run got = run(hcc, Map.of(), "./prog");
    assertEquals(expected, got, "the program prints something else built with hoist-cc");

    // The dependency files are clang's own, to the byte (make relies on them).
    for (String d : List.of("main.d", "stats.d", "lib/vec.d", "lib/scan.d")) {
      assertEquals(Files.readString(ref.resolve(d)), Files.readString(hcc.resolve(d)), d);
    }
    // Hoist transformed the units: the scan loop nest is versioned, the vector loop vectorized,
    // and that reached the objects, which differ from clang's alone.
    assertTrue(Files.readString(keep.resolve("lib_scan.hoist.ll")).contains("lver"), "row_total was not versioned");
    assertTrue(Files.readString(keep.resolve("lib_vec.hoist.ll")).contains("vector.body"), "scale_add was not vectorized");
    assertNotEquals(-1L, Files.mismatch(ref.resolve("lib/scan.o"), hcc.resolve("lib/scan.o")));
    // One report page per translation unit.
    List<String> pages = new ArrayList<>();
    try (Stream<Path> s = Files.list(report)) {
      s.map(p -> p.getFileName().toString()).sorted().forEach(pages::add);
    }
    assertTrue(pages.containsAll(List.of("index.html", "main.html", "stats.html", "lib_vec.html", "lib_scan.html")),
        pages.toString());
  }

  @Test
  void aFailingCompileFailsWithClangsError() throws Exception {
    Path dir = tmp.resolve("bad");
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("bad.c"), "int f(int x) { return x +; }\n");
    Run r = run(dir, Map.of(), HOIST_CC.toString(), "-O2", "-c", "bad.c", "-o", "bad.o");
    assertNotEquals(0, r.exit());
    assertTrue(r.out().contains("bad.c:1:26: error: expected expression"), r.out());
    assertTrue(Files.notExists(dir.resolve("bad.o")));
  }

  @Test
  void aFailingHoistFailsWithHoistsError() throws Exception {
    Path dir = tmp.resolve("hoisterr");
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("ok.c"), "int f(int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }\n");
    Run r = run(dir, Map.of("HOIST_CC_PASSES", "no-such-pass"), HOIST_CC.toString(), "-O2", "-c", "ok.c");
    assertNotEquals(0, r.exit());
    assertTrue(r.out().contains("hoist: unknown pass name 'no-such-pass'"), r.out());
    assertTrue(Files.notExists(dir.resolve("ok.o")));
  }

  @Test
  void whatHoistHasNothingToDoWithGoesToClang() throws Exception {
    Path dir = tmp.resolve("plain");
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("p.c"), "#define X 42\nint x = X;\n");
    Run e = run(dir, Map.of(), HOIST_CC.toString(), "-E", "p.c");
    assertEquals(0, e.exit(), e.out());
    assertTrue(e.out().contains("int x = 42;"), e.out());
    Run o0 = run(dir, Map.of("HOIST_CC_PASSES", "no-such-pass"), HOIST_CC.toString(), "-O0", "-c", "p.c");
    assertEquals(0, o0.exit(), "an -O0 compile never reaches Hoist: " + o0.out());
  }
}
