package dev.hoist.analysis.scev;

import dev.hoist.analysis.ConstantMemory;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.ArrayType;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;

/**
 * Unsigned and signed value ranges of expressions (LLVM's getUnsignedRange / getSignedRange),
 * cached per expression, and known trailing zero bits. Recurrences use their loop's constant
 * max backedge-taken count when it is already known.
 */
final class ScevRanges {
  private final ScalarEvolution se;
  private final Map<Scev, ConstantRange> unsignedCache = new HashMap<>();
  private final Map<Scev, ConstantRange> signedCache = new HashMap<>();
  private final Map<Scev, Integer> tzCache = new HashMap<>();

  ScevRanges(ScalarEvolution se) {
    this.se = se;
  }

  /**
   * Set while a range is computed if some loop's max count was not available yet (its count is
   * being computed): such a range is weaker than it will be later and is not cached.
   */
  private boolean incomplete;

  ConstantRange unsigned(Scev s) {
    return cachedOrCompute(s, false, unsignedCache);
  }

  ConstantRange signed(Scev s) {
    return cachedOrCompute(s, true, signedCache);
  }

  private ConstantRange cachedOrCompute(Scev s, boolean signed, Map<Scev, ConstantRange> cache) {
    ConstantRange r = cache.get(s);
    if (r != null) return r;
    boolean outer = incomplete;
    incomplete = false;
    r = compute(s, signed);
    if (!incomplete) cache.put(s, r);
    incomplete |= outer;
    return r;
  }

  private ConstantRange of(Scev s, boolean signed) {
    return signed ? signed(s) : unsigned(s);
  }

  private ConstantRange compute(Scev s, boolean signed) {
    int w = s.bits();
    ConstantRange full = ConstantRange.full(w);
    if (s.isPointer() || s instanceof ScevCouldNotCompute) return full;
    switch (s) {
      case ScevConstant c:
        return ConstantRange.single(w, c.unsignedValue());
      case ScevUnknown u:
        return unknown(u.value(), w, 0);
      case ScevAdd a: {
        ConstantRange r = of(a.operand(0), signed);
        for (int i = 1; i < a.numOperands(); i++) r = r.add(of(a.operand(i), signed));
        return r.intersect(noWrapBound(a, true));
      }
      case ScevMul m: {
        ConstantRange r = of(m.operand(0), signed);
        for (int i = 1; i < m.numOperands(); i++) r = r.multiply(of(m.operand(i), signed));
        return r.intersect(noWrapBound(m, false));
      }
      case ScevUDiv d:
        return unsigned(d.lhs()).udiv(unsigned(d.rhs()));
      case ScevCast c:
        return switch (c.kind()) {
          case ZERO_EXTEND -> unsigned(c.operand()).zeroExtend(w);
          case SIGN_EXTEND -> signed(c.operand()).signExtend(w);
          case TRUNCATE -> of(c.operand(), signed).truncate(w);
          default -> full;
        };
      case ScevMinMax mm: {
        // The result is one of the operands; in its own signedness it is also bounded by the fold.
        boolean kindSigned = mm.isSigned();
        ConstantRange any = of(mm.operand(0), signed);
        for (int i = 1; i < mm.numOperands(); i++) any = any.union(of(mm.operand(i), signed));
        ConstantRange r = of(mm.operand(0), kindSigned);
        for (int i = 1; i < mm.numOperands(); i++) {
          ConstantRange o = of(mm.operand(i), kindSigned);
          r = switch (mm.kind()) {
            case UMAX -> r.umax(o);
            case UMIN -> r.umin(o);
            case SMAX -> r.smax(o);
            default -> r.smin(o);
          };
        }
        return r.intersect(any);
      }
      case ScevAddRec ar:
        return addRec(ar, signed);
      default:
        return full;
    }
  }

  /** With nuw (nsw), the infinite-precision result bounds the value: the sum of the operands' bounds. */
  private ConstantRange noWrapBound(Scev s, boolean isAdd) {
    int w = s.bits();
    ConstantRange r = ConstantRange.full(w);
    if (s.hasNoUnsignedWrap()) {
      BigInteger lo = isAdd ? BigInteger.ZERO : BigInteger.ONE, hi = lo;
      for (Scev o : s.operands()) {
        ConstantRange x = unsigned(o);
        lo = isAdd ? lo.add(x.umin()) : lo.multiply(x.umin());
        hi = isAdd ? hi.add(x.umax()) : hi.multiply(x.umax());
      }
      if (lo.bitLength() <= w) r = r.intersect(ConstantRange.fromUnsigned(w, lo, hi.min(Bits.mask(w))));
    }
    if (s.hasNoSignedWrap() && isAdd) {
      BigInteger lo = BigInteger.ZERO, hi = BigInteger.ZERO;
      for (Scev o : s.operands()) {
        ConstantRange x = signed(o);
        lo = lo.add(x.smin());
        hi = hi.add(x.smax());
      }
      lo = lo.max(Bits.signedMin(w));
      hi = hi.min(Bits.signedMax(w));
      if (lo.compareTo(hi) <= 0) r = r.intersect(ConstantRange.fromSigned(w, lo, hi));
    }
    return r;
  }

  private ConstantRange addRec(ScevAddRec ar, boolean signed) {
    int w = ar.bits();
    ConstantRange r = ConstantRange.full(w);
    if (ar.hasNoUnsignedWrap()) {
      BigInteger lo = unsigned(ar.start()).umin();
      if (lo.signum() != 0) r = r.intersect(ConstantRange.of(w, lo, BigInteger.ZERO));
    }
    if (ar.hasNoSignedWrap()) {
      boolean allNonNeg = true, allNonPos = true;
      for (int i = 1; i < ar.numOperands(); i++) {
        allNonNeg &= se.isKnownNonNegative(ar.operand(i));
        allNonPos &= se.isKnownNonPositive(ar.operand(i));
      }
      ConstantRange st = signed(ar.start());
      if (allNonNeg) r = r.intersect(ConstantRange.fromSigned(w, st.smin(), Bits.signedMax(w)));
      else if (allNonPos) r = r.intersect(ConstantRange.fromSigned(w, Bits.signedMin(w), st.smax()));
    }
    if (ar.isAffine()) {
      Scev max = se.counts.maxIfAvailable(ar.loop());
      if (se.isCouldNotCompute(max) && !se.counts.isComputed(ar.loop())) incomplete = true;
      if (max instanceof ScevConstant m && m.bits() <= w) {
        BigInteger n = m.unsignedValue();
        ConstantRange step = signed(ar.step());
        ConstantRange start = of(ar.start(), signed);
        // Values lie between start and start + step * n, for the extreme steps.
        ConstantRange a = affine(step.smin(), start, n, w);
        ConstantRange b = affine(step.smax(), start, n, w);
        r = r.intersect(a.union(b));
      }
    }
    return r;
  }

  /** LLVM's getRangeForAffineARHelper: {start + k*step : 0 &lt;= k &lt;= n} for one signed step. */
  private static ConstantRange affine(BigInteger step, ConstantRange start, BigInteger n, int w) {
    if (step.signum() == 0 || n.signum() == 0) return start;
    if (start.isFull()) return start;
    boolean descending = step.signum() < 0;
    BigInteger abs = step.abs();
    if (Bits.mask(w).divide(abs).compareTo(n) < 0) return ConstantRange.full(w);
    BigInteger offset = abs.multiply(n);
    BigInteger lo = start.lower();
    BigInteger hi = Bits.wrap(start.upper().subtract(BigInteger.ONE), w);
    BigInteger moved = Bits.wrap(descending ? lo.subtract(offset) : hi.add(offset), w);
    if (start.contains(moved)) return ConstantRange.full(w);
    return descending ? ConstantRange.of(w, moved, hi.add(BigInteger.ONE)) : ConstantRange.of(w, lo, moved.add(BigInteger.ONE));
  }

  /** Ranges of IR values SCEV treats as opaque, from the instruction that defines them. */
  private ConstantRange unknown(Value v, int w, int depth) {
    ConstantRange full = ConstantRange.full(w);
    ConstantInt known = IrConstants.fold(v, 0);
    if (known != null) return ConstantRange.single(w, known.unsignedBigValue());
    if (depth > 2) return full;
    if (v instanceof BinaryInst b && b.rhs() instanceof ConstantInt c && w <= 128) {
      BigInteger k = c.unsignedBigValue();
      switch (b.opcode()) {
        case AND:
          return ConstantRange.fromUnsigned(w, BigInteger.ZERO, k);
        case UREM:
          if (k.signum() != 0) return ConstantRange.fromUnsigned(w, BigInteger.ZERO, k.subtract(BigInteger.ONE));
          break;
        case LSHR:
          if (k.compareTo(BigInteger.valueOf(w)) < 0) return ConstantRange.fromUnsigned(w, BigInteger.ZERO, Bits.mask(w).shiftRight(k.intValue()));
          break;
        case SREM:
          if (k.signum() != 0 && !c.isMinSigned()) {
            BigInteger m = c.bigValue().abs().subtract(BigInteger.ONE);
            return ConstantRange.fromSigned(w, m.negate(), m);
          }
          break;
        default:
          break;
      }
    }
    if (v instanceof BinaryInst b && b.opcode() == Opcode.OR && b.rhs() instanceof ConstantInt c) {
      return ConstantRange.fromUnsigned(w, c.unsignedBigValue(), Bits.mask(w));
    }
    if (v instanceof SelectInst s && se.isSCEVable(s.type())) {
      return unknownOrScev(s.trueValue(), w, depth).union(unknownOrScev(s.falseValue(), w, depth));
    }
    ConstantRange r = v instanceof Instruction i ? rangeMetadata(i.getMetadata("range"), w) : full;
    if (v instanceof LoadInst ld) r = r.intersect(tableElement(ld, w));
    return r;
  }

  /** The largest table {@link #tableElement} reads through: the bound is a walk over its elements. */
  private static final int TABLE_LIMIT = 4096;

  /**
   * A load of a whole element of a constant array, {@code load iN, gep inbounds [K x iN], @table,
   * 0, %i}, reads one of the table's elements, whatever {@code %i} is: their range. LLVM does not
   * look into tables; a loop bounded by a table's entry then has a max trip count.
   */
  private static ConstantRange tableElement(LoadInst ld, int w) {
    ConstantRange full = ConstantRange.full(w);
    if (ld.isVolatile() || !(ld.pointer() instanceof GepInst g) || !g.isInBounds() || g.numIndices() != 2
        || !(g.pointer() instanceof GlobalVariable table) || g.sourceElementType() != table.valueType()
        || !(table.valueType() instanceof ArrayType at) || at.element() != ld.type()
        || !(g.index(0) instanceof ConstantInt z) || !z.isZero()) {
      return full;
    }
    ConstantRange r = ConstantMemory.elementRange(table, TABLE_LIMIT);
    return r == null || r.width() != w ? full : r;
  }

  /** LLVM's getConstantRangeFromMetadata: {@code !range} pairs {@code [lo, hi)}, united. */
  private static ConstantRange rangeMetadata(MDNode md, int w) {
    ConstantRange full = ConstantRange.full(w);
    if (md == null || md.numOperands() < 2 || md.numOperands() % 2 != 0) return full;
    ConstantRange r = ConstantRange.empty(w);
    for (int k = 0; k < md.numOperands(); k += 2) {
      if (!(md.operand(k) instanceof ValueAsMetadata a && a.value() instanceof ConstantInt lo && lo.bits() == w)) return full;
      if (!(md.operand(k + 1) instanceof ValueAsMetadata b && b.value() instanceof ConstantInt hi && hi.bits() == w)) return full;
      if (lo.unsignedBigValue().equals(hi.unsignedBigValue())) return full; // malformed: the verifier rejects it
      r = r.union(ConstantRange.of(w, lo.unsignedBigValue(), hi.unsignedBigValue()));
    }
    return r;
  }

  private ConstantRange unknownOrScev(Value v, int w, int depth) {
    if (v instanceof ConstantInt c) return ConstantRange.single(w, c.unsignedBigValue());
    return unknown(v, w, depth + 1);
  }

  /** Known trailing zero bits of the value (w for zero). */
  int minTrailingZeros(Scev s) {
    Integer c = tzCache.get(s);
    if (c != null) return c;
    boolean outer = incomplete;
    incomplete = false;
    int r = computeTz(s);
    if (!incomplete) tzCache.put(s, r);
    incomplete |= outer;
    return r;
  }

  private int computeTz(Scev s) {
    int w = s.bits();
    if (!s.isPointer() && !(s instanceof ScevCouldNotCompute)) {
      ConstantRange r = unsigned(s);
      if (r.isSingleElement()) return Bits.trailingZeros(r.lower(), w);
    }
    switch (s) {
      case ScevConstant c:
        return Bits.trailingZeros(c.unsignedValue(), w);
      case ScevCast c: {
        int t = minTrailingZeros(c.operand());
        if (c.kind() == ScevKind.TRUNCATE) return Math.min(t, w);
        return t == c.operand().bits() ? w : t;
      }
      case ScevMul m: {
        int sum = 0;
        for (Scev o : m.operands()) sum += minTrailingZeros(o);
        return Math.min(sum, w);
      }
      case ScevAdd a: {
        int mn = w;
        for (Scev o : a.operands()) mn = Math.min(mn, o.isPointer() ? 0 : minTrailingZeros(o));
        return mn;
      }
      case ScevAddRec ar: {
        int mn = w;
        for (Scev o : ar.operands()) mn = Math.min(mn, o.isPointer() ? 0 : minTrailingZeros(o));
        return mn;
      }
      case ScevMinMax mm: {
        int mn = w;
        for (Scev o : mm.operands()) mn = Math.min(mn, minTrailingZeros(o));
        return mn;
      }
      case ScevUnknown u:
        ConstantInt known = IrConstants.fold(u.value(), 0);
        if (known != null) return Bits.trailingZeros(known.unsignedBigValue(), w);
        if (u.value() instanceof BinaryInst b && b.rhs() instanceof ConstantInt k) {
          if (b.opcode() == Opcode.SHL && k.zextValue() < w) return (int) k.zextValue();
          if (b.opcode() == Opcode.AND) return Bits.trailingZeros(k.unsignedBigValue(), w);
        }
        return 0;
      default:
        return 0;
    }
  }
}
