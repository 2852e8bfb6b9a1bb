package dev.hoist.ir;

import dev.hoist.ir.type.FunctionType;
import java.util.List;

/** {@code invoke void @f() to label %ok unwind label %lpad}: the last two operands are the destinations. */
public final class InvokeInst extends CallBase {
  private boolean destsAdded;

  public InvokeInst(FunctionType functionType, Value callee, List<Value> args) {
    super(Opcode.INVOKE, functionType, callee, args);
  }

  /** Adds the destinations; call after {@link #setBundles} (if any). */
  public void setDestinations(BasicBlock normal, BasicBlock unwind) {
    if (destsAdded) throw new IllegalStateException("destinations already set");
    addOperand(normal);
    addOperand(unwind);
    destsAdded = true;
  }

  public BasicBlock normalDest() {
    return (BasicBlock) operand(numOperands() - 2);
  }

  public BasicBlock unwindDest() {
    return (BasicBlock) operand(numOperands() - 1);
  }

  @Override
  public Instruction cloneInstruction() {
    InvokeInst c = finishCallClone(new InvokeInst(functionType(), callee(), args()));
    c.setDestinations(normalDest(), unwindDest());
    return c;
  }
}
