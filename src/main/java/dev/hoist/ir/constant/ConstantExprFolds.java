package dev.hoist.ir.constant;

import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Linkage;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The folds LLVM's ConstantExpr::get applies to expressions whose operands are not all numbers
 * (ConstantFold.cpp; {@link ConstantFolder} does arithmetic on numbers), so that a parsed module
 * holds the constants opt's parser makes, and prints as opt prints them:
 *
 * <pre>
 *   trunc (i64 ptrtoint (i32* @g to i64) to i8)      ptrtoint (i32* @g to i8)
 *   icmp eq (i32* @g, i32* null)                      false      (a global is never null)
 *   fptoui (double -3.0 to i32)                       poison     (out of range)
 *   fneg (double 2.0)                                 -2.0
 *   extractelement (&lt;2 x i32&gt; &lt;i32 7, i32 %x&gt;, i32 1)     %x
 *   getelementptr (i32, i32* @g)                      @g         (no index)
 *   icmp ult (i32* @g, i32* gep(@g, 1))               icmp ugt (i32* gep(@g, 1), i32* @g)
 * </pre>
 *
 * Returns null when LLVM leaves the expression as it is.
 */
public final class ConstantExprFolds {
  private ConstantExprFolds() {}

  public static Constant fold(ConstantExpr e) {
    Opcode op = e.opcode();
    return switch (op) {
      case TRUNC -> truncOfPtrToInt(e);
      case FPTOSI, FPTOUI -> fpToInt(op, e.constOperand(0), e.type());
      case FNEG -> e.constOperand(0) instanceof ConstantFP x ? negate(x) : null;
      case ICMP -> icmp(e.predicate(), e.constOperand(0), e.constOperand(1), e.type());
      case EXTRACTELEMENT -> extractElement(e.constOperand(0), e.constOperand(1));
      case INSERTELEMENT -> insertElement(e.type(), e.constOperand(0), e.constOperand(1), e.constOperand(2));
      case SHUFFLEVECTOR -> shuffle(e);
      case EXTRACTVALUE -> extractValue(e.constOperand(0), e.indices());
      case INSERTVALUE -> insertValue(e.constOperand(0), e.constOperand(1), e.indices(), 0);
      case GETELEMENTPTR -> e.numOperands() == 1 && e.constOperand(0).type() == e.type() ? e.constOperand(0) : null;
      default -> null;
    };
  }

  /**
   * A constant GEP whose index into an array is past the array's end, with the index before it a
   * constant too, has the excess carried into that index, as LLVM renormalizes it:
   * {@code gep ([4 x i32], @h, i32 1, i32 5)} is {@code gep ([4 x i32], @h, i64 2, i32 1)}. Null
   * when nothing is carried.
   */
  public static ConstantExpr normalizeGep(ConstantExpr e) {
    int n = e.numOperands();
    Constant[] idx = new Constant[n];
    for (int k = 0; k < n; k++) idx[k] = e.constOperand(k);
    boolean changed = false;
    Type ty = e.sourceElementType();
    Type prev = e.constOperand(0).type();
    for (int i = 2; i < n; i++) { // operand i is the index into ty; operand i - 1 the one before
      Type next = ty instanceof StructType st && idx[i] instanceof ConstantInt si ? st.element((int) si.zextValue())
          : ty instanceof ArrayType at ? at.element() : ty instanceof VectorType vt ? vt.element() : null;
      boolean skip = !(idx[i] instanceof ConstantInt) || !(idx[i - 1] instanceof ConstantInt)
          || e.inRangeIndex() >= 0 && i - 1 == e.inRangeIndex() + 1 || !(ty instanceof ArrayType);
      if (!skip) {
        ArrayType at = (ArrayType) ty;
        ConstantInt cur = (ConstantInt) idx[i];
        BigInteger len = BigInteger.valueOf(at.length());
        BigInteger v = cur.bigValue();
        if (at.length() != 0 && v.signum() >= 0 && v.compareTo(len) >= 0 && !(prev instanceof StructType)) {
          ConstantInt before = (ConstantInt) idx[i - 1];
          int width = Math.max(64, Math.max(before.bits(), cur.bits()));
          IntegerType wide = IntegerType.get(width);
          idx[i] = ConstantInt.get(cur.intType(), v.mod(len));
          idx[i - 1] = ConstantInt.get(wide, before.bigValue().add(v.divide(len)));
          changed = true;
        }
      }
      if (next == null) break;
      prev = ty;
      ty = next;
    }
    return changed ? ConstantExpr.gep(e.type(), e.sourceElementType(), e.flags(), e.inRangeIndex(), List.of(idx)) : null;
  }

  /** {@code trunc (ptrtoint X to iN) to iM} is {@code ptrtoint X to iM}: ptrtoint truncates itself. */
  private static Constant truncOfPtrToInt(ConstantExpr e) {
    if (!(e.constOperand(0) instanceof ConstantExpr inner) || inner.opcode() != Opcode.PTRTOINT) return null;
    return ConstantExpr.cast(Opcode.PTRTOINT, inner.constOperand(0), e.type());
  }

  /** A float to an integer, rounding toward zero; poison when the value does not fit (or is NaN). */
  static Constant fpToInt(Opcode op, Constant v, Type to) {
    if (!(v instanceof ConstantFP x) || !(to instanceof IntegerType it)) return null;
    if (x.floatType() != FloatType.DOUBLE && x.floatType() != FloatType.FLOAT) return null;
    double d = x.doubleValue();
    if (Double.isNaN(d) || Double.isInfinite(d)) return ConstantSimple.poison(to);
    BigInteger r = new BigDecimal(d).toBigInteger(); // toward zero
    BigInteger min = op == Opcode.FPTOSI ? BigInteger.ONE.shiftLeft(it.bits() - 1).negate() : BigInteger.ZERO;
    BigInteger max = (op == Opcode.FPTOSI ? BigInteger.ONE.shiftLeft(it.bits() - 1) : BigInteger.ONE.shiftLeft(it.bits()))
        .subtract(BigInteger.ONE);
    if (r.compareTo(min) < 0 || r.compareTo(max) > 0) return ConstantSimple.poison(to);
    return ConstantInt.get(it, r);
  }

  /** The sign flipped, whatever the value (NaN too), as APFloat's changeSign. */
  private static Constant negate(ConstantFP x) {
    FloatType t = x.floatType();
    if (t == FloatType.DOUBLE) return ConstantFP.ofBits(t, 0, x.bits() ^ Long.MIN_VALUE);
    if (t == FloatType.FLOAT) return ConstantFP.ofBits(t, 0, x.bits() ^ 0x80000000L);
    return null;
  }

  /**
   * A global (not extern_weak, in address space 0) compared with null; element by element on
   * vectors of such; and a compare with a constant expression only on its right has its operands
   * swapped, as LLVM canonicalizes it.
   */
  private static Constant icmp(CmpPredicate p, Constant a, Constant b, Type resultType) {
    if (p == CmpPredicate.EQ || p == CmpPredicate.NE) {
      Boolean r = equalsNull(a, b);
      if (r == null) r = equalsNull(b, a);
      if (r != null) return ConstantInt.getBool(r == (p == CmpPredicate.EQ));
      if (resultType instanceof VectorType vt && a.type() instanceof VectorType) {
        List<Constant> lanes = new ArrayList<>();
        for (int i = 0; i < vt.length(); i++) {
          Constant l = icmp(p, element(a, i), element(b, i), vt.element());
          if (!(l instanceof ConstantInt)) return null;
          lanes.add(l);
        }
        return ConstantAggregate.get(resultType, lanes);
      }
    }
    if (!(a instanceof ConstantExpr) && b instanceof ConstantExpr && !(a.type() instanceof VectorType)) {
      return ConstantExpr.compare(Opcode.ICMP, p.swapped(), resultType, b, a);
    }
    return null;
  }

  /**
   * Whether {@code g == n} for a null {@code n}: true for another null, false for a global that
   * cannot be null; else unknown (null).
   */
  private static Boolean equalsNull(Constant g, Constant n) {
    if (!n.isZeroValue() || !(n.type() instanceof PointerType pt) || pt.addrSpace() != 0) return null;
    if (g.isZeroValue()) return Boolean.TRUE;
    boolean global = g instanceof GlobalVariable v && v.linkage() != Linkage.EXTERN_WEAK
        || g instanceof Function f && f.linkage() != Linkage.EXTERN_WEAK;
    return global ? Boolean.FALSE : null;
  }

  private static Constant extractElement(Constant vec, Constant index) {
    if (!(vec.type() instanceof VectorType vt) || vt.scalable() || !(index instanceof ConstantInt i)) return null;
    if (i.unsignedBigValue().compareTo(BigInteger.valueOf(vt.length())) >= 0) return ConstantSimple.poison(vt.element());
    return element(vec, (int) i.zextValue());
  }

  private static Constant insertElement(Type type, Constant vec, Constant value, Constant index) {
    if (!(type instanceof VectorType vt) || vt.scalable() || !(index instanceof ConstantInt i)) return null;
    if (i.unsignedBigValue().compareTo(BigInteger.valueOf(vt.length())) >= 0) return ConstantSimple.poison(type);
    List<Constant> lanes = new ArrayList<>();
    for (int k = 0; k < vt.length(); k++) {
      Constant lane = k == i.zextValue() ? value : element(vec, k);
      if (lane == null) return null;
      lanes.add(lane);
    }
    return ConstantAggregate.get(type, lanes);
  }

  private static Constant shuffle(ConstantExpr e) {
    if (!(e.type() instanceof VectorType rt) || rt.scalable()) return null;
    Constant a = e.constOperand(0);
    Constant b = e.constOperand(1);
    Constant mask = e.constOperand(2);
    if (!(a.type() instanceof VectorType at) || at.scalable()) return null;
    int n = at.length();
    List<Constant> lanes = new ArrayList<>();
    for (int k = 0; k < rt.length(); k++) {
      Constant m = element(mask, k);
      Constant lane;
      if (m instanceof ConstantInt mi) {
        long i = mi.zextValue();
        lane = i < n ? element(a, (int) i) : i < 2L * n ? element(b, (int) (i - n)) : null;
      } else if (m instanceof ConstantSimple s && s.isUndefOrPoison()) {
        lane = ConstantSimple.undef(rt.element());
      } else {
        return null;
      }
      if (lane == null) return null;
      lanes.add(lane);
    }
    return ConstantAggregate.get(e.type(), lanes);
  }

  private static Constant extractValue(Constant agg, int[] indices) {
    Constant c = agg;
    for (int i : indices) {
      c = element(c, i);
      if (c == null) return null;
    }
    return c;
  }

  private static Constant insertValue(Constant agg, Constant value, int[] indices, int depth) {
    if (depth == indices.length) return value;
    int n = count(agg.type());
    if (n < 0) return null;
    List<Constant> elements = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      Constant el = element(agg, k);
      if (el == null) return null;
      if (k == indices[depth]) el = insertValue(el, value, indices, depth + 1);
      if (el == null) return null;
      elements.add(el);
    }
    return ConstantAggregate.get(agg.type(), elements);
  }

  /** The elements an aggregate or vector type has, or -1. */
  private static int count(Type t) {
    if (t instanceof VectorType vt && !vt.scalable()) return vt.length();
    if (t instanceof ArrayType at && at.length() < Integer.MAX_VALUE) return (int) at.length();
    if (t instanceof StructType st && !st.isOpaque()) return st.numElements();
    return -1;
  }

  private static Type elementType(Type t, int i) {
    if (t instanceof VectorType vt) return vt.element();
    if (t instanceof ArrayType at) return at.element();
    if (t instanceof StructType st) return st.element(i);
    return null;
  }

  /** Element {@code i} of a constant aggregate or vector, or null when it cannot be told. */
  static Constant element(Constant c, int i) {
    int n = count(c.type());
    if (n < 0 || i < 0 || i >= n) return null;
    Type et = elementType(c.type(), i);
    if (c instanceof ConstantAggregate a) return a.element(i);
    if (c instanceof ConstantString s) return ConstantInt.get(IntegerType.I8, s.bytes()[i]);
    if (c instanceof ConstantSimple s) {
      return switch (s.kind()) {
        case UNDEF -> ConstantSimple.undef(et);
        case POISON -> ConstantSimple.poison(et);
        case ZERO -> zeroOf(et);
        default -> null;
      };
    }
    return null;
  }

  /** The zero of {@code t} as LLVM prints it inside an aggregate: 0, 0.0, null or zeroinitializer. */
  private static Constant zeroOf(Type t) {
    if (t instanceof IntegerType it) return ConstantInt.get(it, 0);
    if (t == FloatType.DOUBLE) return ConstantFP.ofDouble(0);
    if (t == FloatType.FLOAT) return ConstantFP.ofFloat(0);
    if (t instanceof PointerType) return ConstantSimple.nullPtr(t);
    return ConstantSimple.zero(t);
  }
}
