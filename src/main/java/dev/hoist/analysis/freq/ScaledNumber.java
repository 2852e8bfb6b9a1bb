package dev.hoist.analysis.freq;

/**
 * An unsigned soft float, {@code digits * 2^scale} with 64-bit digits: LLVM's
 * {@code ScaledNumber<uint64_t>}, which block frequencies are computed in. The arithmetic is
 * LLVM's, bit for bit (rounding on the next bit, saturation at {@link #LARGEST} and 0), so that
 * frequencies, their integer forms and their printed decimals are the ones {@code opt} shows.
 * There is no canonical form: {@code (8, 0)}, {@code (4, 1)} and {@code (1, 3)} are equal.
 *
 * <p>Digits are unsigned: every comparison and division below treats them so.
 */
public final class ScaledNumber implements Comparable<ScaledNumber> {
  static final int MAX_SCALE = 16383;
  static final int MIN_SCALE = -16382;

  public static final ScaledNumber ZERO = new ScaledNumber(0, 0);
  public static final ScaledNumber ONE = new ScaledNumber(1, 0);
  public static final ScaledNumber LARGEST = new ScaledNumber(-1L, MAX_SCALE);

  private final long digits;
  private final int scale;

  public ScaledNumber(long digits, int scale) {
    this.digits = digits;
    this.scale = scale;
  }

  public long digits() {
    return digits;
  }

  public int scale() {
    return scale;
  }

  public boolean isZero() {
    return digits == 0;
  }

  /** {@code n/d} as a scaled number (LLVM's getFraction). */
  public static ScaledNumber fraction(long n, long d) {
    return quotient(n, d);
  }

  // ---- rounding helpers (ScaledNumbers::getRounded, getProduct, getQuotient) ------------------

  private static ScaledNumber rounded(long digits, int scale, boolean round) {
    if (round && ++digits == 0) return new ScaledNumber(1L << 63, scale + 1);
    return new ScaledNumber(digits, scale);
  }

  /** The full 128-bit product, rounded to 64 significant bits. */
  private static ScaledNumber product(long l, long r) {
    if (Long.compareUnsigned(l, 0xffffffffL) <= 0 && Long.compareUnsigned(r, 0xffffffffL) <= 0) {
      return new ScaledNumber(l * r, 0);
    }
    long upper = Math.unsignedMultiplyHigh(l, r);
    long lower = l * r;
    if (upper == 0) return new ScaledNumber(lower, 0);
    int lz = Long.numberOfLeadingZeros(upper);
    int shift = 64 - lz;
    if (lz != 0) upper = upper << lz | lower >>> shift;
    return rounded(upper, shift, (lower & (1L << (shift - 1))) != 0);
  }

  private static long half(long n) {
    return (n >>> 1) + (n & 1);
  }

  /** Long division to 64 significant bits (ScaledNumbers::divide64). */
  private static ScaledNumber quotient(long dividend, long divisor) {
    if (dividend == 0) return ZERO;
    if (divisor == 0) return new ScaledNumber(-1L, MAX_SCALE);
    int shift = 0;
    int tz = Long.numberOfTrailingZeros(divisor);
    if (tz != 0) {
      shift -= tz;
      divisor >>>= tz;
    }
    if (divisor == 1) return new ScaledNumber(dividend, shift);
    int lz = Long.numberOfLeadingZeros(dividend);
    if (lz != 0) {
      shift -= lz;
      dividend <<= lz;
    }
    long q = Long.divideUnsigned(dividend, divisor);
    dividend = Long.remainderUnsigned(dividend, divisor);
    while (q >= 0 && dividend != 0) { // q >= 0: its top bit is clear
      boolean overflow = dividend < 0;
      dividend <<= 1;
      --shift;
      q <<= 1;
      if (overflow || Long.compareUnsigned(divisor, dividend) <= 0) {
        q |= 1;
        dividend -= divisor;
      }
    }
    return rounded(q, shift, Long.compareUnsigned(dividend, half(divisor)) >= 0);
  }

  // ---- lg and comparison ------------------------------------------------------------------------

  /** The rounded lg and whether it was rounded up (1), down (-1) or exact (0). */
  private static long[] lgImpl(long digits, int scale) {
    if (digits == 0) return new long[] {Integer.MIN_VALUE, 0};
    int localFloor = 63 - Long.numberOfLeadingZeros(digits);
    int floor = scale + localFloor;
    if (digits == 1L << localFloor) return new long[] {floor, 0};
    boolean round = (digits & (1L << (localFloor - 1))) != 0;
    return new long[] {floor + (round ? 1 : 0), round ? 1 : -1};
  }

  /** log2, rounded (LLVM's lg()). */
  public int lg() {
    return (int) lgImpl(digits, scale)[0];
  }

  private static int lgFloor(long digits, int scale) {
    long[] lg = lgImpl(digits, scale);
    return (int) (lg[0] - (lg[1] > 0 ? 1 : 0));
  }

  private static int compareImpl(long l, long r, int scaleDiff) {
    long lAdjusted = l >>> scaleDiff;
    int c = Long.compareUnsigned(lAdjusted, r);
    if (c != 0) return c < 0 ? -1 : 1;
    return Long.compareUnsigned(l, lAdjusted << scaleDiff) > 0 ? 1 : 0;
  }

  private static int compare(long ld, int ls, long rd, int rs) {
    if (ld == 0) return rd != 0 ? -1 : 0;
    if (rd == 0) return 1;
    int lgL = lgFloor(ld, ls), lgR = lgFloor(rd, rs);
    if (lgL != lgR) return lgL < lgR ? -1 : 1;
    if (ls < rs) return compareImpl(ld, rd, rs - ls);
    return -compareImpl(rd, ld, ls - rs);
  }

  @Override
  public int compareTo(ScaledNumber o) {
    return compare(digits, scale, o.digits, o.scale);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ScaledNumber s && compareTo(s) == 0;
  }

  @Override
  public int hashCode() {
    return Double.hashCode(toDouble());
  }

  public static ScaledNumber min(ScaledNumber a, ScaledNumber b) {
    return b.compareTo(a) < 0 ? b : a;
  }

  public static ScaledNumber max(ScaledNumber a, ScaledNumber b) {
    return a.compareTo(b) < 0 ? b : a;
  }

  // ---- arithmetic -------------------------------------------------------------------------------

  /**
   * Shifts the digits of two numbers so their scales match (ScaledNumbers::matchScales): the
   * larger-scale one is shifted left as far as it goes, the other right (losing low bits).
   * Returns {left digits, right digits, common scale}.
   */
  private static long[] matchScales(long ld, int ls, long rd, int rs) {
    if (ls < rs) {
      long[] m = matchScales(rd, rs, ld, ls);
      return new long[] {m[1], m[0], m[2]};
    }
    if (ld == 0) return new long[] {ld, rd, rs};
    if (rd == 0 || ls == rs) return new long[] {ld, rd, ls};
    int diff = ls - rs;
    if (diff >= 128) return new long[] {ld, 0, ls};
    int shiftL = Math.min(Long.numberOfLeadingZeros(ld), diff);
    int shiftR = diff - shiftL;
    if (shiftR >= 64) return new long[] {ld, 0, ls};
    return new long[] {ld << shiftL, rd >>> shiftR, ls - shiftL};
  }

  /** Sum, saturating at {@link #LARGEST} (ScaledNumbers::getSum). */
  public ScaledNumber add(ScaledNumber x) {
    long[] m = matchScales(digits, scale, x.digits, x.scale);
    int s = (int) m[2];
    long sum = m[0] + m[1];
    ScaledNumber r = Long.compareUnsigned(sum, m[1]) >= 0
        ? new ScaledNumber(sum, s)
        : new ScaledNumber((1L << 63) | sum >>> 1, s + 1);
    return r.scale > MAX_SCALE ? LARGEST : r;
  }

  public ScaledNumber multiply(ScaledNumber x) {
    if (isZero()) return this;
    if (x.isZero()) return x;
    int scales = scale + x.scale;
    return product(digits, x.digits).shiftLeft(scales);
  }

  public ScaledNumber divide(ScaledNumber x) {
    if (isZero()) return this;
    if (x.isZero()) return LARGEST;
    int scales = scale - x.scale;
    return quotient(digits, x.digits).shiftLeft(scales);
  }

  public ScaledNumber inverse() {
    return ONE.divide(this);
  }

  public ScaledNumber shiftLeft(int shift) {
    if (shift == 0 || isZero()) return this;
    if (shift < 0) return shiftRight(-shift);
    int scaleShift = Math.min(shift, MAX_SCALE - scale);
    ScaledNumber r = new ScaledNumber(digits, scale + scaleShift);
    if (scaleShift == shift) return r;
    if (r.digits == -1L && r.scale == MAX_SCALE) return r;
    shift -= scaleShift;
    if (shift > Long.numberOfLeadingZeros(digits)) return LARGEST;
    return new ScaledNumber(digits << shift, r.scale);
  }

  public ScaledNumber shiftRight(int shift) {
    if (shift == 0 || isZero()) return this;
    if (shift < 0) return shiftLeft(-shift);
    int scaleShift = Math.min(shift, scale - MIN_SCALE);
    if (scaleShift == shift) return new ScaledNumber(digits, scale - scaleShift);
    shift -= scaleShift;
    if (shift >= 64) return ZERO;
    return new ScaledNumber(digits >>> shift, scale - scaleShift);
  }

  /** Truncated to an unsigned 64-bit integer, saturating (LLVM's toInt&lt;uint64_t&gt;). */
  public long toLong() {
    if (compare(digits, scale, 1, 0) < 0) return 0;
    if (compare(digits, scale, -1L, 0) >= 0) return -1L;
    if (scale > 0) return digits << scale;
    if (scale < 0) return digits >>> -scale;
    return digits;
  }

  /** An approximation for tests and debugging. */
  public double toDouble() {
    double d = digits < 0 ? (double) (digits >>> 1) * 2.0 + (digits & 1) : (double) digits;
    return Math.scalb(d, scale);
  }

  @Override
  public String toString() {
    return ScaledNumberFormat.format(digits, scale, 10);
  }

  /** The decimal form opt prints with {@code Precision} significant digits ({@code print(OS, 5)}). */
  public String toString(int precision) {
    return ScaledNumberFormat.format(digits, scale, precision);
  }
}
