package dev.hoist.analysis.freq;

import dev.hoist.ir.Function;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.pass.PassRegistry;

/** Registers {@code print<branch-prob>} and {@code print<block-freq>}, in opt's output format. */
public final class FreqPasses {
  private FreqPasses() {}

  public static void register() {
    PassRegistry.register("print<branch-prob>", () -> new PassRegistry.SimplePass("print<branch-prob>", (m, ctx) -> {
      for (Function f : m.definedFunctions()) {
        if (printed(f)) ctx.out().print(printBranchProbabilities(f, ctx.analyses()));
      }
      return false;
    }));
    PassRegistry.register("print<block-freq>", () -> new PassRegistry.SimplePass("print<block-freq>", (m, ctx) -> {
      for (Function f : m.definedFunctions()) {
        if (printed(f)) ctx.out().print(printBlockFrequencies(f, ctx.analyses()));
      }
      return false;
    }));
  }

  /** opt does not run printers on optnone functions. */
  public static boolean printed(Function f) {
    return !f.hasFnAttr("optnone");
  }

  public static String printBranchProbabilities(Function f, AnalysisManager am) {
    return "Printing analysis results of BPI for function '" + f.name() + "':\n" + am.get(f, BranchProbabilityInfo.KEY).print();
  }

  public static String printBlockFrequencies(Function f, AnalysisManager am) {
    return "Printing analysis results of BFI for function '" + f.name() + "':\n" + am.get(f, BlockFrequencyInfo.KEY).print();
  }
}
