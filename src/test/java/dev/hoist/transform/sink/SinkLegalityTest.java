package dev.hoist.transform.sink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * Which preheader instructions loop-sink may move into the loop, as far as their kind and memory
 * go: arithmetic always; a load when nothing it would now run after may write its location; a
 * call when it cannot throw, is not convergent, and reads nothing the loop may write.
 */
class SinkLegalityTest {
  /** A preheader with {@code pre}, then a loop whose body is {@code body}. */
  private static TestIr loop(String params, String pre, String body, String decls) {
    return TestIr.of("""
        define void @f(%s, i32 %%n) {
        entry:
          br label %%ph
        ph:
        %s
          br label %%loop
        loop:
          %%i = phi i32 [ 0, %%ph ], [ %%i.next, %%loop ]
        %s
          %%i.next = add nuw nsw i32 %%i, 1
          %%c = icmp slt i32 %%i.next, %%n
          br i1 %%c, label %%loop, label %%exit
        exit:
          ret void
        }
        %s
        """.formatted(params, pre, body, decls), "f");
  }

  private static String blocker(TestIr ir, String inst) {
    return new SinkLegality(ir.loop("loop"), ir.aa()).blocker(ir.inst(inst));
  }

  @Test
  void arithmeticAlwaysAllocasNever() {
    TestIr ir = loop("i32 %x", """
          %m = mul i32 %x, 3
          %a = alloca i32
        """, "", "");
    assertNull(blocker(ir, "m"));
    assertEquals("not a movable kind of instruction", blocker(ir, "a"));
  }

  @Test
  void loadsByWhatTheLoopWrites() {
    TestIr ir = loop("i32* %p, i32* %q, i32* noalias %r", """
          %clobbered = load i32, i32* %p, align 4
          %vol = load volatile i32, i32* %r, align 4
          %atom = load atomic i32, i32* %r unordered, align 4
          %apart = load i32, i32* %r, align 4
        """, """
          store i32 %i, i32* %q, align 4
        """, "");
    assertEquals("the loop may write the loaded memory", blocker(ir, "clobbered"));
    // Beyond LLVM 14: a store alias analysis keeps apart does not block.
    assertNull(blocker(ir, "apart"));
    assertEquals("volatile or ordered atomic load", blocker(ir, "vol"));
    assertEquals("unordered atomic load (would be duplicated)", blocker(ir, "atom"));
  }

  @Test
  void aLaterStoreInThePreheaderCountsToo() {
    TestIr ir = loop("i32* %p, i32* %q", """
          %v = load i32, i32* %p, align 4
          store i32 0, i32* %q, align 4
        """, "", "");
    assertEquals("the loop may write the loaded memory", blocker(ir, "v"));
  }

  @Test
  void callsByTheirEffects() {
    TestIr ir = loop("i32 %x, i32* noalias %r", """
          %pure = call i32 @pure(i32 %x)
          %throws = call i32 @throws(i32 %x)
          %writes = call i32 @writes(i32 %x)
          %conv = call i32 @conv(i32 %x)
          %reads = call i32 @reads(i32 %x)
          %argreads = call i32 @argreads(i32* %r)
        """, """
          call void @clobber()
        """, """
        declare i32 @pure(i32) nounwind readnone willreturn
        declare i32 @throws(i32) readnone
        declare i32 @writes(i32) nounwind willreturn
        declare i32 @conv(i32) nounwind readnone willreturn convergent
        declare i32 @reads(i32) nounwind readonly willreturn
        declare i32 @argreads(i32*) nounwind readonly argmemonly willreturn
        declare void @clobber() nounwind inaccessiblememonly
        """);
    assertNull(blocker(ir, "pure"));
    assertEquals("call may throw", blocker(ir, "throws"));
    assertEquals("call may write memory", blocker(ir, "writes"));
    assertEquals("convergent call", blocker(ir, "conv"));
    assertEquals("the loop writes memory and the call reads memory", blocker(ir, "reads"));
    // It reads only through %r, which the loop's one writer (inaccessible memory) cannot touch.
    assertNull(blocker(ir, "argreads"));
  }

  @Test
  void tooManyAccessesInTheLoop() {
    StringBuilder body = new StringBuilder();
    for (int k = 0; k <= SinkLegality.MAX_MEMORY_ACCESSES; k++) {
      body.append("  %l").append(k).append(" = load volatile i32, i32* %q, align 4\n");
    }
    TestIr ir = loop("i32* noalias %p, i32* noalias %q", "  %v = load i32, i32* %p, align 4\n", body.toString(), "");
    assertEquals("too many memory accesses in the loop", blocker(ir, "v"));
  }
}
