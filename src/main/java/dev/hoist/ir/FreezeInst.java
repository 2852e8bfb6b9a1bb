package dev.hoist.ir;

/** {@code freeze i32 %x}: stops undef and poison from propagating. */
public final class FreezeInst extends Instruction {
  public FreezeInst(Value v) {
    super(Opcode.FREEZE, v.type());
    initOperands(v);
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new FreezeInst(operand(0)));
  }
}
