package dev.hoist.ir;

/** {@code add nsw i32 %a, %b} and the other two-operand arithmetic and bitwise instructions. */
public final class BinaryInst extends Instruction {
  public BinaryInst(Opcode op, Value a, Value b) {
    super(op, a.type());
    if (!op.isBinary()) throw new IllegalArgumentException(op + " is not binary");
    initOperands(a, b);
  }

  public BinaryInst(Opcode op, int flags, Value a, Value b) {
    this(op, a, b);
    this.flags = flags;
  }

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }

  @Override
  public boolean mayThrow() {
    return false;
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new BinaryInst(opcode(), lhs(), rhs()));
  }
}
