package dev.hoist.analysis.alias;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.ir.AtomicOrdering;
import dev.hoist.ir.AtomicRMWInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CatchRetInst;
import dev.hoist.ir.CmpXchgInst;
import dev.hoist.ir.FenceInst;
import dev.hoist.ir.FuncletPadInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.VAArgInst;
import dev.hoist.ir.Value;
import dev.hoist.pass.Analysis;
import java.util.function.Supplier;

/**
 * The alias analysis of one function: may two memory locations overlap, and what may an
 * instruction do to a location. It combines, in LLVM's {@code basic-aa,tbaa,scoped-noalias-aa}
 * order, the structural analysis ({@link BasicAliasAnalysis}: underlying objects, escapes, GEP
 * arithmetic, phis and selects), struct-path TBAA ({@link Tbaa}) and scoped no-alias metadata
 * ({@link ScopedNoAlias}); the first answer other than MayAlias wins.
 *
 * <pre>
 *   AliasAnalysis aa = am.get(f, AliasAnalysis.KEY);
 *   if (aa.alias(MemoryLocation.get(load), MemoryLocation.get(store)) == AliasResult.NO_ALIAS) ...
 *   if (aa.getModRefInfo(call, MemoryLocation.get(load)).isMod()) ...
 * </pre>
 *
 * <p>The object caches what it learns about the function (GEP decompositions, captures, call
 * effects). A pass that adds instructions that may capture pointers (stores of pointers, calls)
 * or rewrites address computations must call {@link #invalidate()} or fetch a new result.
 * Answers are sound: when in doubt, MayAlias / ModRef.
 */
public final class AliasAnalysis {
  /** The analysis key: {@code am.get(f, AliasAnalysis.KEY)}; uses C library knowledge. */
  public static final Analysis<AliasAnalysis> KEY =
      Analysis.of("aa", "AAManager", (f, am) -> new AliasAnalysis(f, true, () -> am.get(f, Analyses.DOMTREE)), AliasAnalysis::dropped);

  /** LLVM 14's exact pipeline: C library functions are only what their declarations say. */
  public static final Analysis<AliasAnalysis> LLVM_COMPATIBLE_KEY =
      Analysis.of("aa-llvm14", "AAManager", (f, am) -> new AliasAnalysis(f, false, () -> am.get(f, Analyses.DOMTREE)), AliasAnalysis::dropped);

  private final BasicAliasAnalysis basic;
  private final AliasResultCache answers = new AliasResultCache();

  private AliasAnalysis(Function f, boolean libraryKnowledge, Supplier<DominatorTree> dt) {
    this.basic = new BasicAliasAnalysis(f, libraryKnowledge, dt);
  }

  /** A standalone analysis of {@code f} (computing its dominator tree when needed). */
  public static AliasAnalysis of(Function f) {
    return of(f, true);
  }

  /** With {@code libraryKnowledge} false, behaves as LLVM 14's {@code opt} does without {@code inferattrs}. */
  public static AliasAnalysis of(Function f, boolean libraryKnowledge) {
    return new AliasAnalysis(f, libraryKnowledge, () -> DominatorTree.compute(f));
  }

  public Function function() {
    return basic.function;
  }

  /** Forgets cached facts about the function, after it was changed. */
  public void invalidate() {
    basic.clearCaches();
    answers.clear();
  }

  /**
   * Its manager dropped it: the answers' table goes to the next analysis on this thread that needs
   * a large one. Should it still be asked, it answers as a new analysis would.
   */
  private void dropped() {
    answers.release();
  }

  // ---- alias -------------------------------------------------------------------------------------

  public AliasResult alias(MemoryLocation a, MemoryLocation b) {
    return AliasCode.result(aliasCode(a, b));
  }

  /** {@code sizeA} and {@code sizeB} are {@link LocationSize} codes. */
  public AliasResult alias(Value a, long sizeA, Value b, long sizeB) {
    return alias(new MemoryLocation(a, sizeA), new MemoryLocation(b, sizeB));
  }

  /** Whether the locations may share a byte (not NoAlias). */
  public boolean mayAlias(MemoryLocation a, MemoryLocation b) {
    return AliasCode.kind(aliasCode(a, b)) != AliasCode.NO;
  }

  /** The answer with its PartialAlias offset, packed as {@link AliasCode}. */
  int aliasCode(MemoryLocation a, MemoryLocation b) {
    long known = answers.get(a.ptr(), a.size(), b.ptr(), b.size());
    int r;
    if (known != AliasResultCache.MISSING) {
      r = (int) known;
    } else {
      r = basic.alias(a.ptr(), a.size(), b.ptr(), b.size(), new BasicAliasAnalysis.Query());
      answers.put(a.ptr(), a.size(), b.ptr(), b.size(), r);
    }
    if (AliasCode.kind(r) != AliasCode.MAY) return r;
    if (!Tbaa.mayAlias(a.aa().tbaa(), b.aa().tbaa())) return AliasCode.NO;
    if (!ScopedNoAlias.mayAlias(a.aa(), b.aa())) return AliasCode.NO;
    return AliasCode.MAY;
  }

  // ---- objects and calls -----------------------------------------------------------------------

  /** What {@code call} may do, as this analysis sees it. */
  public CallEffects callEffects(CallBase call) {
    return basic.effectsOf(call);
  }

  /** An alloca, malloc result or noalias argument whose address never escapes the function. */
  public boolean isNonEscapingLocalObject(Value object) {
    return basic.isNonEscapingLocal(object);
  }

  /**
   * Whether pointers based on the distinct underlying objects {@code o1} and {@code o2} never alias
   * (see {@link Underlying#object}); the rule the analysis applies before looking at offsets.
   */
  public boolean objectsNeverAlias(Value o1, Value o2) {
    return o1 != o2 && basic.objectsNeverAlias(o1, o2);
  }

  /**
   * Whether {@code loc} lies in memory that cannot change: constant globals, an immutable TBAA
   * tag, and with {@code orLocal} also allocas of this function.
   */
  public boolean pointsToConstantMemory(MemoryLocation loc, boolean orLocal) {
    return ModRefRules.pointsToConstantMemory(loc.ptr(), orLocal) || Tbaa.isImmutable(loc.aa().tbaa());
  }

  // ---- mod/ref -------------------------------------------------------------------------------------

  /** What instruction {@code i} may do to {@code loc}. */
  public ModRef getModRefInfo(Instruction i, MemoryLocation loc) {
    return ModRef.of(modRefBits(i, loc));
  }

  public ModRef getModRefInfo(CallBase call, MemoryLocation loc) {
    return ModRef.of(callModRef(call, loc));
  }

  /** What {@code a} may do to the memory {@code b} accesses (not symmetric). */
  public ModRef getModRefInfo(CallBase a, CallBase b) {
    return ModRef.of(callCallModRef(a, b));
  }

  /** {@link #getModRefInfo(Instruction, MemoryLocation)} with LLVM's "must" bit ({@link ModRefBits}). */
  int modRefBits(Instruction i, MemoryLocation loc) {
    // Loads and stores, the common case, before the pattern switch: C1 compiles that to a
    // method-handle call that costs more than these tests.
    if (i instanceof LoadInst l) {
      if (!l.isUnordered()) return ModRefBits.MOD_REF;
      int ar = AliasCode.kind(aliasCode(MemoryLocation.get(l), loc));
      if (ar == AliasCode.NO) return ModRefBits.NONE;
      return ar == AliasCode.MUST ? ModRefBits.REF | ModRefBits.MUST : ModRefBits.REF;
    }
    if (i instanceof StoreInst s) {
      if (!s.isUnordered()) return ModRefBits.MOD_REF;
      int ar = AliasCode.kind(aliasCode(MemoryLocation.get(s), loc));
      if (ar == AliasCode.NO) return ModRefBits.NONE;
      if (pointsToConstantMemory(loc, false)) return ModRefBits.NONE;
      return ar == AliasCode.MUST ? ModRefBits.MOD | ModRefBits.MUST : ModRefBits.MOD;
    }
    switch (i) {
      case LoadInst l -> {
        if (!l.isUnordered()) return ModRefBits.MOD_REF;
        int ar = AliasCode.kind(aliasCode(MemoryLocation.get(l), loc));
        if (ar == AliasCode.NO) return ModRefBits.NONE;
        return ar == AliasCode.MUST ? ModRefBits.REF | ModRefBits.MUST : ModRefBits.REF;
      }
      case StoreInst s -> {
        if (!s.isUnordered()) return ModRefBits.MOD_REF;
        int ar = AliasCode.kind(aliasCode(MemoryLocation.get(s), loc));
        if (ar == AliasCode.NO) return ModRefBits.NONE;
        if (pointsToConstantMemory(loc, false)) return ModRefBits.NONE;
        return ar == AliasCode.MUST ? ModRefBits.MOD | ModRefBits.MUST : ModRefBits.MOD;
      }
      case FenceInst f -> {
        return pointsToConstantMemory(loc, false) ? ModRefBits.REF : ModRefBits.MOD_REF;
      }
      case VAArgInst v -> {
        if (AliasCode.kind(aliasCode(MemoryLocation.get(v), loc)) == AliasCode.NO) return ModRefBits.NONE;
        if (pointsToConstantMemory(loc, false)) return ModRefBits.NONE;
        return ModRefBits.MOD_REF;
      }
      case AtomicRMWInst r -> {
        return atomicModRef(i, r.ordering(), r.isVolatile(), loc);
      }
      case CmpXchgInst c -> {
        return atomicModRef(i, c.successOrdering(), c.isVolatile(), loc);
      }
      case CallBase c -> {
        return callModRef(c, loc);
      }
      case FuncletPadInst p -> {
        return p.opcode() == Opcode.CATCHPAD ? ModRefBits.MOD_REF : ModRefBits.NONE;
      }
      case CatchRetInst c -> {
        return ModRefBits.MOD_REF;
      }
      default -> {
        return ModRefBits.NONE;
      }
    }
  }

  private int atomicModRef(Instruction i, AtomicOrdering ordering, boolean isVolatile, MemoryLocation loc) {
    if (isVolatile || ordering.compareTo(AtomicOrdering.MONOTONIC) > 0) return ModRefBits.MOD_REF;
    int ar = AliasCode.kind(aliasCode(MemoryLocation.get(i), loc));
    if (ar == AliasCode.NO) return ModRefBits.NONE;
    return ar == AliasCode.MUST ? ModRefBits.MOD_REF | ModRefBits.MUST : ModRefBits.MOD_REF;
  }

  /** LLVM 14's AAResults::getModRefInfo(Call, Loc) over basic-aa, tbaa and scoped-noalias-aa. */
  int callModRef(CallBase call, MemoryLocation loc) {
    return new ModRefRules(this, basic).callModRef(call, loc);
  }

  /** LLVM 14's AAResults::getModRefInfo(Call1, Call2). */
  int callCallModRef(CallBase a, CallBase b) {
    return new ModRefRules(this, basic).callCallModRef(a, b);
  }
}
