package dev.hoist.pass.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hoist.api.Hoist;
import dev.hoist.api.Pipeline;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.Module;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code -verify-dom-info} and {@code -verify-loop-info}: a pass that changes the CFG and says it
 * changed nothing leaves a stale dominator tree and loop info behind, and the check after it says
 * so; honest passes pass it.
 */
class AnalysisVerificationTest {
  /** Moves each loop's exit edge to a new block in front of the exit, and says it preserved everything. */
  static final class Liar implements LoopPass {
    static final PassInfo INFO = LoopPassManager.declare("liar", "LiarPass", "test pass", Liar::new, List.of());

    @Override
    public PassInfo info() {
      return INFO;
    }

    @Override
    public LoopRun start(LoopContext cx) {
      return loop -> {
        BasicBlock exiting = loop.exitingBlock();
        BasicBlock exit = loop.exitBlocks().get(0);
        BasicBlock step = new BasicBlock("step");
        cx.function().appendBlock(step);
        step.append(new BrInst(exit));
        BrInst br = (BrInst) exiting.last();
        for (int k = 0; k < br.numSuccessors(); k++) if (br.successor(k) == exit) br.setSuccessor(k, step);
        for (var phi : exit.phis()) for (int k = 0; k < phi.numIncoming(); k++) if (phi.incomingBlock(k) == exiting) phi.setIncomingBlock(k, step);
        return Preserved.all();
      };
    }
  }

  private static final String IR = """
      define i32 @f(i32 %n) {
      entry:
        br label %loop
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
        %i.next = add i32 %i, 1
        %c = icmp slt i32 %i.next, %n
        br i1 %c, label %loop, label %exit
      exit:
        ret i32 %i.next
      }
      """;

  @Test
  void aStaleDominatorTreeIsReported() {
    Module m = Hoist.parse(IR);
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> Pipeline.builder().add(Liar.INFO).option("verify-dom-info").build().run(m));
    assertEquals("after liar on the loop at %loop on @f, the kept DominatorTreeAnalysis: the immediate dominator of %exit"
        + " is %step, not %loop", e.getMessage());
  }

  @Test
  void withoutTheFlagNothingIsChecked() {
    Pipeline.builder().add(Liar.INFO).build().run(Hoist.parse(IR));
  }

  @Test
  void theDefaultPipelineKeepsNothingStale() {
    Module m = Hoist.parse(IR);
    dev.hoist.api.Result r = Pipeline.builder().add(String.join(",", dev.hoist.catalog.PassCatalog.DEFAULT_PIPELINE))
        .option("verify-dom-info").option("verify-loop-info").option("verify-scev").option("verify-memoryssa").build().run(m);
    assertEquals(1, m.definedFunctions().size(), r.toString());
  }
}
