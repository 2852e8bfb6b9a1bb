package dev.hoist.analysis.scev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.RetInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.print.LlPrinter;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.testutil.Llvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link ScevExpander}: expanded counts and ranges verify, reuse values, and compute the right numbers under lli. */
class ScevExpanderTest {
  private static final String PROGRAM = """
      target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
      @fmt = private constant [6 x i8] c"%lld\\0A\\00"
      declare i32 @printf(i8*, ...)

      ; for (i = 3; i < n; i += 5): returns its backedge-taken count (rewritten by the test)
      define i64 @count(i64 %n) {
      entry:
        br label %ph
      ph:
        br label %loop
      loop:
        %i = phi i64 [ 3, %ph ], [ %i.next, %body ]
        %c = icmp slt i64 %i, %n
        br i1 %c, label %body, label %exit
      body:
        %i.next = add nsw i64 %i, 5
        br label %loop
      exit:
        ret i64 0
      }

      ; for (i = n - 1; i >= 0; i--) a[i] = 0: returns end - start of the bytes it writes
      define i64 @span(i32* %a, i64 %n) {
      entry:
        br label %ph
      ph:
        %s = add nsw i64 %n, -1
        br label %loop
      loop:
        %i = phi i64 [ %s, %ph ], [ %i.next, %loop ]
        %p = getelementptr inbounds i32, i32* %a, i64 %i
        store i32 0, i32* %p
        %i.next = add nsw i64 %i, -1
        %c = icmp sgt i64 %i, 0
        br i1 %c, label %loop, label %exit
      exit:
        ret i64 0
      }

      define i32 @main() {
        %buf = alloca [100 x i32]
        %a = getelementptr [100 x i32], [100 x i32]* %buf, i64 0, i64 0
        %f = getelementptr [6 x i8], [6 x i8]* @fmt, i64 0, i64 0
        %c0 = call i64 @count(i64 3)
        call i32 (i8*, ...) @printf(i8* %f, i64 %c0)
        %c1 = call i64 @count(i64 4)
        call i32 (i8*, ...) @printf(i8* %f, i64 %c1)
        %c2 = call i64 @count(i64 104)
        call i32 (i8*, ...) @printf(i8* %f, i64 %c2)
        %s = call i64 @span(i32* %a, i64 37)
        call i32 (i8*, ...) @printf(i8* %f, i64 %s)
        ret i32 0
      }
      """;

  /** Replaces the function's {@code ret i64 0} with the expansion of {@code s} in the loop's preheader. */
  private static void returnExpanded(ScalarEvolution se, Loop l, Scev s) {
    ScevExpander ex = new ScevExpander(se);
    Instruction at = l.preheader().terminator();
    assertTrue(ex.isSafeToExpand(s, at), se.text(s));
    Value v = ex.expand(s, IntegerType.I64, at);
    for (var b : se.function().blocks()) if (b.terminator() instanceof RetInst r) r.setOperand(0, v);
  }

  @Test
  void expandedCountsAndRangesComputeTheRightNumbers(@TempDir Path dir) throws Exception {
    Module m = ScevTesting.parse(PROGRAM);
    ScalarEvolution se = ScevTesting.analyse(m, "count");
    Loop l = ScevTesting.loop(se, "loop");
    returnExpanded(se, l, se.backedgeTakenCount(l));

    se = ScevTesting.analyse(m, "span");
    l = ScevTesting.loop(se, "loop");
    AccessRange r = se.accessRange(se.getSCEV(ScevTesting.value(se.function(), "p")), l, 4);
    IntegerType i64 = IntegerType.I64;
    returnExpanded(se, l, se.minus(se.ptrToInt(r.end(), i64), se.ptrToInt(r.start(), i64)));
    Verifier.verify(m);

    Llvm.require();
    Path f = dir.resolve("expander.ll");
    Files.writeString(f, LlPrinter.toText(m));
    Llvm.Result run = Llvm.run(List.of(Llvm.tool("lli"), f.toString()), null);
    assertEquals(0, run.exitCode(), run.stderr());
    // Backedges from the body: n = 3 none; n = 4 once (i = 3); n = 104 for i = 3, 8, ..., 103 (21);
    // 37 ints are 148 bytes.
    assertEquals("0\n1\n21\n148\n", run.stdout());
  }

  @Test
  void reusesValues() {
    Module m = ScevTesting.parse("""
        define void @array_walk(i32* %a, i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %p = getelementptr inbounds i32, i32* %a, i64 %i
          store i32 0, i32* %p
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp slt i64 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """);
    ScalarEvolution se = ScevTesting.analyse(m, "array_walk");
    Function f = se.function();
    Loop l = ScevTesting.loop(se, "loop");
    ScevExpander ex = new ScevExpander(se);
    Instruction store = (Instruction) f.blocks().get(1).first().next().next();
    // A recurrence inside its loop is the header phi that computes it.
    Value i = ScevTesting.value(f, "i");
    assertSame(i, ex.expand(se.getSCEV(i), store));
    // An unknown is itself; a second expansion reuses the first.
    Scev twice = se.add(se.getSCEV(f.arg(1)), se.getSCEV(f.arg(1)));
    Instruction at = f.entry().terminator();
    Value v1 = ex.expand(twice, at);
    assertSame(v1, ex.expand(twice, at));
    assertSame(f.arg(1), ex.expand(se.getSCEV(f.arg(1)), at));
    // A recurrence with no phi gets one, with its increment in the latch.
    int before = l.header().phis().size();
    Value iv = ex.expand(se.addRec(se.constant(IntegerType.I64, 7), se.constant(IntegerType.I64, 3), l, 0), store);
    assertTrue(iv instanceof PhiInst);
    assertEquals(before + 1, l.header().phis().size());
    Verifier.verify(m);
    assertFalse(ex.insertedInstructions().isEmpty());
    // Pointer sums become byte GEPs on i8* and are cast back.
    Value end = ex.expand(se.accessRange(se.getSCEV(ScevTesting.value(f, "p")), l, 4).end(), at);
    assertTrue(end instanceof CastInst c && c.opcode() == Opcode.BITCAST, LlPrinter.functionText(f));
    Verifier.verify(m);
  }

  @Test
  void reusesOnlyWhatDominatesAndAnalysesNothingElse() {
    Module m = ScevTesting.parse("""
        define void @two_loops(i32* %a, i64 %n, i64 %k) {
        entry:
          %m = mul i64 %k, 12
          %g = icmp sgt i64 %n, 0
          br i1 %g, label %loop1, label %mid
        loop1:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop1 ]
          %x = mul i64 %k, 12
          %y = add i64 %n, %k
          %i.next = add nuw nsw i64 %i, 1
          %c1 = icmp slt i64 %i.next, %n
          br i1 %c1, label %loop1, label %mid
        mid:
          br label %loop2
        loop2:
          %j = phi i64 [ 0, %mid ], [ %j.next, %loop2 ]
          %j.next = add nuw nsw i64 %j, 1
          %c2 = icmp slt i64 %j.next, %n
          br i1 %c2, label %loop2, label %exit
        exit:
          ret void
        }
        """);
    ScalarEvolution se = ScevTesting.analyse(m, "two_loops");
    Function f = se.function();
    Instruction at = ScevTesting.loop(se, "loop2").preheader().terminator();
    ScevExpander ex = new ScevExpander(se);
    // %m in the entry dominates the insertion point: it is the value, the first of two in layout order.
    Value k = f.arg(2);
    assertSame(ScevTesting.value(f, "m"), ex.expand(se.mul(se.getSCEV(k), se.constant(IntegerType.I64, 12)), at));
    // %y is in a block that does not dominate: a new instruction, and loop1's body was never analysed.
    Value sum = ex.expand(se.add(se.getSCEV(f.arg(1)), se.getSCEV(k)), at);
    assertFalse(sum == ScevTesting.value(f, "y"));
    assertEquals(null, se.cached(ScevTesting.value(f, "x")));
    Verifier.verify(m);
  }
}
