package dev.hoist.pass.loop;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.Function;
import dev.hoist.pass.Analysis;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.pass.AnalysisVerification;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.HeapBudget;
import dev.hoist.pass.Option;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import dev.hoist.transform.util.Lcssa;
import dev.hoist.transform.util.LoopSimplify;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Runs a {@link LoopPass} over the loops of each function (LLVM's function-to-loop pass adaptor and
 * loop pass manager in one). It is the function pass that a loop pass's name in {@code -passes=}
 * makes, so the function {@code PassManager} runs it, on several functions at once, and skips
 * {@code optnone} functions. For one function:
 *
 * <ol>
 *   <li>nothing when the function has no loop;
 *   <li>{@link LoopPass#start} (the pass's per-function state; null: nothing to do here);
 *   <li>every loop is put in the forms the pass requires: loop-simplify form, then LCSSA;
 *   <li>the loops are visited innermost first: each time, the first loop (in the current loop
 *       nest's innermost-first order) whose header has not been visited. Loops are known by their
 *       headers, since a pass that changes the CFG makes the loop nest be computed again: a loop the
 *       pass made is visited too, unless the pass {@linkplain LoopContext#skip skipped} it (or
 *       {@linkplain LoopContext#leaveAlone left it alone}); a loop
 *       whose header is gone (merged away) is simply not there; a loop the pass asked to
 *       {@linkplain LoopContext#revisit revisit} is visited again;
 *   <li>after each visit the analyses the pass did not preserve are dropped; when it did not
 *       preserve the CFG, the loops (but those left alone) are put back in form;
 *   <li>{@link LoopPass.LoopRun#finish}.
 * </ol>
 *
 * What the function's run preserved, all passes' answers intersected, goes back to the function
 * pass manager, which drops the rest.
 *
 * <p>LLVM updates its loop nest in place as passes add and delete loops ({@code LPMUpdater}); Hoist
 * computes it again after a change to the CFG, and keeps its worklist by header, which makes
 * added, deleted and changed loops one case.
 */
public final class LoopPassManager implements FunctionPass {
  private final LoopPass pass;

  public LoopPassManager(LoopPass pass) {
    this.pass = pass;
  }

  /** The declaration of a loop pass: {@code -passes=name} runs it through a loop pass manager. */
  public static PassInfo declare(String name, String llvmName, String help, Supplier<LoopPass> factory,
      List<Option<?>> options) {
    return new PassInfo(name, llvmName, help, () -> new LoopPassManager(factory.get()), options);
  }

  @Override
  public PassInfo info() {
    return pass.info();
  }

  @Override
  public Preserved run(Function f, PassContext ctx) {
    AnalysisManager am = ctx.analyses();
    if (am.get(f, Analyses.LOOPS).isEmpty()) return Preserved.all();
    LoopContext cx = new LoopContext(f, ctx);
    LoopPass.LoopRun run = pass.start(cx);
    if (run == null) return Preserved.all();
    Preserved kept = canonicalize(cx, true);
    while (true) {
      Loop loop = nextLoop(cx);
      if (loop == null) break;
      cx.visited.add(loop.header());
      Preserved p = run.run(loop);
      Preserved current = cx.takeRecomputed();
      HeapBudget.check();
      if (!p.isAll()) am.invalidate(f, p.union(current));
      AnalysisVerification.check(ctx, f, name() + " on the loop at " + loop.header().reference());
      if (p.isAll()) continue;
      kept = kept.intersect(p);
      if (!p.preserves(Analyses.CFG)) {
        cx.freshNames();
        kept = kept.intersect(canonicalize(cx, false));
      }
    }
    Preserved end = run.finish();
    am.invalidate(f, end);
    return kept.intersect(end);
  }

  /** The first loop, innermost first, not visited yet. */
  private static Loop nextLoop(LoopContext cx) {
    LoopInfo li = cx.loops();
    List<Loop> order = li.loopsInnermostFirst();
    int k = cx.scanned == li ? cx.scanFrom : 0;
    while (k < order.size() && cx.visited.contains(order.get(k).header())) k++;
    cx.scanned = li;
    cx.scanFrom = k;
    return k < order.size() ? order.get(k) : null;
  }

  /**
   * Puts the loops (but those left alone) in the forms the pass requires; on the first call, counts
   * the preheaders made. Returns what stayed valid.
   */
  private Preserved canonicalize(LoopContext cx, boolean first) {
    Function f = cx.function();
    AnalysisManager am = cx.analyses();
    Set<LoopPass.Form> wanted = pass.requires();
    Set<LoopPass.Form> found = am.getCached(f, FOUND_CANONICAL);
    if (first && found != null && found.containsAll(wanted)) return Preserved.all();
    Preserved kept = Preserved.all();
    if (wanted.contains(LoopPass.Form.SIMPLIFIED)) {
      LoopInfo li = cx.loops();
      int without = first ? withoutPreheader(li) : 0;
      if (LoopSimplify.simplify(li, cx.names(), l -> cx.leftAlone.contains(l.header()))) {
        am.invalidate(f, Preserved.none());
        kept = Preserved.none();
        if (first) cx.preheadersCreated = without - withoutPreheader(cx.loops());
      }
    }
    if (wanted.contains(LoopPass.Form.LCSSA)
        && Lcssa.form(cx.loops(), cx.domTree(), cx.names(), l -> cx.leftAlone.contains(l.header()))) {
      am.invalidate(f, Lcssa.PRESERVED);
      kept = kept.intersect(Lcssa.PRESERVED);
    }
    if (kept.isAll() && cx.leftAlone.isEmpty()) {
      Set<LoopPass.Form> forms = EnumSet.noneOf(LoopPass.Form.class);
      if (found != null) forms.addAll(found);
      forms.addAll(wanted);
      am.put(f, FOUND_CANONICAL, forms);
    }
    return kept;
  }

  /**
   * The forms in which the last canonicalization found every loop of the function, changing
   * nothing. Only an unchanged function keeps it (no pass preserves it by name), and on an
   * unchanged function canonicalizing again would change nothing again: the next loop pass
   * manager skips it. Every loop pass manager would otherwise walk every loop's blocks, uses and
   * exits on every function, though most passes change most functions not at all.
   */
  static final Analysis<Set<LoopPass.Form>> FOUND_CANONICAL = Analysis.of("found-canonical", (f, am) -> {
    throw new IllegalStateException("found-canonical is recorded, never computed");
  });

  private static int withoutPreheader(LoopInfo li) {
    int n = 0;
    for (Loop l : li.loopsPreorder()) if (l.preheader() == null) n++;
    return n;
  }
}
