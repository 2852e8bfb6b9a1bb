package dev.hoist.analysis.freq;

import dev.hoist.ir.Function;
import dev.hoist.pass.PassRegistry;

/** Registers {@code print<branch-prob>} and {@code print<block-freq>}, in opt's output format. */
public final class FreqPasses {
  private FreqPasses() {}

  public static void register() {
    PassRegistry.register("print<branch-prob>", () -> new PassRegistry.SimplePass("print<branch-prob>", (m, ctx) -> {
      for (Function f : m.definedFunctions()) {
        if (f.hasFnAttr("optnone")) continue; // opt does not run printers on optnone functions
        ctx.out().print("Printing analysis results of BPI for function '" + f.name() + "':\n"
            + ctx.analyses().get(f, BranchProbabilityInfo.KEY).print());
      }
      return false;
    }));
    PassRegistry.register("print<block-freq>", () -> new PassRegistry.SimplePass("print<block-freq>", (m, ctx) -> {
      for (Function f : m.definedFunctions()) {
        if (f.hasFnAttr("optnone")) continue; // opt does not run printers on optnone functions
        ctx.out().print("Printing analysis results of BFI for function '" + f.name() + "':\n"
            + ctx.analyses().get(f, BlockFrequencyInfo.KEY).print());
      }
      return false;
    }));
  }
}
