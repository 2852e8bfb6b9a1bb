package dev.hoist.ir.constant;

import dev.hoist.ir.type.ArrayType;

/** An {@code [N x i8]} constant written {@code c"..."}: the bytes are kept as they are. */
public final class ConstantString extends Constant {
  private final byte[] bytes;

  public ConstantString(ArrayType type, byte[] bytes) {
    super(type);
    if (type.length() != bytes.length) throw new IllegalArgumentException("length mismatch");
    this.bytes = bytes;
  }

  public byte[] bytes() {
    return bytes;
  }

  @Override
  public boolean isZeroValue() {
    for (byte b : bytes) if (b != 0) return false;
    return true;
  }

  @Override
  public String reference() {
    return type + " c\"...\"";
  }
}
