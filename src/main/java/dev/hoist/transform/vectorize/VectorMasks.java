package dev.hoist.transform.vectorize;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The lanes that run each block of an if-converted body ({@link VectorBody}), one mask per part:
 * a block's mask is the logical or of its incoming edges' masks, an edge's mask the logical and
 * of its source block's mask and the branch condition (negated on the false edge). Null stands
 * for every lane (a block that runs on every iteration, or an unconditional edge from one).
 *
 * <pre>
 *   br i1 %c, label %then, label %join      %then's mask: %c's vector form
 *   then: ... br label %join                %join: every lane (the latch dominates)
 * </pre>
 *
 * Both are selects rather than {@code and}/{@code or}, so that a lane whose condition is poison
 * on an edge it does not take cannot spoil the other edge.
 */
final class VectorMasks {
  private final VectorBody body;
  private final VectorPlan plan;
  private final int ic;
  private final Map<BasicBlock, Value[]> masks = new HashMap<>();
  private final Map<List<BasicBlock>, Value[]> edgeMasks = new HashMap<>();

  VectorMasks(VectorBody body, VectorPlan plan) {
    this.body = body;
    this.plan = plan;
    this.ic = plan.interleave();
  }

  /** The lanes that run block {@code b}, per part: null when all do. */
  Value[] mask(BasicBlock b) {
    if (!plan.predicated().contains(b)) return null;
    if (masks.containsKey(b)) return masks.get(b);
    Value[] m = null;
    boolean all = false;
    List<BasicBlock> seen = new ArrayList<>();
    for (BasicBlock p : b.predecessors()) {
      if (seen.contains(p)) continue;
      seen.add(p);
      Value[] e = edgeMask(p, b);
      if (e == null) {
        all = true;
      } else if (m == null) {
        m = e;
      } else {
        Value[] or = new Value[ic];
        for (int k = 0; k < ic; k++) or[k] = body.append(new SelectInst(m[k], body.splatConstant(ConstantInt.getBool(true)), e[k]), null);
        m = or;
      }
    }
    if (all) m = null;
    masks.put(b, m);
    return m;
  }

  /** The lanes that go from {@code p} to {@code b}, per part: null when all do. */
  Value[] edgeMask(BasicBlock p, BasicBlock b) {
    List<BasicBlock> key = List.of(p, b);
    if (edgeMasks.containsKey(key)) return edgeMasks.get(key);
    Value[] m = mask(p);
    BrInst br = (BrInst) p.terminator();
    if (br.isConditional() && br.successor(0) != br.successor(1)) {
      Value[] c = body.vectorOf(br.condition());
      Value[] out = new Value[ic];
      for (int k = 0; k < ic; k++) {
        Value ck = c[k];
        if (br.successor(1) == b) ck = body.append(new BinaryInst(Opcode.XOR, ck, body.splatConstant(ConstantInt.getBool(true))), null);
        out[k] = m == null ? ck : body.append(new SelectInst(m[k], ck, body.splatConstant(ConstantInt.getBool(false))), null);
      }
      m = out;
    }
    edgeMasks.put(key, m);
    return m;
  }
}
