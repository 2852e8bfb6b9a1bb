package dev.hoist.transform.unroll;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.transform.util.BlockSplitter;
import dev.hoist.transform.util.LoopCloner;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Unrolls a loop in place (LLVM's UnrollLoop): the body is copied {@code count - 1} times, the
 * copies chained one after the other, the last latch branching back to the header. Each copy's
 * header phis are not copied: the copy reads the values the previous copy computed for the next
 * iteration. Exit blocks get a phi entry from each copy's exiting blocks (the loop is in LCSSA
 * form, so those phis are the only uses outside).
 *
 * <pre>
 *   header:   %i = phi [ 0, %ph ], [ %i.next.1, %latch.1 ]      header.1:    (no phis)
 *             ...                                                  ... %i.next used as %i ...
 *   latch:    %i.next = add %i, 1                                latch.1:     %i.next.1 = add %i.next, 1
 *             br %c, label %header.1, label %exit                             br %c.1, label %header, label %exit
 * </pre>
 *
 * An {@link ExitFolding} says, copy by copy, which exit branches are known: a branch known not to
 * leave becomes a branch to the loop's successor, one known to leave a branch to the exit; blocks
 * no longer reachable are deleted. When every copy's latch stops branching back, the loop is gone
 * (fully unrolled) and the header's phis are replaced by their entry values.
 */
final class LoopUnroller {
  /** What is known about an exit branch in one copy. */
  enum Fold { KEEP, NOT_TAKEN, TAKEN }

  /** Decides, for copy {@code copy} (0 is the original body), what is known of exit {@code e}. */
  @FunctionalInterface
  interface ExitFolding {
    Fold fold(LoopFacts.Exit e, int copy);
  }

  /** The result: the copies' value maps (copy 0 maps nothing) and each copy's latch. */
  record Copies(List<Map<Value, Value>> maps, List<BasicBlock> latches, boolean loopRemains) {
    /** The value that {@code v} of the original body has in copy {@code k}. */
    Value valueIn(int k, Value v) {
      Value m = maps.get(k).get(v);
      return m == null ? v : m;
    }

    BasicBlock lastLatch() {
      return latches.get(latches.size() - 1);
    }
  }

  private LoopUnroller() {}

  /**
   * Unrolls {@code l} by {@code count}; {@code breakBackedge}: the last copy's latch never
   * branches back (a bounded full unroll), so its edge to the header is removed.
   */
  static Copies unroll(LoopFacts facts, int count, ExitFolding folding, boolean breakBackedge, NameUniquer names) {
    Loop l = facts.loop;
    BasicBlock header = l.header();
    BasicBlock latch = l.latch();
    BasicBlock ph = l.preheader();
    Function f = header.parent();
    List<BasicBlock> blocks = new ArrayList<>(l.blocks());
    List<PhiInst> headerPhis = header.phis();
    BasicBlock after = blockAfter(f, blocks);
    List<BasicBlock> exits = l.exitBlocks();
    List<Map<Value, Value>> maps = new ArrayList<>();
    List<BasicBlock> latches = new ArrayList<>();
    List<BasicBlock> headers = new ArrayList<>();
    maps.add(Map.of());
    latches.add(latch);
    headers.add(header);
    for (int k = 1; k < count; k++) {
      Map<Value, Value> prev = maps.get(k - 1);
      Map<Value, Value> seed = new IdentityHashMap<>();
      for (PhiInst p : headerPhis) {
        Value next = p.valueFor(latch);
        Value m = prev.get(next);
        seed.put(p, m == null ? next : m);
      }
      Map<Value, Value> map = LoopCloner.cloneBlocks(blocks, "." + k, after, names, seed);
      maps.add(map);
      latches.add((BasicBlock) map.get(latch));
      headers.add((BasicBlock) map.get(header));
    }
    Copies copies = new Copies(maps, latches, true);
    java.util.Set<BasicBlock> body = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    body.addAll(blocks);
    for (Map<Value, Value> m : maps) for (Value v : m.values()) if (v instanceof BasicBlock b) body.add(b);
    // Exit phis: an entry for every copy of every exiting edge.
    for (int k = 1; k < count; k++) addExitEntries(l, exits, maps.get(k));
    // Chain the copies: latch k branches to header k+1, the last to the header.
    Value[] backValues = new Value[headerPhis.size()];
    for (int j = 0; j < headerPhis.size(); j++) {
      backValues[j] = copies.valueIn(count - 1, headerPhis.get(j).valueFor(latch));
    }
    for (int k = 0; k < count; k++) {
      BasicBlock from = latches.get(k);
      BasicBlock ownHeader = headers.get(k);
      BasicBlock next = k + 1 < count ? headers.get(k + 1) : header;
      BlockSplitter.redirect(from.terminator(), ownHeader, next);
      if (k + 1 < count) from.terminator().setMetadata("llvm.loop", null);
    }
    for (int j = 0; j < headerPhis.size(); j++) {
      PhiInst p = headerPhis.get(j);
      int at = p.indexOfBlock(latch);
      p.setIncomingValue(at, backValues[j]);
      p.setIncomingBlock(at, latches.get(count - 1));
    }
    // Known exit branches.
    for (int k = 0; k < count; k++) {
      for (LoopFacts.Exit e : facts.exits) {
        if (!e.foldable()) continue;
        Fold fold = folding.fold(e, k);
        if (fold == Fold.KEEP) continue;
        BasicBlock x = (BasicBlock) copies.valueIn(k, e.block());
        foldBranch(x, body, fold == Fold.TAKEN);
      }
    }
    if (breakBackedge) {
      BasicBlock last = latches.get(count - 1);
      BrInst br = (BrInst) last.terminator();
      BasicBlock out = br.successor(0) == header ? br.successor(1) : br.successor(0);
      replaceTerminator(last, new BrInst(out));
      removeEntries(header, last);
    }
    deleteUnreachableCopies(f, body, header);
    boolean remains = false;
    for (BasicBlock p : header.predecessors()) if (p != ph) remains = true;
    if (!remains) {
      BasicBlock last = latches.get(count - 1);
      if (last.parent() != null && last.terminator() != null) last.terminator().setMetadata("llvm.loop", null);
      for (PhiInst p : header.phis()) {
        if (p.numIncoming() == 1) {
          p.replaceAllUsesWith(p.incomingValue(0));
          p.eraseFromParent();
        }
      }
    }
    return new Copies(maps, latches, remains);
  }

  /** Makes the exit branch of {@code x} (a copy's exiting block) unconditional: out of the loop if {@code taken}. */
  private static void foldBranch(BasicBlock x, java.util.Set<BasicBlock> body, boolean taken) {
    if (x.parent() == null || !(x.terminator() instanceof BrInst br) || !br.isConditional()) return;
    BasicBlock s0 = br.successor(0), s1 = br.successor(1);
    boolean in0 = body.contains(s0), in1 = body.contains(s1);
    if (in0 == in1) return;
    BasicBlock stay = in0 ? s0 : s1, leave = in0 ? s1 : s0;
    BasicBlock keep = taken ? leave : stay, drop = taken ? stay : leave;
    replaceTerminator(x, new BrInst(keep));
    removeEntries(drop, x);
  }

  /**
   * The exit phis of {@code l} (its exit blocks {@code exits}, listed before any copy was made)
   * get an entry for the copy of every exiting edge that {@code copy} maps (a peeled iteration, a
   * remainder loop), with the copy's value.
   */
  static void addExitEntries(Loop l, List<BasicBlock> exits, Map<Value, Value> copy) {
    for (BasicBlock e : exits) {
      for (PhiInst p : e.phis()) {
        int n = p.numIncoming();
        for (int k = 0; k < n; k++) {
          BasicBlock from = p.incomingBlock(k);
          if (!l.contains(from)) continue;
          Value v = copy.get(p.incomingValue(k));
          p.addIncoming(v == null ? p.incomingValue(k) : v, (BasicBlock) copy.get(from));
        }
      }
    }
  }

  private static void removeEntries(BasicBlock b, BasicBlock from) {
    for (PhiInst p : b.phis()) {
      for (int k = p.numIncoming() - 1; k >= 0; k--) if (p.incomingBlock(k) == from) p.removeIncoming(k);
    }
  }

  /** Replaces the terminator of {@code b} by {@code t}, which takes over its debug location and loop ID. */
  static void replaceTerminator(BasicBlock b, Instruction t) {
    Instruction old = b.terminator();
    for (String kind : new String[] {"llvm.loop", "dbg"}) {
      if (old.getMetadata(kind) != null) t.setMetadata(kind, old.getMetadata(kind));
    }
    t.setSourcePos(old.sourcePos());
    b.insertBefore(t, old);
    old.eraseFromParent();
  }

  /** The block after the last of {@code blocks} in layout order, or null when it is the function's last. */
  private static BasicBlock blockAfter(Function f, List<BasicBlock> blocks) {
    List<BasicBlock> all = f.blocks();
    int last = -1;
    java.util.BitSet in = new java.util.BitSet(f.blockIdBound());
    for (BasicBlock b : blocks) in.set(b.id());
    for (int k = 0; k < all.size(); k++) if (BlockCleanup.has(in, all.get(k))) last = k;
    return last + 1 < all.size() ? all.get(last + 1) : null;
  }

  /**
   * Deletes the blocks of {@code candidates} that the entry of {@code f} no longer reaches, removing
   * their phi entries from their successors; returns whether it deleted any.
   */
  static boolean deleteUnreachable(Function f, java.util.function.Predicate<BasicBlock> candidates) {
    return deleteUnreachable(f, candidates, BlockCleanup.reachable(f));
  }

  /**
   * Deletes the blocks of {@code body} (the copies, the original among them) that the entry no
   * longer reaches. A loop in simplify form is entered only at {@code header}, from its
   * preheader: its blocks the entry reaches are those {@code header} reaches within it, found
   * without walking the function. Where a block found dead has a predecessor outside (one the
   * entry never reached: no loop edge), the whole function is walked as
   * {@link #deleteUnreachable(Function, java.util.function.Predicate)} does.
   */
  private static void deleteUnreachableCopies(Function f, java.util.Set<BasicBlock> body, BasicBlock header) {
    java.util.BitSet seen = BlockCleanup.reachable(header, body);
    boolean local = true;
    for (BasicBlock b : body) {
      if (BlockCleanup.has(seen, b)) continue;
      for (BasicBlock p : b.predecessorEdges()) local &= body.contains(p);
    }
    if (!local) {
      deleteUnreachable(f, body::contains);
      return;
    }
    // Only the body's blocks are candidates, and only their predecessors, in the body, are asked about.
    deleteUnreachable(f, body::contains, seen);
  }

  /** Deletes the blocks of {@code candidates} not in {@code seen} (the blocks the entry reaches, by id). */
  private static boolean deleteUnreachable(Function f, java.util.function.Predicate<BasicBlock> candidates,
      java.util.BitSet seen) {
    List<BasicBlock> dead = new ArrayList<>();
    for (BasicBlock b : f.blocks()) if (!BlockCleanup.has(seen, b) && candidates.test(b)) dead.add(b);
    if (dead.isEmpty()) return false;
    java.util.Set<BasicBlock> deadSet = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    deadSet.addAll(dead);
    // An unreachable block that branches to a dead one goes with it: it would branch to a deleted block.
    for (int k = 0; k < dead.size(); k++) {
      for (BasicBlock p : dead.get(k).predecessorEdges()) if (!BlockCleanup.has(seen, p) && deadSet.add(p)) dead.add(p);
    }
    for (BasicBlock b : dead) {
      for (BasicBlock s : b.successors()) if (!deadSet.contains(s)) removeEntries(s, b);
    }
    // Values of dead blocks may still be used by other dead blocks (and nowhere else).
    for (BasicBlock b : dead) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i.hasUses()) i.replaceAllUsesWith(dev.hoist.ir.constant.ConstantSimple.poison(i.type()));
      }
    }
    for (BasicBlock b : dead) b.eraseFromParent();
    return true;
  }
}
