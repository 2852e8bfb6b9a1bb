package dev.hoist.analysis.alias;

import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.type.PointerType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.function.Supplier;

/**
 * The structural ("basic") alias analysis of one function, after LLVM 14's BasicAA: pointers are
 * traced to their underlying objects; distinct identified objects, arguments against local
 * objects, and non-escaping local objects against pointers that can only point to escaped memory
 * never alias; pointers into the same object are compared by decomposing their getelementptrs
 * ({@link GepAlias}); phis and selects are compared operand by operand.
 *
 * <p>Recursive queries share a {@link Query}: a cache that also cuts cycles through phis by
 * assuming NoAlias while a pair is being computed, and drops the answers that relied on an
 * assumption later proven wrong (LLVM's AAQueryInfo).
 */
final class BasicAliasAnalysis {
  /** Per-query state: the answers computed so far and the NoAlias assumptions in use. */
  static final class Query {
    final HashMap<Key, Entry> cache = new HashMap<>();
    int depth;
    int numAssumptionUses;
    final ArrayList<Key> assumptionBased = new ArrayList<>();
  }

  record Key(Value a, long sa, Value b, long sb) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them.
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.sa == sa && k.sb == sb && java.util.Objects.equals(k.a, a) && java.util.Objects.equals(k.b, b);
    }

    @Override
    public int hashCode() {
      return ((java.util.Objects.hashCode(a) * 31 + Long.hashCode(sa)) * 31 + java.util.Objects.hashCode(b)) * 31 + Long.hashCode(sb);
    }
  }

  static final class Entry {
    static final int DEFINITIVE = -2;
    static final int ASSUMPTION_BASED = -1;
    int result;
    int numAssumptionUses;

    Entry(int result, int uses) {
      this.result = result;
      this.numAssumptionUses = uses;
    }
  }

  /** How many phi blocks may be checked for reachability before values count as different. */
  private static final int MAX_PHI_BLOCKS_REACHABILITY = 20;
  private static final int MAX_RECURSION = 256;

  final Function function;
  final DataLayout dl;
  final boolean libraryKnowledge;
  private final Supplier<DominatorTree> dtSupplier;
  private DominatorTree dt;
  private final IdentityHashMap<Value, DecomposedGep> gepCache = new IdentityHashMap<>();
  private final IdentityHashMap<Value, Boolean> nonEscaping = new IdentityHashMap<>();
  private final IdentityHashMap<CallBase, CallEffects> effects = new IdentityHashMap<>();
  private final IdentityHashMap<Value, Integer> ordinals = new IdentityHashMap<>();
  /** The blocks of the phis being looked through: values seen there may come from other iterations. */
  final List<BasicBlock> visitedPhiBlocks = new ArrayList<>();
  private int recursion;
  /** {@link #nullPointerIsValid}: 0 until asked, then 1 or -1. */
  private int nullValid;
  final GepAlias gep = new GepAlias(this);
  final ObjectSizes sizes;

  BasicAliasAnalysis(Function f, boolean libraryKnowledge, Supplier<DominatorTree> dt) {
    this.function = f;
    this.dl = f.parent() != null ? f.parent().layout() : DataLayout.parse(null);
    this.libraryKnowledge = libraryKnowledge;
    this.dtSupplier = dt;
    this.sizes = new ObjectSizes(dl, this::effectsOf);
  }

  void clearCaches() {
    gepCache.clear();
    nonEscaping.clear();
    effects.clear();
    sizes.clearCaches();
    nullValid = 0;
    dt = null;
  }

  /** Whether null is a valid address in address space 0 of the function: asked by every query, answered once. */
  private boolean nullPointerIsValid() {
    if (nullValid == 0) nullValid = IrOps.nullIsDefined(function, 0) ? 1 : -1;
    return nullValid > 0;
  }

  CallEffects effectsOf(CallBase c) {
    CallEffects e = effects.get(c);
    if (e == null) {
      e = CallEffects.of(c, libraryKnowledge);
      effects.put(c, e);
    }
    return e;
  }

  DecomposedGep decompose(Value v) {
    DecomposedGep d = gepCache.get(v);
    if (d == null) {
      d = DecomposedGep.of(v, dl);
      gepCache.put(v, d);
    }
    return d;
  }

  /** An identified function-local object that is never captured (LLVM's isNonEscapingLocalObject). */
  boolean isNonEscapingLocal(Value o) {
    if (!ObjectKinds.isIdentifiedFunctionLocal(o)) return false;
    Boolean b = nonEscaping.get(o);
    if (b == null) {
      b = !CaptureTracking.mayBeCaptured(o, false, this::effectsOf);
      nonEscaping.put(o, b);
    }
    return b;
  }

  private int ordinal(Value v) {
    Integer i = ordinals.get(v);
    if (i == null) {
      i = ordinals.size();
      ordinals.put(v, i);
    }
    return i;
  }

  // ---- the query ---------------------------------------------------------------------------------

  /** A (possibly recursive) query through the whole pipeline, which without AA metadata is this analysis. */
  int alias(Value v1, long s1, Value v2, long s2, Query q) {
    if (recursion >= MAX_RECURSION) return AliasCode.MAY;
    recursion++;
    q.depth++;
    try {
      return aliasCheck(v1, s1, v2, s2, q);
    } finally {
      q.depth--;
      recursion--;
    }
  }

  private int aliasCheck(Value v1, long s1, Value v2, long s2, Query q) {
    // Empty accesses touch nothing.
    if (LocationSize.isZero(s1) || LocationSize.isZero(s2)) return AliasCode.NO;
    v1 = Underlying.stripPointerCasts(v1);
    v2 = Underlying.stripPointerCasts(v2);
    // undef may be chosen to point to nothing at all.
    if (IrOps.isUndef(v1) || IrOps.isUndef(v2)) return AliasCode.NO;
    if (isValueEqualInPotentialCycles(v1, v2)) return AliasCode.MUST;
    if (!(v1.type() instanceof PointerType) || !(v2.type() instanceof PointerType)) return AliasCode.NO;

    Value o1 = Underlying.object(v1);
    Value o2 = Underlying.object(v2);
    if (IrOps.isNullPointer(o1) && !IrOps.nullIsDefined(function, ((PointerType) o1.type()).addrSpace())) {
      return AliasCode.NO;
    }
    if (IrOps.isNullPointer(o2) && !IrOps.nullIsDefined(function, ((PointerType) o2.type()).addrSpace())) {
      return AliasCode.NO;
    }
    if (o1 != o2 && objectsNeverAlias(o1, o2)) return AliasCode.NO;
    // An access larger than the whole object on the other side would be undefined.
    boolean nullValid = nullPointerIsValid();
    if (sizes.isObjectSmallerThan(o2, sizes.minimalExtent(v1, s1, nullValid))
        || sizes.isObjectSmallerThan(o1, sizes.minimalExtent(v2, s2, nullValid))) {
      return AliasCode.NO;
    }
    if (LocationSize.mayBeBeforePointer(s1) || LocationSize.mayBeBeforePointer(s2)) {
      s1 = LocationSize.AFTER_POINTER;
      s2 = LocationSize.AFTER_POINTER;
    }

    boolean swapped = ordinal(v1) > ordinal(v2);
    Key key = swapped ? new Key(v2, s2, v1, s1) : new Key(v1, s1, v2, s2);
    Entry cached = q.cache.get(key);
    if (cached != null) {
      if (cached.numAssumptionUses != Entry.DEFINITIVE) {
        // The answer (or the NoAlias assumption of a pair still being computed) rests on assumptions.
        if (cached.numAssumptionUses >= 0) cached.numAssumptionUses++;
        q.numAssumptionUses++;
      }
      return AliasCode.swapIf(swapped, cached.result);
    }
    Entry entry = new Entry(AliasCode.NO, 0);
    q.cache.put(key, entry);
    int origUses = q.numAssumptionUses;
    int origBased = q.assumptionBased.size();
    int result = aliasCheckRecursive(v1, s1, v2, s2, q, o1, o2);

    boolean disproven = entry.numAssumptionUses > 0 && AliasCode.kind(result) != AliasCode.NO;
    if (disproven) result = AliasCode.MAY;
    if (entry.numAssumptionUses > 0) q.numAssumptionUses -= entry.numAssumptionUses;
    entry.result = AliasCode.swapIf(swapped, result);
    if (disproven) {
      while (q.assumptionBased.size() > origBased) q.cache.remove(q.assumptionBased.remove(q.assumptionBased.size() - 1));
    }
    if (origUses != q.numAssumptionUses && AliasCode.kind(result) != AliasCode.MAY) {
      q.assumptionBased.add(key);
      entry.numAssumptionUses = Entry.ASSUMPTION_BASED;
    } else {
      entry.numAssumptionUses = Entry.DEFINITIVE;
    }
    if (q.depth == 1) {
      // At the root every remaining assumption has been confirmed.
      for (Key k : q.assumptionBased) {
        Entry e = q.cache.get(k);
        if (e != null) e.numAssumptionUses = Entry.DEFINITIVE;
      }
      q.assumptionBased.clear();
      q.numAssumptionUses = 0;
    }
    return result;
  }

  /**
   * Whether pointers based on the distinct underlying objects {@code o1} and {@code o2} can never
   * alias: two identified objects, a constant address and a local object, an argument and a
   * local object, or a pointer that can only reach escaped memory and a local object that never
   * escapes.
   */
  boolean objectsNeverAlias(Value o1, Value o2) {
    boolean id1 = ObjectKinds.isIdentifiedObject(o1);
    boolean id2 = ObjectKinds.isIdentifiedObject(o2);
    if (id1 && id2) return true;
    // A constant address is never a local object's address.
    if ((o1 instanceof Constant && id2 && !(o2 instanceof Constant))
        || (o2 instanceof Constant && id1 && !(o1 instanceof Constant))) {
      return true;
    }
    // Arguments point to objects that existed before this call of the function.
    if ((ObjectKinds.isArgumentOrArgumentLike(o1) && ObjectKinds.isIdentifiedFunctionLocal(o2))
        || (ObjectKinds.isArgumentOrArgumentLike(o2) && ObjectKinds.isIdentifiedFunctionLocal(o1))) {
      return true;
    }
    // A loaded, returned or converted pointer cannot point to a local object that never escapes.
    return (ObjectKinds.isEscapeSource(o1) && isNonEscapingLocal(o2))
        || (ObjectKinds.isEscapeSource(o2) && isNonEscapingLocal(o1));
  }

  private int aliasCheckRecursive(Value v1, long s1, Value v2, long s2, Query q, Value o1, Value o2) {
    if (IrOps.isGep(v1)) {
      int r = gep.aliasGep(v1, s1, v2, s2, o1, o2, q);
      if (AliasCode.kind(r) != AliasCode.MAY) return r;
    } else if (IrOps.isGep(v2)) {
      int r = AliasCode.swap(gep.aliasGep(v2, s2, v1, s1, o2, o1, q));
      if (AliasCode.kind(r) != AliasCode.MAY) return r;
    }
    if (v1 instanceof PhiInst p) {
      int r = aliasPhi(p, s1, v2, s2, q);
      if (AliasCode.kind(r) != AliasCode.MAY) return r;
    } else if (v2 instanceof PhiInst p) {
      int r = AliasCode.swap(aliasPhi(p, s2, v1, s1, q));
      if (AliasCode.kind(r) != AliasCode.MAY) return r;
    }
    if (v1 instanceof SelectInst s) {
      int r = aliasSelect(s, s1, v2, s2, q);
      if (AliasCode.kind(r) != AliasCode.MAY) return r;
    } else if (v2 instanceof SelectInst s) {
      int r = AliasCode.swap(aliasSelect(s, s2, v1, s1, q));
      if (AliasCode.kind(r) != AliasCode.MAY) return r;
    }
    // Two accesses into one object, one of which covers all of it, must overlap.
    if (o1 == o2 && LocationSize.isPrecise(s1) && LocationSize.isPrecise(s2)
        && (sizes.objectSize(o1, false) == LocationSize.value(s1) || sizes.objectSize(o2, false) == LocationSize.value(s2))) {
      return AliasCode.PARTIAL;
    }
    return AliasCode.MAY;
  }

  private int aliasSelect(SelectInst si, long siSize, Value v2, long v2Size, Query q) {
    if (v2 instanceof SelectInst si2 && isValueEqualInPotentialCycles(si.condition(), si2.condition())) {
      int a = alias(si.trueValue(), siSize, si2.trueValue(), v2Size, q);
      if (AliasCode.kind(a) == AliasCode.MAY) return AliasCode.MAY;
      int b = alias(si.falseValue(), siSize, si2.falseValue(), v2Size, q);
      return AliasCode.merge(b, a);
    }
    // LLVM 14 asks with the other pointer first; the order decides which rules fire first.
    int a = alias(v2, v2Size, si.trueValue(), siSize, q);
    if (AliasCode.kind(a) == AliasCode.MAY) return AliasCode.MAY;
    int b = alias(v2, v2Size, si.falseValue(), siSize, q);
    return AliasCode.merge(b, a);
  }

  private int aliasPhi(PhiInst pn, long pnSize, Value v2, long v2Size, Query q) {
    if (pn.numIncoming() == 0) return AliasCode.NO;
    // Phis of one block take their values from the same edge, if both are of the same iteration.
    if (v2 instanceof PhiInst pn2 && pn2.parent() == pn.parent() && visitedPhiBlocks.isEmpty()) {
      int result = -1;
      for (int i = 0; i < pn.numIncoming(); i++) {
        Value other = pn2.valueFor(pn.incomingBlock(i));
        if (other == null) return AliasCode.MAY;
        int r = alias(pn.incomingValue(i), pnSize, other, v2Size, q);
        result = result < 0 ? r : AliasCode.merge(result, r);
        if (AliasCode.kind(result) == AliasCode.MAY) break;
      }
      return result;
    }
    List<Value> srcs = new ArrayList<>(4);
    boolean recursive = false;
    Value onePhi = null;
    for (int i = 0; i < pn.numIncoming(); i++) {
      Value pv = pn.incomingValue(i);
      if (pv instanceof PhiInst) {
        // Only one phi operand is followed, enough for LCSSA phis and pointer induction variables.
        if (onePhi != null && onePhi != pv) return AliasCode.MAY;
        onePhi = pv;
      }
      // An operand computed from the phi itself is based on the other operands' objects.
      if (Underlying.object(pv) == pn) {
        recursive = true;
        continue;
      }
      if (!srcs.contains(pv)) srcs.add(pv);
    }
    if (onePhi != null && srcs.size() > 1) return AliasCode.MAY;
    if (srcs.isEmpty()) return AliasCode.MAY;
    // A recursive phi moves across iterations: only "different objects" can be proven.
    if (recursive) pnSize = LocationSize.BEFORE_OR_AFTER_POINTER;

    BasicBlock block = pn.parent();
    boolean inserted = !visitedPhiBlocks.contains(block);
    if (inserted) visitedPhiBlocks.add(block);
    try {
      // Answers cached under fewer visited blocks may not hold now.
      Query useQ = inserted ? new Query() : q;
      int result = alias(v2, v2Size, srcs.get(0), pnSize, useQ);
      if (AliasCode.kind(result) == AliasCode.MAY) return AliasCode.MAY;
      if (recursive && AliasCode.kind(result) != AliasCode.NO) return AliasCode.MAY;
      for (int i = 1; i < srcs.size(); i++) {
        int r = alias(v2, v2Size, srcs.get(i), pnSize, useQ);
        result = AliasCode.merge(r, result);
        if (AliasCode.kind(result) == AliasCode.MAY) break;
      }
      return result;
    } finally {
      if (inserted) visitedPhiBlocks.remove(visitedPhiBlocks.size() - 1);
    }
  }

  // ---- value equality across iterations ------------------------------------------------------------

  /**
   * {@code v == v2}, and, while phis are being looked through, {@code v} cannot be a value from a
   * different iteration of a cycle through those phis' blocks.
   */
  boolean isValueEqualInPotentialCycles(Value v, Value v2) {
    if (v != v2) return false;
    if (!(v instanceof Instruction inst)) return true;
    if (visitedPhiBlocks.isEmpty()) return true;
    if (visitedPhiBlocks.size() > MAX_PHI_BLOCKS_REACHABILITY) return false;
    for (BasicBlock p : visitedPhiBlocks) {
      if (isPotentiallyReachable(p, inst.parent())) return false;
    }
    return true;
  }

  /** Whether the start of block {@code from} may reach (an instruction of) block {@code to}. */
  private boolean isPotentiallyReachable(BasicBlock from, BasicBlock to) {
    if (from == to) return true;
    DominatorTree d = domTree();
    Cfg cfg = d.cfg();
    int a = cfg.index(from);
    int b = cfg.index(to);
    if (a < 0 || b < 0) return true;
    boolean aReach = d.isReachable(a);
    boolean bReach = d.isReachable(b);
    if (aReach && !bReach) return false;
    if (a == 0 && bReach) return true;
    if (b == 0 && aReach) return false;
    boolean useDt = bReach;
    int limit = 32;
    boolean[] visited = new boolean[cfg.size()];
    int[] work = new int[cfg.size() + 1];
    int sp = 0;
    work[sp++] = a;
    while (sp > 0) {
      int bb = work[--sp];
      if (visited[bb]) continue;
      visited[bb] = true;
      if (bb == b) return true;
      if (useDt && d.dominates(bb, b)) return true;
      if (--limit == 0) return true;
      for (int s : cfg.succs(bb)) {
        if (!visited[s]) {
          if (sp == work.length) work = java.util.Arrays.copyOf(work, work.length * 2);
          work[sp++] = s;
        }
      }
    }
    return false;
  }

  DominatorTree domTree() {
    if (dt == null) dt = dtSupplier.get();
    return dt;
  }
}
