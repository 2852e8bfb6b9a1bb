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
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Numbers the types a module uses and writes the type table. A type's parts get their numbers
 * before it, except that an identified struct may be named by a pointer (or itself) before its
 * record, as LLVM's reader accepts forward references to structs only.
 */
final class TypeTableWriter {
  private final Map<Type, Integer> ids = new IdentityHashMap<>();
  private final NumberingStamp stamp = new NumberingStamp();
  private final List<Type> order = new ArrayList<>();
  /** Identified structs whose parts are being numbered (they may refer back to themselves). */
  private final Map<Type, Boolean> inProgress = new IdentityHashMap<>();

  /** The number of {@code t}, numbering it (and its parts) on first use. */
  int id(Type t) {
    int k = known(t);
    return k >= 0 ? k : add(t);
  }

  /** The number of {@code t}, or -1 when it has none yet. */
  int known(Type t) {
    int k = stamp.id(t.numberingSlot());
    if (k >= 0) return k;
    Integer i = ids.get(t);
    return i == null ? -1 : i;
  }

  int count() {
    return order.size();
  }

  private int add(Type t) {
    if (t instanceof StructType s && s.isIdentified()) {
      if (inProgress.containsKey(s)) return -1; // numbered once its parts are
      inProgress.put(s, true);
      for (Type e : s.elements()) id(e);
      inProgress.remove(s);
      Integer again = ids.get(t);
      if (again != null) return again;
    } else {
      for (Type p : TypeOrder.subtypes(t)) id(p);
      Integer again = ids.get(t);
      if (again != null) return again;
    }
    int n = order.size();
    ids.put(t, n);
    t.setNumberingSlot(stamp.slot(n));
    order.add(t);
    return n;
  }

  /** Writes TYPE_BLOCK_ID_NEW (every type numbered so far; numbering must be complete). */
  void write(BitstreamWriter w) {
    // A struct met through a pointer while its parts were numbered has no number yet: number them now.
    for (int i = 0; i < order.size(); i++) for (Type p : TypeOrder.subtypes(order.get(i))) id(p);
    w.enterBlock(TYPE_BLOCK_ID_NEW, 4);
    long[] ops = new long[16];
    ops[0] = order.size();
    w.record(TYPE_CODE_NUMENTRY, ops, 1, 0);
    for (Type t : order) {
      int n = 0;
      int code;
      switch (t) {
        case IntegerType it -> {
          code = TYPE_CODE_INTEGER;
          ops[n++] = it.bits();
        }
        case FloatType ft -> code = ft == FloatType.HALF ? TYPE_CODE_HALF : ft == FloatType.BFLOAT ? TYPE_CODE_BFLOAT
            : ft == FloatType.FLOAT ? TYPE_CODE_FLOAT : ft == FloatType.DOUBLE ? TYPE_CODE_DOUBLE
            : ft == FloatType.X86_FP80 ? TYPE_CODE_X86_FP80 : ft == FloatType.FP128 ? TYPE_CODE_FP128 : TYPE_CODE_PPC_FP128;
        case PointerType p -> {
          if (p.isOpaque()) {
            code = TYPE_CODE_OPAQUE_POINTER;
            ops[n++] = p.addrSpace();
          } else {
            code = TYPE_CODE_POINTER;
            ops[n++] = ids.get(p.pointee());
            ops[n++] = p.addrSpace();
          }
        }
        case ArrayType a -> {
          code = TYPE_CODE_ARRAY;
          ops[n++] = a.length();
          ops[n++] = ids.get(a.element());
        }
        case VectorType v -> {
          code = TYPE_CODE_VECTOR;
          ops[n++] = v.length();
          ops[n++] = ids.get(v.element());
          if (v.scalable()) ops[n++] = 1;
        }
        case FunctionType f -> {
          code = TYPE_CODE_FUNCTION;
          ops = grow(ops, f.numParams() + 2);
          ops[n++] = f.isVarArgs() ? 1 : 0;
          ops[n++] = ids.get(f.returnType());
          for (Type p : f.params()) ops[n++] = ids.get(p);
        }
        case StructType s -> {
          ops = grow(ops, s.numElements() + 1);
          if (s.isIdentified()) {
            if (s.name() != null) {
              long[] name = chars(s.name());
              w.record(TYPE_CODE_STRUCT_NAME, name, name.length, 0);
            }
            if (s.isOpaque()) {
              code = TYPE_CODE_OPAQUE;
              ops[n++] = 0;
              break;
            }
            code = TYPE_CODE_STRUCT_NAMED;
          } else {
            code = TYPE_CODE_STRUCT_ANON;
          }
          ops[n++] = s.isPacked() ? 1 : 0;
          for (Type e : s.elements()) ops[n++] = ids.get(e);
        }
        case PrimitiveType p -> code = p == PrimitiveType.VOID ? TYPE_CODE_VOID : p == PrimitiveType.LABEL ? TYPE_CODE_LABEL
            : p == PrimitiveType.METADATA ? TYPE_CODE_METADATA : p == PrimitiveType.TOKEN ? TYPE_CODE_TOKEN
            : p == PrimitiveType.X86_MMX ? TYPE_CODE_X86_MMX : TYPE_CODE_X86_AMX;
      }
      w.record(code, ops, n, 0);
    }
    w.exitBlock();
  }

  private static long[] grow(long[] a, int n) {
    return a.length >= n ? a : new long[n];
  }

  static long[] chars(String s) {
    long[] l = new long[s.length()];
    for (int i = 0; i < l.length; i++) l[i] = s.charAt(i) & 0xff;
    return l;
  }
}
