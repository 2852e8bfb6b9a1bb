package dev.hoist.transform.rotate;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import java.util.HashSet;
import java.util.Set;

/**
 * Whether rotating a top-tested loop pays: rotation makes the body run at least once per entry,
 * which LICM needs to hoist what may trap or read memory (loads, divisions, calls), and a loop
 * whose body is one straight path saves a branch per iteration. A loop whose paths merge at the
 * latch, with nothing for LICM to gain, runs slower rotated (see {@link #pays}).
 */
final class RotationProfit {
  private RotationProfit() {}

  static boolean pays(Loop l, DominatorTree dt, dev.hoist.analysis.alias.AliasAnalysis aa) {
    BasicBlock latch = l.latch();
    if (latch == null) return false;
    // With profile data llc -O2 lays a top-tested loop out with a jump back to the test on every
    // iteration, where the rotated loop falls through (measured on every bench kernel with
    // --pgo: unrotated 4-17% more instructions).
    if (dev.hoist.analysis.freq.ProfileData.hasProfileData(latch.parent())) return true;
    // A loop whose body runs straight to the latch costs one branch less per iteration rotated,
    // unless its test is just a compare and a branch: llc -O2 copies such a test to the end of the
    // body itself, and rotated the loop costs an instruction or two more per entry (guard copies
    // of the phis' start values; measured on scale_ptr, search_exit, version_pays).
    // Where paths merge at the latch, llc duplicates the top test into each path of an unrotated
    // loop but leaves a rotated one a jump per iteration more (measured on cond_inv: +5%).
    if (latch.singlePredecessor() != null && !bareTest(l)) return true;
    // A bare test that holds on entry (constant start and bound: for (i = 0; i < 60000; i++)):
    // rotated, the guard folds away; left top-tested, llc -O2 still copies the test to the end of
    // the body but guards the entry with a compare and a jump (measured: cold_mul, string_len,
    // chained_inv, search_exit, trap_div were 2-456 instructions above loop-rotate's code).
    if (latch.singlePredecessor() != null && firstTestHolds(l)) return true;
    // A loop around other loops: llc -O2 leaves its top test where it is, a jump back to it on every
    // iteration (measured on cold_mul: 6,000 instructions more than rotated, one per row), as
    // loop-rotate would not.
    if (!l.subLoops().isEmpty()) return true;
    // An inner loop of a nest whose paths merge at the latch: measured to run faster rotated
    // (cold_div, cold_mul, cold_loadchain, cold_rowhash, cold_scatter: 10-15% fewer instructions at
    // llc -O2, where one path is hot and falls through to the bottom test).
    if (!l.isOutermost()) return true;
    Set<Instruction> invariant = invariants(l);
    dev.hoist.transform.licm.LicmQueries licm = new dev.hoist.transform.licm.LicmQueries(l, aa);
    for (BasicBlock b : l.blocks()) {
      // After rotation the blocks that dominate the latch run on every iteration, the first included.
      if (b == l.header() || !dt.dominates(b, latch) || inSubLoop(l, b)) continue;
      for (Instruction i = b.first(); i != null; i = i.next()) {
        // A store through an invariant pointer that runs every iteration makes scalar promotion legal,
        // if nothing else in the loop (a call, say) may touch the location.
        if (i instanceof dev.hoist.ir.StoreInst st && st.isSimple() && isInvariant(st.pointer(), l, invariant)
            && licm.mayPromote(st)) {
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

  /**
   * Whether the header is only phis, a compare of header phis or loop-invariant values, and the
   * branch: two machine instructions, which llc's block placement duplicates into the latch.
   */
  private static boolean bareTest(Loop l) {
    BasicBlock h = l.header();
    Instruction i = h.first();
    while (i instanceof PhiInst) i = i.next();
    if (!(i instanceof dev.hoist.ir.CmpInst cmp) || !cmp.hasOneUse() || i.next() != h.terminator()) return false;
    for (int k = 0; k < 2; k++) {
      Value v = cmp.operand(k);
      if (v instanceof Instruction d && l.contains(d) && !(d instanceof PhiInst && d.parent() == h)) return false;
    }
    return true;
  }

  /** Whether the header's test is a compare that folds, on entry, to staying in the loop. */
  private static boolean firstTestHolds(Loop l) {
    BasicBlock h = l.header();
    BasicBlock ph = l.preheader();
    if (ph == null || !(h.terminator() instanceof dev.hoist.ir.BrInst br) || !br.isConditional()
        || !(br.condition() instanceof dev.hoist.ir.CmpInst cmp) || cmp.parent() != h) {
      return false;
    }
    dev.hoist.ir.constant.Constant[] ops = new dev.hoist.ir.constant.Constant[2];
    for (int k = 0; k < 2; k++) {
      Value v = cmp.operand(k);
      if (v instanceof PhiInst p && p.parent() == h) v = p.valueFor(ph);
      if (!(v instanceof dev.hoist.ir.constant.ConstantInt c)) return false;
      ops[k] = c;
    }
    dev.hoist.ir.constant.ConstantInt r = dev.hoist.ir.constant.ConstantFolder.compare(cmp.predicate(), ops[0], ops[1]);
    if (r == null) return false;
    BasicBlock taken = r.isOne() ? br.successor(0) : br.successor(1);
    return l.contains(taken);
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
