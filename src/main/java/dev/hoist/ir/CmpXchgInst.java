package dev.hoist.ir;

import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.StructType;
import java.util.List;

/** {@code cmpxchg weak volatile i32* %p, i32 %cmp, i32 %new acq_rel monotonic, align 4}: yields {@code {i32, i1}}. */
public final class CmpXchgInst extends Instruction implements MemoryAccess {
  private long align;
  private boolean isVolatile;
  private boolean weak;
  private final AtomicOrdering successOrdering;
  private final AtomicOrdering failureOrdering;
  private final String syncScope;

  public CmpXchgInst(Value ptr, Value cmp, Value newValue, AtomicOrdering success, AtomicOrdering failure,
      String syncScope, long align) {
    super(Opcode.CMPXCHG, StructType.literal(List.of(cmp.type(), IntegerType.I1), false));
    this.successOrdering = success;
    this.failureOrdering = failure;
    this.syncScope = syncScope;
    this.align = align;
    initOperands(ptr, cmp, newValue);
  }

  @Override
  public Value pointer() {
    return operand(0);
  }

  public Value compareValue() {
    return operand(1);
  }

  public Value newValue() {
    return operand(2);
  }

  @Override
  public long align() {
    return align;
  }

  @Override
  public void setAlign(long a) {
    this.align = a;
  }

  @Override
  public boolean isVolatile() {
    return isVolatile;
  }

  public void setVolatile(boolean v) {
    this.isVolatile = v;
  }

  public boolean isWeak() {
    return weak;
  }

  public void setWeak(boolean w) {
    this.weak = w;
  }

  @Override
  public AtomicOrdering ordering() {
    return successOrdering;
  }

  public AtomicOrdering successOrdering() {
    return successOrdering;
  }

  public AtomicOrdering failureOrdering() {
    return failureOrdering;
  }

  @Override
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
    CmpXchgInst c = new CmpXchgInst(pointer(), compareValue(), newValue(), successOrdering, failureOrdering,
        syncScope, align);
    c.isVolatile = isVolatile;
    c.weak = weak;
    return finishClone(c);
  }
}
