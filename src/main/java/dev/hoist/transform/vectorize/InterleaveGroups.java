package dev.hoist.transform.vectorize;

import dev.hoist.analysis.access.Access;
import dev.hoist.analysis.access.LoopAccessInfo;
import dev.hoist.analysis.scev.Scev;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Forms the interleaved groups of a loop's strided accesses (LLVM's InterleavedAccessInfo): loads
 * (or stores) of one element type whose addresses move {@code factor} elements per iteration and
 * lie within one stride of each other become one group, read by one wide load per vector and
 * taken apart by shuffles, or written by one wide store after shuffles put them together.
 *
 * <pre>
 *   %x = load float, float* {%p,+,8}      ; member 0  \  load &lt;8 x float&gt; from %p + 8 * i
 *   %y = load float, float* {(4 + %p),+,8} ; member 1  /  lanes 0,2,4,6 are %x, lanes 1,3,5,7 %y
 * </pre>
 *
 * The wide load runs where the group's first load ran, the wide store where its last store ran;
 * a group is only formed when no access in between touches one of its members' bytes in the same
 * iteration (moving them would change what it reads or leaves), else its accesses are scalarized
 * ({@link VectorAccess.Kind#SCALARIZED}), as are strides beyond {@link #MAX_FACTOR} elements or
 * backwards. A load group may leave members out
 * (the wide load then reads bytes the loop does not: between members they lie inside the structure
 * the loop reads; after the last member only if the original loop runs the last iteration itself,
 * {@link #gapAtEnd}); a store group must write every member, else each lane stores on its own.
 */
final class InterleaveGroups {
  /** The largest stride, in elements, of a group. */
  static final int MAX_FACTOR = 8;

  private final LoopAccessInfo lai;
  private final List<Access> accesses;
  private boolean gapAtEnd;

  /** {@code accesses}: every access the vector loop runs, in program order. */
  InterleaveGroups(LoopAccessInfo lai, List<Access> accesses) {
    this.lai = lai;
    this.accesses = accesses;
  }

  /** Whether some load group's wide load reads past the last member the loop reads. */
  boolean gapAtEnd() {
    return gapAtEnd;
  }

  /** The vector form of each access, in the order of {@code accesses}. */
  List<VectorAccess> form() {
    // Groups under construction: members by offset (in elements) from the first access met.
    List<Access> anchors = new ArrayList<>();
    List<Map<Long, Access>> byOffset = new ArrayList<>();
    List<Boolean> scalarize = new ArrayList<>();
    Map<Access, Integer> groupOf = new HashMap<>();
    for (Access a : accesses) {
      long stride = lai.strideBytes(a);
      if (a.invariant() || Math.abs(stride) == a.bytes() || stride < 0 || stride / a.bytes() > MAX_FACTOR) continue;
      int found = -1;
      for (int g = 0; g < anchors.size() && found < 0; g++) {
        Access anchor = anchors.get(g);
        if (anchor.isStore() != a.isStore() || anchor.element() != a.element() || lai.strideBytes(anchor) != stride) continue;
        Long d = lai.distance(anchor, a);
        if (d == null || d % a.bytes() != 0) continue;
        long offset = d / a.bytes();
        Map<Long, Access> members = byOffset.get(g);
        long lo = Math.min(offset, members.keySet().stream().min(Long::compare).orElseThrow());
        long hi = Math.max(offset, members.keySet().stream().max(Long::compare).orElseThrow());
        if (hi - lo >= stride / a.bytes()) continue; // the next structure: another group
        // Two stores to one place: each lane stores on its own, in order.
        if (members.containsKey(offset) && a.isStore()) scalarize.set(g, true);
        members.putIfAbsent(offset, a);
        found = g;
      }
      if (found < 0) {
        found = anchors.size();
        anchors.add(a);
        Map<Long, Access> members = new HashMap<>();
        members.put(0L, a);
        byOffset.add(members);
        scalarize.add(false);
      }
      groupOf.put(a, found);
    }
    List<VectorAccess.Group> groups = new ArrayList<>();
    List<Long> lowest = new ArrayList<>();
    for (int g = 0; g < anchors.size(); g++) {
      Access anchor = anchors.get(g);
      int factor = (int) (lai.strideBytes(anchor) / anchor.bytes());
      Map<Long, Access> members = byOffset.get(g);
      long lo = members.keySet().stream().min(Long::compare).orElseThrow();
      Access[] slots = new Access[factor];
      for (Map.Entry<Long, Access> e : members.entrySet()) slots[(int) (e.getKey() - lo)] = e.getValue();
      Scev start = lai.firstAddress(slots[0]);
      VectorAccess.Group group = new VectorAccess.Group(factor, Arrays.asList(slots), start, anchor.isStore());
      // A store group with gaps would write what the loop does not: its lanes store one by one.
      if (scalarize.get(g) || anchor.isStore() && Arrays.asList(slots).contains(null) || !reorderable(group, joined(groupOf, g))) {
        group = null;
      } else {
        gapAtEnd |= group.gapAtEnd();
      }
      groups.add(group);
      lowest.add(lo);
    }
    List<VectorAccess> out = new ArrayList<>();
    for (Access a : accesses) {
      Integer g = groupOf.get(a);
      if (g == null || groups.get(g) == null) {
        long stride = lai.strideBytes(a);
        VectorAccess.Kind kind = a.invariant() ? VectorAccess.Kind.INVARIANT
            : stride == a.bytes() ? VectorAccess.Kind.CONSECUTIVE
            : stride == -a.bytes() ? VectorAccess.Kind.REVERSE : VectorAccess.Kind.SCALARIZED;
        out.add(new VectorAccess(a, kind, null, 0));
        continue;
      }
      Long d = lai.distance(anchors.get(g), a);
      int member = (int) (d / a.bytes() - lowest.get(g));
      out.add(new VectorAccess(a, VectorAccess.Kind.GROUP, groups.get(g), member));
    }
    return out;
  }

  /** The accesses that joined group {@code g}: its members, and loads of a member's place after it. */
  private List<Access> joined(Map<Access, Integer> groupOf, int g) {
    List<Access> out = new ArrayList<>();
    for (Access a : accesses) if (Integer.valueOf(g).equals(groupOf.get(a))) out.add(a);
    return out;
  }

  /**
   * Whether every access of the group ({@code joined}: a second load of a member's place reads
   * the group's wide load too) can move to where the group's access runs (a load up to the first
   * load, a store down to the last store) without passing an access to the same bytes of the same
   * iteration; accesses to other bytes are proved apart in all iterations by the checks.
   */
  private boolean reorderable(VectorAccess.Group group, List<Access> joined) {
    Access carrier = group.carrier(accesses);
    int at = accesses.indexOf(carrier);
    for (Access m : joined) {
      int from = accesses.indexOf(m);
      int lo = Math.min(at, from);
      int hi = Math.max(at, from);
      for (int k = lo + 1; k < hi; k++) {
        Access other = accesses.get(k);
        if (joined.contains(other)) continue;
        if (!group.store() && !other.isStore()) continue; // loads pass loads
        Long d = lai.distance(m, other);
        if (d == null) continue; // a pair with a store that no fixed distance relates is apart, or checked
        if (d < m.bytes() && d > -other.bytes()) return false;
      }
    }
    return true;
  }
}
