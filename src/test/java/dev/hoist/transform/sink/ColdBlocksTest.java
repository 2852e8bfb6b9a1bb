package dev.hoist.transform.sink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.freq.BlockFrequencyInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.testutil.TestIr;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Where loop-sink puts a preheader value, from the profile: into the cold blocks that use it, or a
 * cold block dominating several uses when one copy there is cheaper than a copy in each (the
 * several-copies sum is taxed by -sink-freq-percent-threshold), and nowhere when a use is at least
 * as hot as the preheader.
 */
class ColdBlocksTest {
  /**
   * The loop runs about twice per entry (back edge 1:1). From the header, %dom is taken once in
   * 1001; {@code domExit} says where %dom goes: to %c1 and %c2, and maybe %rest. %hot is the common path.
   */
  private static TestIr loop(String domExit) {
    return TestIr.of("""
        define void @f(i32 %%s, i1 %%a, i1 %%b, i1 %%back) !prof !0 {
        entry:
          br label %%ph
        ph:
          br label %%loop
        loop:
          br i1 %%a, label %%dom, label %%hot, !prof !1
        dom:
          %s
        c1:
          br label %%latch
        c2:
          br label %%latch
        rest:
          br label %%latch
        hot:
          br label %%latch
        latch:
          br i1 %%back, label %%loop, label %%exit, !prof !2
        exit:
          ret void
        }
        !0 = !{!"function_entry_count", i64 1000}
        !1 = !{!"branch_weights", i32 1, i32 1000}
        !2 = !{!"branch_weights", i32 1, i32 1}
        !3 = !{!"branch_weights", i32 98, i32 1, i32 1}
        """.formatted(domExit), "f");
  }

  /** %dom splits evenly into %c1 and %c2 (%rest is unreachable). */
  private static TestIr evenSplit() {
    return loop("br i1 %b, label %c1, label %c2, !prof !2");
  }

  private static ColdBlocks cold(TestIr ir, int percent) {
    Loop l = ir.loop("loop");
    BlockFrequencyInfo bfi = new AnalysisManager().get(ir.f, BlockFrequencyInfo.KEY);
    return new ColdBlocks(l, ir.dt(), bfi, percent);
  }

  private static Set<BasicBlock> blocks(TestIr ir, String... names) {
    Set<BasicBlock> out = new LinkedHashSet<>();
    for (String n : names) out.add(ir.block(n));
    return out;
  }

  @Test
  void theColdBlocksColdestFirst() {
    TestIr ir = evenSplit();
    ColdBlocks c = cold(ir, 90);
    List<BasicBlock> coldest = c.coldest;
    assertEquals(3, coldest.size(), coldest.toString());
    assertTrue(coldest.indexOf(ir.block("dom")) == 2, "the dominating block is the warmest of the three");
    assertTrue(Set.copyOf(coldest).equals(blocks(ir, "dom", "c1", "c2")));
    assertTrue(c.anyNotHotter());
  }

  @Test
  void aUseInOneColdBlockStaysThere() {
    TestIr ir = evenSplit();
    assertEquals(blocks(ir, "c1"), cold(ir, 90).placement(blocks(ir, "c1")));
  }

  @Test
  void aHotUseKeepsTheValueInThePreheader() {
    TestIr ir = evenSplit();
    assertTrue(cold(ir, 90).placement(blocks(ir, "hot")).isEmpty());
    assertTrue(cold(ir, 90).placement(blocks(ir, "c1", "latch")).isEmpty());
  }

  @Test
  void twoCopiesCostMoreThanOneInTheirDominator() {
    TestIr ir = evenSplit();
    // Taxed at 90%, the two halves of %dom cost more than %dom itself: one copy, in %dom.
    assertEquals(blocks(ir, "dom"), cold(ir, 90).placement(blocks(ir, "c1", "c2")));
  }

  @Test
  void twoCopiesStayWhenTheirDominatorIsMuchWarmer() {
    // %dom goes on to %rest 98 times in 100: one copy in %dom would run far more often than two
    // copies in %c1 and %c2, even taxed.
    TestIr ir = loop("switch i32 %s, label %rest [ i32 0, label %c1  i32 1, label %c2 ], !prof !3");
    assertEquals(blocks(ir, "c1", "c2"), cold(ir, 90).placement(blocks(ir, "c1", "c2")));
  }
}
