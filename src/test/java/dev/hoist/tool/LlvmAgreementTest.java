package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.testutil.Llvm;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, acceptance 1: Hoist accepts exactly what LLVM 14 accepts. Modules of the corpus
 * sample, the syntax zoo and the LangRef corpus are mutated (seeded: byte flips, deleted,
 * duplicated and swapped lines, truncation, deleted and duplicated words) and each mutant is given
 * to {@code llvm-as} and to Hoist. Whatever llvm-as accepts Hoist accepts; whatever llvm-as rejects
 * Hoist rejects with exit code 1 and one {@code file:line:col: error:} line, unless llvm-as
 * crashed or rejected it by one of the verifier rules listed in {@link #UNCHECKED_VERIFIER_RULES},
 * which Hoist's verifier does not make (each such mutant is printed).
 */
class LlvmAgreementTest {
  private static final Pattern ONE_ERROR_LINE = Pattern.compile("^[^\\n]+:\\d+:\\d+: error: [^\\n]+\\n$");
  /** LLVM Verifier messages (first line of llvm-as's complaint) for rules Hoist's verifier lacks. */
  private static final List<String> UNCHECKED_VERIFIER_RULES = List.of(
      "DILocation not allowed within this metadata node");

  @BeforeAll
  static void needsLlvm() {
    Llvm.require();
  }

  @Test
  void acceptsWhatLlvmAsAccepts(@TempDir Path dir) throws IOException {
    List<Path> sources = sources();
    assertTrue(sources.size() >= 60, "need the corpus sample, the zoo and the LangRef corpus");
    Random rnd = new Random(20261123);
    int total = 0;
    int bothAccept = 0;
    int bothReject = 0;
    int tolerated = 0;
    List<String> disagreements = new ArrayList<>();
    for (Path src : sources) {
      byte[] orig = Files.readAllBytes(src);
      for (int kind = 0; kind < 8; kind++) {
        Path in = dir.resolve("m" + total + ".ll");
        Files.write(in, mutate(orig, kind, rnd));
        total++;
        Llvm.Result as = Llvm.run(List.of(Llvm.tool("llvm-as"), "-o", "/dev/null", in.toString()), null);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = Main.run(new String[] {"-passes=", "-S", in.toString(), "-o", dir.resolve("out.ll").toString()},
            java.io.InputStream.nullInputStream(), new PrintStream(new ByteArrayOutputStream()),
            new PrintStream(err, true, StandardCharsets.UTF_8));
        String msg = err.toString(StandardCharsets.UTF_8);
        String what = src.getFileName() + " mutation " + kind + " (" + in + ")";
        if (as.ok()) {
          if (rc == 0) bothAccept++;
          else disagreements.add(what + ": llvm-as accepts, Hoist says " + msg.strip());
        } else if (rc == 1 && ONE_ERROR_LINE.matcher(msg).matches()) {
          bothReject++;
        } else if (rc == 0 && (crashed(as) || unchecked(as))) {
          tolerated++;
          System.out.println("  tolerated: " + what + ": llvm-as: " + firstLine(as));
        } else {
          disagreements.add(what + ": llvm-as rejects (" + firstLine(as) + "), Hoist exit " + rc + " " + msg.strip());
        }
        Files.deleteIfExists(dir.resolve("out.ll"));
      }
    }
    System.out.printf("llvm-as agreement: %d mutants, %d accepted by both, %d rejected by both, %d tolerated, %d disagreements%n",
        total, bothAccept, bothReject, tolerated, disagreements.size());
    disagreements.forEach(s -> System.out.println("  " + s));
    assertTrue(total >= 400);
    assertTrue(bothAccept >= 50, "too few mutants both accept to mean anything");
    assertEquals(List.of(), disagreements);
  }

  private static boolean crashed(Llvm.Result r) {
    return r.exitCode() > 128 || r.stderr().contains("PLEASE submit a bug report");
  }

  private static boolean unchecked(Llvm.Result r) {
    for (String rule : UNCHECKED_VERIFIER_RULES) if (r.stderr().startsWith(rule)) return true;
    return false;
  }

  private static String firstLine(Llvm.Result r) {
    return r.stderr().lines().findFirst().orElse("");
  }

  private static List<Path> sources() throws IOException {
    return BadInputTest.sources("src/test/resources/corpus", "src/test/resources/roundtrip", "test/corpus/langref");
  }

  /** Kinds 0-5 as BadInputTest's; 6 deletes and 7 duplicates a space-separated word. */
  static byte[] mutate(byte[] b, int kind, Random rnd) {
    if (kind < 6) return BadInputTest.mutate(b, kind, rnd);
    List<String> words = new ArrayList<>(List.of(new String(b, StandardCharsets.ISO_8859_1).split(" ", -1)));
    int i = rnd.nextInt(words.size());
    if (kind == 6) words.remove(i);
    else words.add(i, words.get(i));
    return String.join(" ", words).getBytes(StandardCharsets.ISO_8859_1);
  }
}
