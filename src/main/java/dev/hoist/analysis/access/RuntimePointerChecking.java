package dev.hoist.analysis.access;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.AccessRange;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MemoryAccess;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the runtime checks of one loop (LLVM's RuntimePointerChecking): pointers are put into
 * groups as the client meets them (pointers with one address expression share a group, whose
 * range grows to the widest access), the client says which groups must be proved apart, and
 * {@link #finish} merges groups that lie a constant distance apart within a budget of comparisons,
 * decides which ranges need a guard against wrapping, and returns the {@link PointerGroup}s and
 * pairs that take part ({@link RuntimeChecks}).
 *
 * <pre>
 *   RuntimePointerChecking rpc = new RuntimePointerChecking(lai, preheader.terminator());
 *   int a = rpc.group(p), b = rpc.group(q);
 *   if (rpc.hasRange(a) &amp;&amp; rpc.hasRange(b)) rpc.needsCheck(a, b);
 *   RuntimeChecks checks = rpc.finish(mergeBudget);
 * </pre>
 *
 * A range is kept only when its bounds can be computed at {@code checkPoint}, where the checks go.
 */
public final class RuntimePointerChecking {
  private final LoopAccessInfo lai;
  private final ScalarEvolution se;
  private final Loop loop;
  private final Instruction checkPoint;
  private final Map<Value, Group> groupOf = new IdentityHashMap<>();
  private final List<Group> groups = new ArrayList<>();
  /** The pairs to check, as (smaller id, larger id), in the order they were asked for. */
  private final Set<Long> pairKeys = new LinkedHashSet<>();

  /** A group while it is built. */
  private static final class Group {
    final int id;
    final List<Value> pointers = new ArrayList<>();
    final List<Instruction> accesses = new ArrayList<>();
    /** The address expression of the group's first pointer (all its pointers share it). */
    Scev address;
    Scev start;
    Scev end;
    long bytes;
    boolean moves;
    boolean mergeable = true;

    Group(int id) {
      this.id = id;
    }

    boolean hasRange() {
      return start != null && end != null;
    }
  }

  public RuntimePointerChecking(LoopAccessInfo lai, Instruction checkPoint) {
    this.lai = lai;
    this.se = lai.scalarEvolution();
    this.loop = lai.loop();
    this.checkPoint = checkPoint;
  }

  /** The group of pointer {@code p} (its id), made on first use, with its range over the loop. */
  public int group(Value p) {
    Group g = groupOf.get(p);
    if (g != null) return g.id;
    Scev ptr = se.isSCEVable(p.type()) ? se.getSCEV(p) : se.couldNotCompute();
    // Pointers with the same expression share a group (they always point to the same place).
    for (Group h : groups) {
      if (!se.isCouldNotCompute(ptr) && ptr.equals(h.address)) {
        h.pointers.add(p);
        List<Instruction> more = lai.accessesThrough(p);
        h.accesses.addAll(more);
        groupOf.put(p, h);
        long bytes = h.bytes;
        for (Instruction a : more) bytes = Math.max(bytes, bytes(a));
        if (bytes > h.bytes) { // a wider access through the same address: the range grows
          h.start = null;
          h.end = null;
          h.bytes = bytes;
          computeRange(h, ptr);
        }
        return h.id;
      }
    }
    g = new Group(groups.size());
    g.address = ptr;
    g.pointers.add(p);
    g.accesses.addAll(lai.accessesThrough(p));
    long bytes = 0;
    for (Instruction a : g.accesses) bytes = Math.max(bytes, bytes(a));
    g.bytes = bytes;
    computeRange(g, ptr);
    groups.add(g);
    groupOf.put(p, g);
    return g.id;
  }

  /** Whether the group's bytes over the loop are known where the checks go (else it cannot be checked). */
  public boolean hasRange(int group) {
    return groups.get(group).hasRange();
  }

  private long bytes(Instruction loadOrStore) {
    return se.layout().storeSize(Access.typeOf(loadOrStore));
  }

  private void computeRange(Group g, Scev ptr) {
    AccessRange r = lai.range(ptr, g.bytes);
    if (r == null) return;
    g.moves |= r.moves();
    ScevExpander ex = new ScevExpander(se);
    if (!ex.isSafeToExpand(r.start(), checkPoint) || !ex.isSafeToExpand(r.end(), checkPoint)) return;
    g.start = r.start();
    g.end = r.end();
  }

  /** Keeps {@code group} out of merging: its accesses must be proved apart from every other group's. */
  public void neverMerge(int group) {
    groups.get(group).mergeable = false;
  }

  /** Asks for a check that groups {@code a} and {@code b} (both with ranges) do not overlap. */
  public void needsCheck(int a, int b) {
    pairKeys.add(pairKey(a, b));
  }

  private static long pairKey(int a, int b) {
    return ((long) Math.min(a, b) << 32) | Math.max(a, b);
  }

  /**
   * The checks: groups that lie a constant distance apart ({@code a[i]} and {@code a[i+1]}) share
   * one range and one set of checks, as LLVM's RuntimePointerChecking merges them; each attempt
   * spends one comparison of {@code mergeBudget}. Only the groups some check needs take part.
   */
  public RuntimeChecks finish(int mergeBudget) {
    List<Group> used = merge(mergeBudget);
    List<PointerGroup> out = new ArrayList<>();
    for (Group g : used) {
      out.add(new PointerGroup(g.id, List.copyOf(g.pointers), List.copyOf(g.accesses), g.start, g.end, g.bytes, g.moves,
          g.moves && !touchedWhole(g)));
    }
    List<int[]> pairs = new ArrayList<>();
    Map<Group, Integer> index = new IdentityHashMap<>();
    for (int k = 0; k < used.size(); k++) index.put(used.get(k), k);
    for (long key : pairKeys) {
      Group a = groups.get((int) (key >>> 32));
      Group b = groups.get((int) key);
      int[] pair = {index.get(a), index.get(b)};
      boolean dup = false;
      for (int[] q : pairs) dup |= q[0] == pair[0] && q[1] == pair[1] || q[0] == pair[1] && q[1] == pair[0];
      if (!dup) pairs.add(pair);
    }
    return new RuntimeChecks(out, pairs);
  }

  /** Merges mergeable groups with ranges; rewrites the pairs to the merged groups; returns the groups in pairs. */
  private List<Group> merge(int budget) {
    int[] rep = new int[groups.size()];
    for (int k = 0; k < rep.length; k++) rep[k] = k;
    for (int a = 0; a < groups.size(); a++) {
      Group ga = groups.get(a);
      if (!ga.mergeable || !ga.hasRange() || rep[a] != a) continue;
      for (int b = a + 1; b < groups.size(); b++) {
        Group gb = groups.get(b);
        if (!gb.mergeable || !gb.hasRange() || rep[b] != b) continue;
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
    List<Group> used = new ArrayList<>();
    for (long key : pairKeys) {
      for (Group g : List.of(groups.get((int) (key >>> 32)), groups.get((int) key))) {
        if (!used.contains(g)) used.add(g);
      }
    }
    return used;
  }

  /**
   * Whether the loop accesses every byte range its group's bounds are made from: the backedge
   * count is exact, every access runs on every iteration up to the last, and every pointer is an
   * in-bounds address of one object. Such a range lies in one allocated object, so it cannot wrap
   * around the address space.
   */
  private boolean touchedWhole(Group g) {
    if (se.isCouldNotCompute(se.backedgeTakenCount(loop))) return false;
    for (Instruction a : g.accesses) {
      Value p = ((MemoryAccess) a).pointer();
      while (p instanceof CastInst c && c.opcode() == Opcode.BITCAST) p = c.operand(0);
      if (!(p instanceof GepInst gep) || !gep.isInBounds()) return false;
      if (!lai.runsUpToTheLastIteration(a)) return false;
    }
    return true;
  }
}
