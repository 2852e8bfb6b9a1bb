package dev.hoist.transform.versioning;

import dev.hoist.pass.Options;

/**
 * The flags of loop versioning for LICM, with seed 000's defaults.
 *
 * @param enabled {@code -enable-loop-versioning-licm} (true)
 * @param invariantThreshold {@code -licm-versioning-invariant-threshold} (90): the percentage of
 *     the loop's stuck invariant accesses that the runtime checks must free (see
 *     {@link VersioningBenefit})
 * @param maxDepth {@code -licm-versioning-max-depth-threshold} (2): deepest loop versioned
 * @param maxChecks {@code -runtime-memory-check-threshold} (8): most overlap checks per loop
 * @param mergeBudget {@code -memory-check-merge-threshold} (100): most comparisons spent merging
 *     pointers into shared ranges
 * @param annotateNoAlias {@code -loop-version-annotate-no-alias} (true): scoped no-alias metadata
 *     on the fast version's accesses (without it LICM cannot use the checks)
 * @param hoistChecks {@code -hoist-runtime-checks} (true): check bounds invariant in the outer
 *     loop are computed in the outer loop's preheader
 * @param flattenVersionLoops {@code -loop-flatten-version-loops} (true): accepted for
 *     compatibility; Hoist has no loop flattening, so it changes nothing
 * @param ignoreCost {@code -licm-versioning-ignore-cost} (false): version every legal loop with
 *     something to check, whatever the cost model says (for differential testing)
 */
public record VersioningOptions(boolean enabled, int invariantThreshold, int maxDepth, int maxChecks, int mergeBudget,
    boolean annotateNoAlias, boolean hoistChecks, boolean flattenVersionLoops, boolean ignoreCost) {

  /** Benefit must exceed the checks' overhead by this factor (seed 000). */
  public static final double BENEFIT_FACTOR = 2.0;
  /** Cycles one overlap check costs at loop entry (seed 000: "typically 2-4 cycles"). */
  public static final int CHECK_COST = 4;
  /** Iterations assumed when neither the count nor a profile is known. */
  public static final long UNKNOWN_TRIP_COUNT = 100;

  public static VersioningOptions from(Options o) {
    return new VersioningOptions(o.getBool("enable-loop-versioning-licm", true),
        o.getInt("licm-versioning-invariant-threshold", 90), o.getInt("licm-versioning-max-depth-threshold", 2),
        o.getInt("runtime-memory-check-threshold", 8), o.getInt("memory-check-merge-threshold", 100),
        o.getBool("loop-version-annotate-no-alias", true), o.getBool("hoist-runtime-checks", true),
        o.getBool("loop-flatten-version-loops", true), o.getBool("licm-versioning-ignore-cost", false));
  }
}
