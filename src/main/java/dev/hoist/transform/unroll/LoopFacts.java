package dev.hoist.transform.unroll;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.InvokeInst;
import dev.hoist.ir.SwitchInst;
import dev.hoist.target.TargetTransformInfo;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * What the unroller knows about a loop before it decides: whether its blocks may be copied at all
 * (and if not, why), its size, and its counts from scalar evolution, exit by exit.
 *
 * <pre>
 *   loop:                                   ; exits[0]: %loop, count (-1 + %n), analyzable
 *     ...
 *     br i1 %found, label %out, label %next ; exits[1]: %loop.2, no count (data-dependent)
 *   next:
 *     %c = icmp ult i64 %i.next, 100
 *     br i1 %c, label %loop, label %exit    ; the latch: count 99, so tripCount = 100
 * </pre>
 *
 * {@code tripCount} is LLVM's: the smallest constant trip count of any exit (the loop runs at
 * most that many times, and that exit's branch is known on every iteration); {@code tripMultiple}
 * a known divisor of the latch's trip count; {@code maxTripCount} a constant bound.
 */
final class LoopFacts {
  /** One exiting block: its count (could-not-compute when unknown) and whether a copy's branch can be folded. */
  record Exit(BasicBlock block, Scev count, boolean foldable) {
    boolean analyzable() {
      return foldable && !(count instanceof dev.hoist.analysis.scev.ScevCouldNotCompute);
    }

    /** The constant count, or -1. */
    long constantCount() {
      if (!(count instanceof ScevConstant c)) return -1;
      BigInteger v = c.unsignedValue();
      return v.bitLength() < 32 ? v.longValue() : -1;
    }
  }

  final Loop loop;
  /** The target's costs for the loop's function. */
  final TargetTransformInfo tti;
  /** Why the loop's blocks may not be copied, or null. */
  final String blocker;
  /** Code size of one iteration, in micro-ops. */
  final int size;
  /** Calls in the body other than to intrinsics. */
  final int calls;
  final boolean convergent;
  final List<Exit> exits = new ArrayList<>();
  final long tripCount;
  /** The exit whose constant count gives {@link #tripCount}, or null. */
  final Exit tripExit;
  final long tripMultiple;
  final long maxTripCount;
  /**
   * A bound on the iterations that run past the header's exit test: one less than
   * {@link #maxTripCount} when that test is the one that bounds the loop and the header is not
   * also the latch (a loop left top-tested makes one test more than it runs its body), else
   * {@link #maxTripCount}. LLVM, which rotates such a loop before it unrolls it, bounds it by this.
   */
  final long maxBodyCount;
  final boolean maxOrZero;

  private LoopFacts(Loop loop, String blocker, int size, int calls, boolean convergent, long tripCount,
      Exit tripExit, long tripMultiple, long maxTripCount, long maxBodyCount, boolean maxOrZero, List<Exit> exits) {
    this.loop = loop;
    this.tti = TargetTransformInfo.of(loop.header().parent());
    this.blocker = blocker;
    this.size = size;
    this.calls = calls;
    this.convergent = convergent;
    this.tripCount = tripCount;
    this.tripExit = tripExit;
    this.tripMultiple = tripMultiple;
    this.maxTripCount = maxTripCount;
    this.maxBodyCount = maxBodyCount;
    this.maxOrZero = maxOrZero;
    this.exits.addAll(exits);
  }

  static LoopFacts of(Loop l, ScalarEvolution se, DominatorTree dt) {
    TargetTransformInfo tti = TargetTransformInfo.of(l.header().parent());
    int size = 0;
    int calls = 0;
    boolean convergent = false;
    String blocker = l.subLoops().isEmpty() ? null : "the loop contains other loops";
    for (BasicBlock b : l.blocks()) {
      if (blocker == null) blocker = blockBlocker(l, b);
      for (Instruction i = b.first(); i != null; i = i.next()) {
        size += tti.codeSize(i);
        if (i.type().isToken() && blocker == null) blocker = "the loop defines a token";
        if (i instanceof CallBase c) {
          if (c.hasFnAttr("noduplicate") && blocker == null) blocker = "the loop calls a noduplicate function";
          if (c.hasFnAttr("convergent")) convergent = true;
          if (tti.isLoweredToCall(c)) calls++;
        }
      }
    }
    // Never report a loop smaller than its own control (LLVM's UnrollCostEstimator does the same).
    size = Math.max(size, tti.loopControlSize() + 1);
    List<Exit> exits = new ArrayList<>();
    long trip = 0;
    Exit tripExit = null;
    BasicBlock latch = l.latch();
    for (BasicBlock x : l.exitingBlocks()) {
      boolean foldable = x.terminator() instanceof BrInst br && br.isConditional()
          && l.contains(br.successor(0)) != l.contains(br.successor(1)) && latch != null && dt.dominates(x, latch);
      Exit e = new Exit(x, blocker == null ? se.exitCount(l, x) : se.couldNotCompute(), foldable);
      exits.add(e);
      long c = e.constantCount();
      if (e.analyzable() && c >= 0 && (trip == 0 || c + 1 < trip)) {
        trip = c + 1;
        tripExit = e;
      }
    }
    long multiple = 1, max = 0;
    boolean maxOrZero = false;
    if (trip != 0) {
      multiple = trip;
    } else if (blocker == null) {
      Exit le = latch == null ? null : exitOf(exits, latch);
      if (le != null && le.analyzable()) multiple = tripMultiple(se, le.count());
      max = se.maxTripCount(l);
      maxOrZero = se.isBackedgeTakenCountMaxOrZero(l);
    }
    long bodyMax = max;
    Exit he = exitOf(exits, l.header());
    if (max > 1 && he != null && latch != l.header() && he.analyzable() && !he.count().isPointer()
        && se.unsignedRange(he.count()).umax().compareTo(BigInteger.valueOf(max - 1)) <= 0) {
      bodyMax = max - 1;
    }
    return new LoopFacts(l, blocker, size, calls, convergent, trip, tripExit, multiple, max, bodyMax, maxOrZero, exits);
  }

  /** Why the blocks of {@code b} may not be copied (LLVM's Loop::isSafeToClone and more), or null. */
  private static String blockBlocker(Loop l, BasicBlock b) {
    if (b.isEHPad()) return "the loop contains an exception handling pad";
    Instruction t = b.terminator();
    if (!(t instanceof BrInst) && !(t instanceof SwitchInst)) {
      return t instanceof InvokeInst ? "the loop contains an invoke" : "the loop contains an indirect branch";
    }
    return b.hasAddressTaken() ? "a block of the loop has its address taken" : null;
  }

  /** The exit leaving from {@code b}, or null. */
  static Exit exitOf(List<Exit> exits, BasicBlock b) {
    for (Exit e : exits) if (e.block() == b) return e;
    return null;
  }

  Exit exitOf(BasicBlock b) {
    return exitOf(exits, b);
  }

  /** The exit at the latch, or null when the latch does not leave the loop. */
  Exit latchExit() {
    BasicBlock latch = loop.latch();
    return latch == null ? null : exitOf(latch);
  }

  /** Exits whose count is known and whose branch is foldable. */
  List<Exit> analyzableExits() {
    List<Exit> out = new ArrayList<>();
    for (Exit e : exits) if (e.analyzable()) out.add(e);
    return out;
  }

  /** A power-of-two divisor of {@code count + 1}, from the known trailing zeros of the trip count (capped at 2^16). */
  private static long tripMultiple(ScalarEvolution se, Scev count) {
    Scev trips = se.add(count, se.one(count.type()));
    int tz = Math.min(16, se.minTrailingZeros(trips));
    return 1L << tz;
  }
}
