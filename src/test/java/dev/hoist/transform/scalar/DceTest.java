package dev.hoist.transform.scalar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.Instruction;
import dev.hoist.testutil.TestIr;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * dce: removes instructions nobody uses and whose removal changes nothing the program does (LLVM's
 * isInstructionTriviallyDead), and then what became unused because of that.
 */
class DceTest {
  private static final String F = """
      define void @f(i32 %x, i32* %p) {
      entry:
        %chain1 = add i32 %x, 1
        %chain2 = mul i32 %chain1, 3
        %unused = shl i32 %chain2, 1
        %load = load i32, i32* %p, align 4
        %vload = load volatile i32, i32* %p, align 4
        %aload = load atomic i32, i32* %p seq_cst, align 4
        %pure = call i32 @pure(i32 %x)
        %maybe = call i32 @may_not_return(i32 %x)
        %div = udiv i32 %x, 0
        %slot = alloca i32
        store i32 %x, i32* %p, align 4
        call void @llvm.lifetime.start.p0i8(i64 4, i8* null)
        ret void
      }
      declare i32 @pure(i32) nounwind readnone willreturn
      declare i32 @may_not_return(i32) nounwind readnone
      declare void @llvm.lifetime.start.p0i8(i64, i8*)
      """;

  @Test
  void whatIsTriviallyDead() {
    TestIr ir = TestIr.of(F, "f");
    assertFalse(DeadCode.isTriviallyDead(ir.inst("chain1")), "used");
    assertTrue(DeadCode.isTriviallyDead(ir.inst("unused")));
    assertTrue(DeadCode.isTriviallyDead(ir.inst("load")));
    assertFalse(DeadCode.isTriviallyDead(ir.inst("vload")));
    assertFalse(DeadCode.isTriviallyDead(ir.inst("aload")), "an ordered atomic load orders other accesses");
    assertTrue(DeadCode.isTriviallyDead(ir.inst("pure")));
    assertFalse(DeadCode.isTriviallyDead(ir.inst("maybe")), "may not return");
    assertTrue(DeadCode.isTriviallyDead(ir.inst("slot")));
    assertTrue(DeadCode.isTriviallyDead(ir.inst("div")));
  }

  @Test
  void removesChainsAndKeepsEffects() {
    TestIr ir = TestIr.of(TestIr.run(F, "-passes=dce"), "f");
    List<String> left = new ArrayList<>();
    for (Instruction i = ir.f.entry().first(); i != null; i = i.next()) left.add(i.hasName() ? i.name() : i.opcode().text());
    // unused, then chain2 and chain1; load, pure, slot; and the division by zero, which has no
    // side effect to keep (its undefined behaviour need not happen, as in LLVM's dce).
    assertEquals(List.of("vload", "aload", "maybe", "store", "call", "ret"), left);
  }
}
