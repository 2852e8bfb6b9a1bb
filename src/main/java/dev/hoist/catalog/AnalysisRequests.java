package dev.hoist.catalog;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.freq.BlockFrequencyInfo;
import dev.hoist.analysis.freq.BranchProbabilityInfo;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.Function;
import dev.hoist.pass.Analysis;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.PassManager;
import dev.hoist.pass.Preserved;
import dev.hoist.pass.SimplePass;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * opt's {@code require<ANALYSIS>} and {@code invalidate<ANALYSIS>} in {@code -passes=}: the first
 * computes an analysis for every function, the second drops cached results, so that the passes
 * after them find it ready or compute it afresh. LLVM's tests put {@code
 * require<opt-remark-emit>} before {@code loop-mssa(licm)} and the like.
 *
 * <p>Every name LLVM 14's pass registry knows as an analysis is accepted. Those Hoist computes
 * ({@code domtree}, {@code loops}, {@code scalar-evolution}, {@code aa}, {@code block-freq},
 * {@code branch-prob}) are computed; the others are LLVM's own machinery (memory SSA, target
 * information, remark emitters), which Hoist's passes do not use, so there is nothing to compute.
 * {@code invalidate<...>} drops every cached result of each function: Hoist does not record which
 * results were computed from which, and recomputing more than LLVM would changes no output.
 */
final class AnalysisRequests {
  private AnalysisRequests() {}

  private static final Pattern REQUEST = Pattern.compile("(require|invalidate)<([a-z0-9-]+)>");

  /** LLVM 14's analysis names (module, function and loop analyses of its pass registry). */
  private static final Set<String> LLVM_ANALYSES = Set.of(
      // module
      "callgraph", "lcg", "module-summary", "no-op-module", "profile-summary", "stack-safety", "verify",
      "pass-instrumentation", "asan-globals-md", "inline-advisor", "ir-similarity", "globals-aa",
      // function
      "aa", "assumptions", "block-freq", "branch-prob", "domtree", "postdomtree", "demanded-bits", "domfrontier",
      "func-properties", "loops", "lazy-value-info", "da", "inliner-size-estimator", "memdep", "memoryssa",
      "phi-values", "regions", "no-op-function", "opt-remark-emit", "scalar-evolution",
      "should-not-run-function-passes", "should-run-extra-vector-passes", "stack-safety-local", "targetlibinfo",
      "targetir", "divergence", "basic-aa", "cfl-anders-aa", "cfl-steens-aa", "scev-aa", "scoped-noalias-aa",
      "objc-arc-aa", "tbaa",
      // loop
      "no-op-loop", "access-info", "ddg", "iv-users");

  /** The analyses Hoist has, by LLVM's name. */
  private static final Map<String, Analysis<?>> COMPUTED = Map.of("domtree", Analyses.DOMTREE, "loops", LoopInfo.KEY,
      "scalar-evolution", ScalarEvolution.KEY, "aa", AliasAnalysis.KEY, "block-freq", BlockFrequencyInfo.KEY,
      "branch-prob", BranchProbabilityInfo.KEY);

  /**
   * The pass {@code name} stands for when it is {@code require<...>} or {@code invalidate<...>} of an
   * LLVM analysis; null otherwise.
   */
  static PassInfo pass(String name) {
    return name.endsWith(">") ? DECLARED.computeIfAbsent(name, AnalysisRequests::declare).orElse(null) : null;
  }

  /** Each request's declaration, made once (a pass is looked up by name more than once). */
  private static final Map<String, Optional<PassInfo>> DECLARED = new ConcurrentHashMap<>();

  private static Optional<PassInfo> declare(String name) {
    Matcher m = REQUEST.matcher(name);
    if (!m.matches() || !LLVM_ANALYSES.contains(m.group(2))) return Optional.empty();
    Analysis<?> analysis = COMPUTED.get(m.group(2));
    if (m.group(1).equals("invalidate")) {
      return Optional.of(SimplePass.declare(name, "InvalidateAnalysisPass", "drops cached analyses", List.of(), true,
          (self, mod, ctx) -> {
            for (Function f : mod.definedFunctions()) ctx.analyses().invalidate(f, Preserved.none());
            return false;
          }));
    }
    return Optional.of(SimplePass.declare(name, "RequireAnalysisPass", "computes an analysis", List.of(), (self, mod, ctx) -> {
      if (analysis != null) for (Function f : PassManager.functionsFor(self, mod)) ctx.analyses().get(f, analysis);
      return false;
    }));
  }
}
