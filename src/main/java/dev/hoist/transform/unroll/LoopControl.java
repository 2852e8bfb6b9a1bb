package dev.hoist.transform.unroll;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * The instructions of a loop that only run the loop (the branch-cost heuristic's share of the
 * work): the branches of its exiting blocks and latch, the compares that only feed them, and the
 * counter updates that only feed those compares and the header's phis.
 *
 * <pre>
 *   %i.next = add nuw nsw i64 %i, 1              ; control, if %i.next has no other use
 *   %c = icmp ult i64 %i.next, %n                ; control
 *   br i1 %c, label %loop, label %exit           ; control
 * </pre>
 */
final class LoopControl {
  private LoopControl() {}

  static Set<Instruction> of(Loop l) {
    Set<Instruction> control = Collections.newSetFromMap(new IdentityHashMap<>());
    for (BasicBlock b : l.blocks()) {
      if (l.isExiting(b) || l.isLatch(b)) control.add(b.terminator());
    }
    for (BasicBlock b : l.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i instanceof CmpInst && onlyUsedBy(i, control)) control.add(i);
      }
    }
    for (PhiInst p : l.header().phis()) {
      if (l.latch() == null || !(p.valueFor(l.latch()) instanceof Instruction next)) continue;
      if ((next instanceof BinaryInst || next instanceof GepInst) && next.usesValue(p)) {
        boolean only = true;
        for (Use u = next.firstUse(); u != null && only; u = u.nextUse()) {
          only = u.user() instanceof PhiInst q && q.parent() == l.header() || control.contains(u.user())
              || u.user() instanceof PhiInst q2 && !l.contains(q2.parent());
        }
        if (only) control.add(next);
      }
    }
    return control;
  }

  private static boolean onlyUsedBy(Instruction i, Set<Instruction> users) {
    if (!i.hasUses()) return false;
    for (Use u = i.firstUse(); u != null; u = u.nextUse()) if (!users.contains(u.user())) return false;
    return true;
  }
}
