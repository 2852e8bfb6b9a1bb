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
  /**
   * The smallest and largest tables kept for reuse ({@link #release}): from 16,384 slots the arrays
   * are large enough that the native image gives each its own fresh memory, faulted in page by page.
   */
  private static final int SPARE_MIN = 1 << 14, SPARE_MAX = 1 << 18;
  /** The arrays of the largest table released on this thread and not reused yet. */
  private static final ThreadLocal<AliasResultCache> SPARE = new ThreadLocal<>();
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

  /** Empty; the arrays are made by the first {@link #put}. */
  AliasResultCache() {}

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
    if (as == null) return MISSING;
    int i = slot(hash(a, sa, b, sb), a, sa, b, sb);
    return as[i] == null ? MISSING : results[i];
  }

  void put(Value a, long sa, Value b, long sb, int result) {
    if (as == null) allocate(MIN_CAPACITY);
    if (2 * (size + 1) > as.length) grow();
    insert(hash(a, sa, b, sb), a, sa, b, sb, result);
  }

  /**
   * Empties the table. A pass asks about as many pairs after a change as before it, so the table
   * keeps its capacity (up to {@link #RETAINED_CAPACITY} slots) instead of growing again from the
   * smallest.
   */
  void clear() {
    if (size == 0 || as == null) return;
    if (as.length > RETAINED_CAPACITY) {
      release();
      allocate(RETAINED_CAPACITY);
      return;
    }
    empty();
  }

  /** Empties the arrays in place (a slot is free when its first pointer is null). */
  private void empty() {
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
    int capacity = as.length * 2;
    AliasResultCache spare = capacity >= SPARE_MIN ? SPARE.get() : null;
    if (spare != null && spare.as.length >= capacity) {
      SPARE.remove();
      takeArrays(spare);
      empty();
    } else {
      allocate(capacity);
    }
    for (int i = 0; i < oa.length; i++) if (oa[i] != null) insert(oh[i], oa[i], osa[i], ob[i], osb[i], or[i]);
  }

  /**
   * Gives the table's arrays up for the next large table on this thread: the analysis that owned
   * it was dropped. The table is empty afterwards, and works on as a new one should a holder of
   * the dropped analysis still ask.
   */
  void release() {
    if (as == null) return;
    int capacity = as.length;
    if (capacity >= SPARE_MIN && capacity <= SPARE_MAX) {
      AliasResultCache spare = SPARE.get();
      if (spare == null || spare.as.length < capacity) {
        spare = new AliasResultCache();
        spare.takeArrays(this);
        SPARE.set(spare);
      }
    }
    as = bs = null;
    sizeAs = sizeBs = null;
    results = hashes = null;
    size = 0;
  }

  private void takeArrays(AliasResultCache o) {
    as = o.as;
    bs = o.bs;
    sizeAs = o.sizeAs;
    sizeBs = o.sizeBs;
    results = o.results;
    hashes = o.hashes;
  }

  private static int hash(Value a, long sa, Value b, long sb) {
    int h = System.identityHashCode(a) * 0x9E3779B1 + System.identityHashCode(b);
    h = h * 31 + Long.hashCode(sa * 0x9E3779B97F4A7C15L + sb);
    return h ^ (h >>> 16);
  }
}
