package dev.hoist.pass;

import java.util.Map;

/**
 * The names LLVM's new pass manager gives passes and analyses in {@code -time-passes} reports and
 * {@code -print-after} dumps ({@code licm} is {@code LICMPass}), so Hoist's reports read like
 * opt's. Hoist-only passes keep their own names.
 */
public final class LlvmNames {
  private LlvmNames() {}

  private static final Map<String, String> NAMES = Map.ofEntries(
      Map.entry("verify", "VerifierPass"),
      Map.entry("mem2reg", "PromotePass"),
      Map.entry("loop-simplify", "LoopSimplifyPass"),
      Map.entry("lcssa", "LCSSAPass"),
      Map.entry("loop-rotate", "LoopRotatePass"),
      Map.entry("licm", "LICMPass"),
      Map.entry("dce", "DCEPass"),
      Map.entry("loop-versioning-licm", "LoopVersioningLICMPass"),
      Map.entry("loop-sink", "LoopSinkPass"),
      Map.entry("indvars", "IndVarSimplifyPass"),
      Map.entry("loop-vectorize", "LoopVectorizePass"),
      Map.entry("aa-eval", "AAEvaluator"),
      Map.entry("print<loops>", "LoopPrinterPass"),
      Map.entry("print<domtree>", "DominatorTreePrinterPass"),
      Map.entry("print<postdomtree>", "PostDominatorTreePrinterPass"),
      Map.entry("print<scalar-evolution>", "ScalarEvolutionPrinterPass"),
      // analyses
      Map.entry("domtree", "DominatorTreeAnalysis"),
      Map.entry("loops", "LoopAnalysis"),
      Map.entry("aa", "AAManager"),
      Map.entry("aa-llvm14", "AAManager"),
      Map.entry("scalar-evolution", "ScalarEvolutionAnalysis"));

  /** LLVM's name for the pass or analysis Hoist calls {@code name}, or {@code name} itself. */
  public static String of(String name) {
    return NAMES.getOrDefault(name, name);
  }
}
