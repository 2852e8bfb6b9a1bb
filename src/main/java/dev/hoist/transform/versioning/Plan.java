package dev.hoist.transform.versioning;

import java.util.List;

/**
 * What versioning one loop will do, once it has been found legal and worth it.
 *
 * @param groups the pointer groups that take part in checks
 * @param pairs the checks: indices into {@code groups}, each pair tested for non-overlap
 * @param freed invariant accesses (or promotable locations) the checks free
 * @param stuck invariant accesses that stay blocked whatever the checks
 * @param cyclesPerIteration the estimated cost of the work that leaves the loop in the fast version
 * @param tripCount the iterations assumed by the cost model
 * @param tripCountSource where {@code tripCount} comes from: "exact", "profile", "max" or "assumed"
 */
record Plan(List<PointerGroup> groups, List<int[]> pairs, int freed, int stuck, long cyclesPerIteration,
    long tripCount, String tripCountSource) {

  int numChecks() {
    return pairs.size();
  }

  int invariantPercent() {
    return freed + stuck == 0 ? 0 : freed * 100 / (freed + stuck);
  }
}
