package dev.hoist.transform.split;

/**
 * Why {@code loop-iteration-split} left a loop as it is: the name of the missed remark and the
 * message it carries.
 */
enum Rejection {
  NOT_INNERMOST("NotInnermost", "loop is not innermost"),
  NOT_SIMPLIFIED("NotSimplified", "loop has no preheader or no single latch"),
  UNCOPYABLE_CALL("UncopyableCall", "loop has a noduplicate or convergent call, which may be neither copied nor put under a new condition"),
  MULTIPLE_EXITS("MultipleExits", "loop has more than one exiting block, or its exit is neither the header nor the latch"),
  NO_TRIP_COUNT("NoTripCount", "could not compute the loop's backedge-taken count"),
  NO_CONDITION("NoMonotonicCondition", "no branch in the body tests a condition monotonic in an induction variable"),
  MAY_WRAP("MayWrap", "cannot prove the induction variable does not wrap, so the condition may change more than once"),
  NOT_AVAILABLE("NotAvailable", "the condition's induction variable is not available at the loop's exit test"),
  NOT_EXPANDABLE("NotExpandable", "the start or last value of the induction variable cannot be computed before the loop"),
  HEADER_HAS_EFFECTS("HeaderHasEffects", "the loop exits from its header, whose instructions have effects and would run twice at a split point"),
  NO_EFFECT("NoEffect", "no iteration of the loop has an observable effect"),
  TOO_LARGE("TooLarge", "loop too large to copy"),
  EXIT_BLOCKS("ExitBlocks", "loop leaves to more than one block"),
  NOT_FINITE("NotFinite", "cannot prove the loop ends (no maximum trip count)"),
  LIVE_OUT("LiveOut", "a value of the loop is used after it, or its exit block has phis"),
  LATER_EFFECTS("LaterIterationsHaveEffects", "the iterations after the condition changes have effects"),
  SPLIT_DISABLED("SplitDisabled", "splitting is disabled and the iterations of the other value have effects");

  final String remarkName;
  final String message;

  Rejection(String remarkName, String message) {
    this.remarkName = remarkName;
    this.message = message;
  }

  /**
   * A loop without a candidate test is not a decision: it is counted and traced, but gets no
   * missed remark (which every loop of a program would get).
   */
  boolean quiet() {
    return this == NO_CONDITION;
  }
}
