package dev.hoist.transform.flatten;

/**
 * Why a pair of loops is not flattened: a missed remark of {@code loop-flatten} with this name and
 * message. The messages are LLVM's, from its LoopFlatten's debug output, where LLVM has the reason;
 * Hoist's own reasons (it flattens nests LLVM leaves) are worded in the same manner.
 */
enum Rejection {
  NOT_SIMPLIFIED("LoopNotSimplified", "Loop is not in normal form"),
  NOT_PERFECTLY_NESTED("NotPerfectlyNested", "outer loop has more than one inner loop"),
  EXITING_NOT_LATCH("ExitingNotLatch", "Exiting and latch block are different"),
  UNKNOWN_COUNT("UnknownTripCount", "Backedge-taken count is not predictable"),
  INVALID_COUNT("InvalidTripCount", "Could not find valid trip count"),
  INNER_COUNT_VARIANT("InnerTripCountNotInvariant", "inner loop trip count not invariant"),
  UNSAFE_PHI("UnsafePHI", "found unsafe PHI in outer loop"),
  VALUE_MODIFIED("ValueModifiedInOuterLoop", "value modified in top of outer loop"),
  NO_LCSSA_PHI("NoLCSSAPHI", "could not find LCSSA PHI"),
  LCSSA_MISMATCH("LCSSAPHIMismatch", "LCSSA PHI incoming value does not match latch value"),
  CONTROL_FLOW("ControlFlowBetweenLoops", "control flow between the loops other than a guard of the inner loop"),
  SIDE_EFFECTS("SideEffects", "Cannot flatten because instruction may have side effects"),
  NOT_PROFITABLE("NotProfitable", "checkOuterLoopInsts: not profitable, bailing"),
  NOT_LINEAR("NotLinearIVUse", "Did not match expected pattern, bailing"),
  ALWAYS_OVERFLOWS("AlwaysOverflows", "Multiply would always overflow, so not profitable"),
  MAY_OVERFLOW("MayOverflow", "Multiply might overflow, not flattening"),
  CANNOT_CHECK_OVERFLOW("CannotCheckOverflow", "Can't check overflow efficiently, not flattening"),
  ALREADY_VERSIONED("AlreadyVersioned", "nest is the original version of a flattened nest (llvm.loop.licm_versioning.disable)"),
  NO_DUPLICATE("CantVersionNoDuplicate", "versioning would copy a noduplicate call of the nest"),
  OPT_FOR_SIZE("CantVersionLoopWithOptForSize", "versioning would duplicate the nest in a function optimized for size"),
  NOT_EXPANDABLE("NotExpandable", "trip count cannot be computed before the loop");

  private final String remarkName;
  private final String message;

  Rejection(String remarkName, String message) {
    this.remarkName = remarkName;
    this.message = message;
  }

  String remarkName() {
    return remarkName;
  }

  String message() {
    return message;
  }
}
