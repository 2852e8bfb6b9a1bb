package dev.hoist.transform.sink;

import dev.hoist.pass.Option;
import dev.hoist.pass.Options;
import java.util.List;

/**
 * LLVM's LoopSink flags: {@code -sink-freq-percent-threshold} (default 90) taxes sinking into
 * several blocks, whose summed frequency is divided by this percentage before it is compared with
 * the preheader's; {@code -max-uses-for-sinking} (default 30) caps the number of user blocks
 * considered, since placement is O(user blocks x cold blocks).
 */
record LoopSinkOptions(int freqPercentThreshold, int maxUseBlocks) {
  static final Option<Integer> FREQ_PERCENT_THRESHOLD = Option.unsigned("sink-freq-percent-threshold", 90,
      "Do not sink instructions that require cloning unless they execute less than this percent of the time.")
      .accepting(p -> p > 0 && p <= 100, "must be in 1..100");
  static final Option<Integer> MAX_USES = Option.unsigned("max-uses-for-sinking", 30,
      "Do not sink instructions that have too many uses.");
  static final List<Option<?>> OPTIONS = List.of(FREQ_PERCENT_THRESHOLD, MAX_USES);

  static LoopSinkOptions from(Options o) {
    return new LoopSinkOptions(o.get(FREQ_PERCENT_THRESHOLD), o.get(MAX_USES));
  }
}
