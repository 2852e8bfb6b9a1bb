package dev.hoist.analysis.scev;

/**
 * How an expression behaves with respect to a loop (LLVM's LoopDisposition):
 * <ul>
 *   <li>{@link #INVARIANT}: the same value on every iteration (defined outside, or only depends on
 *       values defined outside and recurrences of enclosing loops).
 *   <li>{@link #COMPUTABLE}: varies, but as a recurrence of this loop whose operands are invariant.
 *   <li>{@link #VARIANT}: anything else.
 * </ul>
 */
public enum LoopDisposition {
  VARIANT, INVARIANT, COMPUTABLE
}
