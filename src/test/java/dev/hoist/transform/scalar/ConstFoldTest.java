package dev.hoist.transform.scalar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.Instruction;
import dev.hoist.ir.RetInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.testutil.TestIr;
import org.junit.jupiter.api.Test;

/**
 * constfold: instructions of constants become constants, selects on a constant condition and
 * phis of one value become that value, and folding runs through chains of users.
 */
class ConstFoldTest {
  private static long constant(Value v) {
    assertTrue(v instanceof ConstantInt, "not a constant: " + v);
    return ((ConstantInt) v).signedValue();
  }

  @Test
  void eachKindOfInstruction() {
    TestIr ir = TestIr.of("""
        define i32 @f(i32 %x, i32 %y) {
        entry:
          %add = add i32 2, 3
          %cast = sext i8 -1 to i32
          %cmp = icmp ult i32 1, 2
          %sel = select i1 true, i32 %x, i32 %y
          %same = select i1 %cmp, i32 %x, i32 %x
          %var = add i32 %x, 1
          ret i32 %add
        }
        """, "f");
    assertEquals(5, constant(ConstFold.fold(ir.inst("add"))));
    assertEquals(-1, constant(ConstFold.fold(ir.inst("cast"))));
    assertEquals(-1, constant(ConstFold.fold(ir.inst("cmp"))), "i1 true");
    assertSame(ir.value("x"), ConstFold.fold(ir.inst("sel")));
    assertSame(ir.value("x"), ConstFold.fold(ir.inst("same")));
    assertNull(ConstFold.fold(ir.inst("var")));
  }

  @Test
  void phisOfOneValue() {
    TestIr ir = TestIr.of("""
        define i32 @f(i1 %c, i32 %x) {
        entry:
          %y = add i32 %x, 1
          br i1 %c, label %a, label %b
        a:
          br label %join
        b:
          br label %join
        join:
          %const = phi i32 [ 7, %a ], [ 7, %b ]
          %arg = phi i32 [ %x, %a ], [ %x, %b ]
          %inst = phi i32 [ %y, %a ], [ %y, %b ]
          %two = phi i32 [ 7, %a ], [ 8, %b ]
          ret i32 %const
        }
        """, "f");
    assertEquals(7, constant(ConstFold.fold(ir.inst("const"))));
    assertSame(ir.value("x"), ConstFold.fold(ir.inst("arg")));
    // One value on every edge dominates every predecessor's end, so the phi's block too.
    assertSame(ir.value("y"), ConstFold.fold(ir.inst("inst")));
    assertNull(ConstFold.fold(ir.inst("two")));
  }

  @Test
  void chainsFoldThrough() {
    TestIr ir = TestIr.of(TestIr.run("""
        define i32 @f() {
        entry:
          %a = add i32 2, 3
          %b = mul i32 %a, 4
          %c = icmp sgt i32 %b, 10
          %d = select i1 %c, i32 %b, i32 0
          %e = sub i32 %d, 1
          ret i32 %e
        }
        """, "-passes=constfold"), "f");
    Instruction ret = ir.instructions("entry", RetInst.class).get(0);
    assertEquals(19, constant(ret.operand(0)));
    assertEquals(1, ir.f.entry().instructions().size(), "only the ret is left");
  }
}
