package dev.hoist.transform.util;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * {@code loop-simplify}: puts every loop in the canonical shape loop transforms rely on, as LLVM's
 * pass does: a preheader (a block outside the loop whose only successor is the header, where
 * hoisted code goes), a single latch (one back edge), and dedicated exits (exit blocks entered only
 * from inside the loop). New blocks are named after the block they lead to: {@code h.preheader},
 * {@code h.backedge}, {@code e.loopexit}.
 */
public final class LoopSimplify implements FunctionPass {
  public static final PassInfo INFO = new PassInfo("loop-simplify", "LoopSimplifyPass",
      "puts loops in canonical form: a preheader, one latch, dedicated exits", LoopSimplify::new, List.of());

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public Preserved run(Function f, PassContext ctx) {
    LoopInfo li = ctx.analyses().get(f, Analyses.LOOPS);
    return Preserved.ifChanged(simplify(li, new NameUniquer(f), l -> false), Preserved.none());
  }

  /**
   * Simplifies every loop of {@code li} but those {@code skip} selects, innermost first; returns
   * true when the CFG changed (then {@code li} and every analysis of the CFG are stale).
   */
  public static boolean simplify(LoopInfo li, NameUniquer names, Predicate<Loop> skip) {
    if (inForm(li)) return false;
    boolean changed = false;
    for (Loop l : li.loopsInnermostFirst()) if (!skip.test(l)) changed |= simplifyLoop(l, li, names);
    return changed;
  }

  /**
   * Whether every loop of {@code li} has a preheader, one latch and dedicated exits: whether
   * {@link #simplify} has anything to do. The loop pass managers ask after every change, and
   * nearly always every loop is still in form. Asking each loop for its exits walks a block once
   * per loop around it; this walks it once: an edge from block p to s leaves p's innermost loop L
   * and maybe loops around it, and s, an exit of L, is dedicated to each of them when its
   * predecessors are all in L, the smallest.
   */
  static boolean inForm(LoopInfo li) {
    if (li.isEmpty()) return true;
    for (Loop l : li.loopsInnermostFirst()) if (l.preheader() == null || l.latch() == null) return false;
    // By exit block id: the innermost loop it was found dedicated to (a block may be the exit of many edges).
    Loop[] dedicatedTo = new Loop[li.function().blockIdBound()];
    for (Loop top : li.topLevelLoops()) {
      for (BasicBlock p : top.blocks()) {
        Loop l = li.loopFor(p);
        Instruction t = p.terminator();
        if (t == null) continue;
        for (int i = 0, n = t.numOperands(); i < n; i++) {
          if (!(t.operand(i) instanceof BasicBlock s) || l.contains(s)) continue;
          int id = s.id();
          if (id >= 0 && id < dedicatedTo.length && dedicatedTo[id] == l) continue;
          if (l.isEnteredFromOutside(s)) return false;
          if (id >= 0 && id < dedicatedTo.length) dedicatedTo[id] = l;
        }
      }
    }
    return true;
  }

  /** Simplifies loop {@code l}: a preheader, dedicated exits, one latch; returns true when the CFG changed. */
  public static boolean simplifyLoop(Loop l, LoopInfo li, NameUniquer names) {
    boolean changed = false;
    BasicBlock header = l.header();
    // 1. A preheader.
    if (l.preheader() == null) {
      List<BasicBlock> outside = new ArrayList<>();
      for (BasicBlock p : header.predecessors()) if (!l.contains(p)) outside.add(p);
      BasicBlock ph = outside.isEmpty() ? null : insertPreheader(header, outside, names);
      if (ph != null) {
        if (l.parent() != null) l.parent().addBlock(ph);
        changed = true;
      }
    }
    // 2. Dedicated exits.
    for (BasicBlock exit : l.exitBlocks()) {
      // Most exits are dedicated already (this runs for every loop after every change to the CFG):
      // the predecessors are listed only for one that is not.
      if (!l.isEnteredFromOutside(exit)) continue;
      List<BasicBlock> inLoop = new ArrayList<>();
      for (BasicBlock p : exit.predecessors()) if (l.contains(p)) inLoop.add(p);
      if (!BlockSplitter.canSplitPredecessors(exit, inLoop)) continue;
      BasicBlock nb = BlockSplitter.splitPredecessors(exit, inLoop, base(exit) + ".loopexit", names);
      Loop exitLoop = li.loopFor(exit);
      if (exitLoop != null && exitLoop.contains(l)) exitLoop.addBlock(nb);
      changed = true;
    }
    // 3. One latch.
    List<BasicBlock> latches = l.latch() != null ? List.of() : l.latches();
    if (latches.size() > 1 && BlockSplitter.canSplitPredecessors(header, latches)) {
      BasicBlock be = BlockSplitter.splitPredecessors(header, latches, base(header) + ".backedge", names);
      l.addBlock(be);
      changed = true;
    }
    return changed;
  }

  /**
   * Makes the block through which the edges from {@code outside} (the predecessors of
   * {@code header} outside its loop) enter the loop, named as loop-simplify names a preheader;
   * null when those edges cannot be redirected.
   */
  public static BasicBlock insertPreheader(BasicBlock header, List<BasicBlock> outside, NameUniquer names) {
    if (!BlockSplitter.canSplitPredecessors(header, outside)) return null;
    return BlockSplitter.splitPredecessors(header, outside, base(header) + ".preheader", names);
  }

  private static String base(BasicBlock b) {
    return b.hasName() ? b.name() : "";
  }
}
