/**
 * Scalar evolution: closed forms for integer and pointer values in loops, and the loop facts that
 * follow from them (LLVM's ScalarEvolution, for LLVM 14 IR).
 *
 * <ul>
 *   <li>{@link dev.hoist.analysis.scev.ScalarEvolution} is the per-function analysis
 *       ({@code am.get(f, ScalarEvolution.KEY)}): {@code getSCEV(value)}, the folding constructors,
 *       loop dispositions, ranges, and the counts: {@code backedgeTakenCount},
 *       {@code exitCount}, {@code constantMaxBackedgeTakenCount}, {@code tripCount},
 *       {@code constantTripCount}, {@code maxTripCount}, and {@code accessRange} for the bytes a
 *       pointer recurrence touches.
 *   <li>{@link dev.hoist.analysis.scev.Scev} and its subclasses are the uniqued expressions;
 *       {@link dev.hoist.analysis.scev.NoWrap} their flags.
 *   <li>{@link dev.hoist.analysis.scev.ScevExpander} turns loop-invariant expressions back into
 *       instructions (runtime checks, trip counts).
 *   <li>{@code print<scalar-evolution>} ({@link dev.hoist.analysis.scev.ScevPasses}) prints opt's text.
 * </ul>
 *
 * Inside: expressions are built by the folders ({@code ArithFolder}, {@code CastFolder},
 * {@code DivMinMaxFolder}) from IR ({@code IrToScev}, {@code PhiRecurrences}); flags from IR go
 * through {@code PoisonFacts}; counts come from {@code LoopCounts} and {@code ExitConditions},
 * which dispatch to {@code ZeroCounts}, {@code LessThanCounts} and {@code BruteForceCounts};
 * {@code Guards} proves comparisons from ranges and from the conditions guarding a loop.
 */
package dev.hoist.analysis.scev;
