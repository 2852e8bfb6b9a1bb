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
   * LLVM's {@code APFloat::toString(Str, 6, 0, false)}: the exact value rounded half up to six
   * significant digits, written with six decimals ({@code 4.024900e+06}), when that text reads back
   * as {@code v}; else null (the caller prints hex). A normal double whose shortest decimal form
   * has more than six digits cannot read back from six, so only the others are rounded here.
   */
  private static String scientific(double v) {
    if (v == 0) return (1 / v < 0 ? "-" : "") + "0.000000e+00";
    String digits;
    int exp;
    if (Math.abs(v) >= Double.MIN_NORMAL) {
      String s = Double.toString(Math.abs(v)); // the shortest form that reads back, "4024901.0" or "1.0E-5"
      int e = s.indexOf('E');
      String mant = e < 0 ? s : s.substring(0, e);
      int point = mant.indexOf('.');
      String all = mant.substring(0, point) + mant.substring(point + 1);
      int lead = 0;
      while (lead < all.length() - 1 && all.charAt(lead) == '0') lead++;
      int end = all.length();
      while (end > lead + 1 && all.charAt(end - 1) == '0') end--;
      digits = all.substring(lead, end);
      if (digits.length() > 6) return null;
      exp = point - 1 - lead + (e < 0 ? 0 : Integer.parseInt(s.substring(e + 1)));
    } else {
      java.math.BigDecimal b = new java.math.BigDecimal(Math.abs(v))
          .round(new java.math.MathContext(6, java.math.RoundingMode.HALF_UP)).stripTrailingZeros();
      digits = b.unscaledValue().toString();
      exp = digits.length() - 1 - b.scale();
    }
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
