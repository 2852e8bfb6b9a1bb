package dev.hoist.transform.versioning;

import dev.hoist.analysis.access.PointerGroup;
import dev.hoist.analysis.access.RuntimeChecks;
import java.util.List;

/**
 * What versioning one loop will do, once it has been found legal and worth it.
 *
 * @param checks the pointer groups that take part in checks and the pairs tested for non-overlap
 * @param freed invariant accesses (or promotable locations) the checks free
 * @param stuck invariant accesses that stay blocked whatever the checks
 * @param cyclesPerIteration the estimated cost of the work that leaves the loop in the fast version
 * @param tripCount the iterations assumed by the cost model
 * @param tripCountSource where {@code tripCount} comes from: "exact", "profile", "max" or "assumed"
 */
record Plan(RuntimeChecks checks, int freed, int stuck, long cyclesPerIteration, long tripCount, String tripCountSource) {

  /** The pointer groups that take part in checks. */
  List<PointerGroup> groups() {
    return checks.groups();
  }

  /** The checks: indices into {@link #groups()}, each pair tested for non-overlap. */
  List<int[]> pairs() {
    return checks.pairs();
  }

  int numChecks() {
    return checks.numChecks();
  }

  int invariantPercent() {
    return freed + stuck == 0 ? 0 : freed * 100 / (freed + stuck);
  }
}
