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
        String text = scientific(v);
        if (text != null) return text;
      }
      return "0x" + Long.toHexString(dbits).toUpperCase(Locale.ROOT); // no leading zeros, as LLVM's utohexstr
    }
    if (t == FloatType.HALF) return "0xH" + hex(c.bits(), 4);
    if (t == FloatType.BFLOAT) return "0xR" + hex(c.bits(), 4);
    if (t == FloatType.X86_FP80) return "0xK" + hex(c.hiBits(), 4) + hex(c.bits(), 16);
    if (t == FloatType.FP128) return "0xL" + hex(c.bits(), 16) + hex(c.hiBits(), 16);
    return "0xM" + hex(c.bits(), 16) + hex(c.hiBits(), 16); // ppc_fp128
  }

  /**
   * LLVM's {@code APFloat::toString(Str, 6, 0, false)}, written with six decimals
   * ({@code 4.024900e+06}) when that text reads back as {@code v}; else null (the caller prints
   * hex). As LLVM's, the exact value {@code N * 10^e} first loses as many decimal digits as its
   * bit length allows past the 20 bits that six digits need (by division, truncating), then is
   * rounded half up to six digits: so 0.95, whose exact value is 0.94999999999999995..., keeps
   * 949999 and prints as hex, where 0.1 (0.1000000000000000055...) prints as {@code 1.000000e-01}.
   */
  private static String scientific(double v) {
    if (v == 0) return (1 / v < 0 ? "-" : "") + "0.000000e+00";
    java.math.BigDecimal exact = new java.math.BigDecimal(Math.abs(v));
    java.math.BigInteger significand = exact.unscaledValue();
    int exp10 = -exact.scale();
    int bits = significand.bitLength();
    int bitsRequired = (6 * 196 + 58) / 59;
    if (bits > bitsRequired) {
      int tensRemovable = (bits - bitsRequired) * 59 / 196;
      if (tensRemovable > 0) {
        significand = significand.divide(java.math.BigInteger.TEN.pow(tensRemovable));
        exp10 += tensRemovable;
      }
    }
    String all = significand.toString();
    int end = all.length();
    while (end > 1 && all.charAt(end - 1) == '0') end--;
    exp10 += all.length() - end;
    String digits = all.substring(0, end);
    if (digits.length() > 6) {
      int omitted = digits.length() - 6;
      exp10 += omitted;
      boolean up = digits.charAt(6) >= '5';
      char[] kept = digits.substring(0, 6).toCharArray();
      int keep = 6;
      if (up) {
        int k = 5;
        while (k >= 0 && kept[k] == '9') k--;
        if (k < 0) {
          kept = new char[] {'1'};
          keep = 1;
          exp10 += 6;
        } else {
          kept[k]++;
          exp10 += 5 - k;
          keep = k + 1;
        }
      }
      while (keep > 1 && kept[keep - 1] == '0') {
        keep--;
        exp10++;
      }
      digits = new String(kept, 0, keep);
    }
    int exp = exp10 + digits.length() - 1;
    StringBuilder sb = new StringBuilder(16);
    if (v < 0) sb.append('-');
    sb.append(digits.charAt(0)).append('.').append(digits, 1, digits.length());
    for (int i = digits.length(); i <= 6; i++) sb.append('0');
    sb.append(exp < 0 ? "e-" : "e+");
    int ae = Math.abs(exp);
    if (ae < 10) sb.append('0');
    sb.append(ae);
    String text = sb.toString();
    return Double.parseDouble(text) == v ? text : null;
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
