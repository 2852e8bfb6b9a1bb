package dev.hoist.analysis.scev;

import java.math.BigInteger;

/** Modular arithmetic on unsigned BigIntegers of a given width (LLVM's APInt, in the small). */
final class Bits {
  private Bits() {}

  private static final BigInteger[] MASKS = new BigInteger[129];
  private static final BigInteger[] POW = new BigInteger[130];
  private static final BigInteger[] NEG_POW = new BigInteger[130];

  static {
    for (int i = 0; i < MASKS.length; i++) MASKS[i] = BigInteger.ONE.shiftLeft(i).subtract(BigInteger.ONE);
    for (int i = 0; i < POW.length; i++) {
      POW[i] = BigInteger.ONE.shiftLeft(i);
      NEG_POW[i] = POW[i].negate();
    }
  }

  /** 2^w - 1. */
  static BigInteger mask(int w) {
    return w < MASKS.length ? MASKS[w] : BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
  }

  /** 2^w. */
  static BigInteger pow2(int w) {
    return w < POW.length ? POW[w] : BigInteger.ONE.shiftLeft(w);
  }

  /** {@code v} modulo 2^w, in [0, 2^w). */
  static BigInteger wrap(BigInteger v, int w) {
    if (v.signum() >= 0 && v.bitLength() <= w) return v;
    return v.and(mask(w));
  }

  /** The two's-complement signed reading of an unsigned w-bit value. */
  static BigInteger toSigned(BigInteger u, int w) {
    return u.testBit(w - 1) ? u.subtract(pow2(w)) : u;
  }

  static BigInteger signedMin(int w) {
    return w - 1 < NEG_POW.length ? NEG_POW[w - 1] : pow2(w - 1).negate();
  }

  static BigInteger signedMax(int w) {
    return mask(w - 1);
  }

  /** The unsigned w-bit encoding of signed min (2^(w-1)). */
  static BigInteger signedMinBits(int w) {
    return pow2(w - 1);
  }

  /** Number of trailing zero bits of an unsigned w-bit value (w when zero). */
  static int trailingZeros(BigInteger u, int w) {
    return u.signum() == 0 ? w : Math.min(w, u.getLowestSetBit());
  }

  static boolean isPowerOf2(BigInteger u) {
    return u.signum() > 0 && u.bitCount() == 1;
  }
}
