package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.PrimitiveType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the type table (TYPE_BLOCK_ID_NEW): one type per record, numbered in order. Identified
 * structs may be named before their body ({@code STRUCT_NAME} then {@code STRUCT_NAMED}) and
 * referenced before they are defined; other types only refer to earlier ones.
 *
 * <pre>
 *   NUMENTRY 4 | INTEGER 32 | POINTER [0, 0] | STRUCT_NAME "struct.S" | STRUCT_NAMED [0, 0, 1]
 * </pre>
 */
final class TypeTableReader {
  private final BitstreamReader r;
  private Type[] types = new Type[16];
  private int count;
  private int declared = -1;
  private final List<StructType> identified = new ArrayList<>();

  private TypeTableReader(BitstreamReader r) {
    this.r = r;
  }

  /** The types of the block {@code r} has just entered. */
  static Type[] read(BitstreamReader r) {
    TypeTableReader t = new TypeTableReader(r);
    t.readBlock();
    return Arrays.copyOf(t.types, t.count);
  }

  private void readBlock() {
    String pendingName = null;
    for (int code; (code = r.nextRecord()) >= 0; ) {
      Type t;
      switch (code) {
        case TYPE_CODE_NUMENTRY -> {
          long n = r.op(0);
          if (n < 0 || n > (1 << 24)) throw r.error("invalid type table size " + n);
          declared = (int) n;
          continue;
        }
        case TYPE_CODE_VOID -> t = PrimitiveType.VOID;
        case TYPE_CODE_HALF -> t = FloatType.HALF;
        case TYPE_CODE_BFLOAT -> t = FloatType.BFLOAT;
        case TYPE_CODE_FLOAT -> t = FloatType.FLOAT;
        case TYPE_CODE_DOUBLE -> t = FloatType.DOUBLE;
        case TYPE_CODE_X86_FP80 -> t = FloatType.X86_FP80;
        case TYPE_CODE_FP128 -> t = FloatType.FP128;
        case TYPE_CODE_PPC_FP128 -> t = FloatType.PPC_FP128;
        case TYPE_CODE_LABEL -> t = PrimitiveType.LABEL;
        case TYPE_CODE_METADATA -> t = PrimitiveType.METADATA;
        case TYPE_CODE_X86_MMX -> t = PrimitiveType.X86_MMX;
        case TYPE_CODE_X86_AMX -> t = PrimitiveType.X86_AMX;
        case TYPE_CODE_TOKEN -> t = PrimitiveType.TOKEN;
        case TYPE_CODE_INTEGER -> {
          long w = r.op(0);
          if (w < 1 || w > IntegerType.MAX_BITS) throw r.error("invalid integer width " + w);
          t = IntegerType.get((int) w);
        }
        case TYPE_CODE_POINTER -> {
          Type pointee = typeAt(r.op(0));
          int as = r.numOps() > 1 ? addrSpace(r.op(1)) : 0;
          if (!isValidPointee(pointee)) throw r.error("invalid pointer element type " + pointee);
          t = PointerType.get(pointee, as);
        }
        case TYPE_CODE_OPAQUE_POINTER -> t = PointerType.opaque(r.numOps() > 0 ? addrSpace(r.op(0)) : 0);
        case TYPE_CODE_FUNCTION -> {
          if (r.numOps() < 2) throw r.error("invalid FUNCTION type record");
          Type ret = typeAt(r.op(1));
          List<Type> params = new ArrayList<>(r.numOps() - 2);
          for (int i = 2; i < r.numOps(); i++) {
            Type p = typeAt(r.op(i));
            if (!p.isFirstClass() && !p.isLabel() && !p.isMetadata()) throw r.error("invalid function parameter type " + p);
            params.add(p);
          }
          if (ret.isLabel() || ret.isMetadata() || ret instanceof FunctionType) throw r.error("invalid function return type");
          t = FunctionType.get(ret, params, r.op(0) != 0);
        }
        case TYPE_CODE_FUNCTION_OLD -> {
          if (r.numOps() < 3) throw r.error("invalid FUNCTION type record");
          Type ret = typeAt(r.op(2));
          List<Type> params = new ArrayList<>();
          for (int i = 3; i < r.numOps(); i++) params.add(typeAt(r.op(i)));
          t = FunctionType.get(ret, params, r.op(0) != 0);
        }
        case TYPE_CODE_STRUCT_ANON -> {
          if (r.numOps() < 1) throw r.error("invalid STRUCT_ANON record");
          t = StructType.literal(elements(1), r.op(0) != 0);
        }
        case TYPE_CODE_STRUCT_NAME -> {
          pendingName = r.opsString(0);
          Codec.checkName(pendingName, r.bitPos());
          continue;
        }
        case TYPE_CODE_STRUCT_NAMED -> {
          if (r.numOps() < 1) throw r.error("invalid STRUCT_NAMED record");
          StructType s = identifiedAt(count, pendingName);
          List<Type> elems = elements(1);
          s.setBody(elems, r.op(0) != 0);
          pendingName = null;
          t = s;
        }
        case TYPE_CODE_OPAQUE -> {
          StructType s = identifiedAt(count, pendingName);
          pendingName = null;
          t = s;
        }
        case TYPE_CODE_ARRAY -> {
          if (r.numOps() < 2) throw r.error("invalid ARRAY type record");
          Type e2 = typeAt(r.op(1));
          if (!e2.isSized() && !(e2 instanceof StructType)) throw r.error("invalid array element type " + e2);
          t = ArrayType.get(r.op(0), e2);
        }
        case TYPE_CODE_VECTOR -> {
          if (r.numOps() < 2) throw r.error("invalid VECTOR type record");
          long n = r.op(0);
          if (n == 0 || n > Integer.MAX_VALUE) throw r.error("invalid vector length " + n);
          Type e2 = typeAt(r.op(1));
          if (!(e2.isInteger() || e2.isFloatingPoint() || e2.isPointer())) throw r.error("invalid vector element type " + e2);
          t = VectorType.get((int) n, e2, r.numOps() > 2 && r.op(2) != 0);
        }
        default -> throw r.error("unknown type code " + code);
      }
      add(t);
    }
    if (declared >= 0 && count != declared) throw r.error("type table declares " + declared + " types but has " + count);
    for (int i = 0; i < count; i++) if (types[i] == null) throw r.error("type " + i + " is used but never defined");
  }

  private static int addrSpace(long v) {
    if (v < 0 || v > 0xffffff) throw new BitcodeError("invalid address space " + v, -1);
    return (int) v;
  }

  private static boolean isValidPointee(Type t) {
    return !(t.isVoid() || t.isLabel() || t.isMetadata() || t.isToken());
  }

  /** A struct's elements: LLVM's StructType::isValidElementType refuses void, label, metadata, function and token. */
  private List<Type> elements(int from) {
    List<Type> l = new ArrayList<>(r.numOps() - from);
    for (int i = from; i < r.numOps(); i++) {
      Type t = typeAt(r.op(i));
      if (t.isVoid() || t.isLabel() || t.isMetadata() || t instanceof FunctionType || t.isToken()
          || t instanceof VectorType v && v.scalable()) {
        throw r.error("invalid struct element type " + t);
      }
      l.add(t);
    }
    return l;
  }

  /** Type {@code id}: an earlier one, or an identified struct referenced before its record. */
  private Type typeAt(long id) {
    if (id < 0 || id >= Math.max(declared, count + 1) || id > (1 << 24)) throw r.error("invalid type id " + id);
    int i = (int) id;
    ensure(i + 1);
    if (types[i] != null) return types[i];
    StructType fwd = StructType.identified(null);
    identified.add(fwd);
    types[i] = fwd;
    return fwd;
  }

  private StructType identifiedAt(int i, String name) {
    ensure(i + 1);
    StructType s;
    if (types[i] instanceof StructType fwd && fwd.isIdentified() && fwd.isOpaque()) {
      s = fwd;
      if (name != null) s.setName(name);
    } else {
      s = StructType.identified(name);
      identified.add(s);
    }
    return s;
  }

  private void add(Type t) {
    ensure(count + 1);
    if (types[count] != null && types[count] != t) throw r.error("type " + count + " is referenced as a struct but is " + t);
    types[count++] = t;
  }

  private void ensure(int n) {
    if (n > types.length) types = Arrays.copyOf(types, Math.max(n, types.length * 2));
  }
}
