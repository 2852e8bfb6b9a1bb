package dev.hoist.transform.versioning;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.loopversioning.LoopMarks;
import dev.hoist.transform.loopversioning.LoopVersioning;
import dev.hoist.transform.loopversioning.NoAliasScopes;
import dev.hoist.transform.loopversioning.RuntimeCheckEmitter;
import dev.hoist.transform.util.FoldingBuilder;
import dev.hoist.transform.util.NameUniquer;
import java.util.List;

/**
 * Versions a loop by a {@link Plan} with the shared loop-versioning utility: the checks
 * ({@link RuntimeCheckEmitter}, LLVM's {@code lver.*} names), the two versions
 * ({@link LoopVersioning}), scoped no-alias metadata on the fast version ({@link NoAliasScopes}),
 * and the markers of this pass: both versions carry
 * {@code !{!"llvm.loop.licm_versioning.disable"}} (LLVM's marker, also honoured when a user puts
 * it on a loop) so neither is versioned again; the fast one also carries
 * {@code !{!"llvm.loop.licm_versioning", !"versioned_loop"}}.
 */
final class LoopVersioner {
  private LoopVersioner() {}

  static final String DISABLE = "llvm.loop.licm_versioning.disable";
  static final String VERSIONED = "llvm.loop.licm_versioning";

  /**
   * Versions {@code loop} (in simplified and LCSSA form) by {@code plan}, with the checks computed
   * before {@code checkAt} (the preheader's terminator, or an outer loop's preheader's).
   */
  static LoopVersioning.Versions version(Loop loop, Plan plan, ScalarEvolution se, Instruction checkAt, boolean annotate,
      NameUniquer names) {
    IntegerType intPtr = IntegerType.get(loop.header().parent().parent().layout().pointerSizeInBits(0));
    Value ok = new RuntimeCheckEmitter(se, new ScevExpander(se), new FoldingBuilder(checkAt, names), intPtr,
        RuntimeCheckEmitter.Names.LOOP_VERSIONING).emit(plan.checks());
    BasicBlock fastLatch = loop.latch();
    LoopVersioning.Versions v = LoopVersioning.version(loop, ok, names);
    if (annotate) NoAliasScopes.annotate(plan.checks());
    LoopMarks.mark(fastLatch.terminator(), List.of(LoopMarks.strings(DISABLE), LoopMarks.strings(VERSIONED, "versioned_loop")));
    LoopMarks.mark(v.safeLatch().terminator(), List.of(LoopMarks.strings(DISABLE)));
    return v;
  }
}
