package dev.hoist.transform.rotate;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.Speculation;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.metadata.MDNode;
import java.util.ArrayList;
import java.util.List;

/**
 * LLVM's simplifyLoopLatch, which loop-rotate runs before it rotates: a latch that only steps a
 * value (one add, shift, logic operation or constant-index GEP, with any casts) after the exit
 * test of its only predecessor is folded into that predecessor, which becomes the latch.
 *
 * <pre>
 *   h:     p = phi [p0, ph], [p1, latch]        h:  p = phi [p0, ph], [p1, h]
 *          c = load p; br c, latch, exit   =&gt;      c = load p; p1 = gep p, 1
 *   latch: p1 = gep p, 1; br h                     br c, h, exit
 * </pre>
 *
 * A loop of two blocks becomes one, bottom-tested without a copy of its test in front of it: the
 * step runs once more, on the way out, where rotation would run the whole test once more before
 * the loop and leave a guard that the loop's surroundings then test on every entry.
 */
final class LatchFolding {
  private LatchFolding() {}

  /** Folds {@code l}'s latch into its predecessor when LLVM would; whether it did. */
  static boolean run(Loop l) {
    BasicBlock latch = l.latch();
    if (latch == null || latch == l.header() || !(latch.terminator() instanceof BrInst jmp) || jmp.isConditional()
        || latch.hasAddressTaken()) {
      return false;
    }
    BasicBlock last = latch.singlePredecessor();
    if (last == null || !l.isExiting(last) || !(last.terminator() instanceof BrInst br)) return false;
    if (!cheapStep(latch, l)) return false;
    List<Instruction> moved = new ArrayList<>();
    for (Instruction i = latch.first(); i != jmp; i = i.next()) moved.add(i);
    for (Instruction i : moved) {
      i.removeFromParent();
      last.insertBefore(i, br);
    }
    BasicBlock header = l.header();
    br.setSuccessor(br.successor(0) == latch ? 0 : 1, header);
    header.replacePhiUsesWith(latch, last);
    // The loop's ID (llvm.loop) belongs on the latch's branch, which is now last's.
    MDNode loopId = jmp.getMetadata("llvm.loop");
    if (loopId != null) br.setMetadata("llvm.loop", loopId);
    latch.eraseFromParent();
    l.removeBlock(latch);
    return true;
  }

  /**
   * LLVM's shouldSpeculateInstrs: instructions safe to run on the way out, at most one of them a
   * step (an operation on a value and constants), the others casts. In a loop of several exits
   * the stepped value must not be live after the loop, where the step would lengthen its range.
   */
  private static boolean cheapStep(BasicBlock latch, Loop l) {
    boolean multiExit = l.exitingBlock() == null, seenStep = false;
    for (Instruction i = latch.first(); i != latch.terminator(); i = i.next()) {
      if (i instanceof CallInst c && c.isDebugIntrinsic()) continue; // describes, runs nothing (speculatable in LLVM)
      if (!Speculation.isSafeToSpeculate(i)) return false;
      if (i instanceof CastInst c) {
        Opcode op = c.opcode();
        if (op != Opcode.TRUNC && op != Opcode.ZEXT && op != Opcode.SEXT) return false;
        continue;
      }
      if (i instanceof GepInst g) {
        for (int k = 0; k < g.numIndices(); k++) if (!(g.index(k) instanceof Constant)) return false;
      } else if (!(i instanceof BinaryInst b) || !isStep(b.opcode())) {
        return false;
      }
      Value stepped = !(i.operand(0) instanceof Constant) ? i.operand(0) : !(i.operand(1) instanceof Constant) ? i.operand(1) : null;
      if (stepped == null || seenStep) return false;
      if (multiExit) {
        for (Use u = stepped.firstUse(); u != null; u = u.nextUse()) {
          if (!(u.user() instanceof Instruction user) || !l.contains(user)) return false;
        }
      }
      seenStep = true;
    }
    return true;
  }

  private static boolean isStep(Opcode op) {
    return switch (op) {
      case ADD, SUB, AND, OR, XOR, SHL, LSHR, ASHR -> true;
      default -> false;
    };
  }
}
