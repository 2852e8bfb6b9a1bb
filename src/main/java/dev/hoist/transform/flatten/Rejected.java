package dev.hoist.transform.flatten;

/**
 * Thrown by the analysis of a nest when it finds that the nest cannot be flattened: the
 * {@link Rejection} and the figures or the instruction that go with it. Caught by the pass, which
 * reports it.
 */
final class Rejected extends Exception {
  final Rejection why;
  final String detail;

  Rejected(Rejection why, String detail) {
    super(why.message(), null, false, false);
    this.why = why;
    this.detail = detail;
  }

  Rejected(Rejection why) {
    this(why, "");
  }
}
