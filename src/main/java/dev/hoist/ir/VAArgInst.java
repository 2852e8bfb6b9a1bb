package dev.hoist.ir;

import dev.hoist.ir.type.Type;

/** {@code va_arg i8* %ap, i32}. */
public final class VAArgInst extends Instruction {
  public VAArgInst(Value list, Type type) {
    super(Opcode.VAARG, type);
    initOperands(list);
  }

  public Value list() {
    return operand(0);
  }

  @Override
  public boolean mayReadMemory() {
    return true;
  }

  @Override
  public boolean mayWriteMemory() {
    return true;
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new VAArgInst(list(), type()));
  }
}
