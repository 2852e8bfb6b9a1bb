package dev.hoist.analysis.scev;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import dev.hoist.ir.Value;
import dev.hoist.ir.print.LocalNames;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import dev.hoist.pass.Analysis;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Scalar evolution for one function: closed forms ({@link Scev}) for integer and pointer values,
 * and what follows from them about loops: how many times each loop's backedge is taken, which
 * expressions are loop-invariant, which byte range a pointer recurrence covers.
 *
 * <p>Obtain it through the analysis manager: {@code am.get(f, ScalarEvolution.KEY)}. Results are
 * computed lazily and cached; a transform that changes the function must invalidate the analysis
 * (expressions name IR values and loops of the function as it was).
 *
 * <pre>
 *   ScalarEvolution se = am.get(f, ScalarEvolution.KEY);
 *   Scev n = se.backedgeTakenCount(loop);          // e.g. (-1 + %n), or could-not-compute
 *   if (!se.isCouldNotCompute(n)) { Scev trips = se.tripCount(loop); ... }
 *   AccessRange r = se.accessRange(se.getSCEV(gep), loop, 4);  // [start, end) in bytes
 * </pre>
 *
 * Counts follow LLVM's meaning: the exact backedge-taken count is the number of times the
 * backedge runs before the loop exits through one of its exits, assuming the program has no
 * undefined behaviour; it may rely on nsw/nuw flags and on forward-progress guarantees
 * ({@code mustprogress}). The max count is a constant bound of the same.
 */
public final class ScalarEvolution {
  public static final Analysis<ScalarEvolution> KEY = Analysis.of("scalar-evolution", "ScalarEvolutionAnalysis",
      (f, am) -> new ScalarEvolution(f, am.get(f, Analyses.DOMTREE), am.get(f, Analyses.LOOPS)));

  final Function function;
  final DominatorTree dt;
  final LoopInfo loops;
  final DataLayout layout;
  final ScevTable table = new ScevTable();
  final ScevOrder order;
  final ArithFolder arith;
  final CastFolder casts;
  final DivMinMaxFolder divMinMax;
  final ScevRanges ranges;
  final IrToScev builder;
  final PoisonFacts poison;
  final LoopCounts counts;
  final Guards guards;
  final LoopStructure structure;

  private final Map<Value, Scev> valueMap = new IdentityHashMap<>();
  private final List<Value> journal = new ArrayList<>(); // values mapped, in order (for symbolic rollback)
  private LocalNames names;
  /** Header phis currently mapped to placeholders; loop counts are not computed meanwhile. */
  int symbolicDepth;

  public ScalarEvolution(Function function, DominatorTree dt, LoopInfo loops) {
    this.function = function;
    this.dt = dt;
    this.loops = loops;
    Module m = function.parent();
    this.layout = m != null ? m.layout() : DataLayout.parse("");
    this.order = new ScevOrder(loops, dt);
    this.arith = new ArithFolder(this);
    this.casts = new CastFolder(this);
    this.divMinMax = new DivMinMaxFolder(this);
    this.ranges = new ScevRanges(this);
    this.builder = new IrToScev(this);
    this.poison = new PoisonFacts(this);
    this.counts = new LoopCounts(this);
    this.guards = new Guards(this);
    this.structure = new LoopStructure(this);
  }

  public Function function() {
    return function;
  }

  public LoopInfo loopInfo() {
    return loops;
  }

  public DominatorTree domTree() {
    return dt;
  }

  public DataLayout layout() {
    return layout;
  }

  // ---- types ----------------------------------------------------------------------------------

  /** Integer and pointer values have SCEVs; everything else (floats, vectors, aggregates) does not. */
  public boolean isSCEVable(Type t) {
    return t instanceof IntegerType || t instanceof PointerType;
  }

  /** Width in bits of a SCEV-able type (a pointer's width is its address space's pointer size). */
  public int typeBits(Type t) {
    if (t instanceof IntegerType i) return i.bits();
    return layout.pointerSizeInBits(((PointerType) t).addrSpace());
  }

  /** The integer type SCEV computes a type's values in: itself, or for pointers an integer of pointer width. */
  public IntegerType effectiveType(Type t) {
    return t instanceof IntegerType i ? i : IntegerType.get(typeBits(t));
  }

  // ---- values ---------------------------------------------------------------------------------

  /** The expression for a SCEV-able value (integer or pointer typed). */
  public Scev getSCEV(Value v) {
    if (!isSCEVable(v.type())) throw new IllegalArgumentException("no SCEV for " + v.type() + " value " + v);
    Scev s = valueMap.get(v);
    if (s != null) return s;
    s = builder.create(v);
    // Creating an expression may have mapped v already (phis map themselves while analysed).
    Scev again = valueMap.get(v);
    if (again != null) return again;
    map(v, s);
    return s;
  }

  /** The cached expression, or null. */
  Scev cached(Value v) {
    return valueMap.get(v);
  }

  void map(Value v, Scev s) {
    valueMap.put(v, s);
    journal.add(v);
  }

  int journalMark() {
    return journal.size();
  }

  /** Forgets every value mapped since {@code mark} (they may have been built from a placeholder). */
  void rollback(int mark) {
    for (int i = journal.size() - 1; i >= mark; i--) valueMap.remove(journal.get(i));
    journal.subList(mark, journal.size()).clear();
  }

  // ---- leaves -----------------------------------------------------------------------------------

  public Scev couldNotCompute() {
    return table.couldNotCompute;
  }

  public boolean isCouldNotCompute(Scev s) {
    return s instanceof ScevCouldNotCompute;
  }

  public ScevConstant constant(IntegerType t, long v) {
    return table.constant(t, BigInteger.valueOf(v));
  }

  public ScevConstant constant(IntegerType t, BigInteger v) {
    return table.constant(t, v);
  }

  /** A constant of the integer type SCEV uses for {@code t} (pointers: pointer-width integer). */
  public ScevConstant constant(Type t, long v) {
    return table.constant(effectiveType(t), BigInteger.valueOf(v));
  }

  public ScevConstant zero(Type t) {
    return constant(t, 0);
  }

  public ScevConstant one(Type t) {
    return constant(t, 1);
  }

  public ScevConstant allOnes(Type t) {
    return constant(t, -1);
  }

  /** An opaque leaf for {@code v}. */
  public ScevUnknown unknown(Value v) {
    return table.unknown(v, v.type(), typeBits(v.type()));
  }

  // ---- folding constructors ----------------------------------------------------------------------

  public Scev add(Scev a, Scev b) {
    return arith.add(List.of(a, b), NoWrap.NONE);
  }

  public Scev add(Scev a, Scev b, int flags) {
    return arith.add(List.of(a, b), flags);
  }

  public Scev add(List<Scev> ops, int flags) {
    return arith.add(ops, flags);
  }

  public Scev mul(Scev a, Scev b) {
    return arith.mul(List.of(a, b), NoWrap.NONE);
  }

  public Scev mul(Scev a, Scev b, int flags) {
    return arith.mul(List.of(a, b), flags);
  }

  public Scev mul(List<Scev> ops, int flags) {
    return arith.mul(ops, flags);
  }

  /** {@code -a}, as {@code (-1 * a)}. */
  public Scev negate(Scev a) {
    return mul(allOnes(a.type()), a);
  }

  /** {@code a - b}. Two pointers with the same base give their integer offset difference. */
  public Scev minus(Scev a, Scev b) {
    return arith.minus(a, b, NoWrap.NONE);
  }

  public Scev minus(Scev a, Scev b, int flags) {
    return arith.minus(a, b, flags);
  }

  /** {@code -1 - a}, i.e. {@code xor a, -1}. */
  public Scev not(Scev a) {
    return minus(allOnes(a.type()), a);
  }

  public Scev udiv(Scev a, Scev b) {
    return divMinMax.udiv(a, b);
  }

  /** {@code a /u b} where the caller knows the division is exact. */
  public Scev udivExact(Scev a, Scev b) {
    return divMinMax.udivExact(a, b);
  }

  /** {@code ceil(a /u b)}, as {@code (a + b - 1) /u b} when that cannot overflow, else with a zero check. */
  public Scev udivCeil(Scev a, Scev b) {
    return divMinMax.udivCeil(a, b);
  }

  public Scev urem(Scev a, Scev b) {
    return divMinMax.urem(a, b);
  }

  public Scev zeroExtend(Scev s, Type t) {
    return casts.zeroExtend(s, t, 0);
  }

  public Scev signExtend(Scev s, Type t) {
    return casts.signExtend(s, t, 0);
  }

  public Scev truncate(Scev s, Type t) {
    return casts.truncate(s, t, 0);
  }

  public Scev truncateOrZeroExtend(Scev s, Type t) {
    int from = s.bits(), to = typeBits(t);
    return from == to ? s : from > to ? truncate(s, t) : zeroExtend(s, t);
  }

  public Scev truncateOrSignExtend(Scev s, Type t) {
    int from = s.bits(), to = typeBits(t);
    return from == to ? s : from > to ? truncate(s, t) : signExtend(s, t);
  }

  /** Zero-extends {@code s} to {@code t} when narrower, otherwise returns it unchanged. */
  public Scev noopOrZeroExtend(Scev s, Type t) {
    return s.bits() < typeBits(t) ? zeroExtend(s, t) : s;
  }

  /** The integer value of a pointer expression ({@code ptrtoint}), in the type {@code t}. */
  public Scev ptrToInt(Scev s, IntegerType t) {
    return casts.ptrToInt(s, t);
  }

  public Scev umax(Scev a, Scev b) {
    return divMinMax.minMax(ScevKind.UMAX, List.of(a, b));
  }

  public Scev smax(Scev a, Scev b) {
    return divMinMax.minMax(ScevKind.SMAX, List.of(a, b));
  }

  public Scev umin(Scev a, Scev b) {
    return divMinMax.minMax(ScevKind.UMIN, List.of(a, b));
  }

  public Scev smin(Scev a, Scev b) {
    return divMinMax.minMax(ScevKind.SMIN, List.of(a, b));
  }

  public Scev minMax(ScevKind kind, List<Scev> ops) {
    return divMinMax.minMax(kind, ops);
  }

  /** umin of two counts of possibly different widths, zero-extending the narrower. */
  public Scev uminOfMismatched(Scev a, Scev b) {
    if (a.bits() < b.bits()) a = zeroExtend(a, b.type());
    else if (b.bits() < a.bits()) b = zeroExtend(b, a.type());
    return umin(a, b);
  }

  /** umax of two counts of possibly different widths, zero-extending the narrower. */
  public Scev umaxOfMismatched(Scev a, Scev b) {
    if (a.bits() < b.bits()) a = zeroExtend(a, b.type());
    else if (b.bits() < a.bits()) b = zeroExtend(b, a.type());
    return umax(a, b);
  }

  /** {@code {start,+,step}<loop>}; start and step must be invariant in the loop. */
  public Scev addRec(Scev start, Scev step, Loop loop, int flags) {
    return arith.addRec(List.of(start, step), loop, flags);
  }

  public Scev addRec(List<Scev> ops, Loop loop, int flags) {
    return arith.addRec(ops, loop, flags);
  }

  /** The step of a recurrence: operand 1 when affine, {@code {c1,+,...,+,cn}} otherwise. */
  public Scev stepRecurrence(ScevAddRec ar) {
    if (ar.isAffine()) return ar.step();
    return addRec(ar.operands().subList(1, ar.numOperands()), ar.loop(), ar.noWrapFlags() & NoWrap.NW);
  }

  /** The recurrence's value on iteration {@code it} (0 = first), or could-not-compute. */
  public Scev evaluateAtIteration(ScevAddRec ar, Scev it) {
    return AtScope.evaluateAtIteration(this, ar, it);
  }

  /** The value {@code s} has when seen from {@code scope} (null: outside all loops): recurrences of loops not containing the scope become their exit values. */
  public Scev scevAtScope(Scev s, Loop scope) {
    return AtScope.atScope(this, s, scope, 0);
  }

  /** The pointer leaf an expression is based on (for integers, the expression itself). */
  public Scev pointerBase(Scev s) {
    while (true) {
      if (s instanceof ScevAddRec ar && ar.isPointer()) {
        s = ar.start();
      } else if (s instanceof ScevAdd a && a.isPointer()) {
        s = pointerOperand(a);
      } else {
        return s;
      }
    }
  }

  private static Scev pointerOperand(ScevAdd a) {
    for (Scev o : a.operands()) if (o.isPointer()) return o;
    throw new IllegalStateException("pointer sum without a pointer operand: " + a);
  }

  /** A pointer expression minus its base: the byte offset (a pointer-width integer). */
  public Scev removePointerBase(Scev s) {
    if (!s.isPointer()) return s;
    if (s instanceof ScevAddRec ar) {
      List<Scev> ops = new ArrayList<>(ar.operands());
      ops.set(0, removePointerBase(ar.start()));
      return addRec(ops, ar.loop(), ar.noWrapFlags() & NoWrap.NW);
    }
    if (s instanceof ScevAdd a) {
      List<Scev> ops = new ArrayList<>(a.numOperands());
      for (Scev o : a.operands()) ops.add(o.isPointer() ? removePointerBase(o) : o);
      return add(ops, NoWrap.NONE);
    }
    return zero(s.type());
  }

  // ---- loop structure ---------------------------------------------------------------------------

  /** How {@code s} varies in {@code l} (null: the function body outside loops). */
  public LoopDisposition loopDisposition(Scev s, Loop l) {
    return structure.disposition(s, l);
  }

  /** Whether {@code s} has the same value on every iteration of {@code l}. */
  public boolean isLoopInvariant(Scev s, Loop l) {
    return loopDisposition(s, l) == LoopDisposition.INVARIANT;
  }

  /** Whether {@code s} is a recurrence of {@code l} over invariants (or built from such). */
  public boolean hasComputableLoopEvolution(Scev s, Loop l) {
    return loopDisposition(s, l) == LoopDisposition.COMPUTABLE;
  }

  /** Whether every value {@code s} is built from is available at the start of {@code b} (defined in a strictly dominating place). */
  public boolean properlyDominates(Scev s, BasicBlock b) {
    return structure.properlyDominates(s, b);
  }

  /** Whether {@code s} can be used at the entry of {@code l} (invariant and available in the preheader). */
  public boolean isAvailableAtLoopEntry(Scev s, Loop l) {
    return isLoopInvariant(s, l) && properlyDominates(s, l.header());
  }

  // ---- facts ------------------------------------------------------------------------------------

  public ConstantRange unsignedRange(Scev s) {
    return ranges.unsigned(s);
  }

  public ConstantRange signedRange(Scev s) {
    return ranges.signed(s);
  }

  public boolean isKnownNonNegative(Scev s) {
    return signedRange(s).smin().signum() >= 0;
  }

  public boolean isKnownPositive(Scev s) {
    return signedRange(s).smin().signum() > 0;
  }

  public boolean isKnownNegative(Scev s) {
    return signedRange(s).smax().signum() < 0;
  }

  public boolean isKnownNonPositive(Scev s) {
    return signedRange(s).smax().signum() <= 0;
  }

  public boolean isKnownNonZero(Scev s) {
    return !unsignedRange(s).contains(BigInteger.ZERO);
  }

  /** Whether {@code pred(a, b)} holds wherever both are defined. */
  public boolean isKnownPredicate(CmpPredicate pred, Scev a, Scev b) {
    return guards.isKnownPredicate(pred, a, b);
  }

  /** Whether {@code pred(a, b)} holds on entry to {@code l} (facts, or conditions guarding the entry). */
  public boolean isLoopEntryGuardedByCond(Loop l, CmpPredicate pred, Scev a, Scev b) {
    return guards.isLoopEntryGuardedByCond(l, pred, a, b);
  }

  /**
   * Whether the branch condition {@code cond} being true ({@code inverse}: false) implies
   * {@code pred(a, b)}; conditions built with and/or are looked through.
   */
  public boolean isImpliedCond(CmpPredicate pred, Scev a, Scev b, Value cond, boolean inverse) {
    return guards.isImpliedCond(pred, a, b, cond, inverse);
  }

  /** Known trailing zero bits of the value of {@code s}. */
  public int minTrailingZeros(Scev s) {
    return ranges.minTrailingZeros(s);
  }

  // ---- loop counts ------------------------------------------------------------------------------

  /**
   * The exact number of times the backedge of {@code l} is taken before the loop exits (through any
   * exit), or could-not-compute. Loop-invariant in {@code l} when computed. For several exits it is
   * the umin of their counts, computed only when every exit's count is known and every exit
   * dominates the latch.
   */
  public Scev backedgeTakenCount(Loop l) {
    return counts.info(l).exact(this, l);
  }

  /** The exact count for one exiting block of {@code l} (the number of times it does not exit before it does). */
  public Scev exitCount(Loop l, BasicBlock exiting) {
    return counts.info(l).exitCount(exiting, this);
  }

  /** A constant bound on the backedge-taken count, or could-not-compute. */
  public Scev constantMaxBackedgeTakenCount(Loop l) {
    return counts.info(l).max(this);
  }

  /** Whether the max count is either exact or the loop's backedge is not taken at all. */
  public boolean isBackedgeTakenCountMaxOrZero(Loop l) {
    return counts.info(l).maxOrZero();
  }

  public boolean hasLoopInvariantBackedgeTakenCount(Loop l) {
    return !isCouldNotCompute(backedgeTakenCount(l));
  }

  /**
   * The number of times the header runs: backedge-taken count + 1, in the count's type (so it is
   * 0 when the count is all-ones; use {@link #tripCount(Loop, IntegerType)} with a wider type to
   * avoid that). Could-not-compute when the count is unknown.
   */
  public Scev tripCount(Loop l) {
    Scev be = backedgeTakenCount(l);
    if (isCouldNotCompute(be)) return be;
    return add(be, one(be.type()));
  }

  /** The trip count zero-extended to {@code t} before adding one (no wrap when {@code t} is wider). */
  public Scev tripCount(Loop l, IntegerType t) {
    Scev be = backedgeTakenCount(l);
    if (isCouldNotCompute(be)) return be;
    Scev w = truncateOrZeroExtend(be, t);
    return add(w, one(t), be.bits() < t.bits() ? NoWrap.NUW | NoWrap.NSW : NoWrap.NONE);
  }

  /** The trip count when it is a constant that fits 32 bits unsigned, else 0 (LLVM's getSmallConstantTripCount). */
  public long constantTripCount(Loop l) {
    return smallConstantPlusOne(backedgeTakenCount(l));
  }

  /** A constant bound on the trip count that fits 32 bits unsigned, else 0. */
  public long maxTripCount(Loop l) {
    return smallConstantPlusOne(constantMaxBackedgeTakenCount(l));
  }

  private static long smallConstantPlusOne(Scev be) {
    if (!(be instanceof ScevConstant c)) return 0;
    BigInteger n = c.unsignedValue().add(BigInteger.ONE);
    return n.bitLength() <= 32 ? n.longValue() : 0;
  }

  /** A constant bound of a count expression (its unsigned range max), or could-not-compute. */
  Scev constantMaxOf(Scev count) {
    if (count instanceof ScevCouldNotCompute || count instanceof ScevConstant) return count;
    return constant(effectiveType(count.type()), unsignedRange(count).umax());
  }

  /**
   * The bytes a pointer expression touches over every iteration of {@code l}, for accesses of
   * {@code accessBytes} bytes each: {@code [start, end)} as loop-invariant expressions, or null
   * when unknown (not invariant and not an affine recurrence of {@code l} with invariant step, or
   * the loop's count is unknown). Negative strides give the range from the last address to the first.
   */
  public AccessRange accessRange(Scev pointer, Loop l, long accessBytes) {
    return AccessRange.compute(this, pointer, l, accessBytes, backedgeTakenCount(l));
  }

  /**
   * The same over {@code count} backedges, a bound of the loop's count where the exact one is
   * unknown (null: only an invariant pointer has a range).
   */
  public AccessRange accessRange(Scev pointer, Loop l, long accessBytes, Scev count) {
    return AccessRange.compute(this, pointer, l, accessBytes, count);
  }

  // ---- text ---------------------------------------------------------------------------------------

  /** LLVM's text for {@code s}, values spelled as in this function's printed IR. */
  public String text(Scev s) {
    if (names == null) names = new LocalNames(function);
    StringBuilder sb = new StringBuilder();
    s.print(sb, names::of);
    return sb.toString();
  }
}
