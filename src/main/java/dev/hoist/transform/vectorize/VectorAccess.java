package dev.hoist.transform.vectorize;

import dev.hoist.analysis.access.Access;
import dev.hoist.analysis.scev.Scev;
import java.util.List;

/**
 * How the vector loop runs one load or store of the scalar loop ({@link MemoryLegality} decides):
 *
 * <pre>
 *   a[i]         CONSECUTIVE  one vector load or store of lanes i .. i+VF-1
 *   a[n-1-i]     REVERSE      the same from the lowest address, lanes reversed by a shuffle
 *   *p           INVARIANT    a load from one address: a scalar, the same for every lane
 *   in[2*i+1]    GROUP        a member of an interleaved group ({@link Group}): one wide access
 *                             for all members, taken apart (or put together) by shuffles
 *   a[4*i]       SCALARIZED   any other constant stride (and a store group with gaps): each lane
 *                             loaded or stored on its own, at its own address
 * </pre>
 *
 * @param access the scalar load or store
 * @param kind its vector form
 * @param group the interleaved group it is a member of (kind GROUP), else null
 * @param member its index in the group: its offset from the group's start, in elements
 */
record VectorAccess(Access access, Kind kind, Group group, int member) {
  enum Kind { CONSECUTIVE, REVERSE, INVARIANT, GROUP, SCALARIZED }

  /**
   * Accesses of one kind (all loads or all stores) to one element type, {@code factor} elements
   * apart per iteration, at offsets {@code 0 .. factor-1} from {@code start}: {@code in[2*i]} and
   * {@code in[2*i+1]}, or the fields of an array of structs. A load group may leave members out
   * (its wide load reads them anyway); a store group has every member.
   *
   * @param factor the stride in elements
   * @param members the accesses at each offset (null where no access reads it)
   * @param start the address of member 0 on the first iteration
   * @param store whether the group stores
   */
  record Group(int factor, List<Access> members, Scev start, boolean store) {
    /** The access that carries the group: the first load, or the last store, in program order. */
    Access carrier(List<Access> programOrder) {
      Access found = null;
      for (Access a : programOrder) {
        if (!members.contains(a)) continue;
        if (!store) return a;
        found = a;
      }
      return found;
    }

    /** Whether the wide load reads elements after the last member the loop reads. */
    boolean gapAtEnd() {
      return members.get(factor - 1) == null;
    }
  }
}
