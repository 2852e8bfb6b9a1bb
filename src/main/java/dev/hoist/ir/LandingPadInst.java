package dev.hoist.ir;

import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.type.Type;
import java.util.Arrays;

/** {@code landingpad { i8*, i32 } cleanup catch i8* @typeinfo filter [0 x i8*] zeroinitializer}. */
public final class LandingPadInst extends Instruction {
  private boolean cleanup;
  private boolean[] isFilter = new boolean[2];

  public LandingPadInst(Type type, boolean cleanup) {
    super(Opcode.LANDINGPAD, type);
    this.cleanup = cleanup;
  }

  public boolean isCleanup() {
    return cleanup;
  }

  public void setCleanup(boolean c) {
    this.cleanup = c;
  }

  public void addClause(boolean filter, Constant c) {
    int n = numOperands();
    if (n == isFilter.length) isFilter = Arrays.copyOf(isFilter, n * 2);
    isFilter[n] = filter;
    addOperand(c);
  }

  public int numClauses() {
    return numOperands();
  }

  public boolean isFilter(int i) {
    return isFilter[i];
  }

  public Constant clause(int i) {
    return (Constant) operand(i);
  }

  @Override
  public Instruction cloneInstruction() {
    LandingPadInst l = new LandingPadInst(type(), cleanup);
    for (int i = 0; i < numClauses(); i++) l.addClause(isFilter[i], clause(i));
    return finishClone(l);
  }
}
