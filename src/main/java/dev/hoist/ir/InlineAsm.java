package dev.hoist.ir;

import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;

/** {@code asm sideeffect alignstack inteldialect unwind "template", "constraints"} used as a callee. */
public final class InlineAsm extends Value {
  private final FunctionType functionType;
  private final String asmString;
  private final String constraints;
  private final boolean sideEffect;
  private final boolean alignStack;
  private final boolean intelDialect;
  private final boolean canThrow;

  public InlineAsm(PointerType type, FunctionType functionType, String asmString, String constraints,
      boolean sideEffect, boolean alignStack, boolean intelDialect, boolean canThrow) {
    super(type);
    tracksUses = false;
    this.functionType = functionType;
    this.asmString = asmString;
    this.constraints = constraints;
    this.sideEffect = sideEffect;
    this.alignStack = alignStack;
    this.intelDialect = intelDialect;
    this.canThrow = canThrow;
  }



  public FunctionType functionType() {
    return functionType;
  }

  public String asmString() {
    return asmString;
  }

  public String constraints() {
    return constraints;
  }

  public boolean hasSideEffects() {
    return sideEffect;
  }

  public boolean isAlignStack() {
    return alignStack;
  }

  public boolean isIntelDialect() {
    return intelDialect;
  }

  public boolean canThrow() {
    return canThrow;
  }

  @Override
  public String reference() {
    return "asm \"" + asmString + "\"";
  }
}
