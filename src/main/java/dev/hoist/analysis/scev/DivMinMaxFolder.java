package dev.hoist.analysis.scev;

import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.type.IntegerType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/** The folding constructors for unsigned division and remainder, and for the min/max family. */
final class DivMinMaxFolder {
  private final ScalarEvolution se;

  DivMinMaxFolder(ScalarEvolution se) {
    this.se = se;
  }

  Scev udiv(Scev a, Scev b) {
    if (a instanceof ScevCouldNotCompute || b instanceof ScevCouldNotCompute) return se.couldNotCompute();
    if (a.isPointer() || b.isPointer()) throw new IllegalArgumentException("udiv of a pointer");
    int w = a.bits();
    IntegerType t = IntegerType.get(w);
    if (a.isZero()) return a; // 0 /u y == 0
    if (b instanceof ScevConstant c && !c.isZero()) {
      BigInteger d = c.unsignedValue();
      if (c.isOne()) return a;
      if (a instanceof ScevConstant x) return se.constant(t, x.unsignedValue().divide(d));
      if (se.unsignedRange(a).umax().compareTo(d) < 0) return se.zero(t);
      if (a instanceof ScevUDiv inner && inner.rhs() instanceof ScevConstant c1) {
        // (x /u c1) /u c2 --> x /u (c1 * c2) when the product fits.
        BigInteger p = c1.unsignedValue().multiply(d);
        if (p.bitLength() <= w) return udiv(inner.lhs(), se.constant(t, p));
      }
      if (a instanceof ScevAddRec ar && ar.isAffine() && ar.hasNoUnsignedWrap() && ar.step() instanceof ScevConstant s
          && s.unsignedValue().mod(d).signum() == 0) {
        // {X,+,N} /u C --> {X /u C,+,N /u C} when C divides N and nothing wraps.
        return se.addRec(udiv(ar.start(), b), udiv(ar.step(), b), ar.loop(), NoWrap.NW);
      }
      if (a instanceof ScevMul m && m.hasNoUnsignedWrap() && m.operand(0) instanceof ScevConstant k
          && k.unsignedValue().mod(d).signum() == 0) {
        // (C1 * X) /u C2 --> (C1/C2) * X when C2 divides C1 and the product does not wrap.
        List<Scev> ops = new ArrayList<>(m.operands());
        ops.set(0, se.constant(t, k.unsignedValue().divide(d)));
        return se.mul(ops, NoWrap.NUW);
      }
      if (a instanceof ScevAdd sum && sum.hasNoUnsignedWrap()) {
        // (A + B) /u C --> A/C + B/C when every term is a multiple of C.
        List<Scev> parts = new ArrayList<>();
        boolean ok = true;
        for (Scev o : sum.operands()) {
          Scev q = udiv(o, b);
          if (q instanceof ScevUDiv || se.mul(q, b) != o) {
            ok = false;
            break;
          }
          parts.add(q);
        }
        if (ok) return se.add(parts, NoWrap.NONE);
      }
    }
    return se.table.udiv(a, b);
  }

  /** {@code a /u b} where the division is known to be exact (LLVM's getUDivExactExpr). */
  Scev udivExact(Scev a, Scev b) {
    if (a instanceof ScevMul m && m.hasNoUnsignedWrap()) {
      if (m.operand(0) instanceof ScevConstant k && b instanceof ScevConstant d && !d.isZero()) {
        if (k == d) return se.mul(m.operands().subList(1, m.numOperands()), NoWrap.NONE);
        if (k.unsignedValue().mod(d.unsignedValue()).signum() == 0) {
          List<Scev> ops = new ArrayList<>(m.operands());
          ops.set(0, se.constant(k.intType(), k.unsignedValue().divide(d.unsignedValue())));
          return se.mul(ops, NoWrap.NONE);
        }
      }
      for (int i = 0; i < m.numOperands(); i++) {
        if (m.operand(i) == b) {
          List<Scev> ops = new ArrayList<>(m.operands());
          ops.remove(i);
          return se.mul(ops, NoWrap.NONE);
        }
      }
    }
    return udiv(a, b);
  }

  /** {@code umin(N, 1) + (N - umin(N, 1)) /u D}: ceil(N / D), correct for N = 0 too. */
  Scev udivCeil(Scev n, Scev d) {
    Scev minNOne = se.umin(n, se.one(n.type()));
    return se.add(minNOne, udiv(se.minus(n, minNOne), d));
  }

  /** {@code a urem b}: {@code zext(trunc a)} for a power of two, else {@code a - (a /u b) * b}. */
  Scev urem(Scev a, Scev b) {
    if (b instanceof ScevConstant c && Bits.isPowerOf2(c.unsignedValue())) {
      int k = c.unsignedValue().getLowestSetBit();
      if (k == 0) return se.zero(a.type());
      if (k < a.bits()) return se.zeroExtend(se.truncate(a, IntegerType.get(k)), a.type());
    }
    return se.minus(a, se.mul(udiv(a, b), b));
  }

  Scev minMax(ScevKind kind, List<Scev> in) {
    if (in.size() == 1) return in.get(0);
    List<Scev> ops = new ArrayList<>();
    for (Scev s : in) {
      if (s instanceof ScevCouldNotCompute) return s;
      if (s.kind() == kind) ops.addAll(s.operands());
      else ops.add(s);
    }
    int w = ops.get(0).bits();
    for (Scev s : ops) if (s.bits() != w) throw new IllegalArgumentException(kind + " of mismatched widths: " + in);
    boolean signed = kind == ScevKind.SMAX || kind == ScevKind.SMIN;
    boolean max = kind == ScevKind.SMAX || kind == ScevKind.UMAX;
    BigInteger best = null;
    List<Scev> rest = new ArrayList<>();
    for (Scev s : ops) {
      if (s instanceof ScevConstant c && !c.isPointer()) {
        BigInteger v = signed ? c.signedValue() : c.unsignedValue();
        if (best == null || (max ? v.compareTo(best) > 0 : v.compareTo(best) < 0)) best = v;
      } else if (!rest.contains(s)) {
        rest.add(s);
      }
    }
    IntegerType t = IntegerType.get(w);
    if (best != null) {
      BigInteger identity = signed ? (max ? Bits.signedMin(w) : Bits.signedMax(w)) : (max ? BigInteger.ZERO : Bits.mask(w));
      BigInteger absorbing = signed ? (max ? Bits.signedMax(w) : Bits.signedMin(w)) : (max ? Bits.mask(w) : BigInteger.ZERO);
      if (best.equals(absorbing) || rest.isEmpty()) return se.constant(t, best);
      if (!best.equals(identity)) rest.add(se.constant(t, best));
    }
    if (rest.size() == 1) return rest.get(0);
    // Drop operands another one provably dominates.
    CmpPredicate ge = switch (kind) {
      case UMAX -> CmpPredicate.UGE;
      case SMAX -> CmpPredicate.SGE;
      case UMIN -> CmpPredicate.ULE;
      default -> CmpPredicate.SLE;
    };
    for (int i = 0; i < rest.size(); i++) {
      for (int j = 0; j < rest.size(); j++) {
        if (i != j && se.guards.isKnownViaRanges(ge, rest.get(i), rest.get(j))) {
          rest.remove(j);
          return minMax(kind, rest);
        }
      }
    }
    rest.sort(se.order);
    return se.table.nary(kind, rest.toArray(new Scev[0]), NoWrap.NONE);
  }
}
