package dev.hoist.transform.flatten;

import dev.hoist.pass.Option;
import dev.hoist.pass.Options;
import java.util.List;

/**
 * The flags of {@code loop-flatten}, LLVM's names and defaults.
 *
 * @param costThreshold {@code -loop-flatten-cost-threshold} (2): the most that the instructions
 *     of the outer loop that stay between the loops may cost, since flattening runs them on every
 *     inner iteration instead of once per outer one
 * @param assumeNoOverflow {@code -loop-flatten-assume-no-overflow} (false): take it that the
 *     product of the two trip counts fits the counter's type (for testing)
 * @param widenIv {@code -loop-flatten-widen-iv} (true): count the flattened loop in a type twice
 *     as wide as the loops' counters, where the product cannot overflow
 * @param versionLoops {@code -loop-flatten-version-loops} (true): when the product may
 *     overflow, version the nest: a runtime check that it does not chooses the flattened loop,
 *     the original nest runs otherwise
 */
public record FlattenOptions(int costThreshold, boolean assumeNoOverflow, boolean widenIv, boolean versionLoops) {
  static final Option<Integer> COST_THRESHOLD = Option.unsigned("loop-flatten-cost-threshold", 2,
      "Limit on the cost of instructions that can be repeated due to loop flattening");
  static final Option<Boolean> ASSUME_NO_OVERFLOW = Option.bool("loop-flatten-assume-no-overflow", false,
      "Assume that the product of the two iteration trip counts will never overflow");
  static final Option<Boolean> WIDEN_IV = Option.bool("loop-flatten-widen-iv", true,
      "Widen the loop induction variables, if possible, so overflow checks won't reject flattening");
  static final Option<Boolean> VERSION_LOOPS = Option.bool("loop-flatten-version-loops", true,
      "Version loops if flattened loop could overflow");

  static final List<Option<?>> OPTIONS = List.of(COST_THRESHOLD, ASSUME_NO_OVERFLOW, WIDEN_IV, VERSION_LOOPS);

  public static final FlattenOptions DEFAULT = new FlattenOptions(2, false, true, true);

  public static FlattenOptions from(Options o) {
    return new FlattenOptions(o.get(COST_THRESHOLD), o.get(ASSUME_NO_OVERFLOW), o.get(WIDEN_IV), o.get(VERSION_LOOPS));
  }
}
