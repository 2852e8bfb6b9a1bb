package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;

/** {@code ret i32 %x} or {@code ret void}. */
public final class RetInst extends Instruction {
  public RetInst(Value v) {
    super(Opcode.RET, PrimitiveType.VOID);
    if (v != null) initOperands(v);
  }

  /** The returned value, or null for {@code ret void}. */
  public Value returnValue() {
    return numOperands() > 0 ? operand(0) : null;
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new RetInst(returnValue()));
  }
}
