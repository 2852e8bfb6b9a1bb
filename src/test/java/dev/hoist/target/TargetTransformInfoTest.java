package dev.hoist.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/** The x86-64 (SSE2, llc -O2) cost model: latencies, memory operands, vectors, loop layout. */
class TargetTransformInfoTest {
  private static final String OPS = """
      define void @f(i32* %p, i32* %q, i64* %w, i32 %x, i32 %n, double %d) {
      entry:
        br label %loop
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
        %m = load i32, i32* %p, align 4
        %mul = mul i32 %m, %x
        %s = load i32, i32* %p, align 4
        %sh = shl i32 %x, %s
        %sub.l = load i32, i32* %p, align 4
        %sub = sub i32 %sub.l, %x
        %sub2.l = load i32, i32* %p, align 4
        %sub2 = sub i32 %x, %sub2.l
        %acc = load i32, i32* %q, align 4
        %acc.up = add i32 %acc, %mul
        store i32 %acc.up, i32* %q, align 4
        %div = sdiv i32 %x, %n
        %fd = fdiv double %d, 3.0
        %cv = sitofp i32 %x to double
        %w.v = load i64, i64* %w, align 8
        %wd = uitofp i64 %w.v to double
        %u = udiv i64 %w.v, 10
        %u2 = udiv i64 %w.v, 8
        %u3 = udiv i32 %x, 10
        %i.next = add nuw nsw i32 %i, 1
        %c = icmp slt i32 %i.next, %n
        br i1 %c, label %loop, label %exit
      exit:
        ret void
      }
      """;

  @Test
  void latencies() {
    TestIr fx = TestIr.of(OPS, "f");
    TargetTransformInfo tti = TargetTransformInfo.of(fx.f);
    assertEquals(4, tti.latency(fx.inst("m")));
    assertEquals(3, tti.latency(fx.inst("mul")));
    assertEquals(25, tti.latency(fx.inst("div")));
    assertEquals(15, tti.latency(fx.inst("fd")));
    assertEquals(1, tti.latency(fx.inst("i.next")));
    assertEquals(0, tti.latency(fx.inst("i")));
  }

  @Test
  void memoryOperandsAndReadModifyWrite() {
    TestIr fx = TestIr.of(OPS, "f");
    TargetTransformInfo tti = TargetTransformInfo.of(fx.f);
    assertTrue(tti.foldsIntoUser((LoadInst) fx.inst("m")));        // imull (%rdi), %esi
    assertFalse(tti.foldsIntoUser((LoadInst) fx.inst("s")));       // a shift amount lives in %cl
    assertFalse(tti.foldsIntoUser((LoadInst) fx.inst("sub.l")));   // the destination of a sub
    assertTrue(tti.foldsIntoUser((LoadInst) fx.inst("sub2.l")));   // subl (%rdi), %esi
    StoreInst st = null;
    for (var i : fx.block("loop")) if (i instanceof StoreInst s) st = s;
    assertTrue(tti.isReadModifyWrite(st));
  }

  @Test
  void vectorRegistersAndWhatSse2Lacks() {
    TestIr fx = TestIr.of(OPS, "f");
    TargetTransformInfo tti = TargetTransformInfo.of(fx.f);
    var loop = fx.loop("loop");
    assertEquals(128, tti.vectorRegisterBits());
    assertTrue(tti.isScalarizedOnVectors(fx.inst("sh"), loop));   // shift by a per-lane amount
    assertFalse(tti.isScalarizedOnVectors(fx.inst("mul"), loop));
    assertFalse(tti.isScalarizedOnVectors(fx.inst("cv"), loop));  // cvtdq2pd
    assertTrue(tti.isScalarizedOnVectors(fx.inst("wd"), loop));   // no 64-bit or unsigned conversion
    assertTrue(tti.isScalarizedOnVectors(fx.inst("u"), loop));    // 64-bit division by 10
    assertFalse(tti.isScalarizedOnVectors(fx.inst("u2"), loop));  // by 8: a shift
    assertFalse(tti.isScalarizedOnVectors(fx.inst("u3"), loop));  // 32-bit: multiply by the reciprocal
  }

  /** while (i < n) { body } with a header of HEADER. */
  private static String topTested(String header, String attrs) {
    return """
        define void @f(i32* %a, i32 %n) ATTRS {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
          HEADER
          br i1 %c, label %body, label %exit
        body:
          %idx = zext i32 %i to i64
          %pa = getelementptr inbounds i32, i32* %a, i64 %idx
          store i32 %i, i32* %pa, align 4
          %i.next = add nuw nsw i32 %i, 1
          br label %loop
        exit:
          ret void
        }
        """.replace("HEADER", header).replace("ATTRS", attrs);
  }

  @Test
  void loopLayout() {
    String bare = "%c = icmp slt i32 %i, %n";
    String more = "%i2 = mul i32 %i, %i\n  %c = icmp slt i32 %i2, %n";
    String holds = "%c = icmp slt i32 %i, 100";
    TestIr fx = TestIr.of(topTested(bare, ""), "f");
    assertFalse(TargetTransformInfo.of(fx.f).rotationHelpsLayout(fx.loop("loop"))); // llc copies the test itself
    fx = TestIr.of(topTested(more, ""), "f");
    assertTrue(TargetTransformInfo.of(fx.f).rotationHelpsLayout(fx.loop("loop")));
    fx = TestIr.of(topTested(holds, ""), "f");
    assertTrue(TargetTransformInfo.of(fx.f).rotationHelpsLayout(fx.loop("loop"))); // the guard folds away
    fx = TestIr.of(topTested(bare, "!prof !0") + "!0 = !{!\"function_entry_count\", i64 10}\n", "f");
    assertTrue(TargetTransformInfo.of(fx.f).rotationHelpsLayout(fx.loop("loop"))); // laid out by weights
  }
}
