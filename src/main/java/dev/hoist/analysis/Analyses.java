package dev.hoist.analysis;

import dev.hoist.pass.Analysis;

/** Keys of the CFG-level analyses, for {@link dev.hoist.pass.AnalysisManager}. */
public final class Analyses {
  private Analyses() {}

  public static final Analysis<Cfg> CFG = Analysis.of("cfg", (f, am) -> Cfg.of(f));
  public static final Analysis<DominatorTree> DOMTREE = Analysis.of("domtree", (f, am) -> DominatorTree.compute(am.get(f, CFG)));
  public static final Analysis<LoopInfo> LOOPS = LoopInfo.KEY;
}
