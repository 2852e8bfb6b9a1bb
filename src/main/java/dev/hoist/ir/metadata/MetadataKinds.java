package dev.hoist.ir.metadata;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Metadata attachment kinds and their ids as LLVM 14 assigns them: the fixed kinds of
 * {@code FixedMetadataKinds.def} first ({@code !dbg} is 0, {@code !tbaa} 1, ...), then a
 * module's own kinds in the order they were first used. Attachments are kept, numbered and
 * printed in id order, {@code !dbg} first:
 * <pre>
 *   %v = load i32, i32* %p, align 4, !dbg !12, !tbaa !13, !mykind !14
 * </pre>
 */
public final class MetadataKinds {
  private static final List<String> FIXED = List.of("dbg", "tbaa", "prof", "fpmath", "range", "tbaa.struct",
      "invariant.load", "alias.scope", "noalias", "nontemporal", "llvm.mem.parallel_loop_access", "nonnull",
      "dereferenceable", "dereferenceable_or_null", "make.implicit", "unpredictable", "invariant.group", "align",
      "llvm.loop", "type", "section_prefix", "absolute_symbol", "associated", "callees", "irr_loop",
      "llvm.access.group", "callback", "llvm.preserve.access.index", "vcall_visibility", "noundef", "annotation");
  private static final Map<String, Integer> FIXED_IDS = new HashMap<>();

  static {
    for (int i = 0; i < FIXED.size(); i++) FIXED_IDS.put(FIXED.get(i), i);
  }

  private final Map<String, Integer> custom = new java.util.concurrent.ConcurrentHashMap<>();

  /** The ids of a module whose own kinds, in registration order, are {@code moduleKinds}. */
  public MetadataKinds(List<String> moduleKinds) {
    for (String k : moduleKinds) custom.putIfAbsent(k, FIXED.size() + custom.size());
  }

  /** Whether {@code kind} is one of LLVM's fixed kinds. */
  public static boolean isFixed(String kind) {
    return FIXED_IDS.containsKey(kind);
  }

  /** The id of {@code kind}; a kind the module did not register (made since) gets the next free id. */
  public int id(String kind) {
    Integer i = FIXED_IDS.get(kind);
    if (i != null) return i;
    i = custom.get(kind);
    if (i != null) return i;
    synchronized (custom) {
      return custom.computeIfAbsent(kind, k -> FIXED.size() + custom.size());
    }
  }

  /**
   * The order in which {@code n} attachments print, {@code kindAt(i)} being the kind of the i-th:
   * their indexes sorted by id (a holder has at most one attachment of each kind).
   */
  public int[] order(java.util.function.IntFunction<String> kindAt, int n) {
    int[] idx = new int[n];
    int[] ids = new int[n];
    for (int i = 0; i < n; i++) {
      idx[i] = i;
      ids[i] = id(kindAt.apply(i));
    }
    for (int i = 1; i < n; i++) { // insertion sort: attachments come by twos and threes
      int x = idx[i];
      int k = i - 1;
      while (k >= 0 && ids[idx[k]] > ids[x]) {
        idx[k + 1] = idx[k];
        k--;
      }
      idx[k + 1] = x;
    }
    return idx;
  }
}
