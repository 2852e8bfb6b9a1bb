package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.access.Access;
import dev.hoist.analysis.access.LoopAccessInfo;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.AtomicOrdering;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.UnaryInst;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.type.IntegerType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decides whether one innermost loop can run {@code width} iterations at a time on vectors, and
 * what that takes. The loops accepted are the simple ones LICM leaves behind:
 *
 * <ul>
 *   <li>rotated, the latch the only exiting block, with a backedge-taken count scalar evolution
 *       can compute and expand before the loop; the body may branch and join again (if-conversion:
 *       each lane follows its own path through masks, joins become selects); or with one more
 *       exiting block that dominates the latch, in a loop without side effects whose loads are
 *       all known dereferenceable ({@link EarlyExit});</li>
 *   <li>every header phi an affine recurrence (an induction) or a reduction
 *       ({@link VectorPlan.Reduction}), which may update on some iterations only;</li>
 *   <li>every load and store simple (not volatile or atomic) of an integer or floating-point
 *       element, at a consecutive address ({@code {start,+,size}}), in a block that runs on every
 *       iteration (SSE has no masked access);</li>
 *   <li>except uniform values: loads from an address that is loop-invariant or itself uniform, and
 *       arithmetic on them, are computed once per vector iteration as scalars. In a block that
 *       runs on some iterations only, the loads among them run when some lane takes the block,
 *       as the original runs them on such iterations only (this is where Hoist goes past LLVM 14,
 *       which gives up on a load it cannot speculate when the target has no masked load);</li>
 *   <li>every other instruction that computes data arithmetic, a compare, a select, a cast
 *       between integers and floating point, or an element-wise math function; the address
 *       arithmetic and the exit test are not widened (the vector loop has its own). Such
 *       instructions are speculated in blocks that run on some iterations only: none can trap;</li>
 *   <li>no division by a value that might be zero (or -1 when signed): x86 has no vector
 *       division, so llc would take the vector apart again.</li>
 * </ul>
 *
 * Memory order is {@link MemoryLegality}'s: pairs of a store and another access that may touch
 * the same bytes in different iterations are tested at run time for overlap over the iterations
 * the vector loop runs. The width fills a vector register with the widest element
 * ({@link TargetTransformInfo}); a loop whose operations are mostly ones the target has no vector
 * instruction for stays scalar.
 *
 * <p>The vector loop runs a multiple of {@code width} iterations, at most the backedge-taken
 * count, so the original loop, kept as the remainder, always runs at least once: it produces every
 * value used after the loop, and no iteration the vector loop runs could have been skipped by the
 * original (one exit, at the latch, and no calls that might not return), or, with an early exit,
 * none whose effects (none) or faults (none: dereferenceable) the original would not have had.
 */
final class VectorizationLegality {
  /** Why a loop is not vectorized: a remark name and its message. */
  record Rejection(String name, String message) {}

  /** A plan, or why there is none. */
  record Verdict(VectorPlan plan, Rejection rejection) {
    static Verdict no(String name, String message) {
      return new Verdict(null, new Rejection(name, message));
    }
  }

  /**
   * What the caller allows: runtime checks (at most {@code maxChecks} pairs, merging within
   * {@code mergeBudget} comparisons), floating-point reductions reassociated without
   * {@code reassoc} ({@code reorderFp}: the loop's hints ask for vectorization), or kept in order
   * ({@code orderedFp}: {@code -force-ordered-reductions}); range checks of a loop inside another
   * made before the outer loop where they can be ({@code hoistChecks}: {@code -hoist-runtime-checks}).
   */
  record Options(int maxChecks, int mergeBudget, boolean reorderFp, boolean orderedFp, boolean hoistChecks) {
    static final Options DEFAULT = new Options(8, 100, false, false, true);
  }

  private final Loop loop;
  private final ScalarEvolution se;
  private final DominatorTree dt;
  private final LoopAccessInfo lai;
  private final BasicBlock header;
  /** The loop's blocks in an order their branches respect: the header first, the latch last. */
  private List<BasicBlock> chain;
  /** The blocks that do not run on every iteration. */
  private Set<BasicBlock> predicated;
  /** The instructions computed once per vector iteration, as scalars. */
  private Set<Instruction> uniform;
  /** The blocks besides the latch that exit the loop. */
  private final List<BasicBlock> earlyExiting = new ArrayList<>();
  /** The header phis of an early-exit loop recomputed where the original loop resumes ({@link RecomputedPhis}). */
  private final List<PhiInst> recomputed = new ArrayList<>();

  private VectorizationLegality(Loop loop, ScalarEvolution se, AliasAnalysis aa, DominatorTree dt) {
    this.loop = loop;
    this.se = se;
    this.dt = dt;
    lai = new LoopAccessInfo(loop, se, aa);
    header = loop.header();
  }

  /** The plan for {@code loop} (its factors not yet chosen: one lane), or why there is none. */
  static Verdict analyze(Loop loop, ScalarEvolution se, AliasAnalysis aa, DominatorTree dt, Options options) {
    return new VectorizationLegality(loop, se, aa, dt).run(options);
  }

  private Verdict run(Options options) {
    if (!loop.subLoops().isEmpty()) return Verdict.no("NotInnermostLoop", "loop is not the innermost loop");
    BasicBlock pre = loop.preheader();
    chain = bodyOrder();
    if (pre == null || chain == null || earlyExiting.isEmpty() && loop.exitBlocks().size() != 1) {
      return Verdict.no("CFGNotUnderstood", "loop control flow is not understood by vectorizer");
    }
    if (earlyExiting.size() > 1) {
      return Verdict.no("TooManyUncountableEarlyExits", "Cannot vectorize early exit loop with more than one early exit");
    }
    BasicBlock early = earlyExiting.isEmpty() ? null : earlyExiting.get(0);
    if (early != null) {
      Rejection bad = EarlyExit.shapeProblem(loop, dt, early, se);
      if (bad != null) return new Verdict(null, bad);
    }
    predicated = new HashSet<>();
    for (BasicBlock b : chain) if (!dt.dominates(b, loop.latch())) predicated.add(b);
    // With an early exit, the latch's count: the most iterations the loop can run.
    Scev btc = early == null ? se.backedgeTakenCount(loop) : se.exitCount(loop, loop.latch());
    if (se.isCouldNotCompute(btc) || !(btc.type() instanceof IntegerType bt) || bt.bits() > 64) {
      return Verdict.no("CantComputeNumberOfIterations", "could not determine number of loop iterations");
    }
    ScevExpander expander = new ScevExpander(se);
    if (!expander.isSafeToExpand(btc, pre.terminator())) {
      return Verdict.no("CantComputeNumberOfIterations", "the number of loop iterations cannot be computed before the loop");
    }

    List<VectorPlan.Induction> inductions = new ArrayList<>();
    List<VectorPlan.Reduction> reductions = new ArrayList<>();
    for (PhiInst phi : header.phis()) {
      VectorPlan.Reduction r = Reductions.recognize(phi, loop);
      if (r != null) {
        if (r.ordered() && options.reorderFp()) r = new VectorPlan.Reduction(r.accumulator(), r.update(), r.next(), false, null);
        if (r.ordered() && !(options.orderedFp() && r.update().opcode() == dev.hoist.ir.Opcode.FADD && r.next() == r.update())) {
          return Verdict.no("CantReorderFPOps", "cannot prove it is safe to reorder floating-point operations");
        }
        reductions.add(r);
        continue;
      }
      if (se.isSCEVable(phi.type()) && se.typeBits(phi.type()) <= 64 && se.getSCEV(phi) instanceof ScevAddRec ar && ar.loop() == loop && ar.isAffine()
          && se.isLoopInvariant(ar.step(), loop) && expander.isSafeToExpand(ar.start(), pre.terminator())
          && expander.isSafeToExpand(ar.step(), pre.terminator())) {
        inductions.add(new VectorPlan.Induction(phi, ar));
        continue;
      }
      if (early != null) {
        recomputed.add(phi); // if its value is a function of the inductions (tested once they are known)
        continue;
      }
      return Verdict.no("NonInductionPHI", "value that could not be identified as induction or reduction variable");
    }
    Set<PhiInst> ivPhis = new HashSet<>();
    for (VectorPlan.Induction iv : inductions) ivPhis.add(iv.phi());
    for (PhiInst p : recomputed) {
      if (!RecomputedPhis.recognize(p, loop, ivPhis)) {
        return Verdict.no("NonInductionPHI", "value that could not be identified as induction or reduction variable");
      }
    }
    if (early != null && !reductions.isEmpty()) {
      // The vector loop leaves in the middle of an iteration: the lanes' partial results would
      // have to be taken apart again to resume.
      return Verdict.no("RecurrencesInEarlyExitLoop", "Cannot vectorize early exit loop with reductions or recurrences");
    }

    MemoryLegality memory = new MemoryLegality(lai, expander, pre.terminator());
    List<Access> accesses = new ArrayList<>();
    Set<Instruction> inMemory = new HashSet<>(); // the loads and stores of reductions kept in memory
    for (VectorPlan.Reduction r : Reductions.recognizeStored(loop, lai.loadsAndStores(), se, i -> !predicated.contains(i.parent()))) {
      if (r.ordered() && !options.reorderFp()) continue; // stays a load and a store: the loop stays scalar
      if (r.ordered()) r = new VectorPlan.Reduction(r.accumulator(), r.update(), r.next(), false, r.store());
      Rejection bad = memory.planInvariant(r.accumulator(), accesses);
      if (bad == null) bad = memory.planInvariant(r.store(), accesses);
      if (bad != null) return new Verdict(null, bad);
      reductions.add(r);
      inMemory.add(r.accumulator());
      inMemory.add(r.store());
    }
    uniform = uniformValues(inMemory);
    Set<Instruction> addressOnly = addressAndControl(reductions, inductions);
    Set<Instruction> widened = new LinkedHashSet<>();
    for (Instruction i : instructions()) {
      if (isDebugIntrinsic(i)) continue; // describes the scalar loop's variables; the vector loop has none
      if (i instanceof PhiInst && i.parent() == header || uniform.contains(i) || inMemory.contains(i)) continue;
      if (addressOnly.contains(i)) {
        if (i instanceof LoadInst) return Verdict.no("CantVectorizeInstruction", "a loaded value is used as an address");
        if (i.mayWriteMemory() || i instanceof CallInst) return Verdict.no("CantVectorizeInstruction", "instruction cannot be vectorized");
        continue;
      }
      String bad = Widening.problem(i, predicated.contains(i.parent()));
      if (bad != null) return Verdict.no("CantVectorizeInstruction", bad);
      if (i instanceof StoreInst st && predicated.contains(i.parent()) && loop.isInvariant(st.pointer())) {
        return Verdict.no("NoCFGForSelect", "control flow cannot be substituted for a select");
      }
      if (i instanceof LoadInst || i instanceof StoreInst) {
        Rejection r = memory.plan(i, accesses);
        if (r != null) return new Verdict(null, r);
      }
      widened.add(i);
    }
    uniform = neededUniformValues(widened);
    Rejection guarded = early == null ? null : EarlyExit.guardProblem(uniform, predicated);
    if (guarded != null) return new Verdict(null, guarded);
    for (Instruction u : uniform) {
      if (!(u instanceof LoadInst l)) continue;
      if (loop.isInvariant(l.pointer())) {
        Rejection r = memory.plan(l, accesses);
        if (r != null) return new Verdict(null, r);
      } else if (!memory.loadedAddressIsSafe(l, widened)) {
        return Verdict.no("UnsafeDep", "unsafe dependent memory operations in loop");
      }
    }
    Map<Instruction, Integer> order = new HashMap<>();
    for (Instruction i : instructions()) order.put(i, order.size());
    accesses.sort(java.util.Comparator.comparingInt(x -> order.get(x.inst()))); // checks in program order
    if (widened.isEmpty() || (accesses.isEmpty() && reductions.isEmpty())) {
      return Verdict.no("NothingToVectorize", "the loop has no data computation to vectorize");
    }
    for (BasicBlock b : chain) {
      if (b != loop.latch() && b.terminator() instanceof BrInst br && br.isConditional()) {
        String bad = operandProblem(br.condition(), widened, inductions, reductions, br);
        if (bad != null) return Verdict.no("CantVectorizeInstruction", bad);
      }
    }
    for (Instruction i : widened) {
      for (int k = 0; k < i.numOperands(); k++) {
        if (i instanceof CallInst c && i.operand(k) == c.calledFunction()) continue;
        if (i instanceof StoreInst && k == 1 || i instanceof LoadInst) continue; // addresses are not widened
        String bad = operandProblem(i.operand(k), widened, inductions, reductions, i);
        if (bad != null) return Verdict.no("CantVectorizeInstruction", bad);
      }
    }
    MemoryLegality.Result mem = memory.finish(accesses, options.maxChecks(), options.mergeBudget());
    if (mem == null) return new Verdict(null, memory.rejection());
    for (VectorAccess a : mem.memory()) {
      // A predicated access runs lane by lane (PredicatedLanes): a group would load or store its
      // lanes on iterations that skip it.
      if (a.kind() == VectorAccess.Kind.GROUP && predicated.contains(a.access().inst().parent())) {
        return Verdict.no("NoCFGForSelect", "control flow cannot be substituted for a select");
      }
    }
    EarlyExit exit = null;
    if (early != null) {
      Set<Instruction> loads = new HashSet<>();
      for (Instruction i : instructions()) if (i instanceof LoadInst) loads.add(i);
      exit = EarlyExit.of(loop, early, se, btc, mem.memory(), loads, header.parent().parent().layout(), recomputed);
      if (exit == null) return Verdict.no("PotentiallyFaultingEarlyExitLoop", "Cannot vectorize potentially faulting early exit loop");
    }
    // An early exit leaves for the original loop, which gives every exit's values.
    boolean epilogue = early != null || mem.gapAtEnd() || !ExitValues.available(loop, se, expander, widened, uniform, reductions);
    OuterLoopChecks outer = options.hoistChecks() && mem.diffChecks() == null ? OuterLoopChecks.of(loop, mem.checks(), se) : null;
    return new Verdict(new VectorPlan(loop, chain, predicated, 1, 1, btc, inductions, reductions, widened, uniform, lai, mem.memory(),
        mem.checks(), mem.diffChecks(), epilogue, exit, mem.maxSafeIterations(), outer), null);
  }

  /**
   * The loop's instructions whose value is the same on every lane: simple loads and arithmetic
   * whose operands are loop-invariant or themselves uniform (what LICM could not hoist because it
   * runs only on some iterations). Found in block order, so operands come first.
   */
  private Set<Instruction> uniformValues(Set<Instruction> excluded) {
    Set<Instruction> out = new LinkedHashSet<>();
    for (Instruction i : instructions()) {
      if (excluded.contains(i)) continue;
      boolean kind = switch (i) {
        case LoadInst l -> !l.isVolatile() && l.ordering() == AtomicOrdering.NOT_ATOMIC;
        case GepInst g -> true;
        case BinaryInst b -> true;
        case CastInst c -> true;
        case CmpInst c -> true;
        case SelectInst sel -> true;
        case UnaryInst u -> true;
        default -> false;
      };
      if (!kind) continue;
      boolean all = true;
      for (int k = 0; k < i.numOperands() && all; k++) {
        all = !(i.operand(k) instanceof Instruction d) || !inLoop(d) || out.contains(d);
      }
      if (all) out.add(i);
    }
    return out;
  }

  /** The uniform values the vector loop uses: as operands of widened ones, branch conditions, or to compute those. */
  private Set<Instruction> neededUniformValues(Set<Instruction> widened) {
    List<Instruction> all = new ArrayList<>(uniform);
    Set<Instruction> needed = new HashSet<>();
    for (int k = all.size() - 1; k >= 0; k--) {
      Instruction u = all.get(k);
      for (User user : u.users()) {
        if (!(user instanceof Instruction ui) || !inLoop(ui) || isDebugIntrinsic(ui)) continue;
        if (widened.contains(ui) || needed.contains(ui) || isMaskBranch(ui)) {
          needed.add(u);
          break;
        }
      }
    }
    Set<Instruction> out = new LinkedHashSet<>();
    for (Instruction u : all) if (needed.contains(u)) out.add(u);
    return out;
  }

  /** Whether {@code i} is a branch inside the loop body, whose condition masks lanes. */
  private boolean isMaskBranch(Instruction i) {
    return i instanceof BrInst br && br.isConditional() && br.parent() != loop.latch();
  }

  /**
   * The instructions the vector loop does not widen: the exit branch and whatever only computes
   * addresses of loads and stores, the exit test, or the next value of an induction.
   */
  private Set<Instruction> addressAndControl(List<VectorPlan.Reduction> reductions, List<VectorPlan.Induction> inductions) {
    Set<Instruction> out = new HashSet<>();
    Set<Value> updates = new HashSet<>();
    for (VectorPlan.Reduction r : reductions) {
      updates.add(r.update());
      updates.add(r.next());
    }
    Set<Value> ivs = new HashSet<>();
    for (VectorPlan.Induction iv : inductions) ivs.add(iv.phi());
    ivs.addAll(recomputed); // their latch values are computed again where the original loop resumes, not in the vector loop
    List<Instruction> insts = instructions();
    for (int k = insts.size() - 1; k >= 0; k--) {
      Instruction i = insts.get(k);
      if (i.isTerminator()) {
        out.add(i);
        continue;
      }
      if (updates.contains(i) || i.type().isVoid()) continue;
      boolean only = true;
      boolean used = false; // a value nothing uses is data like any other (dead code), not an address
      for (dev.hoist.ir.Use use : i.uses()) {
        User u = use.user();
        if (!inLoop(u) || isDebugIntrinsic(u)) continue;
        used = true;
        if (u instanceof Instruction ui && isMaskBranch(ui)) {
          only = false;
          break;
        }
        if (u instanceof Instruction ui && out.contains(ui)) continue;
        if (ivs.contains(u)) continue;
        if (u instanceof LoadInst) continue; // the pointer operand
        if (u instanceof StoreInst s && s.pointer() == i && s.value() != i) continue;
        only = false;
        break;
      }
      if (only && (used || i.hasUses())) out.add(i);
    }
    for (VectorPlan.Induction iv : inductions) {
      boolean data = false;
      for (User u : iv.phi().users()) {
        if (inLoop(u) && !isDebugIntrinsic(u) && !(u instanceof Instruction ui && out.contains(ui))) data = true;
      }
      if (!data) out.add(iv.phi());
    }
    return out;
  }

  /** Why operand {@code v} of widened {@code user} has no vector form, or null. */
  private String operandProblem(Value v, Set<Instruction> widened, List<VectorPlan.Induction> inductions,
      List<VectorPlan.Reduction> reductions, Instruction user) {
    if (v instanceof Constant c) return Widening.elementBits(c.type()) != 0 || c.type() == IntegerType.I1 ? null : "constant operand of a type that cannot be vectorized";
    if (!(v instanceof Instruction d) || !inLoop(d)) {
      return Widening.elementBits(v.type()) != 0 || v.type() == IntegerType.I1 ? null : "loop-invariant operand of a type that cannot be vectorized";
    }
    if (widened.contains(d)) return null;
    if (uniform.contains(d)) return Widening.elementBits(d.type()) != 0 || d.type() == IntegerType.I1 ? null : "uniform operand of a type that cannot be vectorized";
    for (VectorPlan.Induction iv : inductions) {
      if (iv.phi() == d) return d.type() instanceof IntegerType ? null : "pointer induction used as data";
    }
    for (VectorPlan.Reduction r : reductions) if (r.accumulator() == d && (r.update() == user || r.next() == user)) return null;
    return "operand cannot be vectorized";
  }

  static boolean isDebugIntrinsic(User u) {
    return u instanceof CallInst c && c.isDebugIntrinsic();
  }

  private boolean inLoop(User u) {
    return u instanceof Instruction i && i.parent() != null && loop.contains(i.parent());
  }

  /**
   * The loop's blocks in reverse postorder from the header (an order every branch of the body
   * respects), when the latch exits and branches back and every other block ends in a branch
   * within the body, or in a conditional branch with one successor out of the loop (those blocks
   * are gathered in {@link #earlyExiting}); otherwise null. The latch comes last: every block
   * reaches it.
   */
  private List<BasicBlock> bodyOrder() {
    BasicBlock latch = loop.latch();
    if (latch == null || !(latch.terminator() instanceof BrInst lb) || !lb.isConditional()) return null;
    if ((lb.successor(0) == header) == (lb.successor(1) == header)) return null;
    for (BasicBlock b : loop.blocks()) {
      if (b == latch) continue;
      if (!(b.terminator() instanceof BrInst br)) return null;
      for (int k = 0; k < br.numSuccessors(); k++) if (br.successor(k) == header) return null;
      if (br.isConditional() && loop.contains(br.successor(0)) != loop.contains(br.successor(1))) {
        earlyExiting.add(b);
      } else if (!loop.contains(br.successor(0))) {
        return null;
      }
    }
    // The function's reverse postorder, restricted to the loop, respects every edge of the body.
    Cfg cfg = dt.cfg();
    List<BasicBlock> order = new ArrayList<>(loop.blocks());
    order.sort(java.util.Comparator.comparingInt(b -> cfg.rpoIndex(cfg.index(b))));
    return order.get(0) == header && order.get(order.size() - 1) == latch ? order : null;
  }

  /** The instructions of the chain, in the order they run. */
  private List<Instruction> instructions() {
    List<Instruction> all = new ArrayList<>();
    for (BasicBlock b : chain) all.addAll(b.instructions());
    return all;
  }
}
