package dev.hoist.transform.licm;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.Speculation;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.alias.MemoryLocation;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;

/**
 * LICM's legality, asked from outside the pass: transforms that reshape loops (rotation,
 * versioning) use it to tell whether their change would let LICM hoist more. The answers come
 * from LICM's own code ({@link LicmLegality}, {@link LoopSafety}, {@link ScalarPromotion}), so
 * they cannot drift from what LICM then does.
 *
 * <pre>
 *   LicmQueries licm = LicmQueries.afterRotation(loop, aa, dt);
 *   if (licm.wouldHoistIfUnaliased(load)) ...   // versioning's checks would free it
 * </pre>
 */
public final class LicmQueries {
  private final Loop loop;
  private final LoopMemory mem;
  /** What runs on every entry, for the questions that need it (null: not asked). */
  private final LoopSafety safety;

  /** The questions about {@code loop} as it is that need no dominators. */
  public LicmQueries(Loop loop, AliasAnalysis aa) {
    this(loop, aa, null);
  }

  private LicmQueries(Loop loop, AliasAnalysis aa, LoopSafety safety) {
    this.loop = loop;
    this.mem = new LoopMemory(loop, aa, LicmOptions.DEFAULT.maxAccessesPerLoop());
    this.safety = safety;
  }

  /**
   * Every question, about {@code loop} as LICM will see it: a top-tested loop (the header exits,
   * the latch does not) as rotation will leave it, since loop versioning rotates such a loop before
   * it versions it; any other loop as it is.
   */
  public static LicmQueries afterRotation(Loop loop, AliasAnalysis aa, DominatorTree dt) {
    return new LicmQueries(loop, aa, LoopSafety.asRotated(loop, dt));
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

  /**
   * Whether LICM would hoist {@code load}, through a loop-invariant pointer, if no write of the
   * loop could modify its location: it runs on every entry to the loop, or is safe to run early.
   */
  public boolean wouldHoistIfUnaliased(LoadInst load) {
    return load.isUnordered() && LicmLegality.safeToExecuteUnconditionally(load, safety()) == null;
  }

  /**
   * Whether LICM would promote the location of the loop-invariant pointer {@code ptr} to a
   * register if nothing else in the loop could touch it.
   */
  public boolean wouldPromoteIfUnaliased(Value ptr) {
    return new ScalarPromotion(loop, mem, safety(), null, null).wouldPromoteIfUnaliased(ptr);
  }

  private LoopSafety safety() {
    if (safety == null) throw new IllegalStateException("LicmQueries: made without dominators (use afterRotation)");
    return safety;
  }
}
