package dev.hoist.transform.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.testutil.TestIr;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Splitting a block's predecessors: the split-off edges go through a new block placed before it;
 * a phi's entries from those edges become one entry, their common value or a phi in the new block.
 */
class BlockSplitterTest {
  private static final String JOIN = """
      define i32 @f(i32 %s, i32 %x) {
      entry:
        switch i32 %s, label %c [
          i32 0, label %a
          i32 1, label %b
        ]
      a:
        br label %join
      b:
        br label %join
      c:
        br label %join
      join:
        %same = phi i32 [ %x, %a ], [ %x, %b ], [ 0, %c ]
        %diff = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %c ]
        %r = add i32 %same, %diff
        ret i32 %r
      }
      """;

  @Test
  void splitTwoOfThreePredecessors() {
    TestIr ir = TestIr.of(JOIN, "f");
    BasicBlock join = ir.block("join");
    BasicBlock nb = BlockSplitter.splitPredecessors(join, List.of(ir.block("a"), ir.block("b")), "join.split", new NameUniquer(ir.f));
    Verifier.verify(ir.module);
    assertEquals("join.split", nb.name());
    assertEquals(List.of("entry", "a", "b", "c", "join.split", "join"), ir.blockNames());
    assertEquals(List.of(join), nb.successors());
    assertEquals(List.of(nb), ir.block("a").successors());
    // %same had one value on both edges: no phi needed. %diff had two: merged in the new block.
    PhiInst same = (PhiInst) ir.inst("same");
    PhiInst diff = (PhiInst) ir.inst("diff");
    assertEquals(2, same.numIncoming());
    assertSame(ir.value("x"), same.valueFor(nb));
    PhiInst merged = (PhiInst) diff.valueFor(nb);
    assertSame(nb, merged.parent());
    assertEquals("diff.ph", merged.name());
    assertEquals(1, nb.phis().size());
  }

  @Test
  void splitAnEdge() {
    TestIr ir = TestIr.of(JOIN, "f");
    BasicBlock nb = BlockSplitter.splitEdge(ir.block("c"), ir.block("join"), "c.join", new NameUniquer(ir.f));
    Verifier.verify(ir.module);
    assertEquals(List.of(nb), ir.block("c").successors());
    assertTrue(nb.phis().isEmpty(), "one edge: every phi entry passes through unchanged");
  }

  /**
   * An exit edge of a loop split off: the values of the loop an exit phi takes from it pass
   * through a phi of the new block (LCSSA kept), a value from outside the loop does not.
   */
  @Test
  void splitALoopExitEdgeKeepsLcssa() {
    TestIr ir = TestIr.of("""
        define i32 @f(i32 %n, i32 %x) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
          %c = icmp eq i32 %i, %x
          br i1 %c, label %exit, label %latch
        latch:
          %i.next = add i32 %i, 1
          %more = icmp ult i32 %i.next, %n
          br i1 %more, label %loop, label %exit
        exit:
          %r = phi i32 [ %i, %loop ], [ %i.next, %latch ]
          %s = phi i32 [ %x, %loop ], [ %n, %latch ]
          ret i32 %r
        }
        """, "f");
    var loop = ir.loop("loop");
    BasicBlock exit = ir.block("exit");
    BasicBlock nb = BlockSplitter.splitLoopExitEdge(ir.block("latch"), exit, loop::contains, "exit.split",
        (p, v) -> p.name() + ".ph", new NameUniquer(ir.f));
    Verifier.verify(ir.module);
    assertTrue(ir.loops().loopFor(nb) == null, "the new block is outside the loop");
    PhiInst r = (PhiInst) ir.inst("r");
    PhiInst lcssa = (PhiInst) r.valueFor(nb);
    assertSame(nb, lcssa.parent());
    assertEquals("r.ph", lcssa.name());
    assertSame(ir.inst("i.next"), lcssa.valueFor(ir.block("latch")));
    assertSame(ir.value("n"), ((PhiInst) ir.inst("s")).valueFor(nb), "an argument needs no LCSSA phi");
    assertSame(ir.inst("i"), r.valueFor(ir.block("loop")), "the other exiting edge is left alone");
    assertEquals(1, nb.phis().size());
  }

  @Test
  void indirectBranchesAndLandingPadsCannotBeSplit() {
    TestIr ir = TestIr.of("""
        define void @f(i8* %t) personality i32 (...)* @pers {
        entry:
          indirectbr i8* %t, [label %dest]
        dest:
          invoke void @g() to label %ok unwind label %pad
        ok:
          ret void
        pad:
          %lp = landingpad { i8*, i32 } cleanup
          ret void
        }
        declare void @g()
        declare i32 @pers(...)
        """, "f");
    assertFalse(BlockSplitter.canSplitPredecessors(ir.block("dest"), List.of(ir.block("entry"))));
    assertFalse(BlockSplitter.canSplitPredecessors(ir.block("pad"), List.of(ir.block("dest"))));
    assertTrue(BlockSplitter.canSplitPredecessors(ir.block("ok"), List.of(ir.block("dest"))));
  }
}
