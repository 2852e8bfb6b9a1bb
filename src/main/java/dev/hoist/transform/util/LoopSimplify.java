package dev.hoist.transform.util;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
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
    boolean changed = false;
    for (Loop l : li.loopsInnermostFirst()) if (!skip.test(l)) changed |= simplifyLoop(l, li, names);
    return changed;
  }

  /** Simplifies loop {@code l}: a preheader, dedicated exits, one latch; returns true when the CFG changed. */
  public static boolean simplifyLoop(Loop l, LoopInfo li, NameUniquer names) {
    boolean changed = false;
    BasicBlock header = l.header();
    // 1. A preheader.
    if (l.preheader() == null) {
      List<BasicBlock> outside = new ArrayList<>();
      for (BasicBlock p : header.predecessors()) if (!l.contains(p)) outside.add(p);
      if (!outside.isEmpty() && BlockSplitter.canSplitPredecessors(header, outside)) {
        BasicBlock ph = BlockSplitter.splitPredecessors(header, outside, base(header) + ".preheader", names);
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

  private static String base(BasicBlock b) {
    return b.hasName() ? b.name() : "";
  }
}
