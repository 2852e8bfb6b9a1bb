package dev.hoist.transform.licm;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.transform.util.BlockSplitter;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.List;

/**
 * Exit blocks shared by several exiting blocks whose phis take a different value from each: an
 * instruction used only by such a phi cannot be sunk into the block as it stands, since the copy
 * would replace the values of the other exiting edges too. As LLVM's LICM does
 * (splitPredecessorsOfLoopExit), each exiting edge gets an exit block of its own, holding the
 * LCSSA phis of that edge; sinking then puts a copy where the value leaves.
 *
 * <pre>
 *   loop:  br i1 %hit, label %exit, label %latch        loop:  br i1 %hit, label %exit.split.loop.exit1, ...
 *   latch: %w = mul i32 %v, %inv                         latch: br i1 %more, label %loop, label %exit.split.loop.exit
 *          br i1 %more, label %loop, label %exit   ==&gt;  exit.split.loop.exit:  %r.ph = phi i32 [ %w, %latch ]
 *   exit:  %r = phi i32 [ %i, %loop ], [ %w, %latch ]    exit.split.loop.exit1: %r.ph1 = phi i32 [ %i, %loop ]
 *                                                        exit:  %r = phi i32 [ %r.ph, ... ], [ %r.ph1, ... ]
 * </pre>
 */
final class SharedExits {
  private SharedExits() {}

  /**
   * The exit blocks that must be split before {@code i} can be sunk: those with a phi taking
   * {@code i} from one exiting block and something else from another. Null when a use of {@code i}
   * is not a phi of a dedicated exit block, or when an exit cannot be split (an EH pad, an
   * indirect branch), or when {@code i} may not be copied.
   */
  static List<BasicBlock> blocking(Instruction i, Loop loop) {
    if (!i.hasUses() || i instanceof CallBase c && c.hasFnAttr("noduplicate")) return null;
    List<BasicBlock> out = new ArrayList<>();
    for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
      if (!(u.user() instanceof PhiInst p) || p.parent() == null || loop.contains(p.parent())) return null;
      boolean differs = false;
      for (int k = 0; k < p.numIncoming(); k++) {
        if (!loop.contains(p.incomingBlock(k))) return null;
        if (p.incomingValue(k) != i) differs = true;
      }
      BasicBlock exit = p.parent();
      if (!differs || out.contains(exit)) continue;
      if (exit.isEHPad() || !BlockSplitter.canSplitPredecessors(exit, exit.predecessors())) return null;
      out.add(exit);
    }
    return out;
  }

  /** Gives each exiting block of {@code loop} that branches to one of {@code exits} an exit block of its own. */
  static void split(Loop loop, List<BasicBlock> exits, NameUniquer names) {
    for (BasicBlock exit : exits) {
      String name = (exit.hasName() ? exit.name() : "") + ".split.loop.exit";
      for (BasicBlock pred : exit.predecessors()) {
        BlockSplitter.splitLoopExitEdge(pred, exit, loop::contains, name, (p, v) -> (p.hasName() ? p.name() : "") + ".ph", names);
      }
    }
  }
}
