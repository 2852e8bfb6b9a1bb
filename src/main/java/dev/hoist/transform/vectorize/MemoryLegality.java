package dev.hoist.transform.vectorize;

import dev.hoist.analysis.access.Access;
import dev.hoist.analysis.access.Dependence;
import dev.hoist.analysis.access.LoopAccessInfo;
import dev.hoist.analysis.access.PointerDiffChecks;
import dev.hoist.analysis.access.PointerGroup;
import dev.hoist.analysis.access.RuntimeChecks;
import dev.hoist.analysis.access.RuntimePointerChecking;
import dev.hoist.analysis.alias.AliasResult;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MemoryAccess;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The vectorizer's memory rules, on the shared loop-access analysis ({@link LoopAccessInfo}).
 * Each access gets a vector form ({@link VectorAccess}): consecutive ({@code {start,+,size}}),
 * reverse ({@code {start,+,-size}}), a member of an interleaved group ({@link InterleaveGroups})
 * or, for a load, at an invariant address; its first address must be computable before the loop.
 *
 * <p>Lanes of one vector iteration run each instruction for all iterations before the next
 * instruction, so two accesses may not touch the same bytes in different iterations. A pair of a
 * store and another access is fine with the same address every iteration (of the same size),
 * when alias analysis keeps everything their pointers may reach apart, or when they lie a constant
 * distance apart with one stride and never meet in different iterations ({@code a[2*i]} and
 * {@code a[2*i+1]}); a pair a constant distance apart that does meet ({@code a[i]} and
 * {@code a[i+1]}) is rejected; every other pair is tested at run time. The tests compare pointer
 * groups over the whole loop ({@link RuntimePointerChecking}): accesses through one pointer, or
 * a constant distance apart ({@code A[i-1]}, {@code A[i]}, {@code A[i+1]}), share one range, so
 * a stencil over many arrays needs a check per pair of arrays, not per pair of accesses. Where
 * every checked group is one access that steps by its element, the pairs are tested on the
 * distances between their accesses instead ({@link PointerDiffChecks}), which also lets the vector
 * loop run on arrays that overlap in an order it keeps.
 *
 * <pre>
 *   a[i] = a[i] + b[i]      ; load a[i] / store a[i]: same address; group {a} / group {b}: one check
 *   a[i+1] = a[i]           ; a constant distance apart: UnsafeDep
 * </pre>
 *
 * <p>First addresses and ranges are computed at {@code checkPoint}, where the vector loop's
 * checks go (the preheader's end), with {@code expander}.
 */
final class MemoryLegality {
  /** The accesses' vector forms in program order, and the runtime checks they need. */
  record Result(List<VectorAccess> memory, RuntimeChecks checks, PointerDiffChecks diffChecks, boolean gapAtEnd,
      int maxSafeIterations) {}

  private final LoopAccessInfo lai;
  private final ScevExpander expander;
  private final Instruction checkPoint;
  private VectorizationLegality.Rejection rejection;

  MemoryLegality(LoopAccessInfo lai, ScevExpander expander, Instruction checkPoint) {
    this.lai = lai;
    this.expander = expander;
    this.checkPoint = checkPoint;
  }

  /** Why the last {@link #finish} failed. */
  VectorizationLegality.Rejection rejection() {
    return rejection;
  }

  /** Adds the access of {@code i} to {@code accesses}, or says why it has no vector form. */
  VectorizationLegality.Rejection plan(Instruction i, List<Access> accesses) {
    Access a = access(i);
    if (a == null) return new VectorizationLegality.Rejection("CantVectorizeMemory", "memory access is not consecutive or loop-invariant");
    if (!expander.isSafeToExpand(lai.firstAddress(a), checkPoint)) {
      return new VectorizationLegality.Rejection("CantVectorizeMemory", "the first address of an access cannot be computed before the loop");
    }
    accesses.add(a);
    return null;
  }

  /**
   * Adds the access of {@code i}, a load or store at a loop-invariant address kept in a register
   * by the vector loop (a reduction kept in memory), to {@code accesses}: it takes part in the
   * checks like any other.
   */
  VectorizationLegality.Rejection planInvariant(Instruction i, List<Access> accesses) {
    Access a = lai.access(i);
    if (!a.invariant() || !expander.isSafeToExpand(a.address(), checkPoint)) {
      return new VectorizationLegality.Rejection("CantVectorizeMemory", "the address of an access cannot be computed before the loop");
    }
    accesses.add(a);
    return null;
  }

  /**
   * The access of {@code i} when it can have a vector form: a load from an invariant address, or
   * an address that moves by a constant multiple of the element; else null.
   */
  private Access access(Instruction i) {
    Type elem = Access.typeOf(i);
    if (lai.scalarEvolution().layout().storeSize(elem) * 8 != lai.scalarEvolution().layout().sizeInBits(elem)) return null;
    if (lai.loop().isInvariant(((MemoryAccess) i).pointer()) && !(i instanceof LoadInst)) return null;
    Access a = lai.access(i);
    if (a.invariant()) return a;
    long stride = lai.strideBytes(a);
    return stride != 0 && stride % a.bytes() == 0 ? a : null;
  }

  /**
   * Whether the uniform load {@code l}, whose address is computed in the loop, is apart from every
   * store of {@code widened}: no check before the loop can cover an address loaded in it.
   */
  boolean loadedAddressIsSafe(LoadInst l, Set<Instruction> widened) {
    for (Instruction w : widened) {
      if (w instanceof StoreInst && lai.aliasAcrossIterations(l, w) != AliasResult.NO_ALIAS) return false;
    }
    return true;
  }

  /**
   * Gives each access of {@code accesses} (in program order) its vector form, and sorts every pair
   * of a store and another access into: provably apart, checked at run time, or unsafe. Null, with
   * {@link #rejection()} set, when some access or pair cannot be vectorized.
   */
  Result finish(List<Access> accesses, int maxChecks, int mergeBudget) {
    InterleaveGroups groups = new InterleaveGroups(lai, accesses);
    List<VectorAccess> memory = groups.form();
    RuntimePointerChecking rpc = new RuntimePointerChecking(lai, checkPoint);
    // Members of interleaved groups: their wide access is not where they are in program order.
    Set<Instruction> grouped = new HashSet<>();
    for (VectorAccess v : memory) if (v.kind() == VectorAccess.Kind.GROUP) grouped.add(v.access().inst());
    int maxSafe = Integer.MAX_VALUE;
    for (int a = 0; a < accesses.size(); a++) {
      Access x = accesses.get(a);
      for (int b = a + 1; b < accesses.size(); b++) {
        Access y = accesses.get(b);
        if (!x.isStore() && !y.isStore()) continue;
        Dependence d = lai.dependence(x, y, true);
        if (d == Dependence.SAME_ADDRESS) {
          if (x.bytes() != y.bytes()) return fail("UnsafeDep", "accesses of different sizes to one address");
          continue;
        }
        if (d == Dependence.NO_ALIAS) continue;
        Long distance = lai.distance(x, y);
        if (distance != null) {
          // A fixed distance: fine when the two never meet in different iterations, else the two
          // ranges overlap unless the loop is short, so a check would fail.
          if (neverMeet(x, y, distance)) continue;
          int safe = grouped.contains(x.inst()) || grouped.contains(y.inst()) ? 0 : firstConflict(x, y, distance);
          if (safe >= 2) {
            maxSafe = Math.min(maxSafe, safe);
            continue;
          }
          return fail("UnsafeDep", "unsafe dependent memory operations in loop");
        }
        if (!expander.isSafeToExpand(lai.firstAddress(x), checkPoint) || !expander.isSafeToExpand(lai.firstAddress(y), checkPoint)) {
          return fail("CantCheckMemory", "cannot identify array bounds");
        }
        int gx = rpc.group(x.pointer());
        int gy = rpc.group(y.pointer());
        if (gx == gy || !rpc.hasRange(gx) || !rpc.hasRange(gy)) return fail("CantCheckMemory", "cannot identify array bounds");
        rpc.needsCheck(gx, gy);
      }
    }
    RuntimeChecks checks = rpc.finish(mergeBudget);
    for (int[] p : checks.pairs()) {
      // Two groups merged into one range (a constant distance apart) cannot be told apart by it.
      if (p[0] == p[1]) return fail("CantCheckMemory", "cannot identify array bounds");
    }
    if (checks.numChecks() > maxChecks) {
      return fail("TooManyRuntimeChecks", "cannot prove the accesses apart without more than " + maxChecks + " runtime checks");
    }
    return new Result(memory, checks, groupChecked(grouped, checks) ? null : PointerDiffChecks.of(checks, lai, accesses),
        groups.gapAtEnd(), maxSafe);
  }

  /**
   * How many iterations a vector iteration may run for {@code x} and {@code y}, {@code distance}
   * bytes apart with one stride, {@code x} first in program order (LLVM's maximum safe dependence
   * distance): a vector iteration of V iterations runs {@code x} for all of them before {@code y},
   * so the order of two iterations {@code k} apart changes where {@code y} of the earlier one
   * meets {@code x} of the later one, {@code 1 <= k < V}. The least such {@code k} (any V when
   * there is none: they meet only with {@code x} in the earlier iteration, whose order the vector
   * loop keeps), or 0 for different strides.
   *
   * <pre>
   *   a[i] = a[i + 1] + 1     ; the load is a later iteration's store: any V
   *   a[i + 4] = a[i] * 3     ; the store reaches the load 4 iterations on: V <= 4
   * </pre>
   */
  private int firstConflict(Access x, Access y, long distance) {
    long[] k = meetings(x, y, distance);
    if (k == null) return 0;
    long first = Math.max(k[0], 1);
    return first > k[1] ? Integer.MAX_VALUE : (int) Math.min(first, Integer.MAX_VALUE);
  }

  /**
   * The iterations {@code k} apart, {@code {least, most}}, at which {@code x} of iteration
   * {@code j + k} touches a byte that {@code y} of iteration {@code j} touches, {@code distance}
   * bytes from {@code x} with the same stride (none when the least is past the most); null for
   * different or no strides.
   */
  private long[] meetings(Access x, Access y, long distance) {
    long s = lai.strideBytes(x);
    if (s == 0 || s != lai.strideBytes(y)) return null;
    // x of iteration j + k touches [k s, k s + x.bytes), y of iteration j [distance, distance + y.bytes).
    long lo = distance - x.bytes(), hi = distance + y.bytes(); // they meet when lo < k s < hi
    if (s > 0) return new long[] {Math.floorDiv(lo, s) + 1, -Math.floorDiv(-hi, s) - 1};
    return new long[] {Math.floorDiv(-hi, -s) + 1, -Math.floorDiv(lo, -s) - 1};
  }

  /**
   * Whether some checked access is a member of an interleaved group ({@code grouped}): its wide
   * load or store runs where the group's first or last member is, not where it is, so a distance
   * check, which relies on program order, does not cover it.
   */
  private static boolean groupChecked(Set<Instruction> grouped, RuntimeChecks checks) {
    for (PointerGroup g : checks.groups()) for (Instruction i : g.accesses()) if (grouped.contains(i)) return true;
    return false;
  }

  /**
   * Whether {@code x} and {@code y}, {@code distance} bytes apart with one stride, never touch a
   * common byte in two different iterations: for no {@code k != 0} do {@code [0, x.bytes)} and
   * {@code [distance + k * stride, ... + y.bytes)} overlap.
   */
  private boolean neverMeet(Access x, Access y, long distance) {
    long[] k = meetings(x, y, distance);
    return k != null && (k[0] > k[1] || k[0] == 0 && k[1] == 0);
  }

  private Result fail(VectorizationLegality.Rejection r) {
    rejection = r;
    return null;
  }

  private Result fail(String name, String message) {
    return fail(new VectorizationLegality.Rejection(name, message));
  }

  /** The group members of {@code memory} in program order (for tests and the cost model). */
  static List<VectorAccess> groupMembers(List<VectorAccess> memory) {
    List<VectorAccess> out = new ArrayList<>();
    for (VectorAccess a : memory) if (a.kind() == VectorAccess.Kind.GROUP) out.add(a);
    return out;
  }
}
