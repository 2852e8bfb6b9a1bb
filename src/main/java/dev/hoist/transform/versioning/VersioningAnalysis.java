package dev.hoist.transform.versioning;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.alias.AliasResult;
import dev.hoist.analysis.alias.MemoryLocation;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MemoryAccess;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.transform.util.MemoryOperandFolding;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decides whether one loop is worth versioning, in seed 000's steps, and plans the checks.
 *
 * <ol>
 *   <li>Legality: an innermost loop in simplified form, not already versioned, not in a function
 *       optimized for size, exiting only through conditional branches, with no instruction that
 *       may throw, touch memory through a call, or access memory with ordering (LLVM's rules).
 *   <li>Candidates: the loop's accesses through loop-invariant addresses that LICM left in it.
 *       A location only loaded is a hoisting candidate; one also stored is a promotion
 *       candidate. A candidate is <em>freed</em> when everything that blocks it is an access whose
 *       bytes over the loop can be bounded, so that a runtime check can prove the two apart; else it
 *       is <em>stuck</em>.
 *   <li>Checks: only between a candidate's group and the groups of its blockers (LLVM checks every
 *       may-alias pair of the loop; checking fewer costs less and frees the same work).
 *   <li>Cost model: the invariant ratio {@code freed / (freed + stuck)} against
 *       {@code -licm-versioning-invariant-threshold}; the checks against
 *       {@code -runtime-memory-check-threshold}; and {@code tripCount x cycles freed per iteration}
 *       against {@code 2.0 x 4 cycles x checks}.
 * </ol>
 */
final class VersioningAnalysis {
  private final Loop loop;
  private final ScalarEvolution se;
  private final AliasAnalysis aa;
  private final VersioningOptions opts;
  private final DataLayout dl;
  /** Where the checks will be computed: the preheader, or the outer loop's preheader. */
  private final Instruction checkPoint;

  private Rejection rejection;
  private String detail = "";
  private Plan plan;

  VersioningAnalysis(Loop loop, ScalarEvolution se, AliasAnalysis aa, VersioningOptions opts, Instruction checkPoint) {
    this.loop = loop;
    this.se = se;
    this.aa = aa;
    this.opts = opts;
    this.dl = loop.header().parent().parent().layout();
    this.checkPoint = checkPoint;
  }

  Rejection rejection() {
    return rejection;
  }

  /** Figures that go with the rejection in its remark (e.g. the ratio against the threshold). */
  String detail() {
    return detail;
  }

  Plan plan() {
    return plan;
  }

  /** Runs the steps; afterwards exactly one of {@link #plan()} and {@link #rejection()} is set. */
  VersioningAnalysis run() {
    rejection = legality();
    if (rejection == null) plan = planChecks();
    return this;
  }

  // ---- step 1: legality ---------------------------------------------------------------------------

  private Rejection legality() {
    Function f = loop.header().parent();
    if (hasLoopString(loop, LoopMarks.DISABLE)) return Rejection.ALREADY_VERSIONED;
    if (f.hasFnAttr("optsize") || f.hasFnAttr("minsize")) return Rejection.OPT_FOR_SIZE;
    if (isColdByProfile(f)) return Rejection.COLD_FOR_SIZE;
    if (!loop.subLoops().isEmpty()) return Rejection.NOT_INNERMOST;
    if (loop.preheader() == null || loop.latch() == null || !loop.hasDedicatedExits()) return Rejection.ILLEGAL_STRUCTURE;
    if (loop.depth() > opts.maxDepth()) {
      detail = "depth " + loop.depth() + " > " + opts.maxDepth();
      return Rejection.DEPTH;
    }
    for (BasicBlock b : loop.exitingBlocks()) {
      if (!(b.terminator() instanceof BrInst)) return Rejection.DIVERGENT_TARGET;
    }
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i instanceof CallBase c && c.hasFnAttr("convergent")) return Rejection.DIVERGENT_TARGET;
        if (!safeForVersioning(i)) {
          detail = (i instanceof MemoryAccess m && m.isVolatile() ? "volatile " : "") + i.opcode().text();
          return Rejection.ILLEGAL_INSTRUCTION;
        }
      }
    }
    long exact = se.constantTripCount(loop);
    long max = se.maxTripCount(loop);
    if (exact == 1 || (max != 0 && max <= 1)) return Rejection.SMALL_TRIP_COUNT;
    if (strideMismatch()) return Rejection.STRIDE_MISMATCH;
    return null;
  }

  /** LLVM's instructionSafeForVersioning: no throwing, no memory-touching calls, only simple loads and stores. */
  private static boolean safeForVersioning(Instruction i) {
    if (i.mayThrow()) return false;
    if (i instanceof CallBase c) return c.doesNotAccessMemory() || isHarmlessIntrinsic(c);
    if (i instanceof LoadInst || i instanceof StoreInst) return ((MemoryAccess) i).isSimple();
    return !i.mayReadMemory() && !i.mayWriteMemory();
  }

  private static boolean isHarmlessIntrinsic(CallBase c) {
    Function f = c.calledFunction();
    String n = f == null || f.name() == null ? "" : f.name();
    return n.startsWith("llvm.dbg.") || n.startsWith("llvm.lifetime.") || n.startsWith("llvm.assume")
        || n.startsWith("llvm.experimental.noalias.scope.decl");
  }

  /** A function whose profile says it is never entered is optimized for size (LLVM's PGO size heuristic). */
  private static boolean isColdByProfile(Function f) {
    MDNode prof = f.metadata().get("prof");
    if (prof == null || prof.numOperands() < 2) return false;
    if (!(prof.operand(0) instanceof MDString s) || !s.value().equals("function_entry_count")) return false;
    return prof.operand(1) instanceof dev.hoist.ir.metadata.ValueAsMetadata v
        && v.value() instanceof dev.hoist.ir.constant.ConstantInt ci && ci.isZero();
  }

  /**
   * Seed 000's StrideMismatch: the exit test compares an induction variable of constant stride
   * other than 1 with a constant bound, and the stride does not divide the distance from the start.
   */
  private boolean strideMismatch() {
    if (!(loop.latch().terminator() instanceof BrInst br) || !br.isConditional()) return false;
    if (!(br.condition() instanceof dev.hoist.ir.CmpInst cmp) || cmp.opcode() != dev.hoist.ir.Opcode.ICMP) return false;
    if (!se.isSCEVable(cmp.lhs().type()) || !se.isSCEVable(cmp.rhs().type())) return false;
    Scev lhs = se.getSCEV(cmp.lhs());
    Scev rhs = se.getSCEV(cmp.rhs());
    if (!(rhs instanceof ScevConstant bound)) return false;
    if (!(lhs instanceof dev.hoist.analysis.scev.ScevAddRec ar) || ar.loop() != loop || !ar.isAffine()) return false;
    if (!(ar.start() instanceof ScevConstant start) || !(ar.step() instanceof ScevConstant step)) return false;
    long s = step.signedValue().longValue();
    if (s == 1 || s == -1 || s == 0) return false;
    long distance = bound.signedValue().longValue() - start.signedValue().longValue();
    return distance % s != 0;
  }

  static boolean hasLoopString(Loop l, String name) {
    MDNode id = l.loopId();
    if (id == null) return false;
    for (int k = 1; k < id.numOperands(); k++) {
      if (id.operand(k) instanceof MDNode n && n.numOperands() > 0 && n.operand(0) instanceof MDString s
          && s.value().equals(name)) {
        return true;
      }
    }
    return false;
  }

  // ---- steps 2-4: candidates, checks, cost ---------------------------------------------------------

  /** The loop's loads and stores through each pointer value, in program order. */
  private final Map<Value, List<Instruction>> byPointer = new LinkedHashMap<>();
  private final List<Instruction> accesses = new ArrayList<>();

  private Plan planChecks() {
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i instanceof LoadInst || i instanceof StoreInst) {
          accesses.add(i);
          byPointer.computeIfAbsent(((MemoryAccess) i).pointer(), k -> new ArrayList<>()).add(i);
        }
      }
    }
    Scev count = rangeCount();
    Map<Value, PointerGroup> groupOf = new IdentityHashMap<>();
    List<PointerGroup> groups = new ArrayList<>();
    int freed = 0;
    int stuck = 0;
    boolean countMissing = false;
    Set<Long> pairKeys = new LinkedHashSet<>();
    Set<Value> freedPointers = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    // Accesses through different pointer values with one address (two equal GEPs) are one location.
    Map<Object, List<Instruction>> byAddress = new LinkedHashMap<>();
    for (Instruction a : accesses) byAddress.computeIfAbsent(addressKey(((MemoryAccess) a).pointer()), k -> new ArrayList<>()).add(a);
    for (List<Instruction> own : byAddress.values()) {
      Value p = ((MemoryAccess) own.get(0)).pointer();
      boolean invariant = true;
      for (Instruction a : own) invariant &= loop.isInvariant(((MemoryAccess) a).pointer());
      if (!invariant) continue;
      boolean stored = own.stream().anyMatch(x -> x instanceof StoreInst);
      if (stored && !opts.promotion() || !licmCanMove(own, stored)) {
        stuck++; // whatever the checks prove, LICM could not take it out of the loop
        continue;
      }
      List<Instruction> blockers = blockers(own, stored);
      if (blockers == null || blockers.isEmpty()) {
        if (blockers == null) stuck++; // blocked by a must-alias access: no check can help
        continue;
      }
      PointerGroup g = group(p, groupOf, groups, count);
      for (Instruction a : own) group(((MemoryAccess) a).pointer(), groupOf, groups, count);
      g.candidate = true;
      boolean ok = g.hasRange();
      List<PointerGroup> others = new ArrayList<>();
      for (Instruction x : blockers) {
        PointerGroup h = group(((MemoryAccess) x).pointer(), groupOf, groups, count);
        if (!h.hasRange()) {
          ok = false;
          if (count == null) countMissing = true;
        }
        if (!others.contains(h)) others.add(h);
      }
      if (!ok || others.contains(g)) {
        stuck++;
        continue;
      }
      freed++;
      freedPointers.add(p);
      for (PointerGroup h : others) pairKeys.add(pairKey(g.id, h.id));
    }
    if (freed == 0) {
      return reject(countMissing && loop.numBlocks() > 1 ? Rejection.UNKNOWN_COUNT_COMPLEX_CFG : Rejection.NOTHING_TO_FREE,
          stuck == 0 ? "no invariant access is blocked by aliasing" : stuck + " invariant accesses stay blocked");
    }
    List<PointerGroup> used = mergeBlockerGroups(groups, pairKeys);
    for (PointerGroup g : used) g.mayWrap = g.moves && !touchedWhole(g);
    List<int[]> pairs = new ArrayList<>();
    Map<PointerGroup, Integer> index = new IdentityHashMap<>();
    for (int k = 0; k < used.size(); k++) index.put(used.get(k), k);
    for (long key : pairKeys) {
      PointerGroup a = groups.get((int) (key >>> 32));
      PointerGroup b = groups.get((int) key);
      int[] pair = {index.get(a), index.get(b)};
      boolean dup = false;
      for (int[] q : pairs) dup |= q[0] == pair[0] && q[1] == pair[1] || q[0] == pair[1] && q[1] == pair[0];
      if (!dup) pairs.add(pair);
    }
    int percent = freed * 100 / (freed + stuck);
    long perIteration = freedCycles(freedPointers);
    long[] trip = tripEstimate();
    Plan p = new Plan(used, pairs, freed, stuck, perIteration, trip[0], TRIP_SOURCES[(int) trip[1]]);
    if (opts.ignoreCost()) return p;
    if (percent < opts.invariantThreshold()) {
      return reject(Rejection.INVARIANT_THRESHOLD, "invariant accesses freed " + percent + "% < " + opts.invariantThresholdText() + "%");
    }
    if (pairs.size() > opts.maxChecks()) {
      return reject(Rejection.TOO_MANY_CHECKS, pairs.size() + " > " + opts.maxChecks());
    }
    double benefit = (double) trip[0] * perIteration;
    double overhead = (double) VersioningOptions.CHECK_COST * pairs.size();
    if (!(benefit > VersioningOptions.BENEFIT_FACTOR * overhead)) {
      return reject(Rejection.NOT_PROFITABLE, "benefit " + (long) benefit + " <= 2.0 x overhead " + (long) overhead);
    }
    return p;
  }

  private Plan reject(Rejection r, String why) {
    rejection = r;
    detail = why;
    return null;
  }

  private static long pairKey(int a, int b) {
    return ((long) Math.min(a, b) << 32) | Math.max(a, b);
  }

  /**
   * What keeps the invariant location of {@code own} in the loop: for a load-only location, the
   * loop's writes that may modify it; for a stored one, every other access that may touch it.
   * Null when one of them surely aliases (a check could never pass).
   */
  private List<Instruction> blockers(List<Instruction> own, boolean stored) {
    List<Instruction> out = new ArrayList<>();
    for (Instruction x : accesses) {
      if (own.contains(x)) continue;
      if (!stored && !(x instanceof StoreInst)) continue;
      for (Instruction a : own) {
        AliasResult r = aa.alias(MemoryLocation.get(a), MemoryLocation.get(x));
        if (r == AliasResult.NO_ALIAS) continue;
        if (r == AliasResult.MUST_ALIAS) return null;
        if (!out.contains(x)) out.add(x);
      }
    }
    return out;
  }

  /**
   * Whether LICM can take the location out of the loop once nothing aliases it: a load must run on
   * every iteration or be safe to run early (dereferenceable); promotion needs one access that
   * runs on every iteration, or a dereferenceable pointer. An access runs on every iteration when
   * its block dominates every exiting block (the loop has no calls that could stop it: legality).
   */
  private boolean licmCanMove(List<Instruction> own, boolean stored) {
    dev.hoist.analysis.DominatorTree dt = se.domTree();
    List<BasicBlock> exiting = loop.exitingBlocks();
    for (Instruction a : own) {
      if (!stored && !(a instanceof LoadInst)) continue;
      boolean everyIteration = true;
      for (BasicBlock e : exiting) {
        // A top-tested loop is rotated before it is versioned: its test then sits in the latch.
        BasicBlock mustDominate = e == loop.header() && !loop.isExiting(loop.latch()) ? loop.latch() : e;
        everyIteration &= dt.dominates(a.parent(), mustDominate);
      }
      if (everyIteration) return true;
      MemoryAccess m = (MemoryAccess) a;
      dev.hoist.ir.type.Type t = a instanceof LoadInst l ? l.type() : ((StoreInst) a).value().type();
      if (dev.hoist.analysis.Speculation.isDereferenceableAndAligned(m.pointer(), t, m.align(), dl)) return true;
    }
    return false;
  }

  /**
   * Whether the loop accesses every byte range its group's bounds are made from: the backedge
   * count is exact, every access runs on every iteration up to the last (its block dominates
   * every exiting block), and every pointer is an in-bounds address of one object. Such a range
   * lies in one allocated object, so it cannot wrap around the address space.
   */
  private boolean touchedWhole(PointerGroup g) {
    if (se.isCouldNotCompute(se.backedgeTakenCount(loop))) return false;
    dev.hoist.analysis.DominatorTree dt = se.domTree();
    List<BasicBlock> exiting = loop.exitingBlocks();
    for (Instruction a : g.accesses) {
      Value p = ((MemoryAccess) a).pointer();
      while (p instanceof dev.hoist.ir.CastInst c && c.opcode() == dev.hoist.ir.Opcode.BITCAST) p = c.operand(0);
      if (!(p instanceof dev.hoist.ir.GepInst gep) || !gep.isInBounds()) return false;
      for (BasicBlock e : exiting) {
        if (!dt.dominates(a.parent(), e)) return false;
      }
    }
    return true;
  }

  /** What identifies an address: its SCEV when it has one, else the pointer value itself. */
  private Object addressKey(Value p) {
    if (se.isSCEVable(p.type())) {
      Scev s = se.getSCEV(p);
      if (!se.isCouldNotCompute(s)) return s;
    }
    return p;
  }

  /** The group of pointer {@code p}, made on first use, with its range over the loop. */
  private PointerGroup group(Value p, Map<Value, PointerGroup> groupOf, List<PointerGroup> groups, Scev count) {
    PointerGroup g = groupOf.get(p);
    if (g != null) return g;
    Scev ptr = se.isSCEVable(p.type()) ? se.getSCEV(p) : se.couldNotCompute();
    // Pointers with the same expression share a group (they always point to the same place).
    for (PointerGroup h : groups) {
      if (!se.isCouldNotCompute(ptr) && ptr.equals(h.address)) {
        h.pointers.add(p);
        List<Instruction> more = byPointer.getOrDefault(p, List.of());
        h.accesses.addAll(more);
        groupOf.put(p, h);
        long bytes = h.bytes;
        for (Instruction a : more) bytes = Math.max(bytes, accessBytes(a));
        if (bytes > h.bytes) { // a wider access through the same address: the range grows
          h.start = null;
          h.end = null;
          h.bytes = bytes;
          computeRange(h, ptr, bytes, count);
        }
        return h;
      }
    }
    g = new PointerGroup(groups.size());
    g.address = ptr;
    g.pointers.add(p);
    g.accesses.addAll(byPointer.getOrDefault(p, List.of()));
    long bytes = 0;
    for (Instruction a : g.accesses) bytes = Math.max(bytes, accessBytes(a));
    g.bytes = bytes;
    computeRange(g, ptr, bytes, count);
    groups.add(g);
    groupOf.put(p, g);
    return g;
  }

  private long accessBytes(Instruction a) {
    dev.hoist.ir.type.Type t = a instanceof LoadInst l ? l.type() : ((StoreInst) a).value().type();
    return dl.storeSize(t);
  }

  /**
   * The bytes a pointer touches over the loop: {@code [p, p + size)} for an invariant pointer;
   * for an affine recurrence {first, +, step}, from the first to the last address the loop can
   * reach ({@code count} backedges), plus the access size. A range that cannot be computed, or
   * cannot be evaluated where the checks go, is left null.
   */
  private void computeRange(PointerGroup g, Scev ptr, long bytes, Scev count) {
    if (se.isCouldNotCompute(ptr) || bytes <= 0) return;
    Scev size = se.constant(se.effectiveType(ptr.type()), bytes);
    Scev start;
    Scev end;
    if (se.isLoopInvariant(ptr, loop)) {
      start = ptr;
      end = se.add(ptr, size);
    } else {
      if (count == null || !(ptr instanceof dev.hoist.analysis.scev.ScevAddRec ar) || ar.loop() != loop || !ar.isAffine()) return;
      if (!se.isLoopInvariant(ar.step(), loop)) return;
      Scev first = ar.start();
      Scev last = se.evaluateAtIteration(ar, count);
      if (se.isCouldNotCompute(last)) return;
      if (se.isKnownNonNegative(ar.step())) {
        start = first;
        end = se.add(last, size);
      } else if (se.isKnownNegative(ar.step())) {
        start = last;
        end = se.add(first, size);
      } else {
        start = se.umin(first, last);
        end = se.add(se.umax(first, last), size);
      }
      g.moves = true;
    }
    ScevExpander ex = new ScevExpander(se);
    if (!se.isLoopInvariant(start, loop) || !se.isLoopInvariant(end, loop)) return;
    if (!ex.isSafeToExpand(start, checkPoint) || !ex.isSafeToExpand(end, checkPoint)) return;
    g.start = start;
    g.end = end;
  }

  /**
   * The backedge count that bounds the addresses: the exact count when known, else a constant
   * bound (a larger range is still a correct one); null when neither is known.
   */
  private Scev rangeCount() {
    Scev exact = se.backedgeTakenCount(loop);
    if (!se.isCouldNotCompute(exact)) return exact;
    Scev symbolic = symbolicMaxCount();
    if (symbolic != null) return symbolic;
    Scev max = se.constantMaxBackedgeTakenCount(loop);
    return se.isCouldNotCompute(max) ? null : max;
  }

  /**
   * An upper bound on the backedges when the loop has several exits and no exact count: the
   * smallest count among the exits tested on every iteration (their blocks dominate the latch);
   * the loop leaves by the first exit taken, so it cannot run past any of them.
   */
  private Scev symbolicMaxCount() {
    dev.hoist.analysis.DominatorTree dt = se.domTree();
    Scev best = null;
    for (BasicBlock e : loop.exitingBlocks()) {
      if (!dt.dominates(e, loop.latch())) continue;
      Scev c = se.exitCount(loop, e);
      if (se.isCouldNotCompute(c) || !se.isLoopInvariant(c, loop)) continue;
      best = best == null ? c : se.uminOfMismatched(best, c);
    }
    return best;
  }

  /**
   * Groups of blockers that lie a constant distance apart ({@code a[i]} and {@code a[i+1]}) share
   * one range and one set of checks, as LLVM's RuntimePointerChecking merges them; each attempt
   * spends one comparison of the {@code -memory-check-merge-threshold} budget. Candidate groups are
   * never merged. Returns the groups that take part in checks; {@code pairKeys} is rewritten to the
   * merged groups' ids.
   */
  private List<PointerGroup> mergeBlockerGroups(List<PointerGroup> groups, Set<Long> pairKeys) {
    int[] rep = new int[groups.size()];
    for (int k = 0; k < rep.length; k++) rep[k] = k;
    int budget = opts.mergeBudget();
    for (int a = 0; a < groups.size(); a++) {
      PointerGroup ga = groups.get(a);
      if (ga.candidate || !ga.hasRange() || rep[a] != a) continue;
      for (int b = a + 1; b < groups.size(); b++) {
        PointerGroup gb = groups.get(b);
        if (gb.candidate || !gb.hasRange() || rep[b] != b) continue;
        if (budget-- <= 0) break;
        Scev ds = se.minus(gb.start, ga.start);
        Scev de = se.minus(gb.end, ga.end);
        if (!(ds instanceof ScevConstant cs) || !(de instanceof ScevConstant ce)) continue;
        if (cs.signedValue().signum() < 0) ga.start = gb.start;
        if (ce.signedValue().signum() > 0) ga.end = gb.end;
        ga.pointers.addAll(gb.pointers);
        ga.accesses.addAll(gb.accesses);
        ga.moves |= gb.moves;
        rep[b] = a;
      }
    }
    Set<Long> rewritten = new LinkedHashSet<>();
    for (long key : pairKeys) rewritten.add(pairKey(rep[(int) (key >>> 32)], rep[(int) key]));
    pairKeys.clear();
    pairKeys.addAll(rewritten);
    List<PointerGroup> used = new ArrayList<>();
    for (long key : pairKeys) {
      for (PointerGroup g : List.of(groups.get((int) (key >>> 32)), groups.get((int) key))) {
        if (!used.contains(g)) used.add(g);
      }
    }
    return used;
  }

  /**
   * Cycles per iteration that leave the loop in the fast version: the freed loads (and, for
   * promoted locations, their stores), and every computation that becomes invariant with them.
   * A load that x86 folds into its user as a memory operand, and a load-operate-store that it
   * does as one read-modify-write instruction, leave no instruction behind when freed: they
   * count nothing ({@link MemoryOperandFolding}).
   */
  private long freedCycles(Set<Value> freedPointers) {
    Set<Value> invariant = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    long cycles = 0;
    for (Instruction a : accesses) {
      if (freedPointers.contains(((MemoryAccess) a).pointer())) {
        boolean folded = a instanceof LoadInst l ? MemoryOperandFolding.foldsIntoUser(l)
            : MemoryOperandFolding.isReadModifyWrite((StoreInst) a);
        if (!folded) cycles += dev.hoist.transform.util.InstructionCost.of(a);
        if (a instanceof LoadInst) invariant.add(a);
      }
    }
    boolean grew = true;
    while (grew) {
      grew = false;
      for (BasicBlock b : loop.blocks()) {
        for (Instruction i = b.first(); i != null; i = i.next()) {
          if (invariant.contains(i) || i instanceof PhiInst || i.isTerminator() || i.mayReadMemory() || i.mayWriteMemory()
              || i.type().isVoid()) {
            continue;
          }
          boolean all = true;
          boolean usesFreed = false;
          for (int k = 0; k < i.numOperands() && all; k++) {
            Value v = i.operand(k);
            if (invariant.contains(v)) usesFreed = true;
            else if (!loop.isInvariant(v)) all = false;
          }
          if (all && usesFreed) {
            invariant.add(i);
            cycles += dev.hoist.transform.util.InstructionCost.of(i);
            grew = true;
          }
        }
      }
    }
    return cycles;
  }

  private static final String[] TRIP_SOURCES = {"exact", "profile", "max", "assumed"};

  /** The iterations the cost model assumes, and where that figure comes from (index into TRIP_SOURCES). */
  private long[] tripEstimate() {
    long exact = se.constantTripCount(loop);
    if (exact > 0) return new long[] {exact, 0};
    long fromProfile = dev.hoist.analysis.freq.ProfileTripCount.fromLatchWeights(loop).orElse(0);
    if (fromProfile > 0) return new long[] {fromProfile, 1};
    long max = se.maxTripCount(loop);
    if (max > 0) return new long[] {Math.min(max, VersioningOptions.UNKNOWN_TRIP_COUNT), 2};
    return new long[] {VersioningOptions.UNKNOWN_TRIP_COUNT, 3};
  }
}
