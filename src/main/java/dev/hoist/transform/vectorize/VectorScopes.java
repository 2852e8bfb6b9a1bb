package dev.hoist.transform.vectorize;

import dev.hoist.ir.Instruction;
import dev.hoist.transform.loopversioning.NoAliasScopes;
import java.util.ArrayList;
import java.util.List;

/**
 * Records in the vector loop what its runtime checks proved, as LLVM's vectorizer does: each
 * checked pointer group gets a scope, and each wide load and store made for one of its accesses
 * (and each uniform load computed once before the loop) is put in that scope and declared apart
 * from the scopes of the groups it was checked against ({@link NoAliasScopes}). LICM and GVN,
 * in Hoist or in {@code opt -O3} after it, can then move loads and stores past each other in the
 * vector loop, such as an invariant {@code A[i][k] * alpha} out of it.
 *
 * <pre>
 *   %wide.load = load &lt;4 x float&gt;, ..., !alias.scope !3, !noalias !6
 *   store &lt;4 x float&gt; %5, ..., !alias.scope !6, !noalias !3
 * </pre>
 */
final class VectorScopes {
  private VectorScopes() {}

  static void annotate(VectorPlan plan, VectorBody vb) {
    // Diff checks let the vector loop run on ranges that overlap (in an order that is safe).
    if (plan.checks().numChecks() == 0 || plan.diffChecks() != null) return;
    NoAliasScopes.annotate(plan.checks(), scalar -> {
      List<Instruction> out = new ArrayList<>(vb.memory().madeFor(scalar));
      Instruction copy = vb.scalarCopyOf(scalar);
      if (copy != null) out.add(copy);
      return out;
    });
  }
}
