package dev.hoist.transform.flatten;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.transform.scalar.DeadCode;
import dev.hoist.transform.util.BlockMerging;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What flattening leaves behind, removed: the old inductions, their increments and exit tests, the
 * values derived from them and the linear values now computed from the counter (a closed set,
 * cycles through the header phis included); phis left with one entry (the inner loop's carried
 * values, LCSSA phis and merges inside what is now one loop); then the blocks of the old nest that
 * now follow each other with nothing between are merged, so the flattened loop is one straight
 * block when the inner loop's body was.
 */
final class FlattenedLoopCleanup {
  private FlattenedLoopCleanup() {}

  /** Cleans up after flattening the nest of {@code plan}; {@code preheader} is where its counts were computed. */
  static void run(FlattenPlan plan, Set<Value> replaced, BasicBlock preheader) {
    Loop outer = plan.shape().outer;
    List<BasicBlock> blocks = new ArrayList<>();
    for (BasicBlock b : outer.blocks()) if (b.parent() != null) blocks.add(b);
    Set<Instruction> dead = new LinkedHashSet<>(plan.uses().derived);
    for (Value v : replaced) if (v instanceof Instruction i) dead.add(i);
    eraseClosed(dead);
    foldSingleEntryPhis(blocks);
    eraseTriviallyDead(blocks);
    // What fed only the nest's old index arithmetic in an enclosing loop (a row offset), or in
    // the preheader (a count an earlier flattening left there), is dead too.
    List<BasicBlock> around = new ArrayList<>(List.of(preheader));
    if (outer.parent() != null) {
      for (BasicBlock b : outer.parent().blocks()) if (b.parent() != null && !outer.contains(b) && b != preheader) around.add(b);
    }
    eraseTriviallyDead(around);
    mergeStraightBlocks(outer.header(), blocks);
  }

  /** Erases the instructions of {@code set} that nothing outside it uses (a fixpoint: cycles go too). */
  private static void eraseClosed(Set<Instruction> set) {
    Set<Instruction> live = new HashSet<>(set);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Instruction i : new ArrayList<>(live)) {
        for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
          if (u.user() instanceof Instruction user && user.parent() != null && !live.contains(user)) {
            live.remove(i);
            changed = true;
            break;
          }
        }
      }
    }
    for (Instruction i : live) i.dropAllReferences();
    for (Instruction i : live) if (i.parent() != null) i.eraseFromParent();
  }

  private static void foldSingleEntryPhis(List<BasicBlock> blocks) {
    for (BasicBlock b : blocks) {
      for (PhiInst p : new ArrayList<>(b.phis())) {
        if (p.numIncoming() != 1) continue;
        Value v = p.incomingValue(0);
        p.replaceAllUsesWith(v == p ? ConstantSimple.undef(p.type()) : v);
        p.eraseFromParent();
      }
    }
  }

  private static void eraseTriviallyDead(List<BasicBlock> blocks) {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (BasicBlock b : blocks) {
        for (Instruction i = b.last(); i != null; ) {
          Instruction prev = i.prev();
          if (!i.hasUses() && DeadCode.isTriviallyDead(i)) {
            i.eraseFromParent();
            changed = true;
          }
          i = prev;
        }
      }
    }
  }

  /** Merges each block into its only predecessor when that predecessor has no other successor. */
  private static void mergeStraightBlocks(BasicBlock header, List<BasicBlock> blocks) {
    Set<BasicBlock> in = new HashSet<>(blocks);
    for (BasicBlock b : blocks) {
      if (b.parent() == null) continue;
      while (b.terminator() instanceof BrInst br && !br.isConditional()) {
        BasicBlock s = br.successor(0);
        if (s == header || !in.contains(s) || !s.phis().isEmpty() || !BlockMerging.intoPredecessor(s)) break;
      }
    }
  }
}
