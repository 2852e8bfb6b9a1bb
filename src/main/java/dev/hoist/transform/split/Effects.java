package dev.hoist.transform.split;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.AtomicRMWInst;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpXchgInst;
import dev.hoist.ir.FenceInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.VAArgInst;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * Whether running some iterations of a loop can be observed: an instruction that writes memory,
 * may throw, synchronizes, is volatile or calls anything. Loads are not effects (an iteration that
 * is not run does not trap), nor is undefined behaviour an iteration would have had.
 */
final class Effects {
  private Effects() {}

  /** Whether {@code i} can be observed when it runs (or keeps the program from going on: calls may not return). */
  static boolean observable(Instruction i) {
    if (i instanceof CallBase || i instanceof FenceInst || i instanceof AtomicRMWInst || i instanceof CmpXchgInst
        || i instanceof VAArgInst) {
      return true;
    }
    if (i instanceof LoadInst l && (l.isVolatile() || l.ordering() != dev.hoist.ir.AtomicOrdering.NOT_ATOMIC)) return true;
    return i.mayWriteMemory() || i.mayThrow();
  }

  /** Whether a block's instructions, phis and terminator aside, include an observable one. */
  static boolean anyObservable(BasicBlock b) {
    for (Instruction i = b.first(); i != null; i = i.next()) {
      if (!(i instanceof PhiInst) && !i.isTerminator() && observable(i)) return true;
    }
    return false;
  }

  /**
   * Whether the iterations of {@code loop} in which {@code cmp} is {@code value} can be observed:
   * the blocks such an iteration can run (branches on {@code cmp} taken one way) are searched.
   */
  static boolean iterationsObservable(Loop loop, CmpInst cmp, boolean value) {
    Set<BasicBlock> seen = new HashSet<>();
    ArrayDeque<BasicBlock> work = new ArrayDeque<>();
    work.add(loop.header());
    seen.add(loop.header());
    while (!work.isEmpty()) {
      BasicBlock b = work.poll();
      if (anyObservable(b)) return true;
      Instruction t = b.terminator();
      if (!(t instanceof BrInst) && t != null && observable(t)) return true;
      for (int k = 0; k < b.successors().size(); k++) {
        if (t instanceof BrInst br && br.isConditional() && br.condition() == cmp && k != (value ? 0 : 1)) continue;
        BasicBlock s = b.successors().get(k);
        if (loop.contains(s) && seen.add(s)) work.add(s);
      }
    }
    return false;
  }
}
