package dev.hoist.analysis;

import dev.hoist.pass.Analysis;
import dev.hoist.pass.Preserved;

/** Keys of the CFG-level analyses, for {@link dev.hoist.pass.AnalysisManager}. */
public final class Analyses {
  private Analyses() {}

  public static final Analysis<Cfg> CFG = Analysis.of("cfg", (f, am) -> Cfg.of(f));
  public static final Analysis<DominatorTree> DOMTREE = Analysis.of("domtree", "DominatorTreeAnalysis", (f, am) -> DominatorTree.compute(am.get(f, CFG)));
  public static final Analysis<LoopInfo> LOOPS = LoopInfo.KEY;

  /**
   * What a pass that changes instructions but no block or edge preserves: the CFG and what is
   * computed from it alone (LLVM's {@code CFGAnalyses}).
   */
  public static final Preserved CFG_ANALYSES = Preserved.of(CFG, DOMTREE, LOOPS);
}
