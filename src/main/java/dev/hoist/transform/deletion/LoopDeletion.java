package dev.hoist.transform.deletion;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.Speculation;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantEquality;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.pass.Option;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import dev.hoist.pass.Remark;
import dev.hoist.pass.RemarkBuilder;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.pass.loop.LoopPass;
import dev.hoist.pass.loop.LoopPassManager;
import dev.hoist.transform.util.LoopRemoval;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code loop-deletion} (LLVM's LoopDeletionPass): deletes a loop whose work nothing observes, and
 * breaks the backedge of a loop that never takes it. For each loop, innermost first:
 *
 * <ol>
 *   <li>a loop its preheader is never entered from (every predecessor of the preheader branches on
 *       a constant the other way) is deleted, the exit's phis taking undef from it;
 *   <li>a loop with one exit block (or none) is deleted when every value it hands to the exit is
 *       the same from each exiting block and loop-invariant (an invariant computation in the loop
 *       is moved to the preheader to make it so), nothing in it has side effects, and it ends:
 *       the function is {@code mustprogress}, or every loop of the nest is marked
 *       {@code llvm.loop.mustprogress} or has a maximum trip count, without irreducible cycles;
 *   <li>otherwise, when scalar evolution says the backedge is never taken, or evaluating the
 *       first iteration symbolically shows the loop leaves in it ({@link FirstIteration}), the
 *       backedge is removed and the blocks run once.
 * </ol>
 *
 * Remarks, statistics and the {@code -debug-only=loop-delete} trace are LLVM's.
 */
public final class LoopDeletion implements LoopPass {
  static final String DEBUG_TYPE = "loop-delete";
  static final Option<Boolean> SYMBOLIC_EXECUTION = Option.bool("loop-deletion-enable-symbolic-execution", true,
      "Break backedge through symbolic execution of 1st iteration attempting to prove that the backedge is never taken");
  public static final PassInfo INFO = LoopPassManager.declare("loop-deletion", "LoopDeletionPass", "Delete dead loops",
      LoopDeletion::new, List.of(SYMBOLIC_EXECUTION));

  /** What a loop's visit did, merged as LLVM merges them. */
  private enum Result { UNMODIFIED, MODIFIED, DELETED }

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public LoopRun start(LoopContext cx) {
    boolean symbolic = cx.option(SYMBOLIC_EXECUTION);
    return loop -> {
      Result r = deleteIfDead(cx, loop);
      if (r != Result.DELETED && breakBackedgeIfNotTaken(cx, loop, symbolic)) r = Result.DELETED;
      return switch (r) {
        case UNMODIFIED -> Preserved.all();
        case MODIFIED -> Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS);
        case DELETED -> Preserved.none();
      };
    };
  }

  private static Result deleteIfDead(LoopContext cx, Loop loop) {
    BasicBlock preheader = loop.preheader();
    if (preheader == null || !loop.hasDedicatedExits()) {
      trace(cx, "Deletion requires Loop with preheader and dedicated exits.");
      return Result.UNMODIFIED;
    }
    List<BasicBlock> exits = loop.exitBlocks();
    BasicBlock exit = exits.size() == 1 ? exits.get(0) : null;
    // A branch cannot go to an exception handler's block.
    if (exit != null && exit.isEHPad()) {
      trace(cx, "Cannot delete loop exiting to EH pad.");
      return Result.UNMODIFIED;
    }
    if (exit != null && isNeverExecuted(preheader)) {
      trace(cx, "Loop is proven to never execute, delete it!");
      for (PhiInst phi : exit.phis()) {
        for (int k = 0; k < phi.numIncoming(); k++) phi.setIncomingValue(k, ConstantSimple.undef(phi.type()));
      }
      deleted(cx, loop, "NeverExecutes", "Loop deleted because it never executes");
      return Result.DELETED;
    }
    if (exit == null && !exits.isEmpty()) {
      trace(cx, "Deletion requires at most one exit block.");
      return Result.UNMODIFIED;
    }
    boolean[] changed = {false};
    if (!isDead(cx, loop, exit, preheader, changed)) {
      trace(cx, "Loop is not invariant, cannot delete.");
      return changed[0] ? Result.MODIFIED : Result.UNMODIFIED;
    }
    trace(cx, "Loop is invariant, delete it!");
    deleted(cx, loop, "Invariant", "Loop deleted because it is invariant");
    return Result.DELETED;
  }

  private static void deleted(LoopContext cx, Loop loop, String name, String message) {
    if (cx.remarks().enabled(DEBUG_TYPE, Remark.Kind.PASSED)) {
      cx.remarks().emit(RemarkBuilder.passed(DEBUG_TYPE, name, loop.startInstruction()).aboutLoop(loop.startLocation())
          .text(message).build());
    }
    LoopRemoval.deleteDeadLoop(loop);
    cx.stats().inc(DEBUG_TYPE, "Number of loops deleted");
  }

  /**
   * Whether no path from the entry reaches the preheader: each of its predecessors branches on a
   * constant to the other side (a local search, as LLVM's, for compile time).
   */
  private static boolean isNeverExecuted(BasicBlock preheader) {
    if (preheader == preheader.parent().entry()) return false;
    List<BasicBlock> preds = preheader.predecessors();
    if (preds.isEmpty()) return false;
    for (BasicBlock p : preds) {
      if (!(p.terminator() instanceof BrInst br) || !br.isConditional() || !(br.condition() instanceof ConstantInt c)) return false;
      if (br.successor(c.isZero() ? 1 : 0) == preheader) return false;
    }
    return true;
  }

  /**
   * LLVM's isLoopDead: the exit's phis get one invariant value from every exiting block (made
   * invariant by hoisting when it can be; {@code changed[0]} says whether something moved), no
   * instruction has side effects (an assumption may be dropped), and the loop ends.
   */
  private static boolean isDead(LoopContext cx, Loop loop, BasicBlock exit, BasicBlock preheader, boolean[] changed) {
    if (exit != null) {
      List<BasicBlock> exiting = loop.exitingBlocks();
      for (PhiInst phi : exit.phis()) {
        Value in = phi.valueFor(exiting.get(0));
        for (int k = 1; k < exiting.size(); k++) if (!ConstantEquality.same(phi.valueFor(exiting.get(k)), in)) return false;
        if (in instanceof Instruction i && !makeInvariant(loop, i, preheader.terminator(), changed)) return false;
      }
    }
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i.mayHaveSideEffects() && !isDroppable(i)) return false;
      }
    }
    Function f = preheader.parent();
    if (f.mustProgress()) return true;
    if (FirstIteration.containsIrreducibleCycle(FirstIteration.reversePostOrder(loop), cx.loops())) return false;
    ScalarEvolution se = cx.scev();
    List<Loop> work = new ArrayList<>(List.of(loop));
    while (!work.isEmpty()) {
      Loop l = work.remove(work.size() - 1);
      if (l.mustProgress()) continue;
      if (se.isCouldNotCompute(se.constantMaxBackedgeTakenCount(l))) {
        trace(cx, "Could not compute SCEV MaxBackedgeTakenCount and was not required to make progress.");
        return false;
      }
      work.addAll(l.subLoops());
    }
    return true;
  }

  /**
   * LLVM's Loop::makeLoopInvariant: whether {@code i} is invariant in {@code loop} or can be made
   * so by moving it, and its operands first, before {@code at}. Only instructions that are safe
   * to run anywhere and read no memory move; they lose their metadata but the location, as facts
   * from inside the loop need not hold before it.
   */
  private static boolean makeInvariant(Loop loop, Instruction i, Instruction at, boolean[] changed) {
    if (loop.isInvariant(i)) return true;
    if (!Speculation.isSafeToSpeculate(i) || i.mayReadMemory() || i instanceof PhiInst || i.isTerminator()) return false;
    for (int k = 0; k < i.numOperands(); k++) {
      if (i.operand(k) instanceof Instruction op && !makeInvariant(loop, op, at, changed)) return false;
    }
    i.moveBefore(at);
    i.dropMetadataButLocation();
    changed[0] = true;
    return true;
  }

  /** LLVM's isDroppable: an assumption (or a pseudo probe), which may go with the loop. */
  private static boolean isDroppable(Instruction i) {
    if (!(i instanceof CallBase c) || c.calledFunction() == null) return false;
    String n = c.calledFunction().name();
    return n.equals("llvm.assume") || n.equals("llvm.pseudoprobe");
  }

  /**
   * LLVM's breakBackedgeIfNotTaken: scalar evolution says the backedge is taken no time, or cannot
   * say it is taken at least once and the first iteration is shown to leave.
   */
  private static boolean breakBackedgeIfNotTaken(LoopContext cx, Loop loop, boolean symbolic) {
    if (loop.latch() == null) return false;
    ScalarEvolution se = cx.scev();
    Scev btc = se.backedgeTakenCount(loop);
    boolean notTaken = btc.isZero() || se.constantMaxBackedgeTakenCount(loop).isZero();
    if (!notTaken && (se.isCouldNotCompute(btc) || !se.isKnownPositive(btc))) {
      notTaken = symbolic && FirstIteration.exitsOnFirstIteration(loop, cx.loops(), cx.domTree());
    }
    if (!notTaken || !LoopRemoval.breakBackedge(loop, cx.names())) return false;
    cx.stats().inc(DEBUG_TYPE, "Number of loops for which we managed to break the backedge");
    return true;
  }

  private static void trace(LoopContext cx, String line) {
    cx.debug(DEBUG_TYPE, line);
  }
}
