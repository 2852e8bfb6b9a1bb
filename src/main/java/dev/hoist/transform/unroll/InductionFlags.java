package dev.hoist.transform.unroll;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.PhiInst;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The no-wrap facts of a loop's inductions, carried over to the loop unrolled from it. An
 * induction of the unrolled loop takes every U-th value of the original one, a subsequence of
 * values that did not wrap, so its recurrence {@code {a,+,U*s}} does not wrap either; scalar
 * evolution, asked afresh about the unrolled loop, cannot always prove it again (the step is now
 * a chain of U increments), and the clean-up needs it: {@code ({1,+,8} /u 2)} folds to
 * {@code {0,+,4}} (the same as copy 0's quotient) only for a recurrence without unsigned wrap.
 */
final class InductionFlags {
  private InductionFlags() {}

  /** The flags of the header phis of {@code l} that are affine recurrences of it. */
  static Map<PhiInst, Integer> record(Loop l, ScalarEvolution se) {
    Map<PhiInst, Integer> out = new IdentityHashMap<>();
    for (PhiInst p : l.header().phis()) {
      if (!se.isSCEVable(p.type())) continue;
      if (se.getSCEV(p) instanceof ScevAddRec ar && ar.loop() == l && ar.isAffine() && ar.noWrapFlags() != 0) {
        out.put(p, ar.noWrapFlags());
      }
    }
    return out;
  }

  /** Gives the recurrences of the phis still in {@code header}, now the unrolled loop's, their flags back. */
  static void restore(BasicBlock header, Map<PhiInst, Integer> flags, LoopInfo li, ScalarEvolution se) {
    if (flags.isEmpty() || header.parent() == null) return;
    Loop l = li.loopFor(header);
    if (l == null || l.header() != header) return;
    for (Map.Entry<PhiInst, Integer> e : flags.entrySet()) {
      PhiInst p = e.getKey();
      if (p.parent() != header) continue;
      Scev s = se.getSCEV(p);
      if (s instanceof ScevAddRec ar && ar.loop() == l && ar.isAffine()) se.addRec(ar.start(), ar.step(), l, e.getValue());
    }
  }
}
