package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.type.IntegerType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Values seen from outside a loop. {@link #atScope} replaces each recurrence of a loop that does
 * not contain the scope by its value after the loop's last iteration (its value at the
 * backedge-taken count), when that count is known (LLVM's getSCEVAtScope, for the expression
 * forms). {@link #evaluateAtIteration} gives a recurrence's value on a given iteration.
 */
final class AtScope {
  private AtScope() {}

  static Scev atScope(ScalarEvolution se, Scev s, Loop scope, int depth) {
    if (depth > 16) return s;
    switch (s) {
      case ScevConstant c:
        return s;
      case ScevUnknown u:
        return s;
      case ScevCouldNotCompute c:
        return s;
      case ScevAddRec ar: {
        if (scope != null && ar.loop().contains(scope)) return s;
        if (se.counts.isPending(ar.loop()) || se.symbolicDepth > 0) return s;
        Scev be = se.backedgeTakenCount(ar.loop());
        if (se.isCouldNotCompute(be)) return s;
        Scev v = evaluateAtIteration(se, ar, be);
        if (se.isCouldNotCompute(v)) return s;
        return atScope(se, v, scope, depth + 1);
      }
      default: {
        boolean changed = false;
        List<Scev> ops = new ArrayList<>(s.numOperands());
        for (Scev o : s.operands()) {
          Scev n = atScope(se, o, scope, depth + 1);
          changed |= n != o;
          ops.add(n);
        }
        if (!changed) return s;
        for (Scev o : ops) if (se.isCouldNotCompute(o)) return s;
        return rebuild(se, s, ops);
      }
    }
  }

  /** {@code s} with new operands, refolded. */
  static Scev rebuild(ScalarEvolution se, Scev s, List<Scev> ops) {
    return switch (s.kind()) {
      case ADD -> se.add(ops, NoWrap.NONE);
      case MUL -> se.mul(ops, NoWrap.NONE);
      case UDIV -> se.udiv(ops.get(0), ops.get(1));
      case UMAX, SMAX, UMIN, SMIN -> se.minMax(s.kind(), ops);
      case ZERO_EXTEND -> se.zeroExtend(ops.get(0), s.type());
      case SIGN_EXTEND -> se.signExtend(ops.get(0), s.type());
      case TRUNCATE -> se.truncate(ops.get(0), s.type());
      case PTR_TO_INT -> se.ptrToInt(ops.get(0), (IntegerType) s.type());
      case ADD_REC -> se.addRec(ops, ((ScevAddRec) s).loop(), NoWrap.NONE);
      default -> s;
    };
  }

  /**
   * {@code sum_j c_j * binomial(it, j)}. The affine case works for any iteration expression; higher
   * orders only for a constant iteration (exact arithmetic, then reduced modulo 2^w).
   */
  static Scev evaluateAtIteration(ScalarEvolution se, ScevAddRec ar, Scev it) {
    if (se.isCouldNotCompute(it)) return it;
    IntegerType t = se.effectiveType(ar.type());
    if (ar.isAffine()) {
      Scev k = se.truncateOrZeroExtend(it, t);
      return se.add(ar.start(), se.mul(k, ar.step()));
    }
    if (!(it instanceof ScevConstant ic)) return se.couldNotCompute();
    BigInteger n = ic.unsignedValue();
    List<Scev> terms = new ArrayList<>();
    BigInteger binom = BigInteger.ONE;
    for (int j = 0; j < ar.numOperands(); j++) {
      if (j > 0) binom = binom.multiply(n.subtract(BigInteger.valueOf(j - 1))).divide(BigInteger.valueOf(j));
      terms.add(j == 0 ? ar.start() : se.mul(se.constant(t, binom), ar.operand(j)));
    }
    return se.add(terms, NoWrap.NONE);
  }
}
