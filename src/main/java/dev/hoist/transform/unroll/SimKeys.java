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
import dev.hoist.util.ObjectIntMap;

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
 *
 * Every key has a dense number in its simulation ({@link #id}), so that the cost's tables are
 * arrays. Expressions are hash-consed like scalar evolution's: equal expressions are one object,
 * so an expression is compared and hashed by its operands' identities, never by walking them.
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
  record Inv(Value v) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them.
    @Override
    public boolean equals(Object o) {
      return o instanceof Inv k && java.util.Objects.equals(k.v, v);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(v);
    }
  }

  /** A key made by the simulation, numbered when it is made. */
  abstract static sealed class Key permits Expr, Opaque, LoopPhi {
    int id = -1;
  }

  /**
   * A pure operation on keys; {@code extra} is its predicate, callee or element type. One object
   * per value ({@link #expr} looks it up before making it): equal expressions are the same object.
   */
  static final class Expr extends Key {
    final Opcode op;
    final Type type;
    final int flags;
    final Object extra;
    private final Object[] ops;
    private final int hash;

    private Expr(Opcode op, Type type, int flags, Object extra, Object[] ops) {
      this.op = op;
      this.type = type;
      this.flags = flags;
      this.extra = extra;
      this.ops = ops;
      int h = ((op.ordinal() * 31 + type.hashCode()) * 31 + flags) * 31 + java.util.Objects.hashCode(extra);
      for (Object o : ops) h = h * 31 + (o instanceof Key k ? k.id : o.hashCode());
      this.hash = h;
    }

    Object op(int j) {
      return ops[j];
    }

    int numOps() {
      return ops.length;
    }

    /** The same operation on the same operands (which are themselves one object per value). */
    @Override
    public boolean equals(Object o) {
      if (o == this) return true;
      if (!(o instanceof Expr e) || e.hash != hash || e.op != op || e.flags != flags || e.ops.length != ops.length
          || !e.type.equals(type) || !java.util.Objects.equals(e.extra, extra)) {
        return false;
      }
      for (int j = 0; j < ops.length; j++) {
        Object a = ops[j], b = e.ops[j];
        if (a != b && (a instanceof Key || !a.equals(b))) return false;
      }
      return true;
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  /**
   * An instruction's result in one copy, equal to nothing else. The simulator keeps one object per
   * instruction and copy across its simulations ({@link UnrollWorkspace}), numbered again by each.
   */
  static final class Opaque extends Key {
    /** The simulation that numbered it ({@link SimKeys#generation}). */
    private int generation = -1;
  }

  /** A phi of the unrolled loop (copy 0's header phis that vary). */
  static final class LoopPhi extends Key {
    private final PhiInst p;

    LoopPhi(PhiInst p) {
      this.p = p;
    }

    @Override
    public String toString() {
      return "LoopPhi[" + p + "]";
    }
  }

  private static final byte UNKNOWN = 0, INVARIANT = 1, VARIANT = 2;

  private final ScalarEvolution se;
  private final Loop loop;
  /** This simulation's number among those of its workspace's tables. */
  private final int generation;
  /** The numbers of keys that are not {@link Key}s (scalar evolution's, constants, invariants) and of expressions. */
  private final ObjectIntMap ids;
  private final UnrollWorkspace.Tables tables;
  private Object[] byId;
  private int size;
  /** Whether each key is invariant in the unrolled loop, found on first asking. */
  private byte[] invariance;

  /** {@code expected}: about how many keys there will be (one per instruction and copy). */
  SimKeys(ScalarEvolution se, Loop loop, UnrollWorkspace.Tables tables, int expected) {
    this.se = se;
    this.loop = loop;
    this.tables = tables;
    this.generation = ++tables.generation;
    ids = tables.ids;
    ids.clear();
    ids.reserve(expected / 2);
    byId = tables.byId = UnrollWorkspace.objects(tables.byId, expected);
    invariance = tables.invariance = UnrollWorkspace.bytes(tables.invariance, expected);
  }

  /** The number of {@code key} (one per value: equal keys have the same number). */
  int id(Object key) {
    if (key instanceof Key k) return k.id;
    int id = ids.get(key);
    if (id < 0) ids.put(key, id = add(key));
    return id;
  }

  /** How many keys are numbered: every number is below it. */
  int size() {
    return size;
  }

  private int add(Object key) {
    if (size == byId.length) {
      byId = tables.byId = UnrollWorkspace.objects(byId, size + 1);
      invariance = tables.invariance = UnrollWorkspace.bytes(invariance, size + 1);
    }
    byId[size] = key;
    invariance[size] = UNKNOWN;
    tables.keysUsed(size + 1);
    return size++;
  }

  /** {@code o} as a key of this simulation (numbered by it). */
  Opaque opaque(Opaque o) {
    if (o.generation != generation) {
      o.generation = generation;
      o.id = add(o);
    }
    return o;
  }

  /** A new key for header phi {@code p} of the unrolled loop. */
  LoopPhi loopPhi(PhiInst p) {
    LoopPhi k = new LoopPhi(p);
    k.id = add(k);
    return k;
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
    if (key instanceof Opaque || key instanceof LoopPhi) return false;
    return key instanceof Const || key instanceof Inv || invariant(key);
  }

  /** Expressions share operands (a DAG) and scalar evolution's answer has a cost: each key is asked about once. */
  private boolean invariant(Object key) {
    int id = id(key);
    byte known = invariance[id];
    if (known != UNKNOWN) return known == INVARIANT;
    boolean r;
    if (key instanceof Scev s) {
      r = se.isLoopInvariant(s, loop);
    } else if (key instanceof Expr e) {
      r = true;
      for (Object op : e.ops) {
        if (!isInvariant(op)) {
          r = false;
          break;
        }
      }
    } else {
      r = false;
    }
    invariance[id] = r ? INVARIANT : VARIANT;
    return r;
  }

  /**
   * The key of pure operation {@code op} on {@code ops}, folded and simplified where it can be;
   * {@code ops} becomes the key's (the caller makes it for this call and keeps no reference).
   */
  Object expr(Opcode op, Type type, int flags, Object extra, Object[] ops) {
    if (op.isBinary() && ops.length == 2) {
      Constant a = asConstant(ops[0], type), b = asConstant(ops[1], type);
      if (a != null && b != null) {
        Constant c = ConstantFolder.binary(op, flags, a, b);
        if (c != null) return constant(c);
      }
      Object simple = simplifyBinary(op, type, ops[0], ops[1]);
      if (simple != null) return simple;
    }
    if (op == Opcode.FNEG && ops[0] instanceof Expr inner && inner.op == Opcode.FNEG) return inner.ops[0];
    Expr e = new Expr(op, type, flags, extra, ops);
    int id = ids.get(e);
    if (id >= 0) return byId[id];
    ids.put(e, e.id = add(e));
    return e;
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
      if (op == Opcode.XOR && x instanceof Expr e && e.op == Opcode.XOR && asConstant(e.ops[1], type) instanceof ConstantInt k2) {
        return expr(Opcode.XOR, type, 0, null, new Object[] {e.ops[0], constant(ConstantFolder.binary(Opcode.XOR, 0, k2, ci))});
      }
    }
    Constant c = asConstant(x, type);
    if (op == Opcode.SUB && c != null && y instanceof Expr e && e.op == Opcode.SUB) {
      Constant c2 = asConstant(e.ops[0], type);
      if (c2 != null && ConstantEquality.same(c, c2)) return e.ops[1];
    }
    return null;
  }
}
