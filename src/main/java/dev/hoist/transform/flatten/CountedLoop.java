package dev.hoist.transform.flatten;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.NoWrap;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;

/**
 * One loop of a nest to flatten, with what scalar evolution knows of its count: the backedge-taken
 * count {@code btc} (the loop exits at its latch, its only exiting block, after {@code btc + 1}
 * iterations). The trip count {@code btc + 1} is taken in the count's own type, which is only
 * right when that does not wrap to zero, so a loop is counted only when scalar evolution bounds
 * {@code btc} below all-ones, or a counter from zero steps by one without unsigned wrap:
 *
 * <pre>
 *   %j.next = add nuw nsw i32 %j, 1
 *   %c = icmp ne i32 %j.next, %m           ; btc = %m - 1, at most 2^32 - 2 (nuw): trip count %m
 * </pre>
 *
 * @param countFitsSigned the trip count is at most the type's signed maximum, because a counter
 *     that starts at zero steps by one to it without signed wrap (its increment is {@code nsw})
 */
record CountedLoop(Loop loop, Scev btc, IntegerType type, boolean countFitsSigned) {
  /** The loop's count, or null when scalar evolution cannot compute it or it may not fit its type. */
  static CountedLoop of(ScalarEvolution se, Loop l) {
    Scev btc = se.backedgeTakenCount(l);
    if (se.isCouldNotCompute(btc) || !(btc.type() instanceof IntegerType t)) return null;
    boolean bounded = se.constantMaxBackedgeTakenCount(l) instanceof ScevConstant max && !max.isAllOnes();
    if (!bounded && !countingIncrement(se, l, btc, NoWrap.NUW)) return null;
    return new CountedLoop(l, btc, t, countingIncrement(se, l, btc, NoWrap.NSW) || se.signedRange(se.tripCount(l)).isAllNonNegative());
  }

  /** Whether the loop has no computable count (for the rejection's wording). */
  static boolean uncomputable(ScalarEvolution se, Loop l) {
    return se.isCouldNotCompute(se.backedgeTakenCount(l));
  }

  /**
   * Whether a counter of the count's width steps from zero by one without wrapping ({@code flag}):
   * its increment, computed on every iteration, reaches the trip count on the last one, so the
   * trip count is at most the type's unsigned (signed) maximum.
   */
  private static boolean countingIncrement(ScalarEvolution se, Loop l, Scev btc, int flag) {
    BasicBlock latch = l.latch();
    if (latch == null) return false;
    for (PhiInst p : l.header().phis()) {
      if (!se.isSCEVable(p.type()) || se.typeBits(p.type()) != btc.bits()) continue;
      if (!(se.getSCEV(p) instanceof ScevAddRec ar) || ar.loop() != l || !ar.isAffine() || !ar.start().isZero()
          || !ar.step().isOne()) {
        continue;
      }
      Value inc = p.valueFor(latch);
      if (se.getSCEV(inc) instanceof ScevAddRec ar2 && NoWrap.has(ar2.noWrapFlags(), flag)) return true;
      // The flag on the instruction: a wrapped increment is poison, and the exit test branches on it.
      if (inc instanceof BinaryInst b && b.hasFlag(flag == NoWrap.NSW ? Flags.NSW : Flags.NUW)
          && latch.terminator() instanceof BrInst br && br.isConditional() && br.condition() instanceof CmpInst c
          && (c.lhs() == inc || c.rhs() == inc)) {
        return true;
      }
    }
    return false;
  }

  /** The trip count in the count's type. */
  Scev tripCount(ScalarEvolution se) {
    return se.tripCount(loop);
  }

  /**
   * The trip count in {@code t}: truncated when {@code t} is narrower (right modulo its width),
   * zero-extended when wider (exact, the count fits its own type).
   */
  Scev tripCount(ScalarEvolution se, IntegerType t) {
    Scev tc = tripCount(se);
    if (t.bits() == type.bits()) return tc;
    return t.bits() < type.bits() ? se.truncate(tc, t) : se.zeroExtend(tc, t);
  }
}
