package dev.hoist.transform.licm;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.Speculation;
import dev.hoist.analysis.alias.MemoryLocation;
import dev.hoist.ir.*;
import dev.hoist.transform.util.NameUniquer;
import dev.hoist.transform.util.SsaUpdater;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Scalar promotion (LLVM's promoteLoopAccessesToScalars): a memory location the loop reads and
 * writes only through one invariant pointer, with nothing else in the loop touching it, becomes an
 * SSA value — loaded once in the preheader, stored once in each exit block.
 *
 * <pre>
 *   loop:  %v = load i32, i32* @g        preheader: %g.promoted = load i32, i32* @g
 *          %n = add i32 %v, %x      =&gt;   loop:      %v = phi [ %g.promoted, ... ], [ %n, ... ]
 *          store i32 %n, i32* @g                     %n = add i32 %v, %x
 *                                        exit:      store i32 %n.lcssa, i32* @g
 * </pre>
 *
 * Legal only when the preheader load cannot trap (an access is guaranteed to execute, or the
 * pointer is dereferenceable) and the exit stores cannot be observed where the program did not
 * store (a store is guaranteed to execute, or the object is local and not captured); never for
 * volatile or atomic accesses. {@code rep} and {@code names} serve the promotion itself; a
 * question ({@link #wouldPromoteIfUnaliased}) needs neither.
 */
record ScalarPromotion(Loop loop, LoopMemory mem, LoopSafety safety, LicmReporter rep, NameUniquer names) {
  boolean run() {
    if (!loopAllowsPromotion()) return false;
    // Candidate pointers: invariant addresses with at least one store in the loop, in program order.
    Map<Value, List<Instruction>> byPointer = new LinkedHashMap<>();
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i instanceof StoreInst s && loop.isInvariant(s.pointer())) byPointer.computeIfAbsent(s.pointer(), k -> new ArrayList<>());
      }
    }
    boolean changed = false;
    for (Value ptr : byPointer.keySet()) changed |= tryPromote(ptr);
    return changed;
  }

  /** Whether the loop is one LICM promotes in at all: not too many accesses, no exit that is an EH pad. */
  private boolean loopAllowsPromotion() {
    if (mem.tooManyAccesses()) return false;
    // The exit stores need a place in every exit; an EH pad has none that LICM may take.
    for (BasicBlock e : loop.exitBlocks()) if (e.isEHPad()) return false;
    return true;
  }

  /**
   * Whether LICM would promote the location of the invariant pointer {@code ptr} if nothing else in
   * the loop could touch it (what loop versioning's checks make true in the fast version).
   */
  boolean wouldPromoteIfUnaliased(Value ptr) {
    return loopAllowsPromotion() && legality(ptr, false) != null;
  }

  /**
   * A promotion LICM may do: the location's accesses, their type, the alignment of the preheader
   * load, whether they are unordered atomics, and whether the exits store the value back (else
   * only the loads are promoted).
   */
  private record Promotion(List<Instruction> accesses, dev.hoist.ir.type.Type type, long align, boolean atomic, boolean exitStores) {}

  private boolean tryPromote(Value ptr) {
    Promotion p = legality(ptr, true);
    if (p == null) return false;
    rep.promoted(p.accesses().get(0), p.accesses().size(), !p.exitStores());
    promote(ptr, p.type(), p.accesses(), p.align(), p.atomic(), p.exitStores());
    return true;
  }

  /**
   * Whether {@code ptr}'s location may be promoted, and how; null when not. With
   * {@code askAliasing} false, other instructions of the loop are taken to leave it alone.
   */
  private Promotion legality(Value ptr, boolean askAliasing) {
    // If the loop may throw (or not return), the exit stores would be missing on the unwind path:
    // only objects no caller can see are safe (LLVM's isNotVisibleOnUnwind).
    Value object = dev.hoist.analysis.alias.Underlying.object(ptr);
    boolean knownThreadLocal = false;
    if (safety.anyInstructionMayStop()) {
      if (!(object instanceof AllocaInst) && !isUncapturedAllocation(object)) return null;
      knownThreadLocal = !(object instanceof AllocaInst);
    }
    // Every use of the pointer in the loop must be a simple load from it or store to it.
    List<Instruction> accesses = new ArrayList<>();
    dev.hoist.ir.type.Type type = null;
    boolean sawAtomic = false, sawNotAtomic = false, sawLoad = false;
    for (Use u : usesInLoop(ptr)) {
      if (!(u.user() instanceof Instruction i) || i.parent() == null || !loop.contains(i)) continue;
      if (i instanceof LoadInst l && l.pointer() == ptr && l.isUnordered()) {
        if (type != null && type != l.type()) return null;
        type = l.type();
        sawLoad = true;
      } else if (i instanceof StoreInst s && s.pointer() == ptr && u.index() == 1 && s.isUnordered()) {
        if (type != null && type != s.value().type()) return null;
        type = s.value().type();
      } else {
        return null;
      }
      boolean atomic = ((MemoryAccess) i).ordering() != AtomicOrdering.NOT_ATOMIC;
      sawAtomic |= atomic;
      sawNotAtomic |= !atomic;
      accesses.add(i);
    }
    if (accesses.isEmpty() || type == null || !type.isFirstClass() || type.isToken()) return null;
    // Unordered atomics stay atomic; mixing them with plain accesses has no single lowering.
    if (sawAtomic && sawNotAtomic) return null;
    // Nothing else in the loop may touch the location. Each access is asked with its own metadata
    // (!tbaa, scoped no-alias from loop versioning): an instruction must be apart from every one.
    List<MemoryLocation> locs = new ArrayList<>();
    for (Instruction a : accesses) locs.add(MemoryLocation.get(a));
    if (askAliasing && mem.touchedByOthers(locs, accesses)) return null;
    // Legality of the preheader load and of the exit stores.
    boolean derefInPreheader = false;
    boolean storeGuaranteed = false;
    long align = Long.MAX_VALUE;
    long guaranteedAlign = 0;
    for (Instruction a : accesses) {
      long al = ((MemoryAccess) a).align();
      align = Math.min(align, al);
      if (safety.isGuaranteedToExecute(a)) {
        derefInPreheader = true;
        guaranteedAlign = Math.max(guaranteedAlign, al);
        if (a instanceof StoreInst) storeGuaranteed = true;
      }
    }
    DataLayout dl = loop.header().parent().parent().layout();
    long chosenAlign = guaranteedAlign > 0 ? guaranteedAlign : align;
    if (!derefInPreheader) derefInPreheader = Speculation.isDereferenceableAndAligned(ptr, type, chosenAlign, dl);
    if (!derefInPreheader) return null;
    // An atomic load in the preheader must be naturally aligned to be lowered.
    if (sawAtomic && (chosenAlign == Long.MAX_VALUE || chosenAlign < dl.storeSize(type))) return null;
    boolean safeToStore = storeGuaranteed && storesDominateExits(accesses) || knownThreadLocal
        || (object instanceof AllocaInst || isUncapturedAllocation(object)) && mem.aa().isNonEscapingLocalObject(object);
    // Without exit stores the loads can still be promoted (LLVM 14 does too): the loop's stores stay.
    if (!safeToStore && !sawLoad) return null;
    return new Promotion(accesses, type, chosenAlign, sawAtomic, safeToStore);
  }

  /**
   * The uses of {@code ptr}. Constants keep no use lists, so for a constant address (a global's
   * element, unified by {@link dev.hoist.transform.util.ConstantAddresses}) the loop is searched.
   */
  private List<Use> usesInLoop(Value ptr) {
    List<Use> out = new ArrayList<>();
    if (ptr.tracksUses()) {
      for (Use u = ptr.firstUse(); u != null; u = u.nextUse()) out.add(u);
      return out;
    }
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        for (int k = 0; k < i.numOperands(); k++) if (i.operand(k) == ptr) out.add(i.operandUse(k));
      }
    }
    return out;
  }

  /** A call returning a fresh allocation (noalias return) whose address does not escape. */
  private boolean isUncapturedAllocation(Value object) {
    return object instanceof CallBase c && c.hasRetAttr("noalias") && mem.aa().isNonEscapingLocalObject(object);
  }

  /** A store that is guaranteed to execute also runs before every exit, so storing at exits adds no new write. */
  private boolean storesDominateExits(List<Instruction> accesses) {
    for (Instruction a : accesses) {
      if (a instanceof StoreInst && safety.isGuaranteedToExecute(a) && safety.dominatesExits(a.parent())) return true;
    }
    return false;
  }

  private void promote(Value ptr, dev.hoist.ir.type.Type type, List<Instruction> accesses, long align, boolean atomic,
      boolean exitStores) {
    BasicBlock preheader = loop.preheader();
    String base = ptr.hasName() ? ptr.name() : "";
    LoadInst init = new LoadInst(type, ptr, align == Long.MAX_VALUE ? 0 : align);
    if (atomic) init.setAtomic(AtomicOrdering.UNORDERED, null);
    init.setName(names.unique(base.isEmpty() ? null : base + ".promoted"));
    copyAaMetadata(init, accesses);
    init.insertBefore(preheader.terminator());
    SsaUpdater ssa = new SsaUpdater(type, base.isEmpty() ? null : base, names);
    ssa.addAvailableValue(preheader, init);
    // The value at the end of each block with a store is its last stored value.
    for (Instruction a : accesses) if (a instanceof StoreInst s) ssa.addAvailableValue(s.parent(), lastStoredIn(s.parent(), ptr));
    // Loads read the value reaching them: an earlier store in their block, or what flows in.
    Map<Value, Value> replaced = new java.util.IdentityHashMap<>();
    for (Instruction a : accesses) {
      if (!(a instanceof LoadInst l)) continue;
      Value v = storedBefore(l, ptr);
      if (v == null) v = ssa.valueAtStart(l.parent());
      replaced.put(l, v);
      l.replaceAllUsesWith(v);
    }
    if (!exitStores) {
      replaceAgain(accesses, replaced, init);
      for (Instruction a : accesses) if (a instanceof LoadInst && a.parent() != null) a.eraseFromParent();
      if (!init.hasUses()) init.eraseFromParent();
      return;
    }
    // Exit stores of the live-out value.
    Instruction firstStore = null;
    for (Instruction a : accesses) if (a instanceof StoreInst && firstStore == null) firstStore = a;
    for (BasicBlock exit : loop.exitBlocks()) {
      Value live = resolve(ssa.valueAtStart(exit), replaced, accesses.size(), init);
      if (live instanceof Instruction li && loop.contains(li)) live = lcssaPhi(exit, li);
      StoreInst st = new StoreInst(live, ptr, align == Long.MAX_VALUE ? 0 : align);
      if (atomic) st.setAtomic(AtomicOrdering.UNORDERED, null);
      copyAaMetadata(st, accesses);
      if (firstStore != null && firstStore.getMetadata("dbg") != null) st.setMetadata("dbg", firstStore.getMetadata("dbg"));
      Instruction at = exit.firstInsertionPoint();
      if (at != null) st.insertBefore(at);
      else exit.append(st);
    }
    replaceAgain(accesses, replaced, init);
    for (Instruction a : accesses) if (a.parent() != null) a.eraseFromParent();
    if (!init.hasUses()) init.eraseFromParent();
  }

  /**
   * A promoted load whose value was stored back ("*p = *p") is itself an available value, so the
   * updater may have put it into phis made after its replacement: replace it again there.
   */
  private static void replaceAgain(List<Instruction> accesses, Map<Value, Value> replaced, LoadInst init) {
    for (Instruction a : accesses) {
      if (a instanceof LoadInst l && l.hasUses()) l.replaceAllUsesWith(resolve(l, replaced, accesses.size(), init));
    }
  }

  /** What a value stands for once the promoted loads are gone (following loads replaced by loads). */
  private static Value resolve(Value v, Map<Value, Value> replaced, int limit, LoadInst init) {
    Value start = v;
    for (int k = 0; replaced.containsKey(v) && k <= limit; k++) {
      v = replaced.get(v);
      if (v == start) return init;
    }
    return v;
  }

  private static Value lastStoredIn(BasicBlock b, Value ptr) {
    Value v = null;
    for (Instruction i = b.first(); i != null; i = i.next()) if (i instanceof StoreInst s && s.pointer() == ptr) v = s.value();
    return v;
  }

  private static Value storedBefore(LoadInst l, Value ptr) {
    Value v = null;
    for (Instruction i = l.parent().first(); i != l; i = i.next()) if (i instanceof StoreInst s && s.pointer() == ptr) v = s.value();
    return v;
  }

  private PhiInst lcssaPhi(BasicBlock exit, Instruction v) {
    for (PhiInst p : exit.phis()) if (p.commonValue() == v) return p;
    PhiInst p = new PhiInst(v.type());
    p.setName(names.unique((v.hasName() ? v.name() : "") + ".lcssa"));
    for (BasicBlock pred : exit.predecessorEdges()) p.addIncoming(v, pred);
    exit.prepend(p);
    return p;
  }

  /** The inserted accesses keep only the AA metadata all original accesses agree on. */
  private static void copyAaMetadata(Instruction to, List<Instruction> accesses) {
    for (String kind : new String[] {"tbaa", "alias.scope", "noalias"}) {
      dev.hoist.ir.metadata.MDNode common = accesses.get(0).getMetadata(kind);
      for (Instruction a : accesses) if (a.getMetadata(kind) != common) common = null;
      if (common != null) to.setMetadata(kind, common);
    }
  }
}
