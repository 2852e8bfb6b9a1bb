package dev.hoist.analysis.alias;

import dev.hoist.ir.CallBase;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.Function;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.Value;

/**
 * What a call may do besides computing its result: which memory it may read or write (none,
 * only through its pointer arguments, only memory the module cannot name, anything), what it does
 * through each pointer argument, whether it may throw and whether it returns. Derived from the
 * call-site and callee attributes (an intrinsic's declaration has LLVM's attributes for it, applied
 * by the parser: {@link dev.hoist.ir.Intrinsics}) and, optionally, from what the C library functions are
 * known to do ({@link LibraryFunctions}); LICM asks the same questions.
 *
 * <pre>
 *   call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 16, i1 false)
 *     ; argmemonly: writes 16 bytes at %d (argument 0), reads 16 bytes at %s (argument 1), nounwind
 *   %n = call i64 @strlen(i8* %s)     ; with library knowledge: argmemonly readonly, reads %s
 * </pre>
 *
 * <p>The memory behaviour is a small bit set as in LLVM 14's FunctionModRefBehavior: the
 * {@link ModRefBits} mod/ref bits plus where the accesses go ({@link #ARG}, {@link #INACCESSIBLE},
 * {@link #OTHER}).
 */
public final class CallEffects {
  /** Memory reachable through the call's pointer arguments. */
  static final int ARG = 4;
  /** Memory the module cannot name (the allocator's state, errno...). */
  static final int INACCESSIBLE = 8;
  /** Any other memory. */
  static final int OTHER = 16;
  static final int ANYWHERE = ARG | INACCESSIBLE | OTHER;
  static final int UNKNOWN = ANYWHERE | ModRefBits.MOD_REF;

  private final CallBase call;
  private final Function callee;
  private final FnSpec library; // adds to them
  private final LibraryFunctions.LibFunc libFunc; // TLI's view, used for locations and allocation
  private final boolean calleeMemoryAttrs;
  private final int behavior;

  private CallEffects(CallBase call, boolean libraryKnowledge) {
    this.call = call;
    this.callee = call.calledFunction();
    String iname = IrOps.intrinsicName(call);
    this.libFunc = iname == null ? LibraryFunctions.lookup(call, false) : null;
    LibraryFunctions.LibFunc declared = libraryKnowledge && iname == null ? LibraryFunctions.lookup(call, true) : null;
    this.library = declared == null ? null : declared.spec();
    // Operand bundles (other than on assume) may read or write memory the callee's attributes do
    // not speak of, so only the call site's own memory attributes count then.
    this.calleeMemoryAttrs = call.bundles().isEmpty() || IrOps.isIntrinsic(call, "llvm.assume");
    this.behavior = computeBehavior();
  }

  /** The effects of {@code call}, using what is known about C library functions. */
  public static CallEffects of(CallBase call) {
    return new CallEffects(call, true);
  }

  /**
   * The effects of {@code call}; without {@code libraryKnowledge}, C library functions are only
   * what their declarations say (as in LLVM without {@code inferattrs}), except that allocation
   * functions and the byte ranges of memory functions are still recognised, as LLVM does.
   */
  public static CallEffects of(CallBase call, boolean libraryKnowledge) {
    return new CallEffects(call, libraryKnowledge);
  }

  public CallBase call() {
    return call;
  }

  // ---- attributes --------------------------------------------------------------------------------

  private boolean calleeFn(String kind) {
    if (library != null && library.hasFn(kind)) return true;
    return callee != null && callee.attributes().fn().has(kind);
  }

  /** A function attribute of the call site or of the callee. */
  boolean fnAttr(String kind) {
    return call.attributes().fn().has(kind) || calleeFn(kind);
  }

  private boolean memoryFnAttr(String kind) {
    return call.attributes().fn().has(kind) || (calleeMemoryAttrs && calleeFn(kind));
  }

  /** A parameter attribute of argument {@code i} on the call site or on the callee. */
  boolean paramAttr(int i, String kind) {
    if (call.attributes().param(i).has(kind)) return true;
    if (library != null && library.hasParam(i, kind)) return true;
    return callee != null && i < callee.numArgs() && callee.attributes().param(i).has(kind);
  }

  /** A return attribute ({@code noalias}...) of the call site or the callee. */
  boolean retAttr(String kind) {
    if (call.attributes().ret().has(kind)) return true;
    if (library != null && library.hasRet(kind)) return true;
    return callee != null && callee.attributes().ret().has(kind);
  }

  private int computeBehavior() {
    if (memoryFnAttr("readnone")) return 0;
    int min = UNKNOWN;
    if (memoryFnAttr("readonly")) min = ANYWHERE | ModRefBits.REF;
    else if (memoryFnAttr("writeonly")) min = ANYWHERE | ModRefBits.MOD;
    if (memoryFnAttr("argmemonly")) min &= ARG | ModRefBits.MOD_REF;
    else if (memoryFnAttr("inaccessiblememonly")) min &= INACCESSIBLE | ModRefBits.MOD_REF;
    else if (memoryFnAttr("inaccessiblemem_or_argmemonly")) min &= ARG | INACCESSIBLE | ModRefBits.MOD_REF;
    return min;
  }

  // ---- memory behaviour --------------------------------------------------------------------------

  /** The FunctionModRefBehavior-like bit set. */
  int behavior() {
    return behavior;
  }

  public boolean doesNotAccessMemory() {
    return behavior == 0;
  }

  public boolean onlyReadsMemory() {
    return (behavior & ModRefBits.MOD) == 0;
  }

  public boolean onlyWritesMemory() {
    return (behavior & ModRefBits.REF) == 0;
  }

  public boolean mayReadMemory() {
    return (behavior & ModRefBits.REF) != 0;
  }

  public boolean mayWriteMemory() {
    return (behavior & ModRefBits.MOD) != 0;
  }

  /** Accesses, if any, go only through pointer arguments (argmemonly). */
  public boolean onlyAccessesArgMemory() {
    return (behavior & ANYWHERE & ~ARG) == 0;
  }

  /** Accesses, if any, go only to memory the module cannot name (inaccessiblememonly). */
  public boolean onlyAccessesInaccessibleMemory() {
    return (behavior & ANYWHERE & ~INACCESSIBLE) == 0;
  }

  public boolean onlyAccessesInaccessibleOrArgMemory() {
    return (behavior & ANYWHERE & ~(INACCESSIBLE | ARG)) == 0;
  }

  /** It may access memory through its pointer arguments. */
  public boolean accessesArgMemory() {
    return (behavior & ModRefBits.MOD_REF) != 0 && (behavior & ARG) != 0;
  }

  /** What the call may do to memory as a whole. */
  public ModRef modRef() {
    return ModRef.of(behavior);
  }

  /**
   * What the call may do to the memory argument {@code i} points to, from the parameter's
   * attributes alone (writeonly: Mod, readonly: Ref, readnone: nothing).
   */
  public ModRef argModRef(int i) {
    if (paramAttr(i, "writeonly")) return ModRef.MOD;
    if (libFunc != null && libFunc.name().startsWith("memset_pattern") && i == 0) return ModRef.MOD;
    if (paramAttr(i, "readonly")) return ModRef.REF;
    if (paramAttr(i, "readnone")) return ModRef.NO_MOD_REF;
    return ModRef.MOD_REF;
  }

  /** The call does not keep argument {@code i} (or anything derived from it) beyond its return. */
  public boolean argNoCapture(int i) {
    return i < call.numArgs() && paramAttr(i, "nocapture");
  }

  /** The call reads nothing through argument {@code i} and writes nothing through it. */
  public boolean argDoesNotAccessMemory(int i) {
    return i < call.numArgs() && paramAttr(i, "readnone");
  }

  public boolean argOnlyReadsMemory(int i) {
    return i < call.numArgs() && (paramAttr(i, "readonly") || paramAttr(i, "readnone"));
  }

  public boolean argOnlyWritesMemory(int i) {
    return i < call.numArgs() && (paramAttr(i, "writeonly") || paramAttr(i, "readnone"));
  }

  public boolean argIsByVal(int i) {
    return i < call.numArgs() && paramAttr(i, "byval");
  }

  /** May the call unwind to its caller (no nounwind)? */
  public boolean mayThrow() {
    return !fnAttr("nounwind");
  }

  /** Is the call known to return (willreturn), or to unwind? */
  public boolean willReturn() {
    return fnAttr("willreturn");
  }

  /** The call never returns normally (noreturn). */
  public boolean doesNotReturn() {
    return fnAttr("noreturn");
  }

  /** The call may return twice (setjmp). */
  public boolean returnsTwice() {
    return fnAttr("returns_twice");
  }

  /** The result does not alias any other pointer visible to the caller (noalias return). */
  public boolean returnsNoAlias() {
    return retAttr("noalias");
  }

  /** The argument the call returns ({@code returned} attribute), or null. */
  public Value returnedArgument() {
    for (int i = 0; i < call.numArgs(); i++) if (paramAttr(i, "returned")) return call.arg(i);
    return null;
  }

  /** A call to malloc, calloc, operator new... (LLVM's isMallocOrCallocLikeFn). */
  public boolean isMallocOrCallocLike() {
    return libFunc != null && libFunc.alloc() == LibraryFunctions.Alloc.MALLOC_OR_CALLOC;
  }

  /**
   * The constant number of bytes an allocation call returns ({@code malloc(16)},
   * {@code calloc(4, 8)}, {@code new}), or -1.
   */
  public long allocationSize() {
    if (libFunc == null || libFunc.alloc() == LibraryFunctions.Alloc.NONE) return -1;
    switch (libFunc.name()) {
      case "malloc", "valloc", "vec_malloc", "_Znwm", "_Znam", "_Znwj", "_Znaj" -> {
        return IrOps.constantZext(call.arg(0));
      }
      case "calloc", "vec_calloc" -> {
        long a = IrOps.constantZext(call.arg(0));
        long b = IrOps.constantZext(call.arg(1));
        if (a < 0 || b < 0) return -1;
        try {
          return Math.multiplyExact(a, b);
        } catch (ArithmeticException e) {
          return -1;
        }
      }
      default -> {
        return -1;
      }
    }
  }

  /** A call marked {@code tail} (or musttail), which cannot access its caller's allocas... */
  boolean isTailCall() {
    return call instanceof CallInst ci && (ci.tailKind() == CallInst.TailKind.TAIL || ci.tailKind() == CallInst.TailKind.MUSTTAIL);
  }

  /** ...unless an argument is passed byval. */
  boolean hasByValArgument() {
    for (int i = 0; i < call.numArgs(); i++) if (call.attributes().param(i).has("byval")) return true;
    return false;
  }

  // ---- argument locations -------------------------------------------------------------------------

  /**
   * The memory the call may access through pointer argument {@code i}: the exact byte range for
   * memory intrinsics with a constant length, lifetime markers, masked loads and stores and some C
   * library functions; otherwise any byte of the object the argument points into.
   */
  public MemoryLocation argumentLocation(int i) {
    Value arg = call.arg(i);
    AAMetadata aa = AAMetadata.of(call);
    String n = IrOps.intrinsicName(call);
    if (n != null) {
      if (IrOps.isIntrinsic(call, "llvm.memset") || IrOps.isIntrinsic(call, "llvm.memcpy")
          || IrOps.isIntrinsic(call, "llvm.memcpy.inline") || IrOps.isIntrinsic(call, "llvm.memmove")
          || IrOps.isIntrinsic(call, "llvm.memcpy.element.unordered.atomic")
          || IrOps.isIntrinsic(call, "llvm.memmove.element.unordered.atomic")
          || IrOps.isIntrinsic(call, "llvm.memset.element.unordered.atomic")) {
        return lengthLocation(arg, call.arg(2), false, aa);
      }
      if ((IrOps.isIntrinsic(call, "llvm.lifetime.start") || IrOps.isIntrinsic(call, "llvm.lifetime.end")
          || IrOps.isIntrinsic(call, "llvm.invariant.start")) && i == 1) {
        return lengthLocation(arg, call.arg(0), false, aa);
      }
      if (IrOps.isIntrinsic(call, "llvm.invariant.end")) {
        if (i == 0) return new MemoryLocation(arg, LocationSize.precise(0), aa);
        if (i == 2) return lengthLocation(arg, call.arg(1), false, aa);
      }
      if (IrOps.isIntrinsic(call, "llvm.masked.load") && i == 0) {
        return new MemoryLocation(arg, LocationSize.upperBound(layout().storeSize(call.type())), aa);
      }
      if (IrOps.isIntrinsic(call, "llvm.masked.store") && i == 1) {
        return new MemoryLocation(arg, LocationSize.upperBound(layout().storeSize(call.arg(0).type())), aa);
      }
    } else if (libFunc != null) {
      switch (libFunc.name()) {
        case "strcpy", "strcat", "strncat" -> {
          return new MemoryLocation(arg, LocationSize.AFTER_POINTER, aa);
        }
        case "strncpy" -> {
          return lengthLocation(arg, call.arg(2), i != 0, aa);
        }
        case "memset_pattern4", "memset_pattern8", "memset_pattern16" -> {
          if (i == 1) {
            int size = libFunc.name().endsWith("4") ? 4 : libFunc.name().endsWith("8") ? 8 : 16;
            return new MemoryLocation(arg, LocationSize.precise(size), aa);
          }
          return lengthLocation(arg, call.arg(2), false, aa);
        }
        case "memcmp", "bcmp" -> {
          return lengthLocation(arg, call.arg(2), true, aa);
        }
        case "memchr" -> {
          return lengthLocation(arg, call.arg(2), true, aa);
        }
        case "memccpy" -> {
          return lengthLocation(arg, call.arg(3), true, aa);
        }
        default -> {}
      }
    }
    return new MemoryLocation(arg, LocationSize.BEFORE_OR_AFTER_POINTER, aa);
  }

  private static MemoryLocation lengthLocation(Value arg, Value len, boolean upper, AAMetadata aa) {
    long n = IrOps.constantZext(len);
    if (n < 0) return new MemoryLocation(arg, LocationSize.AFTER_POINTER, aa);
    return new MemoryLocation(arg, upper ? LocationSize.upperBound(n) : LocationSize.precise(n), aa);
  }

  private DataLayout layout() {
    return MemoryLocation.layoutOf(call);
  }

  /** Whether argument {@code i} is a pointer (the only arguments through which memory is accessed). */
  public boolean isPointerArg(int i) {
    return call.arg(i).type() instanceof PointerType;
  }
}
