package dev.hoist.transform.scalar;

import dev.hoist.analysis.Analyses;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.Preserved;
import java.util.ArrayDeque;

/**
 * A clean-up pass that visits every instruction of a function through a worklist, and visits again
 * what a change may have affected (the users of a folded value, the operands of a deleted one), as
 * LLVM's DCE and instruction simplification do. Such passes change instructions, never blocks.
 */
abstract class WorklistPass implements FunctionPass {
  /** The {@code -stats} line counting what {@link #visit} changed. */
  private final String statistic;

  WorklistPass(String statistic) {
    this.statistic = statistic;
  }

  /**
   * Changes {@code i} if the pass can (it is still in its block), adding to {@code work} what must
   * be looked at again; returns whether it changed anything.
   */
  abstract boolean visit(Instruction i, ArrayDeque<Instruction> work);

  @Override
  public Preserved run(Function f, PassContext ctx) {
    int n = runOn(f);
    ctx.stats().add(name(), statistic, n);
    return Preserved.ifChanged(n > 0, Analyses.CFG_ANALYSES);
  }

  /** Runs the worklist over {@code f}; returns how many instructions changed. */
  final int runOn(Function f) {
    ArrayDeque<Instruction> work = new ArrayDeque<>();
    for (BasicBlock b : f.blocks()) for (Instruction i = b.first(); i != null; i = i.next()) work.add(i);
    int changed = 0;
    while (!work.isEmpty()) {
      Instruction i = work.poll();
      if (i.parent() != null && visit(i, work)) changed++;
    }
    return changed;
  }
}
