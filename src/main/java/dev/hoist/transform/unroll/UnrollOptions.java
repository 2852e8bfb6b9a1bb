package dev.hoist.transform.unroll;

import dev.hoist.pass.Option;
import dev.hoist.pass.Options;
import dev.hoist.target.TargetTransformInfo;
import java.util.List;

/**
 * The options of {@code loop-unroll}, as LLVM declares them (LoopUnrollPass.cpp,
 * LoopUnrollRuntime.cpp, LoopPeel.cpp), and the preferences one run reads from them (LLVM's
 * {@code UnrollingPreferences}). Where LLVM's x86 target turns a preference on whatever the flag's
 * own default (partial and runtime unrolling), the flag overrides it only when given.
 *
 * @param threshold full unrolling: the largest unrolled size ({@code -unroll-threshold})
 * @param partialThreshold partial and runtime unrolling: the largest unrolled size
 *     ({@code -unroll-partial-threshold}), null when not given: the target's loop buffer
 *     ({@link TargetTransformInfo#loopBufferSize}), as LLVM's x86 preferences set it
 * @param forcedCount {@code -unroll-count}, 0 when not given
 * @param maxCount the largest partial or runtime count ({@code -unroll-max-count})
 * @param fullMaxCount the largest full unroll ({@code -unroll-full-max-count})
 * @param partial partial unrolling of loops with a constant count is allowed
 * @param allowRemainder a remainder loop may be made for a count that does not divide the trips
 * @param runtime runtime unrolling of loops with an unknown count is allowed
 * @param maxUpperBound loops bounded by at most this many trips may be unrolled by the bound
 * @param pragmaThreshold the unrolled size limit under a count or full pragma
 * @param peelCount {@code -unroll-peel-count}, 0 when not given
 * @param allowPeeling peeling (to make phis invariant) is allowed
 * @param peelMaxCount the most iterations peeled
 * @param multiExit {@code -unroll-runtime-multi-exit}: null when not given (the cost model
 *     decides), else forced on or off
 * @param epilog the remainder runs after the unrolled loop ({@code -unroll-runtime-epilog}), not before
 * @param requiredEpilog {@code -unroll-required-epilog}: null when not given (the cost model
 *     decides), else whether the remainder loop is a required epilogue
 * @param flatTripCount {@code -flat-loop-tripcount-threshold}: a loop whose profile gives it fewer
 *     iterations per entry is not unrolled at run time
 */
record UnrollOptions(int threshold, Integer partialThreshold, int forcedCount, int maxCount, int fullMaxCount,
    boolean partial, boolean allowRemainder, boolean runtime, int maxUpperBound, int pragmaThreshold, int peelCount,
    boolean allowPeeling, int peelMaxCount, Boolean multiExit, boolean epilog, Boolean requiredEpilog, int flatTripCount) {

  static final Option<Integer> THRESHOLD = Option.unsigned("unroll-threshold", 150,
      "The cost threshold for loop unrolling");
  static final Option<Integer> PARTIAL_THRESHOLD = Option.unsigned("unroll-partial-threshold", 150,
      "The cost threshold for partial loop unrolling");
  static final Option<Integer> COUNT = Option.unsigned("unroll-count", 0,
      "Use this unroll count for all loops including those with unroll_count pragma values, for testing purposes");
  static final Option<Integer> MAX_COUNT = Option.unsigned("unroll-max-count", Integer.MAX_VALUE,
      "Set the max unroll count for partial and runtime unrolling, for testing purposes");
  static final Option<Integer> FULL_MAX_COUNT = Option.unsigned("unroll-full-max-count", Integer.MAX_VALUE,
      "Set the max unroll count for full unrolling, for testing purposes");
  static final Option<Boolean> ALLOW_PARTIAL = Option.bool("unroll-allow-partial", true,
      "Allows loops to be partially unrolled until -unroll-threshold loop size is reached.");
  static final Option<Boolean> ALLOW_REMAINDER = Option.bool("unroll-allow-remainder", true,
      "Allow generation of a loop remainder (extra iterations) when unrolling a loop.");
  static final Option<Boolean> RUNTIME = Option.bool("unroll-runtime", true,
      "Unroll loops with run-time trip counts");
  static final Option<Integer> MAX_UPPER_BOUND = Option.unsigned("unroll-max-upperbound", 8,
      "The max of trip count upper bound that is considered in unrolling");
  static final Option<Integer> PRAGMA_THRESHOLD = Option.unsigned("pragma-unroll-threshold", 16 * 1024,
      "Unrolled size limit for loops with an unroll(full) or unroll_count pragma.");
  static final Option<Integer> PEEL_COUNT = Option.unsigned("unroll-peel-count", 0,
      "Set the unroll peeling count, for testing purposes");
  static final Option<Boolean> ALLOW_PEELING = Option.bool("unroll-allow-peeling", true,
      "Allows loops to be peeled when the dynamic trip count is known to be low.");
  static final Option<Integer> PEEL_MAX_COUNT = Option.unsigned("unroll-peel-max-count", 7,
      "Max average trip count which will cause loop peeling.");
  static final Option<Boolean> MULTI_EXIT = Option.bool("unroll-runtime-multi-exit", false,
      "Allow runtime unrolling for loops with multiple exits, when epilog is generated");
  static final Option<Boolean> EPILOG = Option.bool("unroll-runtime-epilog", true,
      "Allow runtime unrolled loops to be unrolled with epilog instead of prolog.");
  static final Option<Boolean> REQUIRED_EPILOG = Option.bool("unroll-required-epilog", false,
      "Unroll at run time with a required epilogue, which runs the last iterations and lets the unrolled "
          + "loop drop every exit whose count is known (Hoist; by default the cost model chooses)");
  static final Option<Integer> FLAT_TRIP_COUNT = Option.unsigned("flat-loop-tripcount-threshold", 5,
      "If the runtime tripcount for the loop is lower than the threshold, the loop is considered as flat and will be "
          + "less aggressively unrolled.");

  static final List<Option<?>> ALL = List.of(THRESHOLD, PARTIAL_THRESHOLD, COUNT, MAX_COUNT, FULL_MAX_COUNT,
      ALLOW_PARTIAL, ALLOW_REMAINDER, RUNTIME, MAX_UPPER_BOUND, PRAGMA_THRESHOLD, PEEL_COUNT, ALLOW_PEELING,
      PEEL_MAX_COUNT, MULTI_EXIT, EPILOG, REQUIRED_EPILOG, FLAT_TRIP_COUNT);

  /** The preferences the command line gives. */
  static UnrollOptions of(Options o) {
    return new UnrollOptions(o.get(THRESHOLD), o.has(PARTIAL_THRESHOLD) ? o.get(PARTIAL_THRESHOLD) : null, o.get(COUNT), o.get(MAX_COUNT),
        o.get(FULL_MAX_COUNT), o.get(ALLOW_PARTIAL), o.get(ALLOW_REMAINDER), o.get(RUNTIME), o.get(MAX_UPPER_BOUND),
        o.get(PRAGMA_THRESHOLD), o.get(PEEL_COUNT), o.get(ALLOW_PEELING), o.get(PEEL_MAX_COUNT),
        o.has(MULTI_EXIT) ? o.get(MULTI_EXIT) : null, o.get(EPILOG),
        o.has(REQUIRED_EPILOG) ? o.get(REQUIRED_EPILOG) : null, o.get(FLAT_TRIP_COUNT));
  }

  /** These preferences with everything but full unrolling off ({@code loop-unroll-full}). */
  UnrollOptions fullOnly() {
    return new UnrollOptions(threshold, partialThreshold, forcedCount, maxCount, fullMaxCount, false, false, false, 0,
        pragmaThreshold, 0, false, peelMaxCount, false, epilog, false, flatTripCount);
  }

  /** The partial and runtime threshold for code the target {@code tti} describes. */
  int partialThreshold(TargetTransformInfo tti) {
    return partialThreshold != null ? partialThreshold : tti.loopBufferSize();
  }

  /** The defaults, as a run without flags sees them. */
  static final UnrollOptions DEFAULT = of(new Options());
}
