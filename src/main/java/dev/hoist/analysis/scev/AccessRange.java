package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;

/**
 * The bytes {@code [start, end)} that the accesses through one pointer touch over all iterations
 * of a loop; both bounds are loop-invariant expressions, usable in the preheader (expand them with
 * {@link ScevExpander}). Runtime checks test two ranges for overlap with
 * {@code end1 <= start2 || end2 <= start1} ({@code dev.hoist.analysis.access}).
 *
 * <pre>
 *   for (i = 0; i &lt; n; i++) a[i] = ...     ; {%a,+,4}&lt;%loop&gt;, count (-1 + %n)
 *   --&gt; start = %a, end = ((4 * %n) + %a)   (with n &gt; 0)
 *   for (i = n-1; i &gt;= 0; i--) a[i] = ...  ; {(-4 + (4 * %n) + %a),+,-4}
 *   --&gt; start = %a, end = ((4 * %n) + %a)   (lowest address first)
 * </pre>
 *
 * When the direction of the walk is unknown the bounds are a umin/umax of the first and the last
 * address.
 *
 * @param start the lowest address accessed
 * @param end one past the last byte accessed
 * @param moves whether the addresses move with the loop (an add recurrence): the range spans the
 *     iterations, so unlike the bytes of one access it could wrap around the address space
 */
public record AccessRange(Scev start, Scev end, boolean moves) {
  /**
   * The range of {@code ptr} over {@code count} backedges of {@code l} (an exact count or a bound
   * of it: a larger range is still a correct one), or null. An invariant pointer needs no count.
   */
  static AccessRange compute(ScalarEvolution se, Scev ptr, Loop l, long accessBytes, Scev count) {
    if (se.isCouldNotCompute(ptr) || accessBytes <= 0) return null;
    Scev size = se.constant(se.effectiveType(ptr.type()), accessBytes);
    if (se.isLoopInvariant(ptr, l)) {
      if (!se.properlyDominates(ptr, l.header())) return null;
      return new AccessRange(ptr, se.add(ptr, size), false);
    }
    if (count == null || se.isCouldNotCompute(count)) return null;
    if (!(ptr instanceof ScevAddRec ar) || ar.loop() != l || !ar.isAffine()) return null;
    if (!se.isLoopInvariant(ar.step(), l)) return null;
    Scev first = ar.start();
    Scev last = se.evaluateAtIteration(ar, count);
    if (se.isCouldNotCompute(last)) return null;
    AccessRange r;
    if (se.isKnownNonNegative(ar.step())) {
      r = new AccessRange(first, se.add(last, size), true);
    } else if (se.isKnownNegative(ar.step())) {
      r = new AccessRange(last, se.add(first, size), true);
    } else {
      r = new AccessRange(se.umin(first, last), se.add(se.umax(first, last), size), true);
    }
    if (!se.isLoopInvariant(r.start, l) || !se.isLoopInvariant(r.end, l)) return null;
    return r;
  }
}
