package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.access.LoopAccessInfo;
import dev.hoist.analysis.access.PointerDiffChecks;
import dev.hoist.analysis.access.RuntimeChecks;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.type.Type;
import java.util.List;
import java.util.Set;

/**
 * What vectorizing one loop will do, once {@link VectorizationLegality} has found it legal and
 * {@link VectorCostModel} has chosen its factors.
 *
 * @param loop the loop: rotated, exiting at the latch and at most one other block
 * @param blocks the loop's blocks in an order their branches respect (the header first, the latch
 *     last); the blocks after a branch run in the vector loop for every lane, masked
 * @param predicated the blocks that do not run on every iteration (they do not dominate the latch):
 *     their lanes are masked, their phis become selects
 * @param width the number of lanes of each vector (VF)
 * @param interleave the number of vectors each value is computed in per vector iteration (IC):
 *     the vector loop runs {@code width * interleave} iterations at a time
 * @param backedgeTaken the loop's backedge-taken count (trip count - 1), loop-invariant
 * @param inductions the header phis that are affine recurrences of the loop
 * @param reductions the header phis that accumulate with one associative operation
 * @param widened the instructions computed on vectors, in block order
 * @param uniform the instructions whose value is the same on every lane (loads from addresses
 *     no store of the loop can touch, and arithmetic on them): loop-invariant once the checks
 *     hold; those in blocks that run on every iteration are computed once before the vector loop,
 *     those in other blocks once per vector iteration, when some lane takes the block
 * @param accessInfo the loop's access analysis, which the accesses come from
 * @param memory every load and store the vector loop runs, in program order, with its vector form
 * @param checks the pointer groups proved apart at run time and the pairs tested
 * @param diffChecks the same pairs tested by the distance between their accesses instead, or
 *     null where some pair cannot be ({@link PointerDiffChecks})
 * @param scalarEpilogue whether the original loop must run at least one iteration after the vector
 *     loop: a value used after the loop that the vector loop cannot give, or a load of an
 *     interleaved group that reads past the last element the loop reads (always, with an early exit)
 * @param earlyExit the exit besides the latch's, or null; {@code backedgeTaken} is then the
 *     latch's count, the most the loop can run
 * @param maxSafeIterations the most iterations a vector iteration may run (two accesses of one
 *     array a few iterations apart), or {@link Integer#MAX_VALUE}
 * @param outerChecks {@code checks} made once before the loop around this one, or null where they
 *     are made before this loop
 */
record VectorPlan(Loop loop, List<BasicBlock> blocks, Set<BasicBlock> predicated, int width, int interleave, Scev backedgeTaken,
    List<Induction> inductions, List<Reduction> reductions, Set<Instruction> widened, Set<Instruction> uniform,
    LoopAccessInfo accessInfo, List<VectorAccess> memory, RuntimeChecks checks, PointerDiffChecks diffChecks, boolean scalarEpilogue,
    EarlyExit earlyExit, int maxSafeIterations, OuterLoopChecks outerChecks) {

  /** The iterations one vector iteration runs. */
  int step() {
    return width * interleave;
  }

  /** The same plan with other factors. */
  VectorPlan withFactors(int vf, int ic) {
    return new VectorPlan(loop, blocks, predicated, vf, ic, backedgeTaken, inductions, reductions, widened, uniform, accessInfo,
        memory, checks, diffChecks, scalarEpilogue, earlyExit, maxSafeIterations, outerChecks);
  }

  /** The scalar accesses, in program order. */
  List<dev.hoist.analysis.access.Access> accessList() {
    List<dev.hoist.analysis.access.Access> out = new java.util.ArrayList<>();
    for (VectorAccess a : memory) out.add(a.access());
    return out;
  }

  /** The vector form of the load or store {@code i}. */
  VectorAccess accessOf(Instruction i) {
    for (VectorAccess a : memory) if (a.access().inst() == i) return a;
    throw new IllegalStateException("vectorizer: access not planned");
  }

  /** A header phi {@code {start,+,step}<loop>}. */
  record Induction(PhiInst phi, ScevAddRec rec) {}

  /**
   * A header phi {@code %s = phi [init, preheader], [%s.next, latch]} (the accumulator) with
   * {@code %s.up = op %s, %x} (integer add, mul, and, or, xor, sub as {@code %s - %x}; fadd, fmul,
   * fsub) and {@code %s.next} either {@code %s.up} or, for a conditional update, a select or phi
   * choosing between {@code %s} and {@code %s.up}: none is used in the loop otherwise. The lanes
   * keep partial results combined after the loop (integer operations are associative and
   * commutative however they wrap; floating-point ones only with {@code reassoc}), or, when
   * {@code ordered}, the vector of each iteration is added to one scalar in lane order.
   *
   * <p>Or the same kept in memory ({@code store} is then set): {@code %s = load T, T* %p},
   * {@code %s.next = op %s, %x}, {@code store T %s.next, T* %p} with {@code %p} loop-invariant and
   * no other access of the loop to {@code *p} (runtime checks keep them apart): the vector loop
   * reads {@code *p} once before it and writes the total back after it (LLVM's store of a
   * reduction to an invariant address).
   */
  record Reduction(Instruction accumulator, BinaryInst update, Instruction next, boolean ordered, StoreInst store) {
    Type type() {
      return accumulator.type();
    }
  }
}
