package dev.hoist.transform.flatten;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.target.TargetTransformInfo;
import dev.hoist.transform.licm.LicmQueries;
import dev.hoist.transform.loopversioning.LoopMarks;
import dev.hoist.transform.util.UncopyableCalls;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Decides whether and how a nest is flattened (LLVM's CanFlattenLoopPair, CanWidenIV and
 * checkOverflow, in that order), each step a class of its own: the control flow between the loops
 * ({@link NestShape}), the counts ({@link CountedLoop}), the header phis ({@link NestPhis}), what
 * the inductions compute ({@link IndexUses}), the work between the loops ({@link OuterWork}), and
 * the counter: widened when the loops count in at most half the widest native integer and the
 * wide counter computes every index, else the loops' own type when {@code N * M} provably fits it
 * ({@link OverflowProof}), else versioned behind a check ({@code -loop-flatten-version-loops}),
 * else widened anyway.
 */
final class FlattenLegality {
  /** The marker of a nest versioned before (LLVM's loop-versioning marker). */
  static final String VERSIONED_MARKER = "llvm.loop.licm_versioning.disable";

  private final LoopContext cx;
  private final FlattenOptions opts;
  private final FlattenReporter rep;

  FlattenLegality(LoopContext cx, FlattenOptions opts, FlattenReporter rep) {
    this.cx = cx;
    this.opts = opts;
    this.rep = rep;
  }

  /**
   * The plan for flattening {@code inner} into {@code outer}, or null when work between the loops
   * must be hoisted by LICM before it can be (only when {@code afterLicm} is false).
   */
  FlattenPlan analyze(Loop outer, Loop inner, boolean afterLicm) throws Rejected {
    NestShape shape = NestShape.of(outer, inner);
    ScalarEvolution se = cx.scev();
    CountedLoop innerCount = count(se, inner, false);
    CountedLoop outerCount = count(se, outer, true);
    rep.trace(() -> "Found trip count: inner " + se.text(innerCount.tripCount(se)) + ", outer " + se.text(outerCount.tripCount(se)));
    if (!se.isLoopInvariant(innerCount.tripCount(se), outer)) throw new Rejected(Rejection.INNER_COUNT_VARIANT);
    Instruction at = outer.preheader().terminator();
    ScevExpander ex = new ScevExpander(se);
    if (!ex.isSafeToExpand(innerCount.tripCount(se), at) || !ex.isSafeToExpand(outerCount.tripCount(se), at)) {
      throw new Rejected(Rejection.NOT_EXPANDABLE);
    }
    NestPhis phis = NestPhis.of(shape, se);
    rep.trace(() -> "checkPHIs: OK");
    DataLayout dl = outer.header().parent().parent().layout();
    IntegerType index = IntegerType.get(dl.indexSizeInBits(0));
    ExactForm exact = new ExactForm(se, outer, outerCount, innerCount, dl);
    IndexUses uses = IndexUses.of(shape, phis, se, exact, innerCount, index);
    rep.trace(() -> "checkIVUsers: OK\nFound " + uses.linear.size() + " value(s) that can be replaced");
    for (IndexUses.Rewrite r : uses.rewrites) {
      if (!ex.isSafeToExpand(r.form().base(), at) || !ex.isSafeToExpand(r.form().step(), at)) {
        throw Rejected.naming(Rejection.NOT_EXPANDABLE, "", r.value());
      }
    }
    TargetTransformInfo tti = TargetTransformInfo.of(outer.header().parent());
    OuterWork work = OuterWork.of(shape, uses, tti);
    rep.trace(() -> "Cost of instructions that will be repeated: " + work.cost);
    boolean guardInside = shape.guards.stream().anyMatch(g -> !outer.isInvariant(g.condition()));
    List<Instruction> hoist = List.of();
    if (guardInside || !work.repeatable(opts.costThreshold())) {
      if (!afterLicm) return null;
      if (guardInside) throw new Rejected(Rejection.CONTROL_FLOW, "the inner loop's guard is not invariant in the outer loop");
      hoist = work.hoistAfterGuards(LicmQueries.afterRotation(outer, cx.aa(), cx.domTree()), tti, opts.costThreshold());
    }
    Map<PhiInst, Value> skipValues = shape.guards.isEmpty() ? Map.of() : skipValues(shape, phis);
    return counter(shape, phis, uses, exact, outerCount, innerCount, dl, index, hoist, skipValues);
  }

  private static CountedLoop count(ScalarEvolution se, Loop l, boolean outer) throws Rejected {
    CountedLoop c = CountedLoop.of(se, l);
    if (c != null) return c;
    String which = outer ? "outer loop" : "inner loop";
    throw new Rejected(CountedLoop.uncomputable(se, l) ? Rejection.UNKNOWN_COUNT : Rejection.INVALID_COUNT, which);
  }

  /** The values the outer loop's exit phis take when the guards skip the nest. */
  private static Map<PhiInst, Value> skipValues(NestShape shape, NestPhis phis) throws Rejected {
    Loop outer = shape.outer;
    Map<PhiInst, Value> m = new LinkedHashMap<>();
    for (var exit : outer.exitBlocks()) {
      for (PhiInst p : exit.phis()) {
        Value v = p.valueFor(outer.latch());
        Value skip = outer.isInvariant(v) ? v : null;
        for (NestPhis.Pair pair : phis.pairs) {
          if (v == pair.outer() || v == pair.lcssa() || pair.merges().contains(v)) {
            skip = pair.outer().valueFor(outer.preheader());
          }
        }
        if (skip == null) throw Rejected.naming(Rejection.VALUE_MODIFIED, "used after the nest: ", p);
        m.put(p, skip);
      }
    }
    return m;
  }

  private FlattenPlan counter(NestShape shape, NestPhis phis, IndexUses uses, ExactForm exact, CountedLoop outerCount,
      CountedLoop innerCount, DataLayout dl, IntegerType index, List<Instruction> hoist, Map<PhiInst, Value> skip)
      throws Rejected {
    ScalarEvolution se = cx.scev();
    int bits = Math.max(outerCount.type().bits(), innerCount.type().bits());
    int widest = dl.largestLegalIntegerBits();
    boolean canWiden = opts.widenIv() && widest >= 2 * bits;
    IntegerType wide = IntegerType.get(Math.max(widest, 1));
    if (canWiden && !uses.needsTruncatedCounter(wide)) {
      rep.trace(() -> "Widening the IVs to " + wide);
      return plan(shape, phis, uses, outerCount, innerCount, wide, FlattenPlan.Overflow.WIDENED, "widened", hoist, skip);
    }
    IntegerType own = IntegerType.get(bits);
    String why = null;
    if (opts.assumeNoOverflow()) {
      why = "-loop-flatten-assume-no-overflow";
    } else {
      switch (OverflowProof.byRanges(se, outerCount, innerCount, own)) {
        case ALWAYS -> throw new Rejected(Rejection.ALWAYS_OVERFLOWS);
        case NEVER -> why = "the ranges of the trip counts";
        case MAYBE -> {
          LicmQueries innerQueries = LicmQueries.afterRotation(shape.inner, cx.aa(), cx.domTree());
          String access = OverflowProof.byUndefinedBehaviour(shape, exact, se, innerQueries, own, index);
          if (access != null) why = "use of linear IV would be UB if overflow occurred: " + access;
        }
      }
    }
    if (why != null) {
      String w = why;
      rep.trace(() -> "Multiply cannot overflow (" + w + "), modifying loop in-place");
      return plan(shape, phis, uses, outerCount, innerCount, own, FlattenPlan.Overflow.CANNOT_OVERFLOW, why, hoist, skip);
    }
    Rejected noVersion = versioningRefused(shape.outer, bits, dl);
    if (noVersion == null) {
      rep.trace(() -> "Multiply might overflow, versioning loop");
      return plan(shape, phis, uses, outerCount, innerCount, own, FlattenPlan.Overflow.VERSIONED, "runtime check", hoist, skip);
    }
    if (canWiden) return plan(shape, phis, uses, outerCount, innerCount, wide, FlattenPlan.Overflow.WIDENED, "widened", hoist, skip);
    throw noVersion;
  }

  /** Why the nest may not be versioned, or null. */
  private Rejected versioningRefused(Loop outer, int bits, DataLayout dl) {
    if (!opts.versionLoops()) return new Rejected(Rejection.MAY_OVERFLOW);
    if (!dl.isLegalInteger(bits)) return new Rejected(Rejection.CANNOT_CHECK_OVERFLOW);
    if (LoopMarks.has(outer, VERSIONED_MARKER)) return new Rejected(Rejection.ALREADY_VERSIONED);
    var f = outer.header().parent();
    if (f.hasFnAttr("optsize") || f.hasFnAttr("minsize")) return new Rejected(Rejection.OPT_FOR_SIZE);
    if (UncopyableCalls.hasNoDuplicate(outer)) return new Rejected(Rejection.NO_DUPLICATE);
    return null;
  }

  private static FlattenPlan plan(NestShape shape, NestPhis phis, IndexUses uses, CountedLoop oc, CountedLoop ic,
      IntegerType counter, FlattenPlan.Overflow o, String why, List<Instruction> hoist, Map<PhiInst, Value> skip) {
    return new FlattenPlan(shape, phis, uses, oc, ic, counter, o, why, hoist, skip);
  }
}
