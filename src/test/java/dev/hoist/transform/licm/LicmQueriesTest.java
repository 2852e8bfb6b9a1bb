package dev.hoist.transform.licm;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * LICM's questions as other passes ask them (rotation and versioning ask whether their change
 * would let LICM hoist or promote more), and what LICM would move once nothing aliases.
 */
class LicmQueriesTest {
  private static final String LOOP = """
      define void @f(i32* %p, i32* %q, i32* noalias %r, i32 %x, i32 %d, i1 %cond, i32 %n) {
      entry:
        br label %loop
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
        %aliased = load i32, i32* %p, align 4
        store i32 %i, i32* %q, align 4
        store i32 %i, i32* %r, align 4
        br i1 %cond, label %then, label %latch
      then:
        %div = udiv i32 %x, %d
        %add = add i32 %x, %d
        %own = load i32, i32* %r, align 4
        br label %latch
      latch:
        %i.next = add nuw nsw i32 %i, 1
        %c = icmp slt i32 %i.next, %n
        br i1 %c, label %loop, label %exit
      exit:
        ret void
      }
      """;

  @Test
  void blockedOnlyByExecution() {
    TestIr ir = TestIr.of(LOOP, "f");
    LicmQueries q = new LicmQueries(ir.loop("loop"), ir.aa());
    // A division that may trap, on a path some iterations take: only where it runs holds it.
    assertTrue(q.blockedOnlyByExecution(ir.inst("div")));
    // An add could be speculated anyway; a load a store may overwrite is held by memory.
    assertFalse(q.blockedOnlyByExecution(ir.inst("add")));
    assertFalse(q.blockedOnlyByExecution(ir.inst("aliased")));
  }

  @Test
  void mayPromote() {
    TestIr ir = TestIr.of(LOOP, "f");
    LicmQueries q = new LicmQueries(ir.loop("loop"), ir.aa());
    var stores = ir.instructions("loop", StoreInst.class);
    // *q may be read by the load from p; *r is touched only through r.
    assertFalse(q.mayPromote(stores.get(0)));
    assertTrue(q.mayPromote(stores.get(1)));
  }

  private static LicmQueries queries(TestIr fx) {
    return LicmQueries.afterRotation(fx.loop("loop"), fx.aa(), fx.dt());
  }

  @Test
  void aLoadThatRunsOnEveryEntryOrIsSafeToRunEarlyWouldBeHoisted() {
    TestIr fx = TestIr.of("""
        @g = global i32 0, align 4
        declare i32 @opaque(i32) readnone nounwind
        define void @f(i32* %k, i32* %m, i32* %a, i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
          %kv = load i32, i32* %k, align 4
          %odd = and i32 %i, 1
          %c1 = icmp eq i32 %odd, 0
          br i1 %c1, label %latch, label %then
        then:
          %mv = load i32, i32* %m, align 4
          %gv = load i32, i32* @g, align 4
          %r = call i32 @opaque(i32 %i)
          %after = load i32, i32* %k, align 4
          br label %latch
        latch:
          %i.next = add nuw nsw i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """, "f");
    LicmQueries licm = queries(fx);
    assertTrue(licm.wouldHoistIfUnaliased((LoadInst) fx.inst("kv")));     // the header: every entry
    assertFalse(licm.wouldHoistIfUnaliased((LoadInst) fx.inst("mv")));    // some iterations, may trap
    assertTrue(licm.wouldHoistIfUnaliased((LoadInst) fx.inst("gv")));     // a global: safe to run early
    assertFalse(licm.wouldHoistIfUnaliased((LoadInst) fx.inst("after"))); // after a call that may not return
  }

  @Test
  void aTopTestedLoopIsAskedAboutAsRotationWillLeaveIt() {
    TestIr fx = TestIr.of("""
        define void @f(i32* %k, i32* %s, i32* %a, i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %body.latch ]
          %hv = load i32, i32* %k, align 4
          %c = icmp slt i32 %i, %n
          br i1 %c, label %body, label %exit
        body:
          %kv = load i32, i32* %k, align 4
          store i32 %kv, i32* %s, align 4
          %idx = zext i32 %i to i64
          %pa = getelementptr inbounds i32, i32* %a, i64 %idx
          store i32 %hv, i32* %pa, align 4
          %i.next = add nuw nsw i32 %i, 1
          br label %body.latch
        body.latch:
          br label %loop
        exit:
          ret void
        }
        """, "f");
    LicmQueries licm = queries(fx);
    // Rotated, the body runs first on every entry, and the header's code after the latch: the
    // loads run on every entry, and the store to *s before every exit.
    assertTrue(licm.wouldHoistIfUnaliased((LoadInst) fx.inst("kv")));
    assertTrue(licm.wouldHoistIfUnaliased((LoadInst) fx.inst("hv")));
    assertTrue(licm.wouldPromoteIfUnaliased(fx.value("s")));
    assertFalse(licm.wouldPromoteIfUnaliased(fx.value("a"))); // only an address computation's operand
  }

  @Test
  void anExitBeforeTheLatchKeepsTheRotatedHeadersCodeConditional() {
    TestIr fx = TestIr.of("""
        define void @f(i32* %k, i32* %m, i32 %n, i1 %leave) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %body.latch ]
          %hv = load i32, i32* %k, align 4
          %c = icmp slt i32 %i, %n
          br i1 %c, label %body, label %exit
        body:
          %i.next = add nuw nsw i32 %i, 1
          br i1 %leave, label %exit, label %body.latch
        body.latch:
          %mv = load i32, i32* %m, align 4
          br label %loop
        exit:
          ret void
        }
        """, "f");
    LicmQueries licm = queries(fx);
    assertFalse(licm.wouldHoistIfUnaliased((LoadInst) fx.inst("hv")));
    assertFalse(licm.wouldHoistIfUnaliased((LoadInst) fx.inst("mv")));
  }

  @Test
  void aStoreInAnExitingBlockTheHeaderCanSkipIsNotPromoted() {
    TestIr fx = TestIr.of("""
        define void @f(i64* %p, i8* %q, i1 %c, i1 %d) {
        entry:
          br label %loop
        loop:
          store i64 1, i64* %p, align 8
          br i1 %c, label %loop.backedge, label %tail
        tail:
          store i8 2, i8* %q, align 1
          br i1 %d, label %loop.backedge, label %exit
        loop.backedge:
          br label %loop
        exit:
          ret void
        }
        """, "f");
    LicmQueries licm = queries(fx);
    assertTrue(licm.wouldPromoteIfUnaliased(fx.value("p")));
    assertFalse(licm.wouldPromoteIfUnaliased(fx.value("q")));
  }
}
