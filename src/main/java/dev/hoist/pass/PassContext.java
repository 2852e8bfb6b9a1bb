package dev.hoist.pass;

import java.io.PrintStream;

/**
 * What a pass run can reach besides the module: where analysis printers write, and the options
 * given on the command line. One context per module run.
 */
public final class PassContext {
  private final PrintStream out;
  private final Options options;
  private final AnalysisManager analyses = new AnalysisManager();
  private final Remarks remarks;
  private final Statistics stats = new Statistics();
  private final java.util.Set<String> debugTypes;

  public PassContext(PrintStream out, Options options) {
    this.out = out;
    this.options = options;
    this.remarks = new Remarks(out, options);
    String d = options.get("debug-only");
    this.debugTypes = d == null ? java.util.Set.of() : java.util.Set.of(d.split(","));
  }

  public Remarks remarks() {
    return remarks;
  }

  public Statistics stats() {
    return stats;
  }

  /** Whether {@code -debug-only} names this debug type (e.g. {@code licm}). */
  public boolean debugEnabled(String type) {
    return debugTypes.contains(type);
  }

  /** Prints a debug line for {@code type} when enabled. */
  public void debug(String type, String line) {
    if (debugTypes.contains(type)) {
      synchronized (out) {
        out.println(line);
      }
    }
  }

  /** The analysis cache for this module run. */
  public AnalysisManager analyses() {
    return analyses;
  }

  /** Where printer passes ({@code print<loops>} ...) write; opt uses stderr for most of them. */
  public PrintStream out() {
    return out;
  }

  public Options options() {
    return options;
  }
}
