package dev.hoist.transform.flatten;

import dev.hoist.ir.Instruction;
import dev.hoist.ir.print.LocalNames;

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

  /** {@code %name}, or {@code %N} for an unnamed value, as the function's text spells it. */
  static String nameOf(Instruction i) {
    return new LocalNames(i.function()).of(i);
  }
}
