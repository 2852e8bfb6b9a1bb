package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import java.util.ArrayList;
import java.util.List;

/**
 * Recognizes the header phis the vectorizer can split across lanes ({@link VectorPlan.Reduction}):
 * each lane keeps a partial result, combined after the loop.
 *
 * <pre>
 *   %s = phi i32 [ 0, %ph ], [ %s.next, %loop ]
 *   %s.up = add i32 %s, %x                          ; one associative operation on %s
 *   %s.next = select i1 %c, i32 %s.up, i32 %s       ; on some iterations only
 * </pre>
 */
final class Reductions {
  private Reductions() {}

  /**
   * The phi as a reduction, or null: updated by one operation on itself, on every iteration or,
   * through a select or a phi that chooses between the old and the updated value, on some.
   */
  static VectorPlan.Reduction recognize(PhiInst phi, Loop loop) {
    BasicBlock header = loop.header();
    if (phi.numIncoming() != 2 || !(phi.type() instanceof IntegerType t) || t.bits() > 64) return null;
    if (!(phi.valueFor(loop.latch()) instanceof Instruction next) || !loop.contains(next)) return null;
    BinaryInst up = null;
    if (next instanceof BinaryInst b) {
      up = b;
    } else {
      List<Value> choices = new ArrayList<>();
      if (next instanceof SelectInst s && s.condition() != phi) {
        choices.add(s.trueValue());
        choices.add(s.operand(2));
      } else if (next instanceof PhiInst p && p.parent() != header) {
        for (int k = 0; k < p.numIncoming(); k++) choices.add(p.incomingValue(k));
      } else {
        return null;
      }
      for (Value v : choices) {
        if (v == phi) continue;
        if (!(v instanceof BinaryInst b) || !loop.contains(b) || up != null && up != b) return null;
        up = b;
      }
      if (up == null || next instanceof SelectInst s && s.condition() == up) return null;
    }
    switch (up.opcode()) {
      case ADD, MUL, AND, OR, XOR -> {}
      // s - x: each lane subtracts its own terms; the lanes' results add up to the total.
      case SUB -> {
        if (up.operand(0) != phi) return null;
      }
      default -> {
        return null;
      }
    }
    if (up.operand(0) != phi && up.operand(1) != phi || up.operand(0) == up.operand(1)) return null;
    for (User u : phi.users()) if (u != up && u != next && inLoop(u, loop) && !VectorizationLegality.isDebugIntrinsic(u)) return null;
    for (User u : up.users()) if (u != phi && u != next && inLoop(u, loop) && !VectorizationLegality.isDebugIntrinsic(u)) return null;
    if (next != up) for (User u : next.users()) if (u != phi && inLoop(u, loop) && !VectorizationLegality.isDebugIntrinsic(u)) return null;
    return new VectorPlan.Reduction(phi, up, next);
  }

  private static boolean inLoop(User u, Loop loop) {
    return u instanceof Instruction i && loop.contains(i);
  }
}
