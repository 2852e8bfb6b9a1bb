package dev.hoist.analysis;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Dominance frontiers (Cytron et al.): the blocks where a block's dominance ends. Phis for a
 * variable defined in blocks D belong at the iterated frontier of D ({@link #iterated}).
 */
public final class DominanceFrontier {
  private final int[][] frontier;

  private DominanceFrontier(int[][] frontier) {
    this.frontier = frontier;
  }

  public static DominanceFrontier compute(DominatorTree dt) {
    Cfg cfg = dt.cfg();
    int n = cfg.size();
    List<List<Integer>> df = new ArrayList<>(n);
    for (int i = 0; i < n; i++) df.add(new ArrayList<>(2));
    for (int b = 0; b < n; b++) {
      int[] preds = cfg.preds(b);
      if (preds.length < 2 || !dt.isReachable(b)) continue;
      int idom = dt.idom(b);
      for (int p : preds) {
        if (!dt.isReachable(p)) continue;
        for (int runner = p; runner != idom && runner >= 0; runner = dt.idom(runner)) {
          List<Integer> l = df.get(runner);
          if (l.isEmpty() || l.get(l.size() - 1) != b) {
            if (!l.contains(b)) l.add(b);
          }
        }
      }
    }
    int[][] f = new int[n][];
    for (int i = 0; i < n; i++) f[i] = df.get(i).stream().mapToInt(Integer::intValue).toArray();
    return new DominanceFrontier(f);
  }

  public int[] frontier(int b) {
    return frontier[b];
  }

  /** The iterated dominance frontier of {@code defs}, as a set of block indices. */
  public BitSet iterated(BitSet defs) {
    BitSet result = new BitSet();
    BitSet inWork = (BitSet) defs.clone();
    int[] work = new int[Math.max(4, defs.cardinality() * 2)];
    int sp = 0;
    for (int b = defs.nextSetBit(0); b >= 0; b = defs.nextSetBit(b + 1)) {
      if (sp == work.length) work = java.util.Arrays.copyOf(work, sp * 2);
      work[sp++] = b;
    }
    while (sp > 0) {
      int b = work[--sp];
      for (int y : frontier[b]) {
        if (result.get(y)) continue;
        result.set(y);
        if (!inWork.get(y)) {
          inWork.set(y);
          if (sp == work.length) work = java.util.Arrays.copyOf(work, sp * 2);
          work[sp++] = y;
        }
      }
    }
    return result;
  }
}
