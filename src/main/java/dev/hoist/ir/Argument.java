package dev.hoist.ir;

import dev.hoist.ir.type.Type;

/** A formal parameter of a function. */
public final class Argument extends Value {
  private final Function parent;
  private final int index;

  public Argument(Type type, Function parent, int index) {
    super(type);
    this.parent = parent;
    this.index = index;
  }

  public Function parent() {
    return parent;
  }

  @Override
  Function localScope() {
    return parent;
  }

  public int index() {
    return index;
  }
}
