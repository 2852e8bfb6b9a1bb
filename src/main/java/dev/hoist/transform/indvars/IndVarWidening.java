package dev.hoist.transform.indvars;

import dev.hoist.analysis.Analyses;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.PhiInst;
import dev.hoist.pass.Option;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.pass.loop.LoopPass;
import dev.hoist.pass.loop.LoopPassManager;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code indvars}: the induction-variable widening of LLVM's IndVarSimplify. C's {@code int} loop
 * counters index 64-bit addresses, so clang's loops extend the counter on every iteration:
 *
 * <pre>
 *   %i = phi i32 [ 0, %ph ], [ %i.next, %latch ]
 *   %i.ext = sext i32 %i to i64                 ; every iteration
 *   %j = add nsw i32 %i, 2
 *   %j.ext = sext i32 %j to i64                 ; every iteration
 *   ...
 *   %i.next = add nsw i32 %i, 3
 *   %c = icmp slt i32 %i.next, 3000
 * =&gt;
 *   %indvars.iv = phi i64 [ 0, %ph ], [ %indvars.iv.next, %latch ]
 *   %j.wide = add i64 %indvars.iv, 2             ; %i.ext is %indvars.iv, %j.ext is %j.wide
 *   ...
 *   %indvars.iv.next = add i64 %indvars.iv, 3
 *   %c = icmp slt i64 %indvars.iv.next, 3000
 * </pre>
 *
 * The no-wrap flags of the counter's arithmetic make this exact (see {@link WideningWeb}). Seed
 * 002's "SCEV wrap flags" is about where such flags may be trusted; here they are read from the
 * instructions themselves, which is always sound. Loops are visited innermost first, so that an
 * inner loop's extended invariants (the row offset {@code r * cols}) become the outer loop's
 * extension users. This pass runs after LICM and versioning in the default pipeline: it changes
 * no memory access, only the arithmetic that feeds addresses and exit tests.
 */
public final class IndVarWidening implements LoopPass {
  static final Option<Boolean> PREDICATE_LOOPS = Option.bool("indvars-predicate-loops", true,
      "Predicate conditions in read only loops (accepted; Hoist's indvars widens, it does not predicate)");
  public static final PassInfo INFO = LoopPassManager.declare("indvars", "IndVarSimplifyPass",
      "induction variable widening: int counters that feed 64-bit addresses become 64-bit", IndVarWidening::new,
      List.of(PREDICATE_LOOPS));

  /** Instructions were replaced; blocks and edges were not. */
  private static final Preserved WIDENED = Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS);

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public LoopRun start(LoopContext cx) {
    return l -> {
      BasicBlock ph = l.preheader();
      BasicBlock latch = l.latch();
      if (ph == null || latch == null) return Preserved.all();
      int widened = 0;
      for (PhiInst phi : new ArrayList<>(l.header().phis())) {
        if (phi.parent() == null) continue;
        WideningWeb web = WideningWeb.build(phi, l, ph, latch, cx.domTree());
        if (web != null) {
          web.widen(cx.names());
          widened++;
        }
      }
      cx.stats().add("indvars", "Number of indvars widened", widened);
      return widened == 0 ? Preserved.all() : WIDENED;
    };
  }
}
