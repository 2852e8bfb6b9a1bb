package dev.hoist.analysis.freq;

import dev.hoist.ir.Function;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.SimplePass;
import java.util.List;

/** Registers {@code print<branch-prob>} and {@code print<block-freq>}, in opt's output format. */
public final class FreqPasses {
  private FreqPasses() {}

  public static final PassInfo PRINT_BRANCH_PROB = SimplePass.printer("print<branch-prob>",
      "BranchProbabilityPrinterPass", "prints branch probabilities",
      (f, ctx) -> ctx.out().print(printBranchProbabilities(f, ctx.analyses())));
  public static final PassInfo PRINT_BLOCK_FREQ = SimplePass.printer("print<block-freq>", "BlockFrequencyPrinterPass",
      "prints block frequencies", (f, ctx) -> ctx.out().print(printBlockFrequencies(f, ctx.analyses())));
  public static final List<PassInfo> PASSES = List.of(PRINT_BRANCH_PROB, PRINT_BLOCK_FREQ);

  public static String printBranchProbabilities(Function f, AnalysisManager am) {
    return "Printing analysis results of BPI for function '" + f.name() + "':\n" + am.get(f, BranchProbabilityInfo.KEY).print();
  }

  public static String printBlockFrequencies(Function f, AnalysisManager am) {
    return "Printing analysis results of BFI for function '" + f.name() + "':\n" + am.get(f, BlockFrequencyInfo.KEY).print();
  }
}
