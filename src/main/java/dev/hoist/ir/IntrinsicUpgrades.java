package dev.hoist.ir;

import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import java.util.List;

/**
 * What LLVM 14 does to intrinsic declarations when it reads a module, before its verifier sees
 * them: it gives a declaration whose type fits the intrinsic's signature the name that type
 * mangles to ({@link #remangle}), and it rewrites the older forms of some intrinsics into today's
 * ({@link #mayRewrite}).
 *
 * <p>The rewrites: {@code llvm.ctlz} with one argument gains its {@code i1}, {@code llvm.memcpy}
 * with an alignment argument loses it, {@code llvm.objectsize} with two arguments gains two, a
 * target's renamed or retyped intrinsics become their successors or plain IR. Its verifier then
 * checks the rewritten declaration, so such an older form is valid input to opt even though its
 * type does not fit the signature. Hoist does not make these rewrites: it leaves these
 * declarations as they are, unchecked and not renamed.
 */
public final class IntrinsicUpgrades {
  private IntrinsicUpgrades() {}

  /**
   * Prefixes, after {@code llvm.}, of the generic intrinsics whose upgrade rule takes its types
   * from fixed parameters whatever the signature; the rules for ctlz, cttz, dbg.value, memcpy,
   * memmove, memset and objectsize depend on the number of parameters ({@link #mayRewrite}).
   */
  private static final String[] REBUILT = {
    "invariant.end", "invariant.start", "lifetime.end", "lifetime.start", "masked.gather.", "masked.load.",
    "masked.scatter.", "masked.store.", "prefetch",
  };

  /**
   * Whether LLVM may rewrite the declaration {@code f} (named {@code llvm.*}) by a rule of its own
   * when it reads it: every target's intrinsics (LLVM's x86, ARM, AArch64, AMDGPU and NVPTX rules run
   * to hundreds of names; a superset), the generic ones above, and a declaration returning a named
   * or packed struct, which it makes literal.
   */
  public static boolean mayRewrite(Function f) {
    String name = f.name();
    if (Intrinsics.isTargetIntrinsic(name)) return true;
    FunctionType ft = f.functionType();
    if (ft.returnType() instanceof StructType st && (!st.isLiteral() || st.isPacked())) return true;
    for (String p : REBUILT) if (name.startsWith(p, 5)) return true;
    int n = ft.numParams();
    return (name.startsWith("ctlz.", 5) || name.startsWith("cttz.", 5)) && n == 1
        || name.equals("llvm.dbg.value") && n == 4
        || (name.startsWith("memcpy.", 5) || name.startsWith("memmove.", 5) || name.startsWith("memset.", 5)) && n == 5
        || name.startsWith("objectsize.", 5) && (n == 2 || n == 3);
  }

  /**
   * Renames, as LLVM's {@code remangleIntrinsicFunction} does, each intrinsic declaration whose type
   * fits its signature but whose name is not the one the type mangles to: {@code declare i32
   * @llvm.ctpop.i64(i32)} becomes {@code @llvm.ctpop.i32}, and so does {@code @llvm.ctpop} with no
   * suffix. As in LLVM, the declaration with the right name is made at the end of the module (or
   * one that has it and the type already is taken), the calls move to it and the old one goes; a
   * global of another type that has the name is renamed {@code NAME.renamed}. Returns whether any
   * declaration was renamed. This is the bitcode reader's one pass over the functions.
   */
  public static boolean remangle(Module m) {
    return remangle(m, 0);
  }

  /**
   * {@link #remangle} as LLVM's text parser does it, in two passes: its upgrade pass passes over
   * names of eight characters or fewer ({@code llvm.abs}, {@code llvm.pow}), which only its second,
   * remangling pass renames, so that their declarations come last.
   */
  public static boolean remangleAsParsed(Module m) {
    boolean first = remangle(m, 9);
    return remangle(m, 0) | first;
  }

  private static boolean remangle(Module m, int minLength) {
    boolean changed = false;
    List<Function> functions = m.functions();
    for (int i = 0; i < functions.size(); i++) {
      Function f = functions.get(i);
      String name = f.name();
      if (name == null || name.length() < minLength || !name.startsWith("llvm.") || !f.isDeclaration()) continue;
      if (Intrinsics.isTargetIntrinsic(name) || f.functionType().returnType() instanceof StructType st
          && (!st.isLiteral() || st.isPacked())) {
        continue;
      }
      IntrinsicSignature s = Intrinsics.signature(name);
      List<Type> types = s == null ? null : s.overloadedTypes(f.functionType());
      String wanted = types == null ? null : IntrinsicSignature.mangledName(s.name(), types);
      if (wanted == null || wanted.equals(name)) continue;
      Function target = m.getGlobal(wanted) instanceof Function g && g.functionType() == f.functionType() ? g : null;
      if (target == null) {
        GlobalValue other = m.getGlobal(wanted);
        if (other != null) m.rename(other, wanted + ".renamed");
        target = new Function(f.functionType(), (PointerType) f.type(), wanted);
        target.setAttributes(Intrinsics.attributes(wanted, f.functionType().numParams()));
        m.addFunction(target);
      }
      target.setCallingConv(f.callingConv());
      f.replaceAllUsesWith(target);
      m.removeFunction(f);
      i--;
      changed = true;
    }
    return changed;
  }
}
