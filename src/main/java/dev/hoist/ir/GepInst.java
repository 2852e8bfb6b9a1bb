package dev.hoist.ir;

import dev.hoist.ir.type.Type;
import java.util.List;

/**
 * {@code getelementptr inbounds %struct.S, %struct.S* %p, i64 0, i32 1}: operand 0 is the base
 * pointer, the rest are indices. {@link Flags#INBOUNDS} is kept in the flag word.
 */
public final class GepInst extends Instruction {
  private final Type sourceElementType;

  public GepInst(Type sourceElementType, Type resultType, Value ptr, List<Value> indices) {
    super(Opcode.GETELEMENTPTR, resultType);
    this.sourceElementType = sourceElementType;
    Value[] ops = new Value[indices.size() + 1];
    ops[0] = ptr;
    for (int i = 0; i < indices.size(); i++) ops[i + 1] = indices.get(i);
    initOperands(ops);
  }

  public Type sourceElementType() {
    return sourceElementType;
  }

  public Value pointer() {
    return operand(0);
  }

  public int numIndices() {
    return numOperands() - 1;
  }

  public Value index(int i) {
    return operand(i + 1);
  }

  /** The index operands as a list (operands 1..n). */
  public java.util.List<Value> operandsAfterBase() {
    java.util.List<Value> l = new java.util.ArrayList<>(numIndices());
    for (int i = 1; i < numOperands(); i++) l.add(operand(i));
    return l;
  }

  public boolean isInBounds() {
    return hasFlag(Flags.INBOUNDS);
  }

  @Override
  public Instruction cloneInstruction() {
    Value[] ops = operandArray();
    return finishClone(new GepInst(sourceElementType, type(), ops[0], List.of(ops).subList(1, ops.length)));
  }
}
