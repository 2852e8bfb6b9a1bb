package dev.hoist.transform.indvars;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.scev.NoWrap;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import java.util.ArrayList;
import java.util.List;

/**
 * Comparisons in a loop that scalar evolution decides, replaced by their constant outcome (LLVM's
 * eliminateIVComparison, with evaluatePredicateAt and isKnownViaInduction): an integer comparison
 * that depends on a recurrence of the loop, such as the bounds test
 *
 * <pre>
 *   for (i = 0; i &lt; n; i++) { if (i &gt;= 0 &amp;&amp; i &lt; n) a[i] = 0; }
 * </pre>
 *
 * is decided by one of three proofs, each tried for the predicate and for its inverse:
 * <ul>
 *   <li>ranges and no-wrap flags ({@code {0,+,1}<nsw>} is never negative);
 *   <li>a condition that must have held to reach the comparison: a branch of a block that dominates
 *       it, in the loop (the same iteration) or before it ({@code i < n} tested by the loop's
 *       header);
 *   <li>induction: the predicate holds for the values on entry, and the latch only takes the
 *       backedge when it holds for the next iteration's values.
 * </ul>
 * A "yes" is a proof wherever the operands are not poison; where they are, any constant refines
 * the comparison.
 */
final class DecidedComparisons {
  /** How far up the dominator tree conditions are looked for. */
  private static final int MAX_DOMINATORS = 32;
  private final ScalarEvolution se;
  private final DominatorTree dt;
  private final Loop loop;
  /** Which proof decided the last comparison, for the remark. */
  private String reason;

  DecidedComparisons(ScalarEvolution se, DominatorTree dt, Loop loop) {
    this.se = se;
    this.dt = dt;
    this.loop = loop;
  }

  /**
   * Replaces every decided comparison of the loop's own blocks (inner loops had their turn) by its
   * outcome; returns how many.
   */
  int run(LoopInfo li, IndVarsReporter reporter, DeadInstructions dead) {
    List<CmpInst> candidates = new ArrayList<>();
    for (BasicBlock b : loop.blocks()) {
      if (li.loopFor(b) != loop) continue;
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i instanceof CmpInst c && c.opcode() == Opcode.ICMP && c.lhs().type() instanceof IntegerType && c.hasUses()) {
          candidates.add(c);
        }
      }
    }
    int decided = 0;
    for (CmpInst c : candidates) {
      Scev a = se.scevAtScope(se.getSCEV(c.lhs()), loop), b = se.scevAtScope(se.getSCEV(c.rhs()), loop);
      if (!se.hasComputableLoopEvolution(a, loop) && !se.hasComputableLoopEvolution(b, loop)) continue;
      Boolean v = decide(c.predicate(), a, b, c.parent());
      if (v == null) continue;
      reporter.comparisonEliminated(c, v, reason);
      c.replaceAllUsesWith(ConstantInt.getBool(v));
      dead.add(c);
      decided++;
    }
    return decided;
  }

  /**
   * {@code TRUE} or {@code FALSE} when {@code pred(a, b)} is decided at the start of {@code at}
   * (a block of the loop) on every iteration, else null.
   */
  Boolean decide(CmpPredicate pred, Scev a, Scev b, BasicBlock at) {
    if (holds(pred, a, b, at)) return Boolean.TRUE;
    if (holds(pred.inverse(), a, b, at)) return Boolean.FALSE;
    return null;
  }

  private boolean holds(CmpPredicate p, Scev a, Scev b, BasicBlock at) {
    if (se.isKnownPredicate(p, a, b)) {
      reason = "known from ranges";
      return true;
    }
    if (guardedByDominators(p, a, b, at, null)) {
      reason = "implied by a dominating condition";
      return true;
    }
    if (byInduction(p, a, b)) {
      reason = "holds on entry and is kept by the backedge";
      return true;
    }
    return false;
  }

  /**
   * Whether a branch on the way to {@code at} (from the function entry, or only below {@code stop})
   * implies {@code p(a, b)}.
   */
  private boolean guardedByDominators(CmpPredicate p, Scev a, Scev b, BasicBlock at, BasicBlock stop) {
    BasicBlock cur = at;
    for (int steps = 0; steps < MAX_DOMINATORS && cur != stop; steps++) {
      BasicBlock up = dt.idom(cur);
      if (up == null) return false;
      if (up.terminator() instanceof BrInst br && br.isConditional() && br.successor(0) != br.successor(1)) {
        for (int k = 0; k < 2; k++) {
          if (dt.edgeDominates(up, br.successor(k), at) && se.isImpliedCond(p, a, b, br.condition(), k == 1)) return true;
        }
      }
      cur = up;
    }
    return false;
  }

  /** Both sides invariant or affine in the loop; true on entry; the backedge taken only when true next time. */
  private boolean byInduction(CmpPredicate p, Scev a, Scev b) {
    if (!inductive(a) || !inductive(b)) return false;
    if (se.isLoopInvariant(a, loop) && se.isLoopInvariant(b, loop)) return false;
    BasicBlock latch = loop.latch();
    if (latch == null || !se.isLoopEntryGuardedByCond(loop, p, start(a), start(b))) return false;
    Scev na = next(a), nb = next(b);
    if (latch.terminator() instanceof BrInst br && br.isConditional()) {
      boolean stayIfFalse = br.successor(0) != loop.header();
      if (se.isImpliedCond(p, na, nb, br.condition(), stayIfFalse)) return true;
    }
    return guardedByDominators(p, na, nb, latch, loop.header());
  }

  private boolean inductive(Scev s) {
    if (se.isLoopInvariant(s, loop)) return true;
    return s instanceof ScevAddRec ar && ar.loop() == loop && ar.isAffine() && se.isLoopInvariant(ar.operand(1), loop);
  }

  private Scev start(Scev s) {
    return s instanceof ScevAddRec ar && ar.loop() == loop ? ar.start() : s;
  }

  /** The value on the next iteration: {@code {start + step, +, step}}. */
  private Scev next(Scev s) {
    if (!(s instanceof ScevAddRec ar) || ar.loop() != loop) return s;
    Scev step = ar.operand(1);
    return se.addRec(se.add(ar.start(), step), step, loop, NoWrap.NONE);
  }
}
