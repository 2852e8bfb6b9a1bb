package dev.hoist.transform.split;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.constant.ConstantInt;
import java.util.ArrayList;
import java.util.List;

/**
 * Gives a monotonic condition its constant value in one piece loop: its uses become the constant,
 * branches on it go one way, and the blocks no longer reached are deleted (with their entries in
 * the phis of the blocks they branched to), so that the piece is a loop without the test.
 *
 * <pre>
 *   body:  %c = icmp slt i64 %iv, %a          body:
 *          br i1 %c, label %then, label %latch   =&gt;    br label %then
 * </pre>
 */
final class ConditionFolder {
  private ConditionFolder() {}

  /**
   * Replaces {@code cmp} by {@code value} and folds the branches of {@code blocks} (one loop, its
   * header first); returns the blocks that remain, in order.
   */
  static List<BasicBlock> fold(CmpInst cmp, boolean value, List<BasicBlock> blocks) {
    cmp.replaceAllUsesWith(ConstantInt.getBool(value));
    cmp.eraseFromParent();
    for (BasicBlock b : blocks) {
      if (b.terminator() instanceof BrInst br && br.isConditional() && br.condition() instanceof ConstantInt c) {
        BasicBlock taken = br.successor(c.isZero() ? 1 : 0), dropped = br.successor(c.isZero() ? 0 : 1);
        if (dropped != taken) for (PhiInst phi : dropped.phis()) phi.removeIncomingBlock(b);
        BrInst jump = new BrInst(taken);
        b.insertBefore(jump, br);
        br.eraseFromParent();
      }
    }
    return removeUnreached(blocks);
  }

  /** The blocks of {@code loop}, its header first. */
  static List<BasicBlock> headerFirst(dev.hoist.analysis.Loop loop) {
    List<BasicBlock> order = new ArrayList<>(loop.numBlocks());
    order.add(loop.header());
    for (BasicBlock b : loop.blocks()) if (b != loop.header()) order.add(b);
    return order;
  }

  /**
   * Deletes the blocks of {@code blocks} (a loop, header first) that no branch reaches any more,
   * with their entries in the phis of the blocks they branched to; returns the others, in order.
   */
  static List<BasicBlock> removeUnreached(List<BasicBlock> blocks) {
    List<BasicBlock> live = new ArrayList<>(blocks);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int k = 1; k < live.size(); k++) {
        BasicBlock b = live.get(k);
        if (!b.predecessors().isEmpty()) continue;
        for (BasicBlock s : b.successors()) for (PhiInst phi : s.phis()) if (phi.indexOfBlock(b) >= 0) phi.removeIncomingBlock(b);
        b.eraseFromParent();
        live.remove(k);
        changed = true;
        break;
      }
    }
    return live;
  }
}
