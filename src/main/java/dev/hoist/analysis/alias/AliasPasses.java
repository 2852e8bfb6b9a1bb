package dev.hoist.analysis.alias;

import dev.hoist.pass.PassRegistry;

/** Registers the alias-analysis passes (aa-eval) with the pass registry. */
public final class AliasPasses {
  private AliasPasses() {}

  public static void register() {
    PassRegistry.register("aa-eval", AAEvaluator::new);
  }
}
