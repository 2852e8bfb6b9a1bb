package dev.hoist.transform.indvars;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Instruction;
import java.util.function.Predicate;

/**
 * Where a computation made for a loop but invariant in the loops around it goes: the end of the
 * preheader of the outermost enclosing loop in which it is invariant, so that a nest computes an
 * extended bound or a trip count once, not once per iteration of the outer loops (Hoist's LICM
 * has run before {@code indvars} and would not see it). Extensions, adds and the like cannot trap,
 * so running them where the inner loop may not be reached costs one instruction at most.
 */
final class OutermostPreheader {
  private OutermostPreheader() {}

  /** The end of the preheader of the outermost loop around {@code l} (or {@code l}) for which {@code invariantIn} holds. */
  static Instruction of(Loop l, Predicate<Loop> invariantIn) {
    Loop at = l;
    while (at.parent() != null && at.parent().preheader() != null && invariantIn.test(at.parent())) at = at.parent();
    return at.preheader().terminator();
  }
}
