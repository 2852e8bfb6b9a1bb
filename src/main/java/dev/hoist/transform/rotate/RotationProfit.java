package dev.hoist.transform.rotate;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import dev.hoist.target.TargetTransformInfo;
import dev.hoist.transform.licm.LicmQueries;
import java.util.HashSet;
import java.util.Set;

/**
 * Whether rotating a top-tested loop pays: rotation makes the body run at least once per entry,
 * which LICM needs to hoist what may trap or read memory (loads, divisions, calls) and to promote
 * a location through a store, and the machine may run the loop faster rotated
 * ({@link TargetTransformInfo#rotationHelpsLayout}). A loop whose paths merge at the latch, with
 * nothing for LICM to gain, can run slower rotated.
 */
final class RotationProfit {
  private RotationProfit() {}

  static boolean pays(Loop l, DominatorTree dt, AliasAnalysis aa) {
    BasicBlock latch = l.latch();
    if (latch == null) return false;
    if (TargetTransformInfo.of(latch.parent()).rotationHelpsLayout(l)) return true;
    Set<Instruction> invariant = invariants(l);
    LicmQueries licm = new LicmQueries(l, aa);
    for (BasicBlock b : l.blocks()) {
      // After rotation the blocks that dominate the latch run on every iteration, the first included.
      if (b == l.header() || !dt.dominates(b, latch) || inSubLoop(l, b)) continue;
      for (Instruction i = b.first(); i != null; i = i.next()) {
        // A store through an invariant pointer that runs every iteration makes scalar promotion legal,
        // if nothing else in the loop (a call, say) may touch the location.
        if (i instanceof StoreInst st && st.isSimple() && isInvariant(st.pointer(), l, invariant) && licm.mayPromote(st)) {
          return true;
        }
        if (!invariant.contains(i)) continue;
        if (i instanceof LoadInst || i instanceof CallInst || i instanceof BinaryInst bi && bi.opcode().isIntDivRem()) {
          if (licm.blockedOnlyByExecution(i)) return true;
        }
      }
    }
    return false;
  }

  private static boolean isInvariant(Value v, Loop l, Set<Instruction> invariant) {
    return !(v instanceof Instruction d) || !l.contains(d) || invariant.contains(d);
  }

  private static boolean inSubLoop(Loop l, BasicBlock b) {
    for (Loop s : l.subLoops()) if (s.contains(b)) return true;
    return false;
  }

  /** Seed 001's invariance to a fixpoint: operands defined outside the loop or by invariant instructions. */
  private static Set<Instruction> invariants(Loop l) {
    Set<Instruction> inv = new HashSet<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (BasicBlock b : l.blocks()) {
        for (Instruction i = b.first(); i != null; i = i.next()) {
          if (inv.contains(i) || i instanceof PhiInst || i.isTerminator() || i.type().isVoid()) continue;
          if (i instanceof CallInst c && c.mayWriteMemory()) continue;
          boolean all = true;
          for (int k = 0; k < i.numOperands() && all; k++) {
            Value v = i.operand(k);
            if (v instanceof Instruction d && l.contains(d) && !inv.contains(d)) all = false;
          }
          if (all) {
            inv.add(i);
            changed = true;
          }
        }
      }
    }
    return inv;
  }
}
