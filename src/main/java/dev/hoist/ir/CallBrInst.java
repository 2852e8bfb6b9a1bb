package dev.hoist.ir;

import dev.hoist.ir.type.FunctionType;
import java.util.List;

/** {@code callbr void asm "", "r,X"(i32 %x, i8* blockaddress(@f, %l)) to label %ft [label %l]}. */
public final class CallBrInst extends CallBase {
  public CallBrInst(FunctionType functionType, Value callee, List<Value> args) {
    super(Opcode.CALLBR, functionType, callee, args);
  }

  /** Adds the fallthrough and indirect destinations; call after {@link #setBundles} (if any). */
  public void setDestinations(BasicBlock fallthrough, List<BasicBlock> indirect) {
    addOperand(fallthrough);
    for (BasicBlock b : indirect) addOperand(b);
  }

  public BasicBlock defaultDest() {
    return (BasicBlock) operand(firstExtraOperand());
  }

  public int numIndirectDests() {
    return numOperands() - firstExtraOperand() - 1;
  }

  public BasicBlock indirectDest(int i) {
    return (BasicBlock) operand(firstExtraOperand() + 1 + i);
  }

  @Override
  public Instruction cloneInstruction() {
    CallBrInst c = finishCallClone(new CallBrInst(functionType(), callee(), args()));
    List<BasicBlock> ind = new java.util.ArrayList<>();
    for (int i = 0; i < numIndirectDests(); i++) ind.add(indirectDest(i));
    c.setDestinations(defaultDest(), ind);
    return c;
  }
}
