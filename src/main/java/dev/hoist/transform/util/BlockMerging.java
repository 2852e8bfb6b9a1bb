package dev.hoist.transform.util;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;

/**
 * Merging a block into its only predecessor when that branches only to it (LLVM's
 * MergeBlockIntoPredecessor): the predecessor's branch goes, the block's instructions follow the
 * predecessor's, and its phis, which have one entry, become that entry. What is computed from the
 * CFG survives it renumbered ({@link dev.hoist.analysis.Analyses#afterMerges}).
 */
public final class BlockMerging {
  private BlockMerging() {}

  /** Merges {@code b} into its only predecessor if that branches only to {@code b}; returns whether it did. */
  public static boolean intoPredecessor(BasicBlock b) {
    if (b == b.parent().entry() || b.predecessorEdges().size() != 1) return false;
    BasicBlock p = b.predecessorEdges().get(0);
    if (p == b || !(p.terminator() instanceof BrInst br) || br.isConditional()) return false;
    if (b.hasAddressTaken()) return false;
    for (PhiInst phi : b.phis()) {
      phi.replaceAllUsesWith(phi.incomingValue(0));
      phi.eraseFromParent();
    }
    Instruction old = p.terminator();
    old.eraseFromParent();
    for (Instruction i : b.instructions()) {
      i.removeFromParent();
      p.append(i);
    }
    for (BasicBlock s : p.successors()) s.replacePhiUsesWith(b, p);
    b.eraseFromParent();
    return true;
  }
}
