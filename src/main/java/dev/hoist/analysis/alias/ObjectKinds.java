package dev.hoist.analysis.alias;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.Argument;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.ExtractValueInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Linkage;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Value;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.type.Type;

/**
 * Kinds of underlying objects, as LLVM names them:
 *
 * <ul>
 *   <li><b>identified</b>: an object distinct from every other identified object: an alloca, a
 *       global variable or function (not an alias), the result of a {@code noalias} call (malloc),
 *       a {@code noalias} or {@code byval} argument;
 *   <li><b>identified function-local</b>: the identified objects that belong to this call of the
 *       function (allocas, noalias call results, noalias/byval arguments), which no argument can
 *       point into;
 *   <li><b>escape sources</b>: pointers that can only point to an object that escaped: call results,
 *       arguments, loaded pointers, inttoptr.
 * </ul>
 */
public final class ObjectKinds {
  private ObjectKinds() {}

  public static boolean isIdentifiedObject(Value v) {
    if (v instanceof AllocaInst) return true;
    if (v instanceof GlobalValue && !(v instanceof GlobalAlias)) return true;
    if (isNoAliasCall(v)) return true;
    return v instanceof Argument a && (paramHas(a, "noalias") || paramHas(a, "byval"));
  }

  public static boolean isIdentifiedFunctionLocal(Value v) {
    return v instanceof AllocaInst || isNoAliasCall(v) || isNoAliasOrByValArgument(v);
  }

  public static boolean isNoAliasOrByValArgument(Value v) {
    return v instanceof Argument a && (paramHas(a, "noalias") || paramHas(a, "byval"));
  }

  /** A call whose result is marked {@code noalias} (on the call or the callee). */
  public static boolean isNoAliasCall(Value v) {
    if (!(v instanceof CallBase c)) return false;
    if (c.attributes().ret().has("noalias")) return true;
    Function f = c.calledFunction();
    return f != null && f.attributes().ret().has("noalias");
  }

  /** An argument, or a value extracted from an argument (a coerced aggregate argument). */
  static boolean isArgumentOrArgumentLike(Value v) {
    return v instanceof Argument || (v instanceof ExtractValueInst e && e.aggregate() instanceof Argument);
  }

  /** Pointers that can only refer to objects that escaped before they were computed. */
  public static boolean isEscapeSource(Value v) {
    return v instanceof CallBase || v instanceof Argument || v instanceof LoadInst
        || (v instanceof dev.hoist.ir.CastInst c && c.opcode() == Opcode.INTTOPTR);
  }

  static boolean paramHas(Argument a, String kind) {
    return a.parent().attributes().param(a.index()).has(kind);
  }

  /**
   * The size in bytes of an identified object, or -1 when unknown: a static alloca, a global
   * variable with a definitive initializer, a byval argument. With {@code roundToAlign} the size is
   * rounded up to the object's alignment (accesses may read a bit past the end when aligned).
   */
  static long objectSize(Value v, DataLayout dl, boolean roundToAlign) {
    if (v instanceof AllocaInst a) {
      Type t = a.allocatedType();
      if (!t.isSized()) return -1;
      long n = IrOps.constantZext(a.arraySize());
      if (n < 0) return -1;
      long size = dl.allocSize(t) * n;
      return roundToAlign ? align(size, a.align()) : size;
    }
    if (v instanceof GlobalVariable g) {
      if (g.isDeclaration() || g.isExternallyInitialized()) return -1;
      Linkage l = g.linkage();
      // LLVM's hasDefinitiveInitializer: the initializer may not be replaced at link time.
      if (l.isInterposable() || l == Linkage.AVAILABLE_EXTERNALLY || l == Linkage.LINKONCE_ODR
          || l == Linkage.WEAK_ODR) {
        return -1;
      }
      Type t = g.valueType();
      if (!t.isSized()) return -1;
      long size = dl.allocSize(t);
      return roundToAlign ? align(size, g.align()) : size;
    }
    if (v instanceof Argument a) {
      Attribute byval = a.parent().attributes().param(a.index()).get("byval");
      if (byval instanceof Attribute.TypeAttr ta && ta.type() != null && ta.type().isSized()) {
        long size = dl.storeSize(ta.type());
        long al = a.parent().attributes().param(a.index()).intValue("align");
        return roundToAlign && al > 0 ? align(size, al) : size;
      }
    }
    return -1;
  }

  private static long align(long size, long alignment) {
    if (alignment <= 1) return size;
    return (size + alignment - 1) / alignment * alignment;
  }
}
