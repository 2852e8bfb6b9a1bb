package dev.hoist.analysis.scev;

import dev.hoist.ir.CmpPredicate;
import java.math.BigInteger;

/**
 * A set of w-bit integers {@code [lower, upper)} read modulo 2^w, so it may wrap around: LLVM's
 * ConstantRange. {@code lower == upper} is either the full or the empty set. Bounds are unsigned
 * BigIntegers in [0, 2^w). Every operation returns a superset of the exact result (it may lose
 * precision, never soundness).
 */
public final class ConstantRange {
  private final int width;
  private final BigInteger lower;
  private final BigInteger upper;
  private final boolean full; // meaningful only when lower == upper

  private ConstantRange(int width, BigInteger lower, BigInteger upper, boolean full) {
    this.width = width;
    this.lower = lower;
    this.upper = upper;
    this.full = full;
  }

  public static ConstantRange full(int w) {
    return new ConstantRange(w, BigInteger.ZERO, BigInteger.ZERO, true);
  }

  public static ConstantRange empty(int w) {
    return new ConstantRange(w, BigInteger.ZERO, BigInteger.ZERO, false);
  }

  /** {@code {v}} for an unsigned (or negative, read modulo 2^w) value. */
  public static ConstantRange single(int w, BigInteger v) {
    BigInteger l = Bits.wrap(v, w);
    return new ConstantRange(w, l, Bits.wrap(l.add(BigInteger.ONE), w), false);
  }

  /** {@code [lo, hi)} modulo 2^w; {@code lo == hi} is the full set. */
  public static ConstantRange of(int w, BigInteger lo, BigInteger hi) {
    BigInteger l = Bits.wrap(lo, w);
    BigInteger h = Bits.wrap(hi, w);
    return new ConstantRange(w, l, h, l.equals(h));
  }

  /** All values between two unsigned bounds, inclusive. */
  public static ConstantRange fromUnsigned(int w, BigInteger min, BigInteger max) {
    if (min.compareTo(max) > 0) return empty(w);
    if (min.signum() == 0 && max.equals(Bits.mask(w))) return full(w);
    return of(w, min, max.add(BigInteger.ONE));
  }

  /** All values between two signed bounds, inclusive. */
  public static ConstantRange fromSigned(int w, BigInteger min, BigInteger max) {
    if (min.compareTo(max) > 0) return empty(w);
    if (min.equals(Bits.signedMin(w)) && max.equals(Bits.signedMax(w))) return full(w);
    return of(w, min, max.add(BigInteger.ONE));
  }

  public int width() {
    return width;
  }

  public BigInteger lower() {
    return lower;
  }

  public BigInteger upper() {
    return upper;
  }

  public boolean isFull() {
    return full && lower.equals(upper);
  }

  public boolean isEmpty() {
    return !full && lower.equals(upper);
  }

  /** Number of elements, 0 to 2^w. */
  public BigInteger size() {
    if (lower.equals(upper)) return full ? Bits.pow2(width) : BigInteger.ZERO;
    return Bits.wrap(upper.subtract(lower), width);
  }

  public boolean isSingleElement() {
    if (lower.equals(upper)) return false;
    // upper == lower + 1 modulo 2^w: the only wrapping case is lower == 2^w - 1, upper == 0.
    return upper.signum() == 0 ? lower.equals(Bits.mask(width)) : upper.subtract(lower).equals(BigInteger.ONE);
  }

  /** Whether the set crosses from 2^w-1 to 0 (unsigned wrap). */
  public boolean isWrapped() {
    return lower.compareTo(upper) > 0 && upper.signum() != 0;
  }

  public boolean contains(BigInteger v) {
    int c = lower.compareTo(upper);
    if (c == 0) return full;
    // Compared with the bounds rather than as an offset from lower against the size: this runs
    // for every range query of scalar evolution, and comparisons allocate nothing.
    v = Bits.wrap(v, width);
    if (c < 0) return lower.compareTo(v) <= 0 && v.compareTo(upper) < 0;
    return v.compareTo(lower) >= 0 || v.compareTo(upper) < 0; // wraps: [lower, 2^w) and [0, upper)
  }

  public boolean contains(ConstantRange o) {
    if (o.isEmpty() || isFull()) return true;
    if (o.isFull() || isEmpty()) return false;
    BigInteger off = Bits.wrap(o.lower.subtract(lower), width);
    return off.add(o.size()).compareTo(size()) <= 0;
  }

  /** Smallest element, unsigned. */
  public BigInteger umin() {
    if (isEmpty()) return Bits.mask(width);
    return contains(BigInteger.ZERO) ? BigInteger.ZERO : lower;
  }

  /** Largest element, unsigned. */
  public BigInteger umax() {
    if (isEmpty()) return BigInteger.ZERO;
    return contains(Bits.mask(width)) ? Bits.mask(width) : Bits.wrap(upper.subtract(BigInteger.ONE), width);
  }

  /** Smallest element, signed. */
  public BigInteger smin() {
    if (isEmpty()) return Bits.signedMax(width);
    return contains(Bits.signedMinBits(width)) ? Bits.signedMin(width) : Bits.toSigned(lower, width);
  }

  /** Largest element, signed. */
  public BigInteger smax() {
    if (isEmpty()) return Bits.signedMin(width);
    return contains(Bits.signedMax(width)) ? Bits.signedMax(width)
        : Bits.toSigned(Bits.wrap(upper.subtract(BigInteger.ONE), width), width);
  }

  public boolean isAllNonNegative() {
    return !isEmpty() && smin().signum() >= 0;
  }

  public boolean isAllNegative() {
    return !isEmpty() && smax().signum() < 0;
  }

  // ---- arithmetic -----------------------------------------------------------------------------

  public ConstantRange add(ConstantRange o) {
    if (isEmpty() || o.isEmpty()) return empty(width);
    if (isFull() || o.isFull()) return full(width);
    BigInteger s = size().add(o.size()).subtract(BigInteger.ONE);
    if (s.compareTo(Bits.pow2(width)) >= 0) return full(width);
    BigInteger lo = lower.add(o.lower);
    return of(width, lo, lo.add(s));
  }

  public ConstantRange negate() {
    if (isEmpty() || isFull()) return this;
    // [l, u) = {l .. u-1}  ->  {-(u-1) .. -l}
    return of(width, upper.subtract(BigInteger.ONE).negate(), lower.negate().add(BigInteger.ONE));
  }

  public ConstantRange sub(ConstantRange o) {
    return add(o.negate());
  }

  public ConstantRange multiply(ConstantRange o) {
    if (isEmpty() || o.isEmpty()) return empty(width);
    if (isSingleElement() && o.isSingleElement()) return single(width, lower.multiply(o.lower));
    // Unsigned corners when nothing overflows.
    BigInteger hi = umax().multiply(o.umax());
    ConstantRange u = hi.bitLength() <= width ? fromUnsigned(width, umin().multiply(o.umin()), hi) : full(width);
    // Signed corners when nothing overflows.
    BigInteger a = smin(), b = smax(), c = o.smin(), d = o.smax();
    BigInteger[] p = {a.multiply(c), a.multiply(d), b.multiply(c), b.multiply(d)};
    BigInteger mn = p[0], mx = p[0];
    for (BigInteger x : p) {
      mn = mn.min(x);
      mx = mx.max(x);
    }
    ConstantRange s = mn.compareTo(Bits.signedMin(width)) >= 0 && mx.compareTo(Bits.signedMax(width)) <= 0
        ? fromSigned(width, mn, mx) : full(width);
    return smaller(u, s);
  }

  public ConstantRange udiv(ConstantRange o) {
    if (isEmpty() || o.isEmpty()) return empty(width);
    BigInteger dmin = o.umin().max(BigInteger.ONE);
    BigInteger dmax = o.umax();
    if (dmax.signum() == 0) return empty(width);
    return fromUnsigned(width, umin().divide(dmax), umax().divide(dmin));
  }

  /** Unsigned remainder by a range of divisors: at most the largest divisor minus one. */
  public ConstantRange urem(ConstantRange o) {
    if (isEmpty() || o.isEmpty()) return empty(width);
    BigInteger dmax = o.umax();
    if (dmax.signum() == 0) return empty(width);
    if (umax().compareTo(o.umin()) < 0) return this;
    return fromUnsigned(width, BigInteger.ZERO, umax().min(dmax.subtract(BigInteger.ONE)));
  }

  public ConstantRange zeroExtend(int w) {
    if (isEmpty()) return empty(w);
    // A set that wraps (or is full) contains both 0 and 2^w-1: all old values remain possible.
    if (isFull() || isWrapped()) return fromUnsigned(w, BigInteger.ZERO, Bits.mask(width));
    return fromUnsigned(w, umin(), umax());
  }

  public ConstantRange signExtend(int w) {
    if (isEmpty()) return empty(w);
    BigInteger mn = smin(), mx = smax();
    // A sign-wrapped set ({..., max, min, ...}) extends to the whole old signed range.
    if (isFull() || isSignWrapped()) return fromSigned(w, Bits.signedMin(width), Bits.signedMax(width));
    return fromSigned(w, mn, mx);
  }

  /** Whether the set crosses from the signed max to the signed min. */
  public boolean isSignWrapped() {
    if (isFull() || isEmpty()) return false;
    BigInteger l = Bits.toSigned(lower, width);
    BigInteger lastU = Bits.wrap(upper.subtract(BigInteger.ONE), width);
    BigInteger last = Bits.toSigned(lastU, width);
    return l.compareTo(last) > 0;
  }

  public ConstantRange truncate(int w) {
    if (isEmpty()) return empty(w);
    if (isFull() || size().compareTo(Bits.pow2(w)) >= 0) return full(w);
    BigInteger lo = Bits.wrap(lower, w);
    return of(w, lo, lo.add(size()));
  }

  /** Same width: returns this; wider: zero-extends; narrower: truncates. */
  public ConstantRange zextOrTrunc(int w) {
    return w > width ? zeroExtend(w) : w < width ? truncate(w) : this;
  }

  /** A set containing both (the smallest of the two covering candidates). */
  public ConstantRange union(ConstantRange o) {
    if (isEmpty() || o.contains(this)) return o;
    if (o.isEmpty() || contains(o)) return this;
    if (isFull() || o.isFull()) return full(width);
    ConstantRange a = of(width, lower, o.upper);
    ConstantRange b = of(width, o.lower, upper);
    ConstantRange best = null;
    for (ConstantRange c : new ConstantRange[] {a, b}) {
      if (!c.isFull() && c.contains(this) && c.contains(o) && (best == null || c.size().compareTo(best.size()) < 0)) best = c;
    }
    return best != null ? best : full(width);
  }

  /** A set containing the intersection (exact when one contains the other or neither wraps). */
  public ConstantRange intersect(ConstantRange o) {
    if (isEmpty() || o.isFull()) return this;
    if (o.isEmpty() || isFull()) return o;
    if (contains(o)) return o;
    if (o.contains(this)) return this;
    if (!isWrapped() && !o.isWrapped() && upper.signum() != 0 && o.upper.signum() != 0) {
      BigInteger lo = lower.max(o.lower), hi = upper.min(o.upper);
      return lo.compareTo(hi) >= 0 ? empty(width) : of(width, lo, hi);
    }
    return smaller(this, o);
  }

  private static ConstantRange smaller(ConstantRange a, ConstantRange b) {
    return b.size().compareTo(a.size()) < 0 ? b : a;
  }

  public ConstantRange umax(ConstantRange o) {
    if (isEmpty() || o.isEmpty()) return empty(width);
    return fromUnsigned(width, umin().max(o.umin()), umax().max(o.umax()));
  }

  public ConstantRange umin(ConstantRange o) {
    if (isEmpty() || o.isEmpty()) return empty(width);
    return fromUnsigned(width, umin().min(o.umin()), umax().min(o.umax()));
  }

  public ConstantRange smax(ConstantRange o) {
    if (isEmpty() || o.isEmpty()) return empty(width);
    return fromSigned(width, smin().max(o.smin()), smax().max(o.smax()));
  }

  public ConstantRange smin(ConstantRange o) {
    if (isEmpty() || o.isEmpty()) return empty(width);
    return fromSigned(width, smin().min(o.smin()), smax().min(o.smax()));
  }

  /** The values x with {@code x pred c}: LLVM's makeExactICmpRegion. */
  public static ConstantRange exactICmpRegion(CmpPredicate pred, int w, BigInteger c) {
    BigInteger one = BigInteger.ONE;
    BigInteger smin = Bits.signedMinBits(w);
    c = Bits.wrap(c, w);
    return switch (pred) {
      case EQ -> single(w, c);
      case NE -> of(w, c.add(one), c);
      case ULT -> c.signum() == 0 ? empty(w) : of(w, BigInteger.ZERO, c);
      case ULE -> c.equals(Bits.mask(w)) ? full(w) : of(w, BigInteger.ZERO, c.add(one));
      case UGT -> c.equals(Bits.mask(w)) ? empty(w) : of(w, c.add(one), BigInteger.ZERO);
      case UGE -> c.signum() == 0 ? full(w) : of(w, c, BigInteger.ZERO);
      case SLT -> c.equals(smin) ? empty(w) : of(w, smin, c);
      case SLE -> c.equals(smin.subtract(one)) ? full(w) : of(w, smin, c.add(one));
      case SGT -> c.equals(smin.subtract(one)) ? empty(w) : of(w, c.add(one), smin);
      case SGE -> c.equals(smin) ? full(w) : of(w, c, smin);
      default -> throw new IllegalArgumentException(pred.toString());
    };
  }

  /** Whether every x in this and y in {@code o} satisfy {@code x pred y}. */
  public boolean allSatisfy(CmpPredicate pred, ConstantRange o) {
    if (isEmpty() || o.isEmpty()) return true;
    return switch (pred) {
      case EQ -> isSingleElement() && o.isSingleElement() && lower.equals(o.lower);
      case NE -> !contains(o.lower) && !o.contains(lower); // disjoint circular intervals
      case ULT -> umax().compareTo(o.umin()) < 0;
      case ULE -> umax().compareTo(o.umin()) <= 0;
      case UGT -> umin().compareTo(o.umax()) > 0;
      case UGE -> umin().compareTo(o.umax()) >= 0;
      case SLT -> smax().compareTo(o.smin()) < 0;
      case SLE -> smax().compareTo(o.smin()) <= 0;
      case SGT -> smin().compareTo(o.smax()) > 0;
      case SGE -> smin().compareTo(o.smax()) >= 0;
      default -> false;
    };
  }

  @Override
  public boolean equals(Object x) {
    return x instanceof ConstantRange r && r.width == width && r.isFull() == isFull() && r.isEmpty() == isEmpty()
        && (isFull() || isEmpty() || r.lower.equals(lower) && r.upper.equals(upper));
  }

  @Override
  public int hashCode() {
    return lower.hashCode() * 31 + upper.hashCode() + width;
  }

  /** LLVM's text: {@code full-set}, {@code empty-set} or {@code [lo,hi)} with signed bounds. */
  @Override
  public String toString() {
    if (isFull()) return "full-set";
    if (isEmpty()) return "empty-set";
    return "[" + Bits.toSigned(lower, width) + "," + Bits.toSigned(upper, width) + ")";
  }
}
