package dev.hoist.pass;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * What a pass kept valid (LLVM's {@code PreservedAnalyses}): the pass says it, the pass manager
 * acts on it, dropping every cached result the pass did not preserve. {@link #all()} also means
 * "nothing changed".
 *
 * <pre>
 *   return changed ? Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS) : Preserved.all();
 * </pre>
 */
public final class Preserved {
  private static final Preserved ALL = new Preserved(null);
  private static final Preserved NONE = new Preserved(Set.of());

  /** The analyses kept; null for all of them. */
  private final Set<Analysis<?>> kept;

  private Preserved(Set<Analysis<?>> kept) {
    this.kept = kept;
  }

  /** Nothing changed. */
  public static Preserved all() {
    return ALL;
  }

  /** The IR changed and no cached analysis is known to be valid. */
  public static Preserved none() {
    return NONE;
  }

  /** The IR changed; these analyses are still valid. */
  public static Preserved of(Analysis<?>... analyses) {
    Set<Analysis<?>> s = Collections.newSetFromMap(new IdentityHashMap<>());
    Collections.addAll(s, analyses);
    return new Preserved(s);
  }

  /** {@code kept} when the pass {@code changed} something, else {@link #all()}. */
  public static Preserved ifChanged(boolean changed, Preserved kept) {
    return changed ? kept : ALL;
  }

  public boolean isAll() {
    return kept == null;
  }

  public boolean preserves(Analysis<?> a) {
    return kept == null || kept.contains(a);
  }

  /** What both kept: the result of running one pass after the other. */
  public Preserved intersect(Preserved o) {
    if (o.kept == null) return this;
    if (kept == null) return o;
    Set<Analysis<?>> s = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Analysis<?> a : kept) if (o.kept.contains(a)) s.add(a);
    return new Preserved(s);
  }

  /** What either kept: {@code o} adds analyses known to be valid by other means. */
  public Preserved union(Preserved o) {
    if (kept == null || o.kept != null && o.kept.isEmpty()) return this;
    if (o.kept == null || kept.isEmpty()) return o;
    Set<Analysis<?>> s = Collections.newSetFromMap(new IdentityHashMap<>());
    s.addAll(kept);
    s.addAll(o.kept);
    return new Preserved(s);
  }

  @Override
  public String toString() {
    return kept == null ? "all" : kept.toString();
  }
}
