package dev.hoist.analysis.freq;

import java.util.Locale;

/**
 * A probability as LLVM keeps it: a 32-bit numerator over the fixed denominator 2^31
 * ({@code llvm::BranchProbability}). Construction from {@code n/d} rounds to the nearest
 * numerator, and sums saturate at one, so that every edge probability, every mass split and the
 * printed {@code 0x40000000 / 0x80000000 = 50.00%} are the ones {@code opt} computes.
 */
public record BranchProbability(int numerator) implements Comparable<BranchProbability> {
  public static final long D = 1L << 31;
  public static final BranchProbability ZERO = new BranchProbability(0);
  public static final BranchProbability ONE = new BranchProbability((int) D);
  /** LLVM's "unknown" marker (numerator UINT32_MAX); never a real probability. */
  public static final BranchProbability UNKNOWN = new BranchProbability(-1);

  /** {@code n/d} rounded to the nearest representable probability; {@code n <= d}, both unsigned 32-bit. */
  public static BranchProbability of(long n, long d) {
    if (d <= 0 || n < 0 || n > d) throw new IllegalArgumentException("bad probability " + n + "/" + d);
    if (d == D) return new BranchProbability((int) n);
    return new BranchProbability((int) ((n * D + d / 2) / d));
  }

  /** The numerator as an unsigned value. */
  public long n() {
    return numerator & 0xffffffffL;
  }

  public boolean isZero() {
    return numerator == 0;
  }

  public BranchProbability plus(BranchProbability o) {
    long s = n() + o.n();
    return new BranchProbability((int) Math.min(s, D));
  }

  public BranchProbability minus(BranchProbability o) {
    long s = n() - o.n();
    return new BranchProbability((int) Math.max(s, 0));
  }

  /** Division by a count, truncating (BranchProbability::operator/=(uint32_t)). */
  public BranchProbability dividedBy(int k) {
    return new BranchProbability((int) (n() / k));
  }

  /** {@code num * this}, computed in 96 bits and saturating at UINT64_MAX (BranchProbability::scale). */
  public long scale(long num) {
    return scale(num, n(), D);
  }

  /** {@code num / this}, saturating (BranchProbability::scaleByInverse). */
  public long scaleByInverse(long num) {
    return scale(num, D, n());
  }

  private static long scale(long num, long n, long d) {
    if (num == 0 || d == n) return num;
    long productHigh = (num >>> 32) * n;
    long productLow = (num & 0xffffffffL) * n;
    long upper32 = productHigh >>> 32;
    long lower32 = productLow & 0xffffffffL;
    long mid32Partial = productHigh & 0xffffffffL;
    long mid32 = (mid32Partial + (productLow >>> 32)) & 0xffffffffL;
    upper32 = (upper32 + (mid32 < mid32Partial ? 1 : 0)) & 0xffffffffL;
    long rem = upper32 << 32 | mid32;
    long upperQ = Long.divideUnsigned(rem, d);
    if (Long.compareUnsigned(upperQ, 0xffffffffL) > 0) return -1L;
    rem = Long.remainderUnsigned(rem, d) << 32 | lower32;
    long lowerQ = Long.divideUnsigned(rem, d);
    long q = (upperQ << 32) + lowerQ;
    return Long.compareUnsigned(q, lowerQ) < 0 ? -1L : q;
  }

  @Override
  public int compareTo(BranchProbability o) {
    return Long.compare(n(), o.n());
  }

  /** opt's text: {@code 0x7c000000 / 0x80000000 = 96.88%}. */
  @Override
  public String toString() {
    // printf rounds the exact binary value, ties to even (3.125 prints as 3.12); Java's %.2f would not.
    String pct = new java.math.BigDecimal((double) n() / D * 100.0).setScale(2, java.math.RoundingMode.HALF_EVEN).toPlainString();
    return String.format(Locale.ROOT, "0x%08x / 0x%08x = %s%%", n(), D, pct);
  }
}
