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
    BrInst jump = new BrInst(bb);
    // As LLVM's: the location of the block's first instruction that is no phi or debug intrinsic
    // (a caller splitting a loop header's predecessors gives the loop's start instead).
    jump.setMetadata("dbg", firstLocation(bb));
    nb.append(jump);
    for (BasicBlock p : preds) redirect(p.terminator(), bb, nb);
    for (PhiInst phi : bb.phis()) {
      List<Value> vals = new ArrayList<>();
      List<BasicBlock> from = new ArrayList<>();
      // Last entry first, as LLVM's UpdatePHINodes walks them: a new phi lists them in that order.
      for (int i = phi.numIncoming() - 1; i >= 0; i--) {
        if (preds.contains(phi.incomingBlock(i))) {
          vals.add(phi.incomingValue(i));
          from.add(phi.incomingBlock(i));
          phi.removeIncoming(i);
        }
      }
      if (vals.isEmpty()) continue;
      Value common = vals.get(0);
      for (Value v : vals) if (!ConstantEquality.same(v, common)) common = null;
      if (common == null) {
        PhiInst np = new PhiInst(phi.type());
        np.setName(names.unique((phi.hasName() ? phi.name() : "") + ".ph"));
        np.setFlags(phi.flags());
        for (int k = 0; k < vals.size(); k++) np.addIncoming(vals.get(k), from.get(k));
        nb.prepend(np);
        common = np;
      }
      phi.addIncoming(common, nb);
    }
    return nb;
  }

  /** The location of {@code b}'s first instruction that is neither a phi nor a debug intrinsic, or null. */
  private static dev.hoist.ir.metadata.MDNode firstLocation(BasicBlock b) {
    for (Instruction i = b.firstNonPhi(); i != null; i = i.next()) {
      if (i instanceof dev.hoist.ir.CallBase c && c.isDebugIntrinsic()) continue;
      return i.getMetadata("dbg");
    }
    return null;
  }

  /**
   * Splits the edges from {@code pred}, a block of a loop ({@code inLoop} tells its blocks), to its
   * exit {@code exit} with a new block, keeping LCSSA form as LLVM's splitting does when asked to
   * preserve it: a value of the loop that a phi of {@code exit} takes from {@code pred} now reaches
   * it through a phi in the new block (the new loop exit), named {@code phiName} of the exit's phi
   * and the value.
   */
  public static BasicBlock splitLoopExitEdge(BasicBlock pred, BasicBlock exit, java.util.function.Predicate<BasicBlock> inLoop, String name,
      java.util.function.BiFunction<PhiInst, Instruction, String> phiName, NameUniquer names) {
    BasicBlock nb = splitPredecessors(exit, List.of(pred), name, names);
    for (PhiInst p : exit.phis()) {
      int k = p.indexOfBlock(nb);
      if (k < 0 || !(p.incomingValue(k) instanceof Instruction v) || v.parent() == null || !inLoop.test(v.parent())) continue;
      PhiInst lcssa = new PhiInst(v.type());
      lcssa.setName(names.unique(phiName.apply(p, v)));
      for (BasicBlock from : nb.predecessorEdges()) lcssa.addIncoming(v, from);
      lcssa.insertBefore(nb.firstNonPhi());
      p.setOperand(k, lcssa);
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
