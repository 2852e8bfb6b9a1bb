package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;

/** {@code indirectbr i8* %addr, [label %a, label %b]}. */
public final class IndirectBrInst extends Instruction {
  public IndirectBrInst(Value address) {
    super(Opcode.INDIRECTBR, PrimitiveType.VOID);
    initOperands(address);
  }

  public Value address() {
    return operand(0);
  }

  public void addDestination(BasicBlock b) {
    addOperand(b);
  }

  public int numDestinations() {
    return numOperands() - 1;
  }

  public BasicBlock destination(int i) {
    return (BasicBlock) operand(1 + i);
  }

  @Override
  public Instruction cloneInstruction() {
    IndirectBrInst c = new IndirectBrInst(address());
    for (int i = 0; i < numDestinations(); i++) c.addDestination(destination(i));
    return finishClone(c);
  }
}
