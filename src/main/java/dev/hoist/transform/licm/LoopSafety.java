package dev.hoist.transform.licm;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.RetInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.UnreachableInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Whether an instruction of a loop is guaranteed to execute whenever the loop is entered (LLVM's
 * ICFLoopSafetyInfo): no instruction before it in its block may stop execution (throw, not
 * return), and every path from the header on the first iteration leads to its block.
 *
 * <p>{@link #asRotated} answers for a top-tested loop as rotation will leave it, before it is
 * rotated (loop versioning decides first and rotates the loops it versions):
 *
 * <pre>
 *   h:    %c = ...; br %c, body, exit      rotated:  body: ...       ; the first block
 *   body: ...; br latch                              latch: ...
 *   latch: br h                                      h:    %c = ...; br %c, body, exit
 * </pre>
 *
 * The first iteration starts at the header's successor in the loop, the header's test runs in the
 * guard before the loop, and the header's own instructions run last, after the latch.
 */
final class LoopSafety {
  private final Loop loop;
  private final DominatorTree dt;
  private final Map<BasicBlock, Boolean> blockMayStop = new HashMap<>();
  private final Map<BasicBlock, Boolean> allPathsLead = new HashMap<>();
  /** Where the first iteration starts: the header, or its successor in a loop seen as rotated. */
  private final BasicBlock entry;
  /** The old header of a loop seen as rotated (it runs after the latch), else null. */
  private final BasicBlock bottom;

  LoopSafety(Loop loop, DominatorTree dt) {
    this(loop, dt, loop.header(), null);
  }

  private LoopSafety(Loop loop, DominatorTree dt, BasicBlock entry, BasicBlock bottom) {
    this.loop = loop;
    this.dt = dt;
    this.entry = entry;
    this.bottom = bottom;
  }

  /**
   * The loop as rotation will leave it, when it is top-tested (its header exits to one successor
   * and stays in the loop through the other, its latch does not exit); else as it is.
   */
  static LoopSafety asRotated(Loop loop, DominatorTree dt) {
    BasicBlock h = loop.header();
    BasicBlock latch = loop.latch();
    if (latch == null || latch == h || loop.isExiting(latch) || !(h.terminator() instanceof BrInst br) || !br.isConditional()
        || loop.contains(br.successor(0)) == loop.contains(br.successor(1))) {
      return new LoopSafety(loop, dt);
    }
    return new LoopSafety(loop, dt, loop.contains(br.successor(0)) ? br.successor(0) : br.successor(1), h);
  }

  /** LLVM's isGuaranteedToTransferExecutionToSuccessor, negated. */
  static boolean mayStopExecution(Instruction i) {
    if (i instanceof RetInst || i instanceof UnreachableInst) return true;
    if (i.mayThrow()) return true;
    if (i instanceof StoreInst s && s.isVolatile()) return true;
    if (i instanceof CallBase c) {
      boolean intrinsicReadOnly = c.calledFunction() != null && c.calledFunction().name() != null
          && c.calledFunction().name().startsWith("llvm.") && c.onlyReadsMemory();
      return !c.hasFnAttr("willreturn") && !intrinsicReadOnly;
    }
    return false;
  }

  private boolean blockMayStop(BasicBlock b) {
    return blockMayStop.computeIfAbsent(b, x -> {
      for (Instruction i = x.first(); i != null; i = i.next()) if (!i.isTerminator() && mayStopExecution(i)) return true;
      return false;
    });
  }

  private Boolean anyMayStop;

  /**
   * Whether some instruction of the loop may throw or not return (LLVM's anyBlockMayThrow, which
   * counts every instruction that may not pass control to the next one).
   */
  boolean anyInstructionMayStop() {
    if (anyMayStop == null) {
      boolean any = false;
      for (BasicBlock b : loop.blocks()) any |= blockMayStop(b);
      anyMayStop = any;
    }
    return anyMayStop;
  }

  /** Whether {@code i} runs on the first iteration of every execution of the loop. */
  boolean isGuaranteedToExecute(Instruction i) {
    for (Instruction p = i.parent().first(); p != i; p = p.next()) if (mayStopExecution(p)) return false;
    if (i.parent() == bottom) {
      BasicBlock latch = loop.latch(); // rotated, the old header's code follows the latch's
      return !blockMayStop(latch) && allLoopPathsLeadTo(latch);
    }
    return allLoopPathsLeadTo(i.parent());
  }

  /**
   * Whether {@code b} dominates every exit block of the loop. Seen as rotated, the old header's
   * exits follow the latch, and the old header dominates no other block of the loop.
   */
  boolean dominatesExits(BasicBlock b) {
    for (BasicBlock exit : loop.exitBlocks()) {
      if (bottom == null) {
        if (!dt.dominates(b, exit)) return false;
        continue;
      }
      for (BasicBlock e : exit.predecessors()) {
        if (!loop.contains(e)) return false;
        boolean dominates = e == bottom ? b == bottom || dt.dominates(b, loop.latch()) : b != bottom && dt.dominates(b, e);
        if (!dominates) return false;
      }
    }
    return true;
  }

  /** Whether no instruction before {@code i} in the loop's first-iteration paths may write memory. */
  boolean noWritesBefore(Instruction i) {
    for (Instruction p = i.parent().first(); p != i; p = p.next()) if (p.mayWriteMemory()) return false;
    if (i.parent() == loop.header()) return true;
    for (BasicBlock b : transitivePreds(i.parent())) {
      for (Instruction p = b.first(); p != null; p = p.next()) if (p.mayWriteMemory()) return false;
    }
    return true;
  }

  private boolean allLoopPathsLeadTo(BasicBlock bb) {
    return allPathsLead.computeIfAbsent(bb, this::computeAllPathsLead);
  }

  private boolean computeAllPathsLead(BasicBlock bb) {
    if (bb == entry) return true;
    Set<BasicBlock> preds = transitivePreds(bb);
    Set<BasicBlock> checked = new HashSet<>();
    for (BasicBlock p : preds) {
      if (blockMayStop(p)) return false;
      if (dt.dominates(bb, p)) continue;
      for (BasicBlock s : p.successors()) {
        if (!checked.add(s) || s == bb || preds.contains(s)) continue;
        if (!notTakenOnFirstIteration(s)) return false;
      }
    }
    return true;
  }

  /** Blocks of the loop from which {@code bb} can be reached without passing the first block again. */
  private Set<BasicBlock> transitivePreds(BasicBlock bb) {
    Set<BasicBlock> preds = new HashSet<>();
    ArrayDeque<BasicBlock> work = new ArrayDeque<>();
    work.add(bb);
    while (!work.isEmpty()) {
      BasicBlock b = work.poll();
      if (b == entry) continue;
      for (BasicBlock p : b.predecessors()) {
        if (loop.contains(p) && preds.add(p)) work.add(p);
      }
    }
    return preds;
  }

  /** LLVM's CanProveNotTakenFirstIteration: an exit whose branch is decided against it on iteration one. */
  private boolean notTakenOnFirstIteration(BasicBlock exit) {
    BasicBlock condBlock = exit.singlePredecessor();
    if (condBlock == null || !loop.contains(condBlock)) return false;
    if (!(condBlock.terminator() instanceof BrInst br) || !br.isConditional()) return false;
    // A constant condition never takes the other edge.
    if (br.condition() instanceof ConstantInt c) return br.successor(c.isZero() ? 0 : 1) == exit;
    if (!(br.condition() instanceof CmpInst cmp) || !(cmp.lhs() instanceof PhiInst iv)) return false;
    if (iv.parent() != loop.header() || loop.preheader() == null) return false;
    Value start = iv.valueFor(loop.preheader());
    if (start == null) return false;
    ConstantInt r = ConstantFolder.compare(cmp.predicate(), asConst(start), asConst(cmp.rhs()));
    if (r == null) return false;
    return exit == br.successor(0) ? r.isZero() : !r.isZero();
  }

  private static dev.hoist.ir.constant.Constant asConst(Value v) {
    return v instanceof dev.hoist.ir.constant.Constant c ? c : null;
  }
}
