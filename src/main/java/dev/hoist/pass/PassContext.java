package dev.hoist.pass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

/**
 * What a pass run can reach besides the module: where analysis printers write, and the options
 * given on the command line. One context per module run, and one per function while function
 * passes run ({@link #forFunction}): a function context buffers its output, remarks and
 * statistics, and {@link #commit} hands them to the module's context in function order, so what
 * the user sees does not depend on which thread ran which function.
 */
public final class PassContext {
  static final Option<String> DEBUG_ONLY = Option.string("debug-only", null,
      "Enable a specific type of debug output (comma separated list of types)");
  static final Option<Boolean> DEBUG = Option.bool("debug", false, "Enable debug output of every pass");
  /**
   * The options of the pass framework itself (remarks, statistics, timing, dumps, debug output),
   * for the pass catalog.
   */
  public static final List<Option<?>> OPTIONS = List.of(Remarks.PASS_REMARKS, Remarks.PASS_REMARKS_MISSED,
      Remarks.PASS_REMARKS_ANALYSIS, Remarks.PASS_REMARKS_OUTPUT, Remarks.WITH_HOTNESS, Statistics.STATS,
      PassTimers.TIME_PASSES, DEBUG_ONLY, DEBUG,
      IrDumps.PRINT_BEFORE, IrDumps.PRINT_AFTER, IrDumps.PRINT_BEFORE_ALL, IrDumps.PRINT_AFTER_ALL,
      AnalysisVerification.VERIFY_DOM_INFO, AnalysisVerification.VERIFY_LOOP_INFO, AnalysisVerification.VERIFY_SCEV,
      AnalysisVerification.VERIFY_MEMORYSSA);

  /** Where output goes; for a function context made on first use (see {@link #out()}). */
  private PrintStream out;
  private final Options options;
  private final AnalysisManager analyses;
  private final Remarks remarks;
  private final Statistics stats = new Statistics();
  private final Set<String> debugTypes;
  /** The analyses whose kept results are checked after each pass ({@link AnalysisVerification}). */
  private final Set<String> verifiedAnalyses;
  /** {@code -debug}: every pass's debug output. */
  private final boolean debugAll;
  private final PassTimers timers;
  /** A function context's buffered output; null for the module's context. */
  private ByteArrayOutputStream buffer;
  private final boolean functionContext;

  /** A module run's context that keeps every remark for a YAML file or a report only when asked. */
  public PassContext(PrintStream out, Options options) {
    this(out, options, options.has(Remarks.PASS_REMARKS_OUTPUT));
  }

  /** With {@code keepRemarks}, every remark is kept for {@link Remarks#all()} (a report, the library's result). */
  public PassContext(PrintStream out, Options options, boolean keepRemarks) {
    this.out = out;
    this.options = options;
    this.remarks = new Remarks(out, options, keepRemarks);
    String d = options.get(DEBUG_ONLY);
    this.debugTypes = d == null ? Set.of() : Set.of(d.split(","));
    this.verifiedAnalyses = AnalysisVerification.checked(options);
    this.debugAll = options.get(DEBUG);
    this.timers = options.get(PassTimers.TIME_PASSES) ? new PassTimers() : null;
    this.analyses = new AnalysisManager(timers);
    this.buffer = null;
    this.functionContext = false;
  }

  private PassContext(PassContext module) {
    this.options = module.options;
    this.remarks = new Remarks(module.remarks, this::out);
    this.functionContext = true;
    this.debugTypes = module.debugTypes;
    this.verifiedAnalyses = module.verifiedAnalyses;
    this.debugAll = module.debugAll;
    this.timers = module.timers;
    this.analyses = module.analyses;
  }

  /**
   * A context for running function passes on one function, possibly on a worker thread: the same
   * options, analysis cache and timers; its own output buffer, remarks and statistics.
   */
  public PassContext forFunction() {
    if (functionContext) throw new IllegalStateException("already a function context");
    return new PassContext(this);
  }

  /** Emits a function context's output, remarks and statistics here; call in function order. */
  public void commit(PassContext function) {
    if (function.out != null) { // null: it printed nothing
      function.out.flush();
      if (function.buffer.size() > 0) {
        synchronized (out) {
          out.write(function.buffer.toByteArray(), 0, function.buffer.size());
        }
      }
    }
    remarks.keepFrom(function.remarks);
    stats.mergeFrom(function.stats);
  }

  public Remarks remarks() {
    return remarks;
  }

  public Statistics stats() {
    return stats;
  }

  /** {@code -time-passes} timers, or null when not timing. */
  public PassTimers timers() {
    return timers;
  }

  /** Whether {@code -debug-only} names this debug type (e.g. {@code licm}). */
  public boolean debugEnabled(String type) {
    return debugAll || debugTypes.contains(type);
  }

  /** Prints a debug line for {@code type} when enabled. */
  public void debug(String type, String line) {
    if (debugEnabled(type)) {
      PrintStream o = out();
      synchronized (o) {
        o.println(line);
      }
    }
  }

  /** The analysis cache for this module run (shared by its function contexts). */
  Set<String> verifiedAnalyses() {
    return verifiedAnalyses;
  }

  public AnalysisManager analyses() {
    return analyses;
  }

  /** Where printer passes ({@code print<loops>} ...) write; opt uses stderr for most of them. */
  public PrintStream out() {
    // Most functions print nothing: a PrintStream (with its 16 KB character buffer) for each
    // function and pass run would be a large share of what a big module's run allocates.
    if (out == null) {
      buffer = new ByteArrayOutputStream(0);
      out = new PrintStream(buffer, false, StandardCharsets.UTF_8);
    }
    return out;
  }

  public Options options() {
    return options;
  }
}
