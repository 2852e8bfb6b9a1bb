package dev.hoist.transform.indvars;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.PhiInst;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

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
public final class IndVarWidening implements FunctionPass {
  @Override
  public String name() {
    return "indvars";
  }

  @Override
  public boolean run(Function f, PassContext ctx) {
    LoopInfo li = ctx.analyses().get(f, Analyses.LOOPS);
    if (li.isEmpty()) return false;
    DominatorTree dt = ctx.analyses().get(f, Analyses.DOMTREE);
    NameUniquer names = new NameUniquer(f);
    int widened = 0;
    for (Loop l : li.loopsInnermostFirst()) {
      BasicBlock ph = l.preheader();
      BasicBlock latch = l.latch();
      if (ph == null || latch == null) continue;
      List<PhiInst> phis = new ArrayList<>(l.header().phis());
      for (PhiInst phi : phis) {
        if (phi.parent() == null) continue;
        WideningWeb web = WideningWeb.build(phi, l, ph, latch, dt);
        if (web != null) {
          web.widen(names);
          widened++;
        }
      }
    }
    if (widened == 0) return false;
    ctx.stats().add("indvars", "Number of indvars widened", widened);
    // Instructions were replaced; blocks and edges were not.
    ctx.analyses().invalidate(f, Set.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS));
    return true;
  }
}
