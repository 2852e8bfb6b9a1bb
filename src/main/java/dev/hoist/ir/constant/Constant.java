package dev.hoist.ir.constant;

import dev.hoist.ir.User;
import dev.hoist.ir.type.Type;

/**
 * A value known at compile time. Constants are not uniqued, so they do not keep use lists (a
 * global is the exception: it is a constant, its address, but it is also a definition).
 */
public abstract class Constant extends User {
  protected Constant(Type type) {
    super(type);
    tracksUses = false;
  }

  /** True for constants that are all-zero bits: 0, 0.0 (positive), null, zeroinitializer. */
  public boolean isZeroValue() {
    return false;
  }
}
