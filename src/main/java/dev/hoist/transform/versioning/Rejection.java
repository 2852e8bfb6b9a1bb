package dev.hoist.transform.versioning;

/**
 * Why a loop is not versioned: the remark name (LLVM's where LLVM has one) and its message. Each
 * is reported as a missed remark of {@code loop-versioning-licm}.
 */
public enum Rejection {
  ALREADY_VERSIONED("AlreadyVersioned", "loop is already versioned (llvm.loop.licm_versioning.disable)"),
  OPT_FOR_SIZE("CantVersionLoopWithOptForSize", "versioning would duplicate the loop in a function optimized for size"),
  COLD_FOR_SIZE("NoTailLoopWithOptForSize", "the profile says this loop never runs: a second copy would only add size"),
  DIVERGENT_TARGET("CantVersionLoopWithDivergentTarget", "loop exits through a switch or an invoke, or contains a convergent or noduplicate call"),
  ILLEGAL_STRUCTURE("IllegalLoopStruct", " Unsafe Loop structure"),
  NOT_INNERMOST("IllegalLoopStruct", " Unsafe Loop structure: loop is not innermost"),
  DEPTH("LoopDepthThreshold", "loop depth exceeds -licm-versioning-max-depth-threshold"),
  UNKNOWN_COUNT_COMPLEX_CFG("UnknownLoopCountComplexCFG", "trip count unknown and control flow too complex to bound the accesses"),
  SMALL_TRIP_COUNT("SmallTripCount", "loop runs at most once"),
  STRIDE_MISMATCH("StrideMismatch", "induction stride does not divide the iteration range: a tail loop would be needed"),
  ILLEGAL_INSTRUCTION("IllegalLoopInst", " Unsafe Loop Instruction"),
  NOTHING_TO_FREE("IllegalLoopMemoryAccess", " Unsafe Loop memory access: no invariant access is blocked only by checkable aliasing"),
  TOO_MANY_CHECKS("RuntimeCheck", "Number of runtime checks exceeds threshold"),
  INVARIANT_THRESHOLD("InvariantThreshold", "Invariant load & store are less then defined threshold"),
  NOT_PROFITABLE("NotProfitable", "hoisting benefit does not exceed twice the cost of the checks");

  private final String remarkName;
  private final String message;

  Rejection(String remarkName, String message) {
    this.remarkName = remarkName;
    this.message = message;
  }

  /** The remark's name: LLVM's where LLVM has one, so that tools that read its remarks read these. */
  public String remarkName() {
    return remarkName;
  }

  /** The remark's text; figures that go with it follow it. */
  public String message() {
    return message;
  }
}
