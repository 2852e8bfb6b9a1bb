package dev.hoist.analysis.freq;

/**
 * Mass flowing through a loop body or function: a 64-bit fixed-point fraction of one entry,
 * with {@code UINT64_MAX} standing for a whole entry (LLVM's {@code bfi_detail::BlockMass}).
 * Additions and subtractions saturate instead of wrapping. Masses are plain {@code long}s
 * (unsigned); these are the operations on them.
 */
final class BlockMass {
  private BlockMass() {}

  static final long FULL = -1L;
  static final long EMPTY = 0L;

  static long add(long a, long b) {
    long s = a + b;
    return Long.compareUnsigned(s, a) < 0 ? FULL : s;
  }

  static long subtract(long a, long b) {
    long d = a - b;
    return Long.compareUnsigned(d, a) > 0 ? EMPTY : d;
  }

  static long times(long mass, BranchProbability p) {
    return p.scale(mass);
  }

  /** The mass as a number in [0, 1]: full is exactly 1, anything else (m + 1) / 2^64. */
  static ScaledNumber toScaled(long mass) {
    if (mass == FULL) return ScaledNumber.ONE;
    return new ScaledNumber(mass + 1, -64);
  }
}
