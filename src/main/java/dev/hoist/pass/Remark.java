package dev.hoist.pass;

import dev.hoist.ir.Instruction;
import java.util.List;

/**
 * An optimization remark, as LLVM's: which pass, a short name ({@code Hoisted},
 * {@code LoadWithLoopInvariantAddressInvalidated}), passed/missed/analysis, where (function and
 * debug location) and a message made of arguments. An argument has a key ({@code String},
 * {@code Inst}, {@code NumChecks}...) and a value; the text form concatenates the values.
 *
 * <p>The rest is for reports, and never printed or serialized: {@code at} is the instruction the
 * remark was emitted at (null when unknown), so that a report can point at it even without debug
 * locations; {@code effect} says what the transform did; {@code aboutLoop} says the remark is
 * about the loop whose start {@code at} is, not about that instruction (versioning, vectorizing);
 * {@code created} holds what the transform made in the instruction's place (the copies LICM sinks
 * into the exit blocks), so that a report can show the result without searching for it.
 */
public record Remark(String pass, String name, Kind kind, String function, DebugLoc loc, List<Arg> args,
    Instruction at, Effect effect, boolean aboutLoop, List<Instruction> created) {
  /** A remark not tied to an instruction object. */
  public Remark(String pass, String name, Kind kind, String function, DebugLoc loc, List<Arg> args) {
    this(pass, name, kind, function, loc, args, null, kind == Kind.PASSED ? Effect.CHANGED : Effect.NONE, false, List.of());
  }

  /** What a remark's transform did to its instruction or loop. */
  public enum Effect {
    /** A missed or analysis remark: nothing was done. */
    NONE,
    /** Moved out of its loop, to the preheader. */
    HOISTED,
    /** Moved out of its loop to the exits, or into colder blocks. */
    SUNK,
    /** A memory location kept in a register through the loop. */
    PROMOTED,
    /** The loop was versioned. */
    VERSIONED,
    /** Any other change. */
    CHANGED
  }

  public enum Kind {
    PASSED("Passed"), MISSED("Missed"), ANALYSIS("Analysis"),
    /** A transformation the source asked for that no pass made: always printed, as a warning (LLVM's optimization failure). */
    FAILURE("Failure");

    private final String yamlTag;

    Kind(String yamlTag) {
      this.yamlTag = yamlTag;
    }

    public String yamlTag() {
      return yamlTag;
    }
  }

  /** A source position; {@code file} null when unknown (printed {@code <unknown>:0:0}). */
  public record DebugLoc(String file, int line, int column) {
    public static final DebugLoc UNKNOWN = new DebugLoc(null, 0, 0);
  }

  /** One piece of the message; an instruction argument carries its own location, as in LLVM. */
  public record Arg(String key, String value, DebugLoc loc) {
    public Arg(String key, String value) {
      this(key, value, DebugLoc.UNKNOWN);
    }
  }

  /** The message: the argument values run together. */
  public String message() {
    StringBuilder sb = new StringBuilder();
    for (Arg a : args) sb.append(a.value());
    return sb.toString();
  }

  /** opt's text form: {@code remark: file:line:col: message}. */
  public String text() {
    String where = loc.file() == null ? "<unknown>:0:0" : loc.file() + ":" + loc.line() + ":" + loc.column();
    return (kind == Kind.FAILURE ? "warning: " : "remark: ") + where + ": " + message();
  }
}
