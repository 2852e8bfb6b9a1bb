package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;

/** {@code unreachable}. */
public final class UnreachableInst extends Instruction {
  public UnreachableInst() {
    super(Opcode.UNREACHABLE, PrimitiveType.VOID);
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new UnreachableInst());
  }
}
