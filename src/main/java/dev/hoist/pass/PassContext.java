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

  public PassContext(PrintStream out, Options options) {
    this.out = out;
    this.options = options;
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
