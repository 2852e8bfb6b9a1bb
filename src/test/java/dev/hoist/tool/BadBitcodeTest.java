package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.Module;
import dev.hoist.ir.bitcode.BitcodeReader;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.print.LlPrinter;
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
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 21: mutated bitcode (flipped bits and bytes, overwritten words, truncation, a wrong
 * magic) either reads, verifies and is written again, or fails with exit code 1 and exactly one
 * {@code file: error: message} line on stderr (the bit offset where there is one), no stack
 * trace, and nothing at the {@code -o} path. What is accepted is also read back by Hoist's text
 * reader to the same print, and opt takes the bitcode Hoist wrote, but for checks of LLVM's
 * verifier that Hoist's verifier does not make on any input ({@link #KNOWN_VERIFIER_GAPS}):
 * random changes to bitcode's numbers make such modules far more often than changes to text.
 * Mutations are seeded, so the same cases run every time.
 */
class BadBitcodeTest {
  private static final List<String> SOURCES = List.of(
      "src/test/resources/corpus/c-dispatch-O2g.ll", "src/test/resources/corpus/c-hashtable-O2.ll",
      "src/test/resources/corpus/c-inline_asm-O1nopass.ll", "src/test/resources/corpus/csmith-58-O2.ll",
      "src/test/resources/corpus/stress-22.ll", "src/test/resources/roundtrip/eh.ll",
      "src/test/resources/roundtrip/globals.ll", "src/test/resources/roundtrip/functions.ll",
      "src/test/resources/roundtrip/opaque.ll", "src/test/resources/roundtrip/debuginfo.ll",
      "src/test/resources/roundtrip/misc.ll", "test/Transforms/LICM/atomic-load.ll");
  private static final int PER_FILE = 27;

  /** What opt's verifier rejects that Hoist's does not check, of text or bitcode: musttail rules, debug-info shapes. */
  private static final List<String> KNOWN_VERIFIER_GAPS = List.of(
      "cannot guarantee tail call", "invalid retained type list", "invalid composite elements");

  @Test
  void mutatedBitcodeFailsCleanlyOrStillVerifies(@TempDir Path dir) throws IOException {
    Llvm.require();
    Random rnd = new Random(20261125);
    int accepted = 0;
    int rejected = 0;
    int total = 0;
    List<String> unreadablePrints = new ArrayList<>();
    Set<String> outputsChecked = new HashSet<>();
    List<String> llvmDisagreements = new ArrayList<>();
    List<String> knownGaps = new ArrayList<>();
    for (String source : SOURCES) {
      boolean opaque = source.contains("opaque");
      Path bc = dir.resolve("orig.bc");
      List<String> as = new ArrayList<>(List.of(Llvm.tool("llvm-as"), source, "-o", bc.toString()));
      if (opaque) as.add("-opaque-pointers");
      Llvm.Result r = Llvm.run(as, null);
      assertTrue(r.ok(), "llvm-as " + source + ": " + r.stderr());
      byte[] orig = Files.readAllBytes(bc);
      for (int k = 0; k < PER_FILE; k++) {
        byte[] mutated = k == 0 ? wrongMagic(orig) : mutate(orig, k % 6, rnd);
        Path in = dir.resolve("m" + total + ".bc");
        Path out = dir.resolve("m" + total + ".out.bc");
        Files.write(in, mutated);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = Main.run(new String[] {"-passes=", in.toString(), "-o", out.toString()}, java.io.InputStream.nullInputStream(),
            new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        String msg = err.toString(StandardCharsets.UTF_8);
        String what = source + " mutation " + k + " (" + in + ")";
        if (rc == 0) {
          accepted++;
          assertTrue(Files.exists(out), what + ": accepted but no output");
          assertEquals("", msg, what + ": accepted with messages");
          byte[] written = Files.readAllBytes(out);
          Module m = BitcodeReader.read(written, 1, Verifier::verify);
          String printed = LlPrinter.toText(m);
          Module fromText = null;
          String textError = null;
          try {
            fromText = LlParser.parse(printed.getBytes(StandardCharsets.ISO_8859_1));
            Verifier.verify(fromText);
          } catch (dev.hoist.ir.parse.ParseError | dev.hoist.ir.verify.VerifierError e) {
            textError = e.getMessage();
          }
          String again = fromText == null ? null : noPreds(LlPrinter.toText(fromText));
          if (textError != null || !again.equals(noPreds(printed))) {
            // LLVM prints a few things its reader does not take back (a quote in an attribute key) or reads
            // back to another module (an ObjC property's getter and setter swap): then Hoist may do as opt does.
            String llvm = llvmPrintOfItsPrint(out, opaque, dir);
            if (llvm == UNREADABLE) {
              unreadablePrints.add(what + ": " + (textError != null ? textError : "read back differently"));
            } else if (llvm != null) {
              assertEquals(null, textError, what + ": the text reader rejects the print");
              assertEquals(noPreds(llvm), Llvm.withoutNames(again), what + ": the text reader reads the print differently");
            }
          }
          if (outputsChecked.add(Arrays.hashCode(written) + ":" + written.length)) {
            List<String> cmd = new ArrayList<>(List.of(Llvm.tool("opt"), "-disable-output", out.toString()));
            if (opaque) cmd.add("-opaque-pointers");
            Llvm.Result v = Llvm.run(cmd, null);
            if (!v.ok()) {
              String first = v.stderr().lines().findFirst().orElse("");
              if (KNOWN_VERIFIER_GAPS.stream().anyMatch(first::contains)) knownGaps.add(what + ": " + first);
              else llvmDisagreements.add(what + ": " + first);
            }
          }
        } else {
          rejected++;
          Pattern oneLine = Pattern.compile("^" + Pattern.quote(in.toString()) + ": error: [^\\n]+\\n$");
          CleanRejection.check(what, rc, msg, oneLine, "'file: error:'", out);
        }
        CleanRejection.noTemporaryFiles(dir);
        Files.deleteIfExists(in);
        Files.deleteIfExists(out);
        total++;
      }
      Files.deleteIfExists(bc);
    }
    CleanRejection.nothingLeft(dir);
    System.out.printf("bitcode mutation test: %d files, %d accepted (%d distinct outputs given to opt, %d printed as LLVM prints "
        + "them and cannot read back), %d rejected cleanly, %d accepted that opt rejects (%d of them for a known verifier gap)%n",
        total, accepted, outputsChecked.size(), unreadablePrints.size(), rejected, llvmDisagreements.size() + knownGaps.size(), knownGaps.size());
    knownGaps.forEach(s -> System.out.println("  known gap: " + s));
    unreadablePrints.forEach(s -> System.out.println("  LLVM cannot read its print: " + s));
    llvmDisagreements.forEach(s -> System.out.println("  " + s));
    assertTrue(total >= 300);
    assertTrue(rejected >= total / 2, "most mutations should break the file");
    assertEquals(List.of(), llvmDisagreements, "Hoist accepted bitcode and wrote a module opt rejects");
  }

  /** {@link #llvmPrintOfItsPrint}: opt cannot read what it printed. */
  private static final String UNREADABLE = "(opt cannot read its print)";

  /**
   * What opt prints of its print of {@code bc} (without the lines naming the file); {@link #UNREADABLE}
   * if it cannot read its print; null if it rejects {@code bc} itself (counted by the caller's opt run).
   */
  private static String llvmPrintOfItsPrint(Path bc, boolean opaque, Path dir) throws IOException {
    Path ll = dir.resolve("llvm-print.ll");
    List<String> dis = new ArrayList<>(List.of(Llvm.tool("opt"), "-S", bc.toString(), "-o", ll.toString()));
    if (opaque) dis.add("-opaque-pointers");
    if (!Llvm.run(dis, null).ok()) return null;
    Llvm.Result back = Llvm.normalized(ll, opaque ? new String[] {"-opaque-pointers"} : new String[0]);
    Files.delete(ll);
    return back.ok() ? back.stdout() : UNREADABLE;
  }


  private static byte[] wrongMagic(byte[] b) {
    byte[] c = b.clone();
    c[0] ^= 0x20; // 'B' -> 'b'
    return c;
  }

  /** Kinds: a bit anywhere, a byte anywhere, truncation, a bit in the header and first blocks, a word, three bits. */
  static byte[] mutate(byte[] b, int kind, Random rnd) {
    byte[] c = b.clone();
    switch (kind) {
      case 0 -> c[rnd.nextInt(c.length)] ^= (byte) (1 << rnd.nextInt(8));
      case 1 -> c[rnd.nextInt(c.length)] = (byte) rnd.nextInt(256);
      case 2 -> c = Arrays.copyOf(b, rnd.nextInt(b.length));
      case 3 -> c[4 + rnd.nextInt(Math.min(400, c.length - 4))] ^= (byte) (1 << rnd.nextInt(8));
      case 4 -> {
        int i = rnd.nextInt(c.length / 4) * 4;
        int v = rnd.nextInt();
        for (int j = 0; j < 4 && i + j < c.length; j++) c[i + j] = (byte) (v >> (8 * j));
      }
      default -> {
        for (int j = 0; j < 3; j++) c[rnd.nextInt(c.length)] ^= (byte) (1 << rnd.nextInt(8));
      }
    }
    return c;
  }

  /** Block labels' predecessor comments: the text reader lists them in text order, bitcode in use-list order. */
  private static String noPreds(String s) {
    return s.replaceAll("(?m)^(\\S+:) +; (preds = .*|No predecessors!)$", "$1");
  }
}
