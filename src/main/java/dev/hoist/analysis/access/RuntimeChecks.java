package dev.hoist.analysis.access;

import java.util.List;

/**
 * The runtime checks that keep a loop's pointer groups apart: which groups take part (each with
 * its range) and which pairs of them are tested for overlap.
 *
 * @param groups the groups that take part in checks, in the order their bounds are computed
 * @param pairs indices into {@code groups}; each pair is tested with
 *     {@code end[a] <= start[b] || end[b] <= start[a]}
 */
public record RuntimeChecks(List<PointerGroup> groups, List<int[]> pairs) {
  public int numChecks() {
    return pairs.size();
  }
}
