package dev.hoist.testutil;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs LLVM 14's tools (opt, llvm-as, lli, ...) from tests: the reference Hoist is checked against. */
public final class Llvm {
  private Llvm() {}

  /** The result of running a tool. */
  public record Result(int exitCode, String stdout, String stderr) {
    public boolean ok() {
      return exitCode == 0;
    }
  }

  /** The path of an LLVM 14 tool: /usr/lib/llvm-14/bin first, then PATH. */
  public static String tool(String name) {
    Path p = Path.of("/usr/lib/llvm-14/bin", name);
    return Files.isExecutable(p) ? p.toString() : name;
  }

  /**
   * Skips the calling test when LLVM 14's tools are missing; under {@code CI=true} fails it instead,
   * since there a skipped test would hide that nothing was checked.
   */
  public static void require() {
    Tools.require(available(), "LLVM 14's tools (opt, FileCheck, lli, ...) are not installed");
  }

  public static boolean available() {
    try {
      return run(List.of(tool("opt"), "--version"), null).ok();
    } catch (RuntimeException e) {
      return false;
    }
  }

  /** Runs {@code cmd} with {@code stdin} (none when null); its output goes through files removed before returning, however it ends. */
  public static Result run(List<String> cmd, byte[] stdin) {
    Path out = null;
    Path err = null;
    try {
      ProcessBuilder pb = new ProcessBuilder(cmd);
      out = Files.createTempFile("llvm-out", ".txt");
      err = Files.createTempFile("llvm-err", ".txt");
      pb.redirectOutput(out.toFile());
      pb.redirectError(err.toFile());
      Process p = pb.start();
      if (stdin != null) {
        try (var os = p.getOutputStream()) {
          os.write(stdin);
        }
      } else {
        p.getOutputStream().close();
      }
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IllegalStateException("timeout: " + cmd);
      }
      return new Result(p.exitValue(), Files.readString(out, StandardCharsets.ISO_8859_1),
          Files.readString(err, StandardCharsets.ISO_8859_1));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } finally {
      deleteQuietly(out);
      deleteQuietly(err);
    }
  }

  private static void deleteQuietly(Path p) {
    if (p == null) return;
    try {
      Files.deleteIfExists(p);
    } catch (IOException e) {
      // a delete that fails must not hide the tool's result or the exception being thrown
    }
  }

  /** {@code opt -S} of a file, without the ModuleID and source_filename lines; null with the error when opt rejects it. */
  public static Result normalized(Path file, String... extraArgs) {
    List<String> cmd = new ArrayList<>(List.of(tool("opt"), "-S"));
    cmd.addAll(List.of(extraArgs));
    cmd.add(file.toString());
    cmd.add("-o");
    cmd.add("-");
    Result r = run(cmd, null);
    if (!r.ok()) return r;
    return new Result(0, withoutNames(r.stdout()), r.stderr());
  }

  /** {@code text} without the lines that name the file it came from ({@code ; ModuleID}, {@code source_filename}). */
  public static String withoutNames(String text) {
    StringBuilder sb = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      if (line.startsWith("; ModuleID") || line.startsWith("source_filename")) continue;
      sb.append(line).append('\n');
    }
    return sb.toString();
  }
}
