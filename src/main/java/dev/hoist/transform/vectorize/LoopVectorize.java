package dev.hoist.transform.vectorize;

import dev.hoist.analysis.access.LoopAccessOptions;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.Function;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.pass.Option;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.pass.loop.LoopPass;
import dev.hoist.pass.loop.LoopPassManager;
import dev.hoist.transform.loopversioning.LoopMarks;
import dev.hoist.transform.rotate.LoopRotate;
import java.util.List;

/**
 * {@code loop-vectorize}: runs simple innermost loops several iterations at a time on SSE-sized
 * vectors (four {@code i32} or {@code float}, two {@code i64} or {@code double}), as LLVM's
 * LoopVectorize does with interleaving off. Once LICM has taken the invariant work out and
 * versioning has proven the accesses apart, what remains in a loop such as {@code a[i] = b[i] + k} is exactly what vectors do well.
 *
 * <p>clang's {@code -O1} marks every loop {@code llvm.loop.unroll.disable}; that forbids
 * unrolling and interleaving, not vectorization (LLVM reads it the same way), so it is honoured
 * by using one vector per value. {@code llvm.loop.vectorize.enable} false, or a
 * {@code llvm.loop.vectorize.width} of 1, keeps a loop scalar; a width greater than 1 is used.
 * Legality is {@link VectorizationLegality}; the code, {@link VectorLoopEmitter}.
 *
 * <p>Flags: {@code -vectorize-loops} (true) and {@code -force-vector-width=N} (0: the register
 * width decides); {@code -runtime-memory-check-threshold} (8) bounds the overlap checks.
 */
public final class LoopVectorize implements LoopPass {
  static final String PASS = "loop-vectorize";
  static final Option<Boolean> VECTORIZE_LOOPS = Option.bool("vectorize-loops", true, "Run the Loop vectorization passes");
  static final Option<Integer> FORCE_VECTOR_WIDTH = Option.unsigned("force-vector-width", 0,
      "Sets the SIMD width. Zero is autoselect.");
  static final Option<Integer> FORCE_VECTOR_INTERLEAVE = Option.unsigned("force-vector-interleave", 0,
      "Sets the vectorization interleave count. Zero is autoselect.")
      .accepting(n -> n <= 1, "interleave counts above 1 are not implemented: each value is one vector");
  static final Option<Boolean> VPLAN_NATIVE_PATH = Option.bool("enable-vplan-native-path", false,
      "Enable VPlan-native vectorization path with support for outer loop vectorization (accepted; Hoist "
          + "vectorizes innermost loops)");
  public static final PassInfo INFO = LoopPassManager.declare(PASS, "LoopVectorizePass",
      "loop vectorization at SSE width, with if-conversion and runtime overlap checks", LoopVectorize::new,
      List.of(VECTORIZE_LOOPS, FORCE_VECTOR_WIDTH, FORCE_VECTOR_INTERLEAVE, VPLAN_NATIVE_PATH,
          LoopAccessOptions.RUNTIME_CHECK_THRESHOLD));

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public LoopRun start(LoopContext cx) {
    if (!cx.option(VECTORIZE_LOOPS)) return null;
    Function f = cx.function();
    LoopVectorizeReporter report = new LoopVectorizeReporter(cx.pass());
    int forcedWidth = cx.option(FORCE_VECTOR_WIDTH);
    int maxChecks = cx.option(LoopAccessOptions.RUNTIME_CHECK_THRESHOLD);
    boolean sizeMatters = f.hasFnAttr("optsize") || f.hasFnAttr("minsize") || f.hasFnAttr("noimplicitfloat");
    // Metadata tuples are uniqued in LLVM: one set of loop marks per function.
    VectorLoopEmitter.Marks[] marks = new VectorLoopEmitter.Marks[1];
    return l -> {
      if (!l.subLoops().isEmpty()) return Preserved.all();
      MDNode id = l.loopId();
      if (LoopMarks.intProperty(id, "llvm.loop.isvectorized") > 0) return Preserved.all();
      report.analyzed();
      long enable = LoopMarks.intProperty(id, "llvm.loop.vectorize.enable");
      long width = LoopMarks.intProperty(id, "llvm.loop.vectorize.width");
      if (enable == 0 || width == 1) {
        report.rejected(l, new VectorizationLegality.Rejection("MissedExplicitlyDisabled",
            "vectorization is explicitly disabled"));
        return Preserved.all();
      }
      if (sizeMatters) {
        report.rejected(l, new VectorizationLegality.Rejection("OptSize",
            "the function is optimized for size or may not use vector registers"));
        return Preserved.all();
      }
      if (l.numBlocks() >= 2 && TopTestedLoops.looksVectorizable(l) && LoopRotate.rotate(l, cx.names())) {
        // Rotated into the one-block form the vectorizer takes (as LLVM's pipeline rotates before
        // vectorizing); the loop manager visits it afresh, as the loop it now is.
        report.rotated();
        return Preserved.none();
      }
      ScalarEvolution se = cx.scev();
      // Widths must be powers of two (n.vec = btc & -width); LLVM ignores other hints too.
      int w = width > 1 && width <= 64 && Long.bitCount(width) == 1 ? (int) width
          : forcedWidth > 1 && forcedWidth <= 64 && Integer.bitCount(forcedWidth) == 1 ? forcedWidth : 0;
      VectorizationLegality.Verdict v = VectorizationLegality.analyze(l, se, cx.aa(), cx.domTree(), w, maxChecks);
      if (v.plan() == null) {
        report.rejected(l, v.rejection());
        return Preserved.all();
      }
      if (marks[0] == null) marks[0] = VectorLoopEmitter.Marks.create();
      report.vectorized(l, v.plan());
      // The vector loop is left as the emitter made it: not visited, not put in LCSSA form.
      cx.leaveAlone(VectorLoopEmitter.emit(v.plan(), se, cx.names(), marks[0]));
      return Preserved.none();
    };
  }
}
