package dev.hoist.transform.licm;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.alias.AliasResult;
import dev.hoist.analysis.alias.MemoryLocation;
import dev.hoist.analysis.alias.ModRef;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import java.util.ArrayList;
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

  LoopMemory(Loop loop, AliasAnalysis aa, int cap) {
    this.aa = aa;
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i.mayWriteMemory()) writers.add(i);
        if (i.mayReadMemory()) readers.add(i);
      }
    }
    tooMany = writers.size() + readers.size() > cap;
  }

  boolean tooManyAccesses() {
    return tooMany;
  }

  boolean hasWriters() {
    return !writers.isEmpty();
  }

  /** Whether some instruction of the loop other than {@code self} may modify {@code loc}. */
  boolean mayBeModified(MemoryLocation loc, Instruction self) {
    for (Instruction w : writers) {
      if (w == self || w.parent() == null) continue;
      if (aa.getModRefInfo(w, loc).isMod()) return true;
    }
    return false;
  }

  /** Whether some instruction of the loop other than {@code self} may read or write {@code loc}. */
  boolean mayBeAccessed(MemoryLocation loc, Instruction self) {
    for (Instruction w : writers) {
      if (w != self && w.parent() != null && !aa.getModRefInfo(w, loc).isNoModRef()) return true;
    }
    for (Instruction r : readers) {
      if (r != self && r.parent() != null && !aa.getModRefInfo(r, loc).isNoModRef()) return true;
    }
    return false;
  }

  /**
   * Whether only simple loads and stores through {@code loc}'s own pointer touch it in the loop:
   * what scalar promotion needs before it looks closer.
   */
  boolean onlyAccessedThrough(MemoryLocation loc) {
    for (List<Instruction> l : List.of(writers, readers)) {
      for (Instruction i : l) {
        if (i.parent() == null) continue;
        boolean own = i instanceof LoadInst ld && ld.isSimple() && ld.pointer() == loc.ptr()
            || i instanceof StoreInst st && st.isSimple() && st.pointer() == loc.ptr();
        if (!own && !aa.getModRefInfo(i, loc).isNoModRef()) return false;
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

  List<Instruction> writers() {
    return writers;
  }

  List<Instruction> readers() {
    return readers;
  }

  AliasAnalysis aa() {
    return aa;
  }

  boolean mustAlias(MemoryLocation a, MemoryLocation b) {
    return aa.alias(a, b) == AliasResult.MUST_ALIAS;
  }

  ModRef modRef(Instruction i, MemoryLocation loc) {
    return aa.getModRefInfo(i, loc);
  }
}
