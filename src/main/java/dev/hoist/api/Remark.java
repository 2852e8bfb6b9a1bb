package dev.hoist.api;

import java.util.List;

/**
 * What a pass said about one decision, as LLVM's optimization remarks: which pass ({@code licm}),
 * the remark's name ({@code Hoisted}, {@code LoadWithLoopInvariantAddressInvalidated}), whether it
 * is about something done, not done, or an analysis, where, and the message.
 *
 * @param pass the pass that emitted it
 * @param name the remark's short name, stable across versions (tests may match on it)
 * @param kind done, not done, or analysis
 * @param function the function it is about, without {@code @}; empty when the pass did not say
 * @param file the source file of the instruction's debug location, or null without one
 * @param line the source line, 0 without a location
 * @param column the source column, 0 without a location
 * @param message the text, as {@code -pass-remarks} prints it after {@code remark: file:line:col: }
 * @param args the message's named values ({@code Inst} → {@code load}, a versioning pass's checks...), in order
 */
public record Remark(String pass, String name, Kind kind, String function, String file, int line, int column,
    String message, List<Arg> args) {

  /** LLVM's three remark kinds. */
  public enum Kind {
    /** Something was done ({@code -pass-remarks}). */
    PASSED,
    /** Something was considered and not done, with the reason ({@code -pass-remarks-missed}). */
    MISSED,
    /** A fact an analysis found ({@code -pass-remarks-analysis}). */
    ANALYSIS,
    /** A transformation the source asked for (loop metadata) that was not made; always printed, as a warning. */
    FAILURE
  }

  /** One named value of the message. */
  public record Arg(String key, String value) {}

  static Remark of(dev.hoist.pass.Remark r) {
    Kind kind = switch (r.kind()) {
      case PASSED -> Kind.PASSED;
      case MISSED -> Kind.MISSED;
      case ANALYSIS -> Kind.ANALYSIS;
      case FAILURE -> Kind.FAILURE;
    };
    List<Arg> args = r.args().stream().filter(a -> !a.key().equals("String")).map(a -> new Arg(a.key(), a.value())).toList();
    return new Remark(r.pass(), r.name(), kind, r.function(), r.loc().file(), r.loc().line(), r.loc().column(), r.message(),
        args);
  }

  /** {@code PASSED licm Hoisted @f: hoisting mul}. */
  @Override
  public String toString() {
    return kind + " " + pass + " " + name + " @" + function + ": " + message;
  }
}
