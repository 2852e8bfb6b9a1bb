package dev.hoist.ir.constant;

import dev.hoist.ir.type.FloatType;

/**
 * A floating-point constant, kept as its exact bit pattern: {@code bits} for types up to 64 bits;
 * for x86_fp80, fp128 and ppc_fp128 {@code hi}:{@code bits} form the 80/128-bit pattern
 * (x86_fp80: hi holds the 16 sign/exponent bits, bits the 64-bit significand).
 */
public final class ConstantFP extends Constant {
  private final long bits;
  private final long hi;

  private ConstantFP(FloatType type, long hi, long bits) {
    super(type);
    this.hi = hi;
    this.bits = bits;
  }

  public static ConstantFP ofBits(FloatType type, long hi, long lo) {
    return new ConstantFP(type, hi, lo);
  }

  public static ConstantFP ofDouble(double d) {
    return new ConstantFP(FloatType.DOUBLE, 0, Double.doubleToRawLongBits(d));
  }

  public static ConstantFP ofFloat(float f) {
    return new ConstantFP(FloatType.FLOAT, 0, Float.floatToRawIntBits(f) & 0xffffffffL);
  }

  public FloatType floatType() {
    return (FloatType) type;
  }

  /** The low 64 bits of the pattern (the whole pattern for types up to 64 bits). */
  public long bits() {
    return bits;
  }

  /** The high bits of an 80/128-bit pattern. */
  public long hiBits() {
    return hi;
  }

  /** The value as a double, for float and double constants. */
  public double doubleValue() {
    if (type == FloatType.DOUBLE) return Double.longBitsToDouble(bits);
    if (type == FloatType.FLOAT) return Float.intBitsToFloat((int) bits);
    throw new IllegalStateException("not float/double: " + type);
  }

  public boolean isNegativeZero() {
    return (type == FloatType.DOUBLE && bits == Long.MIN_VALUE) || (type == FloatType.FLOAT && bits == 0x80000000L);
  }

  @Override
  public boolean isZeroValue() {
    return bits == 0 && hi == 0;
  }

  public boolean sameBits(ConstantFP o) {
    return o.type == type && o.bits == bits && o.hi == hi;
  }

  @Override
  public String reference() {
    return type + " " + FloatText.format(this);
  }
}
