package dev.hoist.ir;

import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;

/**
 * {@code @a = alias i32, i32* @g} or, with {@code ifunc}, {@code @f = ifunc void (), void ()* ()* @resolver}:
 * operand 0 is the aliasee or resolver.
 */
public final class GlobalAlias extends GlobalValue {
  private final boolean ifunc;

  public GlobalAlias(Type valueType, PointerType ptrType, String name, boolean ifunc, Constant target) {
    super(valueType, ptrType, name);
    this.ifunc = ifunc;
    addOperand(target);
  }

  public boolean isIFunc() {
    return ifunc;
  }

  /** The aliasee, or the resolver of an ifunc. */
  public Constant target() {
    return (Constant) operand(0);
  }

  @Override
  public boolean isDeclaration() {
    return false;
  }
}
