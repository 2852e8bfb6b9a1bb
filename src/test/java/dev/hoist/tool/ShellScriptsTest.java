package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.testutil.Llvm;
import dev.hoist.testutil.Tools;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The shell scripts of {@code bin/}, {@code scripts/}, {@code bench/} and {@code .ci/}: shellcheck finds nothing
 * (a warning that stays is disabled where it occurs, or in {@code .shellcheckrc}, with the reason),
 * and no script falls into the {@code set -e} trap shellcheck does not see: a function or script
 * whose last command is an {@code A && B} list returns 1 when {@code A} is false, which ends a
 * {@code set -e} caller silently (a fresh clone's {@code bin/hoist} did exactly that).
 */
class ShellScriptsTest {
  @Test
  void shellcheckFindsNothing() throws IOException {
    Tools.require(onPath("shellcheck"), "shellcheck is not installed (scripts/lib/deps.sh installs it)");
    List<Path> scripts = scripts();
    List<String> cmd = new ArrayList<>(List.of("shellcheck", "--format=gcc"));
    for (Path p : scripts) cmd.add(p.toString());
    Llvm.Result r = Llvm.run(cmd, null);
    assertEquals("", r.stdout() + r.stderr(), "shellcheck over " + scripts.size() + " scripts");
    assertEquals(0, r.exitCode());
  }

  /** A function (several lines) or a script whose last command is an {@code &&} list without {@code ||}. */
  private static final Pattern FUNCTION_START = Pattern.compile("^(\\s*)[A-Za-z_][A-Za-z0-9_]*\\(\\)\\s*\\{\\s*(#.*)?$");

  @Test
  void noFunctionOrScriptEndsInAnAndList() throws IOException {
    List<String> traps = new ArrayList<>();
    for (Path p : scripts()) {
      List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
      String last = lastCommand(lines, 0, lines.size());
      if (endsInAndList(last)) traps.add(p + ": the script ends with '" + last.trim() + "'");
      for (int i = 0; i < lines.size(); i++) {
        Matcher m = FUNCTION_START.matcher(lines.get(i));
        if (!m.matches()) continue;
        String close = m.group(1) + "}";
        int end = i + 1;
        while (end < lines.size() && !lines.get(end).stripTrailing().equals(close)) end++;
        String body = lastCommand(lines, i + 1, end);
        if (endsInAndList(body)) traps.add(p + ":" + (i + 1) + ": the function ends with '" + body.trim() + "'");
      }
    }
    assertEquals(List.of(), traps, "write these as if-statements (or end with a plain command)");
  }

  private static String lastCommand(List<String> lines, int from, int to) {
    for (int k = to - 1; k >= from; k--) {
      String t = lines.get(k).trim();
      if (!t.isEmpty() && !t.startsWith("#")) return lines.get(k);
    }
    return "";
  }

  private static boolean endsInAndList(String line) {
    String t = line.trim();
    // Only a whole-line list: a heredoc's end, a brace or keyword line is not one, nor a one-line
    // function (a predicate, called as a condition).
    return t.contains(" && ") && !t.contains("||") && !t.matches("[A-Za-z_][A-Za-z0-9_]*\\(\\)\\s*\\{.*")
        && !t.startsWith("if ") && !t.startsWith("while ") && !t.endsWith("\\") && !t.startsWith("exec ");
  }

  /** Every bash script: files under bin/, scripts/, bench/ and .ci/ with a bash shebang, and scripts/lib/*.sh. */
  static List<Path> scripts() throws IOException {
    List<Path> out = new ArrayList<>();
    for (String dir : List.of("bin", "scripts", "bench", ".ci")) {
      try (Stream<Path> s = Files.walk(Path.of(dir), 2)) {
        for (Path p : s.sorted().toList()) {
          if (!Files.isRegularFile(p)) continue;
          if (p.toString().endsWith(".sh") || firstLine(p).matches("#!\\s*/(usr/)?bin/(env )?bash.*")) out.add(p);
        }
      }
    }
    assertTrue(out.size() >= 20, "found only " + out);
    return out;
  }

  private static String firstLine(Path p) throws IOException {
    try (var in = Files.newInputStream(p)) {
      byte[] b = in.readNBytes(80);
      String s = new String(b, StandardCharsets.ISO_8859_1);
      int nl = s.indexOf('\n');
      return nl < 0 ? s : s.substring(0, nl);
    }
  }

  private static boolean onPath(String tool) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      if (Files.isExecutable(Path.of(dir, tool))) return true;
    }
    return false;
  }
}
