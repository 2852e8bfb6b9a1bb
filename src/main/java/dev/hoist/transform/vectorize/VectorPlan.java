package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.access.Access;
import dev.hoist.analysis.access.LoopAccessInfo;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import java.util.List;
import java.util.Set;

/**
 * What vectorizing one loop will do, once {@link VectorizationLegality} has found it legal.
 *
 * @param loop the loop: rotated, its only exit at the latch
 * @param blocks the loop's blocks in an order their branches respect (the header first, the latch
 *     last); the blocks after a branch run in the vector loop for every lane, masked
 * @param predicated the blocks that do not run on every iteration (they do not dominate the latch):
 *     their lanes are masked, their phis become selects
 * @param width the number of lanes (iterations per vector iteration)
 * @param backedgeTaken the loop's backedge-taken count (trip count - 1), loop-invariant
 * @param inductions the header phis that are affine recurrences of the loop
 * @param reductions the header phis that accumulate with one associative operation
 * @param widened the instructions computed on vectors, in block order
 * @param uniform the instructions whose value is the same on every lane (loads from addresses
 *     no store of the loop can touch, and arithmetic on them): computed once per vector iteration
 *     as scalars, in block order; in a predicated block, loads among them run only when some
 *     lane takes the block
 * @param accessInfo the loop's access analysis, which the accesses come from
 * @param accesses every load and store the vector loop runs, in program order: consecutive
 *     ({@code {start,+,bytes}}, one element per iteration) or, for loads, at an invariant address
 * @param checks the pairs of {@code accesses} (indices) whose ranges must be tested for overlap
 */
record VectorPlan(Loop loop, List<BasicBlock> blocks, Set<BasicBlock> predicated, int width, Scev backedgeTaken, List<Induction> inductions,
    List<Reduction> reductions, Set<Instruction> widened, Set<Instruction> uniform, LoopAccessInfo accessInfo, List<Access> accesses,
    List<int[]> checks) {

  /** A header phi {@code {start,+,step}<loop>}. */
  record Induction(PhiInst phi, ScevAddRec rec) {}

  /**
   * A header phi {@code %s = phi [init, preheader], [%s.next, latch]} with
   * {@code %s.up = op %s, %x} (add, mul, and, or, xor; sub as {@code %s - %x}) and
   * {@code %s.next} either {@code %s.up} or, for a conditional update, a select or phi choosing
   * between {@code %s} and {@code %s.up}: none is used in the loop otherwise, so the lanes can
   * keep partial results that are combined after the loop (integer operations are associative
   * and commutative however they wrap).
   */
  record Reduction(PhiInst phi, BinaryInst update, Instruction next) {}
}
