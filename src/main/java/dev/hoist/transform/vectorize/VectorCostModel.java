package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import dev.hoist.target.TargetTransformInfo;
import java.util.HashSet;
import java.util.Set;

/**
 * Chooses the width and interleave count of a legal {@link VectorPlan}, or declines it, by what
 * the loops cost on the target ({@link TargetTransformInfo}), in machine instructions: the scalar
 * loop per iteration against the vector loop per vector iteration, plus what a vector loop costs
 * on each entry (checks, combining reductions, the iterations left to the original loop). The
 * rules follow LLVM's LoopVectorizationCostModel:
 *
 * <ul>
 *   <li>widths are powers of two up to a register of the widest element loaded, stored or
 *       reduced; the cheapest per lane wins, if it is cheaper than the scalar loop as LLVM's
 *       unroller would leave it (or whatever the loop's hints force): a vector loop that only
 *       beats the scalar loop by its loop control would be slower than the scalar loop that
 *       {@code opt -O2} or {@code -O3} after Hoist unrolls;</li>
 *   <li>a loop known to run fewer than 16 iterations is vectorized only where no check and no
 *       remainder is needed (LLVM then leaves it to full unrolling);</li>
 *   <li>small loop bodies are interleaved up to the target's factor (two vectors on SSE, four
 *       with AVX), as are loops with reductions, unless the trip count is known to be below 128;
 *       the registers must hold the vectors.</li>
 * </ul>
 *
 * With a known trip count the whole run is compared, entry costs and remainder included: a
 * 64-bit dot product on SSE2 (no 64-bit vector multiply) or a loop of 7 iterations stays scalar.
 */
final class VectorCostModel {
  /**
   * Below this known trip count, only a loop without checks or remainder is vectorized: the
   * default of {@code -vectorizer-min-trip-count}, LLVM's TinyTripCountVectorThreshold.
   */
  static final int TINY_TRIP_COUNT = 16;
  /** Below this known trip count, a loop is not interleaved. */
  static final int TINY_INTERLEAVE_TRIP_COUNT = 128;
  /**
   * A vector body of fewer machine instructions than this (per vector) is interleaved (LLVM's
   * SmallLoopCost of 20 is in its own units, about two instructions each).
   */
  static final int SMALL_LOOP_COST = 40;

  /** Factors forced by hints or flags (0: the model chooses) and whether vectorization itself is forced. */
  record Forced(int width, int interleave, boolean vectorize) {}

  /** The chosen factors, or why none pays. */
  record Decision(VectorPlan plan, VectorizationLegality.Rejection rejection) {}

  private final VectorPlan plan;
  private final Loop loop;
  private final TargetTransformInfo tti;
  private final long tripCount;
  private final long maxTripCount;
  private final VectorBodyCost body;
  private final int tinyTripCount;

  /** {@code tinyTripCount}: a known trip count below it is tiny ({@link #TINY_TRIP_COUNT} by default). */
  VectorCostModel(VectorPlan plan, ScalarEvolution se, TargetTransformInfo tti, int tinyTripCount) {
    this.plan = plan;
    this.tinyTripCount = tinyTripCount;
    this.loop = plan.loop();
    this.tti = tti;
    long tc = se.constantTripCount(loop);
    long max = se.maxTripCount(loop);
    if (plan.earlyExit() != null) {
      // The early exit may come first: the latch's count only bounds the trip count.
      tc = 0;
      java.math.BigInteger most = se.unsignedRange(plan.backedgeTaken()).umax().add(java.math.BigInteger.ONE);
      max = most.bitLength() <= 32 ? most.longValue() : 0;
    }
    this.tripCount = tc > 0 ? tc : -1;
    this.maxTripCount = max > 0 ? max : -1;
    this.body = new VectorBodyCost(plan, tti);
  }

  Decision decide(Forced forced) {
    // Two accesses a few iterations apart bound the iterations of a vector iteration; a forced
    // width or interleave count past it is clamped, as LLVM clamps an unsafe width.
    int safe = plan.maxSafeIterations();
    if (forced.width() > safe) forced = new Forced(Integer.highestOneBit(safe), forced.interleave(), forced.vectorize());
    int maxWidth = Math.min(maxWidth(), Integer.highestOneBit(safe));
    boolean tiny = !forced.vectorize() && maxTripCount > 0 && maxTripCount < tinyTripCount;
    int scalar = body.scalarIteration();
    // What LLVM makes of the scalar loop when it is left alone: unrolled (unless its count is tiny,
    // where full unrolling and the vector loop's own unrolling both apply).
    int baseline = tiny ? scalar : body.unrolledScalarIteration();
    int best = 0;
    double bestPerLane = Double.MAX_VALUE;
    if (forced.width() > 0) {
      best = forced.width();
    } else {
      for (int vf = 2; vf <= maxWidth; vf *= 2) {
        if (tiny && !fitsTinyTrip(vf)) continue;
        // Per lane at the interleave count this width would get: the baseline is unrolled, and
        // interleaving spreads the vector loop's control over as many lanes.
        int parts = Math.max(1, Math.min(forced.interleave() > 0 ? forced.interleave() : tiny ? 1 : interleaveCount(vf), safe / vf));
        double perLane = (double) body.vectorIteration(vf, parts) / ((long) vf * parts);
        if (perLane < bestPerLane) {
          best = vf;
          bestPerLane = perLane;
        }
      }
      if (best == 0) return no("LowTripCount", "the loop runs too few iterations to fill a vector and the remainder");
      if (!forced.vectorize() && !(bestPerLane < baseline)) return notBeneficial();
    }
    int ic = forced.interleave() > 0 ? forced.interleave() : tiny ? 1 : interleaveCount(best);
    ic = Math.max(1, Math.min(ic, safe / best));
    if (tripCount > 0 && tripCount < (long) best * ic + (plan.scalarEpilogue() ? 1 : 0) && !tiny) {
      if (forced.interleave() == 0 && ic > 1 && tripCount >= best + (plan.scalarEpilogue() ? 1 : 0)) {
        ic = 1;
      } else {
        return no("LowTripCount", "the loop runs too few iterations to fill a vector and the remainder");
      }
    }
    if (tiny && !fitsTinyTrip(best * ic)) {
      return no("LowTripCount", "the loop runs too few iterations to fill a vector and the remainder");
    }
    if (forced.width() == 0 && !forced.vectorize() && tripCount > 0 && !pays(best, ic, scalar, baseline)) return notBeneficial();
    return new Decision(plan.withFactors(best, ic), null);
  }

  /** Whether a loop known to run few iterations runs them all in vectors of {@code step} lanes, without checks. */
  private boolean fitsTinyTrip(int step) {
    return tripCount > 0 && tripCount % step == 0 && plan.checks().numChecks() == 0 && !plan.scalarEpilogue();
  }

  /**
   * Whether the whole run, {@link #tripCount} iterations, is cheaper vectorized (the remainder
   * costing {@code scalar} per iteration) than scalar at {@code baseline} per iteration.
   */
  private boolean pays(int vf, int ic, int scalar, int baseline) {
    long step = (long) vf * ic;
    long vectorIterations = plan.scalarEpilogue() ? (tripCount - 1) / step : tripCount / step;
    long remainder = tripCount - vectorIterations * step;
    long vector = body.entry(vf, ic) + vectorIterations * body.vectorIteration(vf, ic) + remainder * scalar;
    return vector < tripCount * baseline;
  }

  /**
   * LLVM's interleave count: the target's factor for a small body or one with reductions (which
   * interleaving splits into independent chains), at most what the registers hold and half the
   * known trip count in vectors; one for loops known to be short.
   */
  private int interleaveCount(int vf) {
    if (maxTripCount > 0 && maxTripCount < TINY_INTERLEAVE_TRIP_COUNT) return 1;
    int ic = tti.maxInterleaveFactor();
    int live = Math.max(1, body.liveVectors(vf));
    while (ic > 1 && ic * live > tti.vectorRegisters()) ic /= 2;
    if (!plan.reductions().isEmpty()) return ic;
    return body.vectorIteration(vf, 1) < SMALL_LOOP_COST ? ic : 1;
  }

  /**
   * The most lanes: a register of the widest element the loop loads, stores or reduces in vectors.
   * A load from an invariant address is one scalar load, broadcast: it takes no lanes (a pointer
   * chain behind a cold branch, {@code c->cfg->table[k]}, would otherwise halve the width).
   */
  private int maxWidth() {
    int widest = 8;
    Type widestType = IntegerType.I8;
    Set<Type> types = new HashSet<>();
    for (VectorAccess a : plan.memory()) if (a.kind() != VectorAccess.Kind.INVARIANT) types.add(a.access().element());
    for (VectorPlan.Reduction r : plan.reductions()) types.add(r.type());
    for (Type t : types) {
      int bits = Widening.elementBits(t);
      if (bits > widest) {
        widest = bits;
        widestType = t;
      }
    }
    return Math.max(2, Math.min(64, tti.vectorRegisterBits(widestType) / widest));
  }

  private Decision notBeneficial() {
    return no("VectorizationNotBeneficial", "the vector loop would not run faster than the scalar loop on this target");
  }

  private static Decision no(String name, String message) {
    return new Decision(null, new VectorizationLegality.Rejection(name, message));
  }

  static boolean isMemory(Instruction i) {
    return i instanceof LoadInst || i instanceof StoreInst;
  }

  static boolean isHeaderPhi(Instruction i, BasicBlock header) {
    return i instanceof PhiInst && i.parent() == header;
  }
}
