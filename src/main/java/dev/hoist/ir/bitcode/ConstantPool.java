package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.InlineAsm;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.BlockAddress;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantFP;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.constant.ConstantString;
import dev.hoist.ir.constant.GlobalRefConstant;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import dev.hoist.util.ObjectIntMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Numbers constants for a CONSTANTS_BLOCK, as records: Hoist makes a new constant object per
 * use, LLVM has one per value, so equal constants (same type and record) share a number. A
 * body's pool looks in the module's first, so a constant the module has keeps its number.
 * Operands are numbered before the constants that use them.
 */
final class ConstantPool {
  /** A constant as written: its type, record code and operands; the hash is taken once, as a pool and its parent both look it up. */
  static final class Entry {
    final Type type;
    final int code;
    final long[] ops;
    final int hash;

    Entry(Type type, int code, long[] ops) {
      this.type = type;
      this.code = code;
      this.ops = ops;
      this.hash = (System.identityHashCode(type) * 31 + code) * 31 + Arrays.hashCode(ops);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Entry e && e.hash == hash && e.type == type && e.code == code && Arrays.equals(e.ops, ops);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  /** Numbers of values that are not constants of this pool: globals, and in a body its blocks. */
  interface Ids {
    int valueId(Value v);

    int typeId(Type t);

    /** The index of block {@code b} in its function. */
    int blockIndex(dev.hoist.ir.BasicBlock b);
  }

  private final ConstantPool parent;
  final int first;
  private final ObjectIntMap ids = new ObjectIntMap();
  /** Integers of up to 64 bits by type and encoded value, and null/undef/poison by type: no entry built to find them. */
  private final Leaves ints = new Leaves();
  private final Leaves simples = new Leaves();
  final List<Entry> entries = new ArrayList<>();
  private final Ids outer;

  ConstantPool(ConstantPool parent, int first, Ids outer) {
    this.parent = parent;
    this.first = first;
    this.outer = outer;
  }

  int end() {
    return first + entries.size();
  }

  /** The value id of constant (or inline asm) {@code c}, numbering it here when it is new. */
  int id(Value c) {
    if (c instanceof GlobalValue) return outer.valueId(c);
    if (c instanceof ConstantInt ci && ci.bits() <= 64) {
      return leaf(ints, c.type(), CST_CODE_INTEGER, Codec.encodeSigned(ci.signedValue()));
    }
    if (c instanceof ConstantSimple s) return leaf(simples, c.type(), simpleCode(s), -1);
    if (c instanceof ConstantAggregate a && a.numElements() == 0) { // see entry()
      return leaf(simples, c.type(), c.type() instanceof ArrayType ? CST_CODE_UNDEF : CST_CODE_NULL, -1);
    }
    if (c instanceof ConstantExpr ce && (ce.opcode() == dev.hoist.ir.Opcode.EXTRACTVALUE
        || ce.opcode() == dev.hoist.ir.Opcode.INSERTVALUE)) {
      return id(ConstantExprEncoder.fold(ce)); // bitcode has no such expression: LLVM folds them
    }
    Entry e = entry(c);
    int known = lookup(e);
    if (known >= 0) return known;
    int id = first + entries.size();
    entries.add(e);
    ids.put(e, id);
    return id;
  }

  /** A leaf constant through {@code index} (value {@code op}, none when -1 for simple constants). */
  private int leaf(Leaves index, Type t, int code, long op) {
    boolean integer = index == ints;
    long key = integer ? op : code;
    int known = index.find(parent == null ? null : integer ? parent.ints : parent.simples, t, key);
    if (known >= 0) return known;
    int id = first + entries.size();
    entries.add(new Entry(t, code, integer ? new long[] {op} : new long[0]));
    index.own.put(key, id);
    return id;
  }

  /**
   * Leaf constants by type, then by value: with the maps of the type last asked for at hand, as
   * a body's integers are mostly of one or two types. Only the pool's own thread finds through
   * it; a body's pool reads its module's maps, which no longer change then.
   */
  private static final class Leaves {
    private final Map<Type, LongIntMap> byType = new IdentityHashMap<>();
    private Type lastType;
    private LongIntMap parentMap;
    /** The map of the type last asked for, here. */
    LongIntMap own;

    /** The id of leaf {@code key} of type {@code t} in {@code parent} or here, or -1. */
    int find(Leaves parent, Type t, long key) {
      if (t != lastType) {
        lastType = t;
        parentMap = parent == null ? null : parent.byType.get(t);
        own = byType.computeIfAbsent(t, k -> new LongIntMap());
      }
      if (parentMap != null) {
        int p = parentMap.get(key);
        if (p >= 0) return p;
      }
      return own.get(key);
    }
  }

  private static int simpleCode(ConstantSimple s) {
    return switch (s.kind()) {
      case UNDEF -> CST_CODE_UNDEF;
      case POISON -> CST_CODE_POISON;
      default -> CST_CODE_NULL;
    };
  }

  private int lookup(Entry e) {
    if (parent != null) {
      int p = parent.lookup(e);
      if (p >= 0) return p;
    }
    return ids.get(e);
  }

  private Entry entry(Value c) {
    Type t = c.type();
    switch (c) {
      case ConstantInt ci -> {
        if (ci.bits() <= 64) return new Entry(t, CST_CODE_INTEGER, new long[] {Codec.encodeSigned(ci.signedValue())});
        return new Entry(t, CST_CODE_WIDE_INTEGER, Codec.encodeWide(ci.bigValue(), ci.bits()));
      }
      case ConstantFP fp -> {
        FloatType ft = fp.floatType();
        if (ft == FloatType.X86_FP80) {
          long sig = fp.bits();
          return new Entry(t, CST_CODE_FLOAT, new long[] {(fp.hiBits() << 48) | (sig >>> 16), sig & 0xffff});
        }
        if (ft == FloatType.FP128 || ft == FloatType.PPC_FP128) {
          return new Entry(t, CST_CODE_FLOAT, new long[] {fp.bits(), fp.hiBits()});
        }
        return new Entry(t, CST_CODE_FLOAT, new long[] {fp.bits()});
      }
      case ConstantSimple s -> {
        return new Entry(t, simpleCode(s), new long[0]);
      }
      case ConstantString s -> {
        byte[] b = s.bytes();
        boolean cstring = b.length > 0 && b[b.length - 1] == 0;
        for (int i = 0; cstring && i < b.length - 1; i++) if (b[i] == 0) cstring = false;
        int n = cstring ? b.length - 1 : b.length;
        long[] ops = new long[n];
        for (int i = 0; i < n; i++) ops[i] = b[i] & 0xff;
        return new Entry(t, cstring ? CST_CODE_CSTRING : CST_CODE_STRING, ops);
      }
      case ConstantAggregate a -> {
        // LLVM has no empty aggregate (an AGGREGATE record needs operands): its parser makes an
        // empty array undef and an empty struct or vector zeroinitializer.
        if (a.numElements() == 0) return new Entry(t, t instanceof ArrayType ? CST_CODE_UNDEF : CST_CODE_NULL, new long[0]);
        long[] data = data(a);
        if (data != null) return new Entry(t, CST_CODE_DATA, data);
        long[] ops = new long[a.numElements()];
        for (int i = 0; i < ops.length; i++) ops[i] = id(a.element(i));
        return new Entry(t, CST_CODE_AGGREGATE, ops);
      }
      case ConstantExpr ce -> {
        return ConstantExprEncoder.entry(this, ce, outer);
      }
      case BlockAddress ba -> {
        Function f = ba.function();
        return new Entry(t, CST_CODE_BLOCKADDRESS,
            new long[] {outer.typeId(f.type()), outer.valueId(f), outer.blockIndex(ba.block())});
      }
      case GlobalRefConstant g -> {
        return new Entry(t, g.kind() == GlobalRefConstant.Kind.NO_CFI ? CST_CODE_NO_CFI_VALUE : CST_CODE_DSO_LOCAL_EQUIVALENT,
            new long[] {outer.typeId(g.global().type()), outer.valueId(g.global())});
      }
      case InlineAsm asm -> {
        String s = asm.asmString();
        String k = asm.constraints();
        long[] ops = new long[4 + s.length() + k.length()];
        int n = 0;
        ops[n++] = outer.typeId(asm.functionType());
        ops[n++] = (asm.hasSideEffects() ? 1 : 0) | (asm.isAlignStack() ? 2 : 0) | (asm.isIntelDialect() ? 4 : 0)
            | (asm.canThrow() ? 8 : 0);
        ops[n++] = s.length();
        for (int i = 0; i < s.length(); i++) ops[n++] = s.charAt(i) & 0xff;
        ops[n++] = k.length();
        for (int i = 0; i < k.length(); i++) ops[n++] = k.charAt(i) & 0xff;
        return new Entry(t, CST_CODE_INLINEASM, ops);
      }
      default -> throw new IllegalArgumentException("not a constant: " + c.reference());
    }
  }

  /** The elements of an array or vector of plain integers or floats, as a DATA record, or null. */
  private static long[] data(ConstantAggregate a) {
    Type elem = a.type() instanceof ArrayType at ? at.element() : a.type() instanceof VectorType vt ? vt.element() : null;
    if (elem == null || a.numElements() == 0) return null;
    boolean ints = elem instanceof IntegerType it && (it.bits() == 8 || it.bits() == 16 || it.bits() == 32 || it.bits() == 64);
    boolean fps = elem instanceof FloatType ft && ft.bits() <= 64 && ft != FloatType.X86_FP80;
    if (!ints && !fps) return null;
    long[] out = new long[a.numElements()];
    for (int i = 0; i < out.length; i++) {
      var e = a.element(i);
      if (e instanceof ConstantInt ci) out[i] = ci.zextValue();
      else if (e instanceof ConstantFP fp) out[i] = fp.bits();
      else return null;
    }
    return out;
  }

  /** Writes a CONSTANTS_BLOCK of this pool's entries (nothing when it has none). */
  void write(BitstreamWriter w, Ids types) {
    if (entries.isEmpty()) return;
    w.enterBlock(CONSTANTS_BLOCK_ID, 4);
    Type cur = null;
    long[] one = new long[1];
    for (Entry e : entries) {
      if (e.type != cur) {
        cur = e.type;
        one[0] = types.typeId(cur);
        w.record(CST_CODE_SETTYPE, one, 1, WriterAbbrevs.CONSTANTS_SETTYPE);
      }
      int abbrev = e.code == CST_CODE_INTEGER ? WriterAbbrevs.CONSTANTS_INTEGER
          : e.code == CST_CODE_NULL ? WriterAbbrevs.CONSTANTS_NULL : 0;
      w.record(e.code, e.ops, e.ops.length, abbrev);
    }
    w.exitBlock();
  }
}
