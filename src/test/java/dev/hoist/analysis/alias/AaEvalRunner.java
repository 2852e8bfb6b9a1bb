package dev.hoist.analysis.alias;

import dev.hoist.ir.Module;
import dev.hoist.pass.Options;
import dev.hoist.pass.PassContext;
import dev.hoist.testutil.Hoist;
import dev.hoist.testutil.Llvm;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Runs Hoist's and opt's aa-eval on module text and reads their answers, for tests. */
final class AaEvalRunner {
  private AaEvalRunner() {}

  static final List<String> OPT_ARGS = List.of("-passes=aa-eval", "-aa-pipeline=basic-aa,tbaa,scoped-noalias-aa",
      "-print-all-alias-modref-info", "-disable-output");

  /** Hoist's aa-eval output for {@code m}. */
  static String hoist(Module m, boolean evaluateMetadata) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.ISO_8859_1);
    Options o = new Options();
    o.set(AAEvaluator.PRINT_ALL, "");
    if (evaluateMetadata) o.set(AAEvaluator.EVALUATE_METADATA, "");
    new AAEvaluator().run(m, new PassContext(out, o));
    return bytes.toString(StandardCharsets.ISO_8859_1);
  }

  static String hoist(String ll, boolean evaluateMetadata) {
    return hoist(Hoist.parse(ll), evaluateMetadata);
  }

  /**
   * The module as opt prints it ({@code opt -S}): explicit alignments, metadata numbered in use
   * order. Feeding both tools this text lets their outputs be compared line by line.
   */
  static String canonical(String ll) {
    Llvm.Result r = Llvm.run(List.of(Llvm.tool("opt"), "-S", "-", "-o", "-"), ll.getBytes(StandardCharsets.ISO_8859_1));
    if (!r.ok()) throw new AssertionError("opt rejects the module: " + r.stderr());
    return r.stdout();
  }

  /** opt's aa-eval output for module text {@code ll}. */
  static String opt(String ll, boolean evaluateMetadata) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Llvm.tool("opt"));
    cmd.addAll(OPT_ARGS);
    if (evaluateMetadata) cmd.add("-evaluate-aa-metadata");
    cmd.add("-");
    Llvm.Result r = Llvm.run(cmd, ll.getBytes(StandardCharsets.ISO_8859_1));
    if (!r.ok()) throw new AssertionError("opt failed: " + r.stderr());
    return r.stderr();
  }

  /**
   * The answers of an output by "function: what" (the line after its answer), e.g.
   * {@code f: i32* %a, i32* %x} to {@code NoAlias}, {@code f: Ptr: i32* %x <-> call void @g()} to
   * {@code Just Mod}. Tabs and repeated spaces are folded to one space.
   */
  static Map<String, String> answers(String output) {
    Map<String, String> m = new HashMap<>();
    String fn = "";
    for (String line : output.split("\n")) {
      if (line.startsWith("Function: ")) {
        fn = line.substring(10, line.lastIndexOf(": ", line.indexOf(" pointers")));
        continue;
      }
      if (!line.startsWith("  ") || line.startsWith("  =")) continue;
      String body = line.strip();
      int colon = body.indexOf(':');
      if (colon < 0) continue;
      String kind = body.substring(0, colon);
      String what = body.substring(colon + 1).replace('\t', ' ').replaceAll(" +", " ").strip();
      m.put(fn + ": " + what, kind);
    }
    return m;
  }
}
