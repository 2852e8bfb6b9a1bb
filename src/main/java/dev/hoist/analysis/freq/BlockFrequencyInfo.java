package dev.hoist.analysis.freq;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Cfg;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.pass.Analysis;
import java.math.BigInteger;
import java.util.OptionalLong;

/**
 * How often each block runs relative to the function entry (LLVM's {@code BlockFrequencyInfo}),
 * computed by {@link MassPropagation} from {@link BranchProbabilityInfo}. Integer frequencies
 * are what LoopSink compares; with an entry count ({@code !prof function_entry_count}) they also
 * give estimated execution counts. Unreachable blocks have frequency 0.
 */
public final class BlockFrequencyInfo {
  public static final Analysis<BlockFrequencyInfo> KEY = Analysis.of("block-freq", (f, am) ->
      new BlockFrequencyInfo(f, am.get(f, Analyses.CFG), am.get(f, BranchProbabilityInfo.KEY), am.get(f, Analyses.LOOPS)));
  /** Frequencies from {@link BranchProbabilityInfo#WITH_EXPECT}: what {@code llvm.expect} says counts. */
  public static final Analysis<BlockFrequencyInfo> WITH_EXPECT = Analysis.of("block-freq-expect", (f, am) ->
      new BlockFrequencyInfo(f, am.get(f, Analyses.CFG), am.get(f, BranchProbabilityInfo.WITH_EXPECT), am.get(f, Analyses.LOOPS)));

  private final Function function;
  private final MassPropagation mp;

  BlockFrequencyInfo(Function f, Cfg cfg, BranchProbabilityInfo bpi, dev.hoist.analysis.LoopInfo li) {
    this.function = f;
    this.mp = new MassPropagation(cfg, li, bpi);
  }

  /** The integer frequency of {@code b} (entry is at least 8), 0 when unreachable. */
  public long frequency(BasicBlock b) {
    int n = mp.node(b);
    return n < 0 ? 0 : mp.intFreq[n];
  }

  /** The frequency relative to the entry block's 1.0. */
  public ScaledNumber relativeFrequency(BasicBlock b) {
    int n = mp.node(b);
    return n < 0 ? ScaledNumber.ZERO : mp.freq[n];
  }

  public long entryFrequency() {
    return mp.intFreq.length == 0 ? 0 : mp.intFreq[0];
  }

  /** Whether part of the CFG was irreducible, where frequencies are approximate (see {@link MassPropagation}). */
  public boolean approximated() {
    return mp.droppedIrreducible;
  }

  /** Estimated executions of {@code b}: entry count * freq / entry freq, rounded (getBlockProfileCount). */
  public OptionalLong profileCount(BasicBlock b) {
    OptionalLong entry = ProfileData.entryCount(function);
    if (entry.isEmpty() || entryFrequency() == 0) return OptionalLong.empty();
    BigInteger count = new BigInteger(Long.toUnsignedString(entry.getAsLong()))
        .multiply(new BigInteger(Long.toUnsignedString(frequency(b))));
    BigInteger ef = new BigInteger(Long.toUnsignedString(entryFrequency()));
    count = count.add(ef.shiftRight(1)).divide(ef);
    return OptionalLong.of(count.bitLength() > 64 ? -1L : count.longValue());
  }

  /** opt's {@code print<block-freq>} text for this function (without the "Printing analysis" line). */
  public String print() {
    StringBuilder sb = new StringBuilder("block-frequency-info: ").append(function.name()).append('\n');
    for (BasicBlock b : function.blocks()) {
      sb.append(" - ").append(FreqNames.of(b)).append(": float = ").append(relativeFrequency(b).toString(5))
          .append(", int = ").append(Long.toUnsignedString(frequency(b)));
      OptionalLong c = profileCount(b);
      if (c.isPresent()) sb.append(", count = ").append(Long.toUnsignedString(c.getAsLong()));
      sb.append('\n');
    }
    return sb.append('\n').toString();
  }
}
