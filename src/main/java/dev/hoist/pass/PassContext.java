package dev.hoist.pass;

import java.io.PrintStream;

/**
 * What a pass run can reach besides the module: where analysis printers write, and the options
 * given on the command line. One context per module run.
 */
public final class PassContext {
  private final PrintStream out;
  private final Options options;

  public PassContext(PrintStream out, Options options) {
    this.out = out;
    this.options = options;
  }

  /** Where printer passes ({@code print<loops>} ...) write; opt uses stderr for most of them. */
  public PrintStream out() {
    return out;
  }

  public Options options() {
    return options;
  }
}
