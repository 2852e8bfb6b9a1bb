package dev.hoist.transform.unroll;

import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.UnaryInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantEquality;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;

/**
 * Operations that undo themselves, as an alternating recurrence applies them: after unrolling by
 * two, the phi's value for the next unrolled iteration is its own value again.
 *
 * <pre>
 *   %c.1 = xor i8 %c, -1        %s.1 = sub i32 0, %s        %f.1 = fneg float %f
 *   %c.2 = xor i8 %c.1, -1      %s.2 = sub i32 0, %s.1      %f.2 = fneg float %f.1
 *   ; %c.2 is %c                ; %s.2 is %s                ; %f.2 is %f
 * </pre>
 *
 * Also {@code (x ^ K1) ^ K2} is {@code x ^ (K1 ^ K2)}, which becomes a single xor.
 */
final class Involutions {
  private Involutions() {}

  /** The value {@code i} equals when it undoes its operand, else null. */
  static Value simplify(Instruction i) {
    if (i instanceof UnaryInst u && u.opcode() == Opcode.FNEG && u.operandValue() instanceof UnaryInst v
        && v.opcode() == Opcode.FNEG) {
      return v.operandValue();
    }
    if (!(i instanceof BinaryInst b)) return null;
    if (b.opcode() == Opcode.XOR && b.rhs() instanceof ConstantInt k2 && b.lhs() instanceof BinaryInst inner
        && inner.opcode() == Opcode.XOR && inner.rhs() instanceof ConstantInt k1) {
      Constant k = ConstantFolder.binary(Opcode.XOR, 0, k1, k2);
      if (k instanceof ConstantInt ki && ki.isZero()) return inner.lhs();
      if (k != null) {
        b.setOperand(0, inner.lhs());
        b.setOperand(1, k);
      }
      return null;
    }
    if (b.opcode() == Opcode.SUB && b.lhs() instanceof Constant c && b.rhs() instanceof BinaryInst inner
        && inner.opcode() == Opcode.SUB && inner.lhs() instanceof Constant c2 && ConstantEquality.same(c, c2)) {
      return inner.rhs();
    }
    return null;
  }
}
