package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.type.IntegerType;
import java.math.BigInteger;

/**
 * Counts for ordered exits, "stay while {@code {start,+,stride} < rhs}" (and {@code >} with a
 * negative stride): LLVM's howManyLessThans / howManyGreaterThans. The count is
 * {@code ceil((max(rhs, start) - start) / stride)}, valid only when the recurrence cannot
 * overflow before the exit: proved from ranges (the bound leaves room for one more stride), from
 * the recurrence's nsw/nuw flag when this exit alone controls the loop, or for power-of-two strides
 * in loops that must make progress (wrapping would repeat values forever).
 */
final class LessThanCounts {
  private final ScalarEvolution se;

  LessThanCounts(ScalarEvolution se) {
    this.se = se;
  }

  ExitLimit howManyLessThans(Scev lhs, Scev rhs, Loop l, boolean signed, boolean controlsExit) {
    ScevAddRec iv = lhs instanceof ScevAddRec ar ? ar : null;
    if (iv == null && lhs instanceof ScevCast z && z.kind() == ScevKind.ZERO_EXTEND) iv = widenZext(z, rhs, l);
    if (iv == null || iv.loop() != l || !iv.isAffine()) return ExitLimit.none(se);
    int wrapType = signed ? NoWrap.NSW : NoWrap.NUW;
    boolean noWrap = controlsExit && NoWrap.has(iv.noWrapFlags(), wrapType);
    CmpPredicate cond = signed ? CmpPredicate.SLT : CmpPredicate.ULT;
    Scev stride = iv.step();
    if (!se.isKnownPositive(stride)) {
      ExitConditions ec = se.counts.exits;
      if (!noWrap || !l.mustProgress() || !se.poison.loopHasNoAbnormalExits(l)) return ExitLimit.none(se);
      if (signed && se.isKnownNonPositive(stride)) return ExitLimit.none(se);
      if (!se.isKnownNonZero(stride)) {
        if (!se.isLoopInvariant(rhs, l)) return ExitLimit.none(se);
        // A zero stride would make the loop infinite unless the exit is taken at once.
        boolean zeroStrideUB = se.isLoopEntryGuardedByCond(l, cond, se.minus(iv.start(), stride), rhs);
        if (!zeroStrideUB) stride = se.umax(stride, se.one(stride.type()));
      }
    } else if (!stride.isOne() && !noWrap) {
      if (canIVOverflowOnLT(rhs, stride, signed) && !canAssumeNoSelfWrap(iv, rhs, l, controlsExit)) return ExitLimit.none(se);
    }
    Scev start = iv.start();
    if (start.isPointer()) start = se.ptrToInt(start, se.effectiveType(start.type()));
    if (rhs.isPointer()) rhs = se.ptrToInt(rhs, se.effectiveType(rhs.type()));
    if (se.isCouldNotCompute(start) || se.isCouldNotCompute(rhs)) return ExitLimit.none(se);
    int w = start.bits();
    if (!se.isLoopInvariant(rhs, l)) {
      return new ExitLimit(se.couldNotCompute(), maxForLT(start, stride, rhs, w, signed), false);
    }
    Scev beCount = null;
    Scev ifTaken = null;
    Scev startMinusStride = se.minus(start, stride);
    if (se.isLoopEntryGuardedByCond(l, cond, startMinusStride, start)
        && se.isLoopEntryGuardedByCond(l, cond, startMinusStride, rhs)) {
      // max(rhs, start) > start - stride: ((rhs - 1) - (start - stride)) /u stride.
      Scev numerator = se.minus(se.add(rhs, se.allOnes(stride.type())), startMinusStride);
      beCount = se.udiv(numerator, stride);
    }
    if (beCount == null) {
      Scev end;
      CmpPredicate ge = signed ? CmpPredicate.SGE : CmpPredicate.UGE;
      CmpPredicate gt = signed ? CmpPredicate.SGT : CmpPredicate.UGT;
      if (se.isLoopEntryGuardedByCond(l, ge, rhs, start)
          || se.isLoopEntryGuardedByCond(l, gt, rhs, se.add(start, se.allOnes(start.type())))) {
        end = rhs;
      } else {
        end = signed ? se.smax(rhs, start) : se.umax(rhs, start);
        ifTaken = se.udivCeil(se.minus(rhs, start), stride);
      }
      boolean mayAddOverflow = true;
      if (stride instanceof ScevConstant sc && Bits.isPowerOf2(sc.unsignedValue())) mayAddOverflow = false;
      if (start == stride || start == se.minus(stride, se.one(stride.type()))) mayAddOverflow = false;
      Scev delta = se.minus(end, start);
      beCount = !mayAddOverflow ? se.udiv(se.add(delta, se.minus(stride, se.one(stride.type()))), stride)
          : se.udivCeil(delta, stride);
    }
    Scev max;
    boolean maxOrZero = false;
    if (beCount instanceof ScevConstant) {
      max = beCount;
    } else if (ifTaken instanceof ScevConstant) {
      max = ifTaken;
      maxOrZero = true;
    } else {
      max = maxForLT(start, stride, rhs, w, signed);
    }
    if (se.isCouldNotCompute(max) && !se.isCouldNotCompute(beCount)) max = se.constantMaxOf(beCount);
    return new ExitLimit(beCount, max, maxOrZero);
  }

  /**
   * {@code zext({s,+,c}) < rhs}: when rhs (in the wide type) is at most {@code UINT_MAX - (c - 1)}
   * of the narrow type, the recurrence exits before it can wrap, so it is nuw and its extension is a
   * wide recurrence.
   */
  private ScevAddRec widenZext(ScevCast z, Scev rhs, Loop l) {
    if (!(z.operand() instanceof ScevAddRec ar) || ar.loop() != l || !ar.isAffine()) return null;
    if (!ar.hasNoUnsignedWrap() && se.isLoopInvariant(rhs, l) && se.isKnownNonZero(ar.step())) {
      int inner = ar.bits();
      BigInteger strideMax = se.unsignedRange(ar.step()).umax();
      BigInteger limit = Bits.mask(inner).subtract(strideMax.subtract(BigInteger.ONE));
      if (se.unsignedRange(rhs).umax().compareTo(limit) <= 0) ar.flags |= NoWrap.forAddRec(NoWrap.NUW);
    }
    if (!ar.hasNoUnsignedWrap()) return null;
    Scev s = se.addRec(se.zeroExtend(ar.start(), z.type()), se.zeroExtend(ar.step(), z.type()), l, ar.noWrapFlags());
    return s instanceof ScevAddRec w ? w : null;
  }

  /** Whether {@code iv < rhs} could step past the largest value before failing (LLVM's canIVOverflowOnLT). */
  private boolean canIVOverflowOnLT(Scev rhs, Scev stride, boolean signed) {
    int w = stride.bits();
    Scev sm1 = se.minus(stride, se.one(stride.type()));
    if (signed) {
      BigInteger maxRhs = se.signedRange(rhs).smax();
      BigInteger maxStrideMinusOne = se.signedRange(sm1).smax();
      return Bits.signedMax(w).subtract(maxStrideMinusOne).compareTo(maxRhs) < 0;
    }
    BigInteger maxRhs = se.unsignedRange(rhs).umax();
    BigInteger maxStrideMinusOne = se.unsignedRange(sm1).umax();
    return Bits.mask(w).subtract(maxStrideMinusOne).compareTo(maxRhs) < 0;
  }

  private boolean canIVOverflowOnGT(Scev rhs, Scev stride, boolean signed) {
    int w = stride.bits();
    Scev sm1 = se.minus(stride, se.one(stride.type()));
    if (signed) {
      BigInteger minRhs = se.signedRange(rhs).smin();
      BigInteger maxStrideMinusOne = se.signedRange(sm1).smax();
      return Bits.signedMin(w).add(maxStrideMinusOne).compareTo(minRhs) > 0;
    }
    BigInteger minRhs = se.unsignedRange(rhs).umin();
    BigInteger maxStrideMinusOne = se.unsignedRange(sm1).umax();
    return maxStrideMinusOne.compareTo(minRhs) > 0;
  }

  /**
   * Wrapping with a power-of-two stride would revisit the same values; with an invariant bound the
   * sole exit could then never be taken, which a loop that must make progress cannot do.
   */
  private boolean canAssumeNoSelfWrap(ScevAddRec iv, Scev rhs, Loop l, boolean controlsExit) {
    if (!se.isLoopInvariant(rhs, l)) return false;
    if (!(iv.step() instanceof ScevConstant sc) || !Bits.isPowerOf2(sc.unsignedValue())) return false;
    if (!controlsExit || !se.poison.loopHasNoAbnormalExits(l)) return false;
    return l.mustProgress();
  }

  /** LLVM's computeMaxBECountForLT: ceil((max end - min start) / min stride) from ranges. */
  private Scev maxForLT(Scev start, Scev stride, Scev end, int w, boolean signed) {
    IntegerType t = IntegerType.get(w);
    if (signed && w == 1) return se.zero(t);
    BigInteger one = BigInteger.ONE;
    BigInteger minStart = signed ? se.signedRange(start).smin() : se.unsignedRange(start).umin();
    BigInteger minStride = signed ? se.signedRange(stride).smin() : se.unsignedRange(stride).umin();
    BigInteger strideForMax = minStride.max(one);
    BigInteger maxValue = signed ? Bits.signedMax(w) : Bits.mask(w);
    BigInteger limit = maxValue.subtract(strideForMax.subtract(one));
    BigInteger maxEnd = (signed ? se.signedRange(end).smax() : se.unsignedRange(end).umax()).min(limit);
    maxEnd = maxEnd.max(minStart);
    BigInteger delta = maxEnd.subtract(minStart);
    BigInteger q = delta.add(strideForMax).subtract(one).divide(strideForMax);
    return se.constant(t, q);
  }

  ExitLimit howManyGreaterThans(Scev lhs, Scev rhs, Loop l, boolean signed, boolean controlsExit) {
    if (!se.isLoopInvariant(rhs, l)) return ExitLimit.none(se);
    if (!(lhs instanceof ScevAddRec iv) || iv.loop() != l || !iv.isAffine()) return ExitLimit.none(se);
    int wrapType = signed ? NoWrap.NSW : NoWrap.NUW;
    boolean noWrap = controlsExit && NoWrap.has(iv.noWrapFlags(), wrapType);
    CmpPredicate cond = signed ? CmpPredicate.SGT : CmpPredicate.UGT;
    Scev stride = se.negate(iv.step());
    if (!se.isKnownPositive(stride)) return ExitLimit.none(se);
    if (!stride.isOne() && !noWrap && canIVOverflowOnGT(rhs, stride, signed)) return ExitLimit.none(se);
    Scev start = iv.start();
    Scev end = rhs;
    if (!se.isLoopEntryGuardedByCond(l, cond, se.add(start, stride), rhs)) {
      if (se.isLoopEntryGuardedByCond(l, signed ? CmpPredicate.SGE : CmpPredicate.UGE, start, rhs)) end = rhs;
      else end = signed ? se.smin(rhs, start) : se.umin(rhs, start);
    }
    if (start.isPointer()) start = se.ptrToInt(start, se.effectiveType(start.type()));
    if (end.isPointer()) end = se.ptrToInt(end, se.effectiveType(end.type()));
    if (se.isCouldNotCompute(start) || se.isCouldNotCompute(end)) return ExitLimit.none(se);
    Scev one = se.one(stride.type());
    Scev beCount = se.udiv(se.add(se.minus(start, end), se.minus(stride, one)), stride);
    int w = start.bits();
    BigInteger maxStart = signed ? se.signedRange(start).smax() : se.unsignedRange(start).umax();
    BigInteger minStride = signed ? se.signedRange(stride).smin() : se.unsignedRange(stride).umin();
    BigInteger limit = (signed ? Bits.signedMin(w) : BigInteger.ZERO).add(minStride.subtract(BigInteger.ONE));
    Scev rhsInt = rhs.isPointer() ? se.ptrToInt(rhs, se.effectiveType(rhs.type())) : rhs;
    BigInteger minEnd = (signed ? se.signedRange(rhsInt).smin() : se.unsignedRange(rhsInt).umin()).max(limit);
    Scev max;
    if (beCount instanceof ScevConstant) {
      max = beCount;
    } else {
      BigInteger span = Bits.wrap(maxStart.subtract(minEnd), w);
      BigInteger ms = minStride.signum() > 0 ? minStride : BigInteger.ONE;
      max = se.constant(IntegerType.get(w), span.add(ms).subtract(BigInteger.ONE).divide(ms));
      if (span.signum() == 0) max = se.zero(IntegerType.get(w));
    }
    return new ExitLimit(beCount, max, false);
  }
}
