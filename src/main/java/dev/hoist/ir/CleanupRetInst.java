package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;

/** {@code cleanupret from %pad unwind label %next} or {@code ... unwind to caller}. */
public final class CleanupRetInst extends Instruction {
  public CleanupRetInst(Value pad, BasicBlock unwindDest) {
    super(Opcode.CLEANUPRET, PrimitiveType.VOID);
    if (unwindDest != null) initOperands(pad, unwindDest);
    else initOperands(pad);
  }

  public Value cleanupPad() {
    return operand(0);
  }

  /** The unwind destination, or null for {@code unwind to caller}. */
  public BasicBlock unwindDest() {
    return numOperands() > 1 ? (BasicBlock) operand(1) : null;
  }

  @Override
  public boolean mayThrow() {
    return unwindDest() == null;
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new CleanupRetInst(cleanupPad(), unwindDest()));
  }
}
