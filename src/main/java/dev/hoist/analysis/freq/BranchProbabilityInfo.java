package dev.hoist.analysis.freq;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.PostDominatorTree;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBrInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.IndirectBrInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.InvokeInst;
import dev.hoist.ir.SwitchInst;
import dev.hoist.pass.Analysis;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The probability of each CFG edge (LLVM 14's {@code BranchProbabilityInfo}). For every reachable
 * block with two or more successors the first rule that applies decides:
 *
 * <ol>
 *   <li>{@code !prof branch_weights} ({@link ProfileData}) (for {@link #WITH_EXPECT}, the weights
 *       of an {@code llvm.expect} deciding the branch first), scaled to 32 bits, with edges into
 *       blocks estimated unreachable capped at {@link BranchHeuristics#UNREACHABLE_TAKEN};
 *   <li>estimated block weights ({@link EstimatedWeights}: unreachable, noreturn, unwind, cold) and
 *       the loop-branch rule (an exit is 31 times less likely than staying in the loop);
 *   <li>the pointer, zero-compare and floating-point compare heuristics ({@link BranchHeuristics});
 * </ol>
 *
 * and otherwise every successor edge is equally likely.
 */
public final class BranchProbabilityInfo {
  public static final Analysis<BranchProbabilityInfo> KEY = Analysis.of("branch-prob", (f, am) ->
      new BranchProbabilityInfo(f, am.get(f, Analyses.CFG), am.get(f, Analyses.LOOPS), am.get(f, Analyses.DOMTREE), null));
  /**
   * The probabilities with what {@code llvm.expect} calls say read as the weights
   * {@code lower-expect} would attach, for a function not lowered yet (beyond LLVM, whose
   * BranchProbabilityInfo sees them only once LowerExpectIntrinsic has run: {@link #KEY} is LLVM's).
   */
  public static final Analysis<BranchProbabilityInfo> WITH_EXPECT = Analysis.of("branch-prob-expect", (f, am) ->
      new BranchProbabilityInfo(f, am.get(f, Analyses.CFG), am.get(f, Analyses.LOOPS), am.get(f, Analyses.DOMTREE),
          ExpectWeights.of(f)));

  /** Loop branch heuristic: LBH_TAKEN_WEIGHT / LBH_NONTAKEN_WEIGHT = 124 / 4. */
  private static final long LOOP_TRIP_COUNT = 124 / 4;

  private final Function function;
  private final Map<BasicBlock, BranchProbability[]> probs = new HashMap<>();
  private final EstimatedWeights weights;
  /** What {@code llvm.expect} calls say, for a function not yet lowered; null without such calls. */
  private final ExpectWeights expect;

  public BranchProbabilityInfo(Function f, Cfg cfg, LoopInfo li, dev.hoist.analysis.DominatorTree dt, ExpectWeights expect) {
    this.function = f;
    this.weights = new EstimatedWeights(cfg, li, new SccNumbers(cfg), dt, PostDominatorTree.compute(cfg));
    this.expect = expect;
    for (BasicBlock b : cfg.rpoBlocks()) {
      Instruction t = b.terminator();
      int n = b.successors().size();
      if (t == null || n < 2) continue;
      BranchProbability[] p = fromMetadata(b, t, n);
      if (p == null) p = fromEstimatedWeights(b);
      if (p == null) p = BranchHeuristics.pointer(t);
      if (p == null) p = BranchHeuristics.zero(t);
      if (p == null) p = BranchHeuristics.floatingPoint(t);
      if (p != null) probs.put(b, p);
    }
  }

  public Function function() {
    return function;
  }

  /** Probability of the terminator's successor number {@code index}. */
  public BranchProbability edgeProbability(BasicBlock src, int index) {
    BranchProbability[] p = probs.get(src);
    if (p != null) return p[index];
    return BranchProbability.of(1, src.successors().size());
  }

  /** Probability of going from {@code src} to {@code dst} by any of the edges between them. */
  public BranchProbability edgeProbability(BasicBlock src, BasicBlock dst) {
    List<BasicBlock> succ = src.successors();
    BranchProbability sum = BranchProbability.ZERO;
    for (int i = 0; i < succ.size(); i++) if (succ.get(i) == dst) sum = sum.plus(edgeProbability(src, i));
    return sum;
  }

  /** An edge is hot above 4/5. */
  public boolean isEdgeHot(BasicBlock src, BasicBlock dst) {
    return edgeProbability(src, dst).compareTo(BranchProbability.of(4, 5)) > 0;
  }

  private BranchProbability[] fromMetadata(BasicBlock b, Instruction t, int n) {
    if (!(t instanceof BrInst || t instanceof SwitchInst || t instanceof IndirectBrInst || t instanceof InvokeInst
        || t instanceof CallBrInst)) {
      return null;
    }
    long[] w = expect == null ? null : expect.weights(t);
    w = w != null ? w.clone() : ProfileData.branchWeights(t, n);
    if (w == null) return null;
    List<BasicBlock> succ = b.successors();
    long sum = 0;
    List<Integer> unreachable = new ArrayList<>(), reachable = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      w[i] &= 0xffffffffL; // weights are 32-bit
      sum += w[i];
      Long est = weights.edgeWeight(b, succ.get(i));
      if (est != null && est <= EstimatedWeights.UNREACHABLE) unreachable.add(i);
      else reachable.add(i);
    }
    if (sum > 0xffffffffL) {
      long factor = sum / 0xffffffffL + 1;
      sum = 0;
      for (int i = 0; i < n; i++) {
        w[i] /= factor;
        sum += w[i];
      }
    }
    if (sum == 0 || reachable.isEmpty()) {
      java.util.Arrays.fill(w, 1);
      sum = n;
    }
    BranchProbability[] bp = new BranchProbability[n];
    for (int i = 0; i < n; i++) bp[i] = BranchProbability.of(w[i], sum);
    if (unreachable.isEmpty() || reachable.isEmpty()) return bp;
    for (int i : unreachable) {
      if (BranchHeuristics.UNREACHABLE_TAKEN.compareTo(bp[i]) < 0) bp[i] = BranchHeuristics.UNREACHABLE_TAKEN;
    }
    // Spread what the capped edges lost over the reachable ones, keeping their ratios.
    BranchProbability newUnreachable = BranchProbability.ZERO;
    for (int i : unreachable) newUnreachable = newUnreachable.plus(bp[i]);
    BranchProbability newReachable = BranchProbability.ONE.minus(newUnreachable);
    BranchProbability oldReachable = BranchProbability.ZERO;
    for (int i : reachable) oldReachable = oldReachable.plus(bp[i]);
    if (!oldReachable.equals(newReachable)) {
      if (oldReachable.isZero()) {
        BranchProbability per = newReachable.dividedBy(reachable.size());
        for (int i : reachable) bp[i] = per;
      } else {
        for (int i : reachable) {
          long mul = newReachable.n() * bp[i].n();
          long div = (mul + oldReachable.n() / 2) / oldReachable.n();
          bp[i] = new BranchProbability((int) div);
        }
      }
    }
    return bp;
  }

  private BranchProbability[] fromEstimatedWeights(BasicBlock b) {
    boolean found = false;
    List<BasicBlock> succ = b.successors();
    long[] w = new long[succ.size()];
    long total = 0;
    for (int i = 0; i < succ.size(); i++) {
      BasicBlock s = succ.get(i);
      Long weight = weights.edgeWeight(b, s);
      if (weights.isExiting(b, s) && (weight == null || weight != EstimatedWeights.ZERO)) {
        // Scale a loop exit down by the assumed trip count.
        long base = weight == null ? EstimatedWeights.DEFAULT : weight;
        weight = Math.max(EstimatedWeights.LOWEST_NON_ZERO, base / LOOP_TRIP_COUNT);
      }
      // LLVM also halves "unlikely" successors of induction-variable compares in loops
      // (computeUnlikelySuccessors); that refinement is not modelled here.
      if (weight != null) found = true;
      w[i] = weight == null ? EstimatedWeights.DEFAULT : weight;
      total += w[i];
    }
    if (!found || total == 0) return null;
    if (total > 0xffffffffL) {
      long factor = total / 0xffffffffL + 1;
      total = 0;
      for (int i = 0; i < w.length; i++) {
        w[i] /= factor;
        if (w[i] == EstimatedWeights.ZERO) w[i] = EstimatedWeights.LOWEST_NON_ZERO;
        total += w[i];
      }
    }
    BranchProbability[] bp = new BranchProbability[w.length];
    for (int i = 0; i < w.length; i++) bp[i] = BranchProbability.of(w[i], total);
    return bp;
  }

  /** opt's {@code print<branch-prob>} text for this function. */
  public String print() {
    StringBuilder sb = new StringBuilder("---- Branch Probabilities ----\n");
    for (BasicBlock b : function.blocks()) {
      for (BasicBlock s : b.successors()) {
        sb.append("  edge ").append(FreqNames.of(b)).append(" -> ").append(FreqNames.of(s)).append(" probability is ")
            .append(edgeProbability(b, s)).append(isEdgeHot(b, s) ? " [HOT edge]\n" : "\n");
      }
    }
    return sb.toString();
  }
}
