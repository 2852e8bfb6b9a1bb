package dev.hoist.analysis.alias;

import dev.hoist.ir.AtomicRMWInst;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CmpXchgInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.VAArgInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.metadata.MDNode;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Groups the memory accesses of some instructions (a loop's blocks, typically) into
 * {@link AliasSet}s: accesses in different sets never alias (LLVM's AliasSetTracker). Loads,
 * stores, va_arg, unordered atomics and the pointer arguments of argmemonly calls (memcpy,
 * memset...) add pointers; other calls, fences and ordered atomics are "unknown" instructions,
 * merged with every set they may read or write.
 *
 * <pre>
 *   AliasSetTracker ast = new AliasSetTracker(aa);
 *   ast.addAll(loop.blocks());
 *   for (AliasSet s : ast.sets()) if (s.isMustAlias() &amp;&amp; !s.hasUnknownInstructions()) ...
 * </pre>
 *
 * <p>As with every alias query, two accesses are compared as executed in the same iteration: a
 * store to {@code a[i+1]} and a load of {@code a[i]} land in different sets although one
 * iteration reads what the previous one wrote. Reasoning across iterations (promotion, hoisting)
 * must therefore be about loop-invariant pointers, which are the same in every iteration.
 *
 * <p>Sets are merged with a union-find, and a new pointer is only compared with pointers whose
 * underlying object could alias its own ({@link AliasAnalysis#objectsNeverAlias}), one per
 * must-alias set, so loops that touch many distinct objects stay cheap. Past
 * a threshold ({@link #DEFAULT_SATURATION_THRESHOLD}) of pointers the tracker stops comparing and puts everything in one
 * set, as LLVM's does.
 */
public final class AliasSetTracker {
  /** LLVM's default saturation threshold is 250 may-alias pointers; Hoist counts all pointers. */
  public static final int DEFAULT_SATURATION_THRESHOLD = 1000;

  private final AliasAnalysis aa;
  private final int saturationThreshold;
  private final List<AliasSet> all = new ArrayList<>(); // by id; merged sets forward to their parent
  private int[] parent = new int[16];
  /** Pointer value to its entry. */
  private final Map<Value, AliasSet.Entry> entries = new IdentityHashMap<>();
  /** Entries by underlying object, to skip objects that cannot alias. */
  private final Map<Value, List<AliasSet.Entry>> byObject = new LinkedHashMap<>();
  private final Map<Instruction, Integer> setOfInstruction = new IdentityHashMap<>();
  private final List<Integer> unknownSets = new ArrayList<>();
  private boolean saturated;

  public AliasSetTracker(AliasAnalysis aa) {
    this(aa, DEFAULT_SATURATION_THRESHOLD);
  }

  public AliasSetTracker(AliasAnalysis aa, int saturationThreshold) {
    this.aa = aa;
    this.saturationThreshold = saturationThreshold;
  }

  /** Adds every instruction of {@code blocks}. */
  public void addAll(Iterable<BasicBlock> blocks) {
    for (BasicBlock b : blocks) for (Instruction i = b.first(); i != null; i = i.next()) add(i);
  }

  /** Adds the memory accesses of {@code i}; instructions that touch no memory are ignored. */
  public void add(Instruction i) {
    switch (i) {
      case LoadInst l -> {
        if (l.ordering().compareTo(dev.hoist.ir.AtomicOrdering.MONOTONIC) > 0) addUnknown(i);
        else addPointer(MemoryLocation.get(l), ModRefBits.REF, i, l.isVolatile() || l.ordering() != dev.hoist.ir.AtomicOrdering.NOT_ATOMIC);
      }
      case StoreInst s -> {
        if (s.ordering().compareTo(dev.hoist.ir.AtomicOrdering.MONOTONIC) > 0) addUnknown(i);
        else addPointer(MemoryLocation.get(s), ModRefBits.MOD, i, s.isVolatile() || s.ordering() != dev.hoist.ir.AtomicOrdering.NOT_ATOMIC);
      }
      case VAArgInst v -> addPointer(MemoryLocation.get(v), ModRefBits.MOD_REF, i, false);
      case AtomicRMWInst r -> addUnknown(i);
      case CmpXchgInst c -> addUnknown(i);
      case CallBase c -> addCall(c);
      default -> {
        if (i.mayReadMemory() || i.mayWriteMemory()) addUnknown(i);
      }
    }
  }

  private void addCall(CallBase c) {
    CallEffects fx = aa.callEffects(c);
    if (fx.doesNotAccessMemory() || isMarker(c)) return;
    if (fx.onlyAccessesArgMemory()) {
      int callMask = fx.modRef().bits();
      // invariant.start is marked as writing only to keep it ordered.
      if (IrOps.isIntrinsic(c, "llvm.invariant.start") && !c.hasUses()) callMask &= ~ModRefBits.MOD;
      for (int a = 0; a < c.numArgs(); a++) {
        if (!fx.isPointerArg(a)) continue;
        int mask = callMask & fx.argModRef(a).bits();
        if (mask != 0) addPointer(fx.argumentLocation(a), mask, c, false);
      }
      return;
    }
    addUnknown(c);
  }

  /** Intrinsics that look like memory accesses but only mark a point in the program. */
  private static boolean isMarker(CallBase c) {
    return IrOps.isIntrinsic(c, "llvm.dbg.declare") || IrOps.isIntrinsic(c, "llvm.dbg.value")
        || IrOps.isIntrinsic(c, "llvm.dbg.label") || IrOps.isIntrinsic(c, "llvm.dbg.addr")
        || IrOps.isIntrinsic(c, "llvm.assume") || IrOps.isIntrinsic(c, "llvm.experimental.noalias.scope.decl")
        || IrOps.isIntrinsic(c, "llvm.sideeffect") || IrOps.isIntrinsic(c, "llvm.pseudoprobe");
  }

  // ---- sets ------------------------------------------------------------------------------------------

  private int newSet() {
    int id = all.size();
    all.add(new AliasSet(id));
    if (id == parent.length) parent = java.util.Arrays.copyOf(parent, id * 2);
    parent[id] = id;
    return id;
  }

  private int find(int s) {
    while (parent[s] != s) {
      parent[s] = parent[parent[s]];
      s = parent[s];
    }
    return s;
  }

  /** Merges set {@code b} into set {@code a}; returns the surviving root. */
  private int union(int a, int b) {
    a = find(a);
    b = find(b);
    if (a == b) return a;
    AliasSet sa = all.get(a);
    AliasSet sb = all.get(b);
    // Keep the older set as the root so that the order of sets() stays stable.
    if (b < a) {
      int t = a;
      a = b;
      b = t;
      AliasSet ts = sa;
      sa = sb;
      sb = ts;
    }
    if (sa.must && sb.must && !sa.entries.isEmpty() && !sb.entries.isEmpty()) {
      if (aa.alias(sa.entries.get(0).location(), sb.entries.get(0).location()) != AliasResult.MUST_ALIAS) sa.must = false;
    }
    sa.must &= sb.must;
    sa.access |= sb.access;
    sa.volatileOrAtomic |= sb.volatileOrAtomic;
    sa.aliasAny |= sb.aliasAny;
    sa.sizeUnion = mergeSize(sa.sizeUnion, sb.sizeUnion);
    sa.aaUnion = sa.aaUnion == null ? sb.aaUnion : sb.aaUnion == null ? sa.aaUnion : mergeAA(sa.aaUnion, sb.aaUnion);
    sa.entries.addAll(sb.entries);
    sa.unknown.addAll(sb.unknown);
    for (Instruction i : sb.instructions) sa.addInstruction(i);
    sb.entries.clear();
    sb.unknown.clear();
    sb.instructions.clear();
    sb.instructionSet.clear();
    parent[b] = a;
    return a;
  }

  // ---- pointers ----------------------------------------------------------------------------------------

  private void addPointer(MemoryLocation loc, int accessBits, Instruction inst, boolean volatileOrAtomic) {
    AliasSet.Entry e = entries.get(loc.ptr());
    int target;
    if (e != null) {
      target = find(e.set);
      long merged = mergeSize(e.size, loc.size());
      AAMetadata mergedAA = mergeAA(e.aa, loc.aa());
      boolean grew = merged != e.size || !mergedAA.equals(e.aa);
      e.size = merged;
      e.aa = mergedAA;
      AliasSet ts = all.get(target);
      ts.sizeUnion = mergeSize(ts.sizeUnion, merged);
      ts.aaUnion = ts.aaUnion == null ? mergedAA : mergeAA(ts.aaUnion, mergedAA);
      // A larger access may reach more memory: look again.
      if (grew && !saturated) target = mergeAliasing(e.location(), e.object, target);
    } else {
      Value object = Underlying.object(Underlying.stripPointerCasts(loc.ptr()));
      target = saturated ? find(0) : mergeAliasing(loc, object, -1);
      if (target < 0) target = newSet();
      e = new AliasSet.Entry(loc.ptr(), object, loc.size(), loc.aa(), target);
      entries.put(loc.ptr(), e);
      byObject.computeIfAbsent(object, k -> new ArrayList<>()).add(e);
      AliasSet s = all.get(find(target));
      if (s.must && !s.entries.isEmpty() && aa.alias(s.entries.get(0).location(), e.location()) != AliasResult.MUST_ALIAS) {
        s.must = false;
      }
      s.entries.add(e);
      s.sizeUnion = s.entries.size() == 1 ? e.size : mergeSize(s.sizeUnion, e.size);
      s.aaUnion = s.aaUnion == null ? e.aa : mergeAA(s.aaUnion, e.aa);
    }
    AliasSet s = all.get(find(target));
    s.access |= accessBits;
    s.volatileOrAtomic |= volatileOrAtomic;
    s.addInstruction(inst);
    setOfInstruction.put(inst, s.id);
    if (!saturated && entries.size() > saturationThreshold) saturate();
  }

  /**
   * Merges every set that may alias {@code loc} (into {@code target} when it is a set); returns
   * the resulting set, or -1 when none aliases and there was no target.
   */
  private int mergeAliasing(MemoryLocation loc, Value object, int target) {
    Map<Integer, Boolean> decided = new java.util.HashMap<>();
    if (target >= 0) decided.put(find(target), true);
    List<Integer> hits = new ArrayList<>();
    for (Map.Entry<Value, List<AliasSet.Entry>> bucket : byObject.entrySet()) {
      if (aa.objectsNeverAlias(object, bucket.getKey())) continue;
      for (AliasSet.Entry other : bucket.getValue()) {
        if (other.ptr == loc.ptr()) continue;
        int root = find(other.set);
        if (decided.containsKey(root)) continue;
        AliasSet s = all.get(root);
        boolean hit;
        if (s.must && s.unknown.isEmpty()) {
          // One pointer speaks for a must-alias set.
          hit = aa.mayAlias(s.mustLocation(), loc);
          decided.put(root, hit);
        } else {
          hit = aa.mayAlias(other.location(), loc);
          if (hit) decided.put(root, true);
        }
        if (hit) hits.add(root);
      }
    }
    for (int u : unknownSets) {
      int root = find(u);
      if (decided.containsKey(root) && decided.get(root)) continue;
      AliasSet s = all.get(root);
      for (Instruction ui : s.unknown) {
        if (!ModRefBits.isNoModRef(aa.modRefBits(ui, loc))) {
          hits.add(root);
          decided.put(root, true);
          break;
        }
      }
    }
    int result = target >= 0 ? find(target) : -1;
    for (int h : hits) result = result < 0 ? find(h) : union(result, h);
    return result;
  }

  // ---- unknown instructions --------------------------------------------------------------------------

  private void addUnknown(Instruction inst) {
    int target;
    if (saturated) {
      target = find(0);
    } else {
      target = -1;
      List<Integer> roots = new ArrayList<>();
      for (int i = 0; i < all.size(); i++) if (find(i) == i) roots.add(i);
      for (int root : roots) {
        if (aliasesUnknown(all.get(root), inst)) target = target < 0 ? root : union(target, root);
      }
      if (target < 0) target = newSet();
    }
    AliasSet s = all.get(find(target));
    s.unknown.add(inst);
    s.addInstruction(inst);
    s.must = false;
    boolean guard = inst instanceof CallBase c && IrOps.isIntrinsic(c, "llvm.experimental.guard");
    s.access |= inst.mayWriteMemory() && !guard ? ModRefBits.MOD_REF : ModRefBits.REF;
    if (inst instanceof AtomicRMWInst || inst instanceof CmpXchgInst || !(inst instanceof CallBase)) s.volatileOrAtomic = true;
    setOfInstruction.put(inst, s.id);
    unknownSets.add(s.id);
  }

  private boolean aliasesUnknown(AliasSet s, Instruction inst) {
    if (s.aliasAny) return true;
    for (Instruction ui : s.unknown) {
      if (!(ui instanceof CallBase c1) || !(inst instanceof CallBase c2)) return true;
      if (!ModRefBits.isNoModRef(aa.callCallModRef(c1, c2)) || !ModRefBits.isNoModRef(aa.callCallModRef(c2, c1))) return true;
    }
    for (AliasSet.Entry p : s.entries) {
      if (!ModRefBits.isNoModRef(aa.modRefBits(inst, p.location()))) return true;
    }
    return false;
  }

  /** Too many pointers: everything goes into one set that aliases anything. */
  private void saturate() {
    saturated = true;
    int root = -1;
    for (int i = 0; i < all.size(); i++) {
      if (find(i) != i) continue;
      root = root < 0 ? i : union(root, i);
    }
    if (root < 0) root = newSet();
    AliasSet s = all.get(find(root));
    s.aliasAny = true;
    s.must = false;
  }

  // ---- queries -------------------------------------------------------------------------------------------

  /** The alias sets, in the order they were created. */
  public List<AliasSet> sets() {
    List<AliasSet> l = new ArrayList<>();
    for (int i = 0; i < all.size(); i++) if (find(i) == i) l.add(all.get(i));
    return l;
  }

  /** The set holding the accesses of {@code i}, or null when it was not added or touches no memory. */
  public AliasSet setOf(Instruction i) {
    Integer s = setOfInstruction.get(i);
    return s == null ? null : all.get(find(s));
  }

  /** The sets that may touch {@code loc} (a read-only query: nothing is added). */
  public List<AliasSet> setsAliasing(MemoryLocation loc) {
    List<AliasSet> l = new ArrayList<>();
    Value object = Underlying.object(Underlying.stripPointerCasts(loc.ptr()));
    for (AliasSet s : sets()) {
      if (s.aliasAny || setAliases(s, loc, object)) l.add(s);
    }
    return l;
  }

  private boolean setAliases(AliasSet s, MemoryLocation loc, Value object) {
    for (AliasSet.Entry e : s.entries) {
      if (aa.objectsNeverAlias(object, e.object)) continue;
      if (aa.mayAlias(e.location(), loc)) return true;
    }
    for (Instruction ui : s.unknown) if (!ModRefBits.isNoModRef(aa.modRefBits(ui, loc))) return true;
    return false;
  }

  /** Whether some added instruction may write {@code loc}. */
  public boolean mayBeModified(MemoryLocation loc) {
    for (AliasSet s : setsAliasing(loc)) if (s.isMod()) return true;
    return false;
  }

  // ---- helpers ---------------------------------------------------------------------------------------------

  /** The size covering both accesses from the same pointer. */
  private static long mergeSize(long a, long b) {
    if (a == b) return a;
    if (!LocationSize.hasValue(a) || !LocationSize.hasValue(b)) {
      return LocationSize.mayBeBeforePointer(a) || LocationSize.mayBeBeforePointer(b)
          ? LocationSize.BEFORE_OR_AFTER_POINTER : LocationSize.AFTER_POINTER;
    }
    return LocationSize.upperBound(Math.max(LocationSize.value(a), LocationSize.value(b)));
  }

  /** Metadata both accesses agree on; what differs is dropped (which only makes aliasing likelier). */
  private static AAMetadata mergeAA(AAMetadata a, AAMetadata b) {
    if (a.equals(b)) return a;
    MDNode t = a.tbaa() == b.tbaa() ? a.tbaa() : null;
    MDNode s = a.scope() == b.scope() ? a.scope() : null;
    MDNode n = a.noAlias() == b.noAlias() ? a.noAlias() : null;
    return new AAMetadata(t, s, n);
  }
}
