package dev.hoist.transform.licm;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.Speculation;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.alias.MemoryLocation;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.StoreInst;

/**
 * LICM's legality, asked from outside the pass: transforms that reshape loops (rotation,
 * versioning) use it to tell whether their change would let LICM hoist more.
 */
public final class LicmQueries {
  private final Loop loop;
  private final LoopMemory mem;

  public LicmQueries(Loop loop, AliasAnalysis aa) {
    this.loop = loop;
    this.mem = new LoopMemory(loop, aa, LicmOptions.DEFAULT.maxAccessesPerLoop());
  }

  /**
   * Whether {@code i} (with invariant operands) is held in the loop only because it may not run
   * on every entry: it is legal to move as far as memory goes, but it may trap or read memory.
   */
  public boolean blockedOnlyByExecution(Instruction i) {
    if (LicmLegality.canMove(i, loop, mem, false) != null) return false;
    return !Speculation.isSafeToSpeculate(i);
  }

  /** Whether nothing in the loop but the accesses through {@code st}'s pointer may touch its location. */
  public boolean mayPromote(StoreInst st) {
    return !mem.tooManyAccesses() && mem.onlyAccessedThrough(MemoryLocation.get(st));
  }
}
