package dev.hoist.transform.vectorize;

import dev.hoist.ir.CallInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.IntrinsicSignature;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.Type;
import java.util.Set;

/**
 * The element-wise math calls the vectorizer widens, and the intrinsic declarations it needs:
 * {@code llvm.sqrt.f64} becomes {@code llvm.sqrt.v2f64}; the C library's {@code sqrt}, when the
 * call cannot touch memory (no errno: {@code -fno-math-errno}), is the same function. Reductions
 * use {@code llvm.vector.reduce.*}.
 */
final class VectorMath {
  private VectorMath() {}

  /** Overloaded on their one type; every argument is an element (no immediate operands). */
  private static final Set<String> ELEMENTWISE = Set.of("sqrt", "fabs", "floor", "ceil", "trunc", "rint", "nearbyint",
      "round", "fma", "fmuladd", "minnum", "maxnum", "copysign", "smin", "smax", "umin", "umax");

  /** The intrinsic's base name ({@code "sqrt"}) when {@code c} is an element-wise math call, else null. */
  static String vectorName(CallInst c) {
    Function callee = c.calledFunction();
    if (callee == null || !c.bundles().isEmpty() || c.functionType().isVarArgs()) return null;
    if (Widening.elementBits(c.type()) == 0) return null;
    String name = callee.name();
    String base = null;
    if (name.startsWith("llvm.")) {
      int dot = name.indexOf('.', 5);
      if (dot < 0) return null;
      String b = name.substring(5, dot);
      if (ELEMENTWISE.contains(b) && name.equals("llvm." + b + "." + suffix(c.type()))) base = b;
    } else if ((name.equals("sqrt") && c.type() == FloatType.DOUBLE || name.equals("sqrtf") && c.type() == FloatType.FLOAT)
        && !c.mayReadMemory() && !c.mayWriteMemory() && !c.mayThrow() && c.numArgs() == 1 && c.arg(0).type() == c.type()) {
      base = "sqrt";
    }
    if (base == null) return null;
    for (Value a : c.args()) if (a.type() != c.type()) return null;
    return base;
  }

  /** LLVM's name mangling of an overloaded type: {@code i32}, {@code f64}, {@code v4i32}. */
  static String suffix(Type t) {
    StringBuilder sb = new StringBuilder();
    if (!IntrinsicSignature.mangle(t, sb)) throw new IllegalArgumentException("no mangling for " + t);
    return sb.toString();
  }
}
