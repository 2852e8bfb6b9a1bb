package dev.hoist.transform.unroll;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.analysis.scev.ScevUnknown;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.UnaryInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.analysis.ConstantMemory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The clean-up after unrolling or peeling (LLVM's simplifyLoopAfterUnroll, and what makes the
 * simulated savings real): over the blocks the transform made, in dominator order,
 *
 * <ul>
 *   <li>constants fold, and loads from constant tables at constant addresses read the table;
 *   <li>a value whose scalar evolution is a constant becomes it ({@code (i + 1) & 1} in the second
 *       copy of a loop unrolled by two from an even start), and one whose scalar evolution equals
 *       that of a dominating value becomes that value ({@code (i + 1) / 2} is {@code i / 2});
 *   <li>pure instructions (a call to a function that reads no memory too) computing what a
 *       dominating one computes become it; {@code (x ^ K) ^ K} becomes {@code x}, which makes an
 *       alternating recurrence's phi invariant;
 *   <li>a branch on a condition that a dominating branch already decided goes one way.
 * </ul>
 *
 * Then unreachable blocks go, phis that merge one value become it, blocks that a single branch
 * joins merge, and instructions nothing uses are deleted ({@link BlockCleanup}).
 */
final class UnrolledSimplifier {
  /** A pure instruction's operation and operands, for finding its equal. */
  private record PureKey(Object op, Object type, int flags, Object extra, List<Object> ops) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them.
    @Override
    public boolean equals(Object o) {
      return o instanceof PureKey k && k.flags == flags && java.util.Objects.equals(k.op, op)
          && java.util.Objects.equals(k.type, type) && java.util.Objects.equals(k.extra, extra) && java.util.Objects.equals(k.ops, ops);
    }

    @Override
    public int hashCode() {
      int h = java.util.Objects.hashCode(op) * 31 + java.util.Objects.hashCode(type);
      h = (h * 31 + flags) * 31 + java.util.Objects.hashCode(extra);
      return h * 31 + java.util.Objects.hashCode(ops);
    }
  }

  private final ScalarEvolution se;
  private final DominatorTree dt;
  private final Set<BasicBlock> region;
  private final Map<Object, List<Instruction>> available = new HashMap<>();
  /** Conditions decided on entry to a block: the branch's condition, the block entered, the value. */
  private final Map<Value, List<Object[]>> decided = new IdentityHashMap<>();
  private int changed;
  private boolean foldedBranch;

  private UnrolledSimplifier(ScalarEvolution se, DominatorTree dt, Set<BasicBlock> region) {
    this.se = se;
    this.dt = dt;
    this.region = region;
  }

  /** Simplifies the blocks of {@code region}; returns what it did ({@link #changed}, {@link #foldedBranch}). */
  static UnrolledSimplifier run(ScalarEvolution se, DominatorTree dt, Set<BasicBlock> region) {
    UnrolledSimplifier s = new UnrolledSimplifier(se, dt, region);
    for (BasicBlock b : dt.inPreorder(region)) {
      if (b.parent() == null) continue;
      s.noteDecided(b);
      for (Instruction i : b.instructions()) if (i.parent() != null) s.visit(i);
    }
    return s;
  }

  /** How many instructions changed. */
  int changed() {
    return changed;
  }

  /** Whether a branch was folded (the only change this makes to the CFG). */
  boolean foldedBranch() {
    return foldedBranch;
  }

  private void noteDecided(BasicBlock b) {
    BasicBlock p = b.singlePredecessor();
    if (p == null || !(p.terminator() instanceof BrInst br) || !br.isConditional()) return;
    if (br.successor(0) == br.successor(1)) return;
    decided.computeIfAbsent(br.condition(), x -> new ArrayList<>()).add(new Object[] {b, br.successor(0) == b});
  }

  private void visit(Instruction i) {
    if (i instanceof BrInst br && br.isConditional()) {
      Boolean known = known(br.condition(), i.parent());
      if (known != null) foldBranch(br, known);
      return;
    }
    Value v = simpler(i);
    if (v != null && v != i) {
      replace(i, v);
      return;
    }
    Object key = pureKey(i);
    if (key == null) return;
    Instruction same = find(key, i);
    if (same != null) {
      keepCommonPoisonFlags(same, i);
      replace(i, same);
      return;
    }
    available.computeIfAbsent(key, x -> new ArrayList<>()).add(i);
  }

  /** A simpler value equal to {@code i}, or null. */
  private Value simpler(Instruction i) {
    Value folded = dev.hoist.transform.scalar.ConstFold.fold(i);
    if (folded != null) return folded;
    if (i instanceof PhiInst p) return commonValue(p);
    if (i instanceof LoadInst ld) return constantLoad(ld);
    Value inv = Involutions.simplify(i);
    if (inv != null) return inv;
    if (!se.isSCEVable(i.type()) || i instanceof CallBase) return null;
    Scev s = se.getSCEV(i);
    if (s instanceof ScevConstant c && i.type() instanceof dev.hoist.ir.type.IntegerType it) {
      return ConstantInt.get(it, c.unsignedValue());
    }
    if (s instanceof ScevUnknown u && u.value() != i && u.value().type() == i.type() && availableAt(u.value(), i)) {
      return u.value();
    }
    if (s instanceof ScevUnknown) return null;
    Instruction same = find(s, i);
    if (same != null && same.type() == i.type()) {
      keepCommonPoisonFlags(same, i);
      return same;
    }
    available.computeIfAbsent(s, x -> new ArrayList<>()).add(i);
    return null;
  }

  /** A phi whose entries are one value (or the phi itself) is that value, if it is available there. */
  private Value commonValue(PhiInst p) {
    Value common = sameEntries(p);
    if (common == null) return null;
    return !(common instanceof Instruction d) || d.parent() != p.parent() && dt.dominates(d.parent(), p.parent()) ? common : null;
  }

  /** The one value every entry of {@code p} is (entries that are {@code p} itself aside), or null. */
  static Value sameEntries(PhiInst p) {
    Value common = null;
    for (int k = 0; k < p.numIncoming(); k++) {
      Value v = p.incomingValue(k);
      if (v == p) continue;
      if (common == null) common = v;
      else if (!dev.hoist.ir.constant.ConstantEquality.same(common, v)) return null;
    }
    return common;
  }

  private Value constantLoad(LoadInst ld) {
    if (ld.isVolatile() || ld.ordering() != dev.hoist.ir.AtomicOrdering.NOT_ATOMIC) return null;
    Scev s = se.getSCEV(ld.pointer());
    if (!(se.pointerBase(s) instanceof ScevUnknown u) || !(u.value() instanceof GlobalVariable g)) return null;
    if (!(se.removePointerBase(s) instanceof ScevConstant off)) return null;
    return ConstantMemory.load(g, off.signedValue().longValue(), ld.type(), se.layout());
  }

  /** The key of a pure instruction (no memory access, no side effect), or null. */
  private static Object pureKey(Instruction i) {
    Object extra;
    switch (i) {
      case BinaryInst b -> extra = null;
      case CastInst c -> extra = null;
      case UnaryInst u -> extra = null;
      case CmpInst c -> extra = c.predicate();
      case SelectInst s -> extra = null;
      case GepInst g -> extra = g.sourceElementType();
      case CallBase c -> {
        if (c.calledFunction() == null || !c.doesNotAccessMemory() || c.mayThrow() || c.hasFnAttr("convergent")
            || c.type().isVoid()) {
          return null;
        }
        extra = c.callee();
      }
      default -> {
        return null;
      }
    }
    List<Object> ops = new ArrayList<>(i.numOperands());
    for (int k = 0; k < i.numOperands(); k++) {
      Value v = i.operand(k);
      ops.add(v instanceof Constant c && !(v instanceof dev.hoist.ir.GlobalValue) ? new SimKeys.Const(c) : v);
    }
    return new PureKey(i.opcode(), i.type(), i.flags() & Flags.FMF_ALL, extra, ops);
  }

  /** An instruction recorded under {@code key} that dominates {@code i}. */
  private Instruction find(Object key, Instruction i) {
    List<Instruction> cands = available.get(key);
    if (cands == null) return null;
    for (Instruction c : cands) if (c.parent() != null && c != i && availableAt(c, i)) return c;
    return null;
  }

  private boolean availableAt(Value v, Instruction at) {
    if (!(v instanceof Instruction d)) return true;
    if (d.parent() == null) return false;
    if (d.parent() == at.parent()) return d.comesBefore(at) && !(at instanceof PhiInst);
    return dt.dominates(d.parent(), at.parent());
  }

  /** The value of condition {@code c} on entry to {@code b} when a dominating branch decided it, else null. */
  private Boolean known(Value c, BasicBlock b) {
    if (c instanceof ConstantInt ci) return !ci.isZero();
    List<Object[]> ds = decided.get(c);
    if (ds == null) return null;
    for (Object[] d : ds) if (dt.dominates((BasicBlock) d[0], b)) return (Boolean) d[1];
    return null;
  }

  private void foldBranch(BrInst br, boolean cond) {
    BasicBlock b = br.parent();
    BasicBlock keep = cond ? br.successor(0) : br.successor(1), drop = cond ? br.successor(1) : br.successor(0);
    LoopUnroller.replaceTerminator(b, new BrInst(keep));
    if (drop != keep) {
      for (PhiInst p : drop.phis()) {
        int k = p.indexOfBlock(b);
        if (k >= 0) p.removeIncoming(k);
      }
    }
    foldedBranch = true;
    changed++;
  }

  /**
   * {@code kept} stands for {@code gone} from now on: it keeps a flag that makes a wrapped result
   * poison only if both had it, so that no use sees poison where it saw a value.
   */
  private static void keepCommonPoisonFlags(Instruction kept, Instruction gone) {
    int poison = Flags.NUW | Flags.NSW | Flags.EXACT | Flags.INBOUNDS;
    kept.setFlags(kept.flags() & ~poison | kept.flags() & gone.flags() & poison);
  }

  private void replace(Instruction i, Value v) {
    i.replaceAllUsesWith(v);
    i.eraseFromParent();
    changed++;
  }
}
