package dev.hoist.tool;

import dev.hoist.catalog.PassCatalog;
import dev.hoist.pass.Option;
import dev.hoist.pass.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * opt-style arguments: single-dash long options ({@code -passes=licm}, {@code -S}, {@code -o f}),
 * with {@code --} accepted too. Options that passes read are declared by the passes (the pass
 * catalog lists them) and kept, checked and typed, in {@link Options}; unknown ones are an error,
 * as in opt, and so is a bad value, in opt's words.
 */
final class CommandLine {
  /** Options whose value is the next argument when not given with '='. */
  private static final Set<String> WITH_VALUE = Set.of("o", "j", "passes", "pass-remarks-output", "report");

  // The driver's own options; the passes' and the pass framework's come from the pass catalog.
  static final Option<Boolean> DISABLE_VERIFY = Option.bool("disable-verify", false,
      "Do not run the verifier on the input LLVM (dangerous!)");
  static final Option<String> REPORT = Option.string("report", null,
      "Write an HTML report of every loop and decision to this directory");
  static final Option<Boolean> VERIFY_EACH = Option.bool("verify-each", false,
      "Verify after each transform (accepted; Hoist's output is verified by its tests)");
  static final Option<Boolean> OPAQUE_POINTERS = Option.bool("opaque-pointers", false,
      "Use opaque pointers (accepted; Hoist reads typed and opaque pointers alike)");
  static final Option<String> AA_PIPELINE = Option.string("aa-pipeline", null,
      "A textual description of the alias analysis pipeline (accepted; Hoist's is basic-aa,tbaa,scoped-noalias-aa)");
  /** The alias analyses opt takes as flags ({@code -basic-aa}) into its alias analysis pipeline. */
  private static final Set<String> LEGACY_AA = Set.of("basic-aa", "tbaa", "scoped-noalias-aa", "globals-aa",
      "scev-aa", "cfl-anders-aa", "cfl-steens-aa", "objc-arc-aa");
  /** opt's {@code -data-layout}: the layout every input is read with, in place of its own. */
  static final Option<String> DATA_LAYOUT = Option.string("data-layout", null,
      "data layout string to use, in place of the module's");
  static final List<Option<?>> DRIVER_OPTIONS = List.of(DISABLE_VERIFY, REPORT, VERIFY_EACH, OPAQUE_POINTERS, AA_PIPELINE,
      DATA_LAYOUT);

  String passes; // null: default pipeline
  /**
   * Passes named as flags ({@code -licm -loop-rotate}), in order: opt 14 runs them as the pipeline
   * {@code licm,loop-rotate} of its new pass manager, and so does Hoist.
   */
  private final List<String> legacyPasses = new ArrayList<>();
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
          Option<?> o = option(name);
          if (o == null && value == null && LEGACY_AA.contains(name)) continue; // as -aa-pipeline: Hoist's is fixed
          if (o == null && value == null && PassCatalog.pass(name) != null) {
            c.legacyPasses.add(name);
            continue;
          }
          if (o == null) throw new UsageError("Unknown command line argument '" + a + "'.  Try: 'hoist --help'");
          try {
            c.options.set(o, value == null ? "" : value);
          } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
          }
        }
      }
    }
    if (!c.legacyPasses.isEmpty()) {
      if (c.passes != null) throw new UsageError("Cannot specify passes via both -foo-pass and --passes=foo-pass");
      c.passes = String.join(",", c.legacyPasses);
    }
    c.disableVerify = c.options.get(DISABLE_VERIFY);
    String layout = c.options.get(DATA_LAYOUT);
    if (layout != null && !layout.isEmpty()) {
      try {
        dev.hoist.ir.DataLayout.parse(layout);
      } catch (dev.hoist.ir.DataLayout.Malformed e) {
        throw new UsageError("invalid data layout '" + layout + "' for -data-layout: " + e.getMessage());
      }
    }
    if (c.textOutput && c.bitcodeOutput) throw new UsageError("-S and -emit-bitcode ask for different output formats");
    return c;
  }

  /** The option named {@code name}: the driver's, or one from the pass catalog; null if none. */
  static Option<?> option(String name) {
    for (Option<?> o : DRIVER_OPTIONS) if (o.name().equals(name)) return o;
    return PassCatalog.option(name);
  }

  /** A problem with the command line itself. */
  static final class UsageError extends RuntimeException {
    UsageError(String msg) {
      super(msg, null, false, false);
    }
  }
}
