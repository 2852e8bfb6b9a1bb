package dev.hoist.analysis.alias;

/** Registers the alias-analysis passes (aa-eval) with the pass registry. */
public final class AliasPasses {
  private AliasPasses() {}

  public static void register() {}
}
