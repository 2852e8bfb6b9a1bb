package dev.hoist.analysis.scev;

import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Function;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the expression of an IR value (LLVM's createSCEV): arithmetic, shifts and masks that
 * are arithmetic in disguise, casts, GEPs (base plus byte offset, sizes from the data layout),
 * selects and min/max intrinsics, and phis ({@link PhiRecurrences}). Anything else is an
 * {@link ScevUnknown}. Flags come from {@link PoisonFacts#flagsFromUB}.
 */
final class IrToScev {
  private final ScalarEvolution se;
  private final PhiRecurrences phis;

  IrToScev(ScalarEvolution se) {
    this.se = se;
    this.phis = new PhiRecurrences(se, this);
  }

  Scev create(Value v) {
    if (v instanceof ConstantInt c) return se.constant(c.intType(), c.unsignedBigValue());
    if (v instanceof ConstantExpr e) return constantExpr(e);
    if (!(v instanceof Instruction i)) return se.unknown(v);
    if (i.parent() == null || i.function() != se.function) return se.unknown(v);
    int bi = se.dt.cfg().index(i.parent());
    // Unreachable code need not obey dominance; leave it opaque.
    if (bi < 0 || !se.dt.isReachable(bi)) return se.unknown(v);
    return switch (i) {
      case BinaryInst b -> binary(b);
      case CastInst c -> cast(c.opcode(), c.source(), c.type(), c);
      case GepInst g -> gep(g.pointer(), g.sourceElementType(), g.operandsAfterBase(), g.isInBounds(), g);
      case PhiInst p -> phis.create(p);
      case SelectInst s -> select(s, s.condition(), s.trueValue(), s.falseValue());
      case CallBase c -> call(c);
      default -> se.unknown(v);
    };
  }

  private Scev constantExpr(ConstantExpr e) {
    Opcode op = e.opcode();
    if (op.isCast()) return cast(op, e.operand(0), e.type(), e);
    if (op == Opcode.GETELEMENTPTR && e.type() instanceof PointerType) {
      List<Value> idx = new ArrayList<>();
      for (int k = 1; k < e.numOperands(); k++) idx.add(e.operand(k));
      return gep(e.operand(0), e.sourceElementType(), idx, e.hasFlag(Flags.INBOUNDS), e);
    }
    return se.unknown(e);
  }

  private Scev binary(BinaryInst b) {
    if (!(b.type() instanceof IntegerType t)) return se.unknown(b);
    Value lv = b.lhs(), rv = b.rhs();
    switch (b.opcode()) {
      case ADD:
        return se.add(List.of(se.getSCEV(lv), se.getSCEV(rv)), se.poison.flagsFromUB(b));
      case SUB:
        return se.minus(se.getSCEV(lv), se.getSCEV(rv), se.poison.flagsFromUB(b));
      case MUL:
        return se.mul(List.of(se.getSCEV(lv), se.getSCEV(rv)), se.poison.flagsFromUB(b));
      case UDIV:
        return se.udiv(se.getSCEV(lv), se.getSCEV(rv));
      case UREM:
        return se.urem(se.getSCEV(lv), se.getSCEV(rv));
      case SDIV:
      case SREM: {
        // Both operands non-negative: the unsigned operation gives the same result.
        Scev l = se.getSCEV(lv), r = se.getSCEV(rv);
        if (se.isKnownNonNegative(l) && se.isKnownNonNegative(r)) {
          return b.opcode() == Opcode.SDIV ? se.udiv(l, r) : se.urem(l, r);
        }
        return se.unknown(b);
      }
      case AND:
        if (rv instanceof ConstantInt c) return and(b, t, lv, c);
        return se.unknown(b);
      case OR:
        if (rv instanceof ConstantInt c) {
          // x | c with no common bits is x + c (LLVM: "X*4|1" is "X*4+1").
          Scev l = se.getSCEV(lv);
          if (c.unsignedBigValue().bitLength() <= se.minTrailingZeros(l)) {
            return se.add(l, se.constant(t, c.unsignedBigValue()), NoWrap.NUW | NoWrap.NSW);
          }
        }
        return se.unknown(b);
      case XOR:
        if (rv instanceof ConstantInt c && c.isAllOnes()) return se.not(se.getSCEV(lv));
        return se.unknown(b);
      case SHL:
        if (rv instanceof ConstantInt c && c.zextValue() >= 0 && c.zextValue() < t.bits() && c.fitsLong()) {
          int sh = (int) c.zextValue();
          int ub = se.poison.flagsFromUB(b);
          int f = 0;
          if (NoWrap.has(ub, NoWrap.NSW) && (NoWrap.has(ub, NoWrap.NUW) || sh < t.bits() - 1)) f |= NoWrap.NSW;
          if (NoWrap.has(ub, NoWrap.NUW)) f |= NoWrap.NUW;
          return se.mul(List.of(se.getSCEV(lv), se.constant(t, BigInteger.ONE.shiftLeft(sh))), f);
        }
        return se.unknown(b);
      case LSHR:
        if (rv instanceof ConstantInt c && c.zextValue() >= 0 && c.zextValue() < t.bits() && c.fitsLong()) {
          return se.udiv(se.getSCEV(lv), se.constant(t, BigInteger.ONE.shiftLeft((int) c.zextValue())));
        }
        return se.unknown(b);
      case ASHR:
        // ashr (shl x, c), c  -->  sext (trunc x)
        if (rv instanceof ConstantInt c && lv instanceof BinaryInst shl && shl.opcode() == Opcode.SHL
            && shl.rhs() instanceof ConstantInt c2 && c2.zextValue() == c.zextValue() && c.zextValue() > 0
            && c.zextValue() < t.bits()) {
          IntegerType narrow = IntegerType.get(t.bits() - (int) c.zextValue());
          return se.signExtend(se.truncate(se.getSCEV(shl.lhs()), narrow), t);
        }
        return se.unknown(b);
      default:
        return se.unknown(b);
    }
  }

  /** x & mask for a contiguous mask of ones: {@code 2^tz * zext(trunc(x /u 2^tz))} (LLVM's low-bits rule). */
  private Scev and(BinaryInst b, IntegerType t, Value lv, ConstantInt c) {
    if (c.isZero()) return se.zero(t);
    if (c.isAllOnes()) return se.getSCEV(lv);
    BigInteger a = c.unsignedBigValue();
    int w = t.bits();
    int tz = a.getLowestSetBit();
    int lz = w - a.bitLength();
    BigInteger contiguous = Bits.mask(w - lz - tz).shiftLeft(tz);
    if (!a.equals(contiguous) || lz == 0 && tz == 0) return se.unknown(b);
    Scev l = se.getSCEV(lv);
    ScevConstant mulCount = se.constant(t, BigInteger.ONE.shiftLeft(tz));
    Scev shifted = null;
    if (l instanceof ScevMul m && m.operand(0) instanceof ScevConstant k) {
      // (x * 8) & 8: simplify the multiply.
      int mulZeros = Bits.trailingZeros(k.unsignedValue(), w);
      int gcd = Math.min(mulZeros, tz);
      List<Scev> ops = new ArrayList<>(m.operands());
      ops.set(0, se.constant(t, k.unsignedValue().shiftRight(gcd)));
      shifted = se.udiv(se.mul(ops, m.noWrapFlags()), se.constant(t, BigInteger.ONE.shiftLeft(tz - gcd)));
    }
    if (shifted == null) shifted = se.udiv(l, mulCount);
    Scev low = se.zeroExtend(se.truncate(shifted, IntegerType.get(w - lz - tz)), t);
    return se.mul(low, mulCount);
  }

  private Scev cast(Opcode op, Value src, Type to, Value self) {
    switch (op) {
      case TRUNC:
        return se.truncate(se.getSCEV(src), to);
      case ZEXT:
        return se.zeroExtend(se.getSCEV(src), to);
      case SEXT:
        return se.signExtend(se.getSCEV(src), to);
      case BITCAST:
        if (se.isSCEVable(src.type()) && se.isSCEVable(to) && se.typeBits(src.type()) == se.typeBits(to)
            && src.type().isPointer() == to.isPointer()) {
          return se.getSCEV(src);
        }
        break;
      case PTRTOINT:
        if (to instanceof IntegerType it && src.type() instanceof PointerType) return se.ptrToInt(se.getSCEV(src), it);
        break;
      default:
        break;
    }
    return se.unknown(self);
  }

  /** {@code base + sum(index_i * size_i)}: a pointer expression. */
  private Scev gep(Value base, Type srcElem, List<Value> indices, boolean inBounds, Value self) {
    Instruction inst = self instanceof Instruction i ? i : null;
    if (!(base.type() instanceof PointerType pt) || srcElem == null) return se.unknown(self);
    int idxBits = se.layout.indexSizeInBits(pt.addrSpace());
    if (idxBits != se.typeBits(pt)) return se.unknown(self);
    IntegerType it = IntegerType.get(idxBits);
    boolean assumeInBounds = inBounds && inst != null && se.poison.isScevExprNeverPoison(inst);
    int offsetWrap = assumeInBounds ? NoWrap.NSW : NoWrap.NONE;
    Scev total = se.zero(it);
    Type cur = srcElem;
    for (int k = 0; k < indices.size(); k++) {
      Value idx = indices.get(k);
      if (!(idx.type() instanceof IntegerType)) return se.unknown(self);
      if (k == 0) {
        if (!cur.isSized()) return se.unknown(self);
        Scev size = se.constant(it, se.layout.allocSize(cur));
        Scev i = se.truncateOrSignExtend(se.getSCEV(idx), it);
        total = se.add(total, se.mul(i, size, offsetWrap), offsetWrap);
        continue;
      }
      switch (cur) {
        case StructType st -> {
          if (!(idx instanceof ConstantInt ci)) return se.unknown(self);
          int field = (int) ci.zextValue();
          total = se.add(total, se.constant(it, se.layout.fieldOffset(st, field)), offsetWrap);
          cur = st.element(field);
        }
        case ArrayType at -> {
          cur = at.element();
          Scev size = se.constant(it, se.layout.allocSize(cur));
          Scev i = se.truncateOrSignExtend(se.getSCEV(idx), it);
          total = se.add(total, se.mul(i, size, offsetWrap), offsetWrap);
        }
        case VectorType vt -> {
          cur = vt.element();
          Scev size = se.constant(it, se.layout.allocSize(cur));
          Scev i = se.truncateOrSignExtend(se.getSCEV(idx), it);
          total = se.add(total, se.mul(i, size, offsetWrap), offsetWrap);
        }
        default -> {
          return se.unknown(self);
        }
      }
    }
    Scev b = se.getSCEV(base);
    int baseWrap = assumeInBounds && se.isKnownNonNegative(total) ? NoWrap.NUW : NoWrap.NONE;
    return se.add(b, total, baseWrap);
  }

  /** select c, a, b: the min/max idioms, else opaque. Also used for phis that merge an if/else. */
  Scev select(Instruction self, Value cond, Value tv, Value fv) {
    Type ty = self.type();
    if (cond instanceof ConstantInt ci) return se.getSCEV(ci.isZero() ? fv : tv);
    if (!(cond instanceof CmpInst cmp) || !cmp.predicate().isIntPredicate()) return se.unknown(self);
    Value lhs = cmp.lhs(), rhs = cmp.rhs();
    if (!se.isSCEVable(lhs.type())) return se.unknown(self);
    int resBits = se.typeBits(ty);
    switch (cmp.predicate()) {
      case SLT, SLE, ULT, ULE, SGT, SGE, UGT, UGE -> {
        boolean swapped = switch (cmp.predicate()) {
          case SLT, SLE, ULT, ULE -> true;
          default -> false;
        };
        if (swapped) {
          Value t = lhs;
          lhs = rhs;
          rhs = t;
        }
        if (se.typeBits(lhs.type()) > resBits) break;
        boolean signed = cmp.predicate().isSigned();
        Scev la = se.getSCEV(tv), ra = se.getSCEV(fv);
        Scev ls = se.getSCEV(lhs), rs = se.getSCEV(rhs);
        if (la.isPointer()) {
          if (la == ls && ra == rs) return signed ? se.smax(ls, rs) : se.umax(ls, rs);
          if (la == rs && ra == ls) return signed ? se.smin(ls, rs) : se.umin(ls, rs);
          break;
        }
        ls = coerce(ls, ty, signed);
        rs = coerce(rs, ty, signed);
        if (ls == null || rs == null) break;
        Scev ld = se.minus(la, ls), rd = se.minus(ra, rs);
        if (ld == rd && !se.isCouldNotCompute(ld)) return se.add(signed ? se.smax(ls, rs) : se.umax(ls, rs), ld);
        ld = se.minus(la, rs);
        rd = se.minus(ra, ls);
        if (ld == rd && !se.isCouldNotCompute(ld)) return se.add(signed ? se.smin(ls, rs) : se.umin(ls, rs), ld);
      }
      case NE, EQ -> {
        Value t = tv, f = fv;
        if (cmp.predicate() == dev.hoist.ir.CmpPredicate.NE) {
          t = fv;
          f = tv;
        }
        // n == 0 ? 1+x : n+x  -->  umax(n, 1)+x
        if (se.typeBits(lhs.type()) <= resBits && rhs instanceof ConstantInt z && z.isZero() && !ty.isPointer()
            && !lhs.type().isPointer()) {
          Scev ls = se.noopOrZeroExtend(se.getSCEV(lhs), ty);
          Scev one = se.one(ty);
          Scev ld = se.minus(se.getSCEV(t), ls), rd = se.minus(se.getSCEV(f), one);
          if (ld == rd && !se.isCouldNotCompute(ld)) return se.add(se.umax(one, ls), ld);
        }
      }
      default -> {
      }
    }
    return se.unknown(self);
  }

  private Scev coerce(Scev s, Type ty, boolean signed) {
    if (s.isPointer()) {
      s = se.ptrToInt(s, se.effectiveType(s.type()));
      if (se.isCouldNotCompute(s)) return null;
    }
    if (s.bits() > se.typeBits(ty)) return null;
    if (s.bits() == se.typeBits(ty)) return s;
    return signed ? se.signExtend(s, ty) : se.zeroExtend(s, ty);
  }

  private Scev call(CallBase c) {
    Function f = c.calledFunction();
    if (f != null && f.name() != null && f.name().startsWith("llvm.") && c.numArgs() == 2 && c.type() instanceof IntegerType) {
      String n = f.name();
      ScevKind k = n.startsWith("llvm.umax.") ? ScevKind.UMAX : n.startsWith("llvm.smax.") ? ScevKind.SMAX
          : n.startsWith("llvm.umin.") ? ScevKind.UMIN : n.startsWith("llvm.smin.") ? ScevKind.SMIN : null;
      if (k != null) return se.minMax(k, List.of(se.getSCEV(c.arg(0)), se.getSCEV(c.arg(1))));
    }
    return se.unknown(c);
  }
}
