package dev.hoist.ir;

import dev.hoist.ir.type.FunctionType;
import java.util.List;

/** {@code %r = tail call fastcc i32 @f(i32 %x) #0}. */
public final class CallInst extends CallBase {
  /** The tail-call marker. */
  public enum TailKind {
    NONE(""), TAIL("tail"), MUSTTAIL("musttail"), NOTAIL("notail");

    private final String text;

    TailKind(String text) {
      this.text = text;
    }

    public String text() {
      return text;
    }
  }

  private TailKind tailKind = TailKind.NONE;

  public CallInst(FunctionType functionType, Value callee, List<Value> args) {
    super(Opcode.CALL, functionType, callee, args);
  }

  public TailKind tailKind() {
    return tailKind;
  }

  public void setTailKind(TailKind k) {
    this.tailKind = k;
  }

  @Override
  public Instruction cloneInstruction() {
    CallInst c = new CallInst(functionType(), callee(), args());
    c.tailKind = tailKind;
    return finishCallClone(c);
  }
}
