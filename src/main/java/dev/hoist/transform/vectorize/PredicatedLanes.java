package dev.hoist.transform.vectorize;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.ExtractElementInst;
import dev.hoist.ir.InsertElementInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.VectorType;

/**
 * Work in a block only some lanes take that must not run on the others, done one lane at a time,
 * each lane behind a branch on its bit of the block's mask (LLVM's {@code pred.udiv},
 * {@code pred.load} and {@code pred.store} blocks): a division that may trap, and loads and stores
 * (SSE has no masked ones). A lane the scalar loop would have skipped neither divides, nor reads,
 * nor writes; x86 has no vector division, so lanes are what llc would make of one anyway; and
 * the rest of the body stays on vectors.
 *
 * <pre>
 *   %m0 = extractelement &lt;4 x i1&gt; %mask, i32 0
 *   br i1 %m0, label %pred.udiv.if, label %pred.udiv.continue
 * pred.udiv.if:
 *   %a0 = extractelement &lt;4 x i32&gt; %a, i32 0
 *   %q0 = udiv i32 %a0, %d                 ; %d is the same on every lane: no extract
 *   %v0 = insertelement &lt;4 x i32&gt; poison, i32 %q0, i32 0
 *   br label %pred.udiv.continue
 * pred.udiv.continue:
 *   %r0 = phi &lt;4 x i32&gt; [ poison, %vector.body ], [ %v0, %pred.udiv.if ]
 *   ... lanes 1 to 3 the same way, each starting from the previous phi
 * </pre>
 */
final class PredicatedLanes {
  /** Per lane: taking the mask bit out, testing it, branching. */
  static final int LANE_TEST = 3;
  /** Per lane that runs: an operand taken out of its vector, the result put into one, the join. */
  static final int LANE_MOVES = 3;

  private PredicatedLanes() {}

  /**
   * What one lane computes inside its branch: the scalar result, or null for a store. {@code at}
   * is the lane within part {@code part}; {@code overall} counts lanes over all parts.
   */
  private interface Lane {
    Value emit(int part, ConstantInt at, int overall);
  }

  /** The parts of {@code div}'s result, each lane computed behind its bit of {@code mask}. */
  static Value[] divide(VectorBody body, BinaryInst div, Value[] mask) {
    return perLane(body, "pred." + div.opcode().text(), mask, div, (k, at, overall) -> {
      BinaryInst q = new BinaryInst(div.opcode(), div.flags(), lane(body, div.operand(0), k, at), lane(body, div.operand(1), k, at));
      return body.append(q, null);
    });
  }

  /** The parts of the predicated load {@code l}, each lane loaded behind its bit of {@code mask}. */
  static Value[] load(VectorBody body, VectorMemory memory, LoadInst l, Value[] mask) {
    memory.prepareLanes(l);
    return perLane(body, "pred.load", mask, l, (k, at, overall) -> memory.laneLoad(l, overall));
  }

  /** Stores each lane of {@code values} behind its bit of {@code mask}. */
  static void store(VectorBody body, VectorMemory memory, StoreInst s, Value[] values, Value[] mask) {
    memory.prepareLanes(s);
    perLane(body, "pred.store", mask, s, (k, at, overall) -> {
      Value v = body.scalarOf(s.value());
      if (v == null) v = body.append(new ExtractElementInst(values[k], at), null);
      memory.laneStore(s, v, overall);
      return null;
    });
  }

  private static Value[] perLane(VectorBody body, String kind, Value[] mask, Instruction original, Lane work) {
    Value[] parts = new Value[mask.length];
    for (int k = 0; k < mask.length; k++) {
      int vf = ((VectorType) mask[k].type()).length();
      VectorType vt = original.type().isVoid() ? null : VectorType.get(vf, original.type());
      Value acc = vt == null ? null : ConstantSimple.poison(vt);
      for (int lane = 0; lane < vf; lane++) {
        ConstantInt at = ConstantInt.get(IntegerType.I32, lane);
        Value bit = body.append(new ExtractElementInst(mask[k], at), null);
        BasicBlock from = body.current();
        BasicBlock then = body.startBlock(kind + ".if");
        BasicBlock cont = body.newBlock(kind + ".continue");
        from.append(new BrInst(bit, then, cont));
        Value one = work.emit(k, at, k * vf + lane);
        Value inserted = vt == null ? null : body.append(new InsertElementInst(acc, one, at), null);
        then.append(new BrInst(cont));
        body.enter(cont);
        if (vt != null) {
          PhiInst phi = new PhiInst(vt);
          phi.addIncoming(acc, from);
          phi.addIncoming(inserted, then);
          body.append(phi, null);
          acc = phi;
        }
      }
      parts[k] = acc;
    }
    return parts;
  }

  /**
   * Lane {@code at} of part {@code k} of {@code v}: the scalar itself when every lane has the same
   * value, a scalar copy when {@code v} only feeds lane divisions (as {@code %b = or i32 %a, 1}
   * does, so it is computed only on lanes that divide), else an element of its vector.
   */
  private static Value lane(VectorBody body, Value v, int k, ConstantInt at) {
    Value s = body.scalarOf(v);
    if (s != null) return s;
    Instruction i = (Instruction) v;
    if (onlyFeedsLanes(i, body.plan())) {
      Instruction c = i.cloneInstruction();
      for (int o = 0; o < c.numOperands(); o++) c.setOperand(o, lane(body, i.operand(o), k, at));
      return body.append(c, null);
    }
    return body.append(new ExtractElementInst(body.vectorOf(v)[k], at), null);
  }

  /**
   * Whether the widened {@code i} is arithmetic that cannot trap, in the block of the lane
   * divisions it feeds and used by nothing else: it needs no vector form.
   */
  static boolean onlyFeedsLanes(Instruction i, VectorPlan plan) {
    if (!(i instanceof BinaryInst || i instanceof CastInst) || Widening.needsGuard(i) || !plan.widened().contains(i)) return false;
    if (!i.hasUses()) return false;
    for (User u : i.users()) {
      if (!(u instanceof Instruction ui) || ui.parent() != i.parent()) return false;
      if (!isLaneDivision(ui) && !onlyFeedsLanes(ui, plan)) return false;
    }
    return true;
  }

  /** Whether {@code i} is a division the vector loop computes lane by lane. */
  static boolean isLaneDivision(Instruction i) {
    return i instanceof BinaryInst && Widening.needsGuard(i);
  }

  /** Whether the widened {@code i} runs lane by lane: a trapping division, or a load or store in a predicated block. */
  static boolean isLaneWork(Instruction i, VectorPlan plan) {
    return isLaneDivision(i) || (i instanceof LoadInst || i instanceof StoreInst) && plan.predicated().contains(i.parent());
  }
}
