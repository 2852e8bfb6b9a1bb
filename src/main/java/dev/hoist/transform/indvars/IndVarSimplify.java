package dev.hoist.transform.indvars;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.print.InstructionText;
import dev.hoist.pass.Option;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.pass.loop.LoopPass;
import dev.hoist.pass.loop.LoopPassManager;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code indvars}: LLVM's IndVarSimplify. On each loop, innermost first, in LLVM's order:
 *
 * <ol>
 *   <li><b>widening</b> ({@link WideningWeb}): C's {@code int} counters index 64-bit addresses, so
 *       the loop extends them on every iteration; a counter whose step cannot wrap is recomputed in
 *       the wide type, with the arithmetic computed from it, where that pays at llc -O2;
 *   <li><b>decided comparisons</b> ({@link DecidedComparisons}): a comparison of a recurrence that
 *       has the same outcome on every iteration becomes that constant;
 *   <li><b>exit values</b> ({@link ExitValueRewriter}): a value used after the loop is computed
 *       there from its closed form, so that the loop need not compute it;
 *   <li><b>exit tests</b> ({@link ExitTestRewriter}, LFTR): a test whose count is known compares a
 *       unit-step counter for equality with its last value, computed once before the loop;
 *   <li>what these left unused is erased ({@link DeadInstructions}).
 * </ol>
 *
 * <pre>
 *   loop:                                           loop:
 *     %i = phi i32 [ 0, %ph ], [ %i.next, %loop ]     %iv = phi i64 [ 0, %ph ], [ %iv.next, %loop ]
 *     %i.ext = zext i32 %i to i64                      %p = getelementptr i32, i32* %a, i64 %iv
 *     %p = getelementptr i32, i32* %a, i64 %i.ext      ...
 *     ...                                        =&gt;    %iv.next = add nuw nsw i64 %iv, 1
 *     %i.next = add nuw nsw i32 %i, 1                  %exitcond = icmp ne i64 %iv.next, %wide.trip.count
 *     %c = icmp slt i32 %i.next, %n
 * </pre>
 *
 * It changes no block or edge, and no memory access: only the arithmetic of addresses, exit tests
 * and values used after loops. Scalar evolution is computed afresh after each step that changed
 * instructions. In the default pipeline it runs after LICM and versioning, before the vectorizer.
 */
public final class IndVarSimplify implements LoopPass {
  static final Option<Boolean> PREDICATE_LOOPS = Option.bool("indvars-predicate-loops", true,
      "Predicate conditions in read only loops (accepted; Hoist's indvars does not predicate)");
  static final Option<Boolean> DISABLE_LFTR = Option.bool("disable-lftr", false,
      "Disable Linear Function Test Replace optimization");
  static final Option<Boolean> WIDEN = Option.bool("indvars-widen-indvars", true,
      "Allow widening of indvars to eliminate s/zext");
  static final Option<String> REPLACE_EXIT_VALUE = Option.string("replexitval", "cheap",
      "Choose the strategy to replace exit value in IndVarSimplify (never, cheap, always)")
      .accepting(s -> Set.of("never", "cheap", "always").contains(s), "must be never, cheap or always");
  public static final PassInfo INFO = LoopPassManager.declare("indvars", "IndVarSimplifyPass",
      "induction variable simplification: widening, decided comparisons, exit values, exit test replacement",
      IndVarSimplify::new, List.of(PREDICATE_LOOPS, DISABLE_LFTR, WIDEN, REPLACE_EXIT_VALUE));

  /** Instructions were replaced; blocks and edges were not. */
  private static final Preserved INSTRUCTIONS_CHANGED = Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS);

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public LoopRun start(LoopContext cx) {
    IndVarsReporter reporter = new IndVarsReporter(cx.pass());
    boolean widen = cx.option(WIDEN), lftr = !cx.option(DISABLE_LFTR);
    ExitValueRewriter.Mode exitValues = ExitValueRewriter.Mode.of(cx.option(REPLACE_EXIT_VALUE));
    return l -> {
      if (l.preheader() == null || l.latch() == null) return Preserved.all();
      boolean changed = widen && widen(cx, l, reporter);
      ScalarEvolution se = changed ? fresh(cx) : cx.scev();
      DeadInstructions dead = new DeadInstructions();
      if (new DecidedComparisons(se, cx.domTree(), l).run(cx.loops(), reporter, dead) > 0) {
        changed = true;
        se = fresh(cx);
      }
      if (new ExitValueRewriter(se, l, cx.loops(), exitValues, reporter, dead).run() > 0) {
        changed = true;
        se = fresh(cx);
      }
      if (lftr && new ExitTestRewriter(se, l, cx.loops(), cx.domTree(), cx.names(), reporter, dead).run() > 0) changed = true;
      if (LatchIncrement.run(l, cx.domTree(), cx.names()) > 0) changed = true;
      dead.erase();
      return changed ? INSTRUCTIONS_CHANGED : Preserved.all();
    };
  }

  /** Widens the header phis whose web pays; returns whether any was. */
  private static boolean widen(LoopContext cx, Loop l, IndVarsReporter reporter) {
    BasicBlock ph = l.preheader(), latch = l.latch();
    boolean widened = false;
    for (PhiInst phi : new ArrayList<>(l.header().phis())) {
      if (phi.parent() == null) continue;
      WideningWeb web = WideningWeb.build(phi, l, ph, latch, cx.domTree());
      if (web != null) {
        String narrow = reporter.debugging() ? "  " + InstructionText.of(phi) : null;
        PhiInst wide = web.widen(cx.names());
        reporter.widened(narrow, wide, web.extensionsRemoved());
        widened = true;
      }
    }
    return widened;
  }

  /** Scalar evolution of the function as it is now (the cached one describes it before this loop's changes). */
  private static ScalarEvolution fresh(LoopContext cx) {
    return new ScalarEvolution(cx.function(), cx.domTree(), cx.loops());
  }
}
