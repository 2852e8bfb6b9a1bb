package dev.hoist.ir.metadata;

import dev.hoist.ir.constant.Constant;

/** A constant (or global) used as metadata, e.g. the {@code i32 1} in {@code !{i32 1}}. */
public final class ValueAsMetadata extends Metadata {
  private final Constant value;

  public ValueAsMetadata(Constant value) {
    this.value = value;
  }

  public Constant value() {
    return value;
  }
}
