package dev.hoist.transform.licm;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.RetInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * Which instructions of a loop are guaranteed to execute whenever the loop is entered (what lets
 * LICM hoist a load or a division that may trap, and promote a location): nothing before them may
 * stop execution, and every first-iteration path from the header reaches their block.
 */
class LoopSafetyTest {
  private static LoopSafety safety(TestIr ir) {
    return new LoopSafety(ir.loop("loop"), ir.dt());
  }

  @Test
  void whatMayStopExecution() {
    TestIr ir = TestIr.of("""
        define void @f(i32* %p) {
        entry:
          %a = call i32 @maybe_forever()
          %b = call i32 @returns()
          %c = call i32 @llvm.ctpop.i32(i32 1)
          store volatile i32 0, i32* %p
          store i32 0, i32* %p
          %d = udiv i32 1, 1
          ret void
        }
        declare i32 @maybe_forever() nounwind
        declare i32 @returns() nounwind willreturn
        declare i32 @llvm.ctpop.i32(i32)
        """, "f");
    assertTrue(LoopSafety.mayStopExecution(ir.inst("a")), "a call that may not return");
    assertFalse(LoopSafety.mayStopExecution(ir.inst("b")), "willreturn nounwind");
    assertFalse(LoopSafety.mayStopExecution(ir.inst("c")), "an intrinsic that only reads (here: nothing)");
    var stores = ir.instructions("entry", StoreInst.class);
    assertTrue(LoopSafety.mayStopExecution(stores.get(0)), "a volatile store may trap on an I/O address");
    assertFalse(LoopSafety.mayStopExecution(stores.get(1)));
    assertFalse(LoopSafety.mayStopExecution(ir.inst("d")));
    assertTrue(LoopSafety.mayStopExecution(ir.instructions("entry", RetInst.class).get(0)));
  }

  @Test
  void theHeaderRunsUntilSomethingMayStop() {
    TestIr ir = TestIr.of("""
        define void @f(i32* %p, i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %before = load i32, i32* %p, align 4
          call void @g()
          %after = load i32, i32* %p, align 4
          %i.next = add nuw nsw i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        declare void @g()
        """, "f");
    LoopSafety s = safety(ir);
    assertTrue(s.isGuaranteedToExecute(ir.inst("before")));
    assertFalse(s.isGuaranteedToExecute(ir.inst("after")), "after a call that may throw");
    assertTrue(s.anyInstructionMayStop());
    assertTrue(s.noWritesBefore(ir.inst("before")));
    assertFalse(s.noWritesBefore(ir.inst("after")), "the call may write memory");
  }

  @Test
  void aConditionalBlockIsNotGuaranteed() {
    TestIr ir = TestIr.of("""
        define void @f(i32* %p, i1 %cond, i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
          br i1 %cond, label %then, label %latch
        then:
          %v = load i32, i32* %p, align 4
          br label %latch
        latch:
          %w = load i32, i32* %p, align 4
          %i.next = add nuw nsw i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """, "f");
    LoopSafety s = safety(ir);
    assertFalse(s.isGuaranteedToExecute(ir.inst("v")));
    assertTrue(s.isGuaranteedToExecute(ir.inst("w")), "every path from the header reaches the latch");
    assertFalse(s.anyInstructionMayStop());
  }

  /** A loop leaving early when {@code %i == bound}, with a load in the latch after that test. */
  private static TestIr earlyExit(String bound) {
    return TestIr.of("""
        define void @f(i32* %%p, i32 %%k, i32 %%n) {
        entry:
          br label %%loop
        loop:
          %%i = phi i32 [ 0, %%entry ], [ %%i.next, %%latch ]
          %%hit = icmp eq i32 %%i, %s
          br i1 %%hit, label %%early, label %%latch
        latch:
          %%w = load i32, i32* %%p, align 4
          %%i.next = add nuw nsw i32 %%i, 1
          %%c = icmp slt i32 %%i.next, %%n
          br i1 %%c, label %%loop, label %%exit
        early:
          ret void
        exit:
          ret void
        }
        """.formatted(bound), "f");
  }

  @Test
  void anExitNotTakenOnTheFirstIterationDoesNotCount() {
    // i == 5 with i starting at 0: on the first iteration the early exit is not taken, so the
    // latch's load runs on every entry to the loop (LLVM's CanProveNotTakenFirstIteration).
    TestIr ir = earlyExit("5");
    assertTrue(safety(ir).isGuaranteedToExecute(ir.inst("w")));
  }

  @Test
  void anExitThatMayBeTakenFirstDoesCount() {
    // i == k: k may be 0.
    TestIr ir = earlyExit("%k");
    assertFalse(safety(ir).isGuaranteedToExecute(ir.inst("w")));
  }
}
