package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.Speculation;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Header phis of an early-exit loop that carry the previous iteration's value of something the
 * inductions determine, used only after the loop: what rotation leaves of a test in the header
 * that a later instruction read ({@code return i < n} after a search, which SimplifyCFG makes of
 * {@code return 1} / {@code return 0}).
 *
 * <pre>
 *   loop:
 *     %in.range = phi i1 [ true, %ph ], [ %c, %latch ]   ; no user in the loop
 *     ...
 *   latch:
 *     %i.next = add nuw nsw i32 %i, 1
 *     %c = icmp ult i32 %i.next, 1024
 * </pre>
 *
 * The vector loop does not compute them (no lane needs them); where the original loop resumes at
 * iteration {@code r}, the latch value's instructions are computed again from the inductions'
 * values at iteration {@code r - 1}.
 */
final class RecomputedPhis {
  private RecomputedPhis() {}

  /** Whether header phi {@code p} is one: no user in the loop, its latch value a function of {@code inductions}. */
  static boolean recognize(PhiInst p, Loop loop, Set<PhiInst> inductions) {
    for (User u : p.users()) if (u instanceof Instruction i && loop.contains(i.parent())) return false;
    return computable(p.valueFor(loop.latch()), loop, inductions, 0);
  }

  private static boolean computable(Value v, Loop loop, Set<PhiInst> inductions, int depth) {
    if (!(v instanceof Instruction i) || !loop.contains(i.parent())) return true;
    if (i instanceof PhiInst phi) return inductions.contains(phi);
    if (depth > 16 || i instanceof LoadInst || i instanceof CallInst || !Speculation.isSafeToSpeculate(i)) return false;
    for (int k = 0; k < i.numOperands(); k++) if (!computable(i.operand(k), loop, inductions, depth + 1)) return false;
    return true;
  }

  /**
   * The latch value of {@code p} computed again before {@code at}, each induction phi replaced by
   * its value in {@code previous} (at the iteration before the one the original loop resumes at).
   */
  static Value valueAt(PhiInst p, Loop loop, Map<PhiInst, Value> previous, Instruction at) {
    return copy(p.valueFor(loop.latch()), loop, previous, at, new HashMap<>());
  }

  private static Value copy(Value v, Loop loop, Map<PhiInst, Value> previous, Instruction at, Map<Value, Value> done) {
    if (!(v instanceof Instruction i) || !loop.contains(i.parent())) return v;
    if (i instanceof PhiInst phi) return previous.get(phi);
    Value made = done.get(v);
    if (made != null) return made;
    Instruction c = i.cloneInstruction();
    for (int k = 0; k < c.numOperands(); k++) c.setOperand(k, copy(c.operand(k), loop, previous, at, done));
    Value folded = switch (c) {
      case BinaryInst b when b.lhs() instanceof Constant x && b.rhs() instanceof Constant y -> ConstantFolder.binary(b.opcode(), b.flags(), x, y);
      case CmpInst cmp when cmp.opcode() == Opcode.ICMP && cmp.operand(0) instanceof Constant x && cmp.operand(1) instanceof Constant y ->
          ConstantFolder.compare(cmp.predicate(), x, y);
      default -> null;
    };
    Value out = folded != null ? folded : c;
    if (folded == null) at.parent().insertBefore(c, at);
    done.put(v, out);
    return out;
  }
}
