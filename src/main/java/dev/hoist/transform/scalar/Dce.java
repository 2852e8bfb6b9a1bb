package dev.hoist.transform.scalar;

import dev.hoist.analysis.Analyses;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import java.util.ArrayDeque;
import java.util.List;

/**
 * {@code dce}: deletes instructions whose results are unused and that have no effect, and then
 * whatever became unused because of that (a worklist, as LLVM's DCE pass).
 */
public final class Dce implements FunctionPass {
  public static final PassInfo INFO = new PassInfo("dce", "DCEPass",
      "dead code elimination", Dce::new, List.of());

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public Preserved run(Function f, PassContext ctx) {
    int n = run(f);
    if (n > 0) {
      ctx.stats().add("dce", "Number of insts removed", n);
      return Analyses.CFG_ANALYSES;
    }
    return Preserved.all();
  }

  /** Removes dead instructions; returns how many. */
  public static int run(Function f) {
    ArrayDeque<Instruction> work = new ArrayDeque<>();
    for (BasicBlock b : f.blocks()) for (Instruction i = b.first(); i != null; i = i.next()) work.add(i);
    int removed = 0;
    while (!work.isEmpty()) {
      Instruction i = work.poll();
      if (i.parent() == null || !DeadCode.isTriviallyDead(i)) continue;
      Value[] ops = new Value[i.numOperands()];
      for (int k = 0; k < ops.length; k++) ops[k] = i.operand(k);
      i.eraseFromParent();
      removed++;
      for (Value v : ops) if (v instanceof Instruction op && op.parent() != null && !op.hasUses()) work.add(op);
    }
    return removed;
  }
}
