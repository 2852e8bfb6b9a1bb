package dev.hoist.lit;

import static org.junit.jupiter.api.Assertions.fail;

import dev.hoist.testutil.Llvm;
import dev.hoist.tool.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A small lit: runs every {@code .ll} under {@code test/} (but the corpora in {@code test/corpus}) by
 * its {@code ; RUN:} lines, as LLVM's regression tests run; a file without RUN lines fails. {@code hoist} runs in-process; FileCheck, opt and the other LLVM tools run as
 * processes. Every IR module a {@code hoist} command prints is also checked with
 * {@code opt -passes=verify}, so a test passes only if LLVM accepts what Hoist wrote.
 */
class LitTest {
  private static final Path ROOT = Path.of("test");

  @TestFactory
  Stream<DynamicTest> regressionTests() throws IOException {
    Llvm.require();
    List<Path> files;
    // Everything under test/ but the corpora (modules for round trips, not tests: they have no RUN lines).
    try (Stream<Path> s = Files.walk(ROOT)) {
      files = s.filter(p -> p.toString().endsWith(".ll") && !p.startsWith(ROOT.resolve("corpus"))).sorted().toList();
    }
    // -Dlit.filter=Transforms/LoopUnroll runs only the files whose path contains it.
    String only = System.getProperty("lit.filter", "");
    files = files.stream().filter(p -> p.toString().contains(only)).toList();
    if (files.isEmpty()) fail("no lit tests found under " + ROOT.toAbsolutePath());
    return files.stream().map(f -> DynamicTest.dynamicTest(ROOT.relativize(f).toString(), f.toUri(), () -> runFile(f)));
  }

  /** The RUN lines of a test, continuation lines ({@code \} at the end) joined. */
  static List<String> runLines(List<String> lines) {
    List<String> runs = new ArrayList<>();
    StringBuilder pending = null;
    for (String line : lines) {
      int at = line.indexOf("RUN:");
      if (at < 0 || !line.substring(0, at).trim().matches(";+")) continue;
      String body = line.substring(at + 4).trim();
      boolean more = body.endsWith("\\");
      if (more) body = body.substring(0, body.length() - 1).trim();
      if (pending == null) pending = new StringBuilder(body);
      else pending.append(' ').append(body);
      if (!more) {
        runs.add(pending.toString());
        pending = null;
      }
    }
    if (pending != null) runs.add(pending.toString());
    return runs;
  }

  /** Runs one test by its RUN lines (in a temporary directory for {@code %t}); fails the calling test with what went wrong. */
  static void runFile(Path file) throws IOException {
    List<String> runs = runLines(Files.readAllLines(file, StandardCharsets.UTF_8));
    if (runs.isEmpty()) fail(file + ": no RUN lines");
    Path tmpDir = Files.createTempDirectory("lit");
    try {
      String tmp = tmpDir.resolve(file.getFileName() + ".tmp").toString();
      for (String run : runs) {
        String cmd = run.replace("%s", file.toAbsolutePath().toString()).replace("%t", tmp)
            .replace("%S", file.toAbsolutePath().getParent().toString());
        String problem = execute(RunLine.parse(cmd), tmpDir);
        if (problem != null) fail(file + ":\n  RUN: " + run + "\n" + problem);
      }
    } finally {
      try (Stream<Path> s = Files.walk(tmpDir)) {
        s.sorted((a, b) -> b.compareTo(a)).forEach(p -> p.toFile().delete());
      }
    }
  }

  /** Runs a pipeline, a tool's stdin and output passing through files in {@code dir}; null when every stage succeeded, else what went wrong. */
  private static String execute(RunLine line, Path dir) throws IOException {
    byte[] input = new byte[0];
    for (RunLine.Stage st : line.stages()) {
      if (st.stdinFile() != null) input = Files.readAllBytes(Path.of(st.stdinFile()));
      Output o = st.words().get(0).equals("hoist") ? runHoist(st, input) : runTool(st, input, dir);
      boolean failed = (o.exit != 0) != st.negated();
      if (failed) {
        return "  '" + String.join(" ", st.words()) + "' " + (st.negated() ? "unexpectedly succeeded" : "failed with exit code " + o.exit)
            + "\n--- stderr ---\n" + new String(o.err, StandardCharsets.UTF_8)
            + (o.out.length < 20000 ? "--- stdout ---\n" + new String(o.out, StandardCharsets.UTF_8) : "");
      }
      byte[] out = o.out;
      if (st.stdoutFile() != null) {
        if (!st.stdoutFile().equals("/dev/null")) Files.write(Path.of(st.stdoutFile()), out);
        out = new byte[0];
      }
      if (st.stderrFile() != null && !st.stderrFile().equals("/dev/null")) Files.write(Path.of(st.stderrFile()), o.err);
      input = out;
    }
    return null;
  }

  private record Output(int exit, byte[] out, byte[] err) {}

  private static Output runHoist(RunLine.Stage st, byte[] input) {
    List<String> args = new ArrayList<>(st.words().subList(1, st.words().size()));
    args.add("-j");
    args.add("1");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = st.stderrToStdout() ? out : new ByteArrayOutputStream();
    int rc;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = st.stderrToStdout() ? o : new PrintStream(err, true, StandardCharsets.UTF_8)) {
      rc = Main.run(args.toArray(String[]::new), new ByteArrayInputStream(input), o, e);
    }
    byte[] printed = out.toByteArray();
    if (rc == 0 && !st.stderrToStdout()) {
      String problem = verifyWithOpt(printed);
      if (problem != null) {
        return new Output(1, printed, ("Hoist printed IR that opt rejects:\n" + problem).getBytes(StandardCharsets.UTF_8));
      }
    }
    return new Output(rc, printed, st.stderrToStdout() ? new byte[0] : err.toByteArray());
  }

  /** When {@code text} is an IR module, null if {@code opt -passes=verify} accepts it, else opt's complaint. */
  private static String verifyWithOpt(byte[] text) {
    String s = new String(text, 0, Math.min(text.length, 4096), StandardCharsets.UTF_8);
    if (!s.startsWith("; ModuleID")) return null;
    Llvm.Result r = Llvm.run(List.of(Llvm.tool("opt"), "-passes=verify", "-disable-output", "-"), text);
    return r.ok() ? null : r.stderr();
  }

  private static Output runTool(RunLine.Stage st, byte[] input, Path dir) throws IOException {
    List<String> cmd = new ArrayList<>(st.words());
    cmd.set(0, Llvm.tool(cmd.get(0)));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    Path in = Files.createTempFile(dir, "lit-in", ".txt");
    Path out = Files.createTempFile(dir, "lit-out", ".txt");
    Path err = Files.createTempFile(dir, "lit-err", ".txt");
    try {
      Files.write(in, input);
      pb.redirectInput(in.toFile()).redirectOutput(out.toFile());
      if (st.stderrToStdout()) pb.redirectErrorStream(true);
      else pb.redirectError(err.toFile());
      Process p = pb.start();
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return new Output(124, new byte[0], "timed out".getBytes(StandardCharsets.UTF_8));
      }
      return new Output(p.exitValue(), Files.readAllBytes(out), Files.readAllBytes(err));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    } finally {
      Files.deleteIfExists(in);
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }
}
