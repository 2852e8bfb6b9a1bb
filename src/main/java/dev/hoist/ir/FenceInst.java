package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;

/** {@code fence syncscope("singlethread") acquire}. */
public final class FenceInst extends Instruction {
  private final AtomicOrdering ordering;
  private final String syncScope;

  public FenceInst(AtomicOrdering ordering, String syncScope) {
    super(Opcode.FENCE, PrimitiveType.VOID);
    this.ordering = ordering;
    this.syncScope = syncScope;
  }

  public AtomicOrdering ordering() {
    return ordering;
  }

  public String syncScope() {
    return syncScope;
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
    return finishClone(new FenceInst(ordering, syncScope));
  }
}
