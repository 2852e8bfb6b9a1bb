package dev.hoist.transform.split;

import dev.hoist.ir.Value;

/**
 * One part of a loop's iteration space after splitting at the points where a monotonic condition
 * changes: the iterations in which the condition has the value {@link #value}. A piece ends where
 * the condition's induction-variable side {@code x} passes its bound, in the direction the variable
 * moves: a strict bound {@code a} keeps the iterations with {@code x} before {@code a}, an
 * inclusive one those up to {@code a} as well. The last piece of a split has no bound (it runs to
 * the loop's own exit).
 *
 * <pre>
 *   for (i = 0; i &lt; n; i++) if (i != k) ...      pieces: [i before k: true] [i up to k: false] [rest: true]
 * </pre>
 */
record Piece(boolean value, Value bound, boolean inclusive) {
  /** The piece that runs to the loop's end. */
  static Piece toEnd(boolean value) {
    return new Piece(value, null, false);
  }

  boolean bounded() {
    return bound != null;
  }
}
