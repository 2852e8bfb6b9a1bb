package dev.hoist.analysis.freq;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * Decimal text of a 64-bit {@link ScaledNumber} exactly as LLVM's {@code ScaledNumberBase::toString}
 * writes it ({@code print<block-freq>} shows {@code float = 1.0}, {@code 0.03125}, {@code 31.0}):
 * digits are produced one at a time from the fixed-point fraction until the remaining error is
 * below half an ulp or {@code precision} significant digits are out, then rounded half-up on the
 * first dropped digit, and trailing zeros are stripped (but one digit always follows the point).
 */
final class ScaledNumberFormat {
  private ScaledNumberFormat() {}

  static String format(long d, int e, int precision) {
    if (d == 0) return "0.0";
    long above0 = 0, below0 = 0, extra = 0;
    int extraShift = 0;
    if (e == 0) {
      above0 = d;
    } else if (e > 0) {
      int shift = Math.min(Long.numberOfLeadingZeros(d), e);
      if (shift != 0) {
        d <<= shift;
        e -= shift;
        if (e == 0) above0 = d;
      }
    } else if (e > -64) {
      above0 = d >>> -e;
      below0 = d << (64 + e);
    } else if (e == -64) {
      below0 = d;
    } else if (e > -120) {
      below0 = d >>> (-e - 64);
      extra = d << (128 + e);
      extraShift = -64 - e;
    }
    if (above0 == 0 && below0 == 0) return scientific(d, e, precision);

    StringBuilder str = new StringBuilder();
    int digitsOut = 0;
    if (above0 != 0) {
      str.append(Long.toUnsignedString(above0));
      digitsOut = str.length();
    } else {
      str.append('0');
    }
    if (below0 == 0) return str + ".0";

    str.append('.');
    long error = 1; // 1 << (64 - Width) with Width 64
    // Shift the fraction right to make room for a decimal digit; keep what falls off in extra.
    extra = (below0 & 0xf) << 56 | (extra >>> 8);
    below0 >>>= 4;
    int sinceDot = 0;
    int afterDot = str.length();
    do {
      if (extraShift != 0) {
        --extraShift;
        error *= 5;
      } else {
        error *= 10;
      }
      below0 *= 10;
      extra *= 10;
      below0 += extra >>> 60;
      extra &= -1L >>> 4;
      str.append((char) ('0' + (int) (below0 >>> 60)));
      below0 &= -1L >>> 4;
      if (digitsOut != 0 || str.charAt(str.length() - 1) != '0') ++digitsOut;
      ++sinceDot;
    } while (error != 0 && Long.compareUnsigned(below0 << 4 | extra >>> 60, Long.divideUnsigned(error, 2)) >= 0
        && (precision == 0 || digitsOut <= precision || sinceDot < 2));

    if (precision == 0 || digitsOut <= precision) return stripTrailingZeros(str.toString());
    int truncate = Math.max(str.length() - (digitsOut - precision), afterDot + 1);
    if (truncate >= str.length()) return stripTrailingZeros(str.toString());
    char first = str.charAt(truncate);
    if (first < '5') return stripTrailingZeros(str.substring(0, truncate));
    char[] c = str.substring(0, truncate).toCharArray();
    boolean carry = true;
    for (int i = c.length - 1; i >= 0 && carry; i--) {
      if (c[i] == '.') continue;
      if (c[i] == '9') {
        c[i] = '0';
        continue;
      }
      c[i]++;
      carry = false;
    }
    return stripTrailingZeros((carry ? "1" : "") + new String(c));
  }

  private static String stripTrailingZeros(String f) {
    int nonZero = f.length() - 1;
    while (nonZero > 0 && f.charAt(nonZero) == '0') nonZero--;
    if (f.charAt(nonZero) == '.') ++nonZero;
    return f.substring(0, nonZero + 1);
  }

  /**
   * Numbers too large or too small for the fixed-point path: LLVM prints them through APFloat in
   * scientific form ({@code 1.8447e+19}); this is the same shape, which only very deep nests of
   * infinite loops reach.
   */
  private static String scientific(long d, int e, int precision) {
    BigDecimal v = new BigDecimal(Long.toUnsignedString(d));
    v = e >= 0 ? v.multiply(new BigDecimal(java.math.BigInteger.TWO.pow(e)))
        : v.divide(new BigDecimal(java.math.BigInteger.TWO.pow(-e)));
    v = v.round(new MathContext(Math.max(precision, 1)));
    String digits = v.unscaledValue().toString().replaceFirst("0+$", "");
    if (digits.isEmpty()) digits = "0";
    int exp = v.precision() - v.scale() - 1;
    String mant = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
    return mant + "e" + (exp < 0 ? "-" : "+") + (Math.abs(exp) < 10 ? "0" : "") + Math.abs(exp);
  }
}
