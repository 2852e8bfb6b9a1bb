package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.testutil.Llvm;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 2, acceptance 2 (see also LlvmAgreementTest): mutated modules (byte flips, deleted and duplicated lines, truncation)
 * either parse and verify, or fail with exit code 1 and exactly one {@code file:line:col: message}
 * line on stderr, no stack trace, and nothing left at the {@code -o} path. Mutations are seeded,
 * so the same 240 cases run every time.
 */
class BadInputTest {
  private static final Pattern ONE_ERROR_LINE = Pattern.compile("^[^\\n]+:\\d+:\\d+: error: [^\\n]+\\n$");
  private static final byte[] FLIP_BYTES = "{}[]()<>,=*%@!\"#$:;.-0123456789 \nxiaZ\\".getBytes(StandardCharsets.ISO_8859_1);

  @Test
  void mutatedModulesFailCleanlyOrStillVerify(@TempDir Path dir) throws IOException {
    List<Path> sources = sources();
    assertTrue(sources.size() >= 30, "need the committed corpus sample");
    Random rnd = new Random(20261122);
    int accepted = 0;
    int rejected = 0;
    int acceptedButLlvmRejects = 0;
    List<String> llvmDisagreements = new ArrayList<>();
    int total = 0;
    for (Path src : sources) {
      byte[] orig = Files.readAllBytes(src);
      for (int kind = 0; kind < 6; kind++) {
        byte[] mutated = mutate(orig, kind, rnd);
        Path in = dir.resolve("m" + total + ".ll");
        Path out = dir.resolve("m" + total + ".out.ll");
        Files.write(in, mutated);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = Main.run(new String[] {"-passes=", "-S", in.toString(), "-o", out.toString()}, java.io.InputStream.nullInputStream(),
            new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        String msg = err.toString(StandardCharsets.UTF_8);
        String what = src.getFileName() + " mutation " + kind + " (" + in + ")";
        if (rc == 0) {
          accepted++;
          assertTrue(Files.exists(out), what + ": accepted but no output");
          assertEquals("", msg, what + ": accepted with messages");
          boolean readable = true;
          try {
            Verifier.verify(LlParser.parse(Files.readAllBytes(out)));
          } catch (dev.hoist.ir.parse.ParseError e) {
            // Printing as opt prints, Hoist writes what opt writes; opt cannot read a few of its
            // own outputs back (a quote in an attribute key): then neither may Hoist.
            assertTrue(Llvm.available() && !Llvm.run(List.of(Llvm.tool("llvm-as"), "-o", "/dev/null", out.toString()), null).ok(),
                what + ": Hoist cannot read its own output, which LLVM reads: " + e.format(out.toString()));
            readable = false;
          }
          if (readable && Llvm.available()) {
            Llvm.Result r = Llvm.run(List.of(Llvm.tool("llvm-as"), "-o", "/dev/null", out.toString()), null);
            if (!r.ok()) {
              acceptedButLlvmRejects++;
              llvmDisagreements.add(what + ": " + r.stderr().lines().findFirst().orElse(""));
            }
          }
        } else {
          rejected++;
          CleanRejection.check(what, rc, msg, ONE_ERROR_LINE, "file:line:col", out);
        }
        CleanRejection.noTemporaryFiles(dir);
        Files.deleteIfExists(in);
        Files.deleteIfExists(out);
        total++;
      }
    }
    CleanRejection.nothingLeft(dir);
    System.out.printf("mutation test: %d modules, %d accepted, %d rejected cleanly, %d accepted that llvm-as rejects%n",
        total, accepted, rejected, acceptedButLlvmRejects);
    llvmDisagreements.forEach(s -> System.out.println("  " + s));
    assertTrue(total >= 200);
    assertEquals(0, acceptedButLlvmRejects, "Hoist accepted and printed IR that LLVM rejects: " + llvmDisagreements);
  }

  private static List<Path> sources() throws IOException {
    return sources("src/test/resources/corpus", "src/test/resources/roundtrip");
  }

  /** The typed-pointer modules of {@code dirs} (opt reads "opaque*" files only with a flag), sorted. */
  static List<Path> sources(String... dirs) throws IOException {
    List<Path> l = new ArrayList<>();
    for (String d : dirs) {
      Path p = Path.of(d);
      if (!Files.isDirectory(p)) continue;
      try (Stream<Path> s = Files.list(p)) {
        s.filter(f -> f.toString().endsWith(".ll") && !f.getFileName().toString().startsWith("opaque")).sorted()
            .forEach(l::add);
      }
    }
    return l;
  }

  static byte[] mutate(byte[] b, int kind, Random rnd) {
    switch (kind) {
      case 0, 1 -> { // flip a byte
        byte[] c = b.clone();
        c[rnd.nextInt(c.length)] = FLIP_BYTES[rnd.nextInt(FLIP_BYTES.length)];
        return c;
      }
      case 2 -> { // delete a line
        List<String> lines = lines(b);
        lines.remove(rnd.nextInt(lines.size()));
        return join(lines);
      }
      case 3 -> { // duplicate a line
        List<String> lines = lines(b);
        int i = rnd.nextInt(lines.size());
        lines.add(i, lines.get(i));
        return join(lines);
      }
      case 4 -> { // truncate
        return Arrays.copyOf(b, rnd.nextInt(b.length));
      }
      default -> { // swap two lines
        List<String> lines = lines(b);
        int i = rnd.nextInt(lines.size());
        int j = rnd.nextInt(lines.size());
        String t = lines.get(i);
        lines.set(i, lines.get(j));
        lines.set(j, t);
        return join(lines);
      }
    }
  }

  private static List<String> lines(byte[] b) {
    return new ArrayList<>(Arrays.asList(new String(b, StandardCharsets.ISO_8859_1).split("\n", -1)));
  }

  private static byte[] join(List<String> lines) {
    return String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1);
  }
}
