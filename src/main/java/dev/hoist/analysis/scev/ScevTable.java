package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The uniquing table: returns the one node for a (kind, payload, operands) shape, creating it on
 * first request with the next dense id. Callers pass operands already folded and sorted; no
 * simplification happens here. Flags passed in are OR-ed into the (possibly existing) node, so
 * callers must only pass flags that hold wherever the shape is defined.
 */
final class ScevTable {
  private record Key(ScevKind kind, Object payload, int[] ops) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.kind == kind && k.payload.equals(payload) && Arrays.equals(k.ops, ops);
    }

    @Override
    public int hashCode() {
      return (kind.ordinal() * 31 + payload.hashCode()) * 31 + Arrays.hashCode(ops);
    }
  }

  private record ConstKey(int bits, BigInteger value) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them.
    @Override
    public boolean equals(Object o) {
      return o instanceof ConstKey k && k.bits == bits && k.value.equals(value);
    }

    @Override
    public int hashCode() {
      return bits * 31 + value.hashCode();
    }
  }

  private final Map<Key, Scev> nodes = new HashMap<>();
  private int nextId = 1;
  final ScevCouldNotCompute couldNotCompute = new ScevCouldNotCompute(0);

  int size() {
    return nextId;
  }

  private static int[] ids(Scev[] ops) {
    int[] a = new int[ops.length];
    for (int i = 0; i < ops.length; i++) a[i] = ops[i].id;
    return a;
  }

  ScevConstant constant(IntegerType t, BigInteger value) {
    BigInteger u = Bits.wrap(value, t.bits());
    if (t.bits() <= 64) return smallConstant(t, u);
    Key k = new Key(ScevKind.CONSTANT, new ConstKey(t.bits(), u), new int[0]);
    Scev s = nodes.get(k);
    if (s == null) nodes.put(k, s = new ScevConstant(nextId++, t, u));
    return (ScevConstant) s;
  }

  /*
   * Constants of up to 64 bits, by width and value, in an open-addressed table: scalar evolution
   * asks for constants more than for any other node, and a lookup here makes no key objects.
   */
  private int[] smallBits = new int[64];
  private long[] smallValues = new long[64];
  private ScevConstant[] smallNodes = new ScevConstant[64];
  private int smallCount;

  private ScevConstant smallConstant(IntegerType t, BigInteger u) {
    int bits = t.bits();
    long v = u.longValue();
    int mask = smallNodes.length - 1;
    for (int i = slot(bits, v) & mask; ; i = (i + 1) & mask) {
      ScevConstant c = smallNodes[i];
      if (c == null) break;
      if (smallValues[i] == v && smallBits[i] == bits) return c;
    }
    ScevConstant c = new ScevConstant(nextId++, t, u);
    if (2 * (smallCount + 1) > smallNodes.length) growSmall();
    putSmall(bits, v, c);
    return c;
  }

  private static int slot(int bits, long v) {
    long h = (v ^ (v >>> 29)) * 0x9E3779B97F4A7C15L + bits;
    return (int) (h ^ (h >>> 32));
  }

  private void putSmall(int bits, long v, ScevConstant c) {
    int mask = smallNodes.length - 1;
    int i = slot(bits, v) & mask;
    while (smallNodes[i] != null) i = (i + 1) & mask;
    smallBits[i] = bits;
    smallValues[i] = v;
    smallNodes[i] = c;
    smallCount++;
  }

  private void growSmall() {
    int[] bs = smallBits;
    long[] vs = smallValues;
    ScevConstant[] ns = smallNodes;
    smallBits = new int[ns.length * 2];
    smallValues = new long[ns.length * 2];
    smallNodes = new ScevConstant[ns.length * 2];
    smallCount = 0;
    for (int i = 0; i < ns.length; i++) if (ns[i] != null) putSmall(bs[i], vs[i], ns[i]);
  }

  /** Unknowns by their value, the only part of their shape (no key objects to make for a lookup). */
  private final IdentityHashMap<Value, ScevUnknown> unknowns = new IdentityHashMap<>();

  ScevUnknown unknown(Value v, Type t, int bits) {
    ScevUnknown s = unknowns.get(v);
    if (s == null) unknowns.put(v, s = new ScevUnknown(nextId++, t, bits, v));
    return s;
  }

  ScevCast cast(ScevKind kind, Scev op, Type to, int bits) {
    Key k = new Key(kind, to, new int[] {op.id});
    Scev s = nodes.get(k);
    if (s == null) nodes.put(k, s = new ScevCast(nextId++, kind, op, to, bits));
    return (ScevCast) s;
  }

  ScevUDiv udiv(Scev l, Scev r) {
    Key k = new Key(ScevKind.UDIV, l.type(), new int[] {l.id, r.id});
    Scev s = nodes.get(k);
    if (s == null) nodes.put(k, s = new ScevUDiv(nextId++, l, r));
    return (ScevUDiv) s;
  }

  /** Add, mul or min/max over sorted operands; the type is the pointer operand's, if any. */
  Scev nary(ScevKind kind, Scev[] ops, int flags) {
    Type t = ops[0].type();
    int bits = ops[0].bits();
    for (Scev o : ops) if (o.isPointer()) t = o.type();
    Key k = new Key(kind, t, ids(ops));
    Scev s = nodes.get(k);
    if (s == null) {
      s = switch (kind) {
        case ADD -> new ScevAdd(nextId++, t, bits, ops);
        case MUL -> new ScevMul(nextId++, t, bits, ops);
        default -> new ScevMinMax(nextId++, kind, t, bits, ops);
      };
      nodes.put(k, s);
    }
    s.flags |= flags;
    return s;
  }

  ScevAddRec addRec(Scev[] ops, Loop loop, int flags) {
    Key k = new Key(ScevKind.ADD_REC, new Identity(loop), ids(ops));
    Scev s = nodes.get(k);
    if (s == null) nodes.put(k, s = new ScevAddRec(nextId++, ops[0].type(), ops[0].bits(), ops, loop));
    s.flags |= NoWrap.forAddRec(flags);
    return (ScevAddRec) s;
  }

  /** Wraps an object so that it is compared by identity inside a key. */
  private record Identity(Object o) {
    @Override
    public boolean equals(Object x) {
      return x instanceof Identity i && i.o == o;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(o);
    }
  }
}
