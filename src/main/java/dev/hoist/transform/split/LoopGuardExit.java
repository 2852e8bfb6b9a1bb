package dev.hoist.transform.split;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.pass.loop.LoopPass;
import dev.hoist.pass.loop.LoopPassManager;
import dev.hoist.transform.util.UncopyableCalls;
import java.util.List;

/**
 * {@code loop-guard-exit}: the other view of bound restriction. A block guarded by a test
 * monotonic in an induction variable ({@link MonotonicCondition}) becomes an early exit when the
 * iterations from the point where the test changes have no observable effect ({@link Effects}):
 * the branch leaves the loop instead of going on with iterations that do nothing.
 *
 * <pre>
 *   loop:                                        loop:
 *     %c = icmp slt i64 %iv, %a                    %c = icmp slt i64 %iv, %a
 *     br i1 %c, label %then, label %latch    =&gt;    br i1 %c, label %then, label %exit
 * </pre>
 *
 * Unlike {@code loop-iteration-split} it needs no trip count, only that the loop ends (scalar
 * evolution gives a maximum trip count: leaving early must not turn an endless loop into one that
 * ends) and that it has other exits only to the same block, so that it leaves the way it would
 * have left; nothing computed in the loop may be used after it. The loop then has one more exit,
 * the form multiple-exit vectorization works on.
 */
public final class LoopGuardExit implements LoopPass {
  public static final PassInfo INFO = LoopPassManager.declare("loop-guard-exit", "LoopGuardExitPass",
      "turns a block guarded by a test monotonic in an induction variable into an early exit when the later iterations have no effect",
      LoopGuardExit::new, List.of());

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public LoopRun start(LoopContext cx) {
    SplitReporter rep = new SplitReporter(cx.pass(), INFO.name(), "LGE", "changed");
    return rep.loopRun(loop -> run(cx, loop, rep));
  }

  private static Rejection run(LoopContext cx, Loop loop, SplitReporter rep) {
    if (!MonotonicCondition.anyCandidate(loop, cx.scev(), cx.domTree())) return Rejection.NO_CONDITION;
    if (!loop.subLoops().isEmpty()) return Rejection.NOT_INNERMOST;
    if (loop.preheader() == null || loop.latch() == null) return Rejection.NOT_SIMPLIFIED;
    if (UncopyableCalls.in(loop)) return Rejection.UNCOPYABLE_CALL;
    BasicBlock exit = loop.exitBlock();
    if (exit == null) return Rejection.EXIT_BLOCKS;
    ScalarEvolution se = cx.scev();
    if (se.isCouldNotCompute(se.constantMaxBackedgeTakenCount(loop))) return Rejection.NOT_FINITE;
    if (!exit.phis().isEmpty() || usedOutside(loop)) return Rejection.LIVE_OUT;
    Rejection first = null;
    for (CmpInst c : MonotonicCondition.candidates(loop, null)) {
      BrInst br = (BrInst) c.parent().terminator();
      if (br.condition() != c || !loop.contains(br.successor(0)) || !loop.contains(br.successor(1))) continue;
      MonotonicCondition.Found found = MonotonicCondition.of(c, loop, c.parent(), se, cx.domTree());
      if (found == null) continue;
      MonotonicCondition cond = found.condition();
      if (cond == null) {
        if (first == null) first = found.why();
        continue;
      }
      List<Piece> pieces = cond.pieces();
      boolean[] observable = new boolean[pieces.size()];
      for (int i = 0; i < pieces.size(); i++) observable[i] = Effects.iterationsObservable(loop, c, pieces.get(i).value());
      rep.condition(loop, cond, observable);
      // Leaving at the change is right only when every iteration from there on does nothing: two
      // pieces, the second without effect (with three, the third has the first's outcome).
      if (pieces.size() != 2 || observable[1] || !observable[0]) {
        if (first == null) first = !observable[0] && !observable[1] ? Rejection.NO_EFFECT : Rejection.LATER_EFFECTS;
        continue;
      }
      boolean exitValue = pieces.get(1).value();
      SplitReporter.Decision decision = rep.decide(loop, cond);
      BasicBlock from = c.parent(), skipped = br.successor(exitValue ? 0 : 1);
      for (PhiInst phi : skipped.phis()) phi.removeIncomingBlock(from);
      br.setSuccessor(exitValue ? 0 : 1, exit);
      ConditionFolder.removeUnreached(ConditionFolder.headerFirst(loop));
      decision.exits(exitValue);
      return null;
    }
    return first != null ? first : Rejection.NO_CONDITION;
  }

  /** Whether an instruction of {@code loop} is used outside it. */
  private static boolean usedOutside(Loop loop) {
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
          if (u.user() instanceof Instruction ui && (ui.parent() == null || !loop.contains(ui.parent()))) return true;
        }
      }
    }
    return false;
  }
}
