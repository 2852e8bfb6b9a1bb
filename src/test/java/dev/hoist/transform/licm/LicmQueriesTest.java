package dev.hoist.transform.licm;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.StoreInst;
import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * LICM's questions as other passes ask them (rotation and versioning ask whether their change
 * would let LICM hoist or promote more).
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
}
