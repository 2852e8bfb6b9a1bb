package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import java.util.List;

/**
 * The counts of one loop (LLVM's BackedgeTakenInfo): the exact count of every exiting block
 * whose count is computable, whether all of them were, and the loop's constant max count.
 */
final class BackedgeTakenInfo {
  /** One computable exit. */
  record ExitInfo(BasicBlock exiting, ExitLimit limit) {}

  private final List<ExitInfo> exits;
  private final boolean complete;
  private final Scev max;
  private final boolean maxOrZero;

  BackedgeTakenInfo(List<ExitInfo> exits, boolean complete, Scev max, boolean maxOrZero) {
    this.exits = exits;
    this.complete = complete;
    this.max = max;
    this.maxOrZero = maxOrZero;
  }

  static BackedgeTakenInfo unknown(ScalarEvolution se) {
    return new BackedgeTakenInfo(List.of(), false, se.couldNotCompute(), false);
  }

  /** The umin of every exit's count, when all are known (all exiting blocks then dominate the latch). */
  Scev exact(ScalarEvolution se, Loop l) {
    if (!complete || exits.isEmpty() || l.latch() == null) return se.couldNotCompute();
    Scev r = null;
    int w = 0;
    for (ExitInfo e : exits) w = Math.max(w, e.limit().exact().bits());
    for (ExitInfo e : exits) {
      Scev c = e.limit().exact();
      if (c.bits() < w) c = se.zeroExtend(c, dev.hoist.ir.type.IntegerType.get(w));
      r = r == null ? c : se.umin(r, c);
    }
    return r;
  }

  Scev exitCount(BasicBlock exiting, ScalarEvolution se) {
    for (ExitInfo e : exits) if (e.exiting() == exiting) return e.limit().exact();
    return se.couldNotCompute();
  }

  Scev max(ScalarEvolution se) {
    return max;
  }

  boolean maxOrZero() {
    return maxOrZero;
  }
}
