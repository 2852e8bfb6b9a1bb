package dev.hoist.transform.versioning;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.print.LocalNames;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.Remark;
import dev.hoist.pass.RemarkBuilder;

/**
 * What loop versioning tells the user: a passed remark {@code IsLegalForVersioning} (LLVM's
 * name) with the number of checks for each versioned loop, a missed remark named after the
 * {@link Rejection} for every other loop, statistics, and {@code -debug-only=loop-versioning-licm}
 * lines:
 *
 * <pre>
 *   LVLICM: @f: loop %for.body (depth 1): versioned, 2 checks, 3/3 invariant accesses freed, trip count 100 (assumed)
 *   LVLICM: @g: loop %while.body (depth 2): not versioned: InvariantThreshold (invariant accesses freed 50% &lt; 90%)
 * </pre>
 */
final class VersioningReporter {
  static final String PASS = "loop-versioning-licm";
  private final PassContext ctx;
  private final boolean debug;

  VersioningReporter(PassContext ctx) {
    this.ctx = ctx;
    this.debug = ctx.debugEnabled(PASS);
  }

  void analyzed() {
    ctx.stats().inc(PASS, "Number of loops analyzed for versioning");
  }

  void versioned(Loop loop, Plan plan, boolean checksHoisted) {
    ctx.stats().inc(PASS, "Number of loops versioned");
    ctx.stats().add(PASS, "Number of runtime overlap checks inserted", plan.numChecks());
    if (checksHoisted) ctx.stats().inc(PASS, "Number of check sets hoisted to an outer preheader");
    if (debug) {
      ctx.debug(PASS, prefix(loop) + "versioned, " + plan.numChecks() + (plan.numChecks() == 1 ? " check, " : " checks, ") + plan.freed() + "/"
          + (plan.freed() + plan.stuck()) + " invariant accesses freed, trip count " + plan.tripCount() + " ("
          + plan.tripCountSource() + "), " + plan.cyclesPerIteration() + " cycles per iteration"
          + (checksHoisted ? ", checks in the outer preheader" : ""));
    }
    if (ctx.remarks().enabled(PASS, Remark.Kind.PASSED)) {
      ctx.remarks().emit(RemarkBuilder.passed(PASS, "IsLegalForVersioning", loop.startInstruction()).aboutLoop(loop.startLocation())
          .effect(Remark.Effect.VERSIONED)
          .text(" Versioned loop for LICM. Number of runtime checks we had to insert ")
          .arg("RuntimeChecks", plan.numChecks()).build());
    }
  }

  void rejected(Loop loop, Rejection why, String detail) {
    ctx.stats().inc(PASS, "Number of loops not versioned: " + why.remarkName());
    if (debug) {
      ctx.debug(PASS, prefix(loop) + "not versioned: " + why.remarkName() + (detail.isEmpty() ? "" : " (" + detail + ")"));
    }
    if (ctx.remarks().enabled(PASS, Remark.Kind.MISSED)) {
      RemarkBuilder r = RemarkBuilder.missed(PASS, why.remarkName(), loop.startInstruction()).aboutLoop(loop.startLocation()).text(why.message());
      if (!detail.isEmpty()) r.text(": ").arg("Detail", detail);
      ctx.remarks().emit(r.build());
    }
  }

  private String prefix(Loop loop) {
    dev.hoist.ir.Function f = loop.header().parent();
    return "LVLICM: @" + f.name() + ": loop " + new LocalNames(f).of(loop.header()) + " (depth " + loop.depth() + "): ";
  }
}
