package dev.hoist.ir;

import dev.hoist.ir.type.Type;

/** {@code extractvalue { i32, i1 } %r, 1}. */
public final class ExtractValueInst extends Instruction {
  private final int[] indices;

  public ExtractValueInst(Value aggregate, int[] indices, Type resultType) {
    super(Opcode.EXTRACTVALUE, resultType);
    this.indices = indices;
    initOperands(aggregate);
  }

  public Value aggregate() {
    return operand(0);
  }

  public int[] indices() {
    return indices;
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new ExtractValueInst(aggregate(), indices.clone(), type()));
  }
}
