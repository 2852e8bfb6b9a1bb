package dev.hoist.transform.indvars;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.transform.util.NameUniquer;

/**
 * Gives a counter its own increment at the end of the latch when the body also indexes with the
 * incremented value (a stencil's {@code a[i + 1]}):
 *
 * <pre>
 *   %iv.next = add nsw i64 %iv, 1                  %iv.next = add nsw i64 %iv, 1
 *   %p1 = getelementptr double, double* %a, i64 %iv.next   (the address; llc folds the add into it)
 *   ...                                      =&gt;    ...
 *   store double %v, double* %q   (uses %iv)       %iv.next1 = add nsw i64 %iv, 1
 *   %c = icmp ne i64 %iv.next, %n                  %c = icmp ne i64 %iv.next1, %n
 * </pre>
 *
 * With one increment, the counter and its successor are both live across the body and llc copies
 * one into the other on every iteration ({@code leaq 1(%rax), %r10} ... {@code movq %r10, %rax});
 * with the increment at the end, llc folds the body's add into the address and increments one
 * register. A narrow counter reaches addresses through extensions, which llc's strength reduction
 * rewrites itself: only an increment that indexes an address directly, while the counter is still
 * used after it, is split.
 */
final class LatchIncrement {
  private LatchIncrement() {}

  /** Splits the increments of the loop's counters where that pays; returns how many. */
  static int run(Loop l, DominatorTree dt, NameUniquer names) {
    BasicBlock latch = l.latch();
    if (latch == null || !(latch.terminator() instanceof BrInst br)) return 0;
    int split = 0;
    for (PhiInst phi : l.header().phis()) {
      if (!(phi.valueFor(latch) instanceof BinaryInst inc) || LoopCounters.phiOfIncrement(inc, l) != phi) continue;
      CmpInst test = latchTest(latch, br);
      if (!indexesAddress(inc, l) || inc.next() == test || !usedAfter(phi, inc, l, dt)) continue;
      Instruction at = test != null && (test.lhs() == inc || test.rhs() == inc) ? test : br;
      BinaryInst late = new BinaryInst(inc.opcode(), inc.lhs(), inc.rhs());
      late.setFlags(inc.flags());
      late.setName(names.unique(inc.hasName() ? inc.name() : null));
      late.insertBefore(at);
      if (inc.getMetadata("dbg") != null) late.setMetadata("dbg", inc.getMetadata("dbg"));
      phi.setIncomingValue(phi.indexOfBlock(latch), late);
      if (at == test) {
        for (int k = 0; k < 2; k++) if (test.operand(k) == inc) test.setOperand(k, late);
      }
      split++;
    }
    return split;
  }

  /** The latch's exit test, when it is a compare in the latch. */
  private static CmpInst latchTest(BasicBlock latch, BrInst br) {
    return br.isConditional() && br.condition() instanceof CmpInst c && c.parent() == latch ? c : null;
  }

  /** Whether something in the loop uses the counter after its increment: both are live there. */
  private static boolean usedAfter(PhiInst phi, Instruction inc, Loop l, DominatorTree dt) {
    for (Use u = phi.firstUse(); u != null; u = u.nextUse()) {
      if (!(u.user() instanceof Instruction ui) || ui == inc || !l.contains(ui) || ui instanceof PhiInst) continue;
      if (ui.parent() == inc.parent() ? inc.comesBefore(ui) : dt.properlyDominates(inc.parent(), ui.parent())) return true;
    }
    return false;
  }

  /** Whether a getelementptr in the loop indexes with {@code inc}. */
  private static boolean indexesAddress(Instruction inc, Loop l) {
    for (Use u = inc.firstUse(); u != null; u = u.nextUse()) {
      if (u.user() instanceof GepInst g && l.contains(g)) return true;
    }
    return false;
  }
}
