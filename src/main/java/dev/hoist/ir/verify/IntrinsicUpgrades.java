package dev.hoist.ir.verify;

import dev.hoist.ir.Function;
import dev.hoist.ir.Intrinsics;
import dev.hoist.ir.type.StructType;

/**
 * The intrinsic declarations LLVM may rewrite when it reads a module, before its verifier sees
 * them, and which the verifier's signature check therefore leaves alone.
 *
 * <p>LLVM's auto-upgrader turns the older forms of some intrinsics into today's: {@code llvm.ctlz}
 * with one argument gains its {@code i1}, {@code llvm.memcpy} with an alignment argument loses it,
 * {@code llvm.objectsize} with two arguments gains two, a target's renamed or retyped intrinsics
 * become their successors or plain IR. Its verifier then checks the rewritten declaration, so such
 * an older form is valid input to opt even though its type does not fit the signature. Hoist does
 * not make these rewrites, so it does not check these declarations: the names below are those the
 * upgrader has rules for (a superset: a rule may only apply to some forms), every target's
 * intrinsics (the upgrader's x86, ARM, AArch64, AMDGPU and NVPTX rules run to hundreds of names),
 * and declarations returning a named or packed struct, which it makes literal.
 */
final class IntrinsicUpgrades {
  private IntrinsicUpgrades() {}

  /** Prefixes of the generic intrinsics the upgrader has rules for, after {@code llvm.}. */
  private static final String[] GENERIC = {
    "ctlz.", "cttz.", "dbg.value", "experimental.vector.extract.", "experimental.vector.insert.",
    "experimental.vector.reduce.", "invariant.end", "invariant.group.barrier", "invariant.start", "lifetime.end",
    "lifetime.start", "masked.gather.", "masked.load.", "masked.scatter.", "masked.store.", "memcpy.", "memmove.",
    "memset.", "objectsize.", "prefetch", "ptr.annotation.", "ptrauth.", "stackprotectorcheck", "var.annotation",
  };

  /** Whether LLVM may rewrite the declaration {@code f} (named {@code llvm.*}) when it reads it. */
  static boolean mayRewrite(Function f) {
    String name = f.name();
    if (Intrinsics.isTargetIntrinsic(name)) return true;
    for (String p : GENERIC) if (name.startsWith(p, 5)) return true;
    return f.functionType().returnType() instanceof StructType st && (!st.isLiteral() || st.isPacked());
  }
}
