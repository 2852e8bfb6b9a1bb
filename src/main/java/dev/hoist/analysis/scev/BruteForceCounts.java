package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts by symbolic execution (LLVM's computeExitCountExhaustively): when the exit condition
 * is computed, inside the loop, from a single header phi whose start is a constant, run the loop's
 * arithmetic on constants for up to {@value #MAX_ITERATIONS} iterations and report the first one
 * on which the exit is taken, as an {@code i32} constant.
 */
final class BruteForceCounts {
  static final int MAX_ITERATIONS = 100;
  private final ScalarEvolution se;

  BruteForceCounts(ScalarEvolution se) {
    this.se = se;
  }

  Scev count(Loop l, Value cond, boolean exitIfTrue) {
    PhiInst pn = evolvingPhi(cond, l);
    if (pn == null || pn.numIncoming() != 2) return se.couldNotCompute();
    BasicBlock latch = l.latch();
    if (latch == null) return se.couldNotCompute();
    Map<Instruction, Constant> cur = new LinkedHashMap<>();
    for (PhiInst phi : l.header().phis()) {
      Constant start = otherIncoming(phi, latch);
      if (start != null) cur.put(phi, start);
    }
    if (!cur.containsKey(pn)) return se.couldNotCompute();
    for (int it = 0; it < MAX_ITERATIONS; it++) {
      Map<Instruction, Constant> memo = new IdentityHashMap<>(cur);
      Constant c = evaluate(cond, l, memo, 0);
      if (!(c instanceof ConstantInt ci)) return se.couldNotCompute();
      if (ci.isOne() == exitIfTrue) return se.constant(IntegerType.I32, it);
      Map<Instruction, Constant> next = new LinkedHashMap<>();
      for (Instruction i : cur.keySet()) {
        if (!(i instanceof PhiInst phi) || phi.parent() != l.header()) continue;
        Constant v = evaluate(phi.valueFor(latch), l, memo, 0);
        if (v != null) next.put(phi, v);
      }
      cur = next;
    }
    return se.couldNotCompute();
  }

  /** The common constant incoming from outside the latch, or null. */
  private static Constant otherIncoming(PhiInst phi, BasicBlock latch) {
    Constant v = null;
    for (int i = 0; i < phi.numIncoming(); i++) {
      if (phi.incomingBlock(i) == latch) continue;
      if (!(phi.incomingValue(i) instanceof ConstantInt c)) return null;
      if (v != null && v != c && !(v instanceof ConstantInt x && x.bigValue().equals(c.bigValue()))) return null;
      v = c;
    }
    return v;
  }

  private static boolean canFold(Instruction i) {
    return i instanceof BinaryInst || i instanceof CmpInst || i instanceof SelectInst || i instanceof CastInst;
  }

  private static boolean canEvolve(Instruction i, Loop l) {
    if (i.parent() == null || !l.contains(i)) return false;
    return i instanceof PhiInst ? i.parent() == l.header() : canFold(i);
  }

  /** The one header phi {@code v} is computed from (LLVM's getConstantEvolvingPHI), or null. */
  private static PhiInst evolvingPhi(Value v, Loop l) {
    if (!(v instanceof Instruction i) || !canEvolve(i, l)) return null;
    if (i instanceof PhiInst p) return p;
    return evolvingOperands(i, l, new HashMap<>(), 0);
  }

  private static PhiInst evolvingOperands(Instruction use, Loop l, Map<Instruction, PhiInst> cache, int depth) {
    if (depth > 32) return null;
    PhiInst phi = null;
    for (int k = 0; k < use.numOperands(); k++) {
      Value op = use.operand(k);
      if (op instanceof Constant) continue;
      if (!(op instanceof Instruction oi) || !canEvolve(oi, l)) return null;
      PhiInst p;
      if (oi instanceof PhiInst pp) {
        p = pp;
      } else if (cache.containsKey(oi)) {
        p = cache.get(oi);
      } else {
        p = evolvingOperands(oi, l, cache, depth + 1);
        cache.put(oi, p);
      }
      if (p == null) return null;
      if (phi != null && phi != p) return null;
      phi = p;
    }
    return phi;
  }

  /** LLVM's EvaluateExpression: the value of {@code v} given constants for some instructions, or null. */
  private static Constant evaluate(Value v, Loop l, Map<Instruction, Constant> vals, int depth) {
    if (v instanceof ConstantInt c) return c;
    if (v instanceof Constant c) {
      Constant f = ConstantFolder.fold(c);
      return f instanceof ConstantInt ? f : null;
    }
    if (!(v instanceof Instruction i)) return null;
    if (vals.containsKey(i)) return vals.get(i);
    if (depth > 64 || !canEvolve(i, l) || i instanceof PhiInst) return null;
    Constant[] ops = new Constant[i.numOperands()];
    for (int k = 0; k < ops.length; k++) {
      Value op = i.operand(k);
      Constant c = evaluate(op, l, vals, depth + 1);
      if (op instanceof Instruction oi) vals.put(oi, c);
      if (c == null) return null;
      ops[k] = c;
    }
    Constant r = switch (i) {
      case BinaryInst b -> ConstantFolder.binary(b.opcode(), 0, ops[0], ops[1]);
      case CmpInst c -> c.predicate().isIntPredicate() ? ConstantFolder.compare(c.predicate(), ops[0], ops[1]) : null;
      case CastInst c -> ConstantFolder.cast(c.opcode(), ops[0], c.type());
      case SelectInst s -> ops[0] instanceof ConstantInt ci ? (ci.isZero() ? ops[2] : ops[1]) : null;
      default -> null;
    };
    return r instanceof ConstantInt ? r : null;
  }
}
