package dev.hoist.analysis.scev;

import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The folding constructors for zext, sext, trunc and ptrtoint. Extensions are pushed into sums,
 * products and recurrences when those are known not to wrap (an extension of a non-wrapping
 * recurrence is a recurrence of extensions); a recurrence that does not carry the flag may still
 * be proved not to wrap from its loop's maximum trip count, and the flag is then recorded on it.
 */
final class CastFolder {
  private static final int MAX_DEPTH = 8;
  private final ScalarEvolution se;

  CastFolder(ScalarEvolution se) {
    this.se = se;
  }

  Scev zeroExtend(Scev op, Type ty, int depth) {
    int to = se.typeBits(ty);
    if (op instanceof ScevCouldNotCompute) return op;
    if (op.bits() == to) return op;
    if (op.bits() > to) throw new IllegalArgumentException("zext to a narrower type");
    IntegerType t = se.effectiveType(ty);
    if (op instanceof ScevConstant c) return se.constant(t, c.unsignedValue());
    if (op instanceof ScevCast z && z.kind() == ScevKind.ZERO_EXTEND) return zeroExtend(z.operand(), t, depth + 1);
    if (op instanceof ScevCast tr && tr.kind() == ScevKind.TRUNCATE) {
      // zext(trunc(x)) is x (or a narrower/wider cast of it) when the dropped bits were zero.
      Scev x = tr.operand();
      ConstantRange cr = se.unsignedRange(x);
      if (cr.truncate(tr.bits()).zeroExtend(to).contains(cr.zextOrTrunc(to))) return se.truncateOrZeroExtend(x, t);
    }
    if (depth < MAX_DEPTH) {
      if (op instanceof ScevAddRec ar && ar.isAffine()) {
        if (!ar.hasNoUnsignedWrap()) proveNoWrapByMaxCount(ar);
        if (ar.hasNoUnsignedWrap()) {
          return se.addRec(zeroExtend(ar.start(), t, depth + 1), zeroExtend(ar.step(), t, depth + 1), ar.loop(),
              ar.noWrapFlags());
        }
      }
      if (op instanceof ScevAdd a && a.hasNoUnsignedWrap()) return se.add(extendAll(a, t, true, depth), NoWrap.NUW);
      if (op instanceof ScevMul m && m.hasNoUnsignedWrap()) return se.mul(extendAll(m, t, true, depth), NoWrap.NUW);
      if (op instanceof ScevUDiv d) return se.udiv(zeroExtend(d.lhs(), t, depth + 1), zeroExtend(d.rhs(), t, depth + 1));
      if (op instanceof ScevMinMax mm && !mm.isSigned()) return se.minMax(mm.kind(), extendAll(mm, t, true, depth));
    }
    return se.table.cast(ScevKind.ZERO_EXTEND, op, t, to);
  }

  Scev signExtend(Scev op, Type ty, int depth) {
    int to = se.typeBits(ty);
    if (op instanceof ScevCouldNotCompute) return op;
    if (op.bits() == to) return op;
    if (op.bits() > to) throw new IllegalArgumentException("sext to a narrower type");
    IntegerType t = se.effectiveType(ty);
    if (op instanceof ScevConstant c) return se.constant(t, c.signedValue());
    if (op instanceof ScevCast s && s.kind() == ScevKind.SIGN_EXTEND) return signExtend(s.operand(), t, depth + 1);
    if (op instanceof ScevCast z && z.kind() == ScevKind.ZERO_EXTEND) return zeroExtend(z.operand(), t, depth + 1);
    if (op instanceof ScevCast tr && tr.kind() == ScevKind.TRUNCATE) {
      Scev x = tr.operand();
      ConstantRange cr = se.signedRange(x);
      if (cr.truncate(tr.bits()).signExtend(to).contains(x.bits() >= to ? cr.truncate(to) : cr.signExtend(to))) {
        return se.truncateOrSignExtend(x, t);
      }
    }
    if (depth < MAX_DEPTH) {
      if (op instanceof ScevAddRec ar && ar.isAffine()) {
        if (!ar.hasNoSignedWrap()) proveNoWrapByMaxCount(ar);
        if (ar.hasNoSignedWrap()) {
          return se.addRec(signExtend(ar.start(), t, depth + 1), signExtend(ar.step(), t, depth + 1), ar.loop(),
              ar.noWrapFlags());
        }
      }
      if (op instanceof ScevAdd a && a.hasNoSignedWrap()) return se.add(extendAll(a, t, false, depth), NoWrap.NSW);
      if (op instanceof ScevMul m && m.hasNoSignedWrap()) return se.mul(extendAll(m, t, false, depth), NoWrap.NSW);
      if (op instanceof ScevMinMax mm && mm.isSigned()) return se.minMax(mm.kind(), extendAll(mm, t, false, depth));
    }
    // A value known to be non-negative extends the same either way; zext folds further.
    if (se.isKnownNonNegative(op)) return zeroExtend(op, t, depth + 1);
    return se.table.cast(ScevKind.SIGN_EXTEND, op, t, to);
  }

  private List<Scev> extendAll(Scev s, IntegerType t, boolean zero, int depth) {
    List<Scev> l = new ArrayList<>(s.numOperands());
    for (Scev o : s.operands()) l.add(zero ? zeroExtend(o, t, depth + 1) : signExtend(o, t, depth + 1));
    return l;
  }

  Scev truncate(Scev op, Type ty, int depth) {
    int to = se.typeBits(ty);
    if (op instanceof ScevCouldNotCompute) return op;
    if (op.bits() == to && !op.isPointer()) return op;
    if (op.bits() < to) throw new IllegalArgumentException("trunc to a wider type");
    IntegerType t = se.effectiveType(ty);
    if (op.isPointer()) op = ptrToInt(op, se.effectiveType(op.type()));
    if (op.bits() == to) return op;
    if (op instanceof ScevConstant c) return se.constant(t, c.unsignedValue());
    if (op instanceof ScevCast c) {
      Scev x = c.operand();
      switch (c.kind()) {
        case TRUNCATE:
          return truncate(x, t, depth + 1);
        case ZERO_EXTEND:
          return x.bits() > to ? truncate(x, t, depth + 1) : zeroExtend(x, t, depth + 1);
        case SIGN_EXTEND:
          return x.bits() > to ? truncate(x, t, depth + 1) : signExtend(x, t, depth + 1);
        default:
          break;
      }
    }
    // Truncating to bits known to be zero.
    if (se.minTrailingZeros(op) >= to) return se.zero(t);
    if (depth < MAX_DEPTH) {
      if (op instanceof ScevAdd || op instanceof ScevMul) {
        // trunc(a + b) --> trunc(a) + trunc(b) when at most one new truncate remains.
        List<Scev> l = new ArrayList<>(op.numOperands());
        int truncs = 0;
        for (Scev o : op.operands()) {
          Scev x = truncate(o, t, depth + 1);
          if (x instanceof ScevCast c && c.kind() == ScevKind.TRUNCATE && !(o instanceof ScevCast)) truncs++;
          l.add(x);
        }
        if (truncs <= 1) return op instanceof ScevAdd ? se.add(l, NoWrap.NONE) : se.mul(l, NoWrap.NONE);
      }
      if (op instanceof ScevAddRec ar) {
        List<Scev> l = new ArrayList<>(ar.numOperands());
        for (Scev o : ar.operands()) l.add(truncate(o, t, depth + 1));
        return se.addRec(l, ar.loop(), NoWrap.NONE);
      }
    }
    return se.table.cast(ScevKind.TRUNCATE, op, t, to);
  }

  /** {@code ptrtoint}: pushed through sums and recurrences down to the pointer leaf, then resized to {@code t}. */
  Scev ptrToInt(Scev op, IntegerType t) {
    if (op instanceof ScevCouldNotCompute || !op.isPointer()) return op.isPointer() ? op : se.truncateOrZeroExtend(op, t);
    IntegerType pt = se.effectiveType(op.type());
    Scev r = intValue(op, pt);
    return se.truncateOrZeroExtend(r, t);
  }

  private Scev intValue(Scev op, IntegerType pt) {
    if (!op.isPointer()) return op;
    if (op instanceof ScevAdd a) {
      List<Scev> l = new ArrayList<>(a.numOperands());
      for (Scev o : a.operands()) l.add(intValue(o, pt));
      return se.add(l, a.noWrapFlags());
    }
    if (op instanceof ScevAddRec ar) {
      List<Scev> l = new ArrayList<>(ar.numOperands());
      for (Scev o : ar.operands()) l.add(intValue(o, pt));
      return se.addRec(l, ar.loop(), ar.noWrapFlags());
    }
    return se.table.cast(ScevKind.PTR_TO_INT, op, pt, pt.bits());
  }

  /**
   * Proves a recurrence does not wrap from its loop's constant max backedge-taken count M:
   * start + step * k stays in range for every k &lt;= M. Records nuw / nsw / nw on the node
   * (these hold on every iteration the recurrence is defined for).
   */
  void proveNoWrapByMaxCount(ScevAddRec ar) {
    if (!(ar.step() instanceof ScevConstant step) || ar.isPointer()) return;
    Scev maxBe = se.counts.maxIfAvailable(ar.loop());
    if (!(maxBe instanceof ScevConstant m)) return;
    int w = ar.bits();
    BigInteger max = m.unsignedValue();
    ConstantRange sr = se.signedRange(ar.start());
    ConstantRange ur = se.unsignedRange(ar.start());
    BigInteger sstep = step.signedValue();
    int add = 0;
    // unsigned: a positive step from the largest start, or a negative one from the smallest.
    if (sstep.signum() >= 0) {
      if (ur.umax().add(step.unsignedValue().multiply(max)).bitLength() <= w) add |= NoWrap.NUW;
    } else if (ur.umin().add(sstep.multiply(max)).signum() >= 0) {
      add |= NoWrap.NW;
    }
    BigInteger lo = sr.smin().add(sstep.signum() < 0 ? sstep.multiply(max) : BigInteger.ZERO);
    BigInteger hi = sr.smax().add(sstep.signum() > 0 ? sstep.multiply(max) : BigInteger.ZERO);
    if (lo.compareTo(Bits.signedMin(w)) >= 0 && hi.compareTo(Bits.signedMax(w)) <= 0) add |= NoWrap.NSW;
    if (add != 0) ar.flags |= NoWrap.forAddRec(add);
  }
}
