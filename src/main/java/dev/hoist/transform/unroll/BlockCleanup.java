package dev.hoist.transform.unroll;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.transform.scalar.DeadCode;
import dev.hoist.transform.util.BlockMerging;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Tidies the blocks an unrolling made, as LLVM's UnrollLoop and simplifycfg leave them: blocks no
 * longer reachable go, a phi that merges one value becomes it, a block entered only from a block
 * that branches nowhere else is merged into it (the copies of a fully unrolled loop become one
 * straight block), and what nothing uses any more is deleted.
 */
final class BlockCleanup {
  private BlockCleanup() {}

  /** What a clean-up did to the CFG. */
  enum CfgChange {
    NONE,
    /** Only merged blocks into their predecessors: {@link dev.hoist.analysis.Analyses#afterMerges} applies. */
    MERGED,
    /** Deleted blocks. */
    DELETED
  }

  /**
   * Tidies the blocks of {@code region}; the blocks the entry no longer reaches are deleted, but
   * those in {@code kept} (by id; null for none), unless {@code noneUnreachable}: the caller knows
   * there are none (merging and simplifying keep every block as reachable as it was, so only a
   * folded branch makes one after the first clean-up). Returns what it did to the CFG.
   */
  static CfgChange run(Function f, Set<BasicBlock> region, BitSet kept, boolean noneUnreachable) {
    boolean deleted = !noneUnreachable && LoopUnroller.deleteUnreachable(f, b -> kept == null || !has(kept, b));
    boolean mergedAny = false;
    // Computed when a phi first asks: most clean-ups never do. Merging a block into its only
    // predecessor leaves dominance among the remaining blocks as it was, so a tree computed
    // after some merges answers as one computed before them.
    Supplier<DominatorTree> dt = new Supplier<>() {
      private DominatorTree tree;

      @Override
      public DominatorTree get() {
        if (tree == null) tree = DominatorTree.compute(f);
        return tree;
      }
    };
    // The region's blocks in layout order: merging only erases blocks, so the order stays.
    List<BasicBlock> blocks = new ArrayList<>();
    for (BasicBlock b : f.blocks()) if (region.contains(b)) blocks.add(b);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (BasicBlock b : blocks) {
        if (b.parent() == null) continue;
        for (PhiInst p : b.phis()) changed |= removeTrivial(p, dt);
        boolean merged = BlockMerging.intoPredecessor(b);
        changed |= merged;
        mergedAny |= merged;
      }
    }
    deleteDead(blocks, region);
    return deleted ? CfgChange.DELETED : mergedAny ? CfgChange.MERGED : CfgChange.NONE;
  }

  /** Whether {@code b} is in {@code ids}, a set of blocks by {@link BasicBlock#id()}. */
  static boolean has(BitSet ids, BasicBlock b) {
    int id = b.id();
    return id >= 0 && ids.get(id);
  }

  /**
   * Moves into the preheader of {@code l} what the unrolling made loop-invariant and can run
   * anywhere (the other value of an alternating recurrence, {@code c ^ 0xFF}); returns how many.
   */
  static int hoistInvariants(dev.hoist.analysis.Loop l) {
    BasicBlock ph = l.preheader();
    if (ph == null) return 0;
    int n = 0;
    for (BasicBlock b : l.blocks()) {
      for (Instruction i : b.instructions()) {
        if (i instanceof PhiInst || i.isTerminator() || i.mayReadMemory() || i.mayHaveSideEffects()
            || !dev.hoist.analysis.Speculation.isSafeToSpeculate(i)) {
          continue;
        }
        boolean invariant = true;
        for (int k = 0; k < i.numOperands() && invariant; k++) invariant = l.isInvariant(i.operand(k));
        if (!invariant) continue;
        i.moveBefore(ph.terminator());
        n++;
      }
    }
    return n;
  }

  /** The blocks the entry of {@code f} reaches, by id. */
  static BitSet reachable(Function f) {
    return reachable(f.entry(), null);
  }

  /** The blocks {@code from} reaches through blocks of {@code within} (every block when null), by id. */
  static BitSet reachable(BasicBlock from, Set<BasicBlock> within) {
    BitSet seen = new BitSet(from.parent().blockIdBound());
    ArrayDeque<BasicBlock> work = new ArrayDeque<>();
    work.add(from);
    seen.set(from.id());
    while (!work.isEmpty()) {
      Instruction t = work.poll().terminator();
      if (t == null) continue;
      for (int k = 0, n = t.numOperands(); k < n; k++) {
        if (t.operand(k) instanceof BasicBlock s && !has(seen, s) && (within == null || within.contains(s))) {
          seen.set(s.id());
          work.add(s);
        }
      }
    }
    return seen;
  }

  private static boolean removeTrivial(PhiInst p, Supplier<DominatorTree> dt) {
    Value common = UnrolledSimplifier.sameEntries(p);
    if (common == null) return false;
    if (common instanceof Instruction d && (d.parent() == p.parent() || !dt.get().dominates(d.parent(), p.parent()))) {
      if (p.parent().singlePredecessor() == null) return false;
    }
    p.replaceAllUsesWith(common);
    p.eraseFromParent();
    return true;
  }

  /** Deletes what nothing uses in {@code blocks} ({@code region}'s, in layout order; erased ones skipped). */
  private static void deleteDead(List<BasicBlock> blocks, Set<BasicBlock> region) {
    ArrayDeque<Instruction> work = new ArrayDeque<>();
    for (BasicBlock b : blocks) {
      if (b.parent() == null) continue;
      for (Instruction i = b.first(); i != null; i = i.next()) work.add(i);
    }
    while (!work.isEmpty()) {
      Instruction i = work.poll();
      if (i.parent() == null || !DeadCode.isTriviallyDead(i)) continue;
      List<Value> ops = new ArrayList<>();
      for (int k = 0; k < i.numOperands(); k++) ops.add(i.operand(k));
      i.eraseFromParent();
      for (Value v : ops) if (v instanceof Instruction d && d.parent() != null && region.contains(d.parent())) work.add(d);
    }
  }
}
