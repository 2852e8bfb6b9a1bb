package dev.hoist.transform.flatten;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.Flags;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The value of a narrow index expression as the mathematical integer it computes, when its
 * no-wrap flags leave wrapping only the choice of poison: built from {@code add}, {@code sub},
 * {@code mul} and {@code shl} that are all {@code nsw} (all {@code nuw}), over the nest's
 * inductions and values invariant in the outer loop, it is the expression in a wider type of the
 * same operations on the sign- (zero-) extended leaves. So
 *
 * <pre>
 *   %mul = mul nsw i32 %i, %m
 *   %add = add nsw i32 %mul, %j
 *   %idx = sext i32 %add to i64        ; exactly {{0,+,(zext %m)}&lt;outer&gt;,+,1}&lt;inner&gt; in i64
 * </pre>
 *
 * though scalar evolution, which does not take the flags of {@code %mul} to its recurrence, sees
 * {@code (sext {0,+,%m}) + j}. An invariant leaf known not to be negative is zero-extended in both
 * modes (the same value), so that a trip count compares equal to the count scalar evolution gives.
 * Addresses are the base plus each index, scaled, in the pointer's index type (GEP indices are
 * sign-extended). Without a form the answer is null.
 */
final class ExactForm {
  private final ScalarEvolution se;
  private final Loop outer;
  private final CountedLoop innerCount, outerCount;
  private final DataLayout dl;
  private final Map<Key, Scev> memo = new HashMap<>();

  private record Key(Value v, boolean signed, int bits) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them
    // (and interpreted in the native image).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.signed == signed && k.bits == bits && Objects.equals(k.v, v);
    }

    @Override
    public int hashCode() {
      return (Objects.hashCode(v) * 31 + Boolean.hashCode(signed)) * 31 + Integer.hashCode(bits);
    }
  }

  ExactForm(ScalarEvolution se, Loop outer, CountedLoop outerCount, CountedLoop innerCount, DataLayout dl) {
    this.se = se;
    this.outer = outer;
    this.outerCount = outerCount;
    this.innerCount = innerCount;
    this.dl = dl;
  }

  CountedLoop innerCount() {
    return innerCount;
  }

  /** {@code v}'s exact value in {@code wide}, sign- ({@code signed}) or zero-extended, or null. */
  Scev of(Value v, boolean signed, IntegerType wide) {
    if (!(v.type() instanceof IntegerType t) || t.bits() > wide.bits()) return null;
    Key k = new Key(v, signed, wide.bits());
    if (memo.containsKey(k)) return memo.get(k);
    memo.put(k, null); // a cycle (through a phi) has no form
    Scev s = compute(v, t, signed, wide);
    memo.put(k, s);
    return s;
  }

  /** The address {@code p} as its base plus exact offsets (null: none). */
  Scev address(Value p) {
    if (!(p.type() instanceof PointerType)) return null;
    if (outer.isInvariant(p)) return se.getSCEV(p);
    if (p instanceof CastInst c && c.opcode() == Opcode.BITCAST) return address(c.source());
    if (!(p instanceof GepInst g) || g.numIndices() != 1) return null;
    Scev base = address(g.pointer());
    if (base == null) return null;
    IntegerType index = IntegerType.get(dl.indexSizeInBits(((PointerType) p.type()).addrSpace()));
    Value idx = g.index(0);
    Scev off = of(idx, true, index);
    if (off == null && idx.type() instanceof IntegerType it && it.bits() == index.bits()) off = se.getSCEV(idx);
    if (off == null) return null;
    long size = dl.allocSize(g.sourceElementType());
    return se.add(base, se.mul(off, se.constant(index, size)));
  }

  /**
   * The structure first, even for values invariant in the outer loop (a row offset {@code i*m}
   * computed in an enclosing loop is then the recurrence {@code {0,+,m}}, not an opaque
   * {@code sext}); what does not fit is a leaf when it is invariant.
   */
  private Scev compute(Value v, IntegerType t, boolean signed, IntegerType wide) {
    Scev s = structural(v, t, signed, wide);
    if (s != null || !outer.isInvariant(v)) return s;
    return leaf(se.getSCEV(v), signed && !nonNegative(v), wide);
  }

  private Scev structural(Value v, IntegerType t, boolean signed, IntegerType wide) {
    if (v instanceof PhiInst p) {
      Scev s = se.getSCEV(p);
      if (!(s instanceof ScevAddRec)) return null;
      Scev e = signed ? se.signExtend(s, wide) : se.zeroExtend(s, wide);
      return e instanceof ScevAddRec ? e : null; // the recurrence does not wrap
    }
    if (v instanceof CastInst c) {
      boolean sx = c.opcode() == Opcode.SEXT;
      if (!sx && c.opcode() != Opcode.ZEXT) return null;
      if (sx && !signed) return null; // a negative value has no unsigned form
      return of(c.source(), sx, wide);
    }
    if (!(v instanceof BinaryInst b) || !b.hasFlag(signed ? Flags.NSW : Flags.NUW)) return null;
    if (b.opcode() == Opcode.SHL) {
      if (!(b.rhs() instanceof ConstantInt c) || Long.compareUnsigned(c.zextValue(), t.bits()) >= 0) return null;
      Scev l = of(b.lhs(), signed, wide);
      return l == null ? null : se.mul(l, se.constant(wide, BigInteger.ONE.shiftLeft((int) c.zextValue())));
    }
    Scev l = of(b.lhs(), signed, wide), r = of(b.rhs(), signed, wide);
    if (l == null || r == null) return null;
    return switch (b.opcode()) {
      case ADD -> se.add(l, r);
      case SUB -> se.minus(l, r);
      case MUL -> se.mul(l, r);
      default -> null;
    };
  }

  private Scev leaf(Scev s, boolean signExtend, IntegerType wide) {
    if (s.bits() == wide.bits()) return s;
    return signExtend ? se.signExtend(s, wide) : se.zeroExtend(s, wide);
  }

  /** An invariant known not to be negative: by its range, or as a trip count that fits the signed range. */
  private boolean nonNegative(Value v) {
    Scev s = se.getSCEV(v);
    if (se.isKnownNonNegative(s)) return true;
    for (CountedLoop c : new CountedLoop[] {innerCount, outerCount}) {
      if (c.countFitsSigned() && s.bits() == c.type().bits() && s.equals(c.tripCount(se))) return true;
    }
    return false;
  }
}
