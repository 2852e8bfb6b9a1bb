package dev.hoist.analysis;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.InvokeInst;
import dev.hoist.ir.CallBrInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The dominator tree of a function, over the block indices of a {@link Cfg} snapshot. Dominance
 * between blocks is answered in O(1) from DFS intervals of the tree; unreachable blocks are
 * dominated by everything, as in LLVM.
 */
public final class DominatorTree {
  private final Cfg cfg;
  private final int[] idom;
  private final int[] in;
  private final int[] out;
  private final int[][] children;
  private final int[] depth;

  private DominatorTree(Cfg cfg, int[] idom, int[][] children) {
    this.cfg = cfg;
    this.idom = idom;
    this.children = children;
    int n = cfg.size();
    in = new int[n];
    out = new int[n];
    depth = new int[n];
    Arrays.fill(in, -1);
    if (n == 0) return;
    // Iterative DFS over the tree for the [in, out] intervals.
    int[] stack = new int[n];
    int[] next = new int[n];
    int sp = 0;
    int clock = 0;
    stack[sp++] = 0;
    in[0] = clock++;
    while (sp > 0) {
      int v = stack[sp - 1];
      if (next[v] < children[v].length) {
        int c = children[v][next[v]++];
        in[c] = clock++;
        depth[c] = depth[v] + 1;
        stack[sp++] = c;
      } else {
        out[v] = clock++;
        sp--;
      }
    }
  }

  public static DominatorTree compute(Function f) {
    return compute(Cfg.of(f));
  }

  public static DominatorTree compute(Cfg cfg) {
    int n = cfg.size();
    if (n == 0) return new DominatorTree(cfg, new int[0], new int[0][]);
    int[][] succ = new int[n][];
    int[][] pred = new int[n][];
    for (int i = 0; i < n; i++) {
      succ[i] = cfg.succs(i);
      pred[i] = cfg.preds(i);
    }
    SemiNca.Result r = SemiNca.compute(n, 0, succ, pred);
    int[] idom = r.idom();
    // Children in DFS preorder of the CFG, which is how LLVM's construction attaches them.
    int[] count = new int[n];
    for (int v : r.preorder()) if (idom[v] >= 0) count[idom[v]]++;
    int[][] children = new int[n][];
    for (int i = 0; i < n; i++) children[i] = new int[count[i]];
    int[] fill = new int[n];
    for (int v : r.preorder()) if (idom[v] >= 0) children[idom[v]][fill[idom[v]]++] = v;
    return new DominatorTree(cfg, idom, children);
  }

  public Cfg cfg() {
    return cfg;
  }

  /**
   * This tree over {@code after}, the snapshot {@link Cfg#afterMerges} made of this one's. A
   * merged block was its predecessor's only child (every path on from the predecessor goes
   * through it), so its children take its place there, in the same order: the tree, and the
   * DFS preorder its children lists follow, are those of the graph without it.
   */
  DominatorTree afterMerges(Cfg after, boolean[] merged, int[] newIndex) {
    int m = after.size();
    int[] nIdom = new int[m];
    int[][] nChildren = new int[m][];
    for (int i = 0; i < idom.length; i++) {
      if (merged[i]) continue;
      int d = idom[i];
      while (d >= 0 && merged[d]) d = idom[d];
      nIdom[newIndex[i]] = d < 0 ? -1 : newIndex[d];
      int k = 0;
      for (int c : children[i]) k += merged[c] ? 0 : 1;
      if (k == children[i].length) {
        int[] out = new int[k];
        for (int j = 0; j < k; j++) out[j] = newIndex[children[i][j]];
        nChildren[newIndex[i]] = out;
      } else {
        int[] out = new int[m];
        nChildren[newIndex[i]] = Arrays.copyOf(out, survivingChildren(i, merged, newIndex, out, 0));
      }
    }
    return new DominatorTree(after, nIdom, nChildren);
  }

  private int survivingChildren(int v, boolean[] merged, int[] newIndex, int[] out, int k) {
    for (int c : children[v]) {
      if (merged[c]) k = survivingChildren(c, merged, newIndex, out, k);
      else out[k++] = newIndex[c];
    }
    return k;
  }

  /**
   * What differs between this tree, kept for {@code f}, and one computed for it afresh (LLVM's
   * {@code DominatorTree::verify}: the same reachable blocks, each with the same immediate
   * dominator); null when nothing does.
   */
  static String differenceFromFresh(DominatorTree kept, Function f) {
    DominatorTree fresh = compute(f);
    for (BasicBlock b : f.blocks()) {
      int k = kept.cfg.index(b), n = fresh.cfg.index(b);
      boolean keptReachable = k >= 0 && kept.isReachable(k), reachable = n >= 0 && fresh.isReachable(n);
      if (keptReachable != reachable) {
        return b.reference() + (reachable ? " is reachable but not in the tree" : " is in the tree but unreachable");
      }
      if (reachable && kept.idom(b) != fresh.idom(b)) {
        return "the immediate dominator of " + b.reference() + " is " + reference(fresh.idom(b)) + ", not "
            + reference(kept.idom(b));
      }
    }
    for (int k = 0; k < kept.cfg.size(); k++) {
      BasicBlock b = kept.cfg.block(k);
      if (kept.isReachable(k) && b.parent() != f) return "a block no longer in the function is in the tree";
    }
    return null;
  }

  private static String reference(BasicBlock b) {
    return b == null ? "none" : b.reference();
  }

  /** The immediate dominator's index, or -1 for the entry and unreachable blocks. */
  public int idom(int b) {
    return idom[b];
  }

  public BasicBlock idom(BasicBlock b) {
    int i = cfg.index(b);
    return i < 0 || idom[i] < 0 ? null : cfg.block(idom[i]);
  }

  public int[] children(int b) {
    return children[b];
  }

  public int depth(int b) {
    return depth[b];
  }

  public boolean isReachable(int b) {
    return in[b] >= 0;
  }

  /** Whether block {@code a} dominates block {@code b} (reflexive). */
  public boolean dominates(int a, int b) {
    if (in[b] < 0) return true; // unreachable blocks are dominated by everything
    if (in[a] < 0) return false;
    return in[a] <= in[b] && out[b] <= out[a];
  }

  public boolean dominates(BasicBlock a, BasicBlock b) {
    return dominates(cfg.index(a), cfg.index(b));
  }

  public boolean properlyDominates(BasicBlock a, BasicBlock b) {
    return a != b && dominates(a, b);
  }

  /** Nearest common dominator of two reachable blocks. */
  public int nearestCommonDominator(int a, int b) {
    while (a != b) {
      if (depth[a] > depth[b]) a = idom[a];
      else b = idom[b];
      if (a < 0 || b < 0) return -1;
    }
    return a;
  }

  /** Whether edge {@code start -> end} dominates {@code use}: every path to {@code use} goes through it. */
  public boolean edgeDominates(BasicBlock start, BasicBlock end, BasicBlock use) {
    if (!dominates(end, use)) return false;
    List<BasicBlock> preds = end.predecessorEdges();
    if (preds.size() == 1) return true;
    int dup = 0;
    for (BasicBlock p : preds) {
      if (p == start) {
        if (dup++ > 0) return false;
        continue;
      }
      if (!dominates(end, p)) return false;
    }
    return true;
  }

  /**
   * Whether instruction {@code def} dominates the use {@code u}: for a phi operand, the end of the
   * incoming block; for invoke and callbr results, the normal edge; within a block, program order.
   */
  public boolean dominates(Instruction def, Use u, int[] positionInBlock) {
    BasicBlock db = def.parent();
    Instruction user = (Instruction) u.user();
    BasicBlock ub = user.parent();
    if (user instanceof PhiInst phi) {
      ub = phi.incomingBlock(u.index());
      if (ub == null) return false;
      if (!isReachable(cfg.index(ub))) return true;
    } else if (!isReachable(cfg.index(ub))) {
      return true;
    }
    if (def instanceof InvokeInst inv) return edgeDominates(db, inv.normalDest(), ub);
    if (def instanceof CallBrInst cb) return edgeDominates(db, cb.defaultDest(), ub);
    if (db != ub) return dominates(db, ub);
    if (user instanceof PhiInst) return true; // the end of the block follows every definition in it
    return positionInBlock[def.id()] < positionInBlock[user.id()];
  }

  /** Blocks in a dominator-tree preorder (parents before children). */
  public List<BasicBlock> preorder() {
    List<BasicBlock> l = new ArrayList<>();
    if (cfg.size() == 0) return l;
    int[] stack = new int[cfg.size()];
    int sp = 0;
    stack[sp++] = 0;
    while (sp > 0) {
      int v = stack[--sp];
      l.add(cfg.block(v));
      int[] c = children[v];
      for (int i = c.length - 1; i >= 0; i--) stack[sp++] = c[i];
    }
    return l;
  }

  /**
   * The blocks of {@code blocks} the entry reaches, in the tree's preorder: what filtering
   * {@link #preorder} gives, without listing the whole function (the DFS numbers the tree's
   * intervals start with follow the preorder).
   */
  public List<BasicBlock> inPreorder(java.util.Collection<BasicBlock> blocks) {
    List<BasicBlock> l = new ArrayList<>(blocks.size());
    for (BasicBlock b : blocks) {
      int i = cfg.index(b);
      if (i >= 0 && b.parent() == cfg.function() && in[i] >= 0) l.add(b);
    }
    l.sort((a, b) -> Integer.compare(in[cfg.index(a)], in[cfg.index(b)]));
    return l;
  }

  /** Whether {@code v} (an instruction result, argument or constant) is available at the start of block {@code b}. */
  public boolean isAvailableAtStart(Value v, BasicBlock b) {
    if (!(v instanceof Instruction i)) return true;
    return i.parent() != b && dominates(i.parent(), b);
  }
}
