package dev.hoist.transform.flatten;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.ir.type.IntegerType;

/**
 * A value of the nest that is {@code base + step * k}, {@code k} the flattened loop's iteration
 * number {@code i * M + j} ({@code i} and {@code j} the iteration numbers of the outer and the
 * inner loop, {@code M} the inner trip count), in the value's type (pointers: the index type).
 * Scalar evolution shows it as the two-level recurrence
 *
 * <pre>
 *   {{base,+,step * M}&lt;outer&gt;,+,step}&lt;inner&gt;        e.g. a[i*M + j]: {{%a,+,(4 * %M)}&lt;outer&gt;,+,4}&lt;inner&gt;
 * </pre>
 *
 * with {@code base} and {@code step} invariant in the outer loop and {@code step} not zero. It is
 * LLVM's {@code i*M+j} pattern (and its GEP form), found by what the value is rather than how it is
 * written, so {@code a[(i*M + j)*K + k]} and a pointer stepped through a row qualify too.
 */
record LinearForm(Scev base, Scev step) {
  /** The form of {@code s}, or null when it is not one. */
  static LinearForm of(ScalarEvolution se, Scev s, Loop outer, Loop inner, CountedLoop innerCount) {
    if (!(s instanceof ScevAddRec ar) || ar.loop() != inner || !ar.isAffine()) return null;
    Scev step = ar.step();
    if (step.isZero() || !se.isLoopInvariant(step, outer) || !(step.type() instanceof IntegerType st)) return null;
    if (!(ar.start() instanceof ScevAddRec ao) || ao.loop() != outer || !ao.isAffine()) return null;
    Scev base = ao.start();
    if (!se.isLoopInvariant(base, outer)) return null;
    Scev rowStep = se.mul(step, innerCount.tripCount(se, st));
    return ao.step().equals(rowStep) ? new LinearForm(base, step) : null;
  }

  /** Whether the value is the flattened iteration number itself. */
  boolean isIterationNumber() {
    return base.isZero() && step.isOne();
  }
}
