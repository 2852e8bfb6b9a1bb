package dev.hoist.analysis.access;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.testutil.LoopFixture;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Pointer groups, their ranges, merging within the budget, the pairs and the wrap guards. */
class RuntimePointerCheckingTest {
  /** *k is invariant; a[i] and a[i + 1] lie 4 bytes apart; %pw is a wider (i64) access to a[i]. */
  private static final String LOOP = """
      define void @f(i32* %a, i32* %k, i64 %n) {
      entry:
        br label %loop
      loop:
        %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
        %kv = load i32, i32* %k, align 4
        %pa = getelementptr inbounds i32, i32* %a, i64 %i
        store i32 %kv, i32* %pa, align 4
        %i.next = add nuw nsw i64 %i, 1
        %pn = getelementptr inbounds i32, i32* %a, i64 %i.next
        store i32 %kv, i32* %pn, align 4
        %pa.same = getelementptr inbounds i32, i32* %a, i64 %i
        %pw = bitcast i32* %pa.same to i64*
        %w = load i64, i64* %pw, align 4
        %c = icmp ult i64 %i.next, %n
        br i1 %c, label %loop, label %exit
      exit:
        ret void
      }
      """;

  private static RuntimePointerChecking checking(LoopFixture fx) {
    Loop l = fx.loop("loop");
    return new RuntimePointerChecking(new LoopAccessInfo(l, fx.se(), fx.aa()), l.preheader().terminator());
  }

  @Test
  void pointersWithOneAddressShareAGroupWhoseRangeGrowsToTheWidestAccess() {
    LoopFixture fx = LoopFixture.of(LOOP, "f");
    ScalarEvolution se = fx.se();
    RuntimePointerChecking rpc = checking(fx);
    PointerGroup a = rpc.group(fx.value("pa"));
    assertSame(a, rpc.group(fx.value("pa")));
    assertEquals(0, a.id());
    assertEquals(4, a.bytes());
    assertTrue(a.moves());
    assertEquals("((4 * (1 umax %n)) + %a)", se.text(a.end()));
    assertSame(a, rpc.group(fx.value("pw"))); // the same address, 8 bytes wide
    assertEquals(8, a.bytes());
    assertEquals("(4 + (4 * (1 umax %n)) + %a)", se.text(a.end()));
    assertEquals(List.of(fx.value("pa"), fx.value("pw")), a.pointers());
    PointerGroup k = rpc.group(fx.value("k"));
    assertFalse(k.moves());
    assertEquals("(4 + %k)", se.text(k.end()));
  }

  @Test
  void groupsAConstantDistanceApartMergeWithinTheBudget() {
    LoopFixture fx = LoopFixture.of(LOOP, "f");
    ScalarEvolution se = fx.se();
    RuntimePointerChecking rpc = checking(fx);
    PointerGroup k = rpc.group(fx.value("k"));
    rpc.neverMerge(k);
    PointerGroup a = rpc.group(fx.value("pa"));
    PointerGroup next = rpc.group(fx.value("pn"));
    rpc.needsCheck(k, a);
    rpc.needsCheck(k, next);
    RuntimeChecks checks = rpc.finish(100);
    // a[i] and a[i + 1] became one range, checked once against *k.
    assertEquals(List.of(k, a), checks.groups());
    assertEquals(1, checks.numChecks());
    assertArrayEquals(new int[] {0, 1}, checks.pairs().get(0));
    assertEquals("%a", se.text(a.start()));
    assertEquals("(4 + (4 * (1 umax %n)) + %a)", se.text(a.end()));
    assertEquals(List.of(fx.value("pa"), fx.value("pn")), a.pointers());
  }

  @Test
  void withoutBudgetNothingMerges() {
    LoopFixture fx = LoopFixture.of(LOOP, "f");
    RuntimePointerChecking rpc = checking(fx);
    PointerGroup k = rpc.group(fx.value("k"));
    rpc.neverMerge(k);
    PointerGroup a = rpc.group(fx.value("pa"));
    PointerGroup next = rpc.group(fx.value("pn"));
    rpc.needsCheck(k, a);
    rpc.needsCheck(next, k); // asked the other way round: the pair is still (smaller id, larger id)
    RuntimeChecks checks = rpc.finish(0);
    assertEquals(List.of(k, a, next), checks.groups());
    assertEquals(2, checks.numChecks());
    assertArrayEquals(new int[] {0, 1}, checks.pairs().get(0));
    assertArrayEquals(new int[] {0, 2}, checks.pairs().get(1));
    assertNotSame(a, next);
  }

  @Test
  void aRangeTheLoopTouchesWholeCannotWrap() {
    LoopFixture fx = LoopFixture.of(LOOP, "f");
    RuntimePointerChecking rpc = checking(fx);
    PointerGroup k = rpc.group(fx.value("k"));
    PointerGroup a = rpc.group(fx.value("pa"));
    rpc.needsCheck(k, a);
    rpc.finish(0);
    assertFalse(a.mayWrap()); // exact count, in-bounds addresses, every iteration
    assertFalse(k.mayWrap()); // invariant
  }

  @Test
  void aRangeOfAddressesThatMayLeaveTheObjectGetsAWrapGuard() {
    LoopFixture fx = LoopFixture.of("""
        define void @f(i32* %a, i32* %k, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %kv = load i32, i32* %k, align 4
          %pa = getelementptr i32, i32* %a, i64 %i
          store i32 %kv, i32* %pa, align 4
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """, "f");
    RuntimePointerChecking rpc = checking(fx);
    PointerGroup k = rpc.group(fx.value("k"));
    PointerGroup a = rpc.group(fx.value("pa"));
    rpc.needsCheck(k, a);
    rpc.finish(0);
    assertTrue(a.mayWrap()); // not in bounds
  }

  @Test
  void aBoundThatCannotBeComputedWhereTheChecksGoLeavesNoRange() {
    LoopFixture fx = LoopFixture.of("""
        define void @f(i32** %pp, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %p = load i32*, i32** %pp, align 8
          store i32 0, i32* %p, align 4
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """, "f");
    PointerGroup g = checking(fx).group(fx.value("p")); // loaded in the loop
    assertFalse(g.hasRange());
    assertNull(g.start());
  }
}
