package dev.hoist.analysis.alias;

import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;

/**
 * An integer value seen through casts: {@code zext(sext(trunc(v)))}, with the number of bits each
 * cast removes or adds. GEP indices are implicitly sign-extended (or truncated) to the index width,
 * and the casts the analysis looks through on the way down are recorded here rather than lost.
 *
 * <pre>
 *   %e = sext i32 %i to i64      ; index %e: CastedValue(%i, sext 32)
 * </pre>
 */
record CastedValue(Value v, int zextBits, int sextBits, int truncBits) {
  static CastedValue of(Value v) {
    return new CastedValue(v, 0, 0, 0);
  }

  static int widthOf(Value v) {
    return ((IntegerType) v.type()).bits();
  }

  /** The width after the casts. */
  int bitWidth() {
    return widthOf(v) - truncBits + zextBits + sextBits;
  }

  CastedValue withValue(Value nv) {
    return new CastedValue(nv, zextBits, sextBits, truncBits);
  }

  /** Replaces v by zext(nv). */
  CastedValue withZExtOfValue(Value nv) {
    int extendBy = widthOf(v) - widthOf(nv);
    if (extendBy <= truncBits) return new CastedValue(nv, zextBits, sextBits, truncBits - extendBy);
    extendBy -= truncBits;
    return new CastedValue(nv, zextBits + sextBits + extendBy, 0, 0);
  }

  /** Replaces v by sext(nv). */
  CastedValue withSExtOfValue(Value nv) {
    int extendBy = widthOf(v) - widthOf(nv);
    if (extendBy <= truncBits) return new CastedValue(nv, zextBits, sextBits, truncBits - extendBy);
    extendBy -= truncBits;
    return new CastedValue(nv, zextBits, sextBits + extendBy, 0);
  }

  /** Applies the casts to a constant of v's width (given sign-extended in a long). */
  long evaluate(long n) {
    int w = widthOf(v);
    if (truncBits > 0) {
      w -= truncBits;
      n = signExtend(n, w);
    }
    w += sextBits; // the value is already sign-extended in the long
    if (zextBits > 0) {
      n = w >= 64 ? n : n & ((1L << w) - 1);
      w += zextBits;
    }
    return signExtend(n, w);
  }

  /** zext distributes over nuw operations, sext over nsw ones, trunc over all. */
  boolean canDistributeOver(boolean nuw, boolean nsw) {
    return (zextBits == 0 || nuw) && (sextBits == 0 || nsw);
  }

  boolean hasSameCastsAs(CastedValue o) {
    return zextBits == o.zextBits && sextBits == o.sextBits && truncBits == o.truncBits;
  }

  static long signExtend(long n, int bits) {
    return bits >= 64 ? n : (n << (64 - bits)) >> (64 - bits);
  }
}
