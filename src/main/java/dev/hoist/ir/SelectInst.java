package dev.hoist.ir;

/** {@code select i1 %c, i32 %a, i32 %b}. */
public final class SelectInst extends Instruction {
  public SelectInst(Value cond, Value ifTrue, Value ifFalse) {
    super(Opcode.SELECT, ifTrue.type());
    initOperands(cond, ifTrue, ifFalse);
  }

  public Value condition() {
    return operand(0);
  }

  public Value trueValue() {
    return operand(1);
  }

  public Value falseValue() {
    return operand(2);
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new SelectInst(condition(), trueValue(), falseValue()));
  }
}
