package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.ir.AtomicOrdering;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
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
 *
 * Floating-point sums and products ({@code fadd}, {@code fsub}, {@code fmul}) are reductions too;
 * lanes of partial sums add up in another order than the loop did, so without {@code reassoc}
 * they are marked {@link VectorPlan.Reduction#ordered}: the vectorizer then keeps the loop's order,
 * or the loop scalar.
 */
final class Reductions {
  private Reductions() {}

  /**
   * The phi as a reduction, or null: updated by one operation on itself, on every iteration or,
   * through a select or a phi that chooses between the old and the updated value, on some.
   */
  static VectorPlan.Reduction recognize(PhiInst phi, Loop loop) {
    BasicBlock header = loop.header();
    boolean fp = phi.type() == FloatType.FLOAT || phi.type() == FloatType.DOUBLE;
    if (phi.numIncoming() != 2 || !fp && !(phi.type() instanceof IntegerType t && t.bits() <= 64)) return null;
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
    if (!associative(up, phi)) return null;
    for (User u : phi.users()) if (u != up && u != next && inLoop(u, loop) && !VectorizationLegality.isDebugIntrinsic(u)) return null;
    for (User u : up.users()) if (u != phi && u != next && inLoop(u, loop) && !VectorizationLegality.isDebugIntrinsic(u)) return null;
    if (next != up) for (User u : next.users()) if (u != phi && inLoop(u, loop) && !VectorizationLegality.isDebugIntrinsic(u)) return null;
    return new VectorPlan.Reduction(phi, up, next, ordered(up), null);
  }

  /**
   * The reductions kept in memory: {@code store (op (load p), x), p} with {@code p}
   * loop-invariant, both running on every iteration ({@code everyIteration}), and no other access
   * of the loop through an address equal to {@code p}'s. Whether other accesses may reach
   * {@code *p} is for the runtime checks to say.
   */
  static List<VectorPlan.Reduction> recognizeStored(Loop loop, List<Instruction> loadsAndStores, ScalarEvolution se,
      java.util.function.Predicate<Instruction> everyIteration) {
    List<VectorPlan.Reduction> out = new ArrayList<>();
    for (Instruction i : loadsAndStores) {
      if (!(i instanceof StoreInst st) || !loop.isInvariant(st.pointer()) || st.isVolatile() || st.ordering() != AtomicOrdering.NOT_ATOMIC) {
        continue;
      }
      if (!(st.value() instanceof BinaryInst up) || !loop.contains(up)) continue;
      Type t = up.type();
      if (!(t == FloatType.FLOAT || t == FloatType.DOUBLE || t instanceof IntegerType it && it.bits() <= 64 && it.bits() >= 8)) continue;
      LoadInst load = null;
      for (int k = 0; k < 2; k++) if (up.operand(k) instanceof LoadInst l && l.pointer() == st.pointer()) load = l;
      if (load == null || load.isVolatile() || load.ordering() != AtomicOrdering.NOT_ATOMIC || !loop.contains(load)) continue;
      if (!associative(up, load) || !everyIteration.test(load) || !everyIteration.test(st)) continue;
      if (load.parent() == st.parent() && !load.comesBefore(st)) continue;
      boolean alone = true;
      Scev address = se.getSCEV(st.pointer());
      for (Instruction other : loadsAndStores) {
        if (other == load || other == st) continue;
        Value q = other instanceof LoadInst l ? l.pointer() : ((StoreInst) other).pointer();
        alone &= q != st.pointer() && !(se.isSCEVable(q.type()) && se.getSCEV(q).equals(address));
      }
      for (User u : load.users()) alone &= u == up || !inLoop(u, loop) || VectorizationLegality.isDebugIntrinsic(u);
      for (User u : up.users()) alone &= u == st || !inLoop(u, loop) || VectorizationLegality.isDebugIntrinsic(u);
      if (alone) out.add(new VectorPlan.Reduction(load, up, up, ordered(up), st));
    }
    return out;
  }

  /**
   * Whether {@code up} combines {@code acc} with another value by an operation whose partial
   * results lanes can keep: add, mul, and, or, xor, fadd, fmul, or {@code acc - x}.
   */
  private static boolean associative(BinaryInst up, Value acc) {
    switch (up.opcode()) {
      case ADD, MUL, AND, OR, XOR, FADD, FMUL -> {}
      // s - x: each lane subtracts its own terms; the lanes' results add up to the total.
      case SUB, FSUB -> {
        if (up.operand(0) != acc) return false;
      }
      default -> {
        return false;
      }
    }
    return (up.operand(0) == acc || up.operand(1) == acc) && up.operand(0) != up.operand(1);
  }

  /** Floating-point lanes reassociate the sum: without reassoc, only in order. */
  private static boolean ordered(BinaryInst up) {
    return up.type() instanceof FloatType && (up.flags() & Flags.FMF_REASSOC) == 0;
  }

  private static boolean inLoop(User u, Loop loop) {
    return u instanceof Instruction i && loop.contains(i);
  }
}
