package dev.hoist.transform.split;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.pass.Option;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.pass.loop.LoopPass;
import dev.hoist.pass.loop.LoopPassManager;
import dev.hoist.transform.util.UncopyableCalls;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code loop-iteration-split}: iteration set splitting for a test in a loop's body that is
 * monotonic in an induction variable ({@code i < a}, {@code i >= a}, {@code i != k}; see
 * {@link MonotonicCondition}). The iteration space is cut where the test changes, and each part
 * runs as a loop of its own in which the test is a constant ({@link IterationSplitter}):
 *
 * <pre>
 *   for (i = 1; i != n; i++)              if (1 &lt; a)
 *     if (i &lt; a) dst[i] = src[i];    =&gt;      for (i = 1; i != min(a, n); i++) dst[i] = src[i];
 * </pre>
 *
 * When the iterations after a cut have no observable effect ({@link Effects}) and the loop leaves
 * no value behind, they are not run at all: the loop's bounds are restricted (only the first part
 * is kept, no copy is made). Otherwise the loop is split into two or three loops
 * (the last is the original); splitting copies the loop, so it is limited to loops of at most
 * {@code -loop-iteration-split-max-size} instructions and can be turned off with
 * {@code -loop-iteration-split-restrict-only}.
 *
 * <p>Scalar evolution gives the induction variable's first and last values; a condition whose
 * variable may wrap in the test's signedness (no {@code nsw}/{@code nuw}), a loop without a
 * computable count or with more than one exit is left alone, with a missed remark saying why.
 * Loops are innermost; the loops made are not visited again.
 */
public final class LoopIterationSplit implements LoopPass {
  static final Option<Integer> MAX_SIZE = Option.unsigned("loop-iteration-split-max-size", 120,
      "Largest loop, in instructions, that loop-iteration-split copies to split its iterations");
  static final Option<Boolean> RESTRICT_ONLY = Option.bool("loop-iteration-split-restrict-only", false,
      "Only restrict loop bounds; never copy a loop to split its iterations");
  public static final PassInfo INFO = LoopPassManager.declare("loop-iteration-split", "LoopIterationSplitPass",
      "iteration set splitting: loops without a test monotonic in an induction variable, or with restricted bounds",
      LoopIterationSplit::new, List.of(MAX_SIZE, RESTRICT_ONLY));

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public LoopRun start(LoopContext cx) {
    SplitReporter rep = new SplitReporter(cx.pass(), INFO.name(), "LIS", "split");
    int maxSize = cx.option(MAX_SIZE);
    boolean restrictOnly = cx.option(RESTRICT_ONLY);
    return rep.loopRun(loop -> run(cx, loop, rep, maxSize, restrictOnly));
  }

  /** Splits or restricts {@code loop}; null when it did, else why not (nothing changed then). */
  private static Rejection run(LoopContext cx, Loop loop, SplitReporter rep, int maxSize, boolean restrictOnly) {
    if (!MonotonicCondition.anyCandidate(loop, cx.scev(), cx.domTree())) return Rejection.NO_CONDITION;
    if (!loop.subLoops().isEmpty()) return Rejection.NOT_INNERMOST;
    if (loop.preheader() == null || loop.latch() == null) return Rejection.NOT_SIMPLIFIED;
    if (UncopyableCalls.in(loop)) return Rejection.UNCOPYABLE_CALL;
    BasicBlock exiting = loop.exitingBlock();
    if (exiting == null || loop.exitBlock() == null || (exiting != loop.header() && exiting != loop.latch())
        || !(exiting.terminator() instanceof BrInst br) || !br.isConditional()) {
      return Rejection.MULTIPLE_EXITS;
    }
    ScalarEvolution se = cx.scev();
    Scev btc = se.backedgeTakenCount(loop);
    if (se.isCouldNotCompute(btc)) return Rejection.NO_TRIP_COUNT;
    MonotonicCondition cond = null;
    Rejection first = null;
    for (CmpInst c : MonotonicCondition.candidates(loop, exiting)) {
      // In a loop that exits from its header, a test there would also run at the visit that leaves a piece.
      if (exiting == loop.header() && c.parent() == loop.header()) continue;
      MonotonicCondition.Found found = MonotonicCondition.of(c, loop, exiting, se, cx.domTree());
      if (found == null) continue;
      if (found.condition() != null) {
        cond = found.condition();
        break;
      }
      if (first == null) first = found.why();
    }
    if (cond == null) return first != null ? first : Rejection.NO_CONDITION;
    Instruction at = loop.preheader().terminator();
    ScevExpander expander = new ScevExpander(se);
    Scev lastScev = se.evaluateAtIteration(cond.x(), se.truncateOrZeroExtend(btc, cond.x().type()));
    if (!expander.isSafeToExpand(cond.x().start(), at) || !expander.isSafeToExpand(lastScev, at)) return Rejection.NOT_EXPANDABLE;

    List<Piece> pieces = cond.pieces();
    boolean[] observable = new boolean[pieces.size()];
    boolean any = false;
    for (int i = 0; i < pieces.size(); i++) any |= observable[i] = Effects.iterationsObservable(loop, cond.cmp(), pieces.get(i).value());
    rep.condition(loop, cond, observable);
    if (!any) return Rejection.NO_EFFECT;
    List<Piece> kept = new ArrayList<>(pieces);
    int skip = 0;
    // Pieces without effect need not run, if nothing computed in the loop is used after it: those at
    // the end are left out, those at the start skipped when the header phis' values after them can
    // be computed.
    if (loop.exitBlock().phis().isEmpty()) {
      while (!observable[kept.size() - 1]) kept.remove(kept.size() - 1);
      while (skip < kept.size() - 1 && !observable[skip]) skip++;
      if (skip > 0 && !recurrences(loop, se, expander, at)) skip = 0;
    }
    if (kept.size() - skip > 1) {
      if (restrictOnly) return Rejection.SPLIT_DISABLED;
      if (size(loop) > maxSize) return Rejection.TOO_LARGE;
      if (exiting == loop.header() && Effects.anyObservable(loop.header())) return Rejection.HEADER_HAS_EFFECTS;
    }
    SplitReporter.Decision decision = rep.decide(loop, cond);
    Value firstX = expander.expand(cond.x().start(), cond.xValue().type(), at);
    Value lastX = expander.expand(lastScev, cond.xValue().type(), at);
    IterationSplitter splitter = new IterationSplitter(loop, cond, cx.names());
    splitter.split(kept, skip, firstX, lastX, (phi, count) -> {
      ScevAddRec ar = (ScevAddRec) se.getSCEV(phi);
      Scev value = se.evaluateAtIteration(ar, se.truncateOrZeroExtend(se.unknown(count), ar.type()));
      return expander.expand(value, phi.type(), loop.preheader().terminator());
    });
    decision.done(kept.size() - skip, kept.get(skip).value());
    for (BasicBlock h : splitter.madeHeaders()) cx.skip(h);
    return null;
  }

  /** Whether every header phi is an integer recurrence of {@code loop} that can be evaluated before it at any iteration. */
  private static boolean recurrences(Loop loop, ScalarEvolution se, ScevExpander expander, Instruction at) {
    for (PhiInst phi : loop.header().phis()) {
      if (!(phi.type() instanceof dev.hoist.ir.type.IntegerType) || !(se.getSCEV(phi) instanceof ScevAddRec ar)
          || ar.loop() != loop || !ar.isAffine() || !expander.isSafeToExpand(ar.start(), at)
          || !expander.isSafeToExpand(ar.step(), at)) {
        return false;
      }
    }
    return true;
  }

  private static int size(Loop loop) {
    int n = 0;
    for (BasicBlock b : loop.blocks()) n += b.size();
    return n;
  }
}
