package dev.hoist.ir.constant;

import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import java.math.BigInteger;

/**
 * Folds operations on constant integers and floats, with LLVM's semantics (wrapping arithmetic,
 * undefined cases such as division by zero left unfolded). Returns null when it cannot fold.
 * Used for constant expressions at parse time and by the constant-folding transform.
 */
public final class ConstantFolder {
  private ConstantFolder() {}

  /** Folds a constant expression tree, or returns null. */
  public static Constant fold(Constant c) {
    if (!(c instanceof ConstantExpr e)) return c instanceof ConstantInt || c instanceof ConstantFP ? c : null;
    Opcode op = e.opcode();
    if (op.isBinary()) {
      Constant a = foldOrSelf(e.constOperand(0));
      Constant b = foldOrSelf(e.constOperand(1));
      return binary(op, e.flags(), a, b);
    }
    if (op.isCast()) return cast(op, foldOrSelf(e.constOperand(0)), e.type());
    if (op == Opcode.ICMP || op == Opcode.FCMP) {
      return compare(e.predicate(), foldOrSelf(e.constOperand(0)), foldOrSelf(e.constOperand(1)));
    }
    if (op == Opcode.SELECT) {
      Constant cond = foldOrSelf(e.constOperand(0));
      if (cond instanceof ConstantInt ci) return foldOrSelf(ci.isZero() ? e.constOperand(2) : e.constOperand(1));
    }
    return null;
  }

  private static Constant foldOrSelf(Constant c) {
    Constant f = fold(c);
    return f != null ? f : c;
  }

  /** Folds {@code a op b} for integer or float constants; null when not foldable or undefined. */
  public static Constant binary(Opcode op, int flags, Constant a, Constant b) {
    if (a instanceof ConstantInt x && b instanceof ConstantInt y) return intBinary(op, x, y);
    if (a instanceof ConstantFP x && b instanceof ConstantFP y) return fpBinary(op, x, y);
    return null;
  }

  private static ConstantInt intBinary(Opcode op, ConstantInt x, ConstantInt y) {
    IntegerType t = x.intType();
    int w = t.bits();
    BigInteger a = x.bigValue();
    BigInteger b = y.bigValue();
    BigInteger ua = x.unsignedBigValue();
    BigInteger ub = y.unsignedBigValue();
    BigInteger r;
    switch (op) {
      case ADD -> r = a.add(b);
      case SUB -> r = a.subtract(b);
      case MUL -> r = a.multiply(b);
      case AND -> r = a.and(b);
      case OR -> r = a.or(b);
      case XOR -> r = a.xor(b);
      case UDIV, UREM -> {
        if (ub.signum() == 0) return null;
        r = op == Opcode.UDIV ? ua.divide(ub) : ua.remainder(ub);
      }
      case SDIV, SREM -> {
        if (b.signum() == 0) return null;
        if (x.isMinSigned() && y.isAllOnes()) return null; // overflow: undefined
        r = op == Opcode.SDIV ? a.divide(b) : a.remainder(b);
      }
      case SHL, LSHR, ASHR -> {
        if (ub.compareTo(BigInteger.valueOf(w)) >= 0) return null; // poison
        int s = ub.intValue();
        r = op == Opcode.SHL ? a.shiftLeft(s) : op == Opcode.LSHR ? ua.shiftRight(s) : a.shiftRight(s);
      }
      default -> {
        return null;
      }
    }
    return ConstantInt.get(t, r);
  }

  private static ConstantFP fpBinary(Opcode op, ConstantFP x, ConstantFP y) {
    FloatType t = x.floatType();
    if (t != FloatType.DOUBLE && t != FloatType.FLOAT) return null;
    double a = x.doubleValue();
    double b = y.doubleValue();
    double r;
    switch (op) {
      case FADD -> r = a + b;
      case FSUB -> r = a - b;
      case FMUL -> r = a * b;
      case FDIV -> r = a / b;
      case FREM -> r = a % b; // fmod semantics, like C's fmod
      default -> {
        return null;
      }
    }
    if (t == FloatType.FLOAT) {
      // Float arithmetic rounds once in float precision; computing in double then rounding is exact
      // for + - * / of floats (double has more than twice the precision).
      float f = (float) r;
      if (Float.isNaN(f)) return null; // NaN payloads differ across hosts: leave to the target
      return ConstantFP.ofFloat(f);
    }
    if (Double.isNaN(r)) return null;
    return ConstantFP.ofDouble(r);
  }

  /** Folds a cast of a constant integer or float, or returns null. */
  public static Constant cast(Opcode op, Constant v, Type to) {
    if (v instanceof ConstantInt x && to instanceof IntegerType it) {
      return switch (op) {
        case TRUNC, ZEXT -> ConstantInt.get(it, x.unsignedBigValue());
        case SEXT -> ConstantInt.get(it, x.bigValue());
        case BITCAST -> x.bits() == it.bits() ? ConstantInt.get(it, x.bigValue()) : null;
        default -> null;
      };
    }
    if (v instanceof ConstantInt x && to instanceof FloatType ft && (ft == FloatType.DOUBLE || ft == FloatType.FLOAT)) {
      if (op == Opcode.SITOFP || op == Opcode.UITOFP) {
        BigInteger bi = op == Opcode.SITOFP ? x.bigValue() : x.unsignedBigValue();
        double d = new java.math.BigDecimal(bi).doubleValue();
        if (ft == FloatType.FLOAT) {
          float f = new java.math.BigDecimal(bi).floatValue();
          return ConstantFP.ofFloat(f);
        }
        return ConstantFP.ofDouble(d);
      }
      return null;
    }
    if (v instanceof ConstantFP x && to instanceof FloatType ft) {
      if (op == Opcode.FPEXT && x.floatType() == FloatType.FLOAT && ft == FloatType.DOUBLE) {
        return Double.isNaN(x.doubleValue()) ? null : ConstantFP.ofDouble(x.doubleValue());
      }
      if (op == Opcode.FPTRUNC && x.floatType() == FloatType.DOUBLE && ft == FloatType.FLOAT) {
        return Double.isNaN(x.doubleValue()) ? null : ConstantFP.ofFloat((float) x.doubleValue());
      }
    }
    return null;
  }

  /** Folds a comparison of two scalar constants (integers; float and double), or returns null. */
  public static ConstantInt compare(CmpPredicate p, Constant a, Constant b) {
    if (a instanceof ConstantFP fx && b instanceof ConstantFP fy && !p.isIntPredicate()) return compareFloats(p, fx, fy);
    if (!(a instanceof ConstantInt x) || !(b instanceof ConstantInt y) || !p.isIntPredicate()) return null;
    int s = x.bigValue().compareTo(y.bigValue());
    int u = x.unsignedBigValue().compareTo(y.unsignedBigValue());
    boolean r = switch (p) {
      case EQ -> s == 0;
      case NE -> s != 0;
      case SLT -> s < 0;
      case SLE -> s <= 0;
      case SGT -> s > 0;
      case SGE -> s >= 0;
      case ULT -> u < 0;
      case ULE -> u <= 0;
      case UGT -> u > 0;
      case UGE -> u >= 0;
      default -> false;
    };
    return ConstantInt.getBool(r);
  }

  /** IEEE comparison: ordered predicates are false and unordered ones true when either side is NaN. */
  private static ConstantInt compareFloats(CmpPredicate p, ConstantFP a, ConstantFP b) {
    boolean narrow = a.floatType() == FloatType.FLOAT || a.floatType() == FloatType.DOUBLE;
    if (!narrow || a.floatType() != b.floatType()) return null;
    double x = a.doubleValue();
    double y = b.doubleValue();
    boolean uno = Double.isNaN(x) || Double.isNaN(y);
    boolean r = switch (p) {
      case FCMP_FALSE -> false;
      case FCMP_TRUE -> true;
      case FCMP_ORD -> !uno;
      case FCMP_UNO -> uno;
      case FCMP_OEQ -> !uno && x == y;
      case FCMP_OGT -> !uno && x > y;
      case FCMP_OGE -> !uno && x >= y;
      case FCMP_OLT -> !uno && x < y;
      case FCMP_OLE -> !uno && x <= y;
      case FCMP_ONE -> !uno && x != y;
      case FCMP_UEQ -> uno || x == y;
      case FCMP_UGT -> uno || x > y;
      case FCMP_UGE -> uno || x >= y;
      case FCMP_ULT -> uno || x < y;
      case FCMP_ULE -> uno || x <= y;
      case FCMP_UNE -> uno || x != y;
      default -> throw new IllegalArgumentException(p.toString());
    };
    return ConstantInt.getBool(r);
  }
}
