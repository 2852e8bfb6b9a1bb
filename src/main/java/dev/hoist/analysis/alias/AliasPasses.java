package dev.hoist.analysis.alias;

import dev.hoist.pass.PassInfo;
import java.util.List;

/** The alias-analysis passes: {@code aa-eval}. */
public final class AliasPasses {
  private AliasPasses() {}

  public static final List<PassInfo> PASSES = List.of(AAEvaluator.INFO);
}
