package dev.hoist.transform.loopversioning;

import dev.hoist.analysis.access.PointerDiffChecks;
import dev.hoist.analysis.access.PointerGroup;
import dev.hoist.analysis.access.RuntimeChecks;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.util.FoldingBuilder;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Emits runtime overlap checks before a loop: each range {@code [start, end)} as address-sized
 * integers, then for every checked pair
 *
 * <pre>
 *   %lver.cmp1 = icmp ule i64 %endA, %startB        ; A ends before B starts
 *   %lver.cmp2 = icmp ule i64 %endB, %startA        ; or B ends before A starts
 *   %lver.disjoint = or i1 %lver.cmp1, %lver.cmp2
 *   %lver.merged = and i1 %lver.merged1, %lver.disjoint
 * </pre>
 *
 * all AND-ed into one {@code i1} that is true when the fast code may run. A range whose addresses
 * move with the loop, and that the loop may not touch whole, is also required not to wrap around
 * the address space ({@code start ule end}); otherwise the two comparisons could pass on a range
 * that is not one. Loop versioning and the vectorizer name the instructions their own way
 * ({@link Names}), and the vectorizer computes a range's end from its vector trip count, so the
 * ranges come from the caller; {@link #emit(RuntimeChecks)} does the whole job for ranges over the
 * whole loop.
 *
 * <p>The vectorizer may test its pairs by their distances instead ({@link #allFarEnough}, for
 * {@link PointerDiffChecks}): one subtraction and one comparison a pair.
 *
 * <p>The checks go where {@code builder} inserts, addresses as {@code intPtr} integers;
 * {@code expander} is shared with the caller's other code before the loop, so that a bound it
 * already computed is used again.
 */
public record RuntimeCheckEmitter(ScalarEvolution se, ScevExpander expander, FoldingBuilder builder, IntegerType intPtr,
    Names names) {
  /** The names of the instructions of a check. */
  public record Names(String aEndsFirst, String bEndsFirst, String apart, String all, String noWrap) {
    /** LLVM's LoopVersioning names. */
    public static final Names LOOP_VERSIONING = new Names("lver.cmp1", "lver.cmp2", "lver.disjoint", "lver.merged", "lver.nowrap");
    /** LLVM's loop vectorizer names. */
    public static final Names VECTORIZER = new Names("bound0", "bound1", "found.conflict.not", "vec.ok", "vec.nowrap");
  }

  /** The checks of {@code checks}' whole-loop ranges, AND-ed into one {@code i1}. */
  public Value emit(RuntimeChecks checks) {
    int n = checks.groups().size();
    Scev[][] bounds = new Scev[n][];
    boolean[] mayWrap = new boolean[n];
    for (int k = 0; k < n; k++) {
      PointerGroup g = checks.groups().get(k);
      bounds[k] = new Scev[] {g.start(), g.end()};
      mayWrap[k] = g.mayWrap();
    }
    return emit(null, bounds, mayWrap, checks.pairs());
  }

  /**
   * {@code all} AND the checks of {@code pairs} over the ranges {@code bounds} ({start, end} address
   * expressions by group), each range marked in {@code mayWrap} also tested not to wrap around. A
   * null {@code all} stands for true.
   */
  public Value emit(Value all, Scev[][] bounds, boolean[] mayWrap, List<int[]> pairs) {
    Value[][] ranges = new Value[bounds.length][];
    for (int k = 0; k < bounds.length; k++) {
      ranges[k] = new Value[] {address(bounds[k][0]), address(bounds[k][1])};
      if (mayWrap[k]) all = and(all, noWrap(ranges[k]));
    }
    return allApart(all, pairs, k -> ranges[k]);
  }

  /** The value of address expression {@code bound} as an integer. */
  public Value address(Scev bound) {
    return expander.expand(asInteger(bound), intPtr, builder.insertionPoint());
  }

  /** {@code start ule end}: the range {@code {start, end}} does not wrap around. */
  public Value noWrap(Value[] range) {
    return builder.compare(CmpPredicate.ULE, range[0], range[1], names.noWrap());
  }

  /**
   * {@code all} AND the tests that the ranges of each pair do not overlap; {@code range} gives
   * the {@code {start, end}} of an index, computed when a pair first needs it. A null {@code all}
   * stands for true.
   */
  public Value allApart(Value all, List<int[]> pairs, IntFunction<Value[]> range) {
    for (int[] pair : pairs) {
      Value[] a = range.apply(pair[0]);
      Value[] b = range.apply(pair[1]);
      Value aFirst = builder.compare(CmpPredicate.ULE, a[1], b[0], names.aEndsFirst());
      Value bFirst = builder.compare(CmpPredicate.ULE, b[1], a[0], names.bEndsFirst());
      all = and(all, builder.binary(Opcode.OR, aFirst, bFirst, names.apart()));
    }
    return all;
  }

  /**
   * {@code all} AND, for each check of {@code diffs}, that the sink's first address is at least
   * {@code iterations} accesses past the source's, as unsigned address-sized integers
   * ({@code diff.check}): a loop that runs that many iterations at a time keeps each pair's order.
   */
  public Value allFarEnough(Value all, PointerDiffChecks diffs, int iterations) {
    for (PointerDiffChecks.Check c : diffs.checks()) {
      Scev d = se.minus(asInteger(c.sinkStart()), asInteger(c.srcStart()));
      Value diff = expander.expand(d, intPtr, builder.insertionPoint());
      Value far = builder.compare(CmpPredicate.UGE, diff, ConstantInt.get(intPtr, iterations * c.bytes()), "diff.check");
      all = and(all, far);
    }
    return all;
  }

  private Scev asInteger(Scev address) {
    return address.type() instanceof IntegerType ? address : se.ptrToInt(address, intPtr);
  }

  /** {@code all} AND {@code test} (named as the checks' conjunction); a null {@code all} stands for true. */
  public Value and(Value all, Value test) {
    return all == null ? test : builder.binary(Opcode.AND, all, test, names.all());
  }
}
