package dev.hoist.analysis;

import dev.hoist.analysis.scev.ConstantRange;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.constant.ConstantString;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.math.BigInteger;

/**
 * What a load from a constant global reads (LLVM's ConstantFoldLoadFromConst): after unrolling,
 * {@code coef[i % 4]} is {@code coef[2]} in the third copy, and a table that the program never
 * writes gives its element.
 *
 * <pre>
 *   @coef = internal constant [4 x i32] [i32 3, i32 -7, i32 11, i32 2]
 *   load i32, i32* getelementptr ([4 x i32], [4 x i32]* @coef, i64 0, i64 2)   ; is i32 11
 * </pre>
 *
 * Only a global whose initializer is the one the program sees qualifies: a constant definition
 * that no other module can replace (not weak, linkonce or common) and that is not initialized
 * from outside; only whole elements of the loaded type are read.
 */
public final class ConstantMemory {
  private ConstantMemory() {}

  /** The value of type {@code t} at byte {@code offset} of {@code g}, or null when it is not known. */
  public static Constant load(GlobalVariable g, long offset, Type t, DataLayout dl) {
    if (!g.isConstant() || g.isDeclaration() || g.isExternallyInitialized() || g.linkage().isInterposable()) return null;
    Constant init = g.initializer();
    if (init == null || offset < 0) return null;
    return at(init, g.valueType(), offset, t, dl);
  }

  /**
   * What a load of one whole element of {@code g}, an array of integers, may read wherever its
   * index points: the range from the smallest to the largest element, signed and unsigned (SQLite's
   * {@code aLen[serial_type]}, a byte count of at most 8, then bounds the loop over those bytes).
   * Null when the initializer is not known, holds undef, or has more than {@code limit} elements.
   * A load through a pointer based on {@code g} reads {@code g}'s bytes or is undefined.
   */
  public static ConstantRange elementRange(GlobalVariable g, int limit) {
    if (!g.isConstant() || g.isDeclaration() || g.isExternallyInitialized() || g.linkage().isInterposable()) return null;
    Constant init = g.initializer();
    if (init == null || !(g.valueType() instanceof ArrayType at) || !(at.element() instanceof IntegerType it)) return null;
    int w = it.bits();
    if (at.length() > limit) return null;
    if (init.isZeroValue() && !(init instanceof ConstantSimple s && s.isUndefOrPoison())) {
      return ConstantRange.single(w, BigInteger.ZERO);
    }
    BigInteger umin = null, umax = null, smin = null, smax = null;
    for (int k = 0; k < at.length(); k++) {
      if (!(element(init, k, it) instanceof ConstantInt e)) return null;
      BigInteger u = e.unsignedBigValue(), v = e.bigValue();
      if (umin == null) {
        umin = umax = u;
        smin = smax = v;
      } else {
        umin = umin.min(u);
        umax = umax.max(u);
        smin = smin.min(v);
        smax = smax.max(v);
      }
    }
    if (umin == null) return null;
    return ConstantRange.fromUnsigned(w, umin, umax).intersect(ConstantRange.fromSigned(w, smin, smax));
  }

  private static Constant at(Constant c, Type ct, long offset, Type t, DataLayout dl) {
    if (offset >= dl.allocSize(ct)) return null;
    if (ct == t && offset == 0 && !(c instanceof ConstantSimple)) return c;
    if (c.isZeroValue() && !(c instanceof ConstantSimple s && s.isUndefOrPoison())) {
      return offset + dl.storeSize(t) <= dl.allocSize(ct) ? zero(t) : null;
    }
    if (c instanceof ConstantSimple) return null; // undef, poison
    switch (ct) {
      case ArrayType at -> {
        long size = dl.allocSize(at.element());
        if (size == 0) return null;
        int index = (int) (offset / size);
        Constant e = element(c, index, at.element());
        return e == null ? null : at(e, at.element(), offset % size, t, dl);
      }
      case VectorType vt -> {
        return null; // vector elements need not be byte-sized
      }
      case StructType st -> {
        for (int k = st.numElements() - 1; k >= 0; k--) {
          long start = dl.fieldOffset(st, k);
          if (start <= offset) {
            Constant e = element(c, k, st.element(k));
            return e == null ? null : at(e, st.element(k), offset - start, t, dl);
          }
        }
        return null;
      }
      default -> {
        return null;
      }
    }
  }

  private static Constant element(Constant c, int index, Type elementType) {
    if (c instanceof ConstantAggregate a) return index < a.numElements() ? a.element(index) : null;
    if (c instanceof ConstantString s && elementType instanceof IntegerType it && it.bits() == 8) {
      return index < s.bytes().length ? ConstantInt.get(IntegerType.I8, s.bytes()[index]) : null;
    }
    return null;
  }

  /** The zero of an integer or pointer type; null for others (a float's zero has a sign to get right). */
  private static Constant zero(Type t) {
    if (t instanceof IntegerType it) return ConstantInt.get(it, 0);
    if (t instanceof dev.hoist.ir.type.PointerType) return ConstantSimple.nullPtr(t);
    return null;
  }
}
