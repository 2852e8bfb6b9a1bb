package dev.hoist.analysis.freq;

import dev.hoist.analysis.Cfg;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Strongly connected components of the reachable CFG with more than one block, numbered
 * (LLVM's {@code BranchProbabilityInfo::SccInfo}). Branch probability heuristics use them to treat
 * irreducible cycles, which LoopInfo does not see, like loops: a block that is in no natural loop
 * but in such a component belongs to "loop" {@code -(scc + 2)}. Blocks in no such component get -1.
 */
final class SccNumbers {
  private final int[] scc;
  private final List<int[]> members = new ArrayList<>();

  SccNumbers(Cfg cfg) {
    int n = cfg.size();
    scc = new int[n];
    Arrays.fill(scc, -1);
    // Iterative Tarjan from the entry block.
    int[] index = new int[n], low = new int[n], next = new int[n];
    Arrays.fill(index, -1);
    boolean[] onStack = new boolean[n];
    int[] stack = new int[n], call = new int[n];
    int sp = 0, cp = 0, counter = 0;
    if (n == 0) return;
    call[cp++] = 0;
    index[0] = low[0] = counter++;
    stack[sp++] = 0;
    onStack[0] = true;
    while (cp > 0) {
      int v = call[cp - 1];
      int[] succ = cfg.succs(v);
      if (next[v] < succ.length) {
        int w = succ[next[v]++];
        if (index[w] < 0) {
          index[w] = low[w] = counter++;
          stack[sp++] = w;
          onStack[w] = true;
          call[cp++] = w;
        } else if (onStack[w]) {
          low[v] = Math.min(low[v], index[w]);
        }
        continue;
      }
      cp--;
      if (cp > 0) low[call[cp - 1]] = Math.min(low[call[cp - 1]], low[v]);
      if (low[v] != index[v]) continue;
      int start = sp;
      do start--; while (stack[start] != v);
      int[] comp = Arrays.copyOfRange(stack, start, sp);
      for (int b : comp) onStack[b] = false;
      sp = start;
      if (comp.length > 1) {
        for (int b : comp) scc[b] = members.size();
        members.add(comp);
      }
    }
  }

  /** The component number of block {@code b}, or -1. */
  int of(int b) {
    return scc[b];
  }

  /** The blocks of component {@code s}. */
  int[] members(int s) {
    return members.get(s);
  }
}
