package dev.hoist.analysis.alias;

import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;

/**
 * An integer written as {@code scale * val + offset}, where {@code val} is a {@link CastedValue}:
 * what a GEP index really adds once constants are pulled out of it. All arithmetic is modulo
 * 2^{@code val.bitWidth()}; {@code nsw} says that no step wrapped in the signed sense.
 *
 * <pre>
 *   %t = add nsw i32 %i, 1
 *   %e = sext i32 %t to i64      ; 1 * sext(%i) + 1, nsw
 * </pre>
 */
record LinearExpression(CastedValue val, long scale, long offset, boolean nsw) {
  private static final int MAX_DEPTH = 6;

  static LinearExpression identity(CastedValue v) {
    return new LinearExpression(v, 1, 0, true);
  }

  /**
   * Multiplies by a constant. {@code (x + c) *nsw k} does not make {@code x * k} nsw in general,
   * but it keeps the product within {@code |c * k|} of the signed range, so no multiple of the
   * scale can wrap to near zero: with a small {@code c * k} the flag is kept, as LLVM 14 keeps it.
   */
  LinearExpression mul(long other, boolean mulIsNsw) {
    int w = val.bitWidth();
    boolean n = nsw && (other == 1 || (mulIsNsw && smallProduct(offset, other)));
    return new LinearExpression(val, CastedValue.signExtend(scale * other, w), CastedValue.signExtend(offset * other, w), n);
  }

  private static boolean smallProduct(long a, long b) {
    long limit = 1L << 40;
    return a > -limit && a < limit && b > -limit && b < limit && Math.abs(a * b) < limit;
  }

  /** Decomposes {@code v} (LLVM's GetLinearExpression). */
  static LinearExpression of(CastedValue v) {
    return of(v, 0);
  }

  private static LinearExpression of(CastedValue v, int depth) {
    if (depth == MAX_DEPTH) return identity(v);
    Value x = v.v();
    int w = v.bitWidth();
    if (w > 64 || CastedValue.widthOf(x) > 64) return identity(v);
    if (x instanceof ConstantInt c) {
      return new LinearExpression(v, 0, v.evaluate(c.signedValue()), true);
    }
    if (x instanceof BinaryInst b && b.rhs() instanceof ConstantInt rc) {
      long rhs = v.evaluate(rc.signedValue());
      Opcode op = b.opcode();
      boolean nuw = true;
      boolean nsw = true;
      if (op.hasWrapFlags()) {
        nuw = b.hasFlag(Flags.NUW);
        nsw = b.hasFlag(Flags.NSW);
      }
      if (!v.canDistributeOver(nuw, nsw)) return identity(v);
      if (v.truncBits() > 0) nsw = false;
      LinearExpression e;
      switch (op) {
        case OR -> {
          // x | C == x + C when no bit of C can be set in x.
          if ((ValueFacts.knownZero(b.lhs()) & rc.zextValue()) != (rc.zextValue())) return identity(v);
          e = of(v.withValue(b.lhs()), depth + 1);
          e = new LinearExpression(e.val, e.scale, wrap(e.offset + rhs, w), e.nsw && nsw);
        }
        case ADD -> {
          e = of(v.withValue(b.lhs()), depth + 1);
          e = new LinearExpression(e.val, e.scale, wrap(e.offset + rhs, w), e.nsw && nsw);
        }
        case SUB -> {
          e = of(v.withValue(b.lhs()), depth + 1);
          e = new LinearExpression(e.val, e.scale, wrap(e.offset - rhs, w), e.nsw && nsw);
        }
        case MUL -> {
          e = of(v.withValue(b.lhs()), depth + 1).mul(rhs, nsw);
        }
        case SHL -> {
          if (rhs < 0 || rhs >= w) return identity(v);
          e = of(v.withValue(b.lhs()), depth + 1);
          long s = wrap(e.scale << rhs, w);
          long o = wrap(e.offset << rhs, w);
          e = new LinearExpression(e.val, s, o, e.nsw && nsw && smallProduct(e.offset, 1L << rhs));
        }
        default -> {
          return identity(v);
        }
      }
      return e;
    }
    if (x instanceof CastInst c && c.opcode() == Opcode.ZEXT) return of(v.withZExtOfValue(c.source()), depth + 1);
    if (x instanceof CastInst c && c.opcode() == Opcode.SEXT) return of(v.withSExtOfValue(c.source()), depth + 1);
    return identity(v);
  }

  private static long wrap(long n, int w) {
    return CastedValue.signExtend(n, w);
  }
}
