package dev.hoist.analysis.access;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.testutil.TestIr;
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

  private static RuntimePointerChecking checking(TestIr fx) {
    Loop l = fx.loop("loop");
    return new RuntimePointerChecking(new LoopAccessInfo(l, fx.se(), fx.aa()), l.preheader().terminator());
  }

  @Test
  void pointersWithOneAddressShareAGroupWhoseRangeGrowsToTheWidestAccess() {
    TestIr fx = TestIr.of(LOOP, "f");
    ScalarEvolution se = fx.se();
    RuntimePointerChecking rpc = checking(fx);
    int k = rpc.group(fx.value("k"));
    int a = rpc.group(fx.value("pa"));
    assertEquals(a, rpc.group(fx.value("pa")));
    assertEquals(a, rpc.group(fx.value("pw"))); // the same address, 8 bytes wide
    assertTrue(rpc.hasRange(a));
    rpc.needsCheck(k, a);
    RuntimeChecks checks = rpc.finish(0);
    PointerGroup g = checks.groups().get(1);
    assertEquals(8, g.bytes());
    assertTrue(g.moves());
    assertEquals("%a", se.text(g.start()));
    assertEquals("(4 + (4 * (1 umax %n)) + %a)", se.text(g.end()));
    assertEquals(List.of(fx.value("pa"), fx.value("pw")), g.pointers());
    assertEquals(2, g.accesses().size());
    PointerGroup kg = checks.groups().get(0);
    assertFalse(kg.moves());
    assertEquals("(4 + %k)", se.text(kg.end()));
  }

  @Test
  void groupsAConstantDistanceApartMergeWithinTheBudget() {
    TestIr fx = TestIr.of(LOOP, "f");
    ScalarEvolution se = fx.se();
    RuntimePointerChecking rpc = checking(fx);
    int k = rpc.group(fx.value("k"));
    rpc.neverMerge(k);
    int a = rpc.group(fx.value("pa"));
    int next = rpc.group(fx.value("pn"));
    rpc.needsCheck(k, a);
    rpc.needsCheck(k, next);
    RuntimeChecks checks = rpc.finish(100);
    // a[i] and a[i + 1] became one range, checked once against *k.
    assertEquals(2, checks.groups().size());
    assertEquals(1, checks.numChecks());
    assertArrayEquals(new int[] {0, 1}, checks.pairs().get(0));
    PointerGroup g = checks.groups().get(1);
    assertEquals(a, g.id());
    assertEquals("%a", se.text(g.start()));
    assertEquals("(4 + (4 * (1 umax %n)) + %a)", se.text(g.end())); // a[i + 1]'s end
    assertEquals(List.of(fx.value("pa"), fx.value("pn")), g.pointers());
  }

  @Test
  void withoutBudgetNothingMerges() {
    TestIr fx = TestIr.of(LOOP, "f");
    RuntimePointerChecking rpc = checking(fx);
    int k = rpc.group(fx.value("k"));
    rpc.neverMerge(k);
    int a = rpc.group(fx.value("pa"));
    int next = rpc.group(fx.value("pn"));
    assertNotEquals(a, next);
    rpc.needsCheck(k, a);
    rpc.needsCheck(next, k); // asked the other way round: the pair is still (smaller id, larger id)
    rpc.needsCheck(a, k); // again: one check
    RuntimeChecks checks = rpc.finish(0);
    assertEquals(3, checks.groups().size());
    assertEquals(2, checks.numChecks());
    assertArrayEquals(new int[] {0, 1}, checks.pairs().get(0));
    assertArrayEquals(new int[] {0, 2}, checks.pairs().get(1));
  }

  @Test
  void aRangeTheLoopTouchesWholeCannotWrap() {
    TestIr fx = TestIr.of(LOOP, "f");
    RuntimePointerChecking rpc = checking(fx);
    rpc.needsCheck(rpc.group(fx.value("k")), rpc.group(fx.value("pa")));
    RuntimeChecks checks = rpc.finish(0);
    assertFalse(checks.groups().get(0).mayWrap()); // invariant
    assertFalse(checks.groups().get(1).mayWrap()); // exact count, in-bounds addresses, every iteration
  }

  @Test
  void aRangeOfAddressesThatMayLeaveTheObjectGetsAWrapGuard() {
    TestIr fx = TestIr.of(LOOP.replace("%pa = getelementptr inbounds", "%pa = getelementptr"), "f");
    RuntimePointerChecking rpc = checking(fx);
    rpc.needsCheck(rpc.group(fx.value("k")), rpc.group(fx.value("pa")));
    assertTrue(rpc.finish(0).groups().get(1).mayWrap()); // not in bounds
  }

  @Test
  void aBoundThatCannotBeComputedWhereTheChecksGoLeavesNoRange() {
    TestIr fx = TestIr.of("""
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
    RuntimePointerChecking rpc = checking(fx);
    assertFalse(rpc.hasRange(rpc.group(fx.value("p")))); // loaded in the loop
  }
}
