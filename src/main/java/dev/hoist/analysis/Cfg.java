package dev.hoist.analysis;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Use;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A snapshot of a function's control-flow graph with dense block indices: successor and
 * predecessor lists (one entry per edge, in terminator and use-list order) as int arrays, and
 * the reverse post-order from the entry. Built in one pass over the terminators.
 *
 * <p>Block index {@code i} is {@code blocks[i]}, which is the function's layout order; the map
 * from a block to its index goes through {@link BasicBlock#id()}.
 */
public final class Cfg {
  private final Function function;
  private final BasicBlock[] blocks;
  private final int[] indexOfId;
  private final int[][] succs;
  private final int[][] preds;
  private final int[] rpo;
  private final int[] rpoIndex;

  private Cfg(Function f) {
    this.function = f;
    List<BasicBlock> bl = f.blocks();
    int n = bl.size();
    blocks = bl.toArray(new BasicBlock[0]);
    indexOfId = new int[f.blockIdBound()];
    Arrays.fill(indexOfId, -1);
    for (int i = 0; i < n; i++) indexOfId[blocks[i].id()] = i;
    succs = new int[n][];
    int[] predCount = new int[n];
    for (int i = 0; i < n; i++) {
      Instruction t = blocks[i].terminator();
      if (t == null) {
        succs[i] = new int[0];
        continue;
      }
      int k = 0;
      int[] s = new int[t.numOperands()];
      for (int o = 0; o < t.numOperands(); o++) {
        if (t.operand(o) instanceof BasicBlock b && b.parent() == f) {
          int j = indexOfId[b.id()];
          s[k++] = j;
          predCount[j]++;
        }
      }
      succs[i] = k == s.length ? s : Arrays.copyOf(s, k);
    }
    preds = new int[n][];
    for (int i = 0; i < n; i++) preds[i] = new int[predCount[i]];
    // Predecessors in use-list order, as LLVM's pred_iterator walks them.
    for (int i = 0; i < n; i++) {
      int k = 0;
      for (Use u = blocks[i].firstUse(); u != null; u = u.nextUse()) {
        if (u.user() instanceof Instruction t && t.isTerminator() && t.parent() != null && t.parent().parent() == f) {
          if (k < preds[i].length) preds[i][k++] = indexOfId[t.parent().id()];
        }
      }
    }
    // Reverse post-order by iterative DFS, visiting successors in terminator order.
    int[] post = new int[n];
    int postN = 0;
    boolean[] seen = new boolean[n];
    int[] stack = new int[n + 1];
    int[] next = new int[n];
    int sp = 0;
    if (n > 0) {
      stack[sp++] = 0;
      seen[0] = true;
    }
    while (sp > 0) {
      int b = stack[sp - 1];
      if (next[b] < succs[b].length) {
        int s = succs[b][next[b]++];
        if (!seen[s]) {
          seen[s] = true;
          stack[sp++] = s;
        }
      } else {
        post[postN++] = b;
        sp--;
      }
    }
    rpo = new int[postN];
    for (int i = 0; i < postN; i++) rpo[i] = post[postN - 1 - i];
    rpoIndex = new int[n];
    Arrays.fill(rpoIndex, -1);
    for (int i = 0; i < postN; i++) rpoIndex[rpo[i]] = i;
  }

  private Cfg(Function f, BasicBlock[] blocks, int[] indexOfId, int[][] succs, int[][] preds, int[] rpo) {
    this.function = f;
    this.blocks = blocks;
    this.indexOfId = indexOfId;
    this.succs = succs;
    this.preds = preds;
    this.rpo = rpo;
    rpoIndex = new int[blocks.length];
    Arrays.fill(rpoIndex, -1);
    for (int i = 0; i < rpo.length; i++) rpoIndex[rpo[i]] = i;
  }

  public static Cfg of(Function f) {
    return new Cfg(f);
  }

  /**
   * Whether the function is this snapshot with some blocks merged into their predecessors and
   * nothing else changed, as far as the blocks tell: its blocks are this one's still in the
   * function, in the same order, and each block gone had one predecessor, which branched only to
   * it. Sets {@code merged[i]} for each block gone.
   */
  boolean onlyMerged(boolean[] merged) {
    List<BasicBlock> now = function.blocks();
    int k = 0;
    for (int i = 0; i < blocks.length; i++) {
      merged[i] = blocks[i].parent() != function;
      if (merged[i]) {
        if (preds[i].length != 1 || succs[preds[i][0]].length != 1) return false;
      } else if (k >= now.size() || now.get(k++) != blocks[i]) {
        return false;
      }
    }
    return k == now.size();
  }

  /**
   * This snapshot after each block {@code i} with {@code merged[i]} was merged into its only
   * predecessor ({@link #onlyMerged}), numbered anew in the same layout order; {@code newIndex}
   * receives each old index's new one (-1 for a block gone). A merged block's terminator, with
   * its uses of its successors, now ends its predecessor: the edges and their order are what a
   * new snapshot would find, and so is the DFS, which went from the predecessor to the merged
   * block and on.
   */
  Cfg afterMerges(boolean[] merged, int[] newIndex) {
    int n = blocks.length, m = 0;
    for (int i = 0; i < n; i++) newIndex[i] = merged[i] ? -1 : m++;
    BasicBlock[] nb = new BasicBlock[m];
    int[] nIndexOfId = new int[function.blockIdBound()];
    Arrays.fill(nIndexOfId, -1);
    int[][] ns = new int[m][], np = new int[m][];
    for (int i = 0; i < n; i++) {
      if (merged[i]) continue;
      int j = newIndex[i];
      nb[j] = blocks[i];
      nIndexOfId[blocks[i].id()] = j;
      int y = i;
      while (succs[y].length == 1 && merged[succs[y][0]]) y = succs[y][0];
      int[] s = succs[y], t = new int[s.length];
      for (int k = 0; k < s.length; k++) t[k] = newIndex[s[k]];
      ns[j] = t;
      int[] p = preds[i], q = new int[p.length];
      for (int k = 0; k < p.length; k++) {
        int x = p[k];
        while (merged[x]) x = preds[x][0];
        q[k] = newIndex[x];
      }
      np[j] = q;
    }
    int r = 0;
    for (int b : rpo) if (!merged[b]) r++;
    int[] nrpo = new int[r];
    r = 0;
    for (int b : rpo) if (!merged[b]) nrpo[r++] = newIndex[b];
    return new Cfg(function, nb, nIndexOfId, ns, np, nrpo);
  }

  public Function function() {
    return function;
  }

  public int size() {
    return blocks.length;
  }

  public BasicBlock block(int i) {
    return blocks[i];
  }

  /** The index of {@code b}, or -1 when it is not in this snapshot. */
  public int index(BasicBlock b) {
    int id = b.id();
    return id >= 0 && id < indexOfId.length ? indexOfId[id] : -1;
  }

  public int[] succs(int i) {
    return succs[i];
  }

  public int[] preds(int i) {
    return preds[i];
  }

  /** Blocks reachable from the entry in reverse post-order. */
  public int[] rpo() {
    return rpo;
  }

  public boolean isReachable(int i) {
    return rpoIndex[i] >= 0;
  }

  /** Position of block {@code i} in the reverse post-order, or -1 if unreachable. */
  public int rpoIndex(int i) {
    return rpoIndex[i];
  }

  public List<BasicBlock> rpoBlocks() {
    List<BasicBlock> l = new ArrayList<>(rpo.length);
    for (int i : rpo) l.add(blocks[i]);
    return l;
  }
}
