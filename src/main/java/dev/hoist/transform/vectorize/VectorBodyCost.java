package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.freq.ProfileData;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.target.TargetTransformInfo;
import java.util.HashSet;
import java.util.Set;

/**
 * The machine instructions of a {@link VectorPlan}'s loops, as {@link TargetTransformInfo} counts
 * them: one iteration of the scalar loop, one iteration of the vector loop at a width and an
 * interleave count, and what the vector loop costs once per entry (trip count, checks,
 * broadcasts, combining reductions, the values resumed by the original loop).
 *
 * <pre>
 *   scalar:  %v = load; %x = add %v, %k; store %x; i++; cmp; br           5 per element
 *   vector:  movdqu; paddd; movdqu, twice (IC 2); index += 8; cmp; br     9 per 8 elements
 * </pre>
 *
 * Blocks that run on some iterations only count as often as their branch weights say, else half
 * (LLVM's guess that a branch goes either way); the vector loop runs them for every lane, except
 * work done lane by lane or behind a test that some lane is active.
 */
final class VectorBodyCost {
  /** The vector loop's own increment, compare and branch. */
  private static final int LOOP_CONTROL = 3;
  /** The largest body (in machine instructions) LLVM's runtime unroller unrolls four times. */
  private static final int UNROLLED_BODY = 37;

  private final VectorPlan plan;
  private final Loop loop;
  private final TargetTransformInfo tti;

  VectorBodyCost(VectorPlan plan, TargetTransformInfo tti) {
    this.plan = plan;
    this.loop = plan.loop();
    this.tti = tti;
  }

  /** One iteration of the original loop. */
  int scalarIteration() {
    int cost = 0;
    for (BasicBlock b : plan.blocks()) {
      int block = 0;
      for (Instruction i : b) block += tti.scalarCost(i);
      cost += plan.predicated().contains(b) ? share(block, runs(b)) : block;
    }
    return Math.max(1, cost);
  }

  /**
   * One iteration of the original loop once LLVM's runtime unroller has run on it (four
   * iterations per trip): a quarter of the increment, compare and branch, for a body small enough
   * to be unrolled.
   */
  int unrolledScalarIteration() {
    int scalar = scalarIteration();
    return scalar <= UNROLLED_BODY ? Math.max(1, scalar - 2) : scalar;
  }

  /** One iteration of the vector loop: {@code ic} vectors of {@code vf} lanes of every widened value. */
  int vectorIteration(int vf, int ic) {
    int perPart = 0;
    Set<VectorAccess.Group> groups = new HashSet<>();
    for (Instruction i : plan.widened()) {
      if (PredicatedLanes.isLaneWork(i, plan)) {
        // Each lane tests its bit; the lanes that take the block (as many as in the scalar loop) work.
        perPart += vf * (PredicatedLanes.LANE_TEST + share(tti.scalarCost(i) + PredicatedLanes.LANE_MOVES, runs(i.parent())));
      } else if (VectorCostModel.isMemory(i)) {
        VectorAccess a = plan.accessOf(i);
        perPart += switch (a.kind()) {
          case CONSECUTIVE -> tti.vectorMemoryCost(a.access().element(), vf, false);
          case REVERSE -> tti.vectorMemoryCost(a.access().element(), vf, true);
          case GROUP -> groups.add(a.group()) ? groupCost(a.group(), vf) : 0;
          case SCALARIZED -> tti.scalarizedMemoryCost(a.access().element(), vf);
          case INVARIANT -> 0;
        };
      } else if (i instanceof PhiInst p) {
        perPart += (p.numIncoming() - 1) * selectCost(p, vf);
      } else if (orderedUpdate(i) != null) {
        perPart += 2 * vf; // each lane added in turn: a shuffle and an add
      } else {
        perPart += tti.vectorCost(i, vf, loop);
      }
    }
    for (VectorPlan.Induction iv : plan.inductions()) if (widenedUser(iv.phi())) perPart += 1;
    perPart += plan.predicated().size(); // the masks: an and or a select per block
    int cost = perPart * ic + LOOP_CONTROL;
    Set<BasicBlock> guarded = new HashSet<>();
    // Any lane exiting: or-ing the parts, a mask extraction, a test, or-ing it with the count's test.
    if (plan.earlyExit() != null) cost += ic + 2;
    for (Instruction u : plan.uniform()) {
      if (!plan.predicated().contains(u.parent())) continue; // computed before the loop
      if (VectorBody.guardsUniform(plan, u.parent())) {
        // Behind the test that some lane of the vf * ic takes the block.
        cost += share(tti.scalarCost(u), Math.min(1.0, runs(u.parent()) * vf * ic));
        if (guarded.add(u.parent())) cost += VectorBody.ANY_ACTIVE_TEST;
      } else {
        cost += tti.scalarCost(u);
      }
      if (widenedUser(u)) cost += tti.broadcastCost(u.type(), vf);
    }
    return cost;
  }

  /**
   * How often an iteration runs the predicated block {@code b}: the probability of the edge into it
   * where the branch carries weights (a profile, or {@code __builtin_expect} through
   * {@code lower-expect}), else one half (LLVM's guess that a branch goes either way).
   */
  private static double runs(BasicBlock b) {
    BasicBlock from = b.singlePredecessor();
    if (from == null || !(from.terminator() instanceof BrInst br) || !br.isConditional()) return 0.5;
    long[] w = ProfileData.branchWeights(br, 2);
    if (w == null || w[0] + w[1] == 0) return 0.5;
    return (double) (br.successor(0) == b ? w[0] : w[1]) / (w[0] + w[1]);
  }

  /** {@code cost} scaled by how often it runs, rounded up. */
  private static int share(int cost, double often) {
    return (int) Math.ceil(cost * often);
  }

  /** What the vector loop costs once per entry, around its iterations. */
  int entry(int vf, int ic) {
    int cost = 6; // the trip count, the minimum-iterations test and its branch
    // Checks made before the outer loop cost their branch's share of the test above.
    cost += plan.diffChecks() != null ? 3 * plan.diffChecks().checks().size()
        : plan.outerChecks() != null ? 0 : 3 * plan.checks().groups().size() + 4 * plan.checks().numChecks();
    for (VectorPlan.Reduction r : plan.reductions()) {
      cost += r.ordered() ? 1 : (ic - 1) + tti.reductionCost(r.update(), vf, loop);
    }
    cost += 2 * plan.inductions().size() + 2; // values the original loop resumes from, and the test after the loop
    if (plan.earlyExit() != null && plan.earlyExit().checked()) cost += 2; // the count within the dereferenceable bytes
    Set<Value> invariants = new HashSet<>();
    for (Instruction i : plan.widened()) {
      for (int k = 0; k < i.numOperands(); k++) {
        Value v = i.operand(k);
        boolean inLoop = v instanceof Instruction d && loop.contains(d);
        if (!inLoop && !(v instanceof dev.hoist.ir.constant.Constant) && !(v instanceof BasicBlock)) invariants.add(v);
      }
    }
    for (Value v : invariants) cost += tti.broadcastCost(v.type(), vf);
    for (Instruction u : plan.uniform()) if (!plan.predicated().contains(u.parent())) cost += tti.scalarCost(u) + 1;
    return cost;
  }

  /** About how many vectors the body keeps in registers at once (for one part). */
  int liveVectors(int vf) {
    int n = plan.reductions().size();
    for (Instruction i : plan.widened()) if (!i.type().isVoid()) n++;
    return (n + 1) / 2 + plan.inductions().size();
  }

  private int groupCost(VectorAccess.Group g, int vf) {
    int members = 0;
    for (Object m : g.members()) if (m != null) members++;
    dev.hoist.analysis.access.Access any = null;
    for (dev.hoist.analysis.access.Access m : g.members()) if (m != null) any = m;
    return tti.interleavedGroupCost(any.element(), vf, g.factor(), members, g.store());
  }

  private int selectCost(PhiInst p, int vf) {
    return tti.vectorSelectCost(p.type(), vf);
  }

  /** The ordered reduction {@code i} updates, else null. */
  private VectorPlan.Reduction orderedUpdate(Instruction i) {
    if (!(i instanceof BinaryInst)) return null;
    for (VectorPlan.Reduction r : plan.reductions()) if (r.ordered() && r.update() == i) return r;
    return null;
  }

  private boolean widenedUser(Value v) {
    for (dev.hoist.ir.User u : v.users()) if (u instanceof Instruction i && plan.widened().contains(i)) return true;
    return false;
  }
}
