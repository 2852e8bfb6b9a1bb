package dev.hoist.transform.util;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBrInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.IndirectBrInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantEquality;
import java.util.ArrayList;
import java.util.List;

/**
 * CFG surgery shared by the loop transforms: giving a block a new predecessor that collects some
 * of its old ones (LLVM's SplitBlockPredecessors), with phis split accordingly.
 *
 * <pre>
 *   P1   P2   Q              P1   P2   Q
 *     \  |   /      ==&gt;        \  |    |
 *       BB                     NewBB   |
 *                                 \    |
 *                                   BB
 * </pre>
 */
public final class BlockSplitter {
  private BlockSplitter() {}

  /** Whether the edges from {@code preds} to {@code bb} can be redirected (indirect branches cannot). */
  public static boolean canSplitPredecessors(BasicBlock bb, List<BasicBlock> preds) {
    if (bb.firstNonPhi() instanceof dev.hoist.ir.LandingPadInst) return false;
    for (BasicBlock p : preds) {
      Instruction t = p.terminator();
      if (t instanceof IndirectBrInst || t instanceof CallBrInst || t instanceof dev.hoist.ir.InvokeInst && ((dev.hoist.ir.InvokeInst) t).unwindDest() == bb) {
        return false;
      }
      if (t instanceof dev.hoist.ir.CatchSwitchInst || t instanceof dev.hoist.ir.CleanupRetInst) return false;
    }
    return true;
  }

  /**
   * Inserts a block named {@code name} that the (distinct) {@code preds} of {@code bb} now branch
   * to, and that branches to {@code bb}. Phis of {@code bb} get one entry from the new block:
   * the common value of the redirected entries, or a new phi in the new block merging them.
   * The new block is placed before {@code bb} in layout order.
   */
  public static BasicBlock splitPredecessors(BasicBlock bb, List<BasicBlock> preds, String name, NameUniquer names) {
    Function f = bb.parent();
    BasicBlock nb = new BasicBlock(names.unique(name));
    f.insertBlockBefore(nb, bb);
    nb.append(new BrInst(bb));
    for (BasicBlock p : preds) redirect(p.terminator(), bb, nb);
    for (PhiInst phi : bb.phis()) {
      List<Value> vals = new ArrayList<>();
      List<BasicBlock> from = new ArrayList<>();
      for (int i = phi.numIncoming() - 1; i >= 0; i--) {
        if (preds.contains(phi.incomingBlock(i))) {
          vals.add(0, phi.incomingValue(i));
          from.add(0, phi.incomingBlock(i));
          phi.removeIncoming(i);
        }
      }
      if (vals.isEmpty()) continue;
      Value common = vals.get(0);
      for (Value v : vals) if (!ConstantEquality.same(v, common)) common = null;
      if (common == null) {
        PhiInst np = new PhiInst(phi.type());
        np.setName(names.unique(phi.hasName() ? phi.name() + ".ph" : null));
        np.setFlags(phi.flags());
        for (int k = 0; k < vals.size(); k++) np.addIncoming(vals.get(k), from.get(k));
        nb.prepend(np);
        common = np;
      }
      phi.addIncoming(common, nb);
    }
    return nb;
  }

  /** Makes terminator {@code t} branch to {@code to} wherever it branched to {@code from}. */
  public static void redirect(Instruction t, BasicBlock from, BasicBlock to) {
    for (int i = 0; i < t.numOperands(); i++) if (t.operand(i) == from) t.setOperand(i, to);
  }

  /**
   * Splits the edge {@code from -> to} with a new block (for edges that must carry code, e.g.
   * critical edges into loop exits). Returns the new block.
   */
  public static BasicBlock splitEdge(BasicBlock from, BasicBlock to, String name, NameUniquer names) {
    return splitPredecessors(to, List.of(from), name, names);
  }
}
