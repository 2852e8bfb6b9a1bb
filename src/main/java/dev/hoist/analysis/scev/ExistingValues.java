package dev.hoist.analysis.scev;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.BitSet;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * The instructions of a function that a {@link ScevExpander} may use again for an expression (as
 * LLVM's expander looks values up in scalar evolution's ExprValueMap): the SCEV-able, non-phi
 * instructions without no-wrap or exact flags (an expression does not carry them), keyed by their
 * expressions; among several for one expression, the first in layout order that is available at
 * the insertion point is taken.
 *
 * <p>Only an instruction whose block dominates the insertion point can be available, so a block's
 * instructions are collected and their expressions computed when the block is first on the
 * dominator-tree path above an insertion point: a function of a thousand loops would otherwise have
 * every instruction analysed again for each loop a pass transforms.
 */
final class ExistingValues {
  private final ScalarEvolution se;
  private final Predicate<Instruction> excluded;
  /** Blocks whose instructions are in {@link #byExpression}, by index in the dominator tree's CFG. */
  private final BitSet analysed = new BitSet();
  /** Other blocks analysed: made since the dominator tree was computed, or unreachable. */
  private final Set<BasicBlock> others = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Map<Scev, List<Candidate>> byExpression = new HashMap<>();

  /** A candidate and its place in the function's layout (block index, then position). */
  private record Candidate(long order, Instruction inst) {}

  /** {@code excluded}: instructions the expander made, which are never candidates. */
  ExistingValues(ScalarEvolution se, Predicate<Instruction> excluded) {
    this.se = se;
    this.excluded = excluded;
  }

  /**
   * The first instruction in layout order that computes {@code s} and for which {@code available}
   * holds at {@code before}, or null.
   */
  Instruction find(Scev s, Instruction before, BiPredicate<Instruction, Instruction> available) {
    analyseDominators(before.parent());
    List<Candidate> l = byExpression.get(s);
    if (l == null) return null;
    for (Candidate c : l) if (c.inst.type() == s.type() && available.test(c.inst, before)) return c.inst;
    return null;
  }

  /** Computes the expressions of the candidates in {@code b} and the blocks that dominate it. */
  private void analyseDominators(BasicBlock b) {
    DominatorTree dt = se.dt;
    int k = dt.cfg().index(b);
    if (k < 0 || !dt.isReachable(k)) {
      // A block made since the dominator tree, or unreachable: only its own instructions can be
      // available there, and only there (they come last in layout order for want of an index).
      if (others.add(b)) analyse(b, Integer.MAX_VALUE);
      return;
    }
    for (; k >= 0 && !analysed.get(k); k = dt.idom(k)) { // a block analysed had its dominators analysed
      analysed.set(k);
      analyse(dt.cfg().block(k), k);
    }
  }

  private void analyse(BasicBlock b, int index) {
    int n = 0;
    for (Instruction i = b.first(); i != null; i = i.next(), n++) {
      if (!se.isSCEVable(i.type()) || excluded.test(i) || i instanceof PhiInst) continue;
      if (i.hasFlag(Flags.NUW) || i.hasFlag(Flags.NSW) || i.hasFlag(Flags.EXACT) || i.hasFlag(Flags.INBOUNDS)) continue;
      List<Candidate> same = byExpression.computeIfAbsent(se.getSCEV(i), x -> new ArrayList<>(2));
      long order = (long) index << 32 | n;
      int at = same.size();
      while (at > 0 && same.get(at - 1).order > order) at--;
      same.add(at, new Candidate(order, i));
    }
  }
}
