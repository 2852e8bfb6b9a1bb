package dev.hoist.transform.rotate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.testutil.TestIr;
import dev.hoist.transform.util.LoopSimplify;
import dev.hoist.transform.util.NameUniquer;
import org.junit.jupiter.api.Test;

/**
 * Rotation's legality (the shape LLVM rotates) and its result, and licm-rotate's profit rule: a
 * top-tested loop is rotated when that lets LICM hoist what its body always runs.
 */
class LoopRotateTest {
  /** A top-tested loop whose body loads through an invariant pointer; {@code %q} may alias nothing. */
  private static final String WHILE = """
      define i32 @f(i32* noalias %q, i32 %n) {
      entry:
        br label %head
      head:
        %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
        %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
        %more = icmp slt i32 %i, %n
        br i1 %more, label %body, label %exit
      body:
        %v = load i32, i32* %q, align 4
        %s.next = add i32 %s, %v
        %i.next = add i32 %i, 1
        br label %head
      exit:
        ret i32 %s
      }
      """;

  @Test
  void aTopTestedLoopIsRotatedIntoGuardAndBottomTest() {
    TestIr ir = TestIr.of(WHILE, "f");
    Loop l = ir.loop("head");
    assertTrue(LoopRotate.canRotate(l));
    assertTrue(LoopRotate.rotate(l, new NameUniquer(ir.f)));
    ir.changed();
    // The guard is the header's test on the entry values; the loop now tests at the bottom.
    assertEquals(1, ir.loops().loopsPreorder().size());
    Loop rotated = ir.loops().loopsPreorder().get(0);
    assertTrue(rotated.isExiting(rotated.latch()), "the latch exits");
    assertFalse(rotated.isExiting(rotated.header()) && rotated.header() != rotated.latch(), "the header no longer exits");
    assertFalse(LoopRotate.canRotate(rotated), "a bottom-tested loop is not rotated again");
  }

  /**
   * The loop pass managers put a loop back in loop-simplify form after a change, computing the
   * function's loops again if that changes anything: the rotation leaves nothing for them to do,
   * the guard's edge into the loop split into the preheader loop-simplify would have made.
   */
  @Test
  void theRotatedLoopIsInLoopSimplifyForm() {
    TestIr ir = TestIr.of(WHILE, "f");
    assertTrue(LoopRotate.rotate(ir.loop("head"), new NameUniquer(ir.f)));
    ir.changed();
    Loop rotated = ir.loops().loopsPreorder().get(0);
    assertEquals("body", rotated.header().name());
    assertEquals("body.preheader", rotated.preheader() == null ? null : rotated.preheader().name());
    assertFalse(LoopSimplify.simplify(ir.loops(), new NameUniquer(ir.f), l -> false), "loop-simplify finds nothing to do");
  }

  @Test
  void aLoopTestedAtTheBottomIsNotRotated() {
    TestIr ir = TestIr.of("""
        define void @f(i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %i.next = add i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """, "f");
    assertFalse(LoopRotate.canRotate(ir.loop("loop")));
  }

  @Test
  void aHeaderWithANoduplicateOrConvergentCallIsNotCopied() {
    for (String attr : new String[] {"noduplicate", "convergent"}) {
      TestIr ir = TestIr.of(WHILE.replace("%more = icmp slt i32 %i, %n", "call void @g()\n  %more = icmp slt i32 %i, %n")
          + "declare void @g() " + attr + "\n", "f");
      assertFalse(LoopRotate.canRotate(ir.loop("head")), attr);
    }
  }

  @Test
  void licmRotatePaysWhenTheBodyLoadsInvariantMemory() {
    TestIr ir = TestIr.of(WHILE, "f");
    assertTrue(RotationProfit.pays(ir.loop("head"), ir.dt(), ir.aa()));
  }

  @Test
  void licmRotateDoesNotPayForPureArithmetic() {
    TestIr ir = TestIr.of(WHILE.replace("%v = load i32, i32* %q, align 4", "%v = mul i32 %i, 3"), "f");
    assertFalse(RotationProfit.pays(ir.loop("head"), ir.dt(), ir.aa()));
  }
}
