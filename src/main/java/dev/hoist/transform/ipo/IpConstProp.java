package dev.hoist.transform.ipo;

import dev.hoist.ir.Argument;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantEquality;
import dev.hoist.pass.Pass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.PassManager;
import java.util.List;

/**
 * {@code ipconstprop}: interprocedural constant propagation into arguments, LLVM's
 * IPConstantPropagation (the pass LLVM 12 folded into IPSCCP, which {@code opt -O2} runs before
 * inlining). When every call of a function with local linkage passes the same constant for a
 * parameter, the parameter's uses become that constant:
 *
 * <pre>
 *   define internal i32 @hash(i8* %p, i32 %n) { ... icmp slt i32 %i, %n ... }
 *   call i32 @hash(i8* @a, i32 18000)                =&gt;   ... icmp slt i32 %i, 18000 ...
 *   call i32 @hash(i8* @b, i32 18000)
 * </pre>
 *
 * Hoist runs it first so that its loop passes see what LLVM's will see after IPSCCP: a constant
 * trip count that an unroller or vectorizer can divide, where the unknown parameter would make
 * them unroll at run time and leave LLVM's pipeline no better choice after inlining.
 *
 * <p>As LLVM's pass: the function must be local and defined, and every use of it must be a direct
 * call with it as the callee and its own type (an address taken, an alias, a use in a constant or
 * as another function's personality keeps it as it is); a recursive call passing the parameter
 * down agrees with any constant; varargs are not looked at; {@code byval}, {@code inalloca},
 * {@code preallocated} and {@code swifterror} parameters are left alone (the callee sees a copy or
 * a special register, not the value passed). Constants are compared structurally, since Hoist does
 * not unique them. It repeats until nothing changes, since a propagated constant may be passed on.
 */
public final class IpConstProp implements Pass {
  public static final PassInfo INFO = new PassInfo("ipconstprop", "IPConstantPropagationPass",
      "interprocedural constant propagation into the arguments of local functions", IpConstProp::new, List.of());

  private static final List<String> KEPT_PARAMS = List.of("byval", "inalloca", "preallocated", "swifterror");

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public boolean run(Module m, PassContext ctx) {
    int propagated = 0;
    for (boolean changed = true; changed; ) {
      changed = false;
      for (Function f : m.definedFunctions()) {
        if (!f.linkage().isLocal() || f.numArgs() == 0 || !PassManager.runsOn(this, f)) continue;
        int n = propagate(f);
        propagated += n;
        changed |= n > 0;
      }
    }
    ctx.stats().add("ipconstprop", "Number of args turned into constants", propagated);
    return propagated > 0;
  }

  /** Replaces each parameter of {@code f} that every call passes the same constant with it; returns how many. */
  private static int propagate(Function f) {
    int n = f.numArgs();
    Constant[] known = new Constant[n];
    boolean[] varies = new boolean[n];
    int varying = 0;
    for (int i = 0; i < n; i++) {
      if (!f.arg(i).hasUses() || keptParam(f, i)) {
        varies[i] = true;
        varying++;
      }
    }
    if (varying == n) return 0;
    for (Use u = f.firstUse(); u != null; u = u.nextUse()) {
      if (!(u.user() instanceof CallBase call) || u.index() != 0 || !call.functionType().equals(f.functionType())) return 0;
      for (int i = 0; i < n; i++) {
        if (varies[i]) continue;
        Value v = call.arg(i);
        if (v == f.arg(i)) continue; // a recursive call passing the parameter down
        if (v instanceof Constant c && v.type() == f.arg(i).type()) {
          if (known[i] == null) known[i] = c;
          if (ConstantEquality.same(known[i], c)) continue;
        }
        varies[i] = true;
        if (++varying == n) return 0;
      }
    }
    int done = 0;
    for (int i = 0; i < n; i++) {
      if (varies[i] || known[i] == null) continue;
      Argument a = f.arg(i);
      a.replaceAllUsesWith(known[i]);
      done++;
    }
    return done;
  }

  private static boolean keptParam(Function f, int i) {
    if (i >= f.attributes().numParamSets()) return false;
    AttributeSet s = f.attributes().param(i);
    for (String k : KEPT_PARAMS) if (s.has(k)) return true;
    return false;
  }
}
