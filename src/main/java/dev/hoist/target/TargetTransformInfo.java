package dev.hoist.target;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;

/**
 * What code costs on the machine Hoist optimizes for: x86-64 as llc -O2 compiles for it by
 * default, with SSE2 (LLVM's TargetTransformInfo in spirit). Transforms ask it instead of knowing
 * the machine themselves:
 *
 * <ul>
 *   <li>scalar work: the latency of an instruction ({@link #latency}), the loads x86 folds into
 *       their user as a memory operand and the load-operate-store triples it does as one
 *       read-modify-write instruction (hoisting them frees no instruction);</li>
 *   <li>vectors: the register width, and the element-wise operations SSE2 lacks (llc takes their
 *       vector form apart lane by lane);</li>
 *   <li>loop layout: whether llc runs a top-tested loop slower than the same loop rotated;</li>
 *   <li>code size and the front end: the micro-ops an instruction becomes, what a taken branch
 *       costs, and how much loop fits in the loop buffer and the uop cache (what unrolling weighs).</li>
 * </ul>
 *
 * <pre>
 *   TargetTransformInfo tti = TargetTransformInfo.of(f);
 *   int width = tti.vectorRegisterBits() / 32;          // lanes of i32
 *   if (tti.foldsIntoUser(load)) ...                    // addl (%rdx), %eax: hoisting saves nothing
 * </pre>
 *
 * One model answers for every function today. A function's {@code "target-features"} (wider
 * vectors with AVX2) would select another, so callers ask for the model of the function at hand.
 */
public final class TargetTransformInfo {
  private static final TargetTransformInfo X86_64_SSE2 = new TargetTransformInfo();

  private TargetTransformInfo() {}

  /** The model for code of {@code f}. */
  public static TargetTransformInfo of(Function f) {
    return X86_64_SSE2;
  }

  /** A rough latency of one execution of {@code i}, in cycles (only ratios matter). */
  public int latency(Instruction i) {
    return Latency.of(i);
  }

  /**
   * Whether x86 folds {@code load} into its only user as a memory operand: hoisting it leaves
   * the user's instruction, and so the instruction count, as it was.
   */
  public boolean foldsIntoUser(LoadInst load) {
    return MemoryOperandFolding.foldsIntoUser(load);
  }

  /**
   * Whether {@code store} writes back {@code op(load p, x)} as one read-modify-write instruction,
   * so promoting its location to a register saves no instruction.
   */
  public boolean isReadModifyWrite(StoreInst store) {
    return MemoryOperandFolding.isReadModifyWrite(store);
  }

  /** The bits of a vector register. */
  public int vectorRegisterBits() {
    return Sse2VectorOps.REGISTER_BITS;
  }

  /**
   * Whether the vector form of {@code i}, an element-wise operation of {@code loop}, has no
   * vector instruction, so that llc takes it apart lane by lane.
   */
  public boolean isScalarizedOnVectors(Instruction i, Loop loop) {
    return Sse2VectorOps.scalarized(i, loop);
  }

  /**
   * Whether the top-tested loop {@code l} (with a latch) runs faster rotated into a do-while in IR
   * than as llc lays it out when left as it is.
   */
  public boolean rotationHelpsLayout(Loop l) {
    return LoopLayout.rotationHelps(l);
  }

  /** Code size of {@code i} once selected, in micro-ops (LLVM's TCK_CodeSize cost). */
  public int codeSize(Instruction i) {
    return CodeSize.of(i);
  }

  /** Micro-ops a counted loop's control costs per iteration: the counter's update, and its compare fused with the branch. */
  public int loopControlSize() {
    return 2;
  }

  /**
   * What one taken branch costs beyond its instruction, in cycles: the front end redirects fetch
   * (about one cycle's bubble on a predicted taken branch). A loop unrolled by U takes its
   * backedge once per U iterations.
   */
  public int takenBranchCost() {
    return 1;
  }

  /**
   * The largest loop, in micro-ops, that the core replays from its loop buffer (LLVM's
   * LoopMicroOpBufferSize of its default x86-64 scheduling model): a loop that fits runs without
   * refetching.
   */
  public int loopBufferSize() {
    return 28;
  }

  /**
   * The largest loop, in micro-ops, worth making to remove work: a part of the 1.5K-entry uop
   * cache small enough that the loop stays there beside the rest of the hot code (falling out of
   * it costs far more than the work saved; L1i's 32 KB is never the limit first).
   */
  public int uopCacheBudget() {
    return 192;
  }
}
