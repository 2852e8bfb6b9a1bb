package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.type.IntegerType;
import java.math.BigInteger;

/**
 * Counts for equality exits and for recurrences against constant ranges.
 *
 * <ul>
 *   <li>{@link #howFarToZero}: "stay while {@code {s,+,c} != 0}". Unit steps count the distance;
 *       other steps solve {@code c*n == -s (mod 2^w)}, which needs the distance to have at least as
 *       many trailing zeros as the step; a step that cannot self-wrap (nw, or a sole exit of a loop
 *       that must make progress) may simply divide.
 *   <li>{@link #howFarToNonZero}: "stay while {@code x == 0}", only for constants.
 *   <li>{@link #numIterationsInRange}: the first iteration an all-constant affine recurrence leaves
 *       a range (LLVM's getNumIterationsInRange).
 * </ul>
 */
final class ZeroCounts {
  private final ScalarEvolution se;

  ZeroCounts(ScalarEvolution se) {
    this.se = se;
  }

  ExitLimit howFarToZero(Scev v, Loop l, boolean controlsExit) {
    if (se.isCouldNotCompute(v)) return ExitLimit.none(se);
    if (v instanceof ScevConstant c) return c.isZero() ? ExitLimit.of(se, c) : ExitLimit.none(se);
    Scev stripped = v;
    // zext/sext are injective: zext(x) == 0 exactly when x == 0.
    while (stripped instanceof ScevCast c && (c.kind() == ScevKind.ZERO_EXTEND || c.kind() == ScevKind.SIGN_EXTEND)) {
      stripped = c.operand();
    }
    if (!(stripped instanceof ScevAddRec ar) || ar.loop() != l || !ar.isAffine()) return ExitLimit.none(se);
    Loop parent = l.parent();
    Scev start = se.scevAtScope(ar.start(), parent);
    Scev step = se.scevAtScope(ar.step(), parent);
    if (!(step instanceof ScevConstant sc) || sc.isZero()) return ExitLimit.none(se);
    if (start.isPointer()) start = se.ptrToInt(start, se.effectiveType(start.type()));
    boolean countDown = sc.signedValue().signum() < 0;
    Scev distance = countDown ? start : se.negate(start);
    if (sc.isOne() || sc.isAllOnes()) {
      BigInteger max = se.unsignedRange(distance).umax();
      Scev plusOne = se.add(distance, se.one(distance.type()));
      if (se.isLoopEntryGuardedByCond(l, CmpPredicate.NE, plusOne, se.zero(distance.type()))) {
        BigInteger m2 = se.unsignedRange(plusOne).umax().subtract(BigInteger.ONE);
        if (m2.signum() >= 0 && m2.compareTo(max) < 0) max = m2;
      }
      return new ExitLimit(distance, se.constant(se.effectiveType(distance.type()), max), false);
    }
    if (controlsExit && ar.hasNoSelfWrap() && se.poison.loopHasNoAbnormalExits(l)) {
      // If the step misses zero the recurrence would wrap, which the flag excludes.
      Scev exact = se.udiv(distance, countDown ? se.negate(step) : step);
      return ExitLimit.of(se, exact);
    }
    Scev e = solveLinear(sc, se.negate(start));
    return ExitLimit.of(se, e);
  }

  /** The least n with {@code a*n == b (mod 2^w)}, or could-not-compute when b may not be divisible (LLVM's SolveLinEquationWithOverflow). */
  Scev solveLinear(ScevConstant a, Scev b) {
    int w = a.bits();
    IntegerType t = IntegerType.get(w);
    int mult2 = Bits.trailingZeros(a.unsignedValue(), w);
    if (se.minTrailingZeros(b) < mult2) return se.couldNotCompute();
    BigInteger ad = a.unsignedValue().shiftRight(mult2);
    BigInteger inverse = w - mult2 == 0 ? BigInteger.ZERO : ad.modInverse(Bits.pow2(w - mult2));
    Scev d = se.constant(t, Bits.pow2(mult2));
    return se.udivExact(se.mul(b, se.constant(t, inverse)), d);
  }

  ExitLimit howFarToNonZero(Scev v, Loop l) {
    if (v instanceof ScevConstant c && !c.isZero()) return ExitLimit.of(se, se.zero(c.type()));
    return ExitLimit.none(se);
  }

  /** The first iteration on which a constant affine recurrence is outside {@code range}, or could-not-compute. */
  Scev numIterationsInRange(ScevAddRec ar, ConstantRange range) {
    if (range.isFull()) return se.couldNotCompute();
    for (Scev o : ar.operands()) if (!(o instanceof ScevConstant)) return se.couldNotCompute();
    if (!ar.isAffine()) return se.couldNotCompute();
    int w = ar.bits();
    BigInteger start = ((ScevConstant) ar.start()).unsignedValue();
    ScevConstant stepC = (ScevConstant) ar.step();
    BigInteger a = stepC.unsignedValue();
    // Shift so the recurrence starts at zero.
    ConstantRange r = range.sub(ConstantRange.single(w, start));
    IntegerType t = se.effectiveType(ar.type());
    if (!r.contains(BigInteger.ZERO)) return se.constant(t, BigInteger.ZERO);
    BigInteger end = stepC.signedValue().signum() >= 1 ? Bits.wrap(r.upper().subtract(BigInteger.ONE), w) : r.lower();
    BigInteger exitVal = Bits.wrap(end.add(a), w).divide(a);
    BigInteger val = Bits.wrap(a.multiply(exitVal), w);
    if (r.contains(val)) return se.couldNotCompute();
    return se.constant(t, exitVal);
  }
}
