package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;

/** {@code resume { i8*, i32 } %exn}. */
public final class ResumeInst extends Instruction {
  public ResumeInst(Value v) {
    super(Opcode.RESUME, PrimitiveType.VOID);
    initOperands(v);
  }

  @Override
  public boolean mayThrow() {
    return true;
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new ResumeInst(operand(0)));
  }
}
