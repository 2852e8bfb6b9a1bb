package dev.hoist.pass.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.api.Hoist;
import dev.hoist.api.Pipeline;
import dev.hoist.ir.Module;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link LoopContext#recomputed}: analyses a pass fetched again after its last change stay cached
 * through the manager's invalidation, and only for the run that said so.
 */
class RecomputedAnalysesTest {
  /** Says it changed everything after each loop; with {@code declare}, that it fetched the loops again. */
  static final class Refetch implements LoopPass {
    static boolean declare;
    static final List<LoopInfo> fetched = new ArrayList<>();
    static final List<LoopInfo> seen = new ArrayList<>();
    static final PassInfo INFO = LoopPassManager.declare("refetch", "RefetchPass", "test pass", Refetch::new, List.of());

    @Override
    public PassInfo info() {
      return INFO;
    }

    @Override
    public LoopRun start(LoopContext cx) {
      return loop -> {
        seen.add(cx.loops());
        LoopInfo li = cx.loops();
        fetched.add(li);
        if (declare) cx.recomputed(Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS));
        return Preserved.none();
      };
    }
  }

  private static final String IR = """
      define void @two(i32 %n) {
      entry:
        br label %a
      a:
        %i = phi i32 [ 0, %entry ], [ %i.next, %a ]
        %i.next = add i32 %i, 1
        %c = icmp slt i32 %i.next, %n
        br i1 %c, label %a, label %mid
      mid:
        br label %b
      b:
        %j = phi i32 [ 0, %mid ], [ %j.next, %b ]
        %j.next = add i32 %j, 1
        %d = icmp slt i32 %j.next, %n
        br i1 %d, label %b, label %done
      done:
        ret void
      }
      """;

  private static void run(boolean declare) {
    Refetch.declare = declare;
    Refetch.fetched.clear();
    Refetch.seen.clear();
    Module m = Hoist.parse(IR);
    Pipeline.builder().add(Refetch.INFO).build().run(m);
    assertEquals(2, Refetch.seen.size());
  }

  @Test
  void declaredAnalysesAreKeptForTheNextLoop() {
    run(true);
    assertSame(Refetch.fetched.get(0), Refetch.seen.get(1));
  }

  @Test
  void undeclaredAnalysesAreComputedAgain() {
    run(false);
    assertNotSame(Refetch.fetched.get(0), Refetch.seen.get(1));
  }

  @Test
  void unionKeepsWhatEitherKept() {
    Preserved cfg = Preserved.of(Analyses.CFG);
    Preserved dom = Preserved.of(Analyses.DOMTREE);
    Preserved both = cfg.union(dom);
    assertTrue(both.preserves(Analyses.CFG) && both.preserves(Analyses.DOMTREE));
    assertFalse(both.preserves(Analyses.LOOPS));
    assertTrue(Preserved.none().union(Preserved.all()).isAll());
    assertTrue(Preserved.all().union(Preserved.none()).isAll());
    assertSame(cfg, cfg.union(Preserved.none()));
    assertFalse(Preserved.none().union(Preserved.none()).preserves(Analyses.CFG));
  }
}
