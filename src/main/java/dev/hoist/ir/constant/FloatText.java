package dev.hoist.ir.constant;

import dev.hoist.ir.type.FloatType;
import java.util.Locale;

/**
 * Printing floating-point constants as LLVM does: float and double in exponential notation
 * ({@code 1.000000e+00}) when that reads back exactly, else as the hex bits of the value widened
 * to double; the other formats always in hex with their prefix (0xH half, 0xR bfloat, 0xK x86_fp80,
 * 0xL fp128, 0xM ppc_fp128).
 */
public final class FloatText {
  private FloatText() {}

  public static String format(ConstantFP c) {
    FloatType t = c.floatType();
    if (t == FloatType.DOUBLE || t == FloatType.FLOAT) {
      double v;
      long dbits;
      if (t == FloatType.DOUBLE) {
        dbits = c.bits();
        v = Double.longBitsToDouble(dbits);
      } else {
        dbits = floatBitsToDoubleBits((int) c.bits());
        v = Double.longBitsToDouble(dbits);
      }
      if (!Double.isNaN(v) && !Double.isInfinite(v)) {
        String s = String.format(Locale.ROOT, "%.6e", v);
        if (Double.parseDouble(s) == v && (v != 0 || (1 / v > 0) == (s.charAt(0) != '-'))) return s;
      }
      return "0x" + Long.toHexString(dbits).toUpperCase(Locale.ROOT); // no leading zeros, as LLVM's utohexstr
    }
    if (t == FloatType.HALF) return "0xH" + hex(c.bits(), 4);
    if (t == FloatType.BFLOAT) return "0xR" + hex(c.bits(), 4);
    if (t == FloatType.X86_FP80) return "0xK" + hex(c.hiBits(), 4) + hex(c.bits(), 16);
    if (t == FloatType.FP128) return "0xL" + hex(c.bits(), 16) + hex(c.hiBits(), 16);
    return "0xM" + hex(c.bits(), 16) + hex(c.hiBits(), 16); // ppc_fp128
  }

  /** Widens float bits to the double with the same value; NaN payloads move up unchanged (no quieting). */
  public static long floatBitsToDoubleBits(int f) {
    int exp = (f >>> 23) & 0xff;
    long sign = (long) (f >>> 31) << 63;
    long mant = f & 0x7fffffL;
    if (exp == 0xff) return sign | (0x7ffL << 52) | (mant << 29);
    return Double.doubleToRawLongBits(Float.intBitsToFloat(f));
  }

  /**
   * Narrows double bits to float bits when the value is exactly representable (NaNs keep their top
   * payload bits); returns -1 (as long) when it is not.
   */
  public static long doubleBitsToFloatBits(long d) {
    int exp = (int) ((d >>> 52) & 0x7ff);
    if (exp == 0x7ff) {
      long mant = d & 0xfffffffffffffL;
      if ((mant & ((1L << 29) - 1)) != 0) return -1;
      int sign = (int) (d >>> 63);
      return ((sign << 31) | (0xff << 23) | (int) (mant >>> 29)) & 0xffffffffL;
    }
    double v = Double.longBitsToDouble(d);
    float f = (float) v;
    if ((double) f != v) return -1;
    return Float.floatToRawIntBits(f) & 0xffffffffL;
  }

  static String hex(long v, int digits) {
    String h = Long.toHexString(v).toUpperCase(Locale.ROOT);
    if (h.length() > digits) h = h.substring(h.length() - digits);
    return "0".repeat(digits - h.length()) + h;
  }
}
