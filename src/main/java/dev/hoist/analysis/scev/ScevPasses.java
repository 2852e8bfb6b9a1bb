package dev.hoist.analysis.scev;

import dev.hoist.pass.PassRegistry;

/** Registers the scalar-evolution passes (print&lt;scalar-evolution&gt;) with the pass registry. */
public final class ScevPasses {
  private ScevPasses() {}

  public static void register() {
    PassRegistry.register("print<scalar-evolution>",
        () -> new PassRegistry.SimplePass("print<scalar-evolution>", ScevPrinterPass::run));
  }
}
