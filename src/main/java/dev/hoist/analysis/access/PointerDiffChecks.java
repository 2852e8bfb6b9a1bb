package dev.hoist.analysis.access;

import dev.hoist.analysis.scev.Scev;
import java.util.ArrayList;
import java.util.List;

/**
 * The vectorizer's cheaper form of a loop's runtime checks (LLVM's diff checks): instead of
 * proving two pointer groups' ranges apart over the whole loop, it tests that the accesses, a
 * fixed distance apart, are not so close that a vector iteration would run them out of order.
 *
 * <p>Take two accesses that each run once per iteration, the source before the sink in program
 * order, whose addresses step by the same constant {@code s}, as wide as the accesses. With
 * {@code d} the bytes from the source's first address to the sink's (modulo the address space),
 * the sink of iteration j touches what the source touches in iteration {@code j + d/s} (or the
 * two next to it). When {@code d} is "negative" (at least {@code 2^64 - s} or so, as an unsigned
 * number) that iteration comes before j, and a vector iteration, which runs the source for all of
 * its lanes before the sink, keeps that order; when {@code d >= V * s}, for {@code V} iterations
 * per vector iteration, it comes in a later vector iteration, which also keeps the order. Only
 * {@code 0 <= d < V * s} is a conflict: {@code d u< V * s}. With a negative step the roles swap.
 * So the vector loop may run even where the two arrays overlap, provided that the overlap keeps
 * the order ({@code memmove(a + 1, a, n)} backwards, {@code a[i] = a[i + 1]} forwards), at the
 * cost of one subtraction and one comparison a pair.
 *
 * <p>The ranges may overlap, so the vector loop's accesses get no no-alias scopes from these.
 *
 * @param checks one per checked pair
 */
public record PointerDiffChecks(List<Check> checks) {
  /**
   * One pair: the vector loop may run when {@code sinkStart - srcStart} (as address-sized
   * unsigned integers) is at least the bytes a vector iteration covers, {@code V * bytes}.
   *
   * @param srcStart the first address of the access that comes first (swapped for a negative step)
   * @param sinkStart the first address of the other
   * @param bytes the step of both, in bytes (the accesses' size)
   */
  public record Check(Scev srcStart, Scev sinkStart, long bytes) {}

  /**
   * The diff checks for {@code checks}, or null when some pair cannot have one (LLVM's
   * tryToCreateDiffCheck): each group must be one pointer accessed once, and both addresses
   * recurrences of the loop with the same constant step, as wide as the wider access.
   * {@code order} lists the loop's accesses in program order.
   */
  public static PointerDiffChecks of(RuntimeChecks checks, LoopAccessInfo lai, List<Access> order) {
    if (checks.numChecks() == 0) return null;
    List<Check> out = new ArrayList<>();
    for (int[] pair : checks.pairs()) {
      Access a = single(checks.groups().get(pair[0]), order), b = single(checks.groups().get(pair[1]), order);
      if (a == null || b == null) return null;
      long step = lai.strideBytes(a);
      if (step == 0 || step != lai.strideBytes(b) || Math.abs(step) != Math.max(a.bytes(), b.bytes())) return null;
      Access src = order.indexOf(a) < order.indexOf(b) ? a : b, sink = src == a ? b : a;
      if (step < 0) {
        Access t = src;
        src = sink;
        sink = t;
      }
      out.add(new Check(lai.firstAddress(src), lai.firstAddress(sink), Math.abs(step)));
    }
    return new PointerDiffChecks(List.copyOf(out));
  }

  /** The one access of a group of one pointer, or null. */
  private static Access single(PointerGroup g, List<Access> order) {
    if (g.pointers().size() != 1 || g.accesses().size() != 1) return null;
    for (Access a : order) if (a.inst() == g.accesses().get(0)) return a;
    return null;
  }
}
