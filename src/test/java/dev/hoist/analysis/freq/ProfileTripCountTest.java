package dev.hoist.analysis.freq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.testutil.Hoist;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** Trip counts from profile data: latch weights (LLVM's formula) and block frequencies. */
class ProfileTripCountTest {
  private static final String LOOP = """
      define void @f(i32 %n) !prof !0 {
      entry:
        br label %loop
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
        %i.next = add i32 %i, 1
        %c = icmp slt i32 %i.next, %n
        br i1 %c, label %loop, label %exit, !prof !1
      exit:
        ret void
      }
      !0 = !{!"function_entry_count", i64 10}
      !1 = !{!"branch_weights", i32 %BACK, i32 %EXIT}
      """;

  private static Loop loopOf(Module m, AnalysisManager am) {
    Function f = m.definedFunctions().iterator().next();
    return am.get(f, Analyses.LOOPS).topLevelLoops().get(0);
  }

  private static Module module(int back, int exit) {
    return Hoist.parse(LOOP.replace("%BACK", Integer.toString(back)).replace("%EXIT", Integer.toString(exit)));
  }

  @Test
  void latchWeightsGiveRoundedBackedgeRatioPlusOne() {
    AnalysisManager am = new AnalysisManager();
    Module m = module(990, 10); // 99 backedges per exit: 100 iterations
    assertEquals(OptionalLong.of(100), ProfileTripCount.fromLatchWeights(loopOf(m, am)));
    Module m2 = module(25, 10); // 2.5 rounds to 3 (LLVM's divideNearest): 4 iterations
    assertEquals(OptionalLong.of(4), ProfileTripCount.fromLatchWeights(loopOf(m2, am)));
  }

  @Test
  void noExitWeightMeansUnknown() {
    AnalysisManager am = new AnalysisManager();
    assertTrue(ProfileTripCount.fromLatchWeights(loopOf(module(100, 0), am)).isEmpty());
  }

  @Test
  void frequenciesAgreeWithTheWeights() {
    AnalysisManager am = new AnalysisManager();
    Module m = module(990, 10);
    Loop l = loopOf(m, am);
    BlockFrequencyInfo bfi = am.get(l.header().parent(), BlockFrequencyInfo.KEY);
    assertEquals(OptionalLong.of(100), ProfileTripCount.fromFrequencies(l, bfi));
  }
}
