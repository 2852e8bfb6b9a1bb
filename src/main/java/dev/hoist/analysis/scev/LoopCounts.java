package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.constant.ConstantInt;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Computes and caches each loop's {@link BackedgeTakenInfo} (LLVM's computeBackedgeTakenCount):
 * an exit limit per exiting block, the exact count when every exit has one, and a max count that
 * is the min over exits dominating the latch (each must be taken by then), else the max over the
 * others. Exits that are constant branches never taken are ignored.
 */
final class LoopCounts {
  private final ScalarEvolution se;
  private final Map<Loop, BackedgeTakenInfo> infos = new IdentityHashMap<>();
  private final Set<Loop> pending = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
  final ExitConditions exits;

  LoopCounts(ScalarEvolution se) {
    this.se = se;
    this.exits = new ExitConditions(se);
  }

  BackedgeTakenInfo info(Loop l) {
    BackedgeTakenInfo i = infos.get(l);
    if (i != null) return i;
    if (pending.contains(l)) return BackedgeTakenInfo.unknown(se);
    pending.add(l);
    try {
      i = compute(l);
    } finally {
      pending.remove(l);
    }
    infos.put(l, i);
    return i;
  }

  /** The constant max count if it can be had without recursion (not while it is being computed, nor while a phi is being analysed). */
  Scev maxIfAvailable(Loop l) {
    BackedgeTakenInfo i = infos.get(l);
    if (i != null) return i.max(se);
    if (pending.contains(l) || se.symbolicDepth > 0) return se.couldNotCompute();
    return info(l).max(se);
  }

  /** Whether the loop's counts are known (computed and cached). */
  boolean isComputed(Loop l) {
    return infos.containsKey(l);
  }

  boolean isPending(Loop l) {
    return pending.contains(l);
  }

  private BackedgeTakenInfo compute(Loop l) {
    List<BasicBlock> exiting = l.exitingBlocks();
    List<BackedgeTakenInfo.ExitInfo> counts = new ArrayList<>();
    boolean complete = true;
    BasicBlock latch = l.latch();
    Scev mustMax = null, mayMax = null;
    boolean mustMaxOrZero = false;
    for (BasicBlock bb : exiting) {
      // Exits canonicalised to a constant branch that never leaves are not exits.
      if (bb.terminator() instanceof BrInst br && br.isConditional() && br.condition() instanceof ConstantInt ci) {
        boolean exitIfTrue = !l.contains(br.successor(0));
        if (exitIfTrue == ci.isZero()) continue;
      }
      ExitLimit el = exits.computeExitLimit(l, bb);
      if (!el.hasExact()) complete = false;
      else counts.add(new BackedgeTakenInfo.ExitInfo(bb, el));
      if (el.hasMax() && latch != null && se.dt.dominates(bb, latch)) {
        if (mustMax == null) {
          mustMax = el.max();
          mustMaxOrZero = el.maxOrZero();
        } else {
          mustMax = se.uminOfMismatched(mustMax, el.max());
        }
      } else if (!(mayMax instanceof ScevCouldNotCompute)) {
        if (mayMax == null || !el.hasMax()) mayMax = el.max();
        else mayMax = se.umaxOfMismatched(mayMax, el.max());
      }
    }
    Scev max = mustMax != null ? mustMax : mayMax != null ? mayMax : se.couldNotCompute();
    boolean maxOrZero = mustMaxOrZero && exiting.size() == 1;
    return new BackedgeTakenInfo(counts, complete, max, maxOrZero);
  }
}
