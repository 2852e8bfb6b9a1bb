package dev.hoist.ir;

import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.PrimitiveType;

/** {@code switch i32 %x, label %default [ i32 0, label %a  i32 1, label %b ]}: operands [cond, default, (value, dest)*]. */
public final class SwitchInst extends Instruction {
  public SwitchInst(Value cond, BasicBlock defaultDest) {
    super(Opcode.SWITCH, PrimitiveType.VOID);
    initOperands(cond, defaultDest);
  }

  public Value condition() {
    return operand(0);
  }

  public BasicBlock defaultDest() {
    return (BasicBlock) operand(1);
  }

  public int numCases() {
    return (numOperands() - 2) / 2;
  }

  public ConstantInt caseValue(int i) {
    return (ConstantInt) operand(2 + 2 * i);
  }

  public BasicBlock caseDest(int i) {
    return (BasicBlock) operand(3 + 2 * i);
  }

  public void addCase(ConstantInt value, BasicBlock dest) {
    addOperand(value);
    addOperand(dest);
  }

  @Override
  public Instruction cloneInstruction() {
    SwitchInst s = new SwitchInst(condition(), defaultDest());
    for (int i = 0; i < numCases(); i++) s.addCase(caseValue(i), caseDest(i));
    return finishClone(s);
  }
}
