package dev.hoist.ir;

import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;

/** {@code @g = internal global i32 0, align 4}: operand 0 is the initializer, absent on declarations. */
public final class GlobalVariable extends GlobalObject {
  private boolean constant;
  private boolean externallyInitialized;
  private AttributeSet attributes = AttributeSet.EMPTY;

  public GlobalVariable(Type valueType, PointerType ptrType, String name, boolean constant, Constant initializer) {
    super(valueType, ptrType, name);
    this.constant = constant;
    if (initializer != null) addOperand(initializer);
  }

  public boolean isConstant() {
    return constant;
  }

  public void setConstant(boolean c) {
    this.constant = c;
  }

  public boolean isExternallyInitialized() {
    return externallyInitialized;
  }

  public void setExternallyInitialized(boolean b) {
    this.externallyInitialized = b;
  }

  public Constant initializer() {
    return numOperands() > 0 ? (Constant) operand(0) : null;
  }

  public void setInitializer(Constant c) {
    if (numOperands() > 0) {
      if (c == null) truncateOperands(0);
      else setOperand(0, c);
    } else if (c != null) {
      addOperand(c);
    }
  }

  public AttributeSet attributes() {
    return attributes;
  }

  public void setAttributes(AttributeSet a) {
    this.attributes = a;
  }

  @Override
  public boolean isDeclaration() {
    return numOperands() == 0;
  }
}
