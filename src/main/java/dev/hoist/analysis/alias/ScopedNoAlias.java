package dev.hoist.analysis.alias;

import dev.hoist.ir.metadata.MDNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Scoped no-alias metadata (LLVM's ScopedNoAliasAA). A scope is a node {@code !{!self, !domain,
 * !"name"}} in a domain {@code !{!self, !"name"}}; an access lists the scopes it belongs to in
 * {@code !alias.scope} and the scopes it does not alias in {@code !noalias}. Inlining a function
 * with {@code noalias} arguments produces them:
 *
 * <pre>
 *   store i32 0, i32* %a, !alias.scope !2     ; !2 = !{!3}, !3 = !{!3, !4, !"f: %a"}
 *   %v = load i32, i32* %b, !noalias !2       ; does not alias the store
 * </pre>
 *
 * Accesses do not alias when, for some domain, every scope of the first access in that domain is
 * in the second access's no-alias list.
 */
public final class ScopedNoAlias {
  private ScopedNoAlias() {}

  /** Whether an access with scopes {@code scopes} may alias one with no-alias list {@code noAlias}. */
  public static boolean mayAliasInScopes(MDNode scopes, MDNode noAlias) {
    if (scopes == null || noAlias == null) return true;
    List<MDNode> domains = new ArrayList<>();
    for (int i = 0; i < noAlias.numOperands(); i++) {
      if (noAlias.operand(i) instanceof MDNode s) {
        MDNode d = domain(s);
        if (d != null && !domains.contains(d)) domains.add(d);
      }
    }
    for (MDNode d : domains) {
      List<MDNode> inScopes = inDomain(scopes, d);
      if (inScopes.isEmpty()) continue;
      List<MDNode> inNoAlias = inDomain(noAlias, d);
      if (inNoAlias.containsAll(inScopes)) return false;
    }
    return true;
  }

  /** Whether two accesses with these AA metadata may alias as far as scopes tell. */
  public static boolean mayAlias(AAMetadata a, AAMetadata b) {
    return mayAliasInScopes(a.scope(), b.noAlias()) && mayAliasInScopes(b.scope(), a.noAlias());
  }

  private static MDNode domain(MDNode scope) {
    if (scope.numOperands() < 2) return null;
    return scope.operand(1) instanceof MDNode d ? d : null;
  }

  private static List<MDNode> inDomain(MDNode list, MDNode d) {
    List<MDNode> l = new ArrayList<>();
    for (int i = 0; i < list.numOperands(); i++) {
      if (list.operand(i) instanceof MDNode s && domain(s) == d) l.add(s);
    }
    return l;
  }
}
