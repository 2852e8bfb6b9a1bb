package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;
import java.util.List;

/** {@code catchpad within %cs [i8* null, i32 64, i8* null]} and {@code cleanuppad within none []}: operands [parent, args...]. */
public final class FuncletPadInst extends Instruction {
  public FuncletPadInst(Opcode op, Value parentPad, List<Value> args) {
    super(op, PrimitiveType.TOKEN);
    addOperand(parentPad);
    for (Value a : args) addOperand(a);
  }

  public Value parentPad() {
    return operand(0);
  }

  public int numArgs() {
    return numOperands() - 1;
  }

  public Value arg(int i) {
    return operand(1 + i);
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
    Value[] ops = operandArray();
    return finishClone(new FuncletPadInst(opcode(), ops[0], List.of(ops).subList(1, ops.length)));
  }
}
