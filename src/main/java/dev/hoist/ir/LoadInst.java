package dev.hoist.ir;

import dev.hoist.ir.type.Type;

/** {@code load volatile i32, i32* %p, align 4} and {@code load atomic i32, i32* %p seq_cst, align 4}. */
public final class LoadInst extends Instruction implements MemoryAccess {
  private long align;
  private boolean isVolatile;
  private AtomicOrdering ordering = AtomicOrdering.NOT_ATOMIC;
  private String syncScope;

  public LoadInst(Type type, Value ptr, long align) {
    super(Opcode.LOAD, type);
    this.align = align;
    initOperands(ptr);
  }

  @Override
  public Value pointer() {
    return operand(0);
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
    return true;
  }

  @Override
  public boolean mayWriteMemory() {
    // Volatile and ordered atomic loads are modelled as writes too: they may not be reordered.
    return !isUnordered();
  }

  @Override
  public Instruction cloneInstruction() {
    LoadInst l = new LoadInst(type(), pointer(), align);
    l.isVolatile = isVolatile;
    l.ordering = ordering;
    l.syncScope = syncScope;
    return finishClone(l);
  }
}
