package dev.hoist.transform.flatten;

import dev.hoist.ir.Instruction;
import dev.hoist.ir.print.InstructionText;
import dev.hoist.ir.print.LocalNames;
import java.util.function.Supplier;

/**
 * Thrown by the analysis of a nest when it finds that the nest cannot be flattened: the
 * {@link Rejection} and the figures or the instruction that go with it. Caught by the pass, which
 * reports it before the IR changes. The detail is spelled only when a remark or the trace asks for
 * it: naming or printing an instruction numbers its whole function, and most nests are rejected.
 */
final class Rejected extends Exception {
  final Rejection why;
  private final Supplier<String> detail;

  private Rejected(Rejection why, Supplier<String> detail) {
    super(why.message(), null, false, false);
    this.why = why;
    this.detail = detail;
  }

  Rejected(Rejection why, String detail) {
    this(why, () -> detail);
  }

  Rejected(Rejection why) {
    this(why, "");
  }

  /** Rejected for {@code why} about {@code i}, spelled {@code %name} ({@code %N} when unnamed) after {@code prefix}. */
  static Rejected naming(Rejection why, String prefix, Instruction i) {
    return new Rejected(why, () -> prefix + new LocalNames(i.function()).of(i));
  }

  /** Rejected for {@code why} about {@code i}, printed whole, then {@code suffix}. */
  static Rejected printing(Rejection why, Instruction i, String suffix) {
    return new Rejected(why, () -> InstructionText.of(i) + suffix);
  }

  /** The figures or the instruction that go with {@link #why}, or "". */
  String detail() {
    return detail.get();
  }
}
