package dev.hoist.analysis.freq;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import java.util.OptionalLong;

/**
 * How many iterations a loop makes per entry according to profile data, for cost models (the
 * loop-versioning cost model: a check that runs once per entry pays only over enough iterations).
 *
 * <ul>
 *   <li>{@link #fromLatchWeights} is LLVM 14's {@code getLoopEstimatedTripCount}: for a loop
 *       whose only exit is its latch, {@code round(backedge weight / exit weight) + 1};
 *   <li>{@link #fromFrequencies} works for any loop in a function with an entry count: the
 *       header's frequency over the preheader's, rounded ({@link BlockFrequencyInfo}).
 * </ul>
 */
public final class ProfileTripCount {
  private ProfileTripCount() {}

  public static OptionalLong fromLatchWeights(Loop loop) {
    BasicBlock latch = loop.latch();
    if (latch == null || !(latch.terminator() instanceof BrInst br) || !br.isConditional()) return OptionalLong.empty();
    if (!loop.isExiting(latch)) return OptionalLong.empty();
    for (BasicBlock b : loop.exitingBlocks()) if (b != latch) return OptionalLong.empty();
    long[] w = ProfileData.branchWeights(br, 2);
    if (w == null) return OptionalLong.empty();
    long backedge = w[0], exit = w[1];
    if (br.successor(0) != loop.header()) {
      backedge = w[1];
      exit = w[0];
    }
    if (exit == 0) return OptionalLong.empty();
    return OptionalLong.of((backedge + exit / 2) / exit + 1);
  }

  public static OptionalLong fromFrequencies(Loop loop, BlockFrequencyInfo bfi) {
    BasicBlock ph = loop.preheader();
    if (ph == null || !ProfileData.hasProfileData(loop.header().parent())) return OptionalLong.empty();
    long p = bfi.frequency(ph), h = bfi.frequency(loop.header());
    if (p == 0) return OptionalLong.empty();
    return OptionalLong.of((h + p / 2) / p);
  }
}
