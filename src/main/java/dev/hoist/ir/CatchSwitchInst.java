package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;

/**
 * {@code %cs = catchswitch within none [label %h1, label %h2] unwind to caller}: operands
 * [parent pad, unwind dest (if any), handlers...], so successors list the unwind dest first as in LLVM.
 */
public final class CatchSwitchInst extends Instruction {
  private final boolean hasUnwindDest;

  public CatchSwitchInst(Value parentPad, BasicBlock unwindDest) {
    super(Opcode.CATCHSWITCH, PrimitiveType.TOKEN);
    this.hasUnwindDest = unwindDest != null;
    if (unwindDest != null) initOperands(parentPad, unwindDest);
    else initOperands(parentPad);
  }

  public Value parentPad() {
    return operand(0);
  }

  public BasicBlock unwindDest() {
    return hasUnwindDest ? (BasicBlock) operand(1) : null;
  }

  public void addHandler(BasicBlock b) {
    addOperand(b);
  }

  public int numHandlers() {
    return numOperands() - (hasUnwindDest ? 2 : 1);
  }

  public BasicBlock handler(int i) {
    return (BasicBlock) operand((hasUnwindDest ? 2 : 1) + i);
  }

  @Override
  public boolean mayThrow() {
    return !hasUnwindDest;
  }

  @Override
  public Instruction cloneInstruction() {
    CatchSwitchInst c = new CatchSwitchInst(parentPad(), unwindDest());
    for (int i = 0; i < numHandlers(); i++) c.addHandler(handler(i));
    return finishClone(c);
  }
}
