package dev.hoist.transform.licm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * Scalar promotion through the {@code licm} command line: the location becomes a phi of the loop,
 * loaded once before it and stored once after it, or, for each refusal, the loop keeps its store.
 * The refusals: another access that may touch the location, a volatile access, a mix of types or
 * of atomic and plain accesses, a use that is not a load or store, a loop that may throw around a
 * global, a store that may not run whose location others can see, and the option that turns
 * promotion off.
 */
class ScalarPromotionTest {
  /** {@code *p += a[i]} over n iterations, with {@code extra} after the update in the loop. */
  private static String accumulate(String params, String extra, String decls) {
    return """
        define void @f(i32* %%p, i32* noalias %%a, %s i32 %%n) {
        entry:
          br label %%loop
        loop:
          %%i = phi i32 [ 0, %%entry ], [ %%i.next, %%loop ]
          %%ix = zext i32 %%i to i64
          %%pa = getelementptr inbounds i32, i32* %%a, i64 %%ix
          %%v = load i32, i32* %%pa, align 4
          %%old = load i32, i32* %%p, align 4
          %%new = add i32 %%old, %%v
          store i32 %%new, i32* %%p, align 4
        %s
          %%i.next = add nuw nsw i32 %%i, 1
          %%c = icmp slt i32 %%i.next, %%n
          br i1 %%c, label %%loop, label %%exit
        exit:
          ret void
        }
        %s
        """.formatted(params, extra, decls);
  }

  private static TestIr licm(String ll, String... extra) {
    String[] args = new String[extra.length + 1];
    args[0] = "-passes=licm";
    System.arraycopy(extra, 0, args, 1, extra.length);
    return TestIr.of(TestIr.run(ll, args), "f");
  }

  /** Loads and stores through {@code %p} left in the loop. */
  private static int accessesToP(TestIr ir) {
    Value p = ir.value("p");
    int n = 0;
    for (BasicBlock b : ir.loop("loop").blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i instanceof LoadInst l && l.pointer() == p || i instanceof StoreInst s && s.pointer() == p) n++;
      }
    }
    return n;
  }

  @Test
  void promotedToAPhiLoadedBeforeAndStoredAfter() {
    TestIr ir = licm(accumulate("i32* noalias %q,", "", ""));
    Loop l = ir.loop("loop");
    assertEquals(0, accessesToP(ir));
    // The running value is a phi of the header, its start loaded in the preheader.
    PhiInst running = null;
    for (PhiInst phi : l.header().phis()) if (phi.valueFor(l.preheader()) instanceof LoadInst) running = phi;
    assertTrue(running != null, "no phi starting from a preheader load");
    LoadInst init = (LoadInst) running.valueFor(l.preheader());
    assertEquals(ir.value("p"), init.pointer());
    // The last value is stored once in the (single) exit block.
    BasicBlock exit = l.exitBlock();
    var stores = ir.instructions(exit.name(), StoreInst.class);
    assertEquals(1, stores.size());
    assertEquals(ir.value("p"), stores.get(0).pointer());
  }

  @Test
  void notWhenAnotherAccessMayTouchTheLocation() {
    TestIr ir = licm(accumulate("i32* %q,", "  store i32 0, i32* %q, align 4", ""));
    assertEquals(2, accessesToP(ir));
  }

  @Test
  void notWhenAnAccessIsVolatile() {
    TestIr ir = licm(accumulate("", "  %again = load volatile i32, i32* %p, align 4", ""));
    assertEquals(3, accessesToP(ir));
  }

  @Test
  void notWhenTheLocationIsAccessedWithAnotherType() {
    TestIr ir = licm(accumulate("", """
          %pf = bitcast i32* %p to float*
          store float 0.0, float* %pf, align 4
        """, ""));
    assertEquals(2, accessesToP(ir));
  }

  @Test
  void notWhenAtomicAndPlainAccessesMix() {
    TestIr ir = licm(accumulate("", """
          %seen = load atomic i32, i32* %p unordered, align 4
          store i32 %seen, i32* %pa, align 4
        """, ""));
    assertEquals(3, accessesToP(ir));
  }

  @Test
  void notWhenThePointerEscapesToACall() {
    TestIr ir = licm(accumulate("", """
          %seen = call i32 @look(i32* %p)
          store i32 %seen, i32* %pa, align 4
        """, "declare i32 @look(i32*) nounwind willreturn readonly argmemonly"));
    assertEquals(2, accessesToP(ir));
  }

  @Test
  void notWhenTheLoopMayThrowAndTheLocationIsVisible() {
    // A call that may unwind: the caller would see *p without the exit store's value.
    TestIr ir = licm(accumulate("", "  call void @may_throw()", "declare void @may_throw() readnone"));
    assertEquals(2, accessesToP(ir));
  }

  @Test
  void aLocalAllocaIsPromotedEvenWhenTheLoopMayThrow() {
    String ll = """
        define i32 @f(i32* noalias %a, i32 %n) {
        entry:
          %p = alloca i32, align 4
          store i32 0, i32* %p, align 4
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %old = load i32, i32* %p, align 4
          %new = add i32 %old, %i
          store i32 %new, i32* %p, align 4
          call void @may_throw()
          %i.next = add nuw nsw i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          %r = load i32, i32* %p, align 4
          ret i32 %r
        }
        declare void @may_throw() readnone
        """;
    assertEquals(0, accessesToP(licm(ll)));
  }

  @Test
  void aConditionalStoreToAGlobalIsNotStoredAfterTheLoop() {
    // The store may not run, and other code sees the global: only the load is promoted; the
    // store stays in the loop.
    String ll = """
        @g = global i32 0
        define void @f(i32* noalias %a, i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
          %ix = zext i32 %i to i64
          %pa = getelementptr inbounds i32, i32* %a, i64 %ix
          %v = load i32, i32* %pa, align 4
          %old = load i32, i32* @g, align 4
          %big = icmp sgt i32 %v, %old
          br i1 %big, label %then, label %latch
        then:
          store i32 %v, i32* @g, align 4
          br label %latch
        latch:
          %i.next = add nuw nsw i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """;
    TestIr ir = licm(ll);
    Loop l = ir.loop("loop");
    boolean storeInLoop = false;
    boolean loadInLoop = false;
    for (BasicBlock b : l.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        storeInLoop |= i instanceof StoreInst s && s.pointer() == ir.module.getGlobal("g");
        loadInLoop |= i instanceof LoadInst x && x.pointer() == ir.module.getGlobal("g");
      }
    }
    assertTrue(storeInLoop);
    assertFalse(loadInLoop);
    assertTrue(ir.instructions("exit", StoreInst.class).isEmpty());
  }

  @Test
  void theOptionTurnsPromotionOff() {
    String ll = accumulate("", "", "");
    assertEquals(0, accessesToP(licm(ll)));
    assertEquals(2, accessesToP(licm(ll, "-disable-licm-promotion")));
  }
}
