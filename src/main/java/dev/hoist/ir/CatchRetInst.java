package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;

/** {@code catchret from %catch to label %cont}. */
public final class CatchRetInst extends Instruction {
  public CatchRetInst(Value pad, BasicBlock dest) {
    super(Opcode.CATCHRET, PrimitiveType.VOID);
    initOperands(pad, dest);
  }

  public Value catchPad() {
    return operand(0);
  }

  public BasicBlock successor() {
    return (BasicBlock) operand(1);
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new CatchRetInst(catchPad(), successor()));
  }
}
