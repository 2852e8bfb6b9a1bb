package dev.hoist.analysis.access;

import dev.hoist.pass.Option;

/**
 * The options of runtime pointer checking, which loop versioning and the loop vectorizer share
 * (LLVM declares them beside its LoopAccessAnalysis): how many overlap checks a loop may need at
 * most, how many comparisons may be spent merging pointers into shared ranges, and whether the
 * vectorizer checks an inner loop's ranges once before the loop around it.
 */
public final class LoopAccessOptions {
  private LoopAccessOptions() {}

  public static final Option<Integer> RUNTIME_CHECK_THRESHOLD = Option.unsigned("runtime-memory-check-threshold", 8,
      "When performing memory disambiguation checks at runtime do not generate more than this number of comparisons");
  public static final Option<Integer> MERGE_THRESHOLD = Option.unsigned("memory-check-merge-threshold", 100,
      "Maximum number of comparisons done when trying to merge runtime memory checks");
  public static final Option<Boolean> HOIST_RUNTIME_CHECKS = Option.bool("hoist-runtime-checks", true,
      "Hoist inner loop runtime memory checks to outer loop if possible");
}
