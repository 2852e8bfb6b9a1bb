package dev.hoist.transform.flatten;

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
 * loop-flatten's ways with a nest {@code for (i < n) for (j < m) a[i*m + j] = ...} whose product may
 * overflow 32 bits: versioned (two nests, one flattened), flattened in place when told to assume no
 * overflow, and left whole when versioning would copy a noduplicate call and widening is off.
 */
class LoopFlattenTest {
  private static String nest(String extra) {
    return """
        target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
        declare void @nodup(i32) noduplicate nounwind
        define void @f(i32* %a, i32 %n, i32 %m) {
        entry:
          %cn = icmp ugt i32 %n, 0
          %cm = icmp ugt i32 %m, 0
          %c = and i1 %cn, %cm
          br i1 %c, label %outer, label %exit
        outer:
          %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
          %row = mul i32 %i, %m
          br label %inner
        inner:
          %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
          %idx = add i32 %row, %j
          %idx.ext = zext i32 %idx to i64
          %p = getelementptr inbounds i32, i32* %a, i64 %idx.ext
          store i32 %idx, i32* %p, align 4
          EXTRA
          %j.next = add nuw i32 %j, 1
          %cj = icmp ult i32 %j.next, %m
          br i1 %cj, label %inner, label %outer.latch
        outer.latch:
          %i.next = add nuw i32 %i, 1
          %ci = icmp ult i32 %i.next, %n
          br i1 %ci, label %outer, label %exit
        exit:
          ret void
        }
        """.replace("EXTRA", extra);
  }

  private record Outcome(int loops, List<String> remarks) {}

  private static Outcome run(String text, String... options) {
    Module m = Hoist.parse(text);
    Pipeline.Builder b = Pipeline.builder().add("loop-flatten");
    for (String o : options) b.option(o.substring(0, o.indexOf('=')), o.substring(o.indexOf('=') + 1));
    Result r = b.build().run(m);
    Verifier.verify(m);
    int loops = LoopInfo.compute(DominatorTree.compute(m.getFunction("f"))).loopsPreorder().size();
    return new Outcome(loops, r.remarks().stream().filter(x -> x.kind() != Remark.Kind.ANALYSIS).map(Remark::name).toList());
  }

  @Test
  void aNestThatMayOverflowIsVersioned() {
    Outcome o = run(nest(""));
    assertEquals(3, o.loops(), "the flattened loop and the original nest");
  }

  @Test
  void assumingNoOverflowFlattensInPlace() {
    Outcome o = run(nest(""), "loop-flatten-assume-no-overflow=true");
    assertEquals(1, o.loops());
  }

  @Test
  void aNoDuplicateCallIsNotCopiedByVersioning() {
    Outcome o = run(nest("call void @nodup(i32 %idx)"), "loop-flatten-widen-iv=false");
    assertEquals(2, o.loops(), "the nest stays");
    assertTrue(o.remarks().contains("CantVersionNoDuplicate"), o.remarks().toString());
  }
}
