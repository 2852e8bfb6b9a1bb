package dev.hoist.transform.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.PhiInst;
import dev.hoist.testutil.TestIr;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * loop-simplify's three repairs, each on a loop that lacks only that: a preheader for a header
 * entered from two blocks, a dedicated exit for an exit also reached from outside, and one latch
 * for two back edges; phis of the blocks that were split keep their values.
 */
class LoopSimplifyTest {
  private static TestIr simplified(String ll) {
    TestIr ir = TestIr.of(ll, "f");
    assertFalse(ir.loop("loop").isSimplifyForm());
    assertTrue(LoopSimplify.simplifyLoop(ir.loop("loop"), ir.loops(), new NameUniquer(ir.f)));
    ir.changed();
    assertTrue(ir.loop("loop").isSimplifyForm());
    assertFalse(LoopSimplify.simplifyLoop(ir.loop("loop"), ir.loops(), new NameUniquer(ir.f)), "a second run changes nothing");
    return ir;
  }

  @Test
  void aPreheaderForTwoEntries() {
    TestIr ir = simplified("""
        define i32 @f(i1 %c, i32 %n) {
        entry:
          br i1 %c, label %a, label %loop
        a:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ 5, %a ], [ %i.next, %loop ]
          %i.next = add i32 %i, 1
          %done = icmp eq i32 %i.next, %n
          br i1 %done, label %exit, label %loop
        exit:
          ret i32 %i
        }
        """);
    Loop l = ir.loop("loop");
    BasicBlock ph = l.preheader();
    assertNotNull(ph);
    assertEquals("loop.preheader", ph.name());
    // The two outside values merge in the preheader; the header's phi has one entry from it.
    PhiInst i = (PhiInst) ir.inst("i");
    assertEquals(2, i.numIncoming());
    PhiInst merged = (PhiInst) i.valueFor(ph);
    assertEquals(ph, merged.parent());
    assertEquals("i.ph", merged.name());
    assertEquals(List.of("entry", "a", "loop.preheader", "loop", "exit"), ir.blockNames());
  }

  @Test
  void aDedicatedExit() {
    TestIr ir = simplified("""
        define void @f(i1 %c, i32 %n) {
        entry:
          br i1 %c, label %ph, label %exit
        ph:
          br label %loop
        loop:
          %i = phi i32 [ 0, %ph ], [ %i.next, %loop ]
          %i.next = add i32 %i, 1
          %done = icmp eq i32 %i.next, %n
          br i1 %done, label %exit, label %loop
        exit:
          ret void
        }
        """);
    Loop l = ir.loop("loop");
    assertTrue(l.hasDedicatedExits());
    BasicBlock exit = l.exitBlock();
    assertEquals("exit.loopexit", exit.name());
    assertEquals(List.of(ir.block("exit")), exit.successors());
  }

  @Test
  void oneLatchForTwoBackEdges() {
    TestIr ir = simplified("""
        define void @f(i1 %c, i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %a.next, %a ], [ %b.next, %b ]
          br i1 %c, label %a, label %b
        a:
          %a.next = add i32 %i, 1
          %adone = icmp eq i32 %a.next, %n
          br i1 %adone, label %exit, label %loop
        b:
          %b.next = add i32 %i, 2
          br label %loop
        exit:
          ret void
        }
        """);
    Loop l = ir.loop("loop");
    BasicBlock latch = l.latch();
    assertNotNull(latch);
    assertEquals("loop.backedge", latch.name());
    PhiInst i = (PhiInst) ir.inst("i");
    assertEquals(2, i.numIncoming());
    assertEquals(latch, ((PhiInst) i.valueFor(latch)).parent(), "the two values merge in the new latch");
  }
}
