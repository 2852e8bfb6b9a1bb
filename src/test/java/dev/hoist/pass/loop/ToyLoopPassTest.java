package dev.hoist.pass.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.api.Hoist;
import dev.hoist.api.Pipeline;
import dev.hoist.api.Result;
import dev.hoist.ir.Module;
import dev.hoist.pass.Option;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A loop pass written by following {@link LoopPass}'s page, and nothing else: it lives in this
 * file alone and is registered by adding its {@link PassInfo} to a pipeline. The test checks what
 * the page promises: loops come innermost first, in canonical form (a preheader, LCSSA), optnone
 * functions and functions without loops are skipped, the option reaches the pass.
 */
class ToyLoopPassTest {
  /** Counts loops at least {@code -count-loops-min-depth} deep, and records what it saw. */
  static final class CountLoops implements LoopPass {
    static final Option<Integer> MIN_DEPTH = Option.unsigned("count-loops-min-depth", 1, "Count loops this deep");
    static final PassInfo INFO = LoopPassManager.declare("count-loops", "CountLoopsPass", "counts loops",
        CountLoops::new, List.of(MIN_DEPTH));
    /** What every run saw: "function:header:depth:hasPreheader:lcssa", in visit order. */
    static final List<String> SEEN = Collections.synchronizedList(new ArrayList<>());

    @Override
    public PassInfo info() {
      return INFO;
    }

    @Override
    public LoopRun start(LoopContext cx) {
      int min = cx.option(MIN_DEPTH);
      return loop -> {
        SEEN.add(cx.function().name() + ":" + loop.header().name() + ":" + loop.depth() + ":"
            + (loop.preheader() != null) + ":" + loop.isLcssaForm());
        if (loop.depth() < min) return Preserved.all();
        cx.stats().inc("count-loops", "Number of loops counted");
        return Preserved.all();
      };
    }
  }

  private static final String IR = """
      define void @nest(i32 %n, i1 %b) {
      entry:
        br i1 %b, label %outer, label %done
      outer:
        %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
        br label %inner
      inner:
        %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
        %j.next = add i32 %j, 1
        %c = icmp slt i32 %j.next, %n
        br i1 %c, label %inner, label %outer.latch
      outer.latch:
        %i.next = add i32 %i, 1
        %d = icmp slt i32 %i.next, %n
        br i1 %d, label %outer, label %done
      done:
        %last = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
        ret void
      }

      define void @skipped(i32 %n) optnone noinline {
      entry:
        br label %loop
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
        %i.next = add i32 %i, 1
        %c = icmp slt i32 %i.next, %n
        br i1 %c, label %loop, label %exit
      exit:
        ret void
      }

      define void @straight() {
      entry:
        ret void
      }
      """;

  @Test
  void theManagerDoesWhatThePageSays() {
    CountLoops.SEEN.clear();
    Module m = Hoist.parse(IR);
    Result r = Pipeline.builder().add(CountLoops.INFO).option("count-loops-min-depth", "2").build().run(m);
    // Innermost first, each in loop-simplify form and LCSSA; @skipped (optnone) and @straight
    // (no loop) never reach the pass.
    assertEquals(List.of("nest:inner:2:true:true", "nest:outer:1:true:true"), CountLoops.SEEN);
    assertEquals(1, r.statistic("count-loops", "Number of loops counted"));
    // The manager made the preheader the pass saw (outer had two entries from outside).
    assertTrue(r.changed());
    assertTrue(Hoist.print(m).contains("outer.preheader:"), Hoist.print(m));
  }

  @Test
  void itsOptionIsCheckedLikeEveryOther() {
    var e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> Pipeline.builder().add(CountLoops.INFO).option("count-loops-min-depth", "deep").build());
    assertEquals("for the --count-loops-min-depth option: 'deep' value invalid for uint argument!", e.getMessage());
  }
}
