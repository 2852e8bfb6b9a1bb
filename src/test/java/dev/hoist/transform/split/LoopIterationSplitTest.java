package dev.hoist.transform.split;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.api.Pipeline;
import dev.hoist.api.Remark;
import dev.hoist.api.Result;
import dev.hoist.ir.Module;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.testutil.Hoist;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * loop-iteration-split's three outcomes on one loop shape, told apart by the loops left and the
 * remark: a bound restricted when the other iterations have no effect, a split into loops without
 * the test, and a refusal when the body calls what may not be copied.
 */
class LoopIterationSplitTest {
  /** {@code for (i < n) if (i CMP a) BODY}; BODY stores (or calls {@code CALL}). */
  private static String loop(String cmp, String body) {
    return """
        declare void @nodup(i32) noduplicate nounwind
        define void @f(i32* %p, i32 %n, i32 %a) {
        entry:
          %g = icmp sgt i32 %n, 0
          br i1 %g, label %loop, label %exit
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
          %c = icmp CMP i32 %i, %a
          br i1 %c, label %then, label %latch
        then:
          BODY
          br label %latch
        latch:
          %i.next = add nuw nsw i32 %i, 1
          %e = icmp slt i32 %i.next, %n
          br i1 %e, label %loop, label %exit
        exit:
          ret void
        }
        """.replace("CMP", cmp).replace("BODY", body);
  }

  private static final String STORE = "%q = getelementptr inbounds i32, i32* %p, i32 %i\n  store i32 %i, i32* %q, align 4";

  private record Outcome(int loops, List<String> remarks) {}

  private static Outcome run(String text) {
    Module m = Hoist.parse(text);
    Result r = Pipeline.of("loop-iteration-split").run(m);
    Verifier.verify(m);
    int loops = LoopInfo.compute(DominatorTree.compute(m.getFunction("f"))).loopsPreorder().size();
    return new Outcome(loops, r.remarks().stream().filter(x -> x.kind() != Remark.Kind.ANALYSIS).map(Remark::name).toList());
  }

  @Test
  void aLoopWhoseOtherIterationsDoNothingHasItsBoundRestricted() {
    Outcome o = run(loop("slt", STORE));
    assertEquals(1, o.loops(), "no copy");
    assertEquals(1, o.remarks().size(), o.remarks().toString());
  }

  @Test
  void aTestThatChangesTwiceSplitsTheLoopInThree() {
    Outcome o = run(loop("ne", STORE));
    assertEquals(3, o.loops());
  }

  @Test
  void aNoDuplicateCallKeepsTheLoopWhole() {
    Outcome o = run(loop("ne", "call void @nodup(i32 %i)"));
    assertEquals(1, o.loops());
    assertTrue(o.remarks().contains("UncopyableCall"), o.remarks().toString());
  }
}
