package dev.hoist.transform.indvars;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.IntegerType;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * The counters of a loop that an exit test may be rewritten against (LLVM's isLoopCounter and
 * FindLoopCounter): integer header phis whose recurrence steps by one, incremented by an add or
 * sub of the phi and a loop-invariant value.
 *
 * <pre>
 *   %iv = phi i64 [ 0, %ph ], [ %iv.next, %latch ]     ; {0,+,1}&lt;%loop&gt;
 *   %iv.next = add nuw nsw i64 %iv, 1
 * </pre>
 */
final class LoopCounters {
  /** How deep {@link #hasConcreteDef} looks through operands (LLVM's limit). */
  private static final int CONCRETE_DEPTH = 6;

  private LoopCounters() {}

  /** The header phi {@code v} increments ({@code add/sub phi, invariant}, or commuted add), or null. */
  static PhiInst phiOfIncrement(Value v, Loop l) {
    if (!(v instanceof BinaryInst b) || b.opcode() != Opcode.ADD && b.opcode() != Opcode.SUB) return null;
    if (b.lhs() instanceof PhiInst p && p.parent() == l.header()) return l.isInvariant(b.rhs()) ? p : null;
    if (b.opcode() == Opcode.ADD && b.rhs() instanceof PhiInst p && p.parent() == l.header() && l.isInvariant(b.lhs())) return p;
    return null;
  }

  /** Whether {@code phi} is an integer counter of {@code l} with step one. */
  static boolean isCounter(ScalarEvolution se, Loop l, PhiInst phi) {
    if (!(phi.type() instanceof IntegerType) || !(se.getSCEV(phi) instanceof ScevAddRec ar)) return false;
    if (ar.loop() != l || !ar.isAffine() || !(ar.operand(1) instanceof ScevConstant step) || !step.isOne()) return false;
    Value inc = phi.valueFor(l.latch());
    return inc != null && phiOfIncrement(inc, l) == phi && se.getSCEV(inc) instanceof ScevAddRec;
  }

  /**
   * The counter to compare in the exit test of {@code br} whose count is {@code count}: at least as
   * wide as the count and a register width, not possibly undef unless the test already uses it;
   * among several, one that is not only there for the test, then one counting from zero, then the
   * widest. Null when there is none.
   */
  static PhiInst find(ScalarEvolution se, Loop l, BrInst br, Scev count) {
    PhiInst best = null;
    Scev bestStart = null;
    Value cond = br.condition();
    for (PhiInst phi : l.header().phis()) {
      if (!isCounter(se, l, phi)) continue;
      int bits = ((IntegerType) phi.type()).bits();
      if (bits < count.bits() || bits != 8 && bits != 16 && bits != 32 && bits != 64) continue;
      Value inc = phi.valueFor(l.latch());
      if (!hasConcreteDef(phi) && !usedBy(cond, phi) && !usedBy(cond, inc)) continue;
      Scev start = ((ScevAddRec) se.getSCEV(phi)).start();
      if (best != null && !almostDead(best, l, cond)) {
        if (almostDead(phi, l, cond)) continue;
        if (bestStart.isZero() != start.isZero()) {
          if (bestStart.isZero()) continue;
        } else if (bits <= ((IntegerType) best.type()).bits()) {
          continue;
        }
      }
      best = phi;
      bestStart = start;
    }
    return best;
  }

  /** Whether the exit test {@code cond} compares {@code v} directly. */
  private static boolean usedBy(Value cond, Value v) {
    return cond instanceof CmpInst c && (c.lhs() == v || c.rhs() == v);
  }

  /** The phi and its increment are used only by each other and the exit test (LLVM's isAlmostDeadIV). */
  private static boolean almostDead(PhiInst phi, Loop l, Value cond) {
    Value inc = phi.valueFor(l.latch());
    for (Use u = phi.firstUse(); u != null; u = u.nextUse()) if (u.user() != cond && u.user() != inc) return false;
    for (Use u = inc.firstUse(); u != null; u = u.nextUse()) if (u.user() != cond && u.user() != phi) return false;
    return true;
  }

  /** No undef can reach {@code v}: constants but undef, and instructions that neither load nor call, from such (LLVM's hasConcreteDef). */
  static boolean hasConcreteDef(Value v) {
    Set<Value> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    seen.add(v);
    return concrete(v, seen, 0);
  }

  private static boolean concrete(Value v, Set<Value> seen, int depth) {
    if (v instanceof Constant c) return !(c instanceof ConstantSimple s && (s.kind() == ConstantSimple.Kind.UNDEF || s.kind() == ConstantSimple.Kind.POISON));
    if (depth >= CONCRETE_DEPTH || !(v instanceof Instruction i)) return false;
    if (i.mayReadMemory() || i instanceof LoadInst || i instanceof CallBase) return false;
    for (int k = 0; k < i.numOperands(); k++) {
      Value o = i.operand(k);
      if (seen.add(o) && !concrete(o, seen, depth + 1)) return false;
    }
    return true;
  }
}
