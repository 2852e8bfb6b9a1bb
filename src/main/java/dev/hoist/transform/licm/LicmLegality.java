package dev.hoist.transform.licm;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.Speculation;
import dev.hoist.analysis.alias.CallEffects;
import dev.hoist.analysis.alias.MemoryLocation;
import dev.hoist.ir.*;
import dev.hoist.ir.type.PointerType;
import java.util.Set;

/**
 * The legality half of LICM (LLVM's canSinkOrHoistInst and isSafeToExecuteUnconditionally),
 * answering with the {@link Blocker} that forbids a move, or null when the move is legal.
 * It says nothing about profitability: hoisting everything legal is the canonical form.
 */
final class LicmLegality {
  private LicmLegality() {}

  /** Pure C math functions: with a readnone declaration (-fno-math-errno) they cannot trap for any input. */
  private static final Set<String> PURE_MATH = Set.of("sqrt", "sqrtf", "sqrtl", "fabs", "fabsf", "fabsl", "floor",
      "floorf", "ceil", "ceilf", "trunc", "truncf", "round", "roundf", "rint", "rintf", "nearbyint", "fmin", "fminf",
      "fmax", "fmaxf", "copysign", "copysignf", "sin", "sinf", "cos", "cosf", "tan", "tanf", "exp", "expf", "exp2",
      "exp2f", "log", "logf", "log2", "log2f", "log10", "log10f", "pow", "powf", "atan", "atanf", "atan2", "atan2f",
      "sinh", "cosh", "tanh", "asin", "acos", "cbrt", "cbrtf", "hypot", "hypotf", "fmod", "fmodf");

  /** Kinds of instruction LICM moves at all (LLVM's list), besides loads, stores and calls. */
  static boolean isMovableKind(Instruction i) {
    return i instanceof BinaryInst || i instanceof UnaryInst || i instanceof CastInst || i instanceof SelectInst
        || i instanceof GepInst || i instanceof CmpInst || i instanceof InsertElementInst
        || i instanceof ExtractElementInst || i instanceof ShuffleVectorInst || i instanceof ExtractValueInst
        || i instanceof InsertValueInst || i instanceof FreezeInst;
  }

  /** Whether every operand of {@code i} is defined outside {@code loop}. */
  static boolean hasInvariantOperands(Instruction i, Loop loop) {
    for (int k = 0; k < i.numOperands(); k++) {
      Value v = i.operand(k);
      if (v instanceof Instruction d && loop.contains(d)) return false;
      if (v instanceof MetadataAsValue mv) {
        for (int m = 0; m < mv.numOperands(); m++) if (mv.operand(m) instanceof Instruction d && loop.contains(d)) return false;
      }
    }
    return true;
  }

  /**
   * LLVM's canSinkOrHoistInst: may {@code i} be moved out of the loop as far as memory and side
   * effects go? (Speculation safety is checked separately, for hoisting.)
   */
  static Blocker canMove(Instruction i, Loop loop, LoopMemory mem, boolean forSink) {
    if (i.type().isToken()) return Blocker.TOKEN;
    switch (i) {
      case LoadInst l -> {
        if (!l.isUnordered()) return Blocker.VOLATILE_OR_ATOMIC;
        if (l.getMetadata("invariant.load") != null) return null;
        MemoryLocation loc = MemoryLocation.get(l);
        if (mem.aa().pointsToConstantMemory(loc, false)) return null;
        if (mem.tooManyAccesses()) return Blocker.TOO_MANY_ACCESSES;
        return mem.mayBeModified(loc, l) ? Blocker.MAY_ALIAS_STORE : null;
      }
      case CallBase c -> {
        if (!(c instanceof CallInst)) return Blocker.NOT_MOVABLE;
        if (c.isDebugIntrinsic()) return Blocker.DEBUG_INTRINSIC;
        if (c.hasFnAttr("convergent")) return Blocker.CONVERGENT;
        if (c.isInlineAsm() && !c.onlyReadsMemory()) return Blocker.SIDE_EFFECTS;
        // As LLVM: an assume touches no memory anything else reads, whatever its declaration says;
        // an unused invariant.start that runs on every iteration starts the same invariance once
        // as well as every time. Both still need to run on every entry to move (they cannot be
        // speculated), which the hoisting checks next.
        if (isIntrinsic(c, "llvm.assume")) return null;
        if (isIntrinsic(c, "llvm.invariant.start.") && !forSink && !c.hasUses()) return null;
        CallEffects fx = mem.aa().callEffects(c);
        if (fx.mayThrow()) return Blocker.MAY_THROW;
        if (fx.mayWriteMemory()) return Blocker.SIDE_EFFECTS;
        if (fx.doesNotAccessMemory()) return null;
        if (mem.tooManyAccesses()) return Blocker.TOO_MANY_ACCESSES;
        if (fx.onlyAccessesArgMemory()) {
          for (int a = 0; a < c.numArgs(); a++) {
            Value arg = c.arg(a);
            if (!(arg.type() instanceof PointerType)) continue;
            if (mem.mayBeModified(MemoryLocation.beforeOrAfter(arg), c)) return Blocker.MAY_ALIAS_STORE;
          }
          return null;
        }
        return mem.callMayBeClobbered(c) ? Blocker.MAY_ALIAS_STORE : null;
      }
      case StoreInst s -> {
        if (forSink) return Blocker.SIDE_EFFECTS;
        if (!s.isUnordered()) return Blocker.VOLATILE_OR_ATOMIC;
        if (mem.tooManyAccesses()) return Blocker.TOO_MANY_ACCESSES;
        // Only a store nobody else in the loop reads or overwrites can move; the rest is promotion's.
        return mem.mayBeAccessed(MemoryLocation.get(s), s) ? Blocker.MAY_ALIAS_ACCESS : null;
      }
      default -> {
        return isMovableKind(i) ? null : Blocker.NOT_MOVABLE;
      }
    }
  }

  /** Whether {@code c} calls the intrinsic {@code name}, or one of its overloads when {@code name} ends in a dot. */
  private static boolean isIntrinsic(CallBase c, String name) {
    Function f = c.calledFunction();
    if (f == null || f.name() == null) return false;
    return name.endsWith(".") ? f.name().startsWith(name) : f.name().equals(name);
  }


  /**
   * Whether {@code i} may run in the preheader even on paths where it did not run before: either
   * it cannot trap or have side effects, or it runs on every entry to the loop anyway.
   */
  static Blocker safeToExecuteUnconditionally(Instruction i, LoopSafety safety) {
    if (i instanceof StoreInst) return safety.isGuaranteedToExecute(i) ? null : Blocker.NOT_GUARANTEED_TO_EXECUTE;
    if (Speculation.isSafeToSpeculate(i) || isSpeculatablePureCall(i)) return null;
    if (safety.isGuaranteedToExecute(i)) return null;
    return i instanceof BinaryInst || i instanceof LoadInst ? Blocker.MAY_TRAP_CONDITIONAL
        : Blocker.NOT_GUARANTEED_TO_EXECUTE;
  }

  /** Beyond LLVM 14: libm functions declared readnone (no errno) never trap, so they may be speculated. */
  private static boolean isSpeculatablePureCall(Instruction i) {
    if (!(i instanceof CallInst c) || !c.bundles().isEmpty()) return false;
    Function f = c.calledFunction();
    if (f == null || f.name() == null || !PURE_MATH.contains(f.name())) return false;
    return f.hasFnAttr("readnone") && f.hasFnAttr("nounwind") && f.isDeclaration();
  }
}
