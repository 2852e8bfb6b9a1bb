package dev.hoist.ir;

import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;

/** {@code alloca i32, i32 %n, align 4, addrspace(5)}: operand 0 is the element count. */
public final class AllocaInst extends Instruction {
  private final Type allocatedType;
  private long align;
  private boolean inalloca;
  private boolean swifterror;

  public AllocaInst(Type allocatedType, Value arraySize, long align, PointerType resultType) {
    super(Opcode.ALLOCA, resultType);
    this.allocatedType = allocatedType;
    this.align = align;
    initOperands(arraySize);
  }

  public Type allocatedType() {
    return allocatedType;
  }

  public Value arraySize() {
    return operand(0);
  }

  /** True unless the count is the constant 1. */
  public boolean isArrayAllocation() {
    return !(arraySize() instanceof dev.hoist.ir.constant.ConstantInt c && c.isOne());
  }

  public long align() {
    return align;
  }

  public void setAlign(long a) {
    this.align = a;
  }

  public int addrSpace() {
    return ((PointerType) type()).addrSpace();
  }

  public boolean isInalloca() {
    return inalloca;
  }

  public void setInalloca(boolean b) {
    this.inalloca = b;
  }

  public boolean isSwiftError() {
    return swifterror;
  }

  public void setSwiftError(boolean b) {
    this.swifterror = b;
  }

  @Override
  public Instruction cloneInstruction() {
    AllocaInst a = new AllocaInst(allocatedType, arraySize(), align, (PointerType) type());
    a.inalloca = inalloca;
    a.swifterror = swifterror;
    return finishClone(a);
  }
}
