package dev.hoist.transform.split;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import java.util.List;

/**
 * A comparison {@code x pred a} in a loop's body whose outcome changes at most once (twice for
 * {@code ==}, {@code !=}) over the loop's iterations: {@code x} is an affine recurrence of the loop
 * with step 1 or -1 that does not wrap in the predicate's signedness (scalar evolution's
 * {@code nsw}/{@code nuw}), {@code a} is invariant. Its {@link #pieces} are the runs of iterations
 * with one outcome, first to last:
 *
 * <pre>
 *   x = {0,+,1}&lt;nsw&gt;,  x &lt;s a    [x before a: true] [rest: false]
 *   x = {n,+,-1}&lt;nsw&gt;, x &lt;s a    [x down to a: false] [rest: true]
 *   x = {0,+,1}&lt;nuw&gt;,  x != k    [x before k: true] [x up to k: false] [rest: true]
 * </pre>
 *
 * {@code xValue} is the IR value of {@code x}; {@code signed} and {@code up} give the order in
 * which {@code x} moves.
 */
record MonotonicCondition(CmpInst cmp, Value xValue, ScevAddRec x, boolean signed, boolean up, List<Piece> pieces) {

  /** The outcome of looking at one comparison: a condition, or why it is not one (null: not a candidate at all). */
  record Found(MonotonicCondition condition, Rejection why) {}

  /**
   * {@code cmp} as a monotonic condition of {@code loop}, whose exit test is in {@code exiting} (null:
   * anywhere); null when it does not compare an induction variable with an invariant.
   */
  static Found of(CmpInst cmp, Loop loop, BasicBlock exiting, ScalarEvolution se, DominatorTree dt) {
    if (!(cmp.lhs().type() instanceof IntegerType) || !cmp.predicate().isIntPredicate()) return null;
    CmpPredicate pred = cmp.predicate();
    Value xv = cmp.lhs(), a = cmp.rhs();
    if (!loop.isInvariant(a)) {
      xv = cmp.rhs();
      a = cmp.lhs();
      pred = pred.swapped();
      if (!loop.isInvariant(a)) return null;
    }
    if (!(se.getSCEV(xv) instanceof ScevAddRec ar) || ar.loop() != loop || !ar.isAffine()) return null;
    if (!(ar.step() instanceof ScevConstant step) || !(step.isOne() || step.isAllOnes())) return null;
    boolean up = step.isOne();
    boolean signed;
    if (pred.isSigned()) {
      if (!ar.hasNoSignedWrap()) return new Found(null, Rejection.MAY_WRAP);
      signed = true;
    } else if (pred.isUnsigned()) {
      if (!ar.hasNoUnsignedWrap() || !up) return new Found(null, Rejection.MAY_WRAP);
      signed = false;
    } else if (ar.hasNoSignedWrap()) {
      signed = true;
    } else if (ar.hasNoUnsignedWrap() && up) {
      signed = false;
    } else {
      return new Found(null, Rejection.MAY_WRAP);
    }
    // The piece loops test x in their exit block, so x must be computed on every way there.
    if (!(xv instanceof Instruction xi) || xi.parent() == null || (exiting != null && !dt.dominates(xi.parent(), exiting))) {
      return new Found(null, Rejection.NOT_AVAILABLE);
    }
    return new Found(new MonotonicCondition(cmp, xv, ar, signed, up, pieces(pred, a, up)), null);
  }

  /**
   * The pieces of {@code x pred a} for {@code x} moving up (or down): the first piece ends at a
   * strict bound when the outcome changes on reaching {@code a}, at an inclusive one when it changes
   * after {@code a}.
   */
  private static List<Piece> pieces(CmpPredicate pred, Value a, boolean up) {
    return switch (pred) {
      case EQ -> List.of(new Piece(false, a, false), new Piece(true, a, true), Piece.toEnd(false));
      case NE -> List.of(new Piece(true, a, false), new Piece(false, a, true), Piece.toEnd(true));
      default -> {
        boolean less = pred == CmpPredicate.SLT || pred == CmpPredicate.ULT || pred == CmpPredicate.SLE || pred == CmpPredicate.ULE;
        boolean orEqual = pred == CmpPredicate.SLE || pred == CmpPredicate.ULE || pred == CmpPredicate.SGE || pred == CmpPredicate.UGE;
        // Moving up, x < a holds first and stops on reaching a; moving down, x > a does.
        boolean first = less == up;
        // The first run ends on reaching a when a itself has the second outcome.
        boolean strict = first != orEqual;
        yield List.of(new Piece(first, a, !strict), Piece.toEnd(!first));
      }
    };
  }

  /** Whether some branch of {@code loop} compares an induction variable with an invariant (a loop worth a remark). */
  static boolean anyCandidate(Loop loop, ScalarEvolution se, DominatorTree dt) {
    for (CmpInst c : candidates(loop, null)) if (of(c, loop, null, se, dt) != null) return true;
    return false;
  }

  /** The conditional branches in {@code loop} other than the exit test whose condition is a comparison, in block order. */
  static List<CmpInst> candidates(Loop loop, BasicBlock exiting) {
    List<CmpInst> out = new java.util.ArrayList<>();
    for (BasicBlock b : loop.blocks()) {
      if (b == exiting) continue;
      if (b.terminator() instanceof BrInst br && br.isConditional() && br.condition() instanceof CmpInst c
          && c.parent() != null && loop.contains(c.parent()) && !out.contains(c)) {
        out.add(c);
      }
    }
    return out;
  }
}
