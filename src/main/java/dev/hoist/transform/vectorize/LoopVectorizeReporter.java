package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.print.LocalNames;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.Remark;
import dev.hoist.pass.RemarkBuilder;

/**
 * What the vectorizer tells the user, in LLVM's words: a passed remark {@code Vectorized}
 * ("vectorized loop (vectorization width: 4, interleaved count: 1)"), a missed remark named after
 * the reason otherwise, statistics, and {@code -debug-only=loop-vectorize} lines.
 */
final class LoopVectorizeReporter {
  private static final String PASS = LoopVectorize.PASS;
  private final PassContext ctx;
  private final boolean debug;

  LoopVectorizeReporter(PassContext ctx) {
    this.ctx = ctx;
    this.debug = ctx.debugEnabled(PASS);
  }

  void analyzed() {
    ctx.stats().inc(PASS, "Number of loops analyzed for vectorization");
  }

  void rotated() {
    ctx.stats().inc(PASS, "Number of top-tested loops rotated to be vectorized");
  }

  void vectorized(Loop loop, VectorPlan plan) {
    ctx.stats().inc(PASS, "Number of loops vectorized");
    if (plan.checks().numChecks() > 0) {
      ctx.stats().add(PASS, "Number of runtime overlap checks inserted", plan.checks().numChecks());
    }
    EarlyExit early = plan.earlyExit();
    if (early != null) ctx.stats().inc(PASS, "Number of early exit loops vectorized");
    if (debug) {
      ctx.debug(PASS, prefix(loop) + "vectorized, width " + plan.width() + ", interleave " + plan.interleave() + ", "
          + plan.reductions().size() + " reductions, " + plan.checks().numChecks() + " runtime checks"
          + (plan.scalarEpilogue() ? ", scalar epilogue" : ""));
      if (early != null) {
        LocalNames names = new LocalNames(loop.header().parent());
        ctx.debug(PASS, prefix(loop) + "early exit from " + names.of(early.exiting()) + " to " + names.of(early.exit())
            + (early.checked() ? ": loads dereferenceable up to a backedge-taken count of " + early.countLimit() + ", tested before the loop"
                : ": loads dereferenceable for every iteration count")
            + (early.recomputed().isEmpty() ? "" : ", " + early.recomputed().size() + " phis recomputed where the loop resumes"));
      }
    }
    if (ctx.remarks().enabled(PASS, Remark.Kind.PASSED)) {
      ctx.remarks().emit(RemarkBuilder.passed(PASS, "Vectorized", loop.startInstruction()).aboutLoop(loop.startLocation())
          .text("vectorized loop (vectorization width: ").arg("VectorizationFactor", plan.width())
          .text(", interleaved count: ").arg("InterleaveCount", plan.interleave()).text(")").build());
    }
  }

  void rejected(Loop loop, VectorizationLegality.Rejection why) {
    ctx.stats().inc(PASS, "Number of loops not vectorized: " + why.name());
    if (debug) ctx.debug(PASS, prefix(loop) + "not vectorized: " + why.name() + " (" + why.message() + ")");
    if (ctx.remarks().enabled(PASS, Remark.Kind.MISSED)) {
      ctx.remarks().emit(RemarkBuilder.missed(PASS, why.name(), loop.startInstruction()).aboutLoop(loop.startLocation()).text("loop not vectorized: ")
          .arg("Reason", why.message()).build());
    }
  }

  private static String prefix(Loop loop) {
    dev.hoist.ir.Function f = loop.header().parent();
    return "LV: @" + f.name() + ": loop " + new LocalNames(f).of(loop.header()) + ": ";
  }
}
