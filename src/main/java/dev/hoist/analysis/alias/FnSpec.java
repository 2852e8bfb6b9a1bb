package dev.hoist.analysis.alias;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The attributes a known callee has whatever its declaration says: LLVM gives every intrinsic its
 * attributes when it is declared, and a C library function's behaviour follows from its name.
 * Written as LLVM prints attribute lists, e.g.
 * <pre>
 *   "argmemonly nofree nounwind willreturn | 0: noalias nocapture writeonly | 1: noalias nocapture readonly | ret: noalias"
 * </pre>
 */
record FnSpec(Set<String> fn, Map<Integer, Set<String>> params, Set<String> ret) {
  static FnSpec parse(String text) {
    String[] parts = text.split("\\|");
    Set<String> fn = words(parts[0]);
    Map<Integer, Set<String>> params = new HashMap<>();
    Set<String> ret = Set.of();
    for (int i = 1; i < parts.length; i++) {
      String p = parts[i].trim();
      int colon = p.indexOf(':');
      String pos = p.substring(0, colon).trim();
      Set<String> w = words(p.substring(colon + 1));
      if (pos.equals("ret")) ret = w;
      else params.put(Integer.parseInt(pos), w);
    }
    return new FnSpec(fn, Map.copyOf(params), ret);
  }

  private static Set<String> words(String s) {
    s = s.trim();
    return s.isEmpty() ? Set.of() : Set.of(s.split("\\s+"));
  }

  boolean hasFn(String kind) {
    return fn.contains(kind);
  }

  boolean hasParam(int i, String kind) {
    Set<String> s = params.get(i);
    return s != null && s.contains(kind);
  }

  boolean hasRet(String kind) {
    return ret.contains(kind);
  }
}
