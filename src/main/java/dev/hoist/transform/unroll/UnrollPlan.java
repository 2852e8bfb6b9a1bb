package dev.hoist.transform.unroll;

/**
 * What the unroller decided for one loop, and why: the kind of unrolling, the count, the
 * remainder's form for runtime unrolling, why (a flag, a pragma, the cost model; for a loop left
 * alone, the reason the missed remark gives), and the cost estimate that chose it (null when a
 * hint or flag decided alone).
 */
record UnrollPlan(Kind kind, int count, RuntimeUnroller.Form form, boolean explicit, String why, UnrollEstimate estimate) {

  enum Kind {
    /** Not unrolled. */
    NONE,
    /** Every iteration copied (a constant count). */
    FULL,
    /** Copied as many times as a constant bound on the count; each copy keeps its exit test. */
    UPPER_BOUND,
    /** Unrolled by a count, no remainder loop: a constant count, or a known multiple of it. */
    PARTIAL,
    /** Unrolled by a count, with a remainder loop for the iterations left over. */
    RUNTIME,
    /**
     * Unrolled by a count a flag or pragma forces where no remainder loop can be made: every copy
     * keeps its exit tests (LLVM unrolls so when the remainder fails and the count is forced).
     */
    KEPT_EXITS,
    /** The first iterations copied in front of the loop. */
    PEEL,
    /**
     * As many iterations peeled as the profile says the loop makes per entry (LLVM's profile-based
     * peeling): the loop that remains is marked unrolled, its profile used up.
     */
    PROFILE_PEEL
  }

  static UnrollPlan none(String why) {
    return new UnrollPlan(Kind.NONE, 0, null, false, why, null);
  }

  UnrollPlan withEstimate(UnrollEstimate e) {
    return new UnrollPlan(kind, count, form, explicit, why, e);
  }

  boolean unrolls() {
    return kind != Kind.NONE;
  }
}
