package dev.hoist.analysis.freq;

import java.util.ArrayList;
import java.util.List;

/**
 * How one block's mass is split among its successors (LLVM's {@code bfi_detail::Distribution}):
 * weighted targets, each a local successor, a backedge to the loop header being computed, an
 * exit from that loop, or (Hoist only) an irreducible edge whose share is dropped. Before use the
 * weights are combined per target and scaled so that their total fits in 32 bits.
 */
final class Distribution {
  enum Kind { LOCAL, BACKEDGE, EXIT, DROPPED }

  static final class Weight {
    final Kind kind;
    final int target;
    long amount;

    Weight(Kind kind, int target, long amount) {
      this.kind = kind;
      this.target = target;
      this.amount = amount;
    }
  }

  final List<Weight> weights = new ArrayList<>();
  long total;
  private boolean overflowed;

  void add(int target, long amount, Kind kind) {
    long t = total + amount;
    overflowed |= Long.compareUnsigned(t, total) < 0;
    total = t;
    weights.add(new Weight(kind, target, amount));
  }

  /** Combines weights to the same target (sorted by target) and scales the total under 2^32. */
  void normalize() {
    if (weights.isEmpty()) return;
    if (weights.size() > 1) combine();
    if (weights.size() == 1) {
      total = 1;
      weights.get(0).amount = 1;
      return;
    }
    int shift = 0;
    if (overflowed) shift = 33;
    else if (Long.compareUnsigned(total, 0xffffffffL) > 0) shift = 33 - Long.numberOfLeadingZeros(total);
    if (shift == 0) return;
    total = 0;
    for (Weight w : weights) {
      w.amount = Math.max(1L, shiftRightAndRound(w.amount, shift));
      total += w.amount;
    }
  }

  private static long shiftRightAndRound(long n, int shift) {
    return (n >>> shift) + ((n >>> (shift - 1)) & 1);
  }

  private void combine() {
    weights.sort((a, b) -> Integer.compare(a.target, b.target));
    List<Weight> out = new ArrayList<>();
    for (Weight w : weights) {
      Weight last = out.isEmpty() ? null : out.get(out.size() - 1);
      if (last != null && last.target == w.target) {
        long s = last.amount + w.amount;
        last.amount = Long.compareUnsigned(s, last.amount) < 0 ? -1L : s;
      } else {
        out.add(new Weight(w.kind, w.target, w.amount));
      }
    }
    weights.clear();
    weights.addAll(out);
  }
}
