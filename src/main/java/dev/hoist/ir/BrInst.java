package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;

/** {@code br label %dest} or {@code br i1 %c, label %then, label %else}. */
public final class BrInst extends Instruction {
  public BrInst(BasicBlock dest) {
    super(Opcode.BR, PrimitiveType.VOID);
    initOperands(dest);
  }

  public BrInst(Value cond, BasicBlock ifTrue, BasicBlock ifFalse) {
    super(Opcode.BR, PrimitiveType.VOID);
    initOperands(cond, ifTrue, ifFalse);
  }

  public boolean isConditional() {
    return numOperands() == 3;
  }

  public Value condition() {
    return isConditional() ? operand(0) : null;
  }

  /** Successor 0 is the true (or only) destination, successor 1 the false one. */
  public BasicBlock successor(int i) {
    return (BasicBlock) operand(isConditional() ? 1 + i : i);
  }

  public void setSuccessor(int i, BasicBlock b) {
    setOperand(isConditional() ? 1 + i : i, b);
  }

  public int numSuccessors() {
    return isConditional() ? 2 : 1;
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(isConditional() ? new BrInst(condition(), successor(0), successor(1)) : new BrInst(successor(0)));
  }
}
