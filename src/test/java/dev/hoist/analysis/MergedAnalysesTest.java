package dev.hoist.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.testutil.DefinedFunctions;
import dev.hoist.transform.util.BlockMerging;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Analyses#afterMerges} gives the CFG snapshot, dominator tree and loop info that computing
 * them again gives, block order and DFS orders included (the passes' output follows them): on a
 * nest whose chains of blocks include a preheader, a latch and an exit, and on every function of
 * the lit tests and the corpus with every block merged that can be.
 */
class MergedAnalysesTest {
  /** Chains everywhere: into the outer loop's preheader, through the inner body to its latch, out of the exit. */
  private static final String CHAINS = """
      define i32 @f(i32 %n, i1 %c) {
      entry:
        br label %pre
      pre:
        br label %outer
      outer:
        %j = phi i32 [ 0, %pre ], [ %j.next, %outer.latch ]
        br label %inner.ph
      inner.ph:
        br label %inner
      inner:
        %i = phi i32 [ 0, %inner.ph ], [ %i.next, %inner.b2 ]
        br label %inner.b1
      inner.b1:
        %i.next = add i32 %i, 1
        br label %inner.b2
      inner.b2:
        %idone = icmp eq i32 %i.next, %n
        br i1 %idone, label %inner.exit, label %inner
      inner.exit:
        %i.lcssa = phi i32 [ %i.next, %inner.b2 ]
        br label %side
      side:
        br i1 %c, label %then, label %outer.latch
      then:
        br label %outer.latch
      outer.latch:
        %j.next = add i32 %j, %i.lcssa
        %jdone = icmp eq i32 %j.next, %n
        br i1 %jdone, label %exit, label %outer
      exit:
        br label %ret
      ret:
        ret i32 %j
      }
      """;

  @Test
  void chainsInAndAroundANest() {
    Function f = LlParser.parse(CHAINS.getBytes()).functions().get(0);
    AnalysisManager am = new AnalysisManager();
    LoopInfo before = am.get(f, Analyses.LOOPS);
    assertEquals(2, before.loopsPreorder().size());
    assertTrue(mergeAll(f) >= 6);
    assertTrue(Analyses.afterMerges(am, f));
    LoopInfo li = am.getCached(f, Analyses.LOOPS);
    assertSame(before, li, "the loop info is brought up to date, not made again");
    assertSameAsComputed(f, am);
    assertEquals(List.of("outer", "inner"), li.loopsPreorder().stream().map(l -> l.header().name()).toList());
  }

  @Test
  void somethingElseChangedIsNotTakenForMerges() {
    Function f = LlParser.parse(CHAINS.getBytes()).functions().get(0);
    AnalysisManager am = new AnalysisManager();
    am.get(f, Analyses.LOOPS);
    f.moveBlockAfter(block(f, "then"), block(f, "exit"));
    assertFalse(Analyses.afterMerges(am, f), "a block moved");
    assertEquals(null, am.getCached(f, Analyses.CFG));
  }

  @Test
  void sameAsComputedOnTheLitTestsAndCorpus() {
    int merged = 0, withLoops = 0;
    for (DefinedFunctions.Found found : DefinedFunctions.under("test", "src/test/resources/corpus")) {
      Function f = found.f();
      AnalysisManager am = new AnalysisManager();
      boolean loops = !am.get(f, Analyses.LOOPS).isEmpty();
      if (mergeAll(f) == 0) continue;
      assertTrue(Analyses.afterMerges(am, f), found.where());
      assertSameAsComputed(f, am);
      merged++;
      if (loops) withLoops++;
    }
    assertTrue(merged > 50 && withLoops > 40, merged + " functions merged, " + withLoops + " with loops");
  }

  /** Merges every block that can be into its predecessor; returns how many. */
  private static int mergeAll(Function f) {
    int n = 0;
    for (boolean again = true; again; ) {
      again = false;
      for (BasicBlock b : new ArrayList<>(f.blocks())) {
        if (b.parent() != null && BlockMerging.intoPredecessor(b)) {
          n++;
          again = true;
        }
      }
    }
    return n;
  }

  private static void assertSameAsComputed(Function f, AnalysisManager am) {
    String where = "@" + f.name();
    Cfg c = am.getCached(f, Analyses.CFG), c2 = Cfg.of(f);
    DominatorTree d = am.getCached(f, Analyses.DOMTREE), d2 = DominatorTree.compute(c2);
    LoopInfo l = am.getCached(f, Analyses.LOOPS), l2 = LoopInfo.compute(d2);
    assertSame(c, d.cfg(), where);
    assertSame(c, l.cfg(), where);
    assertEquals(c2.size(), c.size(), where);
    for (int i = 0; i < c.size(); i++) {
      String at = where + " block " + i;
      assertSame(c2.block(i), c.block(i), at);
      assertEquals(i, c.index(c.block(i)), at);
      assertArrayEquals(c2.succs(i), c.succs(i), at);
      assertArrayEquals(c2.preds(i), c.preds(i), at);
      assertEquals(c2.rpoIndex(i), c.rpoIndex(i), at);
      assertEquals(d2.idom(i), d.idom(i), at);
      assertArrayEquals(d2.children(i), d.children(i), at);
      if (d2.isReachable(i)) assertEquals(d2.depth(i), d.depth(i), at);
      Loop a = l.loopFor(c.block(i)), b = l2.loopFor(c.block(i));
      assertEquals(b == null ? null : b.header(), a == null ? null : a.header(), at);
    }
    assertArrayEquals(c2.rpo(), c.rpo(), where);
    assertEquals(d2.preorder(), d.preorder(), where);
    List<Loop> x = l.loopsInnermostFirst(), y = l2.loopsInnermostFirst();
    assertEquals(y.size(), x.size(), where);
    for (int i = 0; i < x.size(); i++) {
      Loop a = x.get(i), b = y.get(i);
      String at = where + " loop " + b.header().name();
      assertSame(b.header(), a.header(), at);
      assertEquals(b.blocks(), a.blocks(), at);
      assertEquals(b.depth(), a.depth(), at);
      assertEquals(b.parent() == null ? null : b.parent().header(), a.parent() == null ? null : a.parent().header(), at);
      assertEquals(b.subLoops().stream().map(Loop::header).toList(), a.subLoops().stream().map(Loop::header).toList(), at);
      for (BasicBlock bb : f.blocks()) assertEquals(b.contains(bb), a.contains(bb), at + " " + bb.name());
    }
    assertEquals(l2.topLevelLoops().stream().map(Loop::header).toList(), l.topLevelLoops().stream().map(Loop::header).toList(), where);
  }

  private static BasicBlock block(Function f, String name) {
    for (BasicBlock b : f.blocks()) if (name.equals(b.name())) return b;
    throw new AssertionError(name);
  }
}
