package dev.hoist.analysis.scev;

/**
 * What is known about one exit of a loop: {@code exact} is the number of times the exit is not
 * taken before it is taken (the backedge-taken count if the loop leaves through it), or
 * could-not-compute; {@code max} is a constant upper bound of that number, or could-not-compute.
 * {@code maxOrZero} says the exact count is either {@code max} or zero.
 */
record ExitLimit(Scev exact, Scev max, boolean maxOrZero) {
  ExitLimit {
    // A max of zero makes the exact count zero too, whatever the exact analysis found (LLVM does
    // the same: context and UB-based bounds can be sharper than the symbolic count).
    if (max instanceof ScevConstant c && c.isZero()) exact = max;
  }

  static ExitLimit none(ScalarEvolution se) {
    return new ExitLimit(se.couldNotCompute(), se.couldNotCompute(), false);
  }

  /** An exit limit with the same exact and max (a constant, or a count whose max is its range). */
  static ExitLimit of(ScalarEvolution se, Scev exact) {
    if (exact instanceof ScevCouldNotCompute) return none(se);
    return new ExitLimit(exact, se.constantMaxOf(exact), false);
  }

  boolean hasExact() {
    return !(exact instanceof ScevCouldNotCompute);
  }

  boolean hasMax() {
    return !(max instanceof ScevCouldNotCompute);
  }

  boolean hasAnyInfo() {
    return hasExact() || hasMax();
  }
}
