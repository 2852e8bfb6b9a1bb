package dev.hoist.transform.unroll;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantEquality;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values of the unroll simulation ({@link UnrollSimulator}): what one instruction computes in
 * one copy of the unrolled body, as a key that is equal for equal values. Two copies with equal
 * keys compute the value once; a constant key costs nothing; a key made only of loop-invariant
 * values is hoisted.
 *
 * <ul>
 *   <li>integer and pointer values that scalar evolution describes are their {@link Scev}
 *       (uniqued, so equal expressions are one object), e.g. {@code ({1,+,4} /u 2)} is
 *       {@code {0,+,2}} like {@code ({0,+,4} /u 2)};
 *   <li>other constants are {@link Const}, other invariant values {@link Inv};
 *   <li>pure instructions are {@link Expr} of their operands' keys, simplified a little
 *       ({@code (x ^ K) ^ K} is {@code x}, {@code C - (C - x)} is {@code x}: an alternating
 *       recurrence comes back to itself every second copy);
 *   <li>everything else is {@link Opaque}, one per instruction and copy.
 * </ul>
 */
final class SimKeys {
  record Const(Constant c) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Const k && ConstantEquality.same(c, k.c);
    }

    @Override
    public int hashCode() {
      return ConstantEquality.hash(c);
    }
  }

  /** A loop-invariant value scalar evolution does not describe. */
  record Inv(Value v) {}

  /**
   * A pure operation on keys; {@code extra} is its predicate, callee or element type. Keys share
   * operands (a DAG), so the hash is computed once, when the key is made, from its operands'
   * hashes: computed on each call it would walk every path, exponential in the depth.
   */
  record Expr(Opcode op, Type type, int flags, Object extra, List<Object> ops, int hash) {
    Expr(Opcode op, Type type, int flags, Object extra, List<Object> ops) {
      this(op, type, flags, extra, ops, java.util.Objects.hash(op, type, flags, extra, ops));
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  /** An instruction's result in one copy, equal to nothing else. */
  record Opaque(Instruction i, int copy) {}

  /** A phi of the unrolled loop (copy 0's header phis that vary). */
  record LoopPhi(PhiInst p) {}

  private final ScalarEvolution se;
  private final Loop loop;
  private final Map<Expr, Boolean> invariantExprs = new IdentityHashMap<>();

  SimKeys(ScalarEvolution se, Loop loop) {
    this.se = se;
    this.loop = loop;
  }

  /** The key of a constant. */
  Object constant(Constant c) {
    if (c instanceof ConstantInt ci) return se.constant(ci.intType(), ci.bigValue());
    return new Const(c);
  }

  /** The constant a key stands for, or null. */
  Constant asConstant(Object key, Type t) {
    if (key instanceof ScevConstant sc && t instanceof IntegerType it && sc.bits() == it.bits()) {
      return ConstantInt.get(it, sc.unsignedValue());
    }
    return key instanceof Const k ? k.c() : null;
  }

  boolean isConstant(Object key) {
    return key instanceof ScevConstant || key instanceof Const;
  }

  /** Whether the value of {@code key} is the same on every iteration of the unrolled loop. */
  boolean isInvariant(Object key) {
    return switch (key) {
      case Scev s -> se.isLoopInvariant(s, loop);
      case Const c -> true;
      case Inv i -> true;
      case Expr e -> invariantExpr(e);
      default -> false;
    };
  }

  /** Expressions share operands (a DAG): each is looked at once, or the walk is exponential in its depth. */
  private boolean invariantExpr(Expr e) {
    Boolean known = invariantExprs.get(e);
    if (known != null) return known;
    boolean r = true;
    for (Object op : e.ops()) {
      if (!isInvariant(op)) {
        r = false;
        break;
      }
    }
    invariantExprs.put(e, r);
    return r;
  }

  /** The key of pure operation {@code op} on {@code ops}, folded and simplified where it can be. */
  Object expr(Opcode op, Type type, int flags, Object extra, List<Object> ops) {
    if (op.isBinary() && ops.size() == 2) {
      Constant a = asConstant(ops.get(0), type), b = asConstant(ops.get(1), type);
      if (a != null && b != null) {
        Constant c = ConstantFolder.binary(op, flags, a, b);
        if (c != null) return constant(c);
      }
      Object simple = simplifyBinary(op, type, ops.get(0), ops.get(1));
      if (simple != null) return simple;
    }
    if (op == Opcode.FNEG && ops.get(0) instanceof Expr inner && inner.op() == Opcode.FNEG) return inner.ops().get(0);
    return new Expr(op, type, flags, extra, List.copyOf(ops));
  }

  /** {@code x op 0}, {@code x * 1}, and the involutions: {@code (x ^ K) ^ K}, {@code C - (C - x)}. */
  private Object simplifyBinary(Opcode op, Type type, Object x, Object y) {
    Constant k = asConstant(y, type);
    if (k instanceof ConstantInt ci) {
      if (ci.isZero() && (op == Opcode.ADD || op == Opcode.SUB || op == Opcode.OR || op == Opcode.XOR
          || op == Opcode.SHL || op == Opcode.LSHR || op == Opcode.ASHR)) {
        return x;
      }
      if (ci.isOne() && (op == Opcode.MUL || op == Opcode.SDIV || op == Opcode.UDIV)) return x;
      if (ci.isAllOnes() && op == Opcode.AND) return x;
      if (op == Opcode.XOR && x instanceof Expr e && e.op() == Opcode.XOR && asConstant(e.ops().get(1), type) instanceof ConstantInt k2) {
        return expr(Opcode.XOR, type, 0, null, List.of(e.ops().get(0), constant(ConstantFolder.binary(Opcode.XOR, 0, k2, ci))));
      }
    }
    Constant c = asConstant(x, type);
    if (op == Opcode.SUB && c != null && y instanceof Expr e && e.op() == Opcode.SUB) {
      Constant c2 = asConstant(e.ops().get(0), type);
      if (c2 != null && ConstantEquality.same(c, c2)) return e.ops().get(1);
    }
    return null;
  }
}
