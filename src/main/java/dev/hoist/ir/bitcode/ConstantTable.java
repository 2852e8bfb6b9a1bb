package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.InlineAsm;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import java.util.Arrays;

/**
 * The constants of one CONSTANTS_BLOCK (module level or in a function body), numbered from
 * {@link #first}. Records may refer to constants later in the block, so they are kept as read
 * and built on request: constants without operands ({@code i32 5}, {@code undef},
 * {@code c"abc"}, inline asm) once, shared; constants with operands (expressions, aggregates,
 * {@code blockaddress}) afresh for each use, as the text parser makes one per occurrence.
 *
 * <pre>
 *   SETTYPE i32 | INTEGER 10 (= 5) | SETTYPE i8* | CE_CAST [bitcast, i32*, @g]
 * </pre>
 */
final class ConstantTable {
  final int first;
  private int count;
  private Type[] types = new Type[16];
  private int[] codes = new int[16];
  private int[] starts = new int[16];
  private int[] lengths = new int[16];
  private long[] pool = new long[64];
  private int poolSize;
  private Value[] leaves = new Value[16];
  private long[] positions = new long[16];

  private ConstantTable(int first) {
    this.first = first;
  }

  int count() {
    return count;
  }

  boolean contains(long id) {
    return id >= first && id < first + count;
  }

  /** The type of constant {@code id} (in this table). */
  Type typeOf(long id) {
    return types[(int) (id - first)];
  }

  /** Reads the CONSTANTS_BLOCK {@code r} has just entered; its first constant gets value id {@code first}. */
  static ConstantTable read(BitstreamReader r, int first, ModuleState m) {
    ConstantTable t = new ConstantTable(first);
    Type cur = null;
    for (int code; (code = r.nextRecord()) >= 0; ) {
      long pos = r.entryBit;
      if (code == CST_CODE_SETTYPE) {
        cur = m.type(r.op(0), r);
        if (cur.isVoid() || cur instanceof FunctionType || cur.isLabel() || cur.isMetadata()) {
          throw r.error("invalid constant type " + cur);
        }
        continue;
      }
      if (cur == null) throw r.error("constant before SETTYPE");
      t.add(r, code, cur, pos, m);
    }
    return t;
  }

  private void add(BitstreamReader r, int code, Type type, long pos, ModuleState m) {
    int i = count++;
    if (i == types.length) {
      int n = i * 2;
      types = Arrays.copyOf(types, n);
      codes = Arrays.copyOf(codes, n);
      starts = Arrays.copyOf(starts, n);
      lengths = Arrays.copyOf(lengths, n);
      leaves = Arrays.copyOf(leaves, n);
      positions = Arrays.copyOf(positions, n);
    }
    types[i] = type;
    codes[i] = code;
    positions[i] = pos;
    int n = r.numOps();
    if (poolSize + n > pool.length) pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + n));
    System.arraycopy(r.ops(), 0, pool, poolSize, n);
    starts[i] = poolSize;
    lengths[i] = n;
    poolSize += n;
    switch (code) {
      case CST_CODE_NULL, CST_CODE_UNDEF, CST_CODE_POISON, CST_CODE_INTEGER, CST_CODE_WIDE_INTEGER, CST_CODE_FLOAT,
          CST_CODE_STRING, CST_CODE_CSTRING, CST_CODE_DATA ->
          leaves[i] = ConstantDecoder.leaf(r, code, type, pool, starts[i], n);
      case CST_CODE_INLINEASM, CST_CODE_INLINEASM_OLD3, CST_CODE_INLINEASM_OLD2, CST_CODE_INLINEASM_OLD ->
          leaves[i] = inlineAsm(r, code, type, m);
      case CST_CODE_AGGREGATE, CST_CODE_CE_BINOP, CST_CODE_CE_UNOP, CST_CODE_CE_CAST, CST_CODE_CE_GEP,
          CST_CODE_CE_INBOUNDS_GEP, CST_CODE_CE_GEP_WITH_INRANGE_INDEX, CST_CODE_CE_SELECT, CST_CODE_CE_EXTRACTELT,
          CST_CODE_CE_INSERTELT, CST_CODE_CE_SHUFFLEVEC, CST_CODE_CE_SHUFVEC_EX, CST_CODE_CE_CMP,
          CST_CODE_BLOCKADDRESS, CST_CODE_DSO_LOCAL_EQUIVALENT, CST_CODE_NO_CFI_VALUE -> {
        // built on use
      }
      default -> throw r.error("unknown constant code " + code);
    }
  }

  private static Value inlineAsm(BitstreamReader r, int code, Type type, ModuleState m) {
    int k = 0;
    FunctionType fnTy;
    PointerType ptrTy;
    if (code == CST_CODE_INLINEASM) {
      if (!(m.type(r.op(k++), r) instanceof FunctionType ft)) throw r.error("inline asm without a function type");
      fnTy = ft;
      if (!(type instanceof PointerType pt)) throw r.error("inline asm of non-pointer type");
      ptrTy = pt;
    } else {
      if (!(type instanceof PointerType pt) || !(pt.pointee() instanceof FunctionType ft)) {
        throw r.error("inline asm must have a pointer-to-function type");
      }
      fnTy = ft;
      ptrTy = pt;
    }
    long flags = r.op(k++);
    boolean sideEffect = (flags & 1) != 0;
    boolean alignStack = (flags & 2) != 0;
    boolean intel = code != CST_CODE_INLINEASM_OLD && ((flags >> 2) & 1) != 0;
    boolean canThrow = (code == CST_CODE_INLINEASM || code == CST_CODE_INLINEASM_OLD3) && ((flags >> 3) & 1) != 0;
    long asmLen = r.op(k++);
    if (asmLen < 0 || k + asmLen >= r.numOps()) throw r.error("invalid inline asm record");
    String asm = r.opsRange(k, k + (int) asmLen);
    k += (int) asmLen;
    long conLen = r.op(k++);
    if (conLen < 0 || k + conLen > r.numOps()) throw r.error("invalid inline asm record");
    String constraints = r.opsRange(k, k + (int) conLen);
    return new InlineAsm(ptrTy, fnTy, asm, constraints, sideEffect, alignStack, intel, canThrow);
  }

  /**
   * Constant {@code id}: the shared object when it has no operands, else a new one whose
   * operands come from {@code values} (this table, the module's, or a function's).
   */
  Value get(long id, ValueSource values) {
    int i = (int) (id - first);
    Value leaf = leaves[i];
    if (leaf != null) return leaf;
    // A record that refers to itself recurses until the stack overflows: the reader reports it.
    return ConstantDecoder.build(codes[i], types[i], pool, starts[i], lengths[i], values, positions[i]);
  }

  /** Whether any constant of the table is a {@code blockaddress}. */
  boolean hasBlockAddress() {
    for (int i = 0; i < count; i++) if (codes[i] == CST_CODE_BLOCKADDRESS) return true;
    return false;
  }

  /** A constant that {@link #get} returns as a shared object (no operands). */
  boolean isLeaf(long id) {
    return leaves[(int) (id - first)] != null;
  }

  /** Checks a constant's value is a {@link Constant} (not inline asm) where a constant is required. */
  static Constant constant(Value v, long pos) {
    if (v instanceof Constant c) return c;
    throw new BitcodeError("expected a constant, found " + v.reference(), pos);
  }
}
