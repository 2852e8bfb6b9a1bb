package dev.hoist.transform.vectorize;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.target.TargetTransformInfo;
import dev.hoist.testutil.TestIr;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The vectorizer's plan for small hand-made loops (rotated, as LICM leaves them): legality and the
 * cost model together: the width and interleave count, the inductions and reductions, the
 * accesses' vector forms, the runtime checks, and the reasons a loop stays scalar.
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

  /** Legality, then (for a legal loop) the cost model with {@code forced} factors. */
  private static VectorCostModel.Decision analyze(String ir, VectorizationLegality.Options options, VectorCostModel.Forced forced) {
    TestIr fx = TestIr.of(ir, "f");
    VectorizationLegality.Verdict v = VectorizationLegality.analyze(fx.loop("loop"), fx.se(), fx.aa(), fx.dt(), options);
    if (v.plan() == null) return new VectorCostModel.Decision(null, v.rejection());
    return new VectorCostModel(v.plan(), fx.se(), TargetTransformInfo.of(fx.f), VectorCostModel.TINY_TRIP_COUNT).decide(forced);
  }

  private static VectorCostModel.Decision analyze(String ir) {
    return analyze(ir, VectorizationLegality.Options.DEFAULT, NOTHING_FORCED);
  }

  private static final VectorCostModel.Forced NOTHING_FORCED = new VectorCostModel.Forced(0, 0, false);

  private static VectorPlan plan(String ir) {
    return plan(analyze(ir));
  }

  private static VectorPlan plan(VectorCostModel.Decision d) {
    assertNotNull(d.plan(), () -> d.rejection().toString());
    return d.plan();
  }

  private static void rejected(String name, String message, String ir) {
    rejected(name, message, analyze(ir));
  }

  private static void rejected(String name, String message, VectorCostModel.Decision d) {
    assertNull(d.plan());
    assertEquals(name, d.rejection().name());
    assertEquals(message, d.rejection().message());
  }

  /** The function of {@code ir} with a {@code "target-features"} attribute. */
  private static String withFeatures(String ir, String features) {
    return ir.replaceFirst("\\) \\{", ") #0 {") + "attributes #0 = { \"target-cpu\"=\"x86-64\" \"target-features\"=\"" + features + "\" }\n";
  }

  private static List<VectorAccess.Kind> kinds(VectorPlan p) {
    return p.memory().stream().map(VectorAccess::kind).toList();
  }

  @Test
  void aMapFillsTwoRegistersAndChecksTheStoreAgainstTheLoad() {
    VectorPlan p = plan(map("i32", "add"));
    assertEquals(4, p.width());
    assertEquals(2, p.interleave()); // a small body: two vectors per value (SSE)
    assertEquals(1, p.inductions().size());
    assertEquals("i", p.inductions().get(0).phi().name());
    assertEquals(0, p.reductions().size());
    assertEquals(List.of(VectorAccess.Kind.CONSECUTIVE, VectorAccess.Kind.CONSECUTIVE), kinds(p));
    assertEquals("v", p.memory().get(0).access().inst().name()); // program order
    assertEquals(1, p.checks().numChecks());
    assertEquals(2, p.checks().groups().size());
    assertArrayEquals(new int[] {0, 1}, p.checks().pairs().get(0));
    assertEquals(3, p.widened().size()); // the load, the add and the store
    assertFalse(p.scalarEpilogue()); // nothing is used after the loop
  }

  @Test
  void theWidestElementDecidesTheWidth() {
    assertEquals(2, plan(map("double", "fadd")).width());
    assertEquals(2, plan(map("i64", "xor")).width());
    assertEquals(16, plan(map("i8", "add")).width());
    VectorPlan forced = plan(analyze(map("i32", "add"), VectorizationLegality.Options.DEFAULT, new VectorCostModel.Forced(8, 3, false)));
    assertEquals(8, forced.width()); // -force-vector-width
    assertEquals(3, forced.interleave()); // -force-vector-interleave
  }

  @Test
  void avx2DoublesTheWidthAndInterleavesFour() {
    VectorPlan p = plan(withFeatures(map("i32", "add"), "+avx,+avx2,+sse4.1"));
    assertEquals(8, p.width());
    assertEquals(4, p.interleave());
    // AVX alone: 256-bit floating point, 128-bit integers.
    assertEquals(4, plan(withFeatures(map("i32", "add"), "+avx,+sse4.1")).width());
    assertEquals(8, plan(withFeatures(map("float", "fadd"), "+avx,+sse4.1")).width());
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
    assertEquals("s", p.reductions().get(0).accumulator().name());
    assertEquals("s.next", p.reductions().get(0).update().name());
    assertEquals(0, p.checks().numChecks()); // nothing is stored
    assertEquals(1, p.uniform().size());
    assertEquals("kv", p.uniform().iterator().next().name());
    assertEquals(VectorAccess.Kind.INVARIANT, p.memory().get(1).kind());
    assertFalse(p.scalarEpilogue()); // the sum after the loop is the combined reduction
  }

  /** *sum += a[i] * b[i]: a reduction kept in memory; *sum is checked against both arrays. */
  @Test
  void aSumInMemoryIsAReductionCheckedAgainstEveryAccess() {
    VectorPlan p = plan("""
        define void @f(i32* %sum, i32* %a, i32* %b, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %pa = getelementptr inbounds i32, i32* %a, i64 %i
          %va = load i32, i32* %pa, align 4
          %pb = getelementptr inbounds i32, i32* %b, i64 %i
          %vb = load i32, i32* %pb, align 4
          %m = mul i32 %va, %vb
          %s = load i32, i32* %sum, align 4
          %s.next = add i32 %s, %m
          store i32 %s.next, i32* %sum, align 4
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """);
    assertEquals(1, p.reductions().size());
    VectorPlan.Reduction r = p.reductions().get(0);
    assertEquals("s", r.accumulator().name());
    assertNotNull(r.store());
    assertEquals(2, p.checks().numChecks()); // *sum against a and against b
    assertFalse(p.widened().contains(r.store()));
  }

  @Test
  void floatingPointSumsNeedReassociationOrOrder() {
    String sum = """
        define float @f(float* %a, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
          %pa = getelementptr inbounds float, float* %a, i64 %i
          %v = load float, float* %pa, align 4
          %s.next = fadd FLAGS float %s, %v
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret float %s.next
        }
        """;
    VectorPlan fast = plan(sum.replace("FLAGS", "reassoc"));
    assertFalse(fast.reductions().get(0).ordered());
    rejected("CantReorderFPOps", "cannot prove it is safe to reorder floating-point operations", sum.replace("FLAGS", ""));
    // -force-ordered-reductions: legal, but adding lanes one by one does not pay on x86 unless forced.
    VectorizationLegality.Options orderedFp = new VectorizationLegality.Options(8, 100, false, true, true);
    rejected("VectorizationNotBeneficial", "the vector loop would not run faster than the scalar loop on this target",
        analyze(sum.replace("FLAGS", ""), orderedFp, NOTHING_FORCED));
    VectorPlan ordered = plan(analyze(sum.replace("FLAGS", ""), orderedFp, new VectorCostModel.Forced(4, 0, false)));
    assertTrue(ordered.reductions().get(0).ordered());
    VectorPlan hinted = plan(analyze(sum.replace("FLAGS", ""), new VectorizationLegality.Options(8, 100, true, false, true),
        new VectorCostModel.Forced(0, 0, true)));
    assertFalse(hinted.reductions().get(0).ordered()); // llvm.loop.vectorize.enable allows reordering
  }

  /** out[i] = in[2i] * 3 + in[2i+1]: one interleaved load group; a[n-1-i]: reversed. */
  @Test
  void stridedAndReverseAccesses() {
    VectorPlan pairs = plan("""
        define void @f(i32* noalias %out, i32* noalias %in, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %i2 = shl nuw nsw i64 %i, 1
          %p0 = getelementptr inbounds i32, i32* %in, i64 %i2
          %x = load i32, i32* %p0, align 4
          %i21 = or i64 %i2, 1
          %p1 = getelementptr inbounds i32, i32* %in, i64 %i21
          %y = load i32, i32* %p1, align 4
          %m = mul i32 %x, 3
          %r = add i32 %m, %y
          %po = getelementptr inbounds i32, i32* %out, i64 %i
          store i32 %r, i32* %po, align 4
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """);
    assertEquals(List.of(VectorAccess.Kind.GROUP, VectorAccess.Kind.GROUP, VectorAccess.Kind.CONSECUTIVE), kinds(pairs));
    VectorAccess.Group g = pairs.memory().get(0).group();
    assertEquals(2, g.factor());
    assertEquals(1, pairs.memory().get(1).member());
    assertFalse(g.gapAtEnd());
    assertFalse(pairs.scalarEpilogue());
    // Only in[2i]: the wide load reads in[2i+1] too, which the last iteration must not: an epilogue.
    VectorPlan gap = plan(map("i32", "add").replace("%pb = getelementptr inbounds i32, i32* %b, i64 %i",
        "%i2 = shl nuw nsw i64 %i, 1\n  %pb = getelementptr inbounds i32, i32* %b, i64 %i2"));
    assertEquals(VectorAccess.Kind.GROUP, gap.memory().get(0).kind());
    assertTrue(gap.scalarEpilogue());
    VectorPlan reverse = plan("""
        define void @f(i32* %a, i32* %b, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
          %i.next = add nsw i64 %i, -1
          %pb = getelementptr inbounds i32, i32* %b, i64 %i.next
          %v = load i32, i32* %pb, align 4
          %x = add i32 %v, 7
          %pa = getelementptr inbounds i32, i32* %a, i64 %i.next
          store i32 %x, i32* %pa, align 4
          %c = icmp sgt i64 %i.next, 0
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """);
    assertEquals(List.of(VectorAccess.Kind.REVERSE, VectorAccess.Kind.REVERSE), kinds(reverse));
    assertEquals(1, reverse.checks().numChecks());
  }

  /** A stencil over two arrays: the three loads of A share one range, so one check suffices. */
  @Test
  void accessesAConstantDistanceApartShareOneCheck() {
    VectorPlan p = plan("""
        define void @f(i32* %A, i32* %B, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
          %i.next = add nuw nsw i64 %i, 1
          %im = add nsw i64 %i, -1
          %p0 = getelementptr inbounds i32, i32* %A, i64 %im
          %a0 = load i32, i32* %p0, align 4
          %p1 = getelementptr inbounds i32, i32* %A, i64 %i
          %a1 = load i32, i32* %p1, align 4
          %p2 = getelementptr inbounds i32, i32* %A, i64 %i.next
          %a2 = load i32, i32* %p2, align 4
          %s0 = add i32 %a0, %a1
          %s1 = add i32 %s0, %a2
          %pb = getelementptr inbounds i32, i32* %B, i64 %i
          store i32 %s1, i32* %pb, align 4
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """);
    assertEquals(1, p.checks().numChecks());
    assertEquals(2, p.checks().groups().size());
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
    rejected("TooManyRuntimeChecks", "cannot prove the accesses apart without more than 0 runtime checks",
        analyze(map("i32", "add"), new VectorizationLegality.Options(0, 100, false, false, true), NOTHING_FORCED));
  }

  @Test
  void instructionRejections() {
    rejected("CantVectorizeInstruction", "division by a value that may be zero", map("i32", "udiv"));
    rejected("CantVectorizeInstruction", "frem has no vector instruction", map("float", "frem"));
  }

  @Test
  void costRejections() {
    // A 64-bit division by 10: SSE2 has no 64-bit multiply to divide by the reciprocal, llc takes it apart lane by lane.
    rejected("VectorizationNotBeneficial", "the vector loop would not run faster than the scalar loop on this target",
        map("i64", "udiv").replace("%x = udiv i64 %v, %k", "%x = udiv i64 %v, 10"));
    // A 64-bit multiply: SSE2 builds it from three 32-bit ones and shifts.
    rejected("VectorizationNotBeneficial", "the vector loop would not run faster than the scalar loop on this target",
        map("i64", "mul").replace("%x = mul i64 %v, %k", "%w = mul i64 %v, %k\n  %x = add i64 %w, %v"));
    // Seven iterations: a vector of four and three left over; LLVM unrolls such a loop fully.
    rejected("LowTripCount", "the loop runs too few iterations to fill a vector and the remainder", map("i32", "add")
        .replace("%c = icmp ult i64 %i.next, %n", "%c = icmp ult i64 %i.next, 7"));
    // Sixteen iterations without a check: four vectors and nothing left, not interleaved.
    VectorPlan sixteen = plan(map("i32", "add").replace("define void @f(i32* %a, i32* %b", "define void @f(i32* noalias %a, i32* noalias %b")
        .replace("%c = icmp ult i64 %i.next, %n", "%c = icmp ult i64 %i.next, 16"));
    assertEquals(4, sixteen.width());
    assertEquals(1, sixteen.interleave());
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
  void aStoreToOneAddressOnSomeIterationsIsRejected() {
    // Stores to a[i] on some iterations run lane by lane; one to a fixed address would have to
    // store the last active lane, which the vectorizer does not work out.
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
          store i32 %v, i32* %a, align 4
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
