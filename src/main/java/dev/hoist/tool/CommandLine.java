package dev.hoist.tool;

import dev.hoist.pass.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * opt-style arguments: single-dash long options ({@code -passes=licm}, {@code -S}, {@code -o f}),
 * with {@code --} accepted too. Options that passes read are kept in {@link Options}; unknown
 * ones are an error, as in opt.
 */
final class CommandLine {
  /** Options whose value is the next argument when not given with '='. */
  private static final Set<String> WITH_VALUE = Set.of("o", "j", "passes", "pass-remarks-output", "report");
  /** Boolean or valued options accepted and passed on to the passes. */
  static final Set<String> PASS_OPTIONS = Set.of(
      "disable-memory-promotion", "enable-loop-versioning-licm", "licm-versioning-invariant-threshold",
      "licm-versioning-max-depth-threshold", "runtime-memory-check-threshold", "memory-check-merge-threshold",
      "loop-flatten-version-loops", "loop-version-annotate-no-alias", "hoist-runtime-checks",
      "disable-licm-promotion", "licm-max-num-uses-traversed", "licm-max-memory-accesses", "stats", "debug-only", "pass-remarks",
      "pass-remarks-missed", "pass-remarks-analysis", "pass-remarks-output", "report", "time-passes", "print-after-all",
      "print-after", "print-before", "print-before-all", "opaque-pointers", "disable-verify", "verify-each", "aa-pipeline",
      "print-all-alias-modref-info", "evaluate-aa-metadata", "sink-freq-percent-threshold", "max-uses-for-sinking",
      "force-versioning-invariant-threshold", "licm-versioning-ignore-cost", "vectorize-loops", "force-vector-width");

  /** Pass options with a whole-number value (LLVM's cl::opt<unsigned> or <int>). */
  private static final Set<String> INT_OPTIONS = Set.of(
      "licm-versioning-invariant-threshold", "licm-versioning-max-depth-threshold", "runtime-memory-check-threshold",
      "memory-check-merge-threshold", "licm-max-num-uses-traversed", "licm-max-memory-accesses",
      "sink-freq-percent-threshold", "max-uses-for-sinking", "force-versioning-invariant-threshold", "force-vector-width");
  /** Pass options that are on or off (LLVM's cl::opt<bool>). */
  private static final Set<String> BOOL_OPTIONS = Set.of(
      "disable-memory-promotion", "enable-loop-versioning-licm", "loop-flatten-version-loops",
      "loop-version-annotate-no-alias", "hoist-runtime-checks", "disable-licm-promotion", "stats", "time-passes",
      "print-after-all", "print-before-all", "opaque-pointers", "disable-verify", "verify-each",
      "print-all-alias-modref-info", "evaluate-aa-metadata", "licm-versioning-ignore-cost", "vectorize-loops");

  String passes; // null: default pipeline
  String output; // -o
  boolean textOutput;
  /** -emit-bitcode: bitcode for every input of a batch (a single input without -S is bitcode anyway). */
  boolean bitcodeOutput;
  /** -f: write bitcode to a terminal all the same (opt's -f). */
  boolean force;
  boolean disableOutput;
  boolean disableVerify;
  boolean help;
  boolean version;
  int jobs = Runtime.getRuntime().availableProcessors();
  final List<String> inputs = new ArrayList<>();
  final Options options = new Options();

  static CommandLine parse(String[] args) {
    CommandLine c = new CommandLine();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("-") || !a.startsWith("-")) {
        c.inputs.add(a);
        continue;
      }
      String body = a.startsWith("--") ? a.substring(2) : a.substring(1);
      String name = body;
      String value = null;
      int eq = body.indexOf('=');
      if (eq >= 0) {
        name = body.substring(0, eq);
        value = body.substring(eq + 1);
      }
      if (WITH_VALUE.contains(name) && value == null) {
        if (i + 1 >= args.length) throw new UsageError("option '-" + name + "' requires a value");
        value = args[++i];
      }
      switch (name) {
        case "passes" -> c.passes = value;
        case "o" -> c.output = value;
        case "S" -> c.textOutput = true;
        case "emit-bitcode" -> c.bitcodeOutput = true;
        case "f" -> c.force = true;
        case "disable-output" -> c.disableOutput = true;
        case "disable-verify" -> c.disableVerify = true;
        case "j" -> {
          try {
            c.jobs = Math.max(1, Integer.parseInt(value));
          } catch (NumberFormatException e) {
            throw new UsageError("invalid value for -j: '" + value + "'");
          }
        }
        case "h", "help" -> c.help = true;
        case "version" -> c.version = true;
        default -> {
          if (!PASS_OPTIONS.contains(name)) throw new UsageError("Unknown command line argument '" + a + "'.  Try: 'hoist --help'");
          c.options.set(name, checkedValue(name, value == null ? "" : value));
        }
      }
    }
    if (c.options.getBool("disable-verify", false)) c.disableVerify = true;
    if (c.textOutput && c.bitcodeOutput) throw new UsageError("-S and -emit-bitcode ask for different output formats");
    return c;
  }

  /**
   * The value of a typed pass option in the form passes read it, or a usage error worded as opt
   * words it: booleans as LLVM spells them (true/TRUE/True/1, false/FALSE/False/0, or nothing),
   * whole numbers in decimal.
   */
  private static String checkedValue(String name, String value) {
    if (BOOL_OPTIONS.contains(name)) {
      switch (value) {
        case "", "true", "TRUE", "True", "1" -> {
          return "true";
        }
        case "false", "FALSE", "False", "0" -> {
          return "false";
        }
        default -> throw new UsageError("for the --" + name + " option: '" + value
            + "' is invalid value for boolean argument! Try 0 or 1");
      }
    }
    if (INT_OPTIONS.contains(name)) {
      try {
        Integer.parseInt(value);
      } catch (NumberFormatException e) {
        throw new UsageError("for the --" + name + " option: '" + value + "' value invalid for integer argument!");
      }
    }
    return value;
  }

  /** A problem with the command line itself. */
  static final class UsageError extends RuntimeException {
    UsageError(String msg) {
      super(msg, null, false, false);
    }
  }
}
