package dev.hoist.transform.mem2reg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.RetInst;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.testutil.TestIr;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which allocas mem2reg promotes (LLVM's isAllocaPromotable) and the phis it makes: one at each
 * join of different stored values, none where the value is the same on every path.
 */
class PromotableAllocaTest {
  private static final String ALLOCAS = """
      define void @f(i32 %x, i32* %out) {
      entry:
        %plain = alloca i32, align 4
        %marked = alloca i32, align 4
        %volatile = alloca i32, align 4
        %escapes = alloca i32, align 4
        %stored = alloca i32*, align 8
        %punned = alloca i32, align 4
        %indexed = alloca [2 x i32], align 4
        %array = alloca i32, i32 2, align 4
        %atomic = alloca i32, align 4
        store i32 %x, i32* %plain, align 4
        %v1 = load i32, i32* %plain, align 4
        %m8 = bitcast i32* %marked to i8*
        call void @llvm.lifetime.start.p0i8(i64 4, i8* %m8)
        store i32 %v1, i32* %marked, align 4
        call void @llvm.lifetime.end.p0i8(i64 4, i8* %m8)
        %v2 = load volatile i32, i32* %volatile, align 4
        call void @use(i32* %escapes)
        store i32* %out, i32** %stored, align 8
        %p8 = bitcast i32* %punned to i8*
        %b = load i8, i8* %p8, align 1
        %second = getelementptr inbounds [2 x i32], [2 x i32]* %indexed, i64 0, i64 1
        store i32 0, i32* %second, align 4
        store i32 0, i32* %array, align 4
        store atomic i32 0, i32* %atomic seq_cst, align 4
        ret void
      }
      declare void @use(i32*)
      declare void @llvm.lifetime.start.p0i8(i64, i8*)
      declare void @llvm.lifetime.end.p0i8(i64, i8*)
      """;

  private static boolean promotable(TestIr ir, String name) {
    return PromotableAlloca.isPromotable((AllocaInst) ir.inst(name));
  }

  @Test
  void onlyLoadsStoresAndMarkers() {
    TestIr ir = TestIr.of(ALLOCAS, "f");
    assertTrue(promotable(ir, "plain"));
    assertTrue(promotable(ir, "marked"), "lifetime markers through a bitcast");
    // A store of a pointer into the alloca is fine; a store of the alloca's own address is not.
    assertTrue(promotable(ir, "stored"));
    assertFalse(promotable(ir, "volatile"));
    assertFalse(promotable(ir, "escapes"), "passed to a call");
    assertFalse(promotable(ir, "punned"), "loaded as another type");
    assertFalse(promotable(ir, "indexed"), "a getelementptr to its second element");
    assertFalse(promotable(ir, "array"), "an array allocation");
    assertFalse(promotable(ir, "atomic"));
  }

  @Test
  void itsOwnAddressStoredAwayIsAnEscape() {
    TestIr ir = TestIr.of("""
        define void @f(i32** %slot) {
        entry:
          %a = alloca i32, align 4
          store i32* %a, i32** %slot, align 8
          ret void
        }
        """, "f");
    assertFalse(promotable(ir, "a"));
  }

  @Test
  void phisAtJoinsOfDifferentValues() {
    TestIr out = TestIr.of(TestIr.run("""
        define i32 @f(i1 %c, i32 %x, i32 %n) {
        entry:
          %v = alloca i32, align 4
          %same = alloca i32, align 4
          store i32 %x, i32* %same, align 4
          br i1 %c, label %then, label %else
        then:
          store i32 1, i32* %v, align 4
          br label %join
        else:
          store i32 2, i32* %v, align 4
          br label %join
        join:
          %a = load i32, i32* %v, align 4
          %b = load i32, i32* %same, align 4
          %r = add i32 %a, %b
          ret i32 %r
        }
        """, "-passes=mem2reg"), "f");
    // No memory is left, and the join has one phi: the two stores to %v; %same is %x everywhere.
    for (BasicBlock bb : out.f.blocks()) {
      for (Instruction i = bb.first(); i != null; i = i.next()) assertFalse(i instanceof AllocaInst, i.toString());
    }
    List<PhiInst> phis = out.block("join").phis();
    assertEquals(1, phis.size());
    assertEquals(2, phis.get(0).numIncoming());
    assertTrue(phis.get(0).valueFor(out.block("then")) instanceof ConstantInt one && one.zextValue() == 1);
    assertTrue(phis.get(0).valueFor(out.block("else")) instanceof ConstantInt two && two.zextValue() == 2);
    Instruction sum = out.inst("r");
    assertTrue(sum.operand(1) instanceof Argument a && "x".equals(a.name()));
  }

  @Test
  void aLoopCarriedVariableGetsAHeaderPhi() {
    TestIr out = TestIr.of(TestIr.run("""
        define i32 @f(i32 %n) {
        entry:
          %s = alloca i32, align 4
          store i32 0, i32* %s, align 4
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %old = load i32, i32* %s, align 4
          %new = add i32 %old, %i
          store i32 %new, i32* %s, align 4
          %i.next = add i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          %r = load i32, i32* %s, align 4
          ret i32 %r
        }
        """, "-passes=mem2reg"), "f");
    List<PhiInst> phis = out.block("loop").phis();
    assertEquals(2, phis.size(), "the counter and the promoted sum");
    PhiInst sum = phis.get(0) == out.inst("i") ? phis.get(1) : phis.get(0);
    assertEquals(out.inst("new"), sum.valueFor(out.block("loop")));
    assertEquals(out.inst("new"), out.instructions("exit", RetInst.class).get(0).operand(0));
  }
}
