package dev.hoist.transform.indvars;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.analysis.scev.ScevUnknown;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Exit values in closed form (LLVM's rewriteLoopExitValues): a value the loop computes and that is
 * used after it, through an LCSSA phi of an exit block, is computed in that block from its
 * expression at the exit, when that expression is loop-invariant:
 *
 * <pre>
 *   loop:                                       loop:
 *     %k = phi i32 [ 0, %ph ], [ %k.next, %loop ]  ...
 *     %k.next = add i32 %k, 3                   exit:
 *     ...                                 =&gt;      %0 = mul i32 %n, 3
 *   exit:                                         ; %k.lcssa's users use %0
 *     %k.lcssa = phi i32 [ %k.next, %loop ]
 * </pre>
 *
 * The expression is the value's recurrence at the loop's backedge-taken count (exact only when
 * every exit's count is known, so whichever exit is taken it is the count of that run), or at the
 * count of the phi's own exiting block. Where the rewrite does not let the loop's computation go,
 * it only adds work after the loop, so (with {@code -replexitval=cheap}, the default) a value is
 * rewritten when its expression is already a value (a constant, an argument, an existing
 * instruction) or, within the cheap budget, when nothing in the loop needs the value but the loop's
 * own soft uses (LLVM's hasHardUserWithinLoop) and the exit test, so that it dies with its exit use.
 */
final class ExitValueRewriter {
  /** LLVM's -replexitval choices Hoist implements. */
  enum Mode {
    NEVER, CHEAP, ALWAYS;

    static Mode of(String s) {
      return switch (s) {
        case "never" -> NEVER;
        case "always" -> ALWAYS;
        default -> CHEAP;
      };
    }
  }

  private final ScalarEvolution se;
  private final Loop loop;
  private final LoopInfo li;
  private final Mode mode;
  private final IndVarsReporter reporter;
  private final DeadInstructions dead;
  private final List<BasicBlock> exits;

  ExitValueRewriter(ScalarEvolution se, Loop loop, LoopInfo li, Mode mode, IndVarsReporter reporter, DeadInstructions dead) {
    this.se = se;
    this.loop = loop;
    this.li = li;
    this.mode = mode;
    this.reporter = reporter;
    this.dead = dead;
    this.exits = loop.exitBlocks();
  }

  /** Rewrites every exit value it can; returns how many. */
  int run() {
    if (mode == Mode.NEVER) return 0;
    int rewritten = 0;
    for (BasicBlock exit : exits) {
      if (exit.isEHPad()) continue;
      for (PhiInst phi : new ArrayList<>(exit.phis())) {
        for (int k = 0; k < phi.numIncoming() && phi.parent() != null; k++) {
          if (rewrite(phi, k)) rewritten++;
        }
      }
    }
    return rewritten;
  }

  private boolean rewrite(PhiInst phi, int k) {
    if (!(phi.incomingValue(k) instanceof Instruction inst) || !loop.contains(inst) || !se.isSCEVable(inst.type())
        || !loop.contains(phi.incomingBlock(k))) {
      return false;
    }
    Scev exitValue = exitValue(inst, phi.incomingBlock(k));
    if (exitValue == null) return false;
    boolean free = exitValue instanceof ScevConstant || exitValue instanceof ScevUnknown;
    int budget = mode == Mode.ALWAYS ? Integer.MAX_VALUE : free ? 0 : diesWithExitUses(inst) ? CheapExpansion.BUDGET : 0;
    // A phi's operand must be available at the end of its edge: with one edge (a dedicated exit
    // block's only predecessor) the exit block may compute it and take the phi's place; with
    // several, it is computed before the loop.
    boolean single = phi.numIncoming() == 1;
    Instruction at = single ? phi.parent().firstInsertionPoint() : loop.preheader().terminator();
    Value v = CheapExpansion.expand(se, exitValue, phi.type(), at, budget, null);
    if (v == null) {
      if (reporter.debugging()) {
        reporter.note("RLEV: kept " + inst.reference() + " for " + phi.reference() + ": " + se.text(exitValue)
            + (budget == 0 ? " is not a value yet and the loop needs " + inst.reference() : " is not cheap to compute"));
      }
      return false;
    }
    reporter.exitValueReplaced(phi, inst, v);
    dead.add(inst);
    if (single && preservesLcssa(phi, v)) {
      phi.replaceAllUsesWith(v);
      dead.add(phi);
    } else {
      phi.setIncomingValue(k, v);
    }
    return true;
  }

  /** The value of {@code inst} when the loop leaves through {@code exiting}, as a loop-invariant expression, or null. */
  private Scev exitValue(Instruction inst, BasicBlock exiting) {
    Scev s = se.getSCEV(inst);
    Scev v = se.scevAtScope(s, loop.parent());
    if (usable(v)) return v;
    Scev count = se.exitCount(loop, exiting);
    if (se.isCouldNotCompute(count) || !(s instanceof ScevAddRec ar) || ar.loop() != loop) return null;
    v = se.evaluateAtIteration(ar, se.noopOrZeroExtend(count, ar.type()));
    return usable(v) ? v : null;
  }

  private boolean usable(Scev v) {
    return !se.isCouldNotCompute(v) && se.isLoopInvariant(v, loop);
  }

  /**
   * Whether every use of {@code inst} in the loop, followed through the loop, is soft (computes
   * values, feeds no side effect and no branch) and ends in the loop or in an exit phi: then the
   * computation goes once the exit phis stop using it.
   */
  private boolean diesWithExitUses(Instruction inst) {
    Set<Instruction> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Instruction> work = new ArrayDeque<>();
    seen.add(inst);
    work.add(inst);
    while (!work.isEmpty()) {
      Instruction i = work.poll();
      for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
        User user = u.user();
        if (!(user instanceof Instruction ui)) continue; // debug metadata
        if (!loop.contains(ui)) {
          if (!(ui instanceof PhiInst p && exits.contains(p.parent()))) return false;
          continue;
        }
        if (ui.isTerminator() || ui.mayHaveSideEffects() || ui.mayReadMemory()) return false;
        if (seen.add(ui)) work.add(ui);
      }
    }
    return true;
  }

  /** LLVM's replacementPreservesLCSSAForm: {@code v} may stand for {@code phi} everywhere {@code phi} is used. */
  private boolean preservesLcssa(PhiInst phi, Value v) {
    if (!(v instanceof Instruction i) || i.parent() == phi.parent()) return true;
    Loop vl = li.loopFor(i.parent()), pl = li.loopFor(phi.parent());
    return vl == null || pl != null && vl.contains(pl);
  }
}
