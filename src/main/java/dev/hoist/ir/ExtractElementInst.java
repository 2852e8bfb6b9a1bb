package dev.hoist.ir;

import dev.hoist.ir.type.VectorType;

/** {@code extractelement <4 x i32> %v, i32 0}. */
public final class ExtractElementInst extends Instruction {
  public ExtractElementInst(Value vector, Value index) {
    super(Opcode.EXTRACTELEMENT, ((VectorType) vector.type()).element());
    initOperands(vector, index);
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new ExtractElementInst(operand(0), operand(1)));
  }
}
