package dev.hoist.transform.scalar;

import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;
import dev.hoist.pass.PassInfo;
import java.util.ArrayDeque;
import java.util.List;

/**
 * {@code dce}: deletes instructions whose results are unused and that have no effect, and then
 * whatever became unused because of that (a worklist, as LLVM's DCE pass).
 */
public final class Dce extends WorklistPass {
  public static final PassInfo INFO = new PassInfo("dce", "DCEPass", "dead code elimination", Dce::new, List.of());

  public Dce() {
    super("Number of insts removed");
  }

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  boolean visit(Instruction i, ArrayDeque<Instruction> work) {
    if (!DeadCode.isTriviallyDead(i)) return false;
    Value[] ops = new Value[i.numOperands()];
    for (int k = 0; k < ops.length; k++) ops[k] = i.operand(k);
    i.eraseFromParent();
    for (Value v : ops) if (v instanceof Instruction op && op.parent() != null && !op.hasUses()) work.add(op);
    return true;
  }
}
