package dev.hoist.transform.vectorize;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.Speculation;
import dev.hoist.analysis.scev.ConstantRange;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.analysis.scev.ScevUnknown;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.FreezeInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.VectorType;
import dev.hoist.transform.util.IntrinsicDeclarations;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.type.IntegerType;
import java.math.BigInteger;
import java.util.List;
import java.util.Set;

/**
 * A loop exit besides the latch's, taken when the loaded data say so (a search, a bounded
 * {@code strlen}, an {@code any_of}): LLVM's uncountable early exit.
 *
 * <pre>
 *   loop:                                   ; the exiting block: dominates the latch
 *     %v = load i32, i32* %p
 *     %found = icmp eq i32 %v, %key
 *     br i1 %found, label %found.exit, label %latch
 *   latch:
 *     %i.next = add nuw nsw i64 %i, 1
 *     %done = icmp eq i64 %i.next, %n           ; the count scalar evolution knows
 *     br i1 %done, label %exit, label %loop
 * </pre>
 *
 * The vector loop computes the exit test for all its lanes and leaves as soon as any lane would
 * exit; the original loop then runs again from the first iteration of that vector iteration, so
 * it finds the first exiting lane itself and gives every exit's phis their values. That is exact
 * only when the vector loop does nothing the original would not: the loop must not write memory
 * or call anything but element-wise math (no side effect at all, before or after the exit), and
 * every load of every lane, including lanes past the exit the original never reaches, must be
 * known dereferenceable. Loads are: their addresses are an offset (a constant, or an expression
 * whose range scalar evolution bounds) in an object of known size (an alloca, a global, an
 * argument marked {@code dereferenceable}) that the iterations up to the latch's count stay within, proven from the count's range or, failing that, tested before the
 * vector loop ({@link #countLimit}).
 *
 * @param exiting the block that exits early
 * @param exit where it exits to
 * @param exitsOnTrue whether the branch exits when its condition is true
 * @param countLimit the largest backedge-taken count (of the latch) for which every read lane is
 *     dereferenceable
 * @param checked whether the count must be compared with {@code countLimit} before the vector
 *     loop (its range does not prove it)
 * @param recomputed the header phis the original loop resumes with values computed again ({@link RecomputedPhis})
 */
record EarlyExit(BasicBlock exiting, BasicBlock exit, boolean exitsOnTrue, long countLimit, boolean checked, List<PhiInst> recomputed) {
  /** A reason not to vectorize the early-exit loop, or null. */
  static VectorizationLegality.Rejection shapeProblem(Loop loop, DominatorTree dt, BasicBlock exiting, ScalarEvolution se) {
    if (!dt.dominates(exiting, loop.latch())) {
      return new VectorizationLegality.Rejection("EarlyExitNotDominatingLatch", "Cannot vectorize early exit loop");
    }
    if (se.isCouldNotCompute(se.exitCount(loop, loop.latch()))) {
      return new VectorizationLegality.Rejection("UnknownLatchExitCountEarlyExitLoop", "Cannot vectorize early exit loop");
    }
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i : b) {
        if (VectorizationLegality.isDebugIntrinsic(i)) continue;
        if (i.mayWriteMemory()) {
          return new VectorizationLegality.Rejection("WritesInEarlyExitLoop", "Cannot vectorize early exit loop with writes to memory");
        }
        if (i instanceof CallInst c && VectorMath.vectorName(c) == null || i.mayHaveSideEffects()) {
          return new VectorizationLegality.Rejection("UnsafeOperationsEarlyExitLoop",
              "Early exit loop contains operations that cannot be speculatively executed");
        }
      }
    }
    return null;
  }

  /** The early exit of {@code exiting}, reading {@code memory} over a latch count {@code count}; null when a read may fault. */
  static EarlyExit of(Loop loop, BasicBlock exiting, ScalarEvolution se, Scev count, List<VectorAccess> memory, Set<Instruction> loads,
      DataLayout dl, List<PhiInst> recomputed) {
    BrInst br = (BrInst) exiting.terminator();
    boolean onTrue = !loop.contains(br.successor(0));
    long limit = Long.MAX_VALUE;
    for (Instruction l : loads) {
      VectorAccess a = null;
      for (VectorAccess m : memory) if (m.access().inst() == l) a = m;
      if (a == null) return null;
      limit = Math.min(limit, countLimit(loop, se, a));
      if (limit < 0) return null;
    }
    if (!(count.type() instanceof IntegerType)) return null;
    BigInteger most = BigInteger.valueOf(limit);
    if (se.unsignedRange(count).umin().compareTo(most) > 0) return null; // never safe
    boolean checked = se.unsignedRange(count).umax().compareTo(most) > 0;
    return new EarlyExit(exiting, onTrue ? br.successor(0) : br.successor(1), onTrue, limit, checked, recomputed);
  }

  /**
   * The largest latch count {@code B} for which the vector form of access {@code a} reads only
   * dereferenceable bytes, or -1. The vector loop runs iterations {@code 0 .. n.vec - 1}, its
   * {@code n.vec} being {@code B} rounded down to the step; iteration {@code j} reads {@code span}
   * bytes from {@code first + j * stride}, with {@code first} a constant offset into an object of
   * {@code D} known bytes, so it needs {@code first + (B - 1) * stride + span <= D}.
   */
  static long countLimit(Loop loop, ScalarEvolution se, VectorAccess a) {
    Scev first;
    long stride;
    long span;
    switch (a.kind()) {
      case INVARIANT -> {
        first = a.access().address();
        stride = 0;
        span = a.access().bytes();
      }
      case GROUP -> {
        first = a.group().start();
        stride = (long) a.group().factor() * a.access().bytes();
        span = stride;
      }
      case CONSECUTIVE, SCALARIZED -> {
        if (!(a.access().address() instanceof ScevAddRec ar) || ar.loop() != loop || !ar.isAffine()
            || !(ar.step() instanceof ScevConstant s) || s.longValue() <= 0) {
          return -1;
        }
        first = ar.start();
        stride = s.longValue();
        span = a.access().bytes();
      }
      default -> {
        return -1; // a reversed walk: its first lane is its highest address
      }
    }
    if (!(se.pointerBase(first) instanceof ScevUnknown base)) return -1;
    // A constant offset, or the largest one it can be (a row of a 2-D array in an outer loop).
    Scev off = se.removePointerBase(first);
    if (!se.isLoopInvariant(off, loop)) return -1;
    ConstantRange range = se.signedRange(off);
    if (range.smin().signum() < 0 || range.smax().bitLength() > 62) return -1;
    long offset = range.smax().longValue();
    long bytes = Speculation.dereferenceableBytes(base.value(), loop.header().parent().parent().layout());
    long room = bytes - offset - span;
    if (room < 0) return -1;
    return stride == 0 ? Long.MAX_VALUE : room / stride + 1;
  }

  /**
   * Whether some lane of the vector iteration {@code vb} builds takes this exit: the exit test of
   * each part, frozen (a lane past the exit may compute poison: the original never runs it, and a
   * poison lane must not hide a real exit in another part) and or-reduced to one {@code i1}.
   */
  Value anyLaneExits(VectorBody vb) {
    Value[] c = vb.vectorOf(((BrInst) exiting.terminator()).condition());
    Value any = null;
    for (Value part : c) {
      Value lanes = vb.append(new FreezeInst(part), "exit.cond.fr");
      if (!exitsOnTrue) lanes = vb.append(new BinaryInst(Opcode.XOR, lanes, vb.splatConstant(ConstantInt.getBool(true))), "exit.cond");
      any = any == null ? lanes : vb.append(new BinaryInst(Opcode.OR, any, lanes), "exit.mask");
    }
    VectorType mt = (VectorType) any.type();
    Function reduceOr = IntrinsicDeclarations.get(exiting.parent().parent(), "llvm.vector.reduce.or." + VectorMath.suffix(mt), IntegerType.I1,
        List.of(mt));
    return vb.append(new CallInst(reduceOr.functionType(), reduceOr, List.of(any)), "exit.any");
  }

  /** Why the uniform values of an early-exit loop cannot be computed, or null. */
  static VectorizationLegality.Rejection guardProblem(Set<Instruction> uniform, Set<BasicBlock> predicated) {
    for (Instruction u : uniform) {
      // Run when some lane takes the block, lanes past the exit included: they may trap, and
      // the mask of a lane past the exit may be poison.
      if (predicated.contains(u.parent()) && Widening.needsGuard(u)) {
        return new VectorizationLegality.Rejection("UnsafeOperationsEarlyExitLoop",
            "Early exit loop contains operations that cannot be speculatively executed");
      }
    }
    return null;
  }
}
