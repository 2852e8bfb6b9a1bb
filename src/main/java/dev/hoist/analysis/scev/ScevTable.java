package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.HashMap;
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
    Key k = new Key(ScevKind.CONSTANT, new ConstKey(t.bits(), u), new int[0]);
    Scev s = nodes.get(k);
    if (s == null) nodes.put(k, s = new ScevConstant(nextId++, t, u));
    return (ScevConstant) s;
  }

  ScevUnknown unknown(Value v, Type t, int bits) {
    Key k = new Key(ScevKind.UNKNOWN, new Identity(v), new int[0]);
    Scev s = nodes.get(k);
    if (s == null) nodes.put(k, s = new ScevUnknown(nextId++, t, bits, v));
    return (ScevUnknown) s;
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
