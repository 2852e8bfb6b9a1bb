package dev.hoist.transform.versioning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.hoist.analysis.Loop;
import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * Versioning's plan for small hand-made loops (already in the form the pass leaves them in:
 * simplified, LCSSA, after LICM): what is freed and stuck, which pairs are checked, and every
 * rejection.
 */
class VersioningAnalysisTest {
  private static final VersioningOptions DEFAULTS = new VersioningOptions(true, 90, 2, 8, 100, true, true, true, false, true);

  /** out[i] = *k << in[i]: the load of *k is blocked by the store to out[i]. */
  private static final String SHIFT = """
      define void @f(i32* %out, i32* %in, i32* %k, i32 %n) ATTRS {
      entry:
        br label %loop
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
        %idx = zext i32 %i to i64
        %kv = load i32, i32* %k, align 4
        %pi = getelementptr inbounds i32, i32* %in, i64 %idx
        %v = load i32, i32* %pi, align 4
        %x = shl i32 %v, %kv
        %po = getelementptr inbounds i32, i32* %out, i64 %idx
        store i32 %x, i32* %po, align 4
        %i.next = add nuw nsw i32 %i, 1
        %c = icmp slt i32 %i.next, %n
        br i1 %c, label %loop, label %exit
      exit:
        ret void
      }
      """;

  /** *sum = a[i] << *sum; a[i] = 0: the location *sum is loaded and stored, a[i] blocks it. */
  private static final String SUM = """
      define void @f(i32* %a, i32* %sum, i64 %n) {
      entry:
        br label %loop
      loop:
        %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
        %pa = getelementptr inbounds i32, i32* %a, i64 %i
        %v = load i32, i32* %pa, align 4
        %s = load i32, i32* %sum, align 4
        %t = shl i32 %v, %s
        store i32 %t, i32* %sum, align 4
        store i32 0, i32* %pa, align 4
        %i.next = add nuw nsw i64 %i, 1
        %c = icmp ult i64 %i.next, 1000
        br i1 %c, label %loop, label %exit
      exit:
        ret void
      }
      """;

  private static VersioningAnalysis analyze(String ir, String header, VersioningOptions opts) {
    TestIr fx = TestIr.of(ir, "f");
    Loop l = fx.loop(header);
    return new VersioningAnalysis(l, fx.se(), fx.aa(), opts, l.preheader().terminator()).run();
  }

  private static VersioningAnalysis analyze(String ir) {
    return analyze(ir, "loop", DEFAULTS);
  }

  private static void rejected(Rejection expected, String detail, VersioningAnalysis va) {
    assertNull(va.plan());
    assertEquals(expected, va.rejection());
    assertEquals(detail, va.detail());
  }

  @Test
  void aLoadBlockedByAStoreIsFreedByOneCheck() {
    VersioningAnalysis va = analyze(SHIFT.replace("ATTRS", ""));
    Plan p = va.plan();
    assertNotNull(p, () -> va.rejection() + " " + va.detail());
    assertEquals(1, p.freed());
    assertEquals(0, p.stuck());
    assertEquals(100, p.invariantPercent());
    // *k against out[]; in[] is only read, so it needs no check.
    assertEquals(2, p.groups().size());
    assertEquals(1, p.numChecks());
    assertArrayEquals(new int[] {0, 1}, p.pairs().get(0));
    assertEquals("k", p.groups().get(0).pointers().get(0).name());
    assertEquals("po", p.groups().get(1).pointers().get(0).name());
    assertEquals(4, p.cyclesPerIteration()); // the load: a shift amount is no memory operand
    assertEquals("max", p.tripCountSource()); // an i32 count, at most 100 assumed
    assertEquals(100, p.tripCount());
  }

  @Test
  void aPromotableLocationIsFreedWithItsStores() {
    VersioningAnalysis va = analyze(SUM);
    Plan p = va.plan();
    assertNotNull(p, () -> va.rejection() + " " + va.detail());
    assertEquals(1, p.freed());
    assertEquals(1, p.numChecks());
    assertEquals("exact", p.tripCountSource());
    assertEquals(1000, p.tripCount());
    assertEquals(5, p.cyclesPerIteration()); // the load (4) and the store (1) leave the loop
  }

  @Test
  void legalityRejections() {
    String base = SHIFT.replace("ATTRS", "");
    rejected(Rejection.OPT_FOR_SIZE, "", analyze(SHIFT.replace("ATTRS", "optsize")));
    rejected(Rejection.COLD_FOR_SIZE, "", analyze(SHIFT.replace("ATTRS", "!prof !0") + """
        !0 = !{!"function_entry_count", i64 0}
        """));
    rejected(Rejection.ALREADY_VERSIONED, "", analyze(base.replace("br i1 %c, label %loop, label %exit",
        "br i1 %c, label %loop, label %exit, !llvm.loop !0") + """
        !0 = distinct !{!0, !1}
        !1 = !{!"llvm.loop.licm_versioning.disable"}
        """));
    rejected(Rejection.ILLEGAL_INSTRUCTION, "call", analyze(base.replace("%x = shl i32 %v, %kv",
        "%x = shl i32 %v, %kv\n  call void @g()") + "declare void @g()\n"));
    rejected(Rejection.ILLEGAL_INSTRUCTION, "volatile store", analyze(base.replace("store i32 %x, i32* %po",
        "store volatile i32 %x, i32* %po")));
    rejected(Rejection.SMALL_TRIP_COUNT, "", analyze(base.replace("icmp slt i32 %i.next, %n", "icmp slt i32 %i.next, 1")));
    rejected(Rejection.DEPTH, "depth 1 > 0", analyze(base, "loop", new VersioningOptions(true, 90, 0, 8, 100, true, true, true, false, true)));
  }

  @Test
  void loopShapeRejections() {
    String nest = """
        define void @f(i32* %a, i32* %k, i64 %n) {
        entry:
          br label %outer
        outer:
          %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
          br label %inner
        inner:
          %i = phi i64 [ 0, %outer ], [ %i.next, %inner ]
          %kv = load i32, i32* %k, align 4
          %pa = getelementptr inbounds i32, i32* %a, i64 %i
          store i32 %kv, i32* %pa, align 4
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %inner, label %outer.latch
        outer.latch:
          %j.next = add nuw nsw i64 %j, 1
          %d = icmp ult i64 %j.next, %n
          br i1 %d, label %outer, label %exit
        exit:
          ret void
        }
        """;
    rejected(Rejection.NOT_INNERMOST, "", analyze(nest, "outer", DEFAULTS));
    rejected(Rejection.DIVERGENT_TARGET, "", analyze(SHIFT.replace("ATTRS", "").replace("br i1 %c, label %loop, label %exit",
        "%cz = zext i1 %c to i32\n  switch i32 %cz, label %exit [ i32 1, label %loop ]")));
    rejected(Rejection.STRIDE_MISMATCH, "", analyze(SHIFT.replace("ATTRS", "")
        .replace("%i.next = add nuw nsw i32 %i, 1", "%i.next = add nuw nsw i32 %i, 3")
        .replace("icmp slt i32 %i.next, %n", "icmp ne i32 %i.next, 10")));
  }

  @Test
  void anExitSharedWithTheEntryIsNoDedicatedExit() {
    TestIr fx = TestIr.of("""
        define void @f(i32* %a, i32* %k, i64 %n, i1 %skip) {
        entry:
          br i1 %skip, label %exit, label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %kv = load i32, i32* %k, align 4
          %pa = getelementptr inbounds i32, i32* %a, i64 %i
          store i32 %kv, i32* %pa, align 4
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp ult i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """, "f");
    Loop l = fx.loop("loop");
    rejected(Rejection.ILLEGAL_STRUCTURE, "", new VersioningAnalysis(l, fx.se(), fx.aa(), DEFAULTS, l.header().terminator()).run());
  }

  @Test
  void nothingToFreeWhenNoCheckCouldHelp() {
    // *k is blocked by no store: LICM hoists it without checks.
    rejected(Rejection.NOTHING_TO_FREE, "no invariant access is blocked by aliasing", analyze(SHIFT.replace("ATTRS", "")
        .replace("store i32 %x, i32* %po, align 4", "")));
    // The load follows a call that may not return, so LICM would not hoist it even unaliased.
    rejected(Rejection.NOTHING_TO_FREE, "1 invariant accesses stay blocked", analyze(SHIFT.replace("ATTRS", "")
        .replace("%kv = load i32", "%r = call i32 @opaque(i32 %i)\n  %kv = load i32") + "declare i32 @opaque(i32) readnone nounwind\n"));
  }

  @Test
  void anUnknownCountLeavesAMovingBlockerWithoutRange() {
    // *k and *stop are blocked by a[i], whose range needs the count.
    rejected(Rejection.UNKNOWN_COUNT_COMPLEX_CFG, "2 invariant accesses stay blocked", analyze("""
        define void @f(i32* %a, i32* %k, i32* %stop) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
          %kv = load i32, i32* %k, align 4
          %pa = getelementptr inbounds i32, i32* %a, i64 %i
          store i32 %kv, i32* %pa, align 4
          br label %latch
        latch:
          %i.next = add nuw nsw i64 %i, 1
          %s = load i32, i32* %stop, align 4
          %c = icmp ne i32 %s, 0
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """));
  }

  @Test
  void costModelRejections() {
    String base = SHIFT.replace("ATTRS", "");
    // Two invariant loads, one of them on some iterations only (and not known dereferenceable).
    rejected(Rejection.INVARIANT_THRESHOLD, "invariant accesses freed 50% < 90%", analyze("""
        define void @f(i32* %out, i32* %k, i32* %m, i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
          %idx = zext i32 %i to i64
          %kv = load i32, i32* %k, align 4
          %po = getelementptr inbounds i32, i32* %out, i64 %idx
          store i32 %kv, i32* %po, align 4
          %odd = and i32 %i, 1
          %c1 = icmp eq i32 %odd, 0
          br i1 %c1, label %latch, label %then
        then:
          %mv = load i32, i32* %m, align 4
          store i32 %mv, i32* %po, align 4
          br label %latch
        latch:
          %i.next = add nuw nsw i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """));
    rejected(Rejection.TOO_MANY_CHECKS, "1 > 0", analyze(base, "loop", new VersioningOptions(true, 90, 2, 0, 100, true, true, true, false, true)));
    // out[i] = in[i] * *k: x86 multiplies by *k from memory, so hoisting it saves nothing.
    rejected(Rejection.NOT_PROFITABLE, "benefit 0 <= 2.0 x overhead 4", analyze(base.replace("shl i32 %v, %kv", "mul i32 %v, %kv")));
    // -licm-versioning-ignore-cost versions it anyway.
    assertNotNull(analyze(base.replace("shl i32 %v, %kv", "mul i32 %v, %kv"), "loop",
        new VersioningOptions(true, 90, 2, 8, 100, true, true, true, true, true)).plan());
  }

  @Test
  void withoutPromotionAStoredLocationStaysStuck() {
    rejected(Rejection.NOTHING_TO_FREE, "1 invariant accesses stay blocked",
        analyze(SUM, "loop", new VersioningOptions(true, 90, 2, 8, 100, true, true, true, false, false)));
  }
}
