package dev.hoist.analysis.scev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Module;
import dev.hoist.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/** The public queries loops use: counts, invariance, byte ranges, and flags that depend on query order. */
class ScevApiTest {
  private static final Module FLAGS = ScevTesting.parse(ScevTesting.resource("wrap-flags.ll"));
  private static final Module PTRS = ScevTesting.parse(ScevTesting.resource("pointers.ll"));
  private static final Module TRIPS = ScevTesting.parse(ScevTesting.resource("trip-counts.ll"));

  @Test
  void seedFlagsDoNotLeakWhateverTheQueryOrder() {
    for (String f : new String[] {"test2_a", "test2_b"}) {
      // The loop first (its increment carries nuw nsw), then the sum outside it.
      ScalarEvolution se = ScevTesting.analyse(FLAGS, f);
      assertEquals("{(%a + %b),+,%b}<nuw><nsw><%loop>", ScevTesting.scevText(se, "iv.next"));
      se.backedgeTakenCount(ScevTesting.loop(se, "loop"));
      assertEquals("(%a + %b)", ScevTesting.scevText(se, "c"));
      // And the other way round.
      se = ScevTesting.analyse(FLAGS, f);
      assertEquals("(%a + %b)", ScevTesting.scevText(se, "c"));
      assertEquals("{(%a + %b),+,%b}<nuw><nsw><%loop>", ScevTesting.scevText(se, "iv.next"));
      assertEquals("(%a + %b)", ScevTesting.scevText(se, "c"));
    }
  }

  @Test
  void tripCountQueries() {
    ScalarEvolution se = ScevTesting.analyse(TRIPS, "sge_down3");
    Loop l = ScevTesting.loop(se, "loop");
    assertEquals("34", se.text(se.backedgeTakenCount(l)));
    assertEquals("35", se.text(se.tripCount(l)));
    assertEquals(35, se.constantTripCount(l));
    assertEquals(35, se.maxTripCount(l));
    assertTrue(se.hasLoopInvariantBackedgeTakenCount(l));

    se = ScevTesting.analyse(TRIPS, "slt_rotated");
    l = ScevTesting.loop(se, "loop");
    assertEquals("%n", se.text(se.tripCount(l)));
    assertEquals("(1 + (zext i32 (-1 + %n) to i64))<nuw><nsw>", se.text(se.tripCount(l, IntegerType.I64)));
    assertEquals(0, se.constantTripCount(l));
    assertEquals(2147483647L, se.maxTripCount(l));

    se = ScevTesting.analyse(TRIPS, "two_exits");
    l = ScevTesting.loop(se, "loop");
    assertEquals("50", se.text(se.exitCount(l, l.header())));
    assertEquals("(0 smax %n)", se.text(se.exitCount(l, ScevTesting.loop(se, "loop").latch())));
    assertEquals(51, se.maxTripCount(l));

    se = ScevTesting.analyse(TRIPS, "side_exit_not_dominating");
    l = ScevTesting.loop(se, "loop");
    assertTrue(se.isCouldNotCompute(se.tripCount(l)));
    assertEquals(0, se.constantTripCount(l));
  }

  @Test
  void invarianceAndDispositions() {
    ScalarEvolution se = ScevTesting.analyse(TRIPS, "triangle");
    Loop outer = ScevTesting.loop(se, "outer"), inner = ScevTesting.loop(se, "inner");
    Scev i = se.getSCEV(ScevTesting.value(se.function(), "i"));
    Scev j = se.getSCEV(ScevTesting.value(se.function(), "j"));
    assertEquals(LoopDisposition.COMPUTABLE, se.loopDisposition(i, outer));
    assertEquals(LoopDisposition.INVARIANT, se.loopDisposition(i, inner));
    assertEquals(LoopDisposition.COMPUTABLE, se.loopDisposition(j, inner));
    assertEquals(LoopDisposition.VARIANT, se.loopDisposition(j, outer));
    assertTrue(se.isLoopInvariant(se.backedgeTakenCount(inner), inner));
    assertFalse(se.isLoopInvariant(se.backedgeTakenCount(inner), outer));
  }

  @Test
  void accessRangeForwardAndBackward() {
    ScalarEvolution se = ScevTesting.analyse(PTRS, "array_walk");
    Loop l = ScevTesting.loop(se, "loop");
    AccessRange r = se.accessRange(se.getSCEV(ScevTesting.value(se.function(), "p")), l, 4);
    assertNotNull(r);
    assertEquals("%a", se.text(r.start()));
    assertEquals("((4 * %n) + %a)", se.text(r.end()));

    se = ScevTesting.analyse(PTRS, "backwards");
    l = ScevTesting.loop(se, "loop");
    r = se.accessRange(se.getSCEV(ScevTesting.value(se.function(), "p")), l, 4);
    assertNotNull(r);
    assertEquals("%a", se.text(r.start()));
    assertEquals("((4 * %n) + %a)", se.text(r.end()));

    // No count, no range; an invariant pointer covers one access.
    Module m = ScevTesting.parse("""
        define void @f(i32* %a, i32* %b, i1 %p) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %q = getelementptr inbounds i32, i32* %a, i64 %i
          store i32 0, i32* %q
          %v = load i32, i32* %b
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ne i32 %v, 0
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """);
    se = ScevTesting.analyse(m, "f");
    l = ScevTesting.loop(se, "loop");
    assertNull(se.accessRange(se.getSCEV(ScevTesting.value(se.function(), "q")), l, 4));
    r = se.accessRange(se.getSCEV(ScevTesting.value(se.function(), "b")), l, 4);
    assertNotNull(r);
    assertEquals("%b", se.text(r.start()));
    assertEquals("(4 + %b)", se.text(r.end()));
  }

  @Test
  void pointerBaseAndOffset() {
    ScalarEvolution se = ScevTesting.analyse(PTRS, "struct_field");
    Scev f = se.getSCEV(ScevTesting.value(se.function(), "f"));
    assertEquals("%s", se.text(se.pointerBase(f)));
    assertEquals("{8,+,16}<nuw><nsw><%loop>", se.text(se.removePointerBase(f)));
    Scev p = se.getSCEV(ScevTesting.value(se.function(), "f"));
    assertSame(f, p);
  }
}
