package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.access.PointerGroup;
import dev.hoist.analysis.access.RuntimeChecks;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.loopversioning.RuntimeCheckEmitter;
import dev.hoist.transform.util.FoldingBuilder;
import dev.hoist.transform.util.NameUniquer;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The overlap checks of a vectorized loop inside another, made once before the outer loop instead
 * of on every entry of the inner one (LLVM's {@code -hoist-runtime-checks}, on by default since
 * LLVM 18). A group whose range moves with the outer loop, {@code [{s,+,d}, {e,+,d})} over the outer
 * loop's iterations 0 to E, is checked as the range it sweeps, {@code [s, e + E * d)}; a group
 * whose range does not move with it is checked as it is. On every entry of the inner loop the checks
 * cost one branch on a value computed before the outer loop; the price is that a pair whose ranges
 * meet somewhere in the outer loop keeps every entry on the scalar loop.
 *
 * <p>The swept range covers each entry's range only when it does not wrap around the address space.
 * A check proves that: the step {@code d} is between 0 and 2^31 and E at most 2^32, so the sweep
 * adds less than 2^63 bytes to a range that is memory the inner loop touches whole (groups that
 * may not be touched whole are not swept), the total is below 2^64, and a range that wrapped once
 * would end below its start, which the {@code start <= end} test finds. Constants and value ranges
 * that already bound the step or the count leave their test out.
 *
 * <p>Checks with distances ({@link dev.hoist.analysis.access.PointerDiffChecks}) are not swept,
 * as in LLVM; this is for range checks only.
 *
 * @param outer the loop around the vectorized one, in loop-simplify form
 * @param ranges {start, end} of each group, over the outer loop for a swept one
 * @param swept whether each group's range is swept (its {@code start <= end} is tested)
 * @param steps the distinct steps of the swept ranges, tested to be at most 2^31 unless known
 * @param count the outer loop's backedge-taken count when it must be tested to be at most 2^32, or null
 */
record OuterLoopChecks(Loop outer, List<Scev[]> ranges, boolean[] swept, List<Scev> steps, Scev count) {
  private static final BigInteger MAX_STEP = BigInteger.ONE.shiftLeft(31);
  private static final BigInteger MAX_COUNT = BigInteger.ONE.shiftLeft(32);
  private static final IntegerType I64 = IntegerType.I64;

  /** The checks of {@code checks} made before {@code loop}'s parent, or null when they cannot be. */
  static OuterLoopChecks of(Loop loop, RuntimeChecks checks, ScalarEvolution se) {
    Loop outer = loop.parent();
    if (outer == null || outer.preheader() == null || checks.numChecks() == 0) return null;
    Instruction at = outer.preheader().terminator();
    ScevExpander expander = new ScevExpander(se);
    Scev btc = se.backedgeTakenCount(outer);
    List<Scev[]> ranges = new ArrayList<>();
    boolean[] swept = new boolean[checks.groups().size()];
    Set<Scev> steps = new LinkedHashSet<>();
    boolean anySwept = false;
    for (PointerGroup g : checks.groups()) {
      Scev start = g.start(), end = g.end();
      if (!se.isLoopInvariant(start, outer) || !se.isLoopInvariant(end, outer)) {
        if (g.mayWrap() || se.isCouldNotCompute(btc) || !(btc.type() instanceof IntegerType bt) || bt.bits() > 64
            || !(start instanceof ScevAddRec s) || !(end instanceof ScevAddRec e) || s.loop() != outer || e.loop() != outer
            || !s.isAffine() || !e.isAffine() || s.step() != e.step()) {
          return null;
        }
        start = s.start();
        end = se.evaluateAtIteration(e, btc);
        swept[ranges.size()] = anySwept = true;
        steps.add(s.step());
      }
      if (!expander.isSafeToExpand(start, at) || !expander.isSafeToExpand(end, at)) return null;
      ranges.add(new Scev[] {start, end});
    }
    steps.removeIf(d -> se.unsignedRange(d).umax().compareTo(MAX_STEP) <= 0);
    for (Scev d : steps) if (!expander.isSafeToExpand(d, at)) return null;
    Scev count = null;
    if (anySwept) {
      Scev max = se.constantMaxBackedgeTakenCount(outer);
      boolean bounded = max instanceof ScevConstant c && c.unsignedValue().compareTo(MAX_COUNT) <= 0
          || se.unsignedRange(btc).umax().compareTo(MAX_COUNT) <= 0;
      if (!bounded) {
        if (!expander.isSafeToExpand(btc, at)) return null;
        count = btc;
      }
    }
    return new OuterLoopChecks(outer, ranges, swept, List.copyOf(steps), count);
  }

  /** Emits the checks before the outer loop; returns the {@code i1} that is true when the groups are apart. */
  Value emit(ScalarEvolution se, RuntimeChecks checks, NameUniquer names) {
    FoldingBuilder builder = new FoldingBuilder(outer.preheader().terminator(), names);
    RuntimeCheckEmitter emitter = new RuntimeCheckEmitter(se, new ScevExpander(se), builder, I64,
        RuntimeCheckEmitter.Names.VECTORIZER);
    Value all = null;
    for (Scev d : steps) {
      Value step = emitter.address(d);
      all = emitter.and(all, builder.compare(CmpPredicate.ULE, step, ConstantInt.get(I64, MAX_STEP.longValueExact()), "stride.check"));
    }
    if (count != null) {
      Value c = emitter.expander().expand(count, I64, builder.insertionPoint());
      all = emitter.and(all, builder.compare(CmpPredicate.ULE, c, ConstantInt.get(I64, MAX_COUNT.longValueExact()), "outer.count.check"));
    }
    boolean[] mayWrap = new boolean[ranges.size()];
    for (int k = 0; k < mayWrap.length; k++) mayWrap[k] = swept[k] || checks.groups().get(k).mayWrap();
    return emitter.emit(all, ranges.toArray(new Scev[0][]), mayWrap, checks.pairs());
  }
}
