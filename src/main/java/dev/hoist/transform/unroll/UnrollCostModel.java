package dev.hoist.transform.unroll;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.freq.ProfileData;
import dev.hoist.analysis.freq.ProfileTripCount;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.target.TargetTransformInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.transform.unroll.RuntimeUnroller.Form;
import dev.hoist.transform.unroll.UnrollPlan.Kind;
import dev.hoist.transform.unroll.UnrollSimulator.Alignment;
import java.util.ArrayList;
import java.util.List;

/**
 * Decides how to unroll a loop, in LLVM's order of priority (computeUnrollCount): an explicit
 * peel count; an explicit count (the {@code -unroll-count} flag, then the loop's count pragma); a
 * full-unroll or enable pragma; full unrolling of a constant count; unrolling by a small bound;
 * peeling to make a phi invariant; partial unrolling of a constant count; runtime unrolling.
 *
 * <p>Where LLVM compares sizes with thresholds, the counts here are weighed by the two
 * heuristics of seed 002, both estimated by {@link UnrollSimulator}:
 * <ol>
 *   <li><b>direct simplification</b>: what unrolling removes from the body (values that become
 *       uniform across copies, constants, invariants, constant loads, branches that fold). When it
 *       saves work, unrolling may grow the loop up to a share of the uop cache
 *       ({@link TargetTransformInfo#uopCacheBudget}), to any count up to 16, and the count that costs the
 *       least per iteration wins; a loop with calls is unrolled only for this;
 *   <li><b>branch cost</b>: fewer loop tests and taken backedges per iteration. For this alone a
 *       loop is unrolled by the largest power of two up to 8 whose unrolled body fits the loop
 *       buffer ({@link TargetTransformInfo#loopBufferSize}), as LLVM's x86 preferences do.
 * </ol>
 * Loops with several exits are unrolled at run time when the estimate saves work (LLVM needs
 * {@code -unroll-runtime-multi-exit}); the remainder is a required epilogue when that drops exits
 * from the unrolled loop (a top-tested loop, or exits besides the latch's with known counts), an
 * epilogue otherwise, and a prolog only when asked ({@code -unroll-runtime-epilog=false}).
 */
final class UnrollCostModel {
  private static final int MAX_SIMPLIFYING_COUNT = 16;
  private static final int DEFAULT_RUNTIME_COUNT = 8;
  /** The largest unrolled body (instructions of all copies) the estimate simulates. */
  private static final int SIMULATION_LIMIT = 2400;

  private final LoopFacts f;
  private final Loop l;
  private final UnrollHints h;
  private final UnrollOptions o;
  private final ScalarEvolution se;
  private final DominatorTree dt;
  private final UnrollWorkspace ws;
  /** Whether an estimate no decision needs is made anyway, to be shown (debug trace, analysis remark). */
  private final boolean showEstimates;
  /** The loop as it is, simulated on the first estimate: the yardstick of every count. */
  private UnrollSimulator rolled;
  /** The missed remark to give with the plan, if any (name, text). */
  private String missedName, missedText;

  /**
   * {@code ws}: the function's arrays for estimating, shared by the models of its loops;
   * {@code showEstimates}: whether the plan is to carry the estimate of a full unroll even where
   * LLVM's size rule decides it alone (for the report).
   */
  UnrollCostModel(LoopFacts f, UnrollHints h, UnrollOptions o, ScalarEvolution se, DominatorTree dt, UnrollWorkspace ws,
      boolean showEstimates) {
    this.showEstimates = showEstimates;
    this.f = f;
    this.l = f.loop;
    this.h = h;
    this.o = o;
    this.se = se;
    this.dt = dt;
    this.ws = ws;
  }

  /** The unrolled size LLVM's simple estimate gives: the body U times, the loop control once. */
  int plainSize(int count) {
    int control = f.tti.loopControlSize();
    return (f.size - control) * count + control;
  }

  UnrollPlan decide() {
    UnrollPlan p = decideOrNull();
    if (p == null) p = UnrollPlan.none("not profitable");
    if (rolled != null) {
      rolled = null;
      ws.release();
    }
    return p;
  }

  /**
   * The missed remark LLVM gives about a pragma it could not follow ({name, text}), or null; it
   * is given whatever else was decided (a runtime count instead of a full unroll, say).
   */
  String[] pragmaMissed() {
    return missedName == null ? null : new String[] {missedName, missedText};
  }

  private UnrollPlan decideOrNull() {
    if (f.blocker != null) return UnrollPlan.none(f.blocker);
    long tc = f.tripCount, max = f.maxTripCount;
    long bodyMax = f.maxBodyCount; // the bound LLVM's rotated loop would have
    if (o.peelCount() > 0) {
      if (h.peeledCount() > 0) return UnrollPlan.none("already peeled");
      if (!LoopPeeler.canPeel(l)) return UnrollPlan.none("the loop cannot be peeled");
      return new UnrollPlan(Kind.PEEL, o.peelCount(), null, true, "-unroll-peel-count", null);
    }
    // Optimizing for size: only what does not grow the loop (LLVM's threshold of the loop's size plus one).
    dev.hoist.ir.Function fn = l.header().parent();
    boolean forSize = fn.hasFnAttr("optsize") || fn.hasFnAttr("minsize");
    // Iterations per entry by the profile (LLVM's getLoopEstimatedTripCount), 0 without one.
    long profiled = ProfileData.hasProfileData(fn) ? ProfileTripCount.fromLatchWeights(l).orElse(0) : 0;
    int threshold = forSize ? f.size + 1 : o.threshold(), partialThreshold = forSize ? 0 : o.partialThreshold(f.tti);
    if (o.threshold() == 0 && (!o.partial() || o.partialThreshold(f.tti) == 0) && !forSize) {
      return UnrollPlan.none("unrolling is disabled (-unroll-threshold=0)"); // LLVM's early exit
    }
    int forced = o.forcedCount();
    if (forced > 0 && o.allowRemainder() && plainSize(forced) < threshold) return explicit(forced, "-unroll-count");
    if (h.pragmaCount() > 0 && (o.allowRemainder() || f.tripMultiple % h.pragmaCount() == 0)) {
      return explicit(h.pragmaCount(), "llvm.loop.unroll.count");
    }
    boolean explicit = forced > 0 || h.pragmaCount() > 0 || h.full() || h.enable();
    if (h.full() && tc > 0 && plainSize((int) Math.min(tc, Integer.MAX_VALUE)) < o.pragmaThreshold()) {
      return full((int) tc, true, "llvm.loop.unroll.full");
    }
    if (h.enable() && tc == 0 && max > 0 && bodyMax <= o.maxUpperBound() && upperBoundPossible()) {
      return new UnrollPlan(Kind.UPPER_BOUND, (int) max, null, true, "llvm.loop.unroll.enable", null);
    }
    if (explicit && tc > 0) {
      threshold = Math.max(threshold, o.pragmaThreshold());
      partialThreshold = Math.max(partialThreshold, o.pragmaThreshold());
    }
    // Full unrolling of a constant count: LLVM's size rule, or (heuristic 1) the simplified size
    // when unrolling simplifies, up to LLVM's boost of 4 times the threshold.
    long plain = tc > 0 ? plainSize((int) Math.min(tc, 1_000_000)) : Long.MAX_VALUE;
    if (tc > 0 && tc <= o.fullMaxCount() && plain < 4L * threshold) {
      // Under the threshold the size rule decides alone: the estimate is only made to be shown.
      boolean wanted = plain >= threshold || showEstimates;
      UnrollEstimate e = wanted && plain <= SIMULATION_LIMIT ? estimate(Kind.FULL, (int) tc, null) : null;
      if (plain < threshold || e != null && e.simplifies() && e.size() < (forSize ? threshold : boosted(threshold, e))) {
        return full((int) tc, explicit, "cost").withEstimate(e);
      }
    }
    // Unrolling by a small bound: each copy keeps its exit test, the last copy's backedge goes.
    if (tc == 0 && max > 0 && bodyMax <= o.maxUpperBound() && upperBoundPossible() && bodyMax <= o.fullMaxCount()) {
      UnrollEstimate e = estimate(Kind.UPPER_BOUND, (int) max, null);
      if (e.size() < threshold) return new UnrollPlan(Kind.UPPER_BOUND, (int) max, null, explicit, "bound", e);
    }
    if (o.allowPeeling() && h.peeledCount() == 0 && !explicit) {
      int peel = LoopPeeler.countToInvariance(l, o.peelMaxCount());
      if (peel > 0 && (tc == 0 || peel < tc) && f.size * (peel + 1) <= threshold && LoopPeeler.canPeel(l)) {
        return new UnrollPlan(Kind.PEEL, peel, null, false, "a phi becomes invariant", null);
      }
    }
    // LLVM's peeling by the profile: a loop whose count is not known but that the profile says
    // makes few iterations per entry runs them peeled, each copy open to the scalar optimizations.
    if (o.allowPeeling() && !explicit && tc == 0 && profiled > 0 && profiled + h.peeledCount() <= o.peelMaxCount()
        && f.size * (profiled + 1) <= threshold && LoopPeeler.canPeel(l)) {
      return new UnrollPlan(Kind.PROFILE_PEEL, (int) profiled, null, false,
          "the profile gives the loop " + profiled + " iterations per entry", null);
    }
    if (forSize && !explicit) return UnrollPlan.none("the function is optimized for size");
    if (tc > 0) {
      if (!o.partial() && !explicit) return UnrollPlan.none("will not try to unroll partially because -unroll-allow-partial not given");
      UnrollPlan p = choose(Kind.PARTIAL, null, partialThreshold, explicit);
      if (!p.unrolls() && (h.full() || h.enable())) {
        missedName = "FullUnrollAsDirectedTooLarge";
        missedText = "Unable to fully unroll loop as directed by unroll pragma because unrolled size is too large.";
      }
      return p;
    }
    if (h.full()) {
      missedName = "CantFullUnrollAsDirectedRuntimeTripCount";
      missedText = "Unable to fully unroll loop as directed by unroll(full) pragma because loop has a runtime trip count.";
    }
    if (h.runtimeDisabled()) return UnrollPlan.none("runtime unrolling is disabled by llvm.loop.unroll.runtime.disable");
    if (max > 0 && bodyMax < o.maxUpperBound()) return UnrollPlan.none("the loop runs at most " + bodyMax + " times");
    // LLVM's rule for a loop the profile says is flat: a remainder and its set-up cost more than
    // a few iterations save.
    if (profiled > 0 && profiled < o.flatTripCount()) {
      return UnrollPlan.none("the profile gives the loop " + profiled + " iterations per entry, fewer than "
          + o.flatTripCount() + " (-flat-loop-tripcount-threshold)");
    }
    if (!o.runtime() && !h.enable()) {
      return UnrollPlan.none("will not try to unroll loop with runtime trip count -unroll-runtime not given");
    }
    Form form = form();
    if (form == null) return UnrollPlan.none(runtimeBlocker());
    UnrollPlan p = choose(Kind.RUNTIME, form, partialThreshold, explicit);
    if (!p.unrolls() && h.enable()) {
      missedName = "UnrollAsDirectedTooLarge";
      missedText = "Unable to unroll loop as directed by unroll(enable) pragma because unrolled size is too large.";
    }
    return p;
  }

  /** A count the flag or pragma gives: full, partial or runtime, whichever the trip count makes it. */
  private UnrollPlan explicit(int count, String why) {
    long tc = f.tripCount;
    if (tc > 0 && count >= tc) return full((int) tc, true, why);
    if (count < 2) return UnrollPlan.none(why + " is 1");
    if (tc > 0 || f.tripMultiple % count == 0) {
      return new UnrollPlan(Kind.PARTIAL, count, null, true, why, estimate(Kind.PARTIAL, count, null));
    }
    // With several exits and -unroll-runtime-multi-exit off, LLVM makes no remainder either.
    Form form = f.exits.size() > 1 && Boolean.FALSE.equals(o.multiExit()) ? null : form();
    // A convergent operation may not become control dependent on more exits than it was.
    if (form == null && f.convergent) return UnrollPlan.none(runtimeBlocker());
    if (form == null) return new UnrollPlan(Kind.KEPT_EXITS, count, null, true, why, null);
    return new UnrollPlan(Kind.RUNTIME, count, form, true, why, estimate(Kind.RUNTIME, count, form));
  }

  private UnrollPlan full(int tc, boolean explicit, String why) {
    return new UnrollPlan(Kind.FULL, tc, null, explicit, why, null);
  }

  /** LLVM's boost: a full unroll that removes much of the work may be up to 4 times the threshold. */
  private static double boosted(int threshold, UnrollEstimate e) {
    double rolled = e.rolled() * e.count(), unrolled = Math.max(1e-9, e.unrolled() * e.count());
    return threshold * Math.min(4.0, Math.max(1.0, rolled / unrolled));
  }

  /**
   * The best count for partial or runtime unrolling, by the two heuristics; a plan of none, with
   * the reason, when no count both fits and pays.
   */
  private UnrollPlan choose(Kind kind, Form form, int partialThreshold, boolean explicit) {
    boolean multiExit = f.exits.size() > 1;
    if (kind == Kind.RUNTIME && multiExit && Boolean.FALSE.equals(o.multiExit())) {
      return UnrollPlan.none("the loop has several exits and -unroll-runtime-multi-exit is off");
    }
    UnrollEstimate best = null, smallest = null;
    boolean callsOnly = false;
    int largestBudget = Math.max(partialThreshold, f.tti.uopCacheBudget());
    for (int u : candidates(kind)) {
      // The simulation costs the body times the count. Past the limit (and past any budget) the
      // unrolled body is judged by LLVM's size rule alone, as LLVM judges partial and runtime
      // unrolling, and stops its own full-unroll simulation past its threshold: what the
      // simulation finds does not take a body that large under the budget. Larger counts only
      // grow it.
      int plain = plainSize(u);
      if (plain > Math.max(SIMULATION_LIMIT, largestBudget)) {
        if (smallest == null) {
          return new UnrollPlan(Kind.NONE, 0, form, explicit, "unrolled by " + u + " the loop would be " + plain
              + " instructions before simplification, more than the estimate simulates (" + SIMULATION_LIMIT + ")", null);
        }
        break;
      }
      UnrollEstimate e = estimate(kind, u, form);
      if (smallest == null) smallest = e;
      boolean simplifies = e.simplifies();
      int budget = simplifies ? largestBudget : partialThreshold;
      if (e.size() > budget) continue;
      if (!simplifies && u > DEFAULT_RUNTIME_COUNT) continue;
      // Calls dominate such a loop and unrolling may keep them from being inlined (LLVM's x86 rule),
      // and the copies keep more values across calls (spills): only for what simplification
      // removes, at least a micro-op per call.
      if ((!simplifies || e.simplificationSaving() < f.calls) && f.calls > 0 && !explicit) {
        callsOnly = true;
        continue;
      }
      if (best == null || e.unrolled() < best.unrolled() - 0.05 * best.rolled() / 4) best = e;
    }
    if (best == null) {
      if (callsOnly) return UnrollPlan.none("the loop calls functions and unrolling it simplifies too little");
      if (smallest == null) return UnrollPlan.none("no count to try");
      return new UnrollPlan(Kind.NONE, 0, form, explicit, "unrolled by " + smallest.count() + " the loop would be "
          + smallest.size() + " uops, more than the loop buffer's " + partialThreshold, smallest);
    }
    double saving = best.rolled() - best.unrolled();
    boolean forcedMulti = Boolean.TRUE.equals(o.multiExit());
    if (saving < Math.max(0.25, 0.05 * best.rolled()) && !(forcedMulti && multiExit)) {
      return new UnrollPlan(Kind.NONE, 0, form, explicit, "unrolling saves too little", best);
    }
    return new UnrollPlan(kind, best.count(), form, explicit, "cost", best);
  }

  /** Counts to try: powers of two (up to 16, within -unroll-max-count), and for a constant count, its divisors too. */
  private List<Integer> candidates(Kind kind) {
    List<Integer> out = new ArrayList<>();
    int cap = Math.min(MAX_SIMPLIFYING_COUNT, o.maxCount());
    if (f.maxTripCount > 0) cap = (int) Math.min(cap, f.maxTripCount);
    for (int u = 2; u <= cap; u++) {
      // A convergent operation may not become control dependent on more: no count that leaves a remainder.
      if (f.convergent && f.tripMultiple % u != 0) continue;
      boolean pow2 = (u & (u - 1)) == 0;
      boolean divides = kind == Kind.PARTIAL && f.tripCount % u == 0;
      if (kind == Kind.PARTIAL && u >= f.tripCount) break;
      if (pow2 || divides) out.add(u);
    }
    return out;
  }

  /** The remainder's form for runtime unrolling, or null when no form can be made. */
  Form form() {
    if (f.convergent) return null;
    LoopFacts.Exit le = f.latchExit();
    boolean latchCounted = le != null && le.analyzable();
    Form want;
    if (!o.epilog()) want = Form.PROLOG;
    else if (o.requiredEpilog() != null) want = o.requiredEpilog() ? Form.REQUIRED_EPILOG : Form.EPILOG;
    else want = !latchCounted || f.analyzableExits().size() > 1 ? Form.REQUIRED_EPILOG : Form.EPILOG;
    if (RuntimeUnroller.countFor(f, want, se) != null) return want;
    if (want != Form.REQUIRED_EPILOG && o.requiredEpilog() == null && o.epilog()
        && RuntimeUnroller.countFor(f, Form.REQUIRED_EPILOG, se) != null) {
      return Form.REQUIRED_EPILOG;
    }
    return null;
  }

  private String runtimeBlocker() {
    if (f.convergent) return "the loop contains a convergent operation, so it may not have a remainder";
    if (f.analyzableExits().isEmpty()) return "could not compute the loop's trip count";
    LoopFacts.Exit le = f.latchExit();
    if ((le == null || !le.analyzable()) && (!o.epilog() || Boolean.FALSE.equals(o.requiredEpilog()))) {
      return "the latch's exit has no known count (the loop is not rotated), which a remainder "
          + (o.epilog() ? "epilogue" : "prolog") + " needs";
    }
    return "the trip count cannot be computed in the preheader";
  }

  /** Unrolling by a bound needs a latch that exits (its last copy's backedge is dropped). */
  private boolean upperBoundPossible() {
    LoopFacts.Exit le = f.latchExit();
    return le != null && le.foldable();
  }

  /** The simulated estimate of a plan (its folding of exits and the alignment of its copies). */
  UnrollEstimate estimate(Kind kind, int count, Form form) {
    if (rolled == null) rolled = UnrollSimulator.rolled(f, new LoopBody(f, dt, ws), se, dt, ws);
    return UnrollSimulator.estimate(rolled, count, alignment(kind, form), folding(f, kind, count, form), ws.counted);
  }

  private static Alignment alignment(Kind kind, Form form) {
    if (kind == Kind.FULL || kind == Kind.UPPER_BOUND) return Alignment.FULL;
    return form == Form.PROLOG ? Alignment.UNALIGNED : Alignment.ALIGNED;
  }

  /** Which exit branches a plan folds in which copy (the same rules the unrolling applies). */
  static LoopUnroller.ExitFolding folding(LoopFacts f, Kind kind, int count, Form form) {
    BasicBlock latch = f.loop.latch(); // read now: unrolling changes what the loop info says
    return switch (kind) {
      case FULL -> (e, k) -> {
        long c = e.analyzable() ? e.constantCount() : -1;
        if (c < 0) return LoopUnroller.Fold.KEEP;
        return k < c ? LoopUnroller.Fold.NOT_TAKEN : LoopUnroller.Fold.TAKEN;
      };
      case PARTIAL -> (e, k) -> {
        if (!e.analyzable()) return LoopUnroller.Fold.KEEP;
        long c = e.constantCount();
        if (c >= 0) return k != c % count ? LoopUnroller.Fold.NOT_TAKEN : LoopUnroller.Fold.KEEP;
        // A symbolic count whose trip count U divides: the latch's exit can only be taken in the last copy.
        return e.block() == latch && k < count - 1 ? LoopUnroller.Fold.NOT_TAKEN : LoopUnroller.Fold.KEEP;
      };
      case RUNTIME -> form == Form.REQUIRED_EPILOG
          ? (e, k) -> e.analyzable() ? LoopUnroller.Fold.NOT_TAKEN : LoopUnroller.Fold.KEEP
          : (e, k) -> e.block() == latch && k < count - 1 ? LoopUnroller.Fold.NOT_TAKEN : LoopUnroller.Fold.KEEP;
      default -> (e, k) -> LoopUnroller.Fold.KEEP;
    };
  }
}
