package dev.hoist.pass;

import dev.hoist.ir.Function;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Caches analysis results per function. Passes do not invalidate: they return what they
 * {@link Preserved}, and the pass manager that ran them calls {@link #invalidate(Function, Preserved)};
 * everything else is recomputed on next request. Safe for use from several threads
 * as long as each function is worked on by one thread at a time: the per-function maps are only
 * touched by that thread, and the outer map is concurrent (functions do not override equals, so
 * it is keyed by identity).
 */
public final class AnalysisManager {
  private final Map<Function, Map<Analysis<?>, Object>> cache = new ConcurrentHashMap<>();
  private final PassTimers timers; // null unless -time-passes

  public AnalysisManager() {
    this(null);
  }

  public AnalysisManager(PassTimers timers) {
    this.timers = timers;
  }

  public <T> T get(Function f, Analysis<T> a) {
    Map<Analysis<?>, Object> m = cache.computeIfAbsent(f, k -> new IdentityHashMap<>());
    @SuppressWarnings("unchecked")
    T r = (T) m.get(a);
    if (r == null) {
      if (timers != null) timers.start(a.llvmName());
      try {
        r = a.compute(f, this);
      } finally {
        if (timers != null) timers.stop();
      }
      m.put(a, r);
    }
    return r;
  }

  /** The cached result, or null when not computed (or invalidated). */
  public <T> T getCached(Function f, Analysis<T> a) {
    Map<Analysis<?>, Object> m = cache.get(f);
    @SuppressWarnings("unchecked")
    T r = m == null ? null : (T) m.get(a);
    return r;
  }

  /**
   * Records {@code result} as {@code a}'s for {@code f}, known by other means than computing it
   * (a fact a pass established); dropped like any result when a pass does not preserve it.
   */
  public <T> void put(Function f, Analysis<T> a, T result) {
    cache.computeIfAbsent(f, k -> new IdentityHashMap<>()).put(a, result);
  }

  /**
   * The first of {@code f}'s cached results, of the analyses named in {@code names}, that differs
   * from one computed afresh, with what differs; null when none does.
   */
  public String staleResult(Function f, java.util.Set<String> names) {
    Map<Analysis<?>, Object> m = cache.get(f);
    if (m == null) return null;
    for (Map.Entry<Analysis<?>, Object> e : m.entrySet()) {
      if (!names.contains(e.getKey().name())) continue;
      String d = difference(e.getKey(), e.getValue(), f);
      if (d != null) return e.getKey().llvmName() + ": " + d;
    }
    return null;
  }

  @SuppressWarnings("unchecked")
  private static <T> String difference(Analysis<T> a, Object result, Function f) {
    return a.difference((T) result, f);
  }

  /** Drops every result for {@code f} except those {@code preserved}. */
  public void invalidate(Function f, Preserved preserved) {
    if (preserved.isAll()) return;
    Map<Analysis<?>, Object> m = cache.get(f);
    if (m == null) return;
    m.entrySet().removeIf(e -> {
      if (preserved.preserves(e.getKey())) return false;
      drop(e.getKey(), e.getValue());
      return true;
    });
  }

  /** Drops every result of every function. */
  public void clear() {
    for (Map<Analysis<?>, Object> m : cache.values()) m.forEach(AnalysisManager::drop);
    cache.clear();
  }

  @SuppressWarnings("unchecked")
  private static <T> void drop(Analysis<T> a, Object result) {
    a.dropped((T) result);
  }
}
