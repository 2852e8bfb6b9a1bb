package dev.hoist.analysis.alias;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Value;
import java.math.BigInteger;
import java.util.List;

/**
 * Alias reasoning for a getelementptr against another pointer (LLVM's aliasGEP): both are
 * decomposed into base + constant offset + scaled variable indices and subtracted. Then
 *
 * <ul>
 *   <li>equal offsets compare the bases with the original sizes;
 *   <li>bases that do not MustAlias decide the answer;
 *   <li>a constant difference is compared with the access sizes (NoAlias, PartialAlias);
 *   <li>with variable indices: the accesses are disjoint modulo the GCD of the scales, or their
 *       byte ranges (from the indices' value ranges) do not meet, or a non-zero index (or two
 *       indices known to differ) moves the access past the other, or two indices differ by a
 *       constant that separates them.
 * </ul>
 *
 * <pre>
 *   %p = getelementptr inbounds [8 x i32], [8 x i32]* %a, i64 0, i64 %i
 *   %q = getelementptr inbounds [8 x i32], [8 x i32]* %a, i64 0, i64 %i.1   ; %i.1 = add nsw i64 %i, 1
 *   ; difference 4 bytes, accesses of 4 bytes: NoAlias
 * </pre>
 */
final class GepAlias {
  private final BasicAliasAnalysis ba;

  GepAlias(BasicAliasAnalysis ba) {
    this.ba = ba;
  }

  int aliasGep(Value gep1, long s1, Value v2, long s2, Value u1, Value u2, BasicAliasAnalysis.Query q) {
    if (!LocationSize.hasValue(s1) && !LocationSize.hasValue(s2)) {
      // With both sizes unknown only distinct objects can be proven.
      if (!IrOps.isGep(v2)) return AliasCode.MAY;
      int base = ba.alias(u1, LocationSize.BEFORE_OR_AFTER_POINTER, u2, LocationSize.BEFORE_OR_AFTER_POINTER, q);
      return AliasCode.kind(base) == AliasCode.NO ? AliasCode.NO : AliasCode.MAY;
    }
    DecomposedGep d1 = ba.decompose(gep1).copy();
    DecomposedGep d2 = ba.decompose(v2);
    if (!d1.analyzable || !d2.analyzable) return AliasCode.MAY;
    if (d1.indexBits != d2.indexBits) {
      // Offsets of different widths (address spaces) cannot be subtracted: compare the objects.
      int base = ba.alias(u1, LocationSize.BEFORE_OR_AFTER_POINTER, u2, LocationSize.BEFORE_OR_AFTER_POINTER, q);
      return AliasCode.kind(base) == AliasCode.NO ? AliasCode.NO : AliasCode.MAY;
    }
    subtract(d1, d2);
    long off = d1.offset;
    List<DecomposedGep.VarIndex> vars = d1.varIndices;

    // An inbounds GEP cannot reach an object from before its start.
    if (Boolean.TRUE.equals(d1.inBounds) && vars.isEmpty() && LocationSize.hasValue(s2)
        && off >= LocationSize.value(s2) && isBaseOfObject(d2.base)) {
      return AliasCode.NO;
    }
    if (IrOps.isGep(v2) && Boolean.TRUE.equals(d2.inBounds) && vars.isEmpty() && LocationSize.hasValue(s1)
        && off <= -LocationSize.value(s1) && isBaseOfObject(d1.base)) {
      return AliasCode.NO;
    }
    if (off == 0 && vars.isEmpty()) return ba.alias(d1.base, s1, d2.base, s2, q);

    int baseAlias = ba.alias(d1.base, LocationSize.BEFORE_OR_AFTER_POINTER, d2.base,
        LocationSize.BEFORE_OR_AFTER_POINTER, q);
    if (AliasCode.kind(baseAlias) != AliasCode.MUST) {
      return AliasCode.kind(baseAlias) == AliasCode.NO ? AliasCode.NO : AliasCode.MAY;
    }

    if (vars.isEmpty()) return constantDifference(off, s1, s2);
    if (!LocationSize.hasValue(s1) || !LocationSize.hasValue(s2)) return AliasCode.MAY;
    long size1 = LocationSize.value(s1);
    long size2 = LocationSize.value(s2);

    // Modulo the GCD of the scales the first access sits at [mod, mod + size1).
    long gcd = 0;
    boolean gcdOk = true;
    for (DecomposedGep.VarIndex vi : vars) {
      long scale = vi.scale;
      if (scale == Long.MIN_VALUE) {
        gcdOk = false;
        continue;
      }
      long forGcd = vi.nsw ? Math.abs(scale) : Long.lowestOneBit(Math.abs(scale));
      gcd = gcd == 0 ? forGcd : gcd(gcd, forGcd);
    }
    if (gcdOk && gcd > 0) {
      long mod = Math.floorMod(off, gcd);
      if (mod >= size2 && gcd - mod >= size1) return AliasCode.NO;
    }
    if (d1.indexBits == 64 && rangesDisjoint(off, vars, size1, size2)) return AliasCode.NO;

    // A variable part of at least minAbs bytes in either direction.
    long minAbs = 0;
    if (vars.size() == 1) {
      DecomposedGep.VarIndex v = vars.get(0);
      if (v.val.truncBits() == 0 && v.scale != Long.MIN_VALUE && multiplyByScaleNoWrap(v)
          && ValueFacts.isKnownNonZero(v.val.v(), v.cxt, ba.domTree())) {
        minAbs = Math.abs(v.scale);
      }
    } else if (vars.size() == 2) {
      DecomposedGep.VarIndex v0 = vars.get(0);
      DecomposedGep.VarIndex v1 = vars.get(1);
      if (v0.scale == -v1.scale && v0.scale != Long.MIN_VALUE && v0.val.truncBits() == 0
          && v0.val.hasSameCastsAs(v1.val) && ba.visitedPhiBlocks.isEmpty() && multiplyByScaleNoWrap(v0)
          && multiplyByScaleNoWrap(v1) && ValueFacts.isKnownNonEqual(v0.val.v(), v1.val.v())) {
        minAbs = Math.abs(v0.scale);
      }
    }
    if (minAbs > 0) {
      try {
        long offLo = Math.subtractExact(off, minAbs);
        long offHi = Math.addExact(off, minAbs);
        if (offLo < 0 && -offLo >= size1 && offHi >= 0 && offHi >= size2) return AliasCode.NO;
      } catch (ArithmeticException e) {
        // no conclusion
      }
    }
    if (constantOffsetHeuristic(d1, size1, size2)) return AliasCode.NO;
    return AliasCode.MAY;
  }

  /** The pointers differ by the constant {@code off} (gep1 - v2). */
  private static int constantDifference(long off, long s1, long s2) {
    long leftSize = s2;
    long rightSize = s1;
    boolean swapped = off < 0;
    if (swapped) {
      leftSize = s1;
      rightSize = s2;
      off = -off;
    }
    if (!LocationSize.hasValue(leftSize)) return AliasCode.MAY;
    long lsize = LocationSize.value(leftSize);
    if (Long.compareUnsigned(off, lsize) < 0) {
      int r = AliasCode.PARTIAL;
      // The right access nested in the left one: remember where.
      if (LocationSize.hasValue(rightSize) && off <= Integer.MAX_VALUE
          && off + LocationSize.value(rightSize) <= lsize) {
        r = AliasCode.swapIf(swapped, AliasCode.partial(-off));
      }
      return r;
    }
    return AliasCode.NO;
  }

  /** DestGEP -= SrcGEP: constant offsets subtract, equal variables cancel, the rest are negated. */
  private void subtract(DecomposedGep dest, DecomposedGep src) {
    dest.offset -= src.offset;
    for (DecomposedGep.VarIndex s : src.varIndices) {
      boolean found = false;
      for (int i = 0; i < dest.varIndices.size(); i++) {
        DecomposedGep.VarIndex d = dest.varIndices.get(i);
        if (!ba.isValueEqualInPotentialCycles(d.val.v(), s.val.v()) || !d.val.hasSameCastsAs(s.val)) continue;
        if (d.scale != s.scale) {
          d.scale -= s.scale;
          d.nsw = false;
        } else {
          dest.varIndices.remove(i);
        }
        found = true;
        break;
      }
      if (!found) {
        dest.varIndices.add(new DecomposedGep.VarIndex(s.val, -s.scale, s.nsw && s.scale != Long.MIN_VALUE, s.cxt));
      }
    }
  }

  /**
   * Two indices {@code ext(x + c0)} and {@code ext(x + c1)} with opposite scales differ by at least
   * {@code min(|c0 - c1|, wrapped)} elements; NoAlias when that gap holds both accesses.
   */
  private boolean constantOffsetHeuristic(DecomposedGep d, long size1, long size2) {
    if (d.varIndices.size() != 2) return false;
    DecomposedGep.VarIndex var0 = d.varIndices.get(0);
    DecomposedGep.VarIndex var1 = d.varIndices.get(1);
    if (var0.val.truncBits() != 0 || !var0.val.hasSameCastsAs(var1.val) || var0.scale != -var1.scale
        || var0.scale == Long.MIN_VALUE || var0.val.v().type() != var1.val.v().type()) {
      return false;
    }
    LinearExpression e0 = LinearExpression.of(CastedValue.of(var0.val.v()));
    LinearExpression e1 = LinearExpression.of(CastedValue.of(var1.val.v()));
    if (e0.scale() != e1.scale() || !e0.val().hasSameCastsAs(e1.val())
        || !ba.isValueEqualInPotentialCycles(e0.val().v(), e1.val().v())) {
      return false;
    }
    int w = e0.val().bitWidth();
    long diff = (e0.offset() - e1.offset()) & ValueFacts.mask(w);
    long wrapped = (-diff) & ValueFacts.mask(w);
    long minDiff = Long.compareUnsigned(diff, wrapped) < 0 ? diff : wrapped;
    if (minDiff < 0) return false;
    long bytes;
    long absOff;
    try {
      bytes = Math.multiplyExact(minDiff, Math.abs(var0.scale));
      absOff = Math.abs(d.offset);
      if (absOff < 0) return false;
      return bytes >= Math.addExact(size1, absOff) && bytes >= Math.addExact(size2, absOff);
    } catch (ArithmeticException e) {
      return false;
    }
  }

  private static final BigInteger TWO64 = BigInteger.ONE.shiftLeft(64);
  private static final BigInteger SMIN = BigInteger.valueOf(Long.MIN_VALUE);
  private static final BigInteger SMAX = BigInteger.valueOf(Long.MAX_VALUE);

  /**
   * Whether the byte ranges {@code [off + sum(scale * v), ... + size1)} and {@code [0, size2)}
   * cannot meet modulo 2^64, given the value ranges of the indices. A product is clamped to the
   * signed range when it cannot wrap (nsw), as LLVM's saturating ConstantRange arithmetic does.
   */
  private static boolean rangesDisjoint(long off, List<DecomposedGep.VarIndex> vars, long size1, long size2) {
    BigInteger lo = BigInteger.valueOf(off);
    BigInteger hi = lo;
    for (DecomposedGep.VarIndex vi : vars) {
      long[] r = castRange(vi.val, ValueFacts.signedRange(vi.val.v()));
      if (r == null) return false;
      BigInteger s = BigInteger.valueOf(vi.scale);
      BigInteger a = BigInteger.valueOf(r[0]).multiply(s);
      BigInteger b = BigInteger.valueOf(r[1]).multiply(s);
      BigInteger pl = a.min(b);
      BigInteger ph = a.max(b);
      if (vi.nsw) {
        pl = pl.max(SMIN).min(SMAX);
        ph = ph.max(SMIN).min(SMAX);
      } else if (pl.compareTo(SMIN) < 0 || ph.compareTo(SMAX) > 0) {
        return false;
      }
      lo = lo.add(pl);
      hi = hi.add(ph);
    }
    BigInteger width = hi.subtract(lo);
    if (width.compareTo(TWO64) >= 0) return false;
    BigInteger start = lo.mod(TWO64);
    return start.compareTo(BigInteger.valueOf(size2)) >= 0
        && start.add(width).add(BigInteger.valueOf(size1)).compareTo(TWO64) <= 0;
  }

  /** Whether |v * scale| >= |scale| holds despite wrapping arithmetic. */
  private static boolean multiplyByScaleNoWrap(DecomposedGep.VarIndex v) {
    if (v.nsw) return true;
    int orig = ValueFacts.width(v.val.v());
    int maxScaleBits = v.val.bitWidth() - orig;
    if (maxScaleBits <= 0) return false;
    return Long.compareUnsigned(v.scale, ValueFacts.mask(maxScaleBits)) <= 0;
  }

  /** The range of {@code zext(sext(v))} given the signed range of v (null: unknown). */
  private static long[] castRange(CastedValue cv, long[] r) {
    if (cv.truncBits() != 0) return null;
    int w = ValueFacts.width(cv.v());
    if (w <= 0 || w > 64) return null;
    if (r == null) {
      if (w >= 64) return null;
      r = new long[] {-(1L << (w - 1)), (1L << (w - 1)) - 1};
    }
    if (cv.zextBits() > 0) {
      int ws = w + cv.sextBits();
      if (r[0] < 0) {
        if (ws >= 64) return null;
        return new long[] {0, ValueFacts.mask(ws)};
      }
    }
    return r;
  }

  private static boolean isBaseOfObject(Value v) {
    return v instanceof AllocaInst || v instanceof GlobalVariable;
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return Math.abs(a);
  }
}
