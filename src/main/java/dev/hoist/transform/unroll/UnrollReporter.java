package dev.hoist.transform.unroll;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.print.LocalNames;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.Remark;
import dev.hoist.pass.RemarkBuilder;
import java.util.Locale;

/**
 * What the unroller tells the user, in LLVM's words where LLVM says it: the passed remarks
 * {@code FullyUnrolled} ("completely unrolled loop with 8 iterations"), {@code PartialUnrolled}
 * ("unrolled loop by a factor of 4", "... with run-time trip count") and {@code Peeled}; the missed
 * remarks LLVM gives for pragmas it cannot honour; its statistics and {@code -debug-only=loop-unroll}
 * trace. Beyond LLVM: an analysis remark {@code UnrollCost} with the estimate that decided (both
 * heuristics, before and after), and a missed remark {@code NotUnrolled} with the reason for a
 * loop the cost model left.
 */
final class UnrollReporter {
  static final String PASS = LoopUnroll.PASS;
  private final PassContext ctx;
  private final boolean debug;

  UnrollReporter(PassContext ctx) {
    this.ctx = ctx;
    this.debug = ctx.debugEnabled(PASS);
  }

  void start(Loop l) {
    if (debug) ctx.debug(PASS, "Loop Unroll: F[" + l.header().parent().name() + "] Loop " + name(l));
  }

  void note(String line) {
    if (debug) ctx.debug(PASS, "  " + line);
  }

  void facts(LoopFacts f) {
    if (!debug) return;
    note("Loop Size = " + f.size);
    if (f.tripCount > 0) note("Trip Count = " + f.tripCount);
    else if (f.maxTripCount > 0) note("Max Trip Count = " + f.maxTripCount);
    if (f.tripMultiple > 1 && f.tripCount == 0) note("Trip Multiple = " + f.tripMultiple);
    note("Exits = " + f.exits.size() + ", with known counts = " + f.analyzableExits().size());
  }

  /** Reports the decision, before the transform (the remark points at the loop as it was). */
  void decided(Loop l, UnrollPlan p) {
    Instruction at = l.startInstruction();
    if (p.estimate() != null) estimate(l, at, p);
    switch (p.kind()) {
      case NONE -> notUnrolled(l, at, p);
      case FULL, UPPER_BOUND -> {
        ctx.stats().inc(PASS, "Number of loops completely unrolled");
        ctx.stats().inc(PASS, "Number of loops unrolled (completely or otherwise)");
        if (debug) ctx.debug(PASS, "COMPLETELY UNROLLING loop " + name(l) + " with trip count " + p.count() + "!");
        passed(RemarkBuilder.passed(PASS, "FullyUnrolled", at).aboutLoop(l.startLocation())
            .text("completely unrolled loop with ").arg("UnrollCount", p.count()).text(" iterations"));
      }
      case PARTIAL, RUNTIME, KEPT_EXITS -> {
        boolean runtime = p.kind() == UnrollPlan.Kind.RUNTIME;
        ctx.stats().inc(PASS, "Number of loops unrolled (completely or otherwise)");
        if (runtime) ctx.stats().inc(PASS, "Number of loops unrolled with run-time trip counts");
        if (runtime && p.form() == RuntimeUnroller.Form.REQUIRED_EPILOG) {
          ctx.stats().inc(PASS, "Number of loops unrolled with a required epilogue");
        }
        if (debug) {
          ctx.debug(PASS, "UNROLLING loop " + name(l) + " by " + p.count() + (runtime ? " with run-time trip count" : "")
              + "!" + (runtime ? " (" + formText(p.form()) + ")" : ""));
        }
        RemarkBuilder b = RemarkBuilder.passed(PASS, "PartialUnrolled", at).aboutLoop(l.startLocation())
            .text("unrolled loop by a factor of ").arg("UnrollCount", p.count());
        if (runtime) b.text(" with run-time trip count");
        passed(b);
      }
      case PEEL, PROFILE_PEEL -> {
        ctx.stats().inc("loop-peel", "Number of loops peeled");
        if (debug) ctx.debug(PASS, "PEELING loop " + name(l) + " with iteration count " + p.count() + "!");
        passed(RemarkBuilder.passed(PASS, "Peeled", at).aboutLoop(l.startLocation()).text(" peeled loop by ")
            .arg("PeelCount", p.count()).text(" iterations"));
      }
    }
  }

  private void passed(RemarkBuilder b) {
    if (ctx.remarks().enabled(PASS, Remark.Kind.PASSED)) ctx.remarks().emit(b.build());
  }

  /** LLVM's missed remark about a pragma it could not follow ({name, text}, or null). */
  void pragmaMissed(Loop l, String[] missed) {
    if (missed == null) return;
    if (debug) ctx.debug(PASS, "  " + missed[1]);
    if (ctx.remarks().enabled(PASS, Remark.Kind.MISSED)) {
      ctx.remarks().emit(RemarkBuilder.missed(PASS, missed[0], l.startInstruction()).aboutLoop(l.startLocation()).text(missed[1]).build());
    }
  }

  private void notUnrolled(Loop l, Instruction at, UnrollPlan p) {
    if (debug) ctx.debug(PASS, "  Not unrolling: " + p.why());
    if (ctx.remarks().enabled(PASS, Remark.Kind.MISSED)) {
      ctx.remarks().emit(RemarkBuilder.missed(PASS, "NotUnrolled", at).aboutLoop(l.startLocation()).text("loop not unrolled: ")
          .arg("Reason", p.why()).build());
    }
  }

  /** Whether an estimate a plan carries is shown (the debug trace, or the analysis remark). */
  boolean showsEstimates() {
    return debug || ctx.remarks().enabled(PASS, Remark.Kind.ANALYSIS);
  }

  /** The cost model's estimate: both heuristics, before and after, and the size against the budget. */
  private void estimate(Loop l, Instruction at, UnrollPlan p) {
    if (!showsEstimates()) return;
    boolean remark = ctx.remarks().enabled(PASS, Remark.Kind.ANALYSIS);
    UnrollEstimate e = p.estimate();
    String simpl = String.format(Locale.ROOT, "%.2f", e.simplificationSaving());
    String branch = String.format(Locale.ROOT, "%.2f", e.branchSaving());
    String before = String.format(Locale.ROOT, "%.2f", e.rolled()), after = String.format(Locale.ROOT, "%.2f", e.unrolled());
    String taken = String.format(Locale.ROOT, "%.2f -> %.2f", e.takenBefore(), e.takenAfter());
    if (debug) {
      note("cost by " + e.count() + ": " + before + " -> " + after + " uops per iteration; simplification saves " + simpl
          + " (" + e.simplifications() + "); branch cost saves " + branch + " (taken branches " + taken + "); size "
          + e.size());
    }
    if (remark) {
      ctx.remarks().emit(RemarkBuilder.analysis(PASS, "UnrollCost", at).aboutLoop(l.startLocation()).text("unrolling by ")
          .arg("UnrollCount", e.count()).text(": ").arg("CostBefore", before).text(" -> ").arg("CostAfter", after)
          .text(" uops per iteration; simplification saves ").arg("SimplificationSaving", simpl).text(" (")
          .arg("Simplifications", e.simplifications()).text("); branch cost saves ").arg("BranchSaving", branch)
          .text(" (taken branches ").arg("TakenBranches", taken).text("); unrolled size ").arg("Size", e.size())
          .build());
    }
  }

  void simplified(int n) {
    if (n > 0) ctx.stats().add(PASS, "Number of instructions simplified after unrolling", n);
  }

  static String formText(RuntimeUnroller.Form f) {
    return switch (f) {
      case EPILOG -> "epilog";
      case PROLOG -> "prolog";
      case REQUIRED_EPILOG -> "required epilog";
    };
  }

  private static String name(Loop l) {
    Function f = l.header().parent();
    return new LocalNames(f).of(l.header());
  }
}
