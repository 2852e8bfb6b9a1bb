package dev.hoist.transform.sink;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.freq.BlockFrequencyInfo;
import dev.hoist.analysis.freq.BranchProbabilityInfo;
import dev.hoist.analysis.freq.ExpectWeights;
import dev.hoist.analysis.freq.ProfileData;
import dev.hoist.ir.*;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code loop-sink}: undoes the hoists that profile data says do not pay (LLVM 14's LoopSink). LICM hoists everything legal to the preheader as a canonical form; when the preheader
 * runs more often than the blocks that actually use a value (an inner loop entered often whose
 * use sits on a rare path), the work is moved back down:
 *
 * <pre>
 *   preheader:  %inv = udiv i32 %x, %d           ; runs 2000 times
 *   loop:       br i1 %rare, label %cold, ...    ; %cold runs 120 times
 *   cold:       use %inv
 *   =&gt; %inv is computed at the start of %cold
 * </pre>
 *
 * Only functions with profile data (an entry count) are touched, as in LLVM: static estimates are
 * too coarse to bet on. Beyond LLVM, so are functions whose weights say what {@code llvm.expect}
 * ({@code __builtin_expect}) said, the programmer's word on which path is rare: weights
 * {@code lower-expect} attached in this run ({@link dev.hoist.ir.metadata.MDNode#isFromExpect}; the
 * default pipeline lowers first, as LLVM's does), or calls not lowered yet, read as the weights
 * lowering would give ({@link BlockFrequencyInfo#WITH_EXPECT}). Weights from elsewhere without an
 * entry count (written by hand, or lowered by an earlier run) do not count. Loops are visited innermost first; a preheader's instructions last to
 * first, so that a value's users have moved before the value itself is considered. An instruction
 * moves when all its users are inside the loop, {@link SinkLegality} allows it and
 * {@link ColdBlocks} finds blocks (one copy per block, each dominating some of the uses) whose
 * taxed frequency sum is at most the preheader's.
 *
 * <p>Beyond LLVM 14 (as later LLVMs do): a phi user counts as a use at the end of the incoming
 * block, so {@code s += rare ? x * k : v} sinks {@code x * k} into the rare block; LLVM 14 gives
 * up on any phi user, which in C code is most of them.
 */
public final class LoopSink implements FunctionPass {
  public static final PassInfo INFO = new PassInfo("loop-sink", "LoopSinkPass",
      "sinks preheader instructions into colder loop blocks, by profile data", LoopSink::new, LoopSinkOptions.OPTIONS);

  /** Instructions moved and were copied; blocks and edges did not change, so neither did their frequencies. */
  private static final Preserved SUNK = Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS,
      BlockFrequencyInfo.KEY, BranchProbabilityInfo.KEY);

  @Override
  public PassInfo info() {
    return INFO;
  }

  /**
   * One function (functions are independent: the pass runs on them in parallel). A function pass,
   * as LLVM's LoopSink is: it works from the function's block frequencies, and walks the loops
   * from inner to outer itself without changing the CFG, so none of the loop pass manager's
   * canonicalization would be of use to it.
   */
  @Override
  public Preserved run(Function f, PassContext ctx) {
    LoopSinkReporter rep = new LoopSinkReporter(ctx);
    boolean profile = ProfileData.hasProfileData(f);
    // Not lowered yet: the frequencies must read the calls (BlockFrequencyInfo.WITH_EXPECT).
    boolean expectCalls = !profile && ExpectWeights.callsExpect(f);
    boolean expect = expectCalls || (!profile && ProfileData.hasExpectWeights(f));
    rep.startFunction(f, profile, expect);
    if (!profile && !expect) return Preserved.all();
    return runOnFunction(f, ctx.analyses(), LoopSinkOptions.from(ctx.options()), rep, expectCalls) ? SUNK : Preserved.all();
  }

  static boolean runOnFunction(Function f, AnalysisManager am, LoopSinkOptions opts, LoopSinkReporter rep, boolean expectCalls) {
    LoopInfo li = am.get(f, Analyses.LOOPS);
    if (li.isEmpty()) return false;
    DominatorTree dt = am.get(f, Analyses.DOMTREE);
    BlockFrequencyInfo bfi = am.get(f, expectCalls ? BlockFrequencyInfo.WITH_EXPECT : BlockFrequencyInfo.KEY);
    AliasAnalysis aa = am.get(f, AliasAnalysis.KEY);
    NameUniquer names = new NameUniquer(f);
    List<Loop> preorder = li.loopsPreorder();
    boolean changed = false;
    // Reverse preorder: inner loops before the loops around them.
    for (int k = preorder.size() - 1; k >= 0; k--) {
      Loop l = preorder.get(k);
      if (l.preheader() == null) continue;
      changed |= new LoopSinker(l, dt, bfi, aa, opts, rep, names).run();
    }
    return changed;
  }

  /** Sinking out of one loop's preheader. */
  private static final class LoopSinker {
    private final Loop loop;
    private final DominatorTree dt;
    private final BlockFrequencyInfo bfi;
    private final AliasAnalysis aa;
    private final LoopSinkOptions opts;
    private final LoopSinkReporter rep;
    private final NameUniquer names;

    LoopSinker(Loop loop, DominatorTree dt, BlockFrequencyInfo bfi, AliasAnalysis aa, LoopSinkOptions opts,
        LoopSinkReporter rep, NameUniquer names) {
      this.loop = loop;
      this.dt = dt;
      this.bfi = bfi;
      this.aa = aa;
      this.opts = opts;
      this.rep = rep;
      this.names = names;
    }

    boolean run() {
      ColdBlocks cold = new ColdBlocks(loop, dt, bfi, opts.freqPercentThreshold());
      if (!cold.anyNotHotter()) {
        rep.nothingColder(loop.header());
        return false;
      }
      rep.loopStart(loop.header(), cold.preheaderFreq, cold.coldest.size());
      SinkLegality legality = new SinkLegality(loop, aa);
      boolean changed = false;
      List<Instruction> insts = new ArrayList<>(loop.preheader().instructions());
      for (int k = insts.size() - 1; k >= 0; k--) {
        Instruction i = insts.get(k);
        if (i instanceof PhiInst || i.isTerminator() || !i.hasUses()) continue;
        String why = legality.blocker(i);
        if (why != null) {
          if (usedInLoop(i)) rep.notSunk(i, why);
          continue;
        }
        changed |= sink(i, cold);
      }
      return changed;
    }

    private boolean usedInLoop(Instruction i) {
      for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
        if (u.user() instanceof Instruction ui && ui.parent() != null && loop.contains(ui.parent())) return true;
      }
      return false;
    }

    private boolean sink(Instruction i, ColdBlocks cold) {
      Set<BasicBlock> useBlocks = new LinkedHashSet<>();
      for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
        Instruction ui = (Instruction) u.user();
        if (ui.parent() == null || !loop.contains(ui.parent())) return false; // used outside: not ours to move
        if (ui instanceof PhiInst phi) {
          // The value is needed at the end of the incoming block, not in the phi's block.
          BasicBlock from = phi.incomingBlock(u.index());
          if (from == loop.preheader()) {
            rep.notSunk(i, "a phi takes it on the edge from the preheader");
            return false;
          }
          useBlocks.add(from);
          continue;
        }
        useBlocks.add(ui.parent());
      }
      if (useBlocks.size() > opts.maxUseBlocks()) {
        rep.notSunk(i, "used in more than " + opts.maxUseBlocks() + " blocks");
        return false;
      }
      Set<BasicBlock> into = cold.placement(useBlocks);
      if (into.isEmpty()) {
        rep.notSunk(i, "the blocks using it run as often as the preheader");
        return false;
      }
      if (into.size() > 1) {
        for (BasicBlock b : into) {
          if (!cold.number.containsKey(b)) {
            rep.notSunk(i, "copies would go to a block that is not colder than the preheader");
            return false;
          }
        }
      }
      List<BasicBlock> sorted = new ArrayList<>(into);
      sorted.sort((a, b) -> Integer.compare(cold.number.getOrDefault(a, 0), cold.number.getOrDefault(b, 0)));
      rep.sunk(i, sorted);
      for (int k = 1; k < sorted.size(); k++) {
        BasicBlock n = sorted.get(k);
        Instruction copy = i.cloneInstruction();
        copy.setName(i.hasName() ? names.unique(i.name()) : null);
        copy.insertBefore(n.firstInsertionPoint());
        replaceUsesDominatedBy(i, copy, n);
      }
      i.moveBefore(sorted.get(0).firstInsertionPoint());
      return true;
    }

    /**
     * Uses of {@code from} that {@code n} dominates now use {@code to}: instructions in {@code n}
     * or below it, and phi entries whose incoming block is {@code n} or below it.
     */
    private void replaceUsesDominatedBy(Instruction from, Instruction to, BasicBlock n) {
      List<Use> uses = new ArrayList<>();
      for (Use u = from.firstUse(); u != null; u = u.nextUse()) uses.add(u);
      for (Use u : uses) {
        Instruction ui = (Instruction) u.user();
        if (ui == to || ui.parent() == null) continue;
        BasicBlock at = ui instanceof PhiInst phi ? phi.incomingBlock(u.index()) : ui.parent();
        if (dt.dominates(n, at)) u.set(to);
      }
    }
  }
}
