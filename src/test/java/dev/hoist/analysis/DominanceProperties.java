package dev.hoist.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Dominators, post-dominators and loops on random CFGs (gotos, conditional branches, switches,
 * returns, unreachable blocks, irreducible cycles), checked against their definitions by brute
 * force: a dominates b iff b cannot be reached from the entry once a is removed; a block is a loop
 * header iff it dominates the source of an edge into it, and its loop is every block that reaches
 * such a latch without passing the header.
 */
class DominanceProperties {

  /** A random function of {@code n} blocks, as IR text. */
  static String randomFunction(int n, long seed) {
    Random r = new Random(seed);
    StringBuilder sb = new StringBuilder("define void @f(i1 %c, i32 %s) {\n");
    for (int b = 0; b < n; b++) {
      sb.append("b").append(b).append(":\n");
      int kind = r.nextInt(10);
      if (kind < 2 || n == 1) sb.append("  ret void\n");
      else if (kind < 5) sb.append("  br label %b").append(r.nextInt(n)).append('\n');
      else if (kind < 9) sb.append("  br i1 %c, label %b").append(r.nextInt(n)).append(", label %b").append(r.nextInt(n)).append('\n');
      else {
        sb.append("  switch i32 %s, label %b").append(r.nextInt(n)).append(" [ i32 0, label %b").append(r.nextInt(n))
            .append(" i32 1, label %b").append(r.nextInt(n)).append(" ]\n");
      }
    }
    return sb.append("}\n").toString();
  }

  private static Function parse(String text) {
    Module m = LlParser.parse(text);
    return m.definedFunctions().get(0);
  }

  /** Blocks reachable from {@code from} along successor (or predecessor) edges, never entering {@code removed}. */
  private static BitSet reach(Cfg cfg, int from, int removed, boolean backwards) {
    BitSet seen = new BitSet();
    if (from == removed) return seen;
    ArrayDeque<Integer> work = new ArrayDeque<>(List.of(from));
    seen.set(from);
    while (!work.isEmpty()) {
      int v = work.pop();
      for (int w : backwards ? cfg.preds(v) : cfg.succs(v)) {
        if (w != removed && !seen.get(w)) {
          seen.set(w);
          work.push(w);
        }
      }
    }
    return seen;
  }

  @Property(tries = 400, seed = "20261122")
  void dominatorsMatchTheDefinition(@ForAll @IntRange(min = 1, max = 30) int n, @ForAll long seed) {
    Function f = parse(randomFunction(n, seed));
    Cfg cfg = Cfg.of(f);
    DominatorTree dt = DominatorTree.compute(cfg);
    BitSet reachable = reach(cfg, 0, -1, false);
    for (int a = 0; a < n; a++) {
      BitSet withoutA = reach(cfg, 0, a, false);
      for (int b = 0; b < n; b++) {
        if (!reachable.get(a) || !reachable.get(b)) continue;
        boolean expected = a == b || !withoutA.get(b);
        assertEquals(expected, dt.dominates(a, b), "dominates(b" + a + ", b" + b + ")\n" + randomFunction(n, seed));
      }
    }
    // The immediate dominator is the strict dominator every other strict dominator dominates.
    for (int b = 1; b < n; b++) {
      if (!reachable.get(b)) continue;
      int idom = dt.idom(b);
      for (int a = 0; a < n; a++) {
        if (a != b && reachable.get(a) && dt.dominates(a, b)) {
          assertEquals(true, dt.dominates(a, idom), "b" + a + " strictly dominates b" + b + " but not its idom b" + idom);
        }
      }
    }
  }

  /** A subset of the blocks in any order gives back its reachable ones in the order of the whole preorder. */
  @Property(tries = 200, seed = "20261127")
  void inPreorderIsThePreorderFiltered(@ForAll @IntRange(min = 1, max = 30) int n, @ForAll long seed) {
    Function f = parse(randomFunction(n, seed));
    DominatorTree dt = DominatorTree.compute(Cfg.of(f));
    List<BasicBlock> some = new ArrayList<>();
    Random r = new Random(seed);
    for (BasicBlock b : f.blocks()) if (r.nextBoolean()) some.add(b);
    java.util.Collections.shuffle(some, r);
    List<BasicBlock> expected = new ArrayList<>(dt.preorder());
    expected.retainAll(some);
    assertEquals(expected, dt.inPreorder(some), randomFunction(n, seed));
  }

  @Property(tries = 400, seed = "20261122")
  void postDominatorsMatchTheDefinition(@ForAll @IntRange(min = 1, max = 30) int n, @ForAll long seed) {
    Function f = parse(randomFunction(n, seed));
    Cfg cfg = Cfg.of(f);
    // Post-dominance is by definition about paths to a return; blocks that cannot reach one get
    // roots of their own in LLVM's tree, which changes the answer for their neighbours too, so
    // only CFGs where every block reaches a return are checked.
    List<Integer> rets = new ArrayList<>();
    for (int b = 0; b < n; b++) if (cfg.succs(b).length == 0) rets.add(b);
    BitSet reachesExit = new BitSet();
    for (int x : rets) reachesExit.or(reach(cfg, x, -1, true));
    if (reachesExit.cardinality() != n) return;
    PostDominatorTree pdt = PostDominatorTree.compute(cfg);
    for (int a = 0; a < n; a++) {
      BitSet reachesWithoutA = new BitSet();
      for (int x : rets) reachesWithoutA.or(reach(cfg, x, a, true));
      for (int b = 0; b < n; b++) {
        boolean expected = a == b || !reachesWithoutA.get(b);
        assertEquals(expected, pdt.postDominates(a, b), "postDominates(b" + a + ", b" + b + ")\n" + randomFunction(n, seed));
      }
    }
  }

  @Property(tries = 400, seed = "20261122")
  void loopsMatchTheDefinition(@ForAll @IntRange(min = 1, max = 30) int n, @ForAll long seed) {
    Function f = parse(randomFunction(n, seed));
    Cfg cfg = Cfg.of(f);
    DominatorTree dt = DominatorTree.compute(cfg);
    LoopInfo li = LoopInfo.compute(dt);
    BitSet reachable = reach(cfg, 0, -1, false);
    for (int h = 0; h < n; h++) {
      BitSet body = new BitSet();
      if (reachable.get(h)) {
        for (int u : cfg.preds(h)) {
          if (reachable.get(u) && dt.dominates(h, u)) {
            body.set(h);
            body.or(reach(cfg, u, h, true));
            body.set(u);
          }
        }
      }
      body.and(reachable);
      BasicBlock header = cfg.block(h);
      Loop loop = null;
      for (Loop l : li.loopsPreorder()) if (l.header() == header) loop = l;
      if (body.isEmpty()) {
        assertEquals(null, loop, "b" + h + " is no loop header\n" + randomFunction(n, seed));
        continue;
      }
      BitSet got = new BitSet();
      if (loop != null) for (BasicBlock b : loop.blocks()) got.set(cfg.index(b));
      assertEquals(body, got, "blocks of the loop headed by b" + h + "\n" + randomFunction(n, seed));
      // Nesting: the parent is the innermost other loop containing the header.
      for (Loop p = loop.parent(); p != null; p = p.parent()) {
        assertEquals(true, p.contains(header), "parent contains the header");
      }
    }
  }
}
