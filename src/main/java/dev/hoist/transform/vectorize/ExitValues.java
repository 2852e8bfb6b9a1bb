package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values a loop leaves to the code after it (the phis of its exit block, in LCSSA form), as
 * the vector loop can give them when it ran the last iteration itself and the original loop is
 * skipped (a trip count that divides evenly):
 *
 * <pre>
 *   exit:
 *     %i.lcssa = phi i64 [ %i.next, %loop ], [ %ind.end, %middle.block ]   ; closed form: start + step * count
 *     %s.lcssa = phi i32 [ %s.next, %loop ], [ %rdx, %middle.block ]       ; the combined reduction
 *     %x.lcssa = phi i32 [ %x, %loop ], [ %last, %middle.block ]           ; the last lane of the last vector
 * </pre>
 *
 * A value that none of these gives (a reduction's value before its last update, a conditional
 * update) makes the original loop run the last iterations, as it did before the vector loop
 * learnt to finish a loop.
 */
final class ExitValues {
  private ExitValues() {}

  /** The block the loop exits to (rotated: the latch's successor outside the loop). */
  static BasicBlock exitBlock(Loop loop) {
    BrInst br = (BrInst) loop.latch().terminator();
    return loop.contains(br.successor(0)) ? br.successor(1) : br.successor(0);
  }

  /** Whether the vector loop can give every value the exit block's phis take from the loop. */
  static boolean available(Loop loop, ScalarEvolution se, ScevExpander expander, Set<Instruction> widened, Set<Instruction> uniform,
      List<VectorPlan.Reduction> reductions) {
    BasicBlock exit = exitBlock(loop);
    Instruction at = loop.preheader().terminator();
    for (PhiInst phi : exit.phis()) {
      Value v = phi.valueFor(loop.latch());
      if (!(v instanceof Instruction i) || !loop.contains(i)) continue;
      if (closedForm(loop, se, expander, v, at) != null) continue;
      if (reductionOf(reductions, v) != null) continue;
      if (widened.contains(i) && !(i instanceof StoreInst) || uniform.contains(i)) continue;
      return false;
    }
    return true;
  }

  /** The loop-invariant expression of {@code v}'s value after the loop, when it can be computed at {@code at}; else null. */
  static Scev closedForm(Loop loop, ScalarEvolution se, ScevExpander expander, Value v, Instruction at) {
    if (!se.isSCEVable(v.type())) return null;
    Scev s = se.scevAtScope(se.getSCEV(v), loop.parent());
    if (se.isCouldNotCompute(s) || !se.isLoopInvariant(s, loop) || !expander.isSafeToExpand(s, at)) return null;
    return s;
  }

  /**
   * The values of the exit block's phis that have a closed form, expanded at {@code at} (the
   * preheader's end), keyed by the value the phi takes from the loop.
   */
  static Map<Value, Value> expandClosedForms(Loop loop, ScalarEvolution se, ScevExpander expander, Instruction at) {
    Map<Value, Value> out = new HashMap<>();
    for (PhiInst phi : exitBlock(loop).phis()) {
      Value v = phi.valueFor(loop.latch());
      if (!(v instanceof Instruction i) || !loop.contains(i) || out.containsKey(v)) continue;
      Scev closed = closedForm(loop, se, expander, v, at);
      if (closed != null) out.put(v, expander.expand(closed, v.type(), at));
    }
    return out;
  }

  /** The reduction whose value leaving the loop {@code v} is, else null. */
  static VectorPlan.Reduction reductionOf(List<VectorPlan.Reduction> reductions, Value v) {
    for (VectorPlan.Reduction r : reductions) if (r.next() == v) return r;
    return null;
  }
}
