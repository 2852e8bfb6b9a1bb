package dev.hoist.ir;

/** {@code fneg float %x}, the only unary operator. */
public final class UnaryInst extends Instruction {
  public UnaryInst(Opcode op, Value v) {
    super(op, v.type());
    initOperands(v);
  }

  public Value operandValue() {
    return operand(0);
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new UnaryInst(opcode(), operand(0)));
  }
}
