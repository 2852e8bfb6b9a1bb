package dev.hoist.analysis.scev;

import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * The instructions of a function that a {@link ScevExpander} may use again for an expression (as
 * LLVM's expander looks values up in scalar evolution's ExprValueMap): the SCEV-able, non-phi
 * instructions without no-wrap or exact flags (an expression does not carry them), keyed by their
 * expressions.
 *
 * <p>The candidates are the function's instructions when the first value is asked for; among several
 * for one expression the first in layout order that is available at the insertion point is
 * taken. Only an instruction whose block dominates the insertion point can be available, so
 * expressions are computed block by block, for the blocks on the dominator-tree path above each
 * insertion point: a function of a thousand loops would otherwise have every instruction analysed
 * again for each loop a pass transforms.
 */
final class ExistingValues {
  private final ScalarEvolution se;
  private final Predicate<Instruction> excluded;
  /** The candidates of each block, in layout order; null until the first request. */
  private IdentityHashMap<BasicBlock, Block> blocks;
  private final Map<Scev, List<Candidate>> byExpression = new HashMap<>();

  private static final class Block {
    final int ordinal;
    final List<Instruction> candidates = new ArrayList<>();
    boolean analysed;

    Block(int ordinal) {
      this.ordinal = ordinal;
    }
  }

  /** A candidate and its place in the function's layout (block ordinal, then position). */
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
    if (blocks == null) snapshot();
    analyseDominators(before.parent());
    List<Candidate> l = byExpression.get(s);
    if (l == null) return null;
    for (Candidate c : l) if (c.inst.type() == s.type() && available.test(c.inst, before)) return c.inst;
    return null;
  }

  private void snapshot() {
    blocks = new IdentityHashMap<>();
    int ordinal = 0;
    for (BasicBlock b : se.function.blocks()) {
      Block entry = new Block(ordinal++);
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (!se.isSCEVable(i.type()) || excluded.test(i) || i instanceof PhiInst) continue;
        if (i.hasFlag(Flags.NUW) || i.hasFlag(Flags.NSW) || i.hasFlag(Flags.EXACT) || i.hasFlag(Flags.INBOUNDS)) continue;
        entry.candidates.add(i);
      }
      blocks.put(b, entry);
    }
  }

  /** Computes the expressions of the candidates in {@code b} and the blocks that dominate it. */
  private void analyseDominators(BasicBlock b) {
    DominatorTree dt = se.dt;
    Cfg cfg = dt.cfg();
    int k = cfg.index(b);
    if (k < 0 || !dt.isReachable(k)) {
      analyse(b); // only its own instructions can be available there
      return;
    }
    for (; k >= 0; k = dt.idom(k)) {
      Block entry = blocks.get(cfg.block(k));
      if (entry != null && entry.analysed) break; // so were the blocks above it
      analyse(cfg.block(k));
    }
  }

  private void analyse(BasicBlock b) {
    Block entry = blocks.get(b);
    if (entry == null || entry.analysed) return;
    entry.analysed = true;
    List<Instruction> l = entry.candidates;
    for (int n = 0; n < l.size(); n++) {
      Instruction i = l.get(n);
      if (i.parent() == null) continue; // erased since: never available
      List<Candidate> same = byExpression.computeIfAbsent(se.getSCEV(i), x -> new ArrayList<>(2));
      long order = (long) entry.ordinal << 32 | n;
      int at = same.size();
      while (at > 0 && same.get(at - 1).order > order) at--;
      same.add(at, new Candidate(order, i));
    }
  }
}
