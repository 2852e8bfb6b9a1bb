package dev.hoist.pass;

import dev.hoist.ir.Function;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Caches analysis results per function. A transform that changes a function calls
 * {@link #invalidate(Function, Set)} with the analyses it kept up to date ({@link #preserveNone}
 * when unsure); everything else is recomputed on next request. Safe for use from several threads
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
      if (timers != null) timers.start(LlvmNames.of(a.name()));
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

  /** Drops every result for {@code f} except those in {@code preserved}. */
  public void invalidate(Function f, Set<Analysis<?>> preserved) {
    Map<Analysis<?>, Object> m = cache.get(f);
    if (m == null) return;
    m.keySet().removeIf(a -> !preserved.contains(a));
  }

  public static final Set<Analysis<?>> NONE = Set.of();

  public void preserveNone(Function f) {
    invalidate(f, NONE);
  }

  public void clear() {
    cache.clear();
  }
}
