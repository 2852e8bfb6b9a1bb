package dev.hoist.analysis.scev;

import dev.hoist.ir.Value;
import java.math.BigInteger;
import java.util.Map;

/** Evaluates a loop-invariant expression for given values of its unknowns (tests only). */
final class ScevEval {
  private ScevEval() {}

  /** The unsigned value of {@code s}, or null when it needs a value not in {@code env} or divides by zero. */
  static BigInteger eval(Scev s, Map<Value, BigInteger> env) {
    int w = s.bits();
    switch (s) {
      case ScevConstant c:
        return c.unsignedValue();
      case ScevUnknown u: {
        BigInteger v = env.get(u.value());
        return v == null ? null : Bits.wrap(v, w);
      }
      case ScevAdd a: {
        BigInteger r = BigInteger.ZERO;
        for (Scev o : a.operands()) {
          BigInteger x = eval(o, env);
          if (x == null) return null;
          r = r.add(x);
        }
        return Bits.wrap(r, w);
      }
      case ScevMul m: {
        BigInteger r = BigInteger.ONE;
        for (Scev o : m.operands()) {
          BigInteger x = eval(o, env);
          if (x == null) return null;
          r = r.multiply(x);
        }
        return Bits.wrap(r, w);
      }
      case ScevUDiv d: {
        BigInteger x = eval(d.lhs(), env), y = eval(d.rhs(), env);
        if (x == null || y == null || y.signum() == 0) return null;
        return x.divide(y);
      }
      case ScevCast c: {
        BigInteger x = eval(c.operand(), env);
        if (x == null) return null;
        return switch (c.kind()) {
          case ZERO_EXTEND -> x;
          case SIGN_EXTEND -> Bits.wrap(Bits.toSigned(x, c.operand().bits()), w);
          case TRUNCATE -> Bits.wrap(x, w);
          default -> null;
        };
      }
      case ScevMinMax mm: {
        BigInteger best = null;
        for (Scev o : mm.operands()) {
          BigInteger x = eval(o, env);
          if (x == null) return null;
          if (best == null) {
            best = x;
            continue;
          }
          int cmp = mm.isSigned() ? Bits.toSigned(x, w).compareTo(Bits.toSigned(best, w)) : x.compareTo(best);
          if (mm.isMax() ? cmp > 0 : cmp < 0) best = x;
        }
        return best;
      }
      default:
        return null;
    }
  }
}
