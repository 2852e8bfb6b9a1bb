package dev.hoist.ir.metadata;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The {@code !DILocation}s transforms create: line-0 locations ("no particular source line, in
 * this scope"), and the merge of two locations (LLVM's DILocation::getMergedLocation), used when
 * one new instruction stands for several old ones. Nodes are made once per scope, as LLVM
 * uniques them; use one instance per transform run.
 */
public final class DebugLocations {
  private record Key(Object scope, Object inlinedAt) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them
    // (and interpreted in the native image).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Objects.equals(k.scope, scope)
          && Objects.equals(k.inlinedAt, inlinedAt);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(scope) * 31 + Objects.hashCode(inlinedAt);
    }
  }

  private final Map<Key, MDNode> lineZero = new HashMap<>();

  /** {@code !DILocation(line: 0, scope: S, inlinedAt: I)} for the scope and inlining context of {@code loc}. */
  public MDNode lineZeroLike(MDNode loc) {
    if (loc == null || !"DILocation".equals(loc.kind())) return null;
    return lineZero(loc.field("scope"), loc.field("inlinedAt"));
  }

  public MDNode lineZero(Object scope, Object inlinedAt) {
    return lineZero.computeIfAbsent(new Key(scope, inlinedAt), k -> {
      List<MDNode.Field> fields = new java.util.ArrayList<>();
      fields.add(new MDNode.Field("line", new MDNode.Raw("0")));
      fields.add(new MDNode.Field("scope", k.scope()));
      if (k.inlinedAt() != null) fields.add(new MDNode.Field("inlinedAt", k.inlinedAt()));
      return MDNode.specialized(false, "DILocation", fields);
    });
  }

  /**
   * One location for an instruction that replaces instructions at {@code a} and {@code b}: the
   * same location if they agree, else line 0 in their nearest common local scope (or in
   * {@code a}'s scope when they have none); null if either is missing.
   */
  public MDNode merged(MDNode a, MDNode b) {
    if (a == null || b == null) return null;
    if (a == b || sameLocation(a, b)) return a;
    Object inlinedAt = a.field("inlinedAt");
    Object common = null;
    if (Objects.equals(inlinedAt, b.field("inlinedAt"))) {
      java.util.Set<Object> scopesOfA = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
      for (Object s = a.field("scope"); s instanceof MDNode n && isLocalScope(n); s = n.field("scope")) scopesOfA.add(s);
      for (Object s = b.field("scope"); s instanceof MDNode n && isLocalScope(n); s = n.field("scope")) {
        if (scopesOfA.contains(s)) {
          common = s;
          break;
        }
      }
    }
    if (common == null) common = a.field("scope");
    return lineZero(common, inlinedAt);
  }

  private static boolean isLocalScope(MDNode n) {
    String k = n.kind();
    return "DISubprogram".equals(k) || "DILexicalBlock".equals(k) || "DILexicalBlockFile".equals(k);
  }

  private static boolean sameLocation(MDNode a, MDNode b) {
    return "DILocation".equals(a.kind()) && "DILocation".equals(b.kind()) && a.fields().equals(b.fields());
  }
}
