package dev.hoist.analysis;

import dev.hoist.ir.Function;
import dev.hoist.pass.Analysis;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.pass.Preserved;

/** Keys of the CFG-level analyses, for {@link dev.hoist.pass.AnalysisManager}. */
public final class Analyses {
  private Analyses() {}

  public static final Analysis<Cfg> CFG = Analysis.of("cfg", (f, am) -> Cfg.of(f));
  public static final Analysis<DominatorTree> DOMTREE = Analysis.verified("domtree", "DominatorTreeAnalysis",
      (f, am) -> DominatorTree.compute(am.get(f, CFG)), DominatorTree::differenceFromFresh);
  public static final Analysis<LoopInfo> LOOPS = LoopInfo.KEY;

  /**
   * What a pass that changes instructions but no block or edge preserves: the CFG and what is
   * computed from it alone (LLVM's {@code CFGAnalyses}).
   */
  public static final Preserved CFG_ANALYSES = Preserved.of(CFG, DOMTREE, LOOPS);

  /**
   * Brings the CFG snapshot, dominator tree and loop info cached for {@code f} up to date after
   * blocks were merged into their only predecessors, which branched only to them, with no other
   * change to the CFG (a clean-up's merging of a straight chain of blocks): renumbered, not
   * computed again, and equal to what computing them would give. Drops every other result.
   * Returns false, having dropped those three too, when they were not all cached or the function
   * is not such a merge of the snapshot.
   */
  public static boolean afterMerges(AnalysisManager am, Function f) {
    Cfg cfg = am.getCached(f, CFG);
    DominatorTree dt = am.getCached(f, DOMTREE);
    LoopInfo li = am.getCached(f, LOOPS);
    boolean[] merged = cfg == null ? null : new boolean[cfg.size()];
    if (dt == null || li == null || dt.cfg() != cfg || li.cfg() != cfg || !cfg.onlyMerged(merged)) {
      am.invalidate(f, Preserved.none());
      return false;
    }
    int[] newIndex = new int[cfg.size()];
    Cfg after = cfg.afterMerges(merged, newIndex);
    DominatorTree dtAfter = dt.afterMerges(after, merged, newIndex);
    li.afterMerges(after, merged);
    am.invalidate(f, CFG_ANALYSES);
    am.put(f, CFG, after);
    am.put(f, DOMTREE, dtAfter);
    return true;
  }
}
