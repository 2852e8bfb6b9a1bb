package dev.hoist.transform.flatten;

import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import java.util.List;
import java.util.Map;

/**
 * How to flatten one nest, as {@link FlattenLegality} decided it: the nest, its counts, what its
 * inductions compute, the counter's type and how overflow of {@code N * M} is ruled out.
 *
 * @param counter the flattened loop's counter type: the loops' own, or twice as wide when widened
 * @param overflow how the count is known to fit {@code counter}
 * @param why the fact that rules overflow out (an access, a range), for the trace
 * @param hoistAfterGuards invariant work to move into the flattened loop's preheader
 * @param skipValues with guards: for each phi of the outer loop's exit, its value when the nest is
 *     skipped (a carried value's initial value)
 */
record FlattenPlan(NestShape shape, NestPhis phis, IndexUses uses, CountedLoop outerCount, CountedLoop innerCount,
    IntegerType counter, Overflow overflow, String why, List<Instruction> hoistAfterGuards, Map<PhiInst, Value> skipValues) {
  /** How the product of the counts is kept from overflowing the counter. */
  enum Overflow {
    /** The counter is twice as wide as the counts: the product fits. */
    WIDENED,
    /** The product fits the loops' own type (by ranges, undefined behaviour, or -loop-flatten-assume-no-overflow). */
    CANNOT_OVERFLOW,
    /** A runtime check chooses between the flattened loop and the original nest. */
    VERSIONED
  }
}
