package dev.hoist.ir.constant;

/** Exact conversions of a double's value to the narrower formats, as the parser needs them. */
public final class FloatConversions {
  private FloatConversions() {}

  /** The half-precision bits of {@code doubleBits} when the value is exactly representable, else -1. */
  public static long toHalfBits(long doubleBits) {
    long f = FloatText.doubleBitsToFloatBits(doubleBits);
    if (f < 0) return -1;
    float fv = Float.intBitsToFloat((int) f);
    if (Float.isNaN(fv)) {
      int mant = (int) (f & 0x7fffff);
      if ((mant & ((1 << 13) - 1)) != 0) return -1;
      return ((f >>> 16) & 0x8000) | 0x7c00 | (mant >>> 13);
    }
    short h = Float.floatToFloat16(fv);
    if (Float.float16ToFloat(h) != fv || (fv == 0 && (Float.floatToRawIntBits(Float.float16ToFloat(h)) != (int) f))) {
      return -1;
    }
    return h & 0xffffL;
  }

  /** The bfloat bits of {@code doubleBits} when exactly representable, else -1. */
  public static long toBFloatBits(long doubleBits) {
    long f = FloatText.doubleBitsToFloatBits(doubleBits);
    if (f < 0 || (f & 0xffff) != 0) return -1;
    return f >>> 16;
  }
}
