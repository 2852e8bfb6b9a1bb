package dev.hoist.transform.flatten;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.BasicBlock;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.pass.loop.LoopPass;
import dev.hoist.pass.loop.LoopPassManager;
import dev.hoist.transform.licm.Licm;
import dev.hoist.transform.rotate.LoopRotate;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code loop-flatten}: LLVM's LoopFlatten. Two perfectly nested loops whose inductions are used
 * only to compute {@code i*M + j} (or an address {@code a + (i*M + j)*size}) become one loop of
 * {@code N*M} iterations, which the vectorizer, the unroller and LICM then see whole:
 *
 * <pre>
 *   for (i = 0; i &lt; n; i++)                 for (k = 0; k &lt; n*m; k++)
 *     for (j = 0; j &lt; m; j++)       =&gt;         a[k] = b[k] * 3;
 *       a[i*m + j] = b[i*m + j] * 3;
 * </pre>
 *
 * The loops are visited innermost first, each with its parent, so a nest of three flattens in two
 * steps where each is legal. A pair is flattened when {@link FlattenLegality} finds a plan:
 * the counter is widened when the product of the counts might overflow the loops' type, or the
 * nest is versioned on a runtime overflow check ({@code -loop-flatten-version-loops}). Beyond
 * LLVM 14, Hoist also flattens
 *
 * <ul>
 *   <li>nests whose inner loop is guarded (the test rotation puts before an inner loop whose count
 *       may be zero): the flattened loop runs when every guard holds, the nest is skipped otherwise;
 *   <li>nests with work between the loops that LICM can hoist: LICM hoists it first, and what only
 *       the guards kept in place moves to the flattened loop's preheader;
 *   <li>top-tested nests: a top-tested loop of a pair whose counts are known is rotated first.
 * </ul>
 *
 * Remarks, statistics and the {@code -debug-only=loop-flatten} trace come from {@link FlattenReporter}.
 */
public final class LoopFlatten implements LoopPass {
  public static final PassInfo INFO = LoopPassManager.declare("loop-flatten", "LoopFlattenPass",
      "flattens two perfectly nested loops into one whose trip count is the product of theirs", LoopFlatten::new,
      FlattenOptions.OPTIONS);

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public LoopRun start(LoopContext cx) {
    FlattenOptions opts = FlattenOptions.from(cx.pass().options());
    FlattenReporter rep = new FlattenReporter(cx.pass());
    Set<List<Object>> reported = new HashSet<>();
    return inner -> {
      Loop outer = inner.parent();
      if (outer == null) return Preserved.all();
      rep.start(outer, inner);
      if (outer.subLoops().size() == 1 && (isTopTested(inner) || isTopTested(outer))) {
        Preserved p = rotate(cx, outer, inner, rep);
        if (p != null) return p;
      }
      boolean hoisted = false;
      FlattenPlan plan;
      try {
        FlattenLegality legality = new FlattenLegality(cx, opts, rep);
        plan = legality.analyze(outer, inner, false);
        if (plan == null) {
          hoisted = Licm.hoistInvariants(outer, cx);
          // Instructions moved: scalar evolution's loop dispositions of them are stale.
          if (hoisted) cx.analyses().invalidate(cx.function(), MOVED);
          rep.trace(() -> "Work between the loops: hoisted by LICM first");
          plan = legality.analyze(outer, inner, true);
        }
      } catch (Rejected r) {
        // A nest that is not perfect is one reason, whichever of its inner loops was asked about.
        BasicBlock about = r.why == Rejection.NOT_PERFECTLY_NESTED ? outer.header() : inner.header();
        if (reported.add(List.of(outer.header(), about, r.why))) rep.rejected(inner, r);
        return hoisted ? MOVED : Preserved.all();
      }
      rep.flattened(inner, plan);
      NestFlattener flattener = new NestFlattener(plan, cx.scev(), cx.names());
      flattener.run();
      if (flattener.safeHeader != null) skipOriginalNest(cx, flattener.safeHeader);
      return Preserved.none();
    };
  }

  /** Instructions moved out of a loop; blocks and edges stayed. */
  private static final Preserved MOVED = Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS);

  /** Whether {@code l} tests at the top: its header exits, its latch does not. */
  private static boolean isTopTested(Loop l) {
    BasicBlock latch = l.latch();
    return latch != null && latch != l.header() && l.isExiting(l.header()) && !l.isExiting(latch);
  }

  /**
   * Rotates the inner loop of the pair, else the outer, when it is top-tested and both counts are
   * known, so that the next visit sees a bottom-tested nest; null when nothing was rotated.
   */
  private static Preserved rotate(LoopContext cx, Loop outer, Loop inner, FlattenReporter rep) {
    ScalarEvolution se = cx.scev();
    if (CountedLoop.uncomputable(se, inner) || CountedLoop.uncomputable(se, outer)) return null;
    if (!se.isLoopInvariant(se.backedgeTakenCount(inner), outer)) return null;
    Loop l = isTopTested(inner) ? inner : outer;
    String header = rep.headerName(l);
    if (!LoopRotate.rotate(l, cx.names())) return null;
    rep.rotated(header);
    // A rotated inner loop has a new header and is visited as a new loop; else visit this one again.
    if (l == outer) cx.revisit(inner.header());
    return Preserved.none();
  }

  /** The loops of the nest kept for when the product overflows are not visited. */
  private static void skipOriginalNest(LoopContext cx, BasicBlock safeHeader) {
    cx.analyses().invalidate(cx.function(), Preserved.none());
    for (Loop l : cx.loops().loopsPreorder()) {
      if (l.header() != safeHeader) continue;
      Deque<Loop> work = new ArrayDeque<>(List.of(l));
      while (!work.isEmpty()) {
        Loop x = work.poll();
        cx.skip(x.header());
        work.addAll(x.subLoops());
      }
    }
  }
}
