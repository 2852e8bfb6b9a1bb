package dev.hoist.ir;

/** {@code insertelement <4 x i32> %v, i32 %x, i32 0}. */
public final class InsertElementInst extends Instruction {
  public InsertElementInst(Value vector, Value element, Value index) {
    super(Opcode.INSERTELEMENT, vector.type());
    initOperands(vector, element, index);
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new InsertElementInst(operand(0), operand(1), operand(2)));
  }
}
