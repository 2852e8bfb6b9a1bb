package dev.hoist.analysis.access;

/**
 * What two accesses of a loop are to each other, as far as {@link LoopAccessInfo#dependence} can
 * tell without a runtime check.
 */
public enum Dependence {
  /** The same address expression: both touch the same place on every iteration. */
  SAME_ADDRESS,
  /** Alias analysis keeps them apart. */
  NO_ALIAS,
  /** Alias analysis says they touch the same bytes: no check can separate them. */
  MUST_ALIAS,
  /** They may overlap: only a runtime check of their ranges can tell. */
  MAY_ALIAS
}
