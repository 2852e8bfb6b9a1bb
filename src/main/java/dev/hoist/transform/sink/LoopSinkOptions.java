package dev.hoist.transform.sink;

import dev.hoist.pass.Options;

/**
 * LLVM's LoopSink flags: {@code -sink-freq-percent-threshold} (default 90) taxes sinking into
 * several blocks, whose summed frequency is divided by this percentage before it is compared with
 * the preheader's; {@code -max-uses-for-sinking} (default 30) caps the number of user blocks
 * considered, since placement is O(user blocks x cold blocks).
 */
record LoopSinkOptions(int freqPercentThreshold, int maxUseBlocks) {
  static LoopSinkOptions from(Options o) {
    int pct = o.getInt("sink-freq-percent-threshold", 90);
    if (pct <= 0 || pct > 100) throw new IllegalArgumentException("-sink-freq-percent-threshold must be in 1..100, not " + pct);
    return new LoopSinkOptions(pct, o.getInt("max-uses-for-sinking", 30));
  }
}
