package dev.hoist.transform.scalar;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.freq.ExpectWeights;
import dev.hoist.analysis.freq.ProfileData;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import java.util.List;
import java.util.Map;

/**
 * {@code lower-expect}: LLVM 14's LowerExpectIntrinsic. What {@code __builtin_expect} and
 * {@code __builtin_expect_with_probability} said becomes {@code !prof branch_weights} on the
 * branch, switch or select they decide, and the calls are replaced by their argument:
 *
 * <pre>
 *   %e = call i64 @llvm.expect.i64(i64 %c, i64 0)     =&gt;   (gone)
 *   %t = icmp ne i64 %e, 0                                  %t = icmp ne i64 %c, 0
 *   br i1 %t, label %cold, label %hot                       br i1 %t, label %cold, label %hot, !prof !{"branch_weights", i32 1, i32 2000}
 * </pre>
 *
 * Which instructions get which weights is {@link ExpectWeights}'s (shared with the branch
 * probability analysis, which reads them from functions not lowered yet); this pass makes the
 * changes. Blocks and edges stay as they were.
 */
public final class LowerExpect implements FunctionPass {
  public static final PassInfo INFO = new PassInfo("lower-expect", "LowerExpectIntrinsicPass",
      "lowers llvm.expect calls to branch weight metadata", LowerExpect::new, List.of());

  private static final String STATS = "lower-expect-intrinsic";

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public Preserved run(Function f, PassContext ctx) {
    ExpectWeights w = ExpectWeights.of(f);
    if (w == null) return Preserved.all();
    for (Map.Entry<Instruction, long[]> e : w.all().entrySet()) e.getKey().setMetadata("prof", branchWeights(e.getValue()));
    for (ExpectWeights.Rewrite r : w.rewrites()) {
      if (r.user() != null) {
        r.user().setOperand(r.index(), r.to());
      } else {
        r.call().replaceAllUsesWith(r.to());
        r.call().eraseFromParent();
      }
    }
    ctx.stats().add(STATS, "Number of 'expect' intrinsic instructions handled", w.handled());
    return Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS);
  }

  /**
   * {@code !{!"branch_weights", i32 w0, i32 w1, ...}} (MDBuilder::createBranchWeights), marked as
   * coming from {@code llvm.expect} ({@link MDNode#isFromExpect}) for loop-sink.
   */
  static MDNode branchWeights(long[] weights) {
    return ProfileData.weightsNode(weights).markFromExpect();
  }
}
