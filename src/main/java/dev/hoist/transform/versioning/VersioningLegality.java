package dev.hoist.transform.versioning;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MemoryAccess;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.transform.loopversioning.LoopMarks;
import dev.hoist.transform.util.UncopyableCalls;

/**
 * Whether a loop may be versioned at all (the first step of {@link VersioningAnalysis}): an
 * innermost loop in simplified form, not already versioned, not in a function optimized for size,
 * exiting only through conditional branches, with no instruction that may throw, touch memory
 * through a call, or access memory with ordering (LLVM's rules), running more than once, and
 * without an induction whose stride misses the bound.
 *
 * <pre>
 *   for (i = 0; i &lt; 10; i += 3)    ; StrideMismatch: 3 does not divide 10
 *   for (...) { f(p); }            ; IllegalLoopInst: a call that may write memory
 * </pre>
 */
final class VersioningLegality {
  private VersioningLegality() {}

  /** Why a loop may not be versioned, and the figures that go with it in the remark. */
  record Verdict(Rejection rejection, String detail) {
    static Verdict of(Rejection rejection) {
      return new Verdict(rejection, "");
    }
  }

  /** Why {@code loop} may not be versioned, or null. */
  static Verdict check(Loop loop, ScalarEvolution se, VersioningOptions opts) {
    Function f = loop.header().parent();
    if (LoopMarks.has(loop, LoopVersioner.DISABLE)) return Verdict.of(Rejection.ALREADY_VERSIONED);
    if (f.hasFnAttr("optsize") || f.hasFnAttr("minsize")) return Verdict.of(Rejection.OPT_FOR_SIZE);
    if (isColdByProfile(f)) return Verdict.of(Rejection.COLD_FOR_SIZE);
    if (!loop.subLoops().isEmpty()) return Verdict.of(Rejection.NOT_INNERMOST);
    if (loop.preheader() == null || loop.latch() == null || !loop.hasDedicatedExits()) return Verdict.of(Rejection.ILLEGAL_STRUCTURE);
    if (loop.depth() > opts.maxDepth()) return new Verdict(Rejection.DEPTH, "depth " + loop.depth() + " > " + opts.maxDepth());
    for (BasicBlock b : loop.exitingBlocks()) {
      if (!(b.terminator() instanceof BrInst)) return Verdict.of(Rejection.DIVERGENT_TARGET);
    }
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        // A convergent call may not gain control dependence, nor a noduplicate one a copy: the
        // safe version would be both.
        if (UncopyableCalls.is(i)) {
          return Verdict.of(Rejection.DIVERGENT_TARGET);
        }
        if (!safeForVersioning(i)) {
          String what = (i instanceof MemoryAccess m && m.isVolatile() ? "volatile " : "") + i.opcode().text();
          return new Verdict(Rejection.ILLEGAL_INSTRUCTION, what);
        }
      }
    }
    long exact = se.constantTripCount(loop);
    long max = se.maxTripCount(loop);
    if (exact == 1 || (max != 0 && max <= 1)) return Verdict.of(Rejection.SMALL_TRIP_COUNT);
    if (strideMismatch(loop, se)) return Verdict.of(Rejection.STRIDE_MISMATCH);
    return null;
  }

  /** LLVM's instructionSafeForVersioning: no throwing, no memory-touching calls, only simple loads and stores. */
  private static boolean safeForVersioning(Instruction i) {
    if (i.mayThrow()) return false;
    if (i instanceof CallBase c) return c.doesNotAccessMemory() || isHarmlessIntrinsic(c);
    if (i instanceof LoadInst || i instanceof StoreInst) return ((MemoryAccess) i).isSimple();
    return !i.mayReadMemory() && !i.mayWriteMemory();
  }

  private static boolean isHarmlessIntrinsic(CallBase c) {
    Function f = c.calledFunction();
    String n = f == null || f.name() == null ? "" : f.name();
    return n.startsWith("llvm.dbg.") || n.startsWith("llvm.lifetime.") || n.startsWith("llvm.assume")
        || n.startsWith("llvm.experimental.noalias.scope.decl");
  }

  /** A function whose profile says it is never entered is optimized for size (LLVM's PGO size heuristic). */
  private static boolean isColdByProfile(Function f) {
    MDNode prof = f.metadata().get("prof");
    if (prof == null || prof.numOperands() < 2) return false;
    if (!(prof.operand(0) instanceof MDString s) || !s.value().equals("function_entry_count")) return false;
    return prof.operand(1) instanceof ValueAsMetadata v && v.value() instanceof ConstantInt ci && ci.isZero();
  }

  /**
   * The exit test compares an induction variable of constant stride other than 1 with a constant
   * bound, and the stride does not divide the distance from the start.
   */
  private static boolean strideMismatch(Loop loop, ScalarEvolution se) {
    if (!(loop.latch().terminator() instanceof BrInst br) || !br.isConditional()) return false;
    if (!(br.condition() instanceof CmpInst cmp) || cmp.opcode() != Opcode.ICMP) return false;
    if (!se.isSCEVable(cmp.lhs().type()) || !se.isSCEVable(cmp.rhs().type())) return false;
    Scev lhs = se.getSCEV(cmp.lhs());
    Scev rhs = se.getSCEV(cmp.rhs());
    if (!(rhs instanceof ScevConstant bound)) return false;
    if (!(lhs instanceof ScevAddRec ar) || ar.loop() != loop || !ar.isAffine()) return false;
    if (!(ar.start() instanceof ScevConstant start) || !(ar.step() instanceof ScevConstant step)) return false;
    long s = step.signedValue().longValue();
    if (s == 1 || s == -1 || s == 0) return false;
    long distance = bound.signedValue().longValue() - start.signedValue().longValue();
    return distance % s != 0;
  }
}
