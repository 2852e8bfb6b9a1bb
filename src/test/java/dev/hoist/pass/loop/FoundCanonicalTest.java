package dev.hoist.pass.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.api.Hoist;
import dev.hoist.api.Pipeline;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A loop pass manager skips putting a function's loops in form when the last one found them so
 * and nothing changed since; a change in between, even one that keeps the CFG, makes the next
 * manager put them in form again.
 */
class FoundCanonicalTest {
  /** Records every use of a loop's value outside it that is not an exit block's phi (LCSSA broken). */
  static final class Check implements LoopPass {
    static final List<String> broken = new ArrayList<>();
    static final PassInfo INFO = LoopPassManager.declare("check-lcssa", "CheckLcssa", "test pass", Check::new, List.of());

    @Override
    public PassInfo info() {
      return INFO;
    }

    @Override
    public LoopRun start(LoopContext cx) {
      return loop -> {
        for (BasicBlock b : loop.blocks()) {
          for (Instruction i = b.first(); i != null; i = i.next()) {
            for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
              Instruction user = (Instruction) u.user();
              BasicBlock ub = user instanceof PhiInst p ? p.incomingBlock(u.index()) : user.parent();
              if (!loop.contains(ub)) broken.add(i.name() + " used in " + user.parent().name());
            }
          }
        }
        return Preserved.all();
      };
    }
  }

  /** Replaces each exit phi by its value from inside the loop: LCSSA broken, the CFG kept. */
  static final class Break implements LoopPass {
    static final PassInfo INFO = LoopPassManager.declare("break-lcssa", "BreakLcssa", "test pass", Break::new, List.of());

    @Override
    public PassInfo info() {
      return INFO;
    }

    @Override
    public LoopRun start(LoopContext cx) {
      return loop -> {
        boolean changed = false;
        for (BasicBlock e : loop.exitBlocks()) {
          for (PhiInst p : e.phis()) {
            if (p.numIncoming() == 1 && p.incomingValue(0) instanceof Instruction v && loop.contains(v.parent())) {
              p.replaceAllUsesWith(v);
              changed = true;
            }
          }
        }
        return changed ? Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS) : Preserved.all();
      };
    }
  }

  /** In loop-simplify and LCSSA form already: the first manager finds it so and changes nothing. */
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
        %i.lcssa = phi i32 [ %i.next, %loop ]
        %r = add i32 %i.lcssa, 7
        ret i32 %r
      }
      """;

  @Test
  void aChangeThatKeepsTheCfgStillMakesTheNextManagerRestoreTheForm() {
    Check.broken.clear();
    Module m = Hoist.parse(IR);
    Pipeline.builder().add(Check.INFO).add(Break.INFO).add(Check.INFO).build().run(m);
    assertEquals(List.of(), Check.broken);
  }

  @Test
  void theCheckSeesABrokenForm() {
    // The check itself: run in the same manager right after the break, it sees the use outside.
    Check.broken.clear();
    Module m = Hoist.parse(IR);
    Pipeline.builder().add(Break.INFO).build().run(m);
    LoopPass.LoopRun check = new Check().start(null);
    Loop loop = dev.hoist.analysis.LoopInfo.compute(dev.hoist.analysis.DominatorTree.compute(m.getFunction("f")))
        .loopsInnermostFirst().get(0);
    check.run(loop);
    assertEquals(List.of("i.next used in exit"), Check.broken);
  }
}
