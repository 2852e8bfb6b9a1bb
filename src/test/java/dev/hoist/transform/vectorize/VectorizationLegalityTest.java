package dev.hoist.transform.vectorize;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * The vectorizer's plan for small hand-made loops (rotated, as LICM leaves them): the width, the
 * inductions and reductions, the runtime checks, and the reasons a loop stays scalar.
 */
class VectorizationLegalityTest {
  /** a[i] = b[i] OP k, on T. */
  private static String map(String type, String op) {
    return """
        define void @f(T* %a, T* %b, T %k, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %pb = getelementptr inbounds T, T* %b, i64 %i
          %v = load T, T* %pb, align 4
          %x = OP T %v, %k
          %pa = getelementptr inbounds T, T* %a, i64 %i
          store T %x, T* %pa, align 4
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """.replace("T", type).replace("OP", op);
  }

  private static VectorizationLegality.Verdict analyze(String ir, int forcedWidth, int maxChecks) {
    TestIr fx = TestIr.of(ir, "f");
    return VectorizationLegality.analyze(fx.loop("loop"), fx.se(), fx.aa(), fx.dt(), forcedWidth, maxChecks);
  }

  private static VectorPlan plan(String ir) {
    VectorizationLegality.Verdict v = analyze(ir, 0, 8);
    assertNotNull(v.plan(), () -> v.rejection().toString());
    return v.plan();
  }

  private static void rejected(String name, String message, String ir) {
    rejected(name, message, analyze(ir, 0, 8));
  }

  private static void rejected(String name, String message, VectorizationLegality.Verdict v) {
    assertNull(v.plan());
    assertEquals(name, v.rejection().name());
    assertEquals(message, v.rejection().message());
  }

  @Test
  void aMapFillsARegisterAndChecksTheStoreAgainstTheLoad() {
    VectorPlan p = plan(map("i32", "add"));
    assertEquals(4, p.width());
    assertEquals(1, p.inductions().size());
    assertEquals("i", p.inductions().get(0).phi().name());
    assertEquals(0, p.reductions().size());
    assertEquals(2, p.accesses().size());
    assertEquals("v", p.accesses().get(0).inst().name()); // program order
    assertEquals(1, p.checks().size());
    assertArrayEquals(new int[] {0, 1}, p.checks().get(0));
    assertEquals(3, p.widened().size()); // the load, the add and the store
  }

  @Test
  void theWidestElementDecidesTheWidth() {
    assertEquals(2, plan(map("double", "fadd")).width());
    assertEquals(2, plan(map("i64", "xor")).width());
    assertEquals(16, plan(map("i8", "add")).width());
    assertEquals(8, analyze(map("i32", "add"), 8, 8).plan().width()); // -force-vector-width
  }

  @Test
  void aSumIsAReductionAndUniformLoadsAreScalars() {
    VectorPlan p = plan("""
        define i32 @f(i32* %a, i32* %k, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
          %pa = getelementptr inbounds i32, i32* %a, i64 %i
          %v = load i32, i32* %pa, align 4
          %kv = load i32, i32* %k, align 4
          %t = mul i32 %v, %kv
          %s.next = add i32 %s, %t
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          %r = phi i32 [ %s.next, %loop ]
          ret i32 %r
        }
        """);
    assertEquals(1, p.reductions().size());
    assertEquals("s", p.reductions().get(0).phi().name());
    assertEquals("s.next", p.reductions().get(0).update().name());
    assertEquals(0, p.checks().size()); // nothing is stored
    assertEquals(1, p.uniform().size());
    assertEquals("kv", p.uniform().iterator().next().name());
    assertTrue(p.accesses().get(1).invariant());
  }

  @Test
  void memoryRejections() {
    // a[i + 1] = a[i] + k: a fixed distance, a check could never pass.
    rejected("UnsafeDep", "unsafe dependent memory operations in loop", """
        define void @f(i32* %a, i32 %k, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %i.next = add nuw nsw i64 %i, 1
          %pa = getelementptr inbounds i32, i32* %a, i64 %i
          %v = load i32, i32* %pa, align 4
          %x = add i32 %v, %k
          %pn = getelementptr inbounds i32, i32* %a, i64 %i.next
          store i32 %x, i32* %pn, align 4
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """);
    // b[2 * i]: not consecutive.
    rejected("CantVectorizeMemory", "memory access is not consecutive or loop-invariant", map("i32", "add")
        .replace("%pb = getelementptr inbounds i32, i32* %b, i64 %i", "%i2 = shl nuw nsw i64 %i, 1\n  %pb = getelementptr inbounds i32, i32* %b, i64 %i2"));
    rejected("TooManyRuntimeChecks", "cannot prove the accesses apart without more than 0 runtime checks", analyze(map("i32", "add"), 0, 0));
  }

  @Test
  void instructionRejections() {
    rejected("CantVectorizeInstruction", "division by a value that may be zero", map("i32", "udiv"));
    rejected("CantVectorizeInstruction", "frem has no vector instruction", map("float", "frem"));
    // Shifts by per-lane amounts: SSE2 has none, llc would take them apart lane by lane.
    rejected("VectorizationNotBeneficial", "half the loop's operations or more have no SSE2 instruction and would run lane by lane",
        map("i32", "shl").replace("%x = shl i32 %v, %k", "%x = shl i32 %k, %v"));
  }

  @Test
  void loopRejections() {
    rejected("NotInnermostLoop", "loop is not the innermost loop", """
        define void @f(i32* %a, i64 %n) {
        entry:
          br label %loop
        loop:
          %j = phi i64 [ 0, %entry ], [ %j.next, %latch ]
          br label %inner
        inner:
          %i = phi i64 [ 0, %loop ], [ %i.next, %inner ]
          %pa = getelementptr inbounds i32, i32* %a, i64 %i
          store i32 0, i32* %pa, align 4
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %inner, label %latch
        latch:
          %j.next = add nuw nsw i64 %j, 1
          %d = icmp ult i64 %j.next, %n
          br i1 %d, label %loop, label %exit
        exit:
          ret void
        }
        """);
    rejected("CantComputeNumberOfIterations", "could not determine number of loop iterations", map("i32", "add")
        .replace("%c = icmp ult i64 %i.next, %n", "%c = icmp ne i32 %v, 0"));
    rejected("LowTripCount", "the loop runs too few iterations to fill a vector and the remainder", map("i32", "add")
        .replace("%c = icmp ult i64 %i.next, %n", "%c = icmp ult i64 %i.next, 3"));
    // h = (h ^ b[i]) * 31: a hash, neither an induction nor a reduction.
    rejected("NonInductionPHI", "value that could not be identified as induction or reduction variable", """
        define void @f(i32* %a, i32* %b, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %h = phi i32 [ 1, %entry ], [ %hn, %loop ]
          %pb = getelementptr inbounds i32, i32* %b, i64 %i
          %v = load i32, i32* %pb, align 4
          %hx = xor i32 %h, %v
          %hn = mul i32 %hx, 31
          %pa = getelementptr inbounds i32, i32* %a, i64 %i
          store i32 %hn, i32* %pa, align 4
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """);
    rejected("NothingToVectorize", "the loop has no data computation to vectorize", """
        define void @f(i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """);
  }

  @Test
  void aStoreOnSomeIterationsOnlyNeedsAMaskedStore() {
    rejected("NoCFGForSelect", "control flow cannot be substituted for a select", """
        define void @f(i32* %a, i32* %b, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
          %pb = getelementptr inbounds i32, i32* %b, i64 %i
          %v = load i32, i32* %pb, align 4
          %pos = icmp sgt i32 %v, 0
          br i1 %pos, label %then, label %latch
        then:
          %pa = getelementptr inbounds i32, i32* %a, i64 %i
          store i32 %v, i32* %pa, align 4
          br label %latch
        latch:
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """);
  }
}
