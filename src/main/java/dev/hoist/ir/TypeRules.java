package dev.hoist.ir;

import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.List;

/** Typing rules shared by the parser and the verifier: GEP indexing, aggregate indexing, casts. */
public final class TypeRules {
  private TypeRules() {}

  /**
   * The type reached by GEP indices after the first: {@code T} for {@code getelementptr T, T* p, i64 i},
   * then struct fields and array/vector elements. Returns null when an index is invalid (a struct
   * index that is not a constant in range).
   */
  public static Type gepIndexedType(Type sourceElementType, List<? extends Value> indices) {
    Type t = sourceElementType;
    for (int k = 1; k < indices.size(); k++) {
      Value idx = indices.get(k);
      if (t instanceof StructType s) {
        if (s.isOpaque()) return null;
        long field = structIndex(idx);
        if (field < 0 || field >= s.numElements()) return null;
        t = s.element((int) field);
      } else if (t instanceof ArrayType a) {
        t = a.element();
      } else if (t instanceof VectorType v) {
        t = v.element();
      } else {
        return null;
      }
    }
    return t;
  }

  private static long structIndex(Value idx) {
    if (idx instanceof ConstantInt c) return c.bits() == 32 ? c.zextValue() : -1;
    if (idx instanceof ConstantSimple s && s.kind() == ConstantSimple.Kind.ZERO && idx.type().isIntOrIntVector()) {
      return 0;
    }
    if (idx instanceof ConstantAggregate a && a.type() instanceof VectorType) {
      long first = structIndex(a.element(0));
      for (int i = 1; i < a.numElements(); i++) if (structIndex(a.element(i)) != first) return -1;
      return first;
    }
    return -1;
  }

  /**
   * The result type of a GEP: a pointer (in the base's address space and pointer style) to the
   * indexed type, or a vector of such pointers when the base or any index is a vector.
   */
  public static Type gepResultType(Type baseType, Type indexedType, List<? extends Value> indices) {
    PointerType basePtr = (PointerType) baseType.scalarType();
    PointerType p = basePtr.isOpaque() ? basePtr : PointerType.get(indexedType, basePtr.addrSpace());
    VectorType vec = baseType instanceof VectorType v ? v : null;
    for (Value i : indices) {
      if (vec == null && i.type() instanceof VectorType v) vec = v;
    }
    return vec != null ? VectorType.get(vec.length(), p, vec.scalable()) : p;
  }

  /** The type of an aggregate member reached by extractvalue/insertvalue indices, or null if invalid. */
  public static Type aggregateIndexedType(Type agg, int[] indices) {
    Type t = agg;
    for (int i : indices) {
      if (t instanceof StructType s && !s.isOpaque()) {
        if (i < 0 || i >= s.numElements()) return null;
        t = s.element(i);
      } else if (t instanceof ArrayType a) {
        if (i < 0 || i >= a.length()) return null;
        t = a.element();
      } else {
        return null;
      }
    }
    return t;
  }

  /** Bit width of a scalar int/float, or of a vector of them; -1 for others. */
  static long primitiveBits(Type t) {
    if (t instanceof VectorType v) {
      long e = primitiveBits(v.element());
      return e < 0 ? -1 : e * v.length();
    }
    if (t instanceof IntegerType i) return i.bits();
    if (t instanceof FloatType f) return f.bits();
    if (t == dev.hoist.ir.type.PrimitiveType.X86_MMX) return 64;
    return -1;
  }

  private static boolean sameShape(Type a, Type b) {
    if (a instanceof VectorType va) {
      return b instanceof VectorType vb && va.length() == vb.length() && va.scalable() == vb.scalable();
    }
    return !(b instanceof VectorType);
  }

  /** LLVM's CastInst::castIsValid. */
  public static boolean castIsValid(Opcode op, Type src, Type dst) {
    if (!src.isFirstClass() || !dst.isFirstClass() || src.isAggregate() || dst.isAggregate()) return false;
    Type s = src.scalarType();
    Type d = dst.scalarType();
    boolean shape = sameShape(src, dst);
    return switch (op) {
      case TRUNC -> shape && s instanceof IntegerType a && d instanceof IntegerType b && a.bits() > b.bits();
      case ZEXT, SEXT -> shape && s instanceof IntegerType a && d instanceof IntegerType b && a.bits() < b.bits();
      case FPTRUNC -> shape && s instanceof FloatType a && d instanceof FloatType b && a.bits() > b.bits();
      case FPEXT -> shape && s instanceof FloatType a && d instanceof FloatType b && a.bits() < b.bits();
      case UITOFP, SITOFP -> shape && s instanceof IntegerType && d instanceof FloatType;
      case FPTOUI, FPTOSI -> shape && s instanceof FloatType && d instanceof IntegerType;
      case PTRTOINT -> shape && s instanceof PointerType && d instanceof IntegerType;
      case INTTOPTR -> shape && s instanceof IntegerType && d instanceof PointerType;
      case ADDRSPACECAST -> shape && s instanceof PointerType a && d instanceof PointerType b
          && a.addrSpace() != b.addrSpace();
      case BITCAST -> bitcastIsValid(src, dst);
      default -> false;
    };
  }

  private static boolean bitcastIsValid(Type src, Type dst) {
    Type s = src.scalarType();
    Type d = dst.scalarType();
    if ((s instanceof PointerType) != (d instanceof PointerType)) return false;
    if (!(s instanceof PointerType a)) {
      long sb = primitiveBits(src);
      return sb >= 0 && sb == primitiveBits(dst) && scalableOf(src) == scalableOf(dst);
    }
    PointerType b = (PointerType) d;
    if (a.addrSpace() != b.addrSpace()) return false;
    if (src instanceof VectorType vs && dst instanceof VectorType vd) {
      return vs.length() == vd.length() && vs.scalable() == vd.scalable();
    }
    if (src instanceof VectorType vs) return vs.length() == 1 && !vs.scalable();
    if (dst instanceof VectorType vd) return vd.length() == 1 && !vd.scalable();
    return true;
  }

  private static boolean scalableOf(Type t) {
    return t instanceof VectorType v && v.scalable();
  }
}
