package dev.hoist.analysis.alias;

import dev.hoist.ir.Value;

/**
 * The structural answers of one function's top-level alias queries, kept until the analysis is
 * invalidated (LLVM's BatchAAResults, for the life of the analysis). LICM asks the same pairs
 * again and again: each load and store against every writer of the loop, then again for every
 * enclosing loop and for scalar promotion; on the linked Csmith module of bench/pipeline-time only
 * 75,000 of 265,000 queries were distinct.
 *
 * <p>An open-addressing table keyed by the two pointers (by identity) and the two sizes, in the
 * order asked: the analysis may answer (a, b) and (b, a) by different rules. The metadata-based
 * answers (TBAA, scoped no-alias) are not kept: they are cheap and depend on the accesses, not
 * only on the pointers.
 */
final class AliasResultCache {
  private static final int MIN_CAPACITY = 64;
  private static final int RETAINED_CAPACITY = 4096;
  /** Returned by {@link #get} for a pair not asked yet: outside the range of an int, as codes with negative offsets are negative. */
  static final long MISSING = Long.MIN_VALUE;

  private Value[] as;
  private Value[] bs;
  private long[] sizeAs;
  private long[] sizeBs;
  private int[] results;
  /** Each slot's hash, so that growing does not hash every pair again. */
  private int[] hashes;
  private int size;

  AliasResultCache() {
    allocate(MIN_CAPACITY);
  }

  /** An empty table of {@code capacity} slots (a power of two). */
  private void allocate(int capacity) {
    as = new Value[capacity];
    bs = new Value[capacity];
    sizeAs = new long[capacity];
    sizeBs = new long[capacity];
    results = new int[capacity];
    hashes = new int[capacity];
    size = 0;
  }

  /** The cached {@link AliasCode}, or {@link #MISSING}. */
  long get(Value a, long sa, Value b, long sb) {
    int i = slot(hash(a, sa, b, sb), a, sa, b, sb);
    return as[i] == null ? MISSING : results[i];
  }

  void put(Value a, long sa, Value b, long sb, int result) {
    if (2 * (size + 1) > as.length) grow();
    insert(hash(a, sa, b, sb), a, sa, b, sb, result);
  }

  /**
   * Empties the table. A pass asks about as many pairs after a change as before it, so the table
   * keeps its capacity (up to {@link #RETAINED_CAPACITY} slots) instead of growing again from the
   * smallest.
   */
  void clear() {
    if (size == 0) return;
    if (as.length > RETAINED_CAPACITY) {
      allocate(RETAINED_CAPACITY);
      return;
    }
    java.util.Arrays.fill(as, null);
    java.util.Arrays.fill(bs, null);
    size = 0;
  }

  private void insert(int h, Value a, long sa, Value b, long sb, int result) {
    int i = slot(h, a, sa, b, sb);
    if (as[i] == null) {
      hashes[i] = h;
      as[i] = a;
      bs[i] = b;
      sizeAs[i] = sa;
      sizeBs[i] = sb;
      size++;
    }
    results[i] = result;
  }

  /** The slot holding the pair, or the empty slot where it would go. */
  private int slot(int h, Value a, long sa, Value b, long sb) {
    int mask = as.length - 1;
    int i = h & mask;
    while (as[i] != null && !(as[i] == a && bs[i] == b && sizeAs[i] == sa && sizeBs[i] == sb)) i = (i + 1) & mask;
    return i;
  }

  private void grow() {
    Value[] oa = as, ob = bs;
    long[] osa = sizeAs, osb = sizeBs;
    int[] or = results, oh = hashes;
    allocate(as.length * 2);
    for (int i = 0; i < oa.length; i++) if (oa[i] != null) insert(oh[i], oa[i], osa[i], ob[i], osb[i], or[i]);
  }

  private static int hash(Value a, long sa, Value b, long sb) {
    int h = System.identityHashCode(a) * 0x9E3779B1 + System.identityHashCode(b);
    h = h * 31 + Long.hashCode(sa * 0x9E3779B97F4A7C15L + sb);
    return h ^ (h >>> 16);
  }
}
