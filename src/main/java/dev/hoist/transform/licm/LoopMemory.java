package dev.hoist.transform.licm;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.alias.AliasResult;
import dev.hoist.analysis.alias.MemoryLocation;
import dev.hoist.analysis.alias.ObjectKinds;
import dev.hoist.analysis.alias.Underlying;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * The memory behaviour of one loop, for LICM's legality questions: which instructions may write
 * memory (stores, calls, atomics, fences, and volatile or ordered loads, which must stay in
 * order), which may read it, and alias-analysis queries against them.
 */
final class LoopMemory {
  private final AliasAnalysis aa;
  private final List<Instruction> writers = new ArrayList<>();
  private final List<Instruction> readers = new ArrayList<>();
  private final boolean tooMany;
  /**
   * The accesses grouped by the object they address, for the unordered loads and stores whose
   * address is based on an identified object (a global, an alloca, a noalias argument or call):
   * such an access cannot touch a location based on another identified object (alias analysis
   * answers NoAlias from the objects alone), so the queries skip whole groups without asking.
   * Every other access (calls, ordered accesses, addresses of unknown origin) is in {@link #unsorted}.
   */
  private final IdentityHashMap<Value, Accesses> byObject = new IdentityHashMap<>();
  private final Accesses unsorted = new Accesses();
  /**
   * The access that last answered a question "yes", with the group and list it was found in. The
   * questions are "does some access of these groups touch the location?", and most of them are
   * answered "yes" by the same access as the one before (a call, a store through an unknown
   * pointer): asking it first, when it belongs to the accesses the new question covers, gives the
   * same answer as the scan, with one query instead of a dozen.
   */
  private Instruction lastHit;
  private Accesses lastHitGroup;
  private boolean lastHitWriter;

  /** One group's writers and readers, in loop order. */
  private static final class Accesses {
    final List<Instruction> writers = new ArrayList<>();
    final List<Instruction> readers = new ArrayList<>();
  }

  LoopMemory(Loop loop, AliasAnalysis aa, int cap) {
    this.aa = aa;
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        boolean w = i.mayWriteMemory();
        boolean r = i.mayReadMemory();
        if (!w && !r) continue;
        if (w) writers.add(i);
        if (r) readers.add(i);
        Value object = identifiedObject(i);
        Accesses group = object == null ? unsorted : byObject.computeIfAbsent(object, o -> new Accesses());
        if (w) group.writers.add(i);
        if (r) group.readers.add(i);
      }
    }
    tooMany = writers.size() + readers.size() > cap;
  }

  /** The identified object an unordered load or store addresses, else null. */
  private static Value identifiedObject(Instruction i) {
    Value ptr;
    if (i instanceof LoadInst l && l.isUnordered()) ptr = l.pointer();
    else if (i instanceof StoreInst s && s.isUnordered()) ptr = s.pointer();
    else return null;
    return identifiedObjectOf(ptr);
  }

  /** The object of {@code ptr} as alias analysis finds it, when that is an identified object. */
  private static Value identifiedObjectOf(Value ptr) {
    Value o = Underlying.object(Underlying.stripPointerCasts(ptr));
    return ObjectKinds.isIdentifiedObject(o) ? o : null;
  }

  /**
   * The groups an access to {@code loc} may touch: the unsorted accesses, and those on the same
   * object when it is identified, else every group.
   */
  private List<Accesses> groupsFor(MemoryLocation loc) {
    Value object = identifiedObjectOf(loc.ptr());
    if (object == null) {
      List<Accesses> all = new ArrayList<>(byObject.size() + 1);
      all.add(unsorted);
      all.addAll(byObject.values());
      return all;
    }
    Accesses same = byObject.get(object);
    return same == null ? List.of(unsorted) : List.of(unsorted, same);
  }

  boolean tooManyAccesses() {
    return tooMany;
  }

  boolean hasWriters() {
    return !writers.isEmpty();
  }

  /**
   * The last hit, if it is among the accesses a question over {@code groups} asks about (the
   * writers only, or the readers too) and not erased; else null.
   */
  private Instruction lastHitIn(List<Accesses> groups, boolean readersToo) {
    Instruction h = lastHit;
    if (h == null || h.parent() == null || !lastHitWriter && !readersToo) return null;
    for (Accesses g : groups) if (g == lastHitGroup) return h;
    return null;
  }

  private boolean hit(Instruction i, Accesses g, boolean writer) {
    lastHit = i;
    lastHitGroup = g;
    lastHitWriter = writer;
    return true;
  }

  /** Whether some instruction of the loop other than {@code self} may modify {@code loc}. */
  boolean mayBeModified(MemoryLocation loc, Instruction self) {
    List<Accesses> groups = groupsFor(loc);
    Instruction last = lastHitIn(groups, false);
    if (last != null && last != self && aa.getModRefInfo(last, loc).isMod()) return true;
    for (Accesses g : groups) {
      for (Instruction w : g.writers) {
        if (w == self || w.parent() == null) continue;
        if (aa.getModRefInfo(w, loc).isMod()) return hit(w, g, true);
      }
    }
    return false;
  }

  /** Whether some instruction of the loop other than {@code self} may read or write {@code loc}. */
  boolean mayBeAccessed(MemoryLocation loc, Instruction self) {
    List<Accesses> groups = groupsFor(loc);
    Instruction last = lastHitIn(groups, true);
    if (last != null && last != self && !aa.getModRefInfo(last, loc).isNoModRef()) return true;
    for (Accesses g : groups) {
      for (Instruction w : g.writers) {
        if (w != self && w.parent() != null && !aa.getModRefInfo(w, loc).isNoModRef()) return hit(w, g, true);
      }
    }
    for (Accesses g : groups) {
      for (Instruction r : g.readers) {
        if (r != self && r.parent() != null && !aa.getModRefInfo(r, loc).isNoModRef()) return hit(r, g, false);
      }
    }
    return false;
  }

  /**
   * Whether an instruction of the loop other than those in {@code own} may touch one of
   * {@code locs}, which all address the same pointer (scalar promotion's question).
   */
  boolean touchedByOthers(List<MemoryLocation> locs, List<Instruction> own) {
    if (locs.isEmpty()) return false;
    List<Accesses> groups = groupsFor(locs.get(0));
    Instruction last = lastHitIn(groups, true);
    if (last != null && !own.contains(last) && touchesAny(last, locs)) return true;
    for (Accesses g : groups) {
      for (Instruction w : g.writers) {
        if (w.parent() == null || own.contains(w)) continue;
        if (touchesAny(w, locs)) return hit(w, g, true);
      }
    }
    for (Accesses g : groups) {
      for (Instruction r : g.readers) {
        if (r.parent() == null || own.contains(r)) continue;
        if (touchesAny(r, locs)) return hit(r, g, false);
      }
    }
    return false;
  }

  private boolean touchesAny(Instruction i, List<MemoryLocation> locs) {
    for (MemoryLocation loc : locs) if (!aa.getModRefInfo(i, loc).isNoModRef()) return true;
    return false;
  }

  /**
   * Whether only simple loads and stores through {@code loc}'s own pointer touch it in the loop:
   * what scalar promotion needs before it looks closer.
   */
  boolean onlyAccessedThrough(MemoryLocation loc) {
    for (Accesses g : groupsFor(loc)) {
      for (List<Instruction> l : List.of(g.writers, g.readers)) {
        for (Instruction i : l) {
          if (i.parent() == null) continue;
          boolean own = i instanceof LoadInst ld && ld.isSimple() && ld.pointer() == loc.ptr()
              || i instanceof StoreInst st && st.isSimple() && st.pointer() == loc.ptr();
          if (!own && !aa.getModRefInfo(i, loc).isNoModRef()) return false;
        }
      }
    }
    return true;
  }

  /** Whether a read-only call may see a write of the loop. */
  boolean callMayBeClobbered(CallBase call) {
    for (Instruction w : writers) {
      if (w == call || w.parent() == null) continue;
      if (w instanceof StoreInst s) {
        if (aa.getModRefInfo(call, MemoryLocation.get(s)).isRef()) return true;
      } else if (w instanceof CallBase c) {
        if (aa.getModRefInfo(c, call).isMod()) return true;
      } else if (w instanceof LoadInst l) {
        // A volatile or ordered load: keep calls on their side of it.
        return true;
      } else {
        return true; // atomics and fences
      }
    }
    return false;
  }

  AliasAnalysis aa() {
    return aa;
  }

  boolean mustAlias(MemoryLocation a, MemoryLocation b) {
    return aa.alias(a, b) == AliasResult.MUST_ALIAS;
  }
}
