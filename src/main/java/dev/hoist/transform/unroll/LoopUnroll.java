package dev.hoist.transform.unroll;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.PhiInst;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.pass.loop.LoopPass;
import dev.hoist.pass.loop.LoopPassManager;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code loop-unroll}: LLVM's loop unroller, with seed 002's extensions. A loop is unrolled fully
 * (a constant count, or a small bound), partially (a constant count, or a known multiple of it),
 * at run time with a remainder loop (an epilogue, a prolog, or a required epilogue that lets the
 * unrolled loop drop every exit whose count is known), or its first iterations are peeled to make
 * a phi invariant. Loops with several exits are unrolled too, each exit kept in every copy where
 * its count is unknown.
 *
 * <pre>
 *   for (i = 0; i &lt; n; i++)          =&gt;   for (i = 0; i + 1 &lt; n; i += 2) {   // unrolled by 2
 *     if (i % 2 == 0) a[i]++;               a[i]++;                          // i % 2 is 0 here
 *                                         }                                  // and 1 in the copy
 *                                         if (i &lt; n) a[i]++;                 // the epilogue
 * </pre>
 *
 * What to do is {@link UnrollCostModel}'s decision; {@link UnrollSimulator} estimates it;
 * {@link LoopUnroller}, {@link RuntimeUnroller} and {@link LoopPeeler} do it;
 * {@link UnrolledSimplifier} and {@link BlockCleanup} tidy the result; {@link UnrollReporter}
 * reports it. Loop metadata is read as LLVM reads it ({@link UnrollHints}): clang's
 * {@code llvm.loop.unroll.disable}, which {@code -O1} puts on every loop, keeps a loop as it is,
 * and every loop this pass makes carries it, so that nothing unrolls it again.
 */
public final class LoopUnroll implements LoopPass {
  static final String PASS = "loop-unroll";
  public static final PassInfo INFO = LoopPassManager.declare(PASS, "LoopUnrollPass",
      "loop unrolling: full, partial, runtime (with an epilogue, a prolog or a required epilogue, also for loops "
          + "with several exits) and peeling, by a cost model of simplification and branch cost",
      () -> new LoopUnroll(false), UnrollOptions.ALL);
  public static final PassInfo FULL = LoopPassManager.declare("loop-unroll-full", "LoopFullUnrollPass",
      "full unrolling of short inner loops before the vectorizer, so that their outer loop becomes innermost",
      () -> new LoopUnroll(true), UnrollOptions.ALL);

  private final boolean fullOnly;

  /**
   * With {@code fullOnly} ({@code loop-unroll-full}, LLVM's LoopFullUnrollPass, which runs before
   * the vectorizer): only full unrolling, and only of a loop inside another whose constant count is
   * below what the vectorizer would take on its own ({@link #SHORT_TRIP_COUNT}): its nest's outer
   * loop then becomes an innermost loop the vectorizer may take. LLVM unrolls every such loop
   * there and has the SLP vectorizer for what full unrolling leaves in straight-line code; Hoist
   * has no SLP vectorizer, so loops the loop vectorizer could take are left to it.
   */
  private LoopUnroll(boolean fullOnly) {
    this.fullOnly = fullOnly;
  }

  /** Counts below which the vectorizer does not take a loop by itself (its tiny trip count). */
  static final int SHORT_TRIP_COUNT = 16;

  /** What stays valid when the cost model ran but nothing changed: its estimates leave marks in scalar evolution. */
  private static final Preserved ESTIMATED = Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS, AliasAnalysis.KEY);

  /** What a clean-up that changed no block keeps (instructions may have gone). */
  private static final Preserved CFG_KEPT = Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS);

  @Override
  public PassInfo info() {
    return fullOnly ? FULL : INFO;
  }

  @Override
  public LoopRun start(LoopContext cx) {
    UnrollOptions given = UnrollOptions.of(cx.pass().options());
    UnrollOptions o = fullOnly ? given.fullOnly() : given;
    UnrollReporter report = new UnrollReporter(cx.pass());
    UnrollHints.Marks marks = new UnrollHints.Marks();
    UnrollWorkspace ws = new UnrollWorkspace();
    return l -> {
      report.start(l);
      UnrollHints h = UnrollHints.of(l);
      if (h.disabled()) {
        report.note("Not unrolling: disabled by loop metadata");
        return Preserved.all();
      }
      if (!l.isSimplifyForm()) {
        report.note("Not unrolling loop which is not in loop-simplify form.");
        return Preserved.all();
      }
      if (fullOnly && (l.parent() == null || !l.subLoops().isEmpty())) {
        report.note("Not unrolling: loop-unroll-full unrolls only innermost loops inside another");
        return Preserved.all();
      }
      LoopFacts facts = LoopFacts.of(l, cx.scev(), cx.domTree());
      if (fullOnly && (facts.tripCount <= 0 || facts.tripCount >= SHORT_TRIP_COUNT)) {
        report.note("Not unrolling: loop-unroll-full unrolls only loops of fewer than " + SHORT_TRIP_COUNT + " iterations");
        return Preserved.all();
      }
      report.facts(facts);
      UnrollCostModel model = new UnrollCostModel(facts, h, o, cx.scev(), cx.domTree(), ws, report.showsEstimates());
      UnrollPlan plan = model.decide();
      report.pragmaMissed(l, model.pragmaMissed());
      report.decided(l, plan);
      if (!plan.unrolls()) return plan.estimate() != null || facts.blocker == null ? ESTIMATED : Preserved.all();
      transform(cx, l, plan, h.forced() || o.forcedCount() > 0, marks, report);
      return Preserved.none();
    };
  }

  /**
   * Whether each exit (of a loop in simplify form: entered only from the loop) still has a
   * predecessor among the copies, all of which the entry reaches: the blocks of {@code region}
   * but the exits and the preheader.
   */
  private static boolean everyExitEntered(List<BasicBlock> exits, Set<BasicBlock> region, BasicBlock preheader) {
    Set<BasicBlock> exitSet = Collections.newSetFromMap(new IdentityHashMap<>());
    exitSet.addAll(exits);
    for (BasicBlock e : exits) {
      boolean entered = false;
      for (BasicBlock p : e.predecessorEdges()) entered |= p != preheader && region.contains(p) && !exitSet.contains(p);
      if (!entered) return false;
    }
    return true;
  }

  /** The ids of the blocks {@code cfg} finds unreachable from the entry; null when there are none. */
  private static BitSet unreachableIds(Cfg cfg) {
    BitSet out = null;
    for (int i = 0, n = cfg.size(); i < n; i++) {
      if (cfg.isReachable(i)) continue;
      if (out == null) out = new BitSet();
      out.set(cfg.block(i).id());
    }
    return out;
  }

  /**
   * Carries out {@code plan} on {@code l}, then tidies the blocks it touched and marks the loops it
   * made. As LLVM's LoopUnrollPass does, only a remainder loop, or the unrolled loop when its count
   * was {@code explicit} (a pragma or {@code -unroll-count}), is marked
   * {@code llvm.loop.unroll.disable}: a loop unrolled by the heuristics stays open to a later
   * unroller (LLVM's after inlining, when its count may have become a constant).
   */
  private static void transform(LoopContext cx, Loop l, UnrollPlan plan, boolean explicit, UnrollHints.Marks marks,
      UnrollReporter report) {
    Function f = l.header().parent();
    // Sets of blocks by id (a block keeps its id in its function): the function may be much larger than the loop.
    BitSet before = new BitSet(f.blockIdBound());
    for (BasicBlock b : f.blocks()) before.set(b.id());
    // Blocks the transform may leave unreachable (an exit no copy takes) are deleted; those the
    // entry did not reach before are not its business (the function's CFG snapshot, current
    // here, says which: usually none).
    BitSet unreachableBefore = unreachableIds(cx.domTree().cfg());
    List<BasicBlock> touched = new ArrayList<>(l.blocks());
    BasicBlock preheader = l.preheader();
    touched.add(preheader);
    List<BasicBlock> exits = l.exitBlocks();
    touched.addAll(exits);
    BasicBlock header = l.header();
    // The estimates may have left scalar evolution with facts of the simulated loop: start afresh.
    cx.analyses().invalidate(f, ESTIMATED);
    LoopFacts facts = LoopFacts.of(l, cx.scev(), cx.domTree());
    Map<PhiInst, Integer> ivFlags = InductionFlags.record(l, cx.scev());
    List<BasicBlock> made = new ArrayList<>();
    switch (plan.kind()) {
      case FULL, PARTIAL -> LoopUnroller.unroll(facts, plan.count(),
          UnrollCostModel.folding(facts, plan.kind(), plan.count(), null), false, cx.names());
      case UPPER_BOUND -> LoopUnroller.unroll(facts, plan.count(), (e, k) -> LoopUnroller.Fold.KEEP, true, cx.names());
      case KEPT_EXITS -> LoopUnroller.unroll(facts, plan.count(), (e, k) -> LoopUnroller.Fold.KEEP, false, cx.names());
      case RUNTIME -> {
        RuntimeUnroller.Result r = RuntimeUnroller.unroll(facts, plan.count(), plan.form(),
            RuntimeUnroller.countFor(facts, plan.form(), cx.scev()), cx.scev(), cx.names());
        made.add(r.remainderHeader());
      }
      case PEEL, PROFILE_PEEL -> LoopPeeler.peel(facts, plan.count(), cx.names());
      default -> throw new IllegalStateException(plan.kind().toString());
    }
    Set<BasicBlock> region = Collections.newSetFromMap(new IdentityHashMap<>());
    for (BasicBlock b : f.blocks()) if (!BlockCleanup.has(before, b)) region.add(b);
    for (BasicBlock b : touched) if (b.parent() != null) region.add(b);
    // Simplifying may leave phis trivial (an alternating recurrence's), after which more simplifies.
    // A round that folded no branch and deleted no block leaves the loops, dominators and CFG it
    // started with, but for the blocks it merged: they need not be computed again for the whole
    // function (the copies of a fully unrolled loop, merged into one block, are most rounds' change).
    cx.analyses().invalidate(f, Preserved.none());
    // Copies the entry no longer reaches are gone already (LoopUnroller): what else the unrolling
    // can leave unreachable is an exit no copy branches to any more, and what only it reached.
    // After that, only a folded branch can leave one: each clean-up deletes what there is.
    boolean mayBeUnreachable = switch (plan.kind()) {
      case FULL, PARTIAL, UPPER_BOUND, KEPT_EXITS -> !everyExitEntered(exits, region, preheader);
      default -> true;
    };
    for (int round = 0; round < 3; round++) {
      InductionFlags.restore(header, ivFlags, cx.loops(), cx.scev());
      UnrolledSimplifier s = UnrolledSimplifier.run(cx.scev(), cx.domTree(), region);
      int n = s.changed();
      report.simplified(n);
      mayBeUnreachable |= s.foldedBranch();
      BlockCleanup.CfgChange c = BlockCleanup.run(f, region, unreachableBefore, !mayBeUnreachable);
      mayBeUnreachable = false;
      region.removeIf(b -> b.parent() == null);
      if (s.foldedBranch() || c == BlockCleanup.CfgChange.DELETED) cx.analyses().invalidate(f, Preserved.none());
      else if (c == BlockCleanup.CfgChange.MERGED) Analyses.afterMerges(cx.analyses(), f);
      else cx.analyses().invalidate(f, CFG_KEPT);
      if (n == 0) break;
    }
    LoopInfo li = cx.loops();
    // What follows moves instructions and marks latches, and leaves the blocks as they are.
    cx.recomputed(CFG_KEPT);
    if (plan.kind() == UnrollPlan.Kind.PEEL || plan.kind() == UnrollPlan.Kind.PROFILE_PEEL) {
      Loop rest = li.loopFor(header);
      if (rest != null && rest.header() == header && rest.latch() != null) {
        marks.markPeeled(rest.latch(), plan.count());
        // Peeled to make a phi invariant, the loop may unroll now; peeled by its profile, the
        // profile is used up (LLVM marks it unrolled).
        if (plan.kind() == UnrollPlan.Kind.PEEL) cx.revisit(header);
        else marks.markUnrolled(rest.latch());
      }
      return;
    }
    made.add(header);
    for (BasicBlock h : made) {
      Loop m = h.parent() == null ? null : li.loopFor(h);
      if (m == null || m.header() != h) continue;
      if (m.latch() != null && (explicit || h != header)) marks.markUnrolled(m.latch());
      BlockCleanup.hoistInvariants(m);
      cx.skip(h);
    }
  }
}
