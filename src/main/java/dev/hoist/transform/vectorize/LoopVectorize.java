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
import dev.hoist.target.TargetTransformInfo;
import dev.hoist.transform.loopversioning.LoopMarks;
import dev.hoist.transform.rotate.LoopRotate;
import java.util.List;

/**
 * {@code loop-vectorize}: runs simple innermost loops several iterations at a time on vectors as
 * wide as the function's target allows (SSE2 by default: four {@code i32} or {@code float}, two
 * {@code i64} or {@code double}; twice that with AVX2), as LLVM's LoopVectorize does. Once LICM
 * has taken the invariant work out and versioning has proven the accesses apart, what remains in a
 * loop such as {@code a[i] = b[i] + k} is exactly what vectors do well. Legality is
 * {@link VectorizationLegality}, the choice of width and interleave count (or none, where the
 * vector loop would not be faster on the target) {@link VectorCostModel}, the code
 * {@link VectorLoopEmitter}.
 *
 * <p>Each value is computed in one or more vectors (interleaving; the cost model chooses, as
 * {@code llvm.loop.interleave.count} and {@code -force-vector-interleave} may). clang's
 * {@code -O1} marks every loop {@code llvm.loop.unroll.disable}; that forbids unrolling and
 * interleaving, not vectorization (LLVM reads it the same way), so such a loop gets one vector
 * per value. {@code llvm.loop.vectorize.enable} false, or a {@code llvm.loop.vectorize.width} of
 * 1, keeps a loop scalar; a width greater than 1 is used, as is any vectorization those hints
 * force (and floating-point sums may then be reordered, as LLVM allows).
 *
 * <p>Flags: {@code -vectorize-loops} (true), {@code -force-vector-width=N} and
 * {@code -force-vector-interleave=N} (0: the cost model decides), {@code -force-ordered-reductions}
 * (floating-point sums without {@code reassoc} kept in order), {@code -runtime-memory-check-threshold}
 * (8) and {@code -memory-check-merge-threshold} (100) bound the overlap checks.
 */
public final class LoopVectorize implements LoopPass {
  static final String PASS = "loop-vectorize";
  static final Option<Boolean> VECTORIZE_LOOPS = Option.bool("vectorize-loops", true, "Run the Loop vectorization passes");
  static final Option<Integer> FORCE_VECTOR_WIDTH = Option.unsigned("force-vector-width", 0,
      "Sets the SIMD width. Zero is autoselect.");
  static final Option<Integer> FORCE_VECTOR_INTERLEAVE = Option.unsigned("force-vector-interleave", 0,
      "Sets the vectorization interleave count. Zero is autoselect.")
      .accepting(n -> n <= 64, "interleave counts above 64 are not supported");
  static final Option<Integer> MIN_TRIP_COUNT = Option.unsigned("vectorizer-min-trip-count",
      VectorCostModel.TINY_TRIP_COUNT, "Loops with a constant trip count that is smaller than this value are "
          + "vectorized only if no scalar iteration overheads are incurred.");
  static final Option<Boolean> FORCE_ORDERED_REDUCTIONS = Option.bool("force-ordered-reductions", false,
      "Enable the vectorisation of loops with in-order (strict) FP reductions");
  static final Option<Boolean> VPLAN_NATIVE_PATH = Option.bool("enable-vplan-native-path", false,
      "Enable VPlan-native vectorization path with support for outer loop vectorization (accepted; Hoist "
          + "vectorizes innermost loops)");
  public static final PassInfo INFO = LoopPassManager.declare(PASS, "LoopVectorizePass",
      "loop vectorization at SSE width, with if-conversion and runtime overlap checks", LoopVectorize::new,
      List.of(VECTORIZE_LOOPS, FORCE_VECTOR_WIDTH, FORCE_VECTOR_INTERLEAVE, MIN_TRIP_COUNT, FORCE_ORDERED_REDUCTIONS,
          VPLAN_NATIVE_PATH,
          LoopAccessOptions.RUNTIME_CHECK_THRESHOLD, LoopAccessOptions.MERGE_THRESHOLD, LoopAccessOptions.HOIST_RUNTIME_CHECKS));

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
    int forcedInterleave = cx.option(FORCE_VECTOR_INTERLEAVE);
    int maxChecks = cx.option(LoopAccessOptions.RUNTIME_CHECK_THRESHOLD);
    int mergeBudget = cx.option(LoopAccessOptions.MERGE_THRESHOLD);
    boolean hoistChecks = cx.option(LoopAccessOptions.HOIST_RUNTIME_CHECKS);
    boolean ordered = cx.option(FORCE_ORDERED_REDUCTIONS);
    int tinyTripCount = cx.option(MIN_TRIP_COUNT);
    boolean sizeMatters = f.hasFnAttr("optsize") || f.hasFnAttr("minsize") || f.hasFnAttr("noimplicitfloat");
    TargetTransformInfo tti = TargetTransformInfo.of(f);
    // Metadata tuples are uniqued in LLVM: one set of loop marks per function.
    VectorLoopEmitter.Marks[] marks = new VectorLoopEmitter.Marks[1];
    return l -> {
      if (!l.subLoops().isEmpty()) return Preserved.all();
      MDNode id = l.loopId();
      if (LoopMarks.intProperty(id, "llvm.loop.isvectorized") > 0) return Preserved.all();
      report.analyzed();
      long enable = LoopMarks.intProperty(id, "llvm.loop.vectorize.enable");
      long width = LoopMarks.intProperty(id, "llvm.loop.vectorize.width");
      long interleave = LoopMarks.intProperty(id, "llvm.loop.interleave.count");
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
      // Widths must be powers of two (n.vec = count & -width); LLVM ignores other hints too.
      int w = width > 1 && width <= 64 && Long.bitCount(width) == 1 ? (int) width
          : forcedWidth > 1 && forcedWidth <= 64 && Integer.bitCount(forcedWidth) == 1 ? forcedWidth : 0;
      // The flag overrides the hint; a loop that must not be unrolled is not interleaved either
      // (LLVM's LoopVectorizeHints::getInterleave).
      int ic = forcedInterleave > 0 ? forcedInterleave : interleave >= 1 && interleave <= 64 ? (int) interleave
          : LoopMarks.intProperty(id, "llvm.loop.unroll.disable") >= 0 || LoopMarks.intProperty(id, "llvm.loop.unroll.count") == 1
              || LoopMarks.intProperty(id, "llvm.loop.disable_nonforced") >= 0 ? 1 : 0;
      // Hints that ask for vectorization also allow reordering floating-point sums (LLVM's allowReordering).
      boolean forced = enable > 0 || width > 1;
      VectorizationLegality.Options options = new VectorizationLegality.Options(maxChecks, mergeBudget, forced, ordered, hoistChecks);
      VectorizationLegality.Verdict v = VectorizationLegality.analyze(l, se, cx.aa(), cx.domTree(), options);
      if (v.plan() == null) {
        report.rejected(l, v.rejection());
        return Preserved.all();
      }
      VectorCostModel.Decision d = new VectorCostModel(v.plan(), se, tti, tinyTripCount)
          .decide(new VectorCostModel.Forced(w, ic, forced));
      if (d.plan() == null) {
        report.rejected(l, d.rejection());
        return Preserved.all();
      }
      if (marks[0] == null) marks[0] = VectorLoopEmitter.Marks.create();
      report.vectorized(l, d.plan());
      // The vector loop is left as the emitter made it: not visited, not put in LCSSA form.
      cx.leaveAlone(VectorLoopEmitter.emit(d.plan(), se, cx.names(), marks[0]));
      return Preserved.none();
    };
  }
}
