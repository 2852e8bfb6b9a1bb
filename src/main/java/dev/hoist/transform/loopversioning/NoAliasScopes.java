package dev.hoist.transform.loopversioning;

import dev.hoist.analysis.access.RuntimeChecks;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import java.util.ArrayList;
import java.util.List;

/**
 * Scoped no-alias metadata for the fast version, in the form of LLVM's LoopVersioning: one
 * domain per versioned loop, one scope per pointer group, and on each access of a group
 * {@code !alias.scope !{its group's scope}} and {@code !noalias !{the scopes of the groups it was
 * checked against}}. What the checks proved is then visible to LICM and to LLVM's later passes.
 *
 * <pre>
 *   !0 = distinct !{!0, !"LVerDomain"}
 *   !1 = distinct !{!1, !0}               ; group 0's scope
 *   load ..., !alias.scope !{!1}, !noalias !{!2}
 * </pre>
 */
public final class NoAliasScopes {
  private final MDNode domain;
  private final List<MDNode> scopes = new ArrayList<>();

  /**
   * Annotates the accesses of every group of {@code checks}: each group is apart from the groups
   * it was checked against (LLVM's annotateLoopWithNoAlias).
   */
  public static void annotate(RuntimeChecks checks) {
    int n = checks.groups().size();
    NoAliasScopes scopes = new NoAliasScopes(n);
    List<List<Integer>> apart = new ArrayList<>();
    for (int k = 0; k < n; k++) apart.add(new ArrayList<>());
    for (int[] p : checks.pairs()) {
      if (!apart.get(p[0]).contains(p[1])) apart.get(p[0]).add(p[1]);
      if (!apart.get(p[1]).contains(p[0])) apart.get(p[1]).add(p[0]);
    }
    for (int k = 0; k < n; k++) {
      for (Instruction a : checks.groups().get(k).accesses()) scopes.annotate(a, k, apart.get(k));
    }
  }

  /** A domain with one scope per group. */
  public NoAliasScopes(int groups) {
    domain = new MDNode();
    domain.defineTuple(true, List.of(domain, new MDString("LVerDomain")));
    for (int k = 0; k < groups; k++) {
      MDNode s = new MDNode();
      s.defineTuple(true, List.of(s, domain));
      scopes.add(s);
    }
  }

  /** Puts {@code access} (of group {@code group}) in its scope and out of the scopes of {@code noAliasGroups}. */
  public void annotate(Instruction access, int group, List<Integer> noAliasGroups) {
    access.setMetadata("alias.scope", append(access.getMetadata("alias.scope"), List.of(scopes.get(group))));
    if (noAliasGroups.isEmpty()) return;
    List<Metadata> na = new ArrayList<>();
    for (int h : noAliasGroups) na.add(scopes.get(h));
    access.setMetadata("noalias", append(access.getMetadata("noalias"), na));
  }

  /** LLVM's MDNode::concatenate: the old list's scopes, then the new ones not already in it. */
  private static MDNode append(MDNode old, List<? extends Metadata> add) {
    List<Metadata> ops = new ArrayList<>();
    if (old != null) for (int k = 0; k < old.numOperands(); k++) ops.add(old.operand(k));
    for (Metadata m : add) if (!ops.contains(m)) ops.add(m);
    return MDNode.tuple(false, ops);
  }
}
