package dev.hoist.transform.versioning;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.freq.ProfileTripCount;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MemoryAccess;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import dev.hoist.target.TargetTransformInfo;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * What the fast version of a loop saves per iteration and how many iterations to count on: the
 * benefit side of {@link VersioningAnalysis}'s cost model, weighed against the checks' cost.
 *
 * <pre>
 *   loop:                                   ; fast version, after LICM
 *     %k = load i32, i32* %kp       ; freed: 4 cycles (it is no memory operand of its user)
 *     %m = mul i32 %k, 3            ; invariant with it: 3 cycles
 *     %x = add i32 %v, %m           ; uses a loop value: stays
 * </pre>
 */
final class VersioningBenefit {
  private VersioningBenefit() {}

  /** Where a trip count comes from, indexed by {@link #tripEstimate}'s second figure. */
  static final String[] TRIP_SOURCES = {"exact", "profile", "max", "assumed"};

  /**
   * Cycles per iteration that leave the loop in the fast version: the freed loads (and, for
   * promoted locations, their stores), and every computation that becomes invariant with them.
   * A load that x86 folds into its user as a memory operand, and a load-operate-store that it
   * does as one read-modify-write instruction, leave no instruction behind when freed: they
   * count nothing.
   */
  static long freedCycles(Loop loop, List<Instruction> accesses, Set<Value> freedPointers) {
    TargetTransformInfo tti = TargetTransformInfo.of(loop.header().parent());
    Set<Value> invariant = Collections.newSetFromMap(new IdentityHashMap<>());
    long cycles = 0;
    for (Instruction a : accesses) {
      if (freedPointers.contains(((MemoryAccess) a).pointer())) {
        boolean folded = a instanceof LoadInst l ? tti.foldsIntoUser(l) : tti.isReadModifyWrite((StoreInst) a);
        if (!folded) cycles += tti.latency(a);
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
            cycles += tti.latency(i);
            grew = true;
          }
        }
      }
    }
    return cycles;
  }

  /** The iterations the cost model assumes, and where that figure comes from (an index into {@link #TRIP_SOURCES}). */
  static long[] tripEstimate(Loop loop, ScalarEvolution se) {
    long exact = se.constantTripCount(loop);
    if (exact > 0) return new long[] {exact, 0};
    long fromProfile = ProfileTripCount.fromLatchWeights(loop).orElse(0);
    if (fromProfile > 0) return new long[] {fromProfile, 1};
    long max = se.maxTripCount(loop);
    if (max > 0) return new long[] {Math.min(max, VersioningOptions.UNKNOWN_TRIP_COUNT), 2};
    return new long[] {VersioningOptions.UNKNOWN_TRIP_COUNT, 3};
  }
}
