package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;

/**
 * The exit test of the original loop once it runs after the vector loop: an equality test against
 * the counter's last value (LFTR), where the loop tested an order ({@code i < n}) and that last
 * value is already at hand ({@code n} itself, or a constant).
 *
 * <pre>
 *   %c = icmp slt i32 %i.next, %n        =&gt;     %c = icmp ne i32 %i.next, %n
 * </pre>
 *
 * The loop now starts from the value the vector loop stopped at, a phi; LLVM's scalar evolution
 * computes the count of an order test from such a start only while the counter keeps its no-wrap
 * flags, which the widening of {@code opt -O3}'s IndVarSimplify drops, and a loop without a count
 * is not unrolled. LLVM's own pipeline rewrites the test before vectorizing, so the loop it leaves
 * behind has an equality test; this gives the remainder (and the whole loop, when the checks
 * fail) the same. On x86 both tests are a compare and a branch.
 */
final class RemainderExitTest {
  private RemainderExitTest() {}

  /** The rewrite to make: the compare and the value its counter ends at. */
  record Rewrite(CmpInst test, Value counter, Value last, boolean exitOnEqual) {}

  /** The rewrite of {@code plan}'s exit test, found before the loop changes, or null. */
  static Rewrite find(VectorPlan plan, ScalarEvolution se) {
    Loop loop = plan.loop();
    if (!(loop.latch().terminator() instanceof BrInst br) || !br.isConditional()) return null;
    if (!(br.condition() instanceof CmpInst cmp) || cmp.opcode() != Opcode.ICMP || cmp.parent() != loop.latch() || !cmp.hasOneUse()) {
      return null;
    }
    if (cmp.predicate() == CmpPredicate.EQ || cmp.predicate() == CmpPredicate.NE) return null;
    for (VectorPlan.Induction iv : plan.inductions()) {
      Value next = iv.phi().valueFor(loop.latch());
      if (!(iv.rec().step() instanceof ScevConstant step) || Math.abs(step.longValue()) != 1) continue;
      for (int k = 0; k < 2; k++) {
        if (cmp.operand(k) != next || !(cmp.operand(1 - k) instanceof Value bound) || !loop.isInvariant(bound)) continue;
        Scev last = se.scevAtScope(se.getSCEV(next), loop.parent());
        if (se.isCouldNotCompute(last)) return null;
        Value at = last.equals(se.getSCEV(bound)) ? bound
            : last instanceof ScevConstant c && next.type() instanceof dev.hoist.ir.type.IntegerType t ? ConstantInt.get(t, c.longValue()) : null;
        if (at == null) return null;
        return new Rewrite(cmp, next, at, br.successor(0) != loop.header());
      }
    }
    return null;
  }

  /** Replaces the exit test with the equality test. */
  static void apply(Rewrite r) {
    CmpInst eq = new CmpInst(Opcode.ICMP, r.exitOnEqual() ? CmpPredicate.EQ : CmpPredicate.NE, r.counter(), r.last());
    Instruction old = r.test();
    String name = old.hasName() ? old.name() : null;
    old.parent().insertBefore(eq, old);
    old.replaceAllUsesWith(eq);
    old.eraseFromParent();
    if (name != null) eq.setName(name);
  }
}
