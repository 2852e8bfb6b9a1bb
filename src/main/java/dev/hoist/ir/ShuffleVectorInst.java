package dev.hoist.ir;

import dev.hoist.ir.type.VectorType;

/**
 * {@code shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 undef, i32 1>}: the
 * mask is kept as ints, -1 for an undef lane (LLVM 14 keeps it the same way).
 */
public final class ShuffleVectorInst extends Instruction {
  private final int[] mask;

  public ShuffleVectorInst(Value a, Value b, int[] mask, VectorType resultType) {
    super(Opcode.SHUFFLEVECTOR, resultType);
    this.mask = mask;
    initOperands(a, b);
  }

  public int[] mask() {
    return mask;
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new ShuffleVectorInst(operand(0), operand(1), mask.clone(), (VectorType) type()));
  }
}
