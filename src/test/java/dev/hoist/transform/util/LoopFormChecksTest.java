package dev.hoist.transform.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.Function;
import dev.hoist.ir.PhiInst;
import dev.hoist.testutil.DefinedFunctions;
import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * The one-walk checks that let the loop pass managers skip canonicalizing a function already in
 * form ({@link LoopSimplify#inForm}, {@link Lcssa#anyUseOutside}) agree with asking each loop
 * ({@link Loop#isSimplifyForm}, {@link Loop#isLcssaForm}): on loop nests whose inner loop alone
 * breaks a form, and on every function of the lit tests, which hold loops in and out of form.
 */
class LoopFormChecksTest {
  /** An inner loop whose exit, inside the outer loop, is also entered from the outer loop's header. */
  private static final String INNER_EXIT_SHARED = """
      define i32 @f(i32 %n, i1 %c) {
      entry:
        br label %outer
      outer:
        %j = phi i32 [ 0, %entry ], [ %j.next, %outer.latch ]
        br i1 %c, label %inner.ph, label %outer.latch
      inner.ph:
        br label %inner
      inner:
        %i = phi i32 [ 0, %inner.ph ], [ %i.next, %inner ]
        %i.next = add i32 %i, 1
        %idone = icmp eq i32 %i.next, %n
        br i1 %idone, label %outer.latch, label %inner
      outer.latch:
        %j.next = add i32 %j, 1
        %jdone = icmp eq i32 %j.next, %n
        br i1 %jdone, label %exit, label %outer
      exit:
        ret i32 %j
      }
      """;

  /** An inner loop leaving both loops at once, to a block the outer loop's latch also reaches. */
  private static final String INNER_LEAVES_BOTH = """
      define i32 @f(i32 %n) {
      entry:
        br label %outer
      outer:
        %j = phi i32 [ 0, %entry ], [ %j.next, %outer.latch ]
        br label %inner
      inner:
        %i = phi i32 [ 0, %outer ], [ %i.next, %inner.latch ]
        %i.next = add i32 %i, 1
        %bail = icmp eq i32 %i.next, 100
        br i1 %bail, label %exit, label %inner.latch
      inner.latch:
        %idone = icmp eq i32 %i.next, %n
        br i1 %idone, label %outer.latch, label %inner
      outer.latch:
        %j.next = add i32 %j, 1
        %jdone = icmp eq i32 %j.next, %n
        br i1 %jdone, label %exit, label %outer
      exit:
        %r = phi i32 [ %i, %inner ], [ %j, %outer.latch ]
        ret i32 %r
      }
      """;

  @Test
  void anExitOfTheInnerLoopAloneNotDedicated() {
    TestIr ir = TestIr.of(INNER_EXIT_SHARED, "f");
    assertFalse(ir.loop("inner").hasDedicatedExits());
    assertTrue(ir.loop("outer").isSimplifyForm());
    assertFalse(LoopSimplify.inForm(ir.loops()));
    assertTrue(LoopSimplify.simplify(ir.loops(), new NameUniquer(ir.f), l -> false));
    assertTrue(LoopSimplify.inForm(LoopInfo.compute(DominatorTree.compute(Cfg.of(ir.f)))));
  }

  @Test
  void anExitLeavingBothLoops() {
    TestIr ir = TestIr.of(INNER_LEAVES_BOTH, "f");
    assertFalse(ir.loop("inner").hasDedicatedExits(), "%exit is entered from %outer.latch");
    assertTrue(ir.loop("outer").isSimplifyForm());
    assertFalse(LoopSimplify.inForm(ir.loops()));
  }

  @Test
  void aValueOfTheInnerLoopUsedInTheOuterOne() {
    TestIr ir = TestIr.of(INNER_LEAVES_BOTH.replace("%j.next = add i32 %j, 1", "%j.next = add i32 %j, %i.next"), "f");
    assertFalse(ir.loop("inner").isLcssaForm());
    assertTrue(ir.loop("outer").isLcssaForm());
    assertTrue(Lcssa.anyUseOutside(ir.loops()));
    assertFalse(Lcssa.anyUseOutside(TestIr.of(INNER_LEAVES_BOTH, "f").loops()));
  }

  @Test
  void aValueLeavingBothLoops() {
    TestIr ir = TestIr.of(INNER_LEAVES_BOTH.replace("ret i32 %r", "%s = add i32 %r, %i.next\n  ret i32 %s"), "f");
    assertFalse(ir.loop("inner").isLcssaForm());
    assertFalse(ir.loop("outer").isLcssaForm());
    assertTrue(Lcssa.anyUseOutside(ir.loops()));
    assertTrue(Lcssa.form(ir.loops(), ir.dt(), new NameUniquer(ir.f), l -> false));
    assertFalse(Lcssa.anyUseOutside(LoopInfo.compute(DominatorTree.compute(Cfg.of(ir.f)))));
  }

  @Test
  void agreeWithEachLoopOnTheLitTests() {
    int functions = 0, notSimplified = 0, notLcssa = 0;
    for (DefinedFunctions.Found found : DefinedFunctions.under("test")) {
      Function f = found.f();
      LoopInfo li = LoopInfo.compute(DominatorTree.compute(Cfg.of(f)));
      if (li.isEmpty()) continue;
      functions++;
      boolean simplified = true, lcssa = true;
      boolean cleanedUp = true; // what loop-simplify also does to a loop in form
      for (Loop l : li.loopsPreorder()) {
        simplified &= l.isSimplifyForm();
        lcssa &= l.isLcssaForm();
        cleanedUp &= LoopSimplify.exitsOnUndef(l) == null;
        for (PhiInst phi : l.header().phis()) cleanedUp &= LoopSimplify.simplifiedPhi(phi) == null;
      }
      String where = found.where();
      assertEquals(simplified && cleanedUp, LoopSimplify.inForm(li), where);
      assertEquals(!lcssa, Lcssa.anyUseOutside(li), where);
      if (!simplified) notSimplified++;
      if (!lcssa) notLcssa++;
    }
    // Both answers must have been given many times for the agreement to mean anything.
    assertTrue(functions - notSimplified > 100 && notSimplified > 50, functions + " functions, " + notSimplified);
    assertTrue(functions - notLcssa > 100 && notLcssa > 50, functions + " functions, " + notLcssa);
  }
}
