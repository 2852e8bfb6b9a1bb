package dev.hoist.ir;

/** {@code insertvalue { i32, i8 } undef, i8 1, 1}. */
public final class InsertValueInst extends Instruction {
  private final int[] indices;

  public InsertValueInst(Value aggregate, Value element, int[] indices) {
    super(Opcode.INSERTVALUE, aggregate.type());
    this.indices = indices;
    initOperands(aggregate, element);
  }

  public Value aggregate() {
    return operand(0);
  }

  public Value element() {
    return operand(1);
  }

  public int[] indices() {
    return indices;
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new InsertValueInst(aggregate(), element(), indices.clone()));
  }
}
