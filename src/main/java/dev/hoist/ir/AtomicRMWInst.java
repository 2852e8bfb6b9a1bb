package dev.hoist.ir;

/** {@code atomicrmw add i32* %p, i32 1 seq_cst, align 4}. */
public final class AtomicRMWInst extends Instruction implements MemoryAccess {
  /** The read-modify-write operations of LLVM 14. */
  public enum Op {
    XCHG("xchg"), ADD("add"), SUB("sub"), AND("and"), NAND("nand"), OR("or"), XOR("xor"), MAX("max"), MIN("min"),
    UMAX("umax"), UMIN("umin"), FADD("fadd"), FSUB("fsub");

    private final String text;

    Op(String text) {
      this.text = text;
    }

    public String text() {
      return text;
    }
  }

  private final Op op;
  private long align;
  private boolean isVolatile;
  private final AtomicOrdering ordering;
  private final String syncScope;

  public AtomicRMWInst(Op op, Value ptr, Value value, AtomicOrdering ordering, String syncScope, long align) {
    super(Opcode.ATOMICRMW, value.type());
    this.op = op;
    this.ordering = ordering;
    this.syncScope = syncScope;
    this.align = align;
    initOperands(ptr, value);
  }

  public Op op() {
    return op;
  }

  @Override
  public Value pointer() {
    return operand(0);
  }

  public Value value() {
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
    AtomicRMWInst a = new AtomicRMWInst(op, pointer(), value(), ordering, syncScope, align);
    a.isVolatile = isVolatile;
    return finishClone(a);
  }
}
