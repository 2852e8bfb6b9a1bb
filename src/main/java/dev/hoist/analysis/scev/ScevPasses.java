package dev.hoist.analysis.scev;

import dev.hoist.pass.PassInfo;
import dev.hoist.pass.SimplePass;
import java.util.List;

/**
 * The scalar-evolution passes: {@code print<scalar-evolution>}, which LLVM 14 runs as a required
 * pass, so it prints {@code optnone} functions too.
 */
public final class ScevPasses {
  private ScevPasses() {}

  public static final PassInfo PRINT = SimplePass.declare("print<scalar-evolution>", "ScalarEvolutionPrinterPass",
      "prints the scalar evolution of every value and loop", List.of(), true, (self, m, ctx) -> ScevPrinterPass.run(m, ctx));
  public static final List<PassInfo> PASSES = List.of(PRINT);
}
