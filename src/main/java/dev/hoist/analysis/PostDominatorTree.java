package dev.hoist.analysis;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The post-dominator tree: dominance on the reversed CFG, rooted at a virtual exit node that
 * precedes every block without successors. Blocks that cannot reach an exit (infinite loops) get a
 * root of their own, the block furthest along a forward walk, as LLVM chooses it.
 */
public final class PostDominatorTree {
  private final Cfg cfg;
  private final int[] ipdom; // -1: the virtual exit (or not in the tree)
  private final int[][] children; // index n is the virtual exit
  private final List<Integer> roots;
  private final int[] in;
  private final int[] out;

  private PostDominatorTree(Cfg cfg, int[] ipdom, int[][] children, List<Integer> roots) {
    this.cfg = cfg;
    this.ipdom = ipdom;
    this.children = children;
    this.roots = roots;
    int n = cfg.size();
    in = new int[n + 1];
    out = new int[n + 1];
    Arrays.fill(in, -1);
    int[] stack = new int[n + 1];
    int[] next = new int[n + 1];
    int sp = 0;
    int clock = 0;
    stack[sp++] = n;
    in[n] = clock++;
    while (sp > 0) {
      int v = stack[sp - 1];
      if (next[v] < children[v].length) {
        int c = children[v][next[v]++];
        in[c] = clock++;
        stack[sp++] = c;
      } else {
        out[v] = clock++;
        sp--;
      }
    }
  }

  public static PostDominatorTree compute(Function f) {
    return compute(Cfg.of(f));
  }

  public static PostDominatorTree compute(Cfg cfg) {
    int n = cfg.size();
    int virt = n;
    List<Integer> roots = new ArrayList<>();
    boolean[] seen = new boolean[n];
    for (int i = 0; i < n; i++) {
      if (cfg.succs(i).length == 0) {
        roots.add(i);
        reverseMark(cfg, i, seen);
      }
    }
    for (int i = 0; i < n; i++) {
      if (seen[i]) continue;
      int furthest = forwardFurthest(cfg, i, seen);
      roots.add(furthest);
      reverseMark(cfg, furthest, seen);
    }
    // The reversed graph with the virtual exit: succ = preds, plus virt -> roots.
    int[][] succ = new int[n + 1][];
    int[][] pred = new int[n + 1][];
    for (int i = 0; i < n; i++) {
      // LLVM's post-dominator DFS visits predecessors in reverse use-list order.
      int[] p = cfg.preds(i);
      int[] rev = new int[p.length];
      for (int k = 0; k < p.length; k++) rev[k] = p[p.length - 1 - k];
      succ[i] = rev;
      int[] s = cfg.succs(i);
      boolean isRoot = roots.contains(i);
      pred[i] = isRoot ? append(s, virt) : s;
    }
    succ[virt] = roots.stream().mapToInt(Integer::intValue).toArray();
    pred[virt] = new int[0];
    SemiNca.Result r = SemiNca.compute(n + 1, virt, succ, pred);
    int[] idom = r.idom();
    int[] count = new int[n + 1];
    for (int v : r.preorder()) if (v != virt && idom[v] >= 0) count[idom[v]]++;
    int[][] children = new int[n + 1][];
    for (int i = 0; i <= n; i++) children[i] = new int[count[i]];
    int[] fill = new int[n + 1];
    for (int v : r.preorder()) if (v != virt && idom[v] >= 0) children[idom[v]][fill[idom[v]]++] = v;
    int[] ipdom = new int[n];
    for (int i = 0; i < n; i++) ipdom[i] = idom[i] == virt ? -1 : idom[i];
    return new PostDominatorTree(cfg, ipdom, children, roots);
  }

  private static int[] append(int[] a, int x) {
    int[] b = Arrays.copyOf(a, a.length + 1);
    b[a.length] = x;
    return b;
  }

  private static void reverseMark(Cfg cfg, int start, boolean[] seen) {
    int[] stack = new int[cfg.size() + 1];
    int sp = 0;
    if (seen[start]) return;
    seen[start] = true;
    stack[sp++] = start;
    while (sp > 0) {
      int v = stack[--sp];
      for (int p : cfg.preds(v)) {
        if (!seen[p]) {
          seen[p] = true;
          stack[sp++] = p;
        }
      }
    }
  }

  /** The last block numbered by a forward DFS from {@code start} over blocks not yet in the tree (successors in layout order). */
  private static int forwardFurthest(Cfg cfg, int start, boolean[] seen) {
    boolean[] visited = new boolean[cfg.size()];
    int[] stack = new int[cfg.size() * 4 + 4];
    int sp = 0;
    int last = start;
    stack[sp++] = start;
    while (sp > 0) {
      int v = stack[--sp];
      if (visited[v]) continue;
      visited[v] = true;
      last = v;
      int[] s = cfg.succs(v).clone();
      Arrays.sort(s);
      for (int k = s.length - 1; k >= 0; k--) {
        if (!visited[s[k]] && !seen[s[k]]) {
          if (sp >= stack.length) stack = Arrays.copyOf(stack, stack.length * 2);
          stack[sp++] = s[k];
        }
      }
    }
    return last;
  }

  public Cfg cfg() {
    return cfg;
  }

  /** Whether {@code a} post-dominates {@code b} (reflexive). */
  public boolean postDominates(int a, int b) {
    if (in[b] < 0) return true;
    if (in[a] < 0) return false;
    return in[a] <= in[b] && out[b] <= out[a];
  }

  public boolean postDominates(BasicBlock a, BasicBlock b) {
    return postDominates(cfg.index(a), cfg.index(b));
  }

  /** Immediate post-dominator, or -1 when it is the virtual exit. */
  public int ipdom(int b) {
    return ipdom[b];
  }

  /** Children of a node; index {@code cfg().size()} is the virtual exit. */
  public int[] children(int b) {
    return children[b];
  }

  public List<Integer> roots() {
    return roots;
  }
}
