package dev.hoist.transform.versioning;

import dev.hoist.analysis.access.LoopAccessOptions;
import dev.hoist.pass.Option;
import dev.hoist.pass.Options;
import dev.hoist.transform.licm.LicmOptions;
import java.util.List;

/**
 * The flags of loop versioning for LICM, with LLVM's defaults.
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
 * @param ignoreCost {@code -licm-versioning-ignore-cost} (false): version every legal loop with
 *     something to check, whatever the cost model says (for differential testing)
 * @param promotion not {@code -disable-memory-promotion} (or LICM's {@code -disable-licm-promotion}):
 *     whether LICM will promote the locations a versioning frees; without it only loads count
 */
public record VersioningOptions(boolean enabled, double invariantThreshold, int maxDepth, int maxChecks, int mergeBudget,
    boolean annotateNoAlias, boolean hoistChecks, boolean ignoreCost, boolean promotion) {

  static final Option<Boolean> ENABLE = Option.bool("enable-loop-versioning-licm", true,
      "Enable the new, experimental LoopVersioningLICM Pass");
  static final Option<Double> INVARIANT_THRESHOLD = Option.real("licm-versioning-invariant-threshold", 90,
      "LoopVersioningLICM's minimum allowed percentage of possible invariant instructions per loop");
  static final Option<Integer> MAX_DEPTH = Option.unsigned("licm-versioning-max-depth-threshold", 2,
      "LoopVersioningLICM's threshold for maximum allowed loop nest/depth");
  static final Option<Boolean> ANNOTATE_NO_ALIAS = Option.bool("loop-version-annotate-no-alias", true,
      "Add no-alias annotation for instructions that are disambiguated by memchecks");
  static final Option<Boolean> IGNORE_COST = Option.bool("licm-versioning-ignore-cost", false,
      "Version every legal loop with something to check, whatever the cost model says (for testing)");
  static final Option<Integer> FORCE_INVARIANT_THRESHOLD = Option.unsigned("force-versioning-invariant-threshold", 0,
      "Accepted for compatibility with earlier Hoist command lines; no effect");

  static final List<Option<?>> OPTIONS = List.of(ENABLE, INVARIANT_THRESHOLD, MAX_DEPTH,
      LoopAccessOptions.RUNTIME_CHECK_THRESHOLD, LoopAccessOptions.MERGE_THRESHOLD, ANNOTATE_NO_ALIAS, LoopAccessOptions.HOIST_RUNTIME_CHECKS,
      IGNORE_COST, FORCE_INVARIANT_THRESHOLD, LicmOptions.DISABLE_PROMOTION,
      LicmOptions.DISABLE_MEMORY_PROMOTION);

  /** The invariant threshold as a remark shows it: {@code 90}, or {@code 92.5}. */
  String invariantThresholdText() {
    double t = invariantThreshold;
    return t == Math.rint(t) && Math.abs(t) < 1e15 ? Long.toString((long) t) : Double.toString(t);
  }

  /** Benefit must exceed the checks' overhead by this factor: the checks are a certain cost, the benefit an estimate. */
  public static final double BENEFIT_FACTOR = 2.0;
  /** Cycles one overlap check (two compares, an or, an and) costs at loop entry. */
  public static final int CHECK_COST = 4;
  /** Iterations assumed when neither the count nor a profile is known. */
  public static final long UNKNOWN_TRIP_COUNT = 100;

  public static VersioningOptions from(Options o) {
    return new VersioningOptions(o.get(ENABLE), o.get(INVARIANT_THRESHOLD), o.get(MAX_DEPTH),
        o.get(LoopAccessOptions.RUNTIME_CHECK_THRESHOLD), o.get(LoopAccessOptions.MERGE_THRESHOLD),
        o.get(ANNOTATE_NO_ALIAS), o.get(LoopAccessOptions.HOIST_RUNTIME_CHECKS), o.get(IGNORE_COST),
        LicmOptions.promotes(o));
  }
}
