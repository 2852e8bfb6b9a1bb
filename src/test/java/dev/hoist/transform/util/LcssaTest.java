package dev.hoist.transform.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.PhiInst;
import dev.hoist.ir.RetInst;
import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * LCSSA: a value of a loop used after it goes through a phi in the exit block, one per loop level
 * it leaves; values used only inside need none.
 */
class LcssaTest {
  @Test
  void aValueUsedAfterTheLoopGetsAnExitPhi() {
    TestIr ir = TestIr.of("""
        define i32 @f(i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %inside = mul i32 %i, 2
          %i.next = add i32 %i, 1
          %done = icmp eq i32 %i.next, %n
          br i1 %done, label %exit, label %loop
        exit:
          ret i32 %i.next
        }
        """, "f");
    assertFalse(ir.loop("loop").isLcssaForm());
    assertTrue(Lcssa.form(ir.loops(), ir.dt(), new NameUniquer(ir.f), l -> false));
    assertTrue(ir.loop("loop").isLcssaForm());
    var phis = ir.block("exit").phis();
    assertEquals(1, phis.size(), "only %i.next leaves the loop");
    PhiInst lcssa = phis.get(0);
    assertEquals("i.next.lcssa", lcssa.name());
    assertSame(ir.inst("i.next"), lcssa.valueFor(ir.block("loop")));
    assertSame(lcssa, ir.instructions("exit", RetInst.class).get(0).operand(0));
    assertFalse(Lcssa.form(ir.loops(), ir.dt(), new NameUniquer(ir.f), l -> false), "already in LCSSA form");
  }

  @Test
  void onePhiPerLoopLevelLeft() {
    TestIr ir = TestIr.of("""
        define i32 @f(i32 %n) {
        entry:
          br label %outer
        outer:
          %j = phi i32 [ 0, %entry ], [ %j.next, %outer.latch ]
          br label %inner
        inner:
          %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
          %v = add i32 %i, %j
          %i.next = add i32 %i, 1
          %idone = icmp eq i32 %i.next, %n
          br i1 %idone, label %outer.latch, label %inner
        outer.latch:
          %j.next = add i32 %j, 1
          %jdone = icmp eq i32 %j.next, %n
          br i1 %jdone, label %exit, label %outer
        exit:
          ret i32 %v
        }
        """, "f");
    // Innermost first: the outer loop then sees the inner loop's exit phi.
    assertTrue(Lcssa.form(ir.loops(), ir.dt(), new NameUniquer(ir.f), l -> false));
    PhiInst inner = ir.block("outer.latch").phis().get(0);
    PhiInst outer = ir.block("exit").phis().get(0);
    assertSame(ir.inst("v"), inner.valueFor(ir.block("inner")));
    assertSame(inner, outer.valueFor(ir.block("outer.latch")));
    assertSame(outer, ir.instructions("exit", RetInst.class).get(0).operand(0));
    assertTrue(ir.loop("inner").isLcssaForm());
    assertTrue(ir.loop("outer").isLcssaForm());
  }
}
