package dev.hoist.analysis.alias;

import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.PointerType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The object a pointer points into, found by walking back through address computations:
 * getelementptr, bitcast and addrspacecast (instructions or constant expressions), single-entry
 * (LCSSA) phis, non-interposable global aliases, calls that return an argument ({@code returned},
 * {@code llvm.launder.invariant.group}...). The walk stops after a few steps, as LLVM's does, so
 * the result may be an intermediate pointer; it is never wrong, only less precise.
 *
 * <pre>
 *   %a = alloca [4 x i32]
 *   %p = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 %i
 *   %q = bitcast i32* %p to i8*          ; underlying object of %q: %a
 * </pre>
 */
public final class Underlying {
  private Underlying() {}

  /** LLVM's default lookup depth (MaxLookupSearchDepth). */
  public static final int MAX_LOOKUP = 6;

  /** The underlying object of {@code v} within {@link #MAX_LOOKUP} steps. */
  public static Value object(Value v) {
    return object(v, MAX_LOOKUP);
  }

  /** The underlying object of {@code v} within {@code maxLookup} steps (0: no limit). */
  public static Value object(Value v, int maxLookup) {
    if (!(v.type() instanceof PointerType)) return v;
    for (int count = 0; maxLookup == 0 || count < maxLookup; count++) {
      if (IrOps.isGep(v)) {
        v = IrOps.op(v, 0);
      } else if (IrOps.isPointerCast(v)) {
        v = IrOps.op(v, 0);
        if (!(v.type() instanceof PointerType)) return v;
      } else if (v instanceof GlobalAlias ga) {
        if (ga.isIFunc() || ga.linkage().isInterposable()) return v;
        v = ga.target();
      } else if (v instanceof PhiInst phi && phi.numIncoming() == 1) {
        v = phi.incomingValue(0);
      } else if (v instanceof CallBase c) {
        Value r = argumentAliasingReturn(c, false);
        if (r == null) return v;
        v = r;
      } else {
        return v;
      }
    }
    return v;
  }

  /**
   * The argument a call returns unchanged: one marked {@code returned}, or the operand of
   * {@code llvm.launder.invariant.group} / {@code llvm.strip.invariant.group} (and of
   * {@code llvm.ptrmask} unless the caller needs null to stay null). Null when none.
   */
  public static Value argumentAliasingReturn(CallBase c, boolean mustPreserveNullness) {
    for (int i = 0; i < c.numArgs(); i++) {
      if (c.attributes().param(i).has("returned")) return c.arg(i);
    }
    Function f = c.calledFunction();
    if (f == null) return null;
    String n = IrOps.intrinsicName(c);
    if (n == null) {
      for (int i = 0; i < c.numArgs() && i < f.numArgs(); i++) {
        if (f.attributes().param(i).has("returned")) return c.arg(i);
      }
      return null;
    }
    return returnsArgumentWithoutCapturing(c, mustPreserveNullness) ? c.arg(0) : null;
  }

  /** The intrinsics that return their pointer argument without capturing it. */
  static boolean returnsArgumentWithoutCapturing(CallBase c, boolean mustPreserveNullness) {
    if (IrOps.isIntrinsic(c, "llvm.launder.invariant.group") || IrOps.isIntrinsic(c, "llvm.strip.invariant.group")) {
      return true;
    }
    return !mustPreserveNullness && IrOps.isIntrinsic(c, "llvm.ptrmask");
  }

  /**
   * Strips what does not change the address, for comparing pointers: bitcasts, addrspacecasts,
   * all-zero getelementptrs, single-entry phis and {@code returned} arguments (LLVM's
   * stripPointerCastsForAliasAnalysis).
   */
  public static Value stripPointerCasts(Value v) {
    if (!(v.type() instanceof PointerType)) return v;
    Set<Value> visited = null;
    Value start = v;
    for (int steps = 0; ; steps++) {
      Value next;
      if (IrOps.isGep(v)) {
        if (!allZeroIndices(v)) return v;
        next = IrOps.op(v, 0);
      } else if (IrOps.isPointerCast(v)) {
        next = IrOps.op(v, 0);
        if (!(next.type() instanceof PointerType)) return v;
      } else if (v instanceof PhiInst phi && phi.numIncoming() == 1) {
        next = phi.incomingValue(0);
      } else if (v instanceof CallBase c) {
        next = returnedArgument(c);
        if (next == null && (IrOps.isIntrinsic(c, "llvm.launder.invariant.group")
            || IrOps.isIntrinsic(c, "llvm.strip.invariant.group"))) {
          next = c.arg(0);
        }
        if (next == null) return v;
      } else {
        return v;
      }
      // Unreachable code may hold cycles of such instructions.
      if (steps > 16) {
        if (visited == null) {
          visited = Collections.newSetFromMap(new IdentityHashMap<>());
          visited.add(start);
        }
        if (!visited.add(next)) return next;
      }
      v = next;
    }
  }

  private static Value returnedArgument(CallBase c) {
    for (int i = 0; i < c.numArgs(); i++) if (c.attributes().param(i).has("returned")) return c.arg(i);
    Function f = c.calledFunction();
    if (f == null || IrOps.intrinsicName(c) != null) return null;
    for (int i = 0; i < c.numArgs() && i < f.numArgs(); i++) if (f.attributes().param(i).has("returned")) return c.arg(i);
    return null;
  }

  static boolean allZeroIndices(Value gep) {
    for (int i = 1; i < IrOps.numOps(gep); i++) {
      Value idx = IrOps.op(gep, i);
      if (!(idx instanceof dev.hoist.ir.constant.ConstantInt ci && ci.isZero())) {
        if (!(idx instanceof dev.hoist.ir.constant.Constant c && c.isZeroValue())) return false;
      }
    }
    return true;
  }

  /**
   * All objects {@code v} may point into, looking through selects and phis as well (LLVM's
   * getUnderlyingObjects), up to {@code maxLookup} values; the list ends with {@code v}'s own
   * underlying object standing for "unknown" when the search gives up.
   */
  public static List<Value> objects(Value v, int maxLookup) {
    List<Value> out = new ArrayList<>();
    Set<Value> visited = Collections.newSetFromMap(new IdentityHashMap<>());
    List<Value> work = new ArrayList<>();
    work.add(v);
    int budget = maxLookup <= 0 ? Integer.MAX_VALUE : maxLookup;
    while (!work.isEmpty()) {
      Value p = work.remove(work.size() - 1);
      if (!visited.add(p)) continue;
      Value o = object(p);
      if (o instanceof SelectInst s) {
        work.add(s.trueValue());
        work.add(s.falseValue());
        continue;
      }
      if (o instanceof PhiInst phi && --budget > 0) {
        for (int i = 0; i < phi.numIncoming(); i++) work.add(phi.incomingValue(i));
        continue;
      }
      if (!out.contains(o)) out.add(o);
    }
    return out;
  }
}
