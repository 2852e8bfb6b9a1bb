package dev.hoist.transform.sink;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.freq.BlockFrequencyInfo;
import dev.hoist.analysis.freq.BranchProbability;
import dev.hoist.ir.BasicBlock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The blocks of one loop that run less often than its preheader, coldest first, and the choice of
 * where a preheader instruction should go (LLVM's {@code findBBsToSinkInto}):
 *
 * <pre>
 *   start with the blocks that use the value;
 *   for each cold block C, coldest first:
 *     D = chosen blocks that C dominates
 *     if freq(D) (taxed when |D| &gt; 1) &gt; freq(C): replace D by C
 *   give up if the result (taxed) is above the preheader's frequency
 * </pre>
 *
 * "Taxed" divides a sum over several blocks by {@code -sink-freq-percent-threshold}% since every
 * extra block is an extra copy of the instruction.
 */
final class ColdBlocks {
  private final Loop loop;
  private final DominatorTree dt;
  private final BlockFrequencyInfo bfi;
  private final BranchProbability tax;
  final long preheaderFreq;
  /** Colder than the preheader, stable-sorted by frequency. */
  final List<BasicBlock> coldest = new ArrayList<>();
  /** Position of each cold block in the loop's block order, which orders the copies. */
  final Map<BasicBlock, Integer> number = new HashMap<>();

  ColdBlocks(Loop loop, DominatorTree dt, BlockFrequencyInfo bfi, int percentThreshold) {
    this.loop = loop;
    this.dt = dt;
    this.bfi = bfi;
    this.tax = BranchProbability.of(percentThreshold, 100);
    this.preheaderFreq = bfi.frequency(loop.preheader());
    int k = 0;
    for (BasicBlock b : loop.blocks()) {
      if (Long.compareUnsigned(bfi.frequency(b), preheaderFreq) < 0) {
        coldest.add(b);
        number.put(b, ++k);
      }
    }
    coldest.sort((a, b) -> Long.compareUnsigned(bfi.frequency(a), bfi.frequency(b)));
  }

  /** Whether some loop block runs no more often than the preheader (otherwise nothing can pay). */
  boolean anyNotHotter() {
    for (BasicBlock b : loop.blocks()) if (Long.compareUnsigned(bfi.frequency(b), preheaderFreq) <= 0) return true;
    return false;
  }

  /** Summed frequency of {@code blocks}, taxed when there is more than one. */
  long adjustedSum(Collection<BasicBlock> blocks) {
    long t = 0;
    for (BasicBlock b : blocks) {
      long s = t + bfi.frequency(b);
      t = Long.compareUnsigned(s, t) < 0 ? -1L : s;
    }
    return blocks.size() > 1 ? tax.scaleByInverse(t) : t;
  }

  /** Where copies should go so that every use block is dominated by one; empty when sinking does not pay. */
  Set<BasicBlock> placement(Set<BasicBlock> useBlocks) {
    Set<BasicBlock> chosen = new LinkedHashSet<>(useBlocks);
    if (chosen.isEmpty()) return chosen;
    for (BasicBlock c : coldest) {
      List<BasicBlock> dominated = new ArrayList<>();
      for (BasicBlock s : chosen) if (dt.dominates(c, s)) dominated.add(s);
      if (dominated.isEmpty()) continue;
      if (Long.compareUnsigned(adjustedSum(dominated), bfi.frequency(c)) > 0) {
        dominated.forEach(chosen::remove);
        chosen.add(c);
      }
    }
    for (BasicBlock b : chosen) {
      if (b.firstInsertionPoint() == null) return new LinkedHashSet<>();
    }
    if (Long.compareUnsigned(adjustedSum(chosen), preheaderFreq) > 0) return new LinkedHashSet<>();
    return chosen;
  }
}
