package dev.hoist.transform.versioning;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.access.Access;
import dev.hoist.analysis.access.Dependence;
import dev.hoist.analysis.access.LoopAccessInfo;
import dev.hoist.analysis.access.RuntimeChecks;
import dev.hoist.analysis.access.RuntimePointerChecking;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Value;
import dev.hoist.transform.licm.LicmQueries;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Decides whether one loop is worth versioning, and plans the checks.
 *
 * <ol>
 *   <li>Legality ({@link VersioningLegality}).
 *   <li>Candidates: the loop's accesses through loop-invariant addresses that LICM left in it
 *       ({@link LoopAccessInfo#byAddress()}). A location only loaded is a hoisting candidate; one
 *       also stored is a promotion candidate. A candidate is <em>freed</em> when everything that
 *       blocks it is an access whose bytes over the loop can be bounded, so that a runtime check
 *       can prove the two apart; else it is <em>stuck</em>.
 *   <li>Checks ({@link RuntimePointerChecking}): only between a candidate's group and the groups of
 *       its blockers (LLVM checks every may-alias pair of the loop; checking fewer costs less and
 *       frees the same work).
 *   <li>Cost model: the invariant ratio {@code freed / (freed + stuck)} against
 *       {@code -licm-versioning-invariant-threshold}; the checks against
 *       {@code -runtime-memory-check-threshold}; and {@code tripCount x cycles freed per iteration}
 *       ({@link VersioningBenefit}) against {@code 2.0 x 4 cycles x checks}.
 * </ol>
 *
 * <pre>
 *   loop:                                            ; %k is invariant, stuck behind the store
 *     %k = load i32, i32* %kp                        ; candidate (hoisting)
 *     %pa = getelementptr i32, i32* %a, i64 %i
 *     store i32 %k, i32* %pa                         ; blocker: [%a, %a + 4 * n)
 *   --&gt; 1 check: [%kp, %kp + 4) against [%a, %a + 4 * n); 1/1 invariant accesses freed
 * </pre>
 */
final class VersioningAnalysis {
  private final Loop loop;
  private final ScalarEvolution se;
  private final VersioningOptions opts;
  private final LoopAccessInfo lai;
  /** What LICM will move, asked of the loop as LICM will see it. */
  private final LicmQueries licm;
  /** Where the checks will be computed: the preheader, or the outer loop's preheader. */
  private final Instruction checkPoint;

  private Rejection rejection;
  private String detail = "";
  private Plan plan;

  VersioningAnalysis(Loop loop, ScalarEvolution se, AliasAnalysis aa, VersioningOptions opts, Instruction checkPoint) {
    this.loop = loop;
    this.se = se;
    this.opts = opts;
    lai = new LoopAccessInfo(loop, se, aa);
    licm = LicmQueries.afterRotation(loop, aa, se.domTree());
    this.checkPoint = checkPoint;
  }

  /** Runs the steps; afterwards exactly one of {@link #plan()} and {@link #rejection()} is set. */
  VersioningAnalysis run() {
    VersioningLegality.Verdict illegal = VersioningLegality.check(loop, se, opts);
    if (illegal == null) {
      plan = planChecks();
    } else {
      rejection = illegal.rejection();
      detail = illegal.detail();
    }
    return this;
  }

  Rejection rejection() {
    return rejection;
  }

  /** Figures that go with the rejection in its remark (e.g. the ratio against the threshold). */
  String detail() {
    return detail;
  }

  Plan plan() {
    return plan;
  }

  private Plan planChecks() {
    List<Instruction> accesses = lai.loadsAndStores();
    // The count before the addresses: the order expressions are made in is the order they are
    // printed in.
    boolean noCount = lai.rangeCount() == null;
    RuntimePointerChecking rpc = new RuntimePointerChecking(lai, checkPoint);
    int freed = 0;
    int stuck = 0;
    boolean countMissing = false; // a blocker has no range for want of a count
    Set<Value> freedPointers = Collections.newSetFromMap(new IdentityHashMap<>());
    for (List<Access> own : lai.byAddress()) {
      boolean invariant = true;
      for (Access a : own) invariant &= a.invariant();
      if (!invariant) continue;
      boolean stored = own.stream().anyMatch(Access::isStore);
      if (stored && !opts.promotion() || !licmCanMove(own, stored)) {
        stuck++; // whatever the checks prove, LICM could not take it out of the loop
        continue;
      }
      List<Access> blockers = blockers(lai, own, stored);
      if (blockers == null || blockers.isEmpty()) {
        if (blockers == null) stuck++; // blocked by a must-alias access: no check can help
        continue;
      }
      Value p = own.get(0).pointer();
      int g = rpc.group(p);
      for (Access a : own) rpc.group(a.pointer());
      rpc.neverMerge(g);
      boolean ok = rpc.hasRange(g);
      List<Integer> others = new ArrayList<>();
      for (Access x : blockers) {
        int h = rpc.group(x.pointer());
        if (!rpc.hasRange(h)) {
          ok = false;
          countMissing |= noCount;
        }
        if (!others.contains(h)) others.add(h);
      }
      if (!ok || others.contains(g)) {
        stuck++;
        continue;
      }
      freed++;
      freedPointers.add(p);
      for (int h : others) rpc.needsCheck(g, h);
    }
    if (freed == 0) {
      return reject(countMissing && loop.numBlocks() > 1 ? Rejection.UNKNOWN_COUNT_COMPLEX_CFG : Rejection.NOTHING_TO_FREE,
          stuck == 0 ? "no invariant access is blocked by aliasing" : stuck + " invariant accesses stay blocked");
    }
    RuntimeChecks checks = rpc.finish(opts.mergeBudget());
    int percent = freed * 100 / (freed + stuck);
    long perIteration = VersioningBenefit.freedCycles(loop, accesses, freedPointers);
    long[] trip = VersioningBenefit.tripEstimate(loop, se);
    Plan p = new Plan(checks, freed, stuck, perIteration, trip[0], VersioningBenefit.TRIP_SOURCES[(int) trip[1]]);
    if (opts.ignoreCost()) return p;
    if (percent < opts.invariantThreshold()) {
      return reject(Rejection.INVARIANT_THRESHOLD, "invariant accesses freed " + percent + "% < " + opts.invariantThresholdText() + "%");
    }
    if (checks.numChecks() > opts.maxChecks()) {
      return reject(Rejection.TOO_MANY_CHECKS, checks.numChecks() + " > " + opts.maxChecks());
    }
    double benefit = (double) trip[0] * perIteration;
    double overhead = (double) VersioningOptions.CHECK_COST * checks.numChecks();
    if (!(benefit > VersioningOptions.BENEFIT_FACTOR * overhead)) {
      return reject(Rejection.NOT_PROFITABLE, "benefit " + (long) benefit + " <= 2.0 x overhead " + (long) overhead);
    }
    return p;
  }

  private Plan reject(Rejection r, String why) {
    rejection = r;
    detail = why;
    return null;
  }

  /**
   * What keeps the invariant location of {@code own} in the loop: for a load-only location, the
   * loop's writes that may modify it; for a stored one, every other access that may touch it.
   * Null when one of them surely aliases (a check could never pass).
   */
  private static List<Access> blockers(LoopAccessInfo lai, List<Access> own, boolean stored) {
    List<Access> out = new ArrayList<>();
    for (Instruction i : lai.loadsAndStores()) {
      Access x = lai.access(i);
      if (own.contains(x)) continue;
      if (!stored && !x.isStore()) continue;
      for (Access a : own) {
        Dependence d = lai.dependence(a, x, false);
        if (d == Dependence.NO_ALIAS) continue;
        if (d == Dependence.MUST_ALIAS || d == Dependence.SAME_ADDRESS) return null;
        if (!out.contains(x)) out.add(x);
      }
    }
    return out;
  }

  /**
   * Whether LICM can take the location out of the loop once nothing aliases it, as LICM itself
   * answers ({@link LicmQueries}): a load-only location when one of its loads would be hoisted, a
   * stored one when it would be promoted. A top-tested loop is asked about as rotation will leave
   * it: the pass rotates such a loop before it versions it.
   */
  private boolean licmCanMove(List<Access> own, boolean stored) {
    for (Access a : own) {
      if (stored ? licm.wouldPromoteIfUnaliased(a.pointer()) : a.inst() instanceof LoadInst l && licm.wouldHoistIfUnaliased(l)) {
        return true;
      }
    }
    return false;
  }
}
