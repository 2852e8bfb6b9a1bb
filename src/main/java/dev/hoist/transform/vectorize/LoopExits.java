package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.ExtractElementInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.util.NameUniquer;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How values leave the vector loop for {@code middle.block}: through a phi there (LCSSA form, as
 * the loop passes after expect), and, when the vector loop ran the last iteration itself, on to
 * the phis of the original loop's exit block ({@link ExitValues} says which form each takes).
 *
 * <pre>
 *   middle.block:
 *     %vec.rdx.lcssa = phi &lt;4 x i32&gt; [ %5, %vector.body ]
 *     %x.last = extractelement &lt;4 x i32&gt; %x.lcssa, i32 3     ; the last lane of the last part
 *   exit:
 *     %x.lcssa = phi i32 [ %x, %loop ], [ %x.last, %middle.block ]
 * </pre>
 */
final class LoopExits {
  private final VectorBody vb;
  private final NameUniquer names;
  private final BasicBlock middle;
  private final BasicBlock vectorLatch;
  private final Set<BasicBlock> vectorLoop = new HashSet<>();
  private final Map<Value, Value> left = new HashMap<>();

  LoopExits(VectorBody vb, NameUniquer names, BasicBlock middle, BasicBlock vectorLatch) {
    this.vb = vb;
    this.names = names;
    this.middle = middle;
    this.vectorLatch = vectorLatch;
    vectorLoop.addAll(vb.blocks());
  }

  /** {@code v} as {@code middle.block} sees it: a phi of the vector loop's value, or {@code v} itself when defined before. */
  Value leave(Value v, String name) {
    if (!(v instanceof Instruction i) || !vectorLoop.contains(i.parent())) return v;
    return left.computeIfAbsent(v, x -> {
      PhiInst phi = new PhiInst(v.type());
      if (name != null) phi.setName(names.unique(name));
      middle.insertBefore(phi, middle.firstNonPhi());
      phi.addIncoming(v, vectorLatch);
      return phi;
    });
  }

  /**
   * Gives each phi of {@code exit} its value from {@code middle.block}, the vector loop having run
   * every iteration; {@code closedForms} holds the values {@link ExitValues#expandClosedForms}
   * computed before the loop, {@code reduced} each reduction's combined value.
   */
  void giveExitValues(VectorPlan plan, Map<Value, Value> closedForms, BasicBlock exit, List<Value> reduced) {
    Loop loop = plan.loop();
    Instruction at = middle.terminator();
    for (PhiInst phi : exit.phis()) {
      Value v = phi.valueFor(loop.latch());
      Value out;
      VectorPlan.Reduction r;
      if (!(v instanceof Instruction i) || !loop.contains(i)) {
        out = v;
      } else if ((out = closedForms.get(v)) != null) {
        // computed before the loop
      } else if ((r = ExitValues.reductionOf(plan.reductions(), v)) != null) {
        out = reduced.get(plan.reductions().indexOf(r));
      } else if (vb.scalarFormOf(v) != null) {
        out = leave(vb.scalarFormOf(v), null);
      } else {
        Value[] parts = vb.vectorFormOf(v);
        Value last = leave(parts[parts.length - 1], null);
        Instruction x = new ExtractElementInst(last, ConstantInt.get(IntegerType.I32, plan.width() - 1));
        x.setName(names.unique(v.hasName() ? v.name() + ".last" : "last.lane"));
        middle.insertBefore(x, at);
        out = x;
      }
      phi.addIncoming(out, middle);
    }
  }
}
