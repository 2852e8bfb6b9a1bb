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
 * Also {@code (x ^ K1) ^ K2} is {@code x ^ (K1 ^ K2)}, which becomes a single xor, and an
 * operation with its identity ({@code x * 1}, {@code x + 0}) is its other operand: in the copies
 * of an alternating {@code s = -s}, {@code s * x[i]} is {@code x[i]} once {@code s} is 1.
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
    Value identity = identity(b);
    if (identity != null) return identity;
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

  /** {@code x + 0}, {@code x * 1}, {@code x & -1} and the like: the operand that is not the identity. */
  private static Value identity(BinaryInst b) {
    if (!(b.type() instanceof dev.hoist.ir.type.IntegerType)) return null;
    Value x = b.lhs(), y = b.rhs();
    switch (b.opcode()) {
      case ADD, OR, XOR -> {
        if (isInt(y, 0)) return x;
        if (isInt(x, 0)) return y;
      }
      case MUL -> {
        if (isInt(y, 1)) return x;
        if (isInt(x, 1)) return y;
      }
      case AND -> {
        if (y instanceof ConstantInt c && c.isAllOnes()) return x;
        if (x instanceof ConstantInt c && c.isAllOnes()) return y;
      }
      case SUB, SHL, LSHR, ASHR -> {
        if (isInt(y, 0)) return x;
      }
      case UDIV, SDIV -> {
        if (isInt(y, 1)) return x;
      }
      default -> {
        return null;
      }
    }
    return null;
  }

  private static boolean isInt(Value v, long n) {
    return v instanceof ConstantInt c && c.fitsLong() && c.signedValue() == n;
  }
}
