package dev.hoist.ir;

import dev.hoist.ir.type.PrimitiveType;

/** {@code store i32 %v, i32* %p, align 4}: operand 0 is the value, operand 1 the pointer. */
public final class StoreInst extends Instruction implements MemoryAccess {
  private long align;
  private boolean isVolatile;
  private AtomicOrdering ordering = AtomicOrdering.NOT_ATOMIC;
  private String syncScope;

  public StoreInst(Value value, Value ptr, long align) {
    super(Opcode.STORE, PrimitiveType.VOID);
    this.align = align;
    initOperands(value, ptr);
  }

  public Value value() {
    return operand(0);
  }

  @Override
  public Value pointer() {
    return operand(1);
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

  @Override
  public AtomicOrdering ordering() {
    return ordering;
  }

  @Override
  public String syncScope() {
    return syncScope;
  }

  public void setAtomic(AtomicOrdering o, String scope) {
    this.ordering = o;
    this.syncScope = scope;
  }

  @Override
  public boolean mayReadMemory() {
    return !isUnordered();
  }

  @Override
  public boolean mayWriteMemory() {
    return true;
  }

  @Override
  public Instruction cloneInstruction() {
    StoreInst s = new StoreInst(value(), pointer(), align);
    s.isVolatile = isVolatile;
    s.ordering = ordering;
    s.syncScope = syncScope;
    return finishClone(s);
  }
}
