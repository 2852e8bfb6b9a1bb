package dev.hoist.report;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;

/**
 * What scalar evolution knows about how often a loop runs: the exact backedge-taken count as an
 * expression ({@code (-1 + %n)}), the trip count when it is a small constant, and a constant bound.
 *
 * @param backedgeTaken LLVM's text of the exact backedge-taken count, or null when unknown
 * @param constant the trip count when constant (LLVM's getSmallConstantTripCount), else 0
 * @param max a constant bound on the trip count, else 0
 */
record TripCount(String backedgeTaken, long constant, long max) {
  static final TripCount UNKNOWN = new TripCount(null, 0, 0);

  static TripCount of(ScalarEvolution se, Loop l) {
    try {
      Scev be = se.backedgeTakenCount(l);
      String text = se.isCouldNotCompute(be) ? null : se.text(be);
      return new TripCount(text, se.constantTripCount(l), se.maxTripCount(l));
    } catch (RuntimeException e) {
      // The report must not fail because an analysis did; the count is then simply unknown.
      return UNKNOWN;
    }
  }

  /** One line for people: {@code 100}, {@code %n (backedge taken (-1 + %n) times)}, or {@code unknown}. */
  String describe() {
    if (constant > 0) return Long.toString(constant);
    StringBuilder sb = new StringBuilder();
    if (backedgeTaken != null) sb.append("backedge taken ").append(backedgeTaken).append(" times");
    else sb.append("unknown");
    if (max > 0) sb.append(", at most ").append(max);
    return sb.toString();
  }
}
