package dev.hoist.ir.bitcode;

/**
 * A small direct-mapped cache from objects (by identity) to non-negative ids, for one thread: the
 * types and globals a body names are few and named again and again, and one slot compared costs
 * less than a search of the module's maps, which are large enough to miss the processor's caches.
 */
final class IdCache {
  private final Object[] keys;
  private final int[] ids;

  IdCache() {
    this(64);
  }

  /** A cache of {@code slots} slots, a power of two. */
  IdCache(int slots) {
    keys = new Object[slots];
    ids = new int[slots];
  }

  /** The id cached for {@code k}, or -1. */
  int get(Object k) {
    int s = System.identityHashCode(k) & (keys.length - 1);
    return keys[s] == k ? ids[s] : -1;
  }

  /** Caches {@code id} for {@code k}, in place of whatever shared its slot; returns {@code id}. */
  int put(Object k, int id) {
    int s = System.identityHashCode(k) & (keys.length - 1);
    keys[s] = k;
    ids[s] = id;
    return id;
  }
}
