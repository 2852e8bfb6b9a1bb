package dev.hoist.target;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.Type;

/**
 * What code costs on the machine Hoist optimizes for: x86-64 as llc -O2 compiles for it, with the
 * vector extensions the function's {@code "target-cpu"} and {@code "target-features"} allow
 * ({@link X86Features}: SSE2 by default, AVX2 for {@code -mavx2}). LLVM's TargetTransformInfo in
 * spirit: transforms ask it instead of knowing the machine themselves.
 *
 * <ul>
 *   <li>scalar work: the latency of an instruction ({@link #latency}), the machine instructions
 *       one execution takes ({@link #scalarCost}), the loads x86 folds into their user as a memory
 *       operand and the load-operate-store triples it does as one read-modify-write instruction
 *       (hoisting them frees no instruction);</li>
 *   <li>vectors: the register width for an element type, how many vectors the vectorizer may
 *       interleave, and what each vector operation, access, shuffle and reduction costs in
 *       machine instructions, with the operations the extensions lack ({@link VectorOps});</li>
 *   <li>loop layout: whether llc runs a top-tested loop slower than the same loop rotated;</li>
 *   <li>code size and the front end: the micro-ops an instruction becomes, what a taken branch
 *       costs, and how much loop fits in the loop buffer and the uop cache (what unrolling weighs).</li>
 * </ul>
 *
 * <pre>
 *   TargetTransformInfo tti = TargetTransformInfo.of(f);
 *   int lanes = tti.vectorRegisterBits(IntegerType.I32) / 32;   // 4 on SSE2, 8 with AVX2
 *   if (tti.foldsIntoUser(load)) ...                            // addl (%rdx), %eax: hoisting saves nothing
 * </pre>
 *
 * Costs are counts of machine instructions, the measure of executed work the project's
 * benchmarks take: only their ratios matter.
 */
public final class TargetTransformInfo {
  private static final TargetTransformInfo[] BY_LEVEL = new TargetTransformInfo[X86Features.values().length];

  static {
    for (X86Features l : X86Features.values()) BY_LEVEL[l.ordinal()] = new TargetTransformInfo(l);
  }

  private final X86Features level;

  private TargetTransformInfo(X86Features level) {
    this.level = level;
  }

  /** The model for code of {@code f}. */
  public static TargetTransformInfo of(Function f) {
    return BY_LEVEL[X86Features.of(f).ordinal()];
  }

  /** The vector extensions the code may use. */
  public X86Features features() {
    return level;
  }

  /** A rough latency of one execution of {@code i}, in cycles (only ratios matter). */
  public int latency(Instruction i) {
    return Latency.of(i);
  }

  /** The machine instructions one execution of the scalar {@code i} takes. */
  public int scalarCost(Instruction i) {
    return ScalarOps.cost(i);
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

  /** The bits of a vector register holding lanes of {@code element}. */
  public int vectorRegisterBits(Type element) {
    return VectorOps.registerBits(level, element);
  }

  /**
   * The most vectors of one value the vectorizer should interleave: two on SSE, whose cores
   * have two vector ports; four with AVX (LLVM's getMaxInterleaveFactor).
   */
  public int maxInterleaveFactor() {
    return level.has(X86Features.AVX) ? 4 : 2;
  }

  /** The vector registers there are (xmm0 to xmm15, or ymm). */
  public int vectorRegisters() {
    return 16;
  }

  /**
   * The machine instructions of the vector form, {@code lanes} lanes wide, of {@code i}, an
   * element-wise operation of {@code loop} (a binary operation, compare, select, cast or math call).
   */
  public int vectorCost(Instruction i, int lanes, Loop loop) {
    return VectorOps.cost(level, i, lanes, loop);
  }

  /** A select between two vectors of {@code lanes} lanes of {@code element} by a mask. */
  public int vectorSelectCost(Type element, int lanes) {
    return VectorOps.select(level, element) * VectorOps.registers(level, element, lanes);
  }

  /** A load or store of {@code lanes} consecutive elements, their order reversed when {@code reverse}. */
  public int vectorMemoryCost(Type element, int lanes, boolean reverse) {
    int regs = VectorOps.registers(level, element, lanes);
    return regs * (1 + (reverse ? reverseCost(element) : 0));
  }

  /**
   * The loads or stores of an interleaved group: {@code factor} members of {@code lanes} lanes each,
   * read or written as {@code factor} consecutive vectors taken apart or put together by shuffles.
   */
  public int interleavedGroupCost(Type element, int lanes, int factor, int members, boolean store) {
    int regs = VectorOps.registers(level, element, lanes);
    int perMember = VectorOps.bits(element) >= 32 ? (factor == 2 ? 1 : 2) : level.has(X86Features.SSSE3) ? 2 : 5;
    return regs * (factor + (store ? factor : members) * perMember);
  }

  /** Loading or storing each of {@code lanes} lanes on its own: the access and an insert or extract per lane. */
  public int scalarizedMemoryCost(Type element, int lanes) {
    return 2 * lanes;
  }

  /** Copying a scalar into every lane of a vector of {@code lanes}. */
  public int broadcastCost(Type element, int lanes) {
    return VectorOps.bits(element) >= 32 || level.has(X86Features.AVX2) ? 2 : 3;
  }

  /** Reading one lane of a vector into a scalar register. */
  public int extractCost(Type element) {
    return 1;
  }

  /**
   * Combining the lanes of a vector of {@code lanes} with one operation {@code op} (a copy of an
   * element-wise instruction of that operation, as the reduction's update), once after the loop.
   */
  public int reductionCost(Instruction op, int lanes, Loop loop) {
    int steps = 31 - Integer.numberOfLeadingZeros(Math.max(1, lanes));
    return steps * (1 + VectorOps.cost(level, op, lanes, loop)) + 1;
  }

  private int reverseCost(Type element) {
    int bits = VectorOps.bits(element);
    if (level.has(X86Features.AVX2)) return 2;
    if (bits >= 32) return 1;
    return level.has(X86Features.SSSE3) ? 1 : bits == 16 ? 3 : 11;
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

  /**
   * Whether llc makes a call of {@code c}: any function but an intrinsic, and the intrinsics it
   * lowers to a library call on this machine: rounding ({@code llvm.floor} and the like) without
   * SSE4.1, {@code llvm.fma} without FMA, the transcendental ones ({@code llvm.pow}, {@code llvm.exp},
   * {@code llvm.sin}, ...) always, and a memory intrinsic of a length not known. LLVM's own
   * isLoweredToCall takes every intrinsic for an instruction; a call clobbers the caller-saved
   * registers and costs tens of cycles, which is what a loop's cost models weigh it for.
   */
  public boolean isLoweredToCall(CallBase c) {
    Function callee = c.calledFunction();
    String n = callee == null || callee.name() == null ? null : callee.name();
    if (n == null || !n.startsWith("llvm.")) return true;
    if (VectorOps.isRounding(n)) return !level.has(X86Features.SSE41);
    if (n.startsWith("llvm.fma.")) return !level.has(X86Features.AVX2);
    for (String libm : LIBM_INTRINSICS) if (n.startsWith(libm)) return true;
    if (n.startsWith("llvm.memcpy.") || n.startsWith("llvm.memmove.") || n.startsWith("llvm.memset.")) {
      return !(c.arg(2) instanceof ConstantInt);
    }
    return false;
  }

  private static final String[] LIBM_INTRINSICS = {"llvm.pow.", "llvm.powi.", "llvm.exp.", "llvm.exp2.", "llvm.log.",
      "llvm.log2.", "llvm.log10.", "llvm.sin.", "llvm.cos."};

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
