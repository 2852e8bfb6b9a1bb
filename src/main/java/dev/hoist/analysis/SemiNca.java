package dev.hoist.analysis;

import java.util.Arrays;

/**
 * The Semi-NCA dominator algorithm (Georgiadis; the one LLVM uses): a depth-first numbering,
 * semidominators by path-compressed evaluation in reverse preorder, then immediate dominators as
 * nearest common ancestors in preorder. Near-linear, on int arrays only.
 */
final class SemiNca {
  private SemiNca() {}

  /** Result: immediate dominator of each node (-1 for the root and unreachable nodes) and the DFS preorder. */
  record Result(int[] idom, int[] preorder) {}

  /**
   * @param n number of nodes
   * @param root the start node
   * @param succ successors used for the DFS (forward edges of the graph being dominated)
   * @param pred predecessors (reverse edges of the same graph)
   */
  static Result compute(int n, int root, int[][] succ, int[][] pred) {
    int[] pre = new int[n]; // node -> preorder number (1-based), 0 = not reached
    int[] vertex = new int[n + 1]; // preorder number -> node
    int[] parent = new int[n + 1]; // preorder number -> parent's preorder number
    int count = 0;
    // Iterative DFS visiting successors in order.
    int[] stack = new int[n + 1];
    int[] nextSucc = new int[n];
    int[] stackParent = new int[n + 1];
    int sp = 0;
    stack[sp] = root;
    stackParent[sp] = 0;
    sp++;
    pre[root] = ++count;
    vertex[count] = root;
    parent[count] = 0;
    while (sp > 0) {
      int v = stack[sp - 1];
      if (nextSucc[v] < succ[v].length) {
        int w = succ[v][nextSucc[v]++];
        if (pre[w] == 0) {
          pre[w] = ++count;
          vertex[count] = w;
          parent[count] = pre[v];
          stack[sp++] = w;
        }
      } else {
        sp--;
      }
    }
    int[] semi = new int[count + 1];
    int[] label = new int[count + 1];
    int[] ancestor = new int[count + 1];
    int[] idom = new int[count + 1];
    for (int i = 1; i <= count; i++) {
      semi[i] = i;
      label[i] = i;
    }
    int[] work = new int[count + 1];
    for (int w = count; w >= 2; w--) {
      int s = semi[w];
      for (int p : pred[vertex[w]]) {
        int v = pre[p];
        if (v == 0) continue; // unreachable predecessor
        int u = eval(v, ancestor, label, semi, work);
        if (semi[u] < s) s = semi[u];
      }
      semi[w] = s;
      ancestor[w] = parent[w];
    }
    for (int w = 2; w <= count; w++) {
      int d = parent[w];
      while (d > semi[w]) d = idom[d];
      idom[w] = d;
    }
    int[] result = new int[n];
    Arrays.fill(result, -1);
    for (int w = 2; w <= count; w++) result[vertex[w]] = vertex[idom[w]];
    int[] order = Arrays.copyOfRange(vertex, 1, count + 1);
    return new Result(result, order);
  }

  /** The node of least semidominator on the path from {@code v} up its linked ancestors, compressing the path. */
  private static int eval(int v, int[] ancestor, int[] label, int[] semi, int[] stack) {
    if (ancestor[v] == 0) return v;
    // Collect the path to compress (iteratively; chains can be long).
    int sp = 0;
    int x = v;
    while (ancestor[ancestor[x]] != 0) {
      stack[sp++] = x;
      x = ancestor[x];
    }
    while (sp > 0) {
      int y = stack[--sp];
      int a = ancestor[y];
      if (semi[label[a]] < semi[label[y]]) label[y] = label[a];
      ancestor[y] = ancestor[a];
    }
    return label[v];
  }
}
