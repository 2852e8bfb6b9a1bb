package dev.hoist.transform.indvars;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.scev.NoWrap;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
  /** How many operand steps {@link #leaves} follows. */
  private static final int LEAF_DEPTH = 2;
  /** How far up the dominator tree conditions are looked for. */
  private static final int MAX_DOMINATORS = 32;
  private final ScalarEvolution se;
  private final DominatorTree dt;
  private final Loop loop;
  /** Which proof decided the last comparison, for the remark. */
  private String reason;
  private final Map<BasicBlock, List<Guard>> guardsOf = new IdentityHashMap<>();
  private final Map<CmpInst, Set<Value>> condLeaves = new IdentityHashMap<>();

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
      Boolean v = decide(c, a, b);
      if (v == null) continue;
      reporter.comparisonEliminated(c, v, reason);
      c.replaceAllUsesWith(ConstantInt.getBool(v));
      dead.add(c);
      decided++;
    }
    return decided;
  }

  /**
   * {@code TRUE} or {@code FALSE} when {@code c}, a comparison of {@code a} and {@code b} in a block
   * of the loop, is decided on every iteration, else null.
   */
  Boolean decide(CmpInst c, Scev a, Scev b) {
    CmpPredicate pred = c.predicate();
    BasicBlock at = c.parent();
    Set<Value> leaves = leaves(c);
    if (holds(pred, a, b, at, leaves)) return Boolean.TRUE;
    if (holds(pred.inverse(), a, b, at, leaves)) return Boolean.FALSE;
    return null;
  }

  private boolean holds(CmpPredicate p, Scev a, Scev b, BasicBlock at, Set<Value> leaves) {
    if (se.isKnownPredicate(p, a, b)) {
      reason = "known from ranges";
      return true;
    }
    if (impliedByAny(guards(at, null), p, a, b, leaves)) {
      reason = "implied by a dominating condition";
      return true;
    }
    if (byInduction(p, a, b, leaves)) {
      reason = "holds on entry and is kept by the backedge";
      return true;
    }
    return false;
  }

  /** A branch condition that holds (is false, when {@code inverse}) wherever it dominates. */
  private record Guard(Value cond, boolean inverse) {}

  /**
   * The branch conditions that hold at the start of {@code at}: those of the blocks above it in
   * the dominator tree (up to {@code stop}, or the function entry) whose edge towards it dominates it.
   */
  private List<Guard> guards(BasicBlock at, BasicBlock stop) {
    List<Guard> cached = stop == null ? guardsOf.get(at) : null;
    if (cached != null) return cached;
    List<Guard> l = new ArrayList<>();
    BasicBlock cur = at;
    for (int steps = 0; steps < MAX_DOMINATORS && cur != stop; steps++) {
      BasicBlock up = dt.idom(cur);
      if (up == null) break;
      if (up.terminator() instanceof BrInst br && br.isConditional() && br.successor(0) != br.successor(1)) {
        for (int k = 0; k < 2; k++) if (dt.edgeDominates(up, br.successor(k), at)) l.add(new Guard(br.condition(), k == 1));
      }
      cur = up;
    }
    if (stop == null) guardsOf.put(at, l);
    return l;
  }

  /**
   * Whether one of {@code guards} implies {@code p(a, b)}. A comparison computed from nothing the
   * decided one is computed from is not asked: long dominator chains of branches would otherwise
   * cost a proof attempt each.
   */
  private boolean impliedByAny(List<Guard> guards, CmpPredicate p, Scev a, Scev b, Set<Value> leaves) {
    for (Guard g : guards) {
      if (g.cond() instanceof CmpInst c && !related(c, leaves)) continue;
      if (se.isImpliedCond(p, a, b, g.cond(), g.inverse())) return true;
    }
    return false;
  }

  private boolean related(CmpInst c, Set<Value> leaves) {
    Set<Value> own = condLeaves.computeIfAbsent(c, DecidedComparisons::leaves);
    for (Value v : own) if (leaves.contains(v)) return true;
    return false;
  }

  /**
   * The values a comparison's operands are computed from, two casts or arithmetic steps deep: a
   * test of {@code %i.next = add %i, 1} is related to one of {@code %i}. Looked at in the IR, so
   * that an unrelated condition costs no scalar evolution at all.
   */
  private static Set<Value> leaves(CmpInst c) {
    Set<Value> s = new HashSet<>();
    collect(c.lhs(), s, LEAF_DEPTH);
    collect(c.rhs(), s, LEAF_DEPTH);
    return s;
  }

  private static void collect(Value v, Set<Value> out, int depth) {
    if (v instanceof Constant || !out.add(v) || depth == 0) return;
    if (v instanceof CastInst || v instanceof BinaryInst) {
      for (int k = 0; k < ((Instruction) v).numOperands(); k++) collect(((Instruction) v).operand(k), out, depth - 1);
    }
  }

  /** Both sides invariant or affine in the loop; true on entry; the backedge taken only when true next time. */
  private boolean byInduction(CmpPredicate p, Scev a, Scev b, Set<Value> leaves) {
    if (!inductive(a) || !inductive(b)) return false;
    if (se.isLoopInvariant(a, loop) && se.isLoopInvariant(b, loop)) return false;
    BasicBlock latch = loop.latch();
    if (latch == null) return false;
    Scev na = next(a), nb = next(b);
    boolean kept = latch.terminator() instanceof BrInst br && br.isConditional()
        && (!(br.condition() instanceof CmpInst lc) || related(lc, leaves))
        && se.isImpliedCond(p, na, nb, br.condition(), br.successor(0) != loop.header());
    if (!kept && !impliedByAny(guards(latch, loop.header()), p, na, nb, leaves)) return false;
    return se.isLoopEntryGuardedByCond(loop, p, start(a), start(b));
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
