package dev.hoist.ir;

import dev.hoist.ir.type.Type;

/** {@code zext i8 %x to i32} and the other conversions. */
public final class CastInst extends Instruction {
  public CastInst(Opcode op, Value v, Type to) {
    super(op, to);
    if (!op.isCast()) throw new IllegalArgumentException(op + " is not a cast");
    initOperands(v);
  }

  public Value source() {
    return operand(0);
  }

  public Type sourceType() {
    return operand(0).type();
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new CastInst(opcode(), source(), type()));
  }
}
