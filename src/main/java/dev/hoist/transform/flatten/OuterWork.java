package dev.hoist.transform.flatten;

import dev.hoist.analysis.Speculation;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.target.TargetTransformInfo;
import dev.hoist.transform.licm.LicmQueries;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The work between the two loops of a nest (LLVM's checkOuterLoopInsts). Flattened, the outer
 * loop's blocks run on every inner iteration instead of once per outer one. The exit tests, the
 * guards and what is derived from the inductions go away; anything that depends on the outer
 * iteration in another way (a carried value used between the loops) would change meaning; what
 * is left is invariant in the outer loop, and is either
 *
 * <ul>
 *   <li><b>repeated</b>, as LLVM repeats it, when all of it is safe to run more often (no side
 *       effects, no trap, no memory read the inner loop's writes could change) and costs at most
 *       {@code -loop-flatten-cost-threshold};
 *   <li>or else <b>hoisted</b>: the pass has LICM hoist what it can, and moves what LICM leaves
 *       only because it might not run (a division behind the inner loop's guard, which runs on
 *       every flattened iteration once the guards are gone) to the flattened loop's preheader
 *       ({@link #hoistAfterGuards}). What is left then must be repeatable, within the threshold.
 * </ul>
 */
final class OuterWork {
  /** The invariant instructions between the loops that are used, in order. */
  final List<Instruction> invariant = new ArrayList<>();
  /** Of those, the ones that are not safe to run more often (or not cheap), or null when all are. */
  Instruction firstUnrepeatable;
  /** The cost of running {@link #invariant} on every flattened iteration. */
  int cost;

  /** The work between the loops of {@code shape}, or why it forbids flattening. */
  static OuterWork of(NestShape shape, IndexUses uses, TargetTransformInfo tti) throws Rejected {
    OuterWork w = new OuterWork();
    Set<Value> invariant = new HashSet<>();
    for (BasicBlock b : shape.between()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i instanceof PhiInst || i.isTerminator() || uses.derived.contains(i)) continue;
        if (i instanceof CallBase c && c.isDebugIntrinsic()) continue;
        if (i.mayHaveSideEffects()) throw Rejected.printing(Rejection.SIDE_EFFECTS, i, "");
        for (int k = 0; k < i.numOperands(); k++) {
          Value op = i.operand(k);
          if (!shape.outer.isInvariant(op) && !invariant.contains(op)) {
            throw Rejected.printing(Rejection.VALUE_MODIFIED, i, "");
          }
        }
        invariant.add(i);
        if (!i.hasUses()) continue; // dead: erased with the loop's other dead code
        w.invariant.add(i);
        w.cost += tti.latency(i);
        if (w.firstUnrepeatable == null && !repeatable(i)) w.firstUnrepeatable = i;
      }
    }
    return w;
  }

  /** Whether repeating the work on every flattened iteration is legal and within {@code threshold}. */
  boolean repeatable(int threshold) {
    return firstUnrepeatable == null && cost <= threshold;
  }

  /**
   * After LICM: the work LICM left that only the guards kept in the loop, to be moved to the
   * flattened loop's preheader; the rest stays and is repeated. Rejected when what stays is not
   * safe to repeat or costs more than {@code threshold}.
   */
  List<Instruction> hoistAfterGuards(LicmQueries licm, TargetTransformInfo tti, int threshold) throws Rejected {
    List<Instruction> moved = new ArrayList<>();
    int stays = 0;
    for (Instruction i : invariant) {
      if (moved.containsAll(operandsBetween(i)) && licm.blockedOnlyByExecution(i)) {
        moved.add(i);
      } else if (repeatable(i)) {
        stays += tti.latency(i);
      } else {
        throw Rejected.printing(Rejection.SIDE_EFFECTS, i, "");
      }
    }
    if (stays > threshold) throw new Rejected(Rejection.NOT_PROFITABLE, "cost " + stays + " > " + threshold);
    return moved;
  }

  /** The operands of {@code i} that are instructions between the loops (invariant work before it). */
  private List<Instruction> operandsBetween(Instruction i) {
    List<Instruction> l = new ArrayList<>();
    for (int k = 0; k < i.numOperands(); k++) if (i.operand(k) instanceof Instruction d && invariant.contains(d)) l.add(d);
    return l;
  }

  private static boolean repeatable(Instruction i) {
    return Speculation.isSafeToSpeculate(i) && !i.mayReadMemory();
  }

}
