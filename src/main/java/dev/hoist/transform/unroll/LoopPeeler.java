package dev.hoist.transform.unroll;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.freq.ProfileData;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
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
 * Peels the first iterations of a loop off in front of it (LLVM's peelLoop): each peeled copy
 * runs one iteration with the values the previous one computed, leaves through the loop's exits
 * like the loop would, and the loop then starts from the last copy's values. A phi whose value
 * after some iterations no longer changes is invariant in what remains:
 *
 * <pre>
 *   loop:  %first = phi i1 [ true, %ph ], [ false, %loop ]      ; after one peeled iteration:
 *          %prev  = phi i32 [ 0, %ph ], [ %x, %loop ]          ;   %first is false, and
 *          ...                                                  ;   %prev is %x of the peeled copy
 * </pre>
 */
final class LoopPeeler {
  private LoopPeeler() {}

  /** Whether {@code l} can be peeled: in loop-simplify form, with a latch that branches. */
  static boolean canPeel(Loop l) {
    return l.isSimplifyForm() && l.latch().terminator() instanceof BrInst && l.subLoops().isEmpty();
  }

  /**
   * How many iterations to peel for a header phi to become invariant (LLVM's
   * calculateIterationsToInvariance): 1 when its backedge value is loop-invariant, one more than
   * another header phi's when it is that phi; the largest such count up to {@code max}, or 0.
   */
  static int countToInvariance(Loop l, int max) {
    BasicBlock latch = l.latch();
    if (latch == null) return 0;
    Map<PhiInst, Integer> memo = new IdentityHashMap<>();
    int best = 0;
    for (PhiInst p : l.header().phis()) {
      int n = iterationsToInvariance(p, l, latch, memo, 0);
      if (n > 0 && n <= max) best = Math.max(best, n);
    }
    return best;
  }

  private static int iterationsToInvariance(PhiInst p, Loop l, BasicBlock latch, Map<PhiInst, Integer> memo, int depth) {
    Integer known = memo.get(p);
    if (known != null) return known;
    if (depth > 8) return 0;
    memo.put(p, 0); // cycles of phis never become invariant
    Value next = p.valueFor(latch);
    int n = 0;
    if (l.isInvariant(next)) {
      n = 1;
    } else if (next instanceof PhiInst q && q.parent() == l.header()) {
      int m = iterationsToInvariance(q, l, latch, memo, depth + 1);
      n = m > 0 ? m + 1 : 0;
    }
    memo.put(p, n);
    return n;
  }

  /** Peels {@code count} iterations; returns the peeled copies' blocks. */
  static List<BasicBlock> peel(LoopFacts facts, int count, NameUniquer names) {
    Loop l = facts.loop;
    BasicBlock ph = l.preheader(), header = l.header(), latch = l.latch();
    List<BasicBlock> blocks = new ArrayList<>(l.blocks());
    List<PhiInst> headerPhis = header.phis();
    List<BasicBlock> exits = l.exitBlocks();
    List<Map<Value, Value>> maps = new ArrayList<>();
    List<BasicBlock> made = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      Map<Value, Value> seed = new IdentityHashMap<>();
      for (PhiInst p : headerPhis) {
        Value v = k == 0 ? p.valueFor(ph) : mapped(maps.get(k - 1), p.valueFor(latch));
        seed.put(p, v);
      }
      Map<Value, Value> map = LoopCloner.cloneBlocks(blocks, ".peel", header, names, seed);
      maps.add(map);
      for (BasicBlock b : blocks) made.add((BasicBlock) map.get(b));
    }
    // Exits: an entry for every peeled copy of every exiting edge.
    for (Map<Value, Value> m : maps) LoopUnroller.addExitEntries(l, exits, m);
    // Chain: the preheader enters the first copy, each copy's latch the next, the last the loop.
    BlockSplitter.redirect(ph.terminator(), header, (BasicBlock) maps.get(0).get(header));
    for (int k = 0; k < count; k++) {
      BasicBlock copyLatch = (BasicBlock) maps.get(k).get(latch);
      BasicBlock own = (BasicBlock) maps.get(k).get(header);
      BasicBlock next = k + 1 < count ? (BasicBlock) maps.get(k + 1).get(header) : header;
      BlockSplitter.redirect(copyLatch.terminator(), own, next);
      copyLatch.terminator().setMetadata("llvm.loop", null);
    }
    updateWeights(latch, header, maps);
    BasicBlock lastLatch = (BasicBlock) maps.get(count - 1).get(latch);
    for (PhiInst p : headerPhis) {
      int at = p.indexOfBlock(ph);
      p.setIncomingValue(at, mapped(maps.get(count - 1), p.valueFor(latch)));
      p.setIncomingBlock(at, lastLatch);
    }
    return made;
  }

  /**
   * The latches' branch weights, as LLVM's peelLoop sets them: each peeled copy leaves the loop as
   * often as the loop did (the exit's weight) and goes on with what is left of the backedge's
   * weight, which each copy takes the exit's weight from (down to 1); the loop keeps the rest. A
   * loop peeled by its profile then says it rarely runs, and no later pass peels it again for it.
   */
  private static void updateWeights(BasicBlock latch, BasicBlock header, List<Map<Value, Value>> maps) {
    BrInst br = (BrInst) latch.terminator();
    long[] w = br.isConditional() ? ProfileData.branchWeights(br, 2) : null;
    if (w == null) return;
    int toHeader = br.successor(0) == header ? 0 : 1;
    long exit = w[1 - toHeader], through = w[toHeader];
    if (through == 0) return;
    for (Map<Value, Value> m : maps) {
      ((BasicBlock) m.get(latch)).terminator().setMetadata("prof", latchWeights(toHeader, through, exit));
      through = through > exit ? through - exit : 1;
    }
    br.setMetadata("prof", latchWeights(toHeader, through, exit));
  }

  private static dev.hoist.ir.metadata.MDNode latchWeights(int toHeader, long through, long exit) {
    return ProfileData.weightsNode(toHeader == 0 ? new long[] {through, exit} : new long[] {exit, through});
  }

  private static Value mapped(Map<Value, Value> m, Value v) {
    Value r = m.get(v);
    return r == null ? v : r;
  }
}
