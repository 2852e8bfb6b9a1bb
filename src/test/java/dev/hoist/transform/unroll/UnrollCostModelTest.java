package dev.hoist.transform.unroll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.pass.Options;
import dev.hoist.target.TargetTransformInfo;
import dev.hoist.testutil.TestIr;
import dev.hoist.transform.unroll.RuntimeUnroller.Form;
import dev.hoist.transform.unroll.UnrollPlan.Kind;
import org.junit.jupiter.api.Test;

/**
 * The cost model's decisions, one loop shape each: which kind of unrolling, by what count, with
 * which remainder form, and what the estimate found (the simplification heuristic's uniform
 * values, constants, invariants, constant loads and folded branches; the branch-cost heuristic's
 * loop buffer), and the reasons it leaves loops.
 */
class UnrollCostModelTest {
  /** A top-tested loop {@code for (i = 0; i < BOUND; i++) { BODY }} over {@code i32 %i}, with %a, %b and %n. */
  private static TestIr topTested(String bound, String body) {
    return TestIr.of("""
        @tab = internal constant [4 x i32] [i32 3, i32 -7, i32 11, i32 2]
        declare i32 @work(i32)
        declare i32 @pure(i32) readnone nounwind willreturn
        define void @f(i32* %%a, i32* %%b, i32 %%n, i8 %%c0) {
        entry:
          br label %%head
        head:
          %%i = phi i32 [ 0, %%entry ], [ %%i.next, %%latch ]
          %%c = phi i8 [ %%c0, %%entry ], [ %%c.next, %%latch ]
          %%t = icmp slt i32 %%i, %s
          br i1 %%t, label %%body, label %%exit
        body:
          %%ix = zext i32 %%i to i64
        %s
          br label %%latch
        latch:
          %%c.next = xor i8 %%c, -1
          %%i.next = add nuw nsw i32 %%i, 1
          br label %%head
        exit:
          ret void
        }
        """.formatted(bound, body), "f");
  }

  private static final String STORE = """
        %p = getelementptr inbounds i32, i32* %a, i64 %ix
        store i32 %i, i32* %p, align 4
      """;

  private static UnrollPlan decide(TestIr ir, String header, String... flags) {
    return decide(ir, header, true, flags);
  }

  /** {@code show}: whether the plan carries estimates that only the report needs. */
  private static UnrollPlan decide(TestIr ir, String header, boolean show, String... flags) {
    Options o = new Options();
    for (String flag : flags) {
      String[] kv = flag.split("=", 2);
      o.set(dev.hoist.catalog.PassCatalog.option(kv[0]), kv.length > 1 ? kv[1] : "");
    }
    Loop l = ir.loop(header);
    ScalarEvolution se = new ScalarEvolution(ir.f, ir.dt(), ir.loops());
    LoopFacts facts = LoopFacts.of(l, se, ir.dt());
    return new UnrollCostModel(facts, UnrollHints.of(l), UnrollOptions.of(o), se, ir.dt(), new UnrollWorkspace(), show).decide();
  }

  @Test
  void aShortConstantLoopIsUnrolledFully() {
    UnrollPlan p = decide(topTested("6", STORE), "head");
    assertEquals(Kind.FULL, p.kind());
    assertEquals(7, p.count()); // the header runs 7 times (LLVM's trip count), the body 6
  }

  @Test
  void underTheThresholdAFullUnrollIsDecidedWithoutSimulating() {
    UnrollPlan shown = decide(topTested("6", STORE), "head", true);
    UnrollPlan plain = decide(topTested("6", STORE), "head", false);
    assertNotNull(shown.estimate());
    assertEquals(null, plain.estimate());
    assertEquals(shown.kind(), plain.kind());
    assertEquals(shown.count(), plain.count());
    // Between the threshold and four times it, the estimate decides: it is made either way.
    assertNotNull(decide(topTested("6", STORE), "head", false, "unroll-threshold=20").estimate());
  }

  @Test
  void aLongConstantLoopIsUnrolledPartiallyWithinTheLoopBuffer() {
    UnrollPlan p = decide(topTested("1000", STORE), "head");
    assertEquals(Kind.PARTIAL, p.kind());
    assertTrue(p.estimate().size() <= UnrollOptions.DEFAULT.partialThreshold(TargetTransformInfo.of(null)), "size " + p.estimate().size());
    assertTrue(p.count() >= 2 && p.count() <= 8);
  }

  @Test
  void aRuntimeCountOfATopTestedLoopGetsARequiredEpilogue() {
    UnrollPlan p = decide(topTested("%n", STORE), "head");
    assertEquals(Kind.RUNTIME, p.kind());
    assertEquals(Form.REQUIRED_EPILOG, p.form());
    // Only the loop's own control is saved: the branch-cost heuristic decided.
    assertFalse(p.estimate().simplifies());
    assertTrue(p.estimate().branchSaving() > 1);
  }

  @Test
  void aTopTestedLoopCannotHaveAPrologOrAPlainEpilogue() {
    UnrollPlan p = decide(topTested("%n", STORE), "head", "unroll-runtime-epilog=false");
    assertEquals(Kind.NONE, p.kind());
    assertTrue(p.why().contains("not rotated"), p.why());
    UnrollPlan q = decide(topTested("%n", STORE), "head", "unroll-required-epilog=false");
    assertEquals(Kind.NONE, q.kind());
  }

  @Test
  void halfOfTheIndexIsUniformAcrossPairsOfCopies() {
    UnrollPlan p = decide(topTested("%n", """
          %h = lshr i32 %i, 1
          %hx = zext i32 %h to i64
          %p = getelementptr inbounds i32, i32* %a, i64 %hx
          %v = load i32, i32* %p, align 4
          %v1 = add i32 %v, 1
          store i32 %v1, i32* %p, align 4
        """), "head");
    assertEquals(Kind.RUNTIME, p.kind());
    UnrollEstimate e = p.estimate();
    assertEquals(p.count() / 2, e.uniform()); // one shift in every two copies reuses the other's
    assertTrue(e.simplifies());
  }

  @Test
  void theParityOfTheIndexIsAConstantInEachCopy() {
    UnrollPlan p = decide(topTested("%n", """
          %r = and i32 %i, 1
          %even = icmp eq i32 %r, 0
          %p = getelementptr inbounds i32, i32* %a, i64 %ix
          %s = select i1 %even, i32 7, i32 9
          store i32 %s, i32* %p, align 4
        """), "head");
    UnrollEstimate e = p.estimate();
    assertTrue(e.constants() >= 2 * p.count(), e.simplifications());
  }

  @Test
  void aTableIndexedByTheIndexModuloFourIsReadAtCompileTime() {
    UnrollPlan p = decide(topTested("%n", """
          %m = and i32 %i, 3
          %mx = zext i32 %m to i64
          %pc = getelementptr inbounds [4 x i32], [4 x i32]* @tab, i64 0, i64 %mx
          %cv = load i32, i32* %pc, align 4
          %p = getelementptr inbounds i32, i32* %a, i64 %ix
          store i32 %cv, i32* %p, align 4
        """), "head");
    assertEquals(p.count(), p.estimate().constantLoads());
    assertTrue(p.count() % 4 == 0, "count " + p.count());
  }

  @Test
  void anAlternatingRecurrenceIsInvariantForEvenCounts() {
    String body = """
          %x = xor i8 %c, 5
          %p = getelementptr inbounds i32, i32* %a, i64 %ix
          %xz = zext i8 %x to i32
          store i32 %xz, i32* %p, align 4
        """;
    TestIr ir = topTested("%n", body);
    UnrollPlan p = decide(ir, "head");
    assertTrue(p.estimate().invariant() >= 1, p.estimate().simplifications());
    assertEquals(0, p.count() % 2);
    // By three, the recurrence comes back to itself in no copy.
    UnrollPlan odd = decide(ir, "head", "unroll-count=3");
    assertEquals(0, odd.estimate().invariant(), odd.estimate().simplifications());
  }

  @Test
  void aLoopAroundAnOpaqueCallIsLeft() {
    UnrollPlan p = decide(topTested("%n", """
          %r = call i32 @work(i32 %i)
          %p = getelementptr inbounds i32, i32* %a, i64 %ix
          store i32 %r, i32* %p, align 4
        """), "head");
    assertEquals(Kind.NONE, p.kind());
    assertTrue(p.why().contains("calls"), p.why());
  }

  @Test
  void aPureCallOfAUniformValueIsUnrolled() {
    UnrollPlan p = decide(topTested("%n", """
          %h = lshr i32 %i, 1
          %r = call i32 @pure(i32 %h)
          %p = getelementptr inbounds i32, i32* %a, i64 %ix
          store i32 %r, i32* %p, align 4
        """), "head");
    assertEquals(Kind.RUNTIME, p.kind());
    assertTrue(p.estimate().uniform() >= p.count() / 2, p.estimate().simplifications());
  }

  @Test
  void theFlagsOverrideTheCostModel() {
    TestIr ir = topTested("%n", STORE);
    assertEquals(3, decide(ir, "head", "unroll-count=3").count());
    assertEquals(2, decide(ir, "head", "unroll-max-count=2").count());
    assertEquals(Kind.NONE, decide(ir, "head", "unroll-runtime=false").kind());
    assertEquals(Kind.PEEL, decide(ir, "head", "unroll-peel-count=2").kind());
  }

  @Test
  void aBigBodyDoesNotFitTheLoopBuffer() {
    StringBuilder body = new StringBuilder("  %v0 = load i32, i32* %b, align 4\n");
    for (int k = 1; k <= 20; k++) body.append("  %v").append(k).append(" = mul i32 %v").append(k - 1).append(", %i\n");
    body.append("  %p = getelementptr inbounds i32, i32* %a, i64 %ix\n  store i32 %v20, i32* %p, align 4\n");
    UnrollPlan p = decide(topTested("%n", body.toString()), "head");
    assertEquals(Kind.NONE, p.kind());
    assertTrue(p.why().contains("loop buffer"), p.why());
  }

  /** A body of {@code n} stores through {@code %a + i + k}: nothing in it simplifies away. */
  private static String stores(int n) {
    StringBuilder body = new StringBuilder();
    for (int k = 0; k < n; k++) {
      body.append("  %p").append(k).append(" = getelementptr inbounds i32, i32* ").append(k == 0 ? "%a, i64 %ix" : "%p" + (k - 1) + ", i64 1")
          .append("\n  store i32 %i, i32* %p").append(k).append(", align 4\n");
    }
    return body.toString();
  }

  /**
   * Past what the estimate simulates (and past every budget) a count is judged by its plain size
   * and not simulated: the simulation would cost the body times the count for a loop that cannot
   * fit. With a budget raised past the body (-unroll-partial-threshold), it is simulated again.
   */
  @Test
  void aBodyPastWhatTheEstimateSimulatesIsNotSimulated() {
    TestIr huge = topTested("%n", stores(1300));
    UnrollPlan p = decide(huge, "head");
    assertEquals(Kind.NONE, p.kind());
    assertEquals(null, p.estimate());
    assertTrue(p.why().contains("more than the estimate simulates"), p.why());
    UnrollPlan raised = decide(huge, "head", "unroll-partial-threshold=100000");
    assertNotNull(raised.estimate(), raised.why());
    // Just under the limit the estimate is made, and it is what says no.
    UnrollPlan under = decide(topTested("%n", stores(300)), "head");
    assertEquals(Kind.NONE, under.kind());
    assertTrue(under.why().contains("loop buffer"), under.why());
  }

  @Test
  void factsGiveLlvmsTripCountAndTheExits() {
    TestIr ir = topTested("100", STORE);
    Loop l = ir.loop("head");
    LoopFacts f = LoopFacts.of(l, new ScalarEvolution(ir.f, ir.dt(), ir.loops()), ir.dt());
    assertEquals(101, f.tripCount);
    assertEquals(1, f.exits.size());
    assertNotNull(f.tripExit);
    assertEquals(l.header(), f.tripExit.block());
    assertTrue(f.latchExit() == null); // top-tested: the latch does not leave
  }

  @Test
  void phisThatBecomeInvariantAreCountedToThePeel() {
    TestIr ir = TestIr.of("""
        define i32 @g(i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %a = phi i32 [ 1, %entry ], [ 7, %loop ]
          %b = phi i32 [ 2, %entry ], [ %a, %loop ]
          %i.next = add nuw nsw i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          %r = add i32 %a, %b
          ret i32 %r
        }
        """, "g");
    assertEquals(2, LoopPeeler.countToInvariance(ir.loop("loop"), 7));
    assertEquals(1, LoopPeeler.countToInvariance(ir.loop("loop"), 1));
  }
}
