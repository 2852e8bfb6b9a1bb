package dev.hoist.analysis.alias;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.type.PointerType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * What a call may do to a memory location, and to the memory another call accesses, in LLVM 14's
 * way ({@code AAResults::getModRefInfo} over basic-aa, tbaa and scoped-noalias-aa):
 *
 * <ul>
 *   <li>tail calls cannot touch the caller's allocas; a local object that never escapes can only
 *       be reached through the call's (nocapture) pointer arguments;
 *   <li>allocation functions touch nothing the caller can name except what they return;
 *       memcpy-like intrinsics touch exactly their source (read) and destination (write);
 *   <li>then the call's {@link CallEffects}: readnone, readonly, writeonly, argmemonly (only the
 *       arguments' locations, with their sizes), inaccessiblememonly;
 *   <li>constant memory is never written; TBAA tags and scopes on calls separate them too.
 * </ul>
 *
 * Answers carry the {@link ModRefBits#MUST} bit when the location is exactly what is accessed.
 */
final class ModRefRules {
  private final AliasAnalysis aa;
  private final BasicAliasAnalysis basic;

  ModRefRules(AliasAnalysis aa, BasicAliasAnalysis basic) {
    this.aa = aa;
    this.basic = basic;
  }

  int callModRef(CallBase call, MemoryLocation loc) {
    int result = ModRefBits.MOD_REF;
    result = ModRefBits.intersect(result, basicCallModRef(call, loc));
    if (ModRefBits.isNoModRef(result)) return ModRefBits.NONE;
    MDNode callTbaa = call.getMetadata("tbaa");
    if (loc.aa().tbaa() != null && callTbaa != null && !Tbaa.mayAlias(loc.aa().tbaa(), callTbaa)) return ModRefBits.NONE;
    AAMetadata callAA = AAMetadata.of(call);
    if (!ScopedNoAlias.mayAliasInScopes(loc.aa().scope(), callAA.noAlias())
        || !ScopedNoAlias.mayAliasInScopes(callAA.scope(), loc.aa().noAlias())) {
      return ModRefBits.NONE;
    }

    CallEffects fx = basic.effectsOf(call);
    if (fx.onlyAccessesInaccessibleMemory()) return ModRefBits.NONE;
    if (fx.onlyReadsMemory()) result &= ~ModRefBits.MOD;
    else if (fx.onlyWritesMemory()) result &= ~ModRefBits.REF;

    if (fx.onlyAccessesArgMemory() || fx.onlyAccessesInaccessibleOrArgMemory()) {
      boolean must = true;
      int allArgs = ModRefBits.NONE;
      if (fx.accessesArgMemory()) {
        for (int i = 0; i < call.numArgs(); i++) {
          if (!fx.isPointerArg(i)) continue;
          int ar = AliasCode.kind(aa.aliasCode(fx.argumentLocation(i), loc));
          if (ar != AliasCode.NO) allArgs = ModRefBits.union(allArgs, fx.argModRef(i).bits());
          must &= ar == AliasCode.MUST;
        }
      }
      if (ModRefBits.isNoModRef(allArgs)) return ModRefBits.NONE;
      result = ModRefBits.intersect(result, allArgs);
      result = must ? ModRefBits.setMust(result) : ModRefBits.clearMust(result);
    }
    if (ModRefBits.isMod(result) && aa.pointsToConstantMemory(loc, false)) result &= ~ModRefBits.MOD;
    return result;
  }

  /** BasicAA's part. */
  private int basicCallModRef(CallBase call, MemoryLocation loc) {
    CallEffects fx = basic.effectsOf(call);
    Value object = Underlying.object(loc.ptr());
    if (object instanceof AllocaInst a) {
      // A tail call runs after the caller's frame is gone (unless an argument is copied byval).
      if (fx.isTailCall() && !fx.hasByValArgument()) return ModRefBits.NONE;
      if (!isStaticAlloca(a) && IrOps.isIntrinsic(call, "llvm.stackrestore")) return ModRefBits.MOD;
    }
    if (!(object instanceof Constant) && call != object && basic.isNonEscapingLocal(object)) {
      // Only the call's own arguments can reach a local object that never escapes.
      int result = ModRefBits.NONE;
      boolean must = true;
      int dataOps = dataOperandCount(call);
      for (int i = 0; i < dataOps; i++) {
        Value op = call.operand(1 + i);
        if (!(op.type() instanceof PointerType)) continue;
        boolean isArg = i < call.numArgs();
        if (isArg && !fx.argNoCapture(i) && !fx.argIsByVal(i)) continue;
        if (isArg && fx.argDoesNotAccessMemory(i)) continue;
        int ar = AliasCode.kind(aa.aliasCode(MemoryLocation.beforeOrAfter(op), MemoryLocation.beforeOrAfter(object)));
        if (ar != AliasCode.MUST) must = false;
        if (ar == AliasCode.NO) continue;
        if (isArg && fx.argOnlyReadsMemory(i)) {
          result |= ModRefBits.REF;
          continue;
        }
        if (isArg && fx.argOnlyWritesMemory(i)) {
          result |= ModRefBits.MOD;
          continue;
        }
        result = ModRefBits.MOD_REF;
        break;
      }
      if (ModRefBits.isNoModRef(result)) must = false;
      if (!ModRefBits.isModAndRef(result)) {
        if (ModRefBits.isNoModRef(result)) return ModRefBits.NONE;
        return must ? ModRefBits.setMust(result) : ModRefBits.clearMust(result);
      }
    }
    // malloc and friends touch only memory the caller cannot name, except the new object.
    if (fx.isMallocOrCallocLike()
        && AliasCode.kind(aa.aliasCode(MemoryLocation.beforeOrAfter(call), loc)) == AliasCode.NO) {
      return ModRefBits.NONE;
    }
    if (IrOps.isIntrinsic(call, "llvm.memcpy")) {
      int src = AliasCode.kind(aa.aliasCode(MemoryLocation.forSource(call), loc));
      int dst = AliasCode.kind(aa.aliasCode(MemoryLocation.forDest(call), loc));
      int rv = ModRefBits.NONE;
      if (src != AliasCode.NO) rv |= ModRefBits.REF;
      if (dst != AliasCode.NO) rv |= ModRefBits.MOD;
      return rv;
    }
    // Guards, deoptimize and invariant.start only read (they are marked as writing for ordering).
    if (IrOps.isIntrinsic(call, "llvm.experimental.guard") || IrOps.isIntrinsic(call, "llvm.experimental.deoptimize")
        || IrOps.isIntrinsic(call, "llvm.invariant.start")) {
      return ModRefBits.REF;
    }
    return ModRefBits.MOD_REF;
  }

  private static int dataOperandCount(CallBase call) {
    int n = call.numArgs();
    for (CallBase.Bundle b : call.bundles()) n += b.size();
    return n;
  }

  private static boolean isStaticAlloca(AllocaInst a) {
    if (!(a.arraySize() instanceof dev.hoist.ir.constant.ConstantInt)) return false;
    return a.parent() != null && a.parent().parent() != null && a.parent() == a.parent().parent().entry()
        && !a.isInalloca();
  }

  int callCallModRef(CallBase c1, CallBase c2) {
    int result = ModRefBits.MOD_REF;
    CallEffects f1 = basic.effectsOf(c1);
    CallEffects f2 = basic.effectsOf(c2);
    // BasicAA: guards only read, but are ordered with writes.
    if (IrOps.isIntrinsic(c1, "llvm.experimental.guard")) {
      result = ModRefBits.intersect(result, f2.mayWriteMemory() ? ModRefBits.REF : ModRefBits.NONE);
    } else if (IrOps.isIntrinsic(c2, "llvm.experimental.guard")) {
      result = ModRefBits.intersect(result, f1.mayWriteMemory() ? ModRefBits.MOD : ModRefBits.NONE);
    }
    if (ModRefBits.isNoModRef(result)) return ModRefBits.NONE;
    MDNode t1 = c1.getMetadata("tbaa");
    MDNode t2 = c2.getMetadata("tbaa");
    if (t1 != null && t2 != null && !Tbaa.mayAlias(t1, t2)) return ModRefBits.NONE;
    AAMetadata a1 = AAMetadata.of(c1);
    AAMetadata a2 = AAMetadata.of(c2);
    if (!ScopedNoAlias.mayAliasInScopes(a1.scope(), a2.noAlias())
        || !ScopedNoAlias.mayAliasInScopes(a2.scope(), a1.noAlias())) {
      return ModRefBits.NONE;
    }

    int b1 = f1.behavior();
    if (b1 == 0) return ModRefBits.NONE;
    int b2 = f2.behavior();
    if (b2 == 0) return ModRefBits.NONE;
    if (f1.onlyReadsMemory() && f2.onlyReadsMemory()) return ModRefBits.NONE;
    if (f1.onlyReadsMemory()) result &= ~ModRefBits.MOD;
    else if (f1.onlyWritesMemory()) result &= ~ModRefBits.REF;

    if (f2.onlyAccessesArgMemory()) {
      if (!f2.accessesArgMemory()) return ModRefBits.NONE;
      int r = ModRefBits.NONE;
      boolean must = true;
      for (int i = 0; i < c2.numArgs(); i++) {
        if (!f2.isPointerArg(i)) continue;
        MemoryLocation loc2 = f2.argumentLocation(i);
        ModRef argC2 = f2.argModRef(i);
        int mask = argC2.isMod() ? ModRefBits.MOD_REF : argC2.isRef() ? ModRefBits.MOD : ModRefBits.NONE;
        int c1OnLoc = callModRef(c1, loc2);
        mask = ModRefBits.intersect(mask, c1OnLoc);
        must &= (c1OnLoc & ModRefBits.MUST) != 0;
        r = ModRefBits.intersect(ModRefBits.union(r, mask), result);
        if (r == result) {
          if (i + 1 != c2.numArgs()) must = false;
          break;
        }
      }
      if (ModRefBits.isNoModRef(r)) return ModRefBits.NONE;
      return must ? ModRefBits.setMust(r) : ModRefBits.clearMust(r);
    }
    if (f1.onlyAccessesArgMemory()) {
      if (!f1.accessesArgMemory()) return ModRefBits.NONE;
      int r = ModRefBits.NONE;
      boolean must = true;
      for (int i = 0; i < c1.numArgs(); i++) {
        if (!f1.isPointerArg(i)) continue;
        MemoryLocation loc1 = f1.argumentLocation(i);
        ModRef argC1 = f1.argModRef(i);
        int c2OnLoc = callModRef(c2, loc1);
        if ((argC1.isMod() && !ModRefBits.isNoModRef(c2OnLoc)) || (argC1.isRef() && ModRefBits.isMod(c2OnLoc))) {
          r = ModRefBits.intersect(ModRefBits.union(r, argC1.bits()), result);
        }
        must &= (c2OnLoc & ModRefBits.MUST) != 0;
        if (r == result) {
          if (i + 1 != c1.numArgs()) must = false;
          break;
        }
      }
      if (ModRefBits.isNoModRef(r)) return ModRefBits.NONE;
      return must ? ModRefBits.setMust(r) : ModRefBits.clearMust(r);
    }
    return result;
  }

  /**
   * Whether every object {@code ptr} may point into is a constant global (or, with
   * {@code orLocal}, an alloca), looking through selects and phis (LLVM's BasicAA
   * pointsToConstantMemory).
   */
  static boolean pointsToConstantMemory(Value ptr, boolean orLocal) {
    int maxLookup = 8;
    List<Value> work = new ArrayList<>();
    Set<Value> visited = Collections.newSetFromMap(new IdentityHashMap<>());
    work.add(ptr);
    do {
      Value v = Underlying.object(work.remove(work.size() - 1));
      if (!visited.add(v)) return false;
      if (orLocal && v instanceof AllocaInst) continue;
      if (v instanceof GlobalVariable g) {
        if (!g.isConstant()) return false;
        continue;
      }
      if (v instanceof SelectInst s) {
        work.add(s.trueValue());
        work.add(s.falseValue());
        continue;
      }
      if (v instanceof PhiInst p) {
        if (p.numIncoming() > maxLookup) return false;
        for (int i = 0; i < p.numIncoming(); i++) work.add(p.incomingValue(i));
        continue;
      }
      return false;
    } while (!work.isEmpty() && --maxLookup > 0);
    return work.isEmpty();
  }
}
