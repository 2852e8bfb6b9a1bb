package dev.hoist.transform.unroll;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.analysis.scev.ScevUnknown;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.UnaryInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.transform.util.ConstantMemory;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Estimates a loop unrolled by a count without unrolling it (LLVM's analyzeLoopUnrollCost, for
 * partial and runtime unrolling too): each copy of the body is evaluated symbolically, every
 * instruction getting a {@link SimKeys key} for the value it computes in that copy. In copy k of
 * a loop unrolled by U from an aligned start, the recurrence {@code {a,+,s}} is
 * {@code {a + k*s,+,U*s}}, so scalar evolution itself says which values fold: {@code i % 2} is
 * the constant k mod 2, {@code i / 2} is the same in copies 0 and 1, a load from a constant table
 * at such an index is a constant, a branch on a constant condition leaves one side dead. A header
 * phi whose value comes back to itself after U copies (an alternating {@code c ^= 0xFF} for an
 * even U) is invariant in the unrolled loop, and the copies are evaluated again knowing it.
 *
 * <p>The cost is that of the values something needs (a store, a call, a branch that does not
 * fold, a value leaving the loop), each key paid once, by its first copy: micro-ops, weighted by
 * how often the block runs (every iteration, or half of them for a block on a conditional path).
 */
final class UnrollSimulator {
  /** How the unrolled iterations line up with the original ones. */
  enum Alignment {
    /** Copy k is iteration k (full unrolling). */
    FULL,
    /** Copy k of unrolled iteration j is iteration U*j + k (partial, epilogue forms). */
    ALIGNED,
    /** The unrolled loop starts at an iteration not known modulo U (a prolog ran first). */
    UNALIGNED
  }

  private final LoopFacts facts;
  private final Loop l;
  private final ScalarEvolution se;
  private final DominatorTree dt;
  private final SimKeys keys;
  private final int count;
  private final Alignment align;
  private final LoopUnroller.ExitFolding folding;
  private final Set<Instruction> control;
  private final Set<PhiInst> invariantPhis = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
  private List<Map<Instruction, Object>> copyKeys;
  private List<Set<BasicBlock>> liveBlocks;
  private int constantLoads;
  /** What the copies need ({@link #run}). */
  private SimulatedCost cost;
  /** {body, control, size, taken} per unrolled iteration ({@link SimulatedCost#totals}). */
  private double[] totals;

  private UnrollSimulator(LoopFacts facts, ScalarEvolution se, DominatorTree dt, int count, Alignment align,
      LoopUnroller.ExitFolding folding) {
    this.facts = facts;
    this.l = facts.loop;
    this.se = se;
    this.dt = dt;
    this.keys = new SimKeys(se, l);
    this.count = count;
    this.align = align;
    this.folding = folding;
    this.control = LoopControl.of(l);
  }

  /**
   * The loop as it is, simulated once: every estimate of the loop compares against it, whatever
   * the count.
   */
  static UnrollSimulator rolled(LoopFacts facts, ScalarEvolution se, DominatorTree dt) {
    UnrollSimulator rolled = new UnrollSimulator(facts, se, dt, 1, Alignment.ALIGNED, (e, k) -> LoopUnroller.Fold.KEEP);
    rolled.run();
    return rolled;
  }

  /**
   * The estimate for unrolling {@code rolled}'s loop by {@code count}, with exits folded copy by
   * copy as {@code folding} says.
   */
  static UnrollEstimate estimate(UnrollSimulator rolled, int count, Alignment align, LoopUnroller.ExitFolding folding) {
    UnrollSimulator s = new UnrollSimulator(rolled.facts, rolled.se, rolled.dt, count, align, folding);
    s.run();
    return s.cost.estimate(rolled.totals, s.totals, rolled);
  }

  /** Simulates, then costs what the copies need. */
  private void run() {
    for (int round = 0; round < 3; round++) {
      simulate();
      if (!findInvariantPhis()) break;
    }
    cost = new SimulatedCost(this);
    totals = cost.totals();
  }

  private void simulate() {
    copyKeys = new ArrayList<>();
    liveBlocks = new ArrayList<>();
    constantLoads = 0;
    for (int k = 0; k < count; k++) {
      Map<Instruction, Object> km = new IdentityHashMap<>();
      Set<BasicBlock> live = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
      copyKeys.add(km);
      liveBlocks.add(live);
      for (BasicBlock b : l.blocks()) {
        if (!isLive(b, k)) continue;
        live.add(b);
        for (Instruction i = b.first(); i != null; i = i.next()) {
          km.put(i, keyOf(i, k, b));
        }
      }
    }
  }

  private boolean isLive(BasicBlock b, int k) {
    if (b == l.header()) return k == 0 || edgeLive(l.latch(), b, k - 1);
    for (BasicBlock p : b.predecessors()) if (l.contains(p) && edgeLive(p, b, k)) return true;
    return false;
  }

  /** Whether copy k's edge from {@code p} to {@code s} can be taken. */
  private boolean edgeLive(BasicBlock p, BasicBlock s, int k) {
    if (!liveBlocks.get(k).contains(p)) return false;
    if (!(p.terminator() instanceof BrInst br) || !br.isConditional()) return true;
    LoopFacts.Exit e = facts.exitOf(p);
    if (e != null && e.foldable()) {
      LoopUnroller.Fold f = folding.fold(e, k);
      if (f != LoopUnroller.Fold.KEEP) return l.contains(s) == (f == LoopUnroller.Fold.NOT_TAKEN);
    }
    Object c = copyKeys.get(k).get(br.condition());
    if (c == null) c = outsideKey(br.condition());
    if (keys.asConstant(c, br.condition().type()) instanceof ConstantInt ci) {
      return s == (ci.isZero() ? br.successor(1) : br.successor(0));
    }
    return true;
  }

  private Object keyOf(Instruction i, int k, BasicBlock b) {
    if (i instanceof PhiInst p) return phiKey(p, k, b);
    if (se.isSCEVable(i.type())) {
      Scev s = se.getSCEV(i);
      if (!(s instanceof ScevUnknown u && u.value() == i)) {
        Scev r = rebuild(s, k);
        if (r != null) return r;
      }
    }
    List<Object> ops = operandKeys(i, k);
    switch (i) {
      case LoadInst ld -> {
        Object c = constantLoad(ld, ops.get(0));
        if (c != null) {
          constantLoads++;
          return c;
        }
        return new SimKeys.Opaque(i, k);
      }
      case CmpInst c -> {
        return compare(c, ops.get(0), ops.get(1));
      }
      case CastInst c -> {
        Constant v = keys.asConstant(ops.get(0), c.source().type());
        Constant r = v == null ? null : ConstantFolder.cast(c.opcode(), v, c.type());
        return r != null ? keys.constant(r) : keys.expr(c.opcode(), c.type(), 0, null, ops);
      }
      case SelectInst s -> {
        if (keys.asConstant(ops.get(0), s.condition().type()) instanceof ConstantInt ci) return ops.get(ci.isZero() ? 2 : 1);
        return keys.expr(i.opcode(), i.type(), 0, null, ops);
      }
      case BinaryInst x -> {
        return keys.expr(i.opcode(), i.type(), i.flags(), null, ops);
      }
      case UnaryInst x -> {
        return keys.expr(i.opcode(), i.type(), i.flags(), null, ops);
      }
      case GepInst g -> {
        return keys.expr(i.opcode(), i.type(), i.flags(), g.sourceElementType(), ops);
      }
      case CallBase c when pureCall(c) -> {
        return keys.expr(i.opcode(), i.type(), 0, c.callee(), ops);
      }
      default -> {
        return new SimKeys.Opaque(i, k);
      }
    }
  }

  private Object phiKey(PhiInst p, int k, BasicBlock b) {
    if (b == l.header()) {
      Value start = p.valueFor(l.preheader());
      if (k > 0) return valueKey(p.valueFor(l.latch()), k - 1);
      if (align == Alignment.FULL || invariantPhis.contains(p)) return outsideKey(start);
      if (se.isSCEVable(p.type())) {
        Scev r = rebuild(se.getSCEV(p), 0);
        if (r != null) return r;
      }
      return new SimKeys.LoopPhi(p);
    }
    Object common = null;
    for (int j = 0; j < p.numIncoming(); j++) {
      if (!edgeLive(p.incomingBlock(j), b, k)) continue;
      Object v = valueKey(p.incomingValue(j), k);
      if (common == null) common = v;
      else if (!common.equals(v)) return new SimKeys.Opaque(p, k);
    }
    return common != null ? common : new SimKeys.Opaque(p, k);
  }

  /** The key of {@code v} as copy k sees it. */
  private Object valueKey(Value v, int k) {
    if (v instanceof Instruction i && l.contains(i)) {
      Object key = copyKeys.get(k).get(i);
      return key != null ? key : new SimKeys.Opaque(i, k);
    }
    return outsideKey(v);
  }

  private Object outsideKey(Value v) {
    if (v instanceof ConstantInt || v instanceof dev.hoist.ir.constant.ConstantFP) return keys.constant((Constant) v);
    if (se.isSCEVable(v.type())) return se.getSCEV(v);
    return new SimKeys.Inv(v);
  }

  List<Object> operandKeys(Instruction i, int k) {
    List<Object> ops = new ArrayList<>(i.numOperands());
    for (int j = 0; j < i.numOperands(); j++) {
      Value v = i.operand(j);
      ops.add(v instanceof BasicBlock ? v : valueKey(v, k));
    }
    return ops;
  }

  private Object compare(CmpInst c, Object a, Object b) {
    Constant x = keys.asConstant(a, c.lhs().type()), y = keys.asConstant(b, c.rhs().type());
    if (x != null && y != null) {
      ConstantInt r = ConstantFolder.compare(c.predicate(), x, y);
      if (r != null) return keys.constant(r);
    }
    if (c.predicate().isIntPredicate() && a instanceof Scev sa && b instanceof Scev sb && !se.isCouldNotCompute(sa)
        && !se.isCouldNotCompute(sb) && sa.type() == sb.type()) {
      if (se.isKnownPredicate(c.predicate(), sa, sb)) return keys.constant(ConstantInt.getBool(true));
      if (se.isKnownPredicate(c.predicate().inverse(), sa, sb)) return keys.constant(ConstantInt.getBool(false));
    }
    return keys.expr(c.opcode(), c.type(), 0, c.predicate(), List.of(a, b));
  }

  /** A load from a constant global at a constant offset: the key of the value there. */
  private Object constantLoad(LoadInst ld, Object ptr) {
    if (ld.isVolatile() || ld.ordering() != dev.hoist.ir.AtomicOrdering.NOT_ATOMIC || !(ptr instanceof Scev s)) return null;
    if (!(se.pointerBase(s) instanceof ScevUnknown u) || !(u.value() instanceof GlobalVariable g)) return null;
    if (!(se.removePointerBase(s) instanceof ScevConstant off)) return null;
    Constant c = ConstantMemory.load(g, off.signedValue().longValue(), ld.type(), se.layout());
    return c == null ? null : keys.constant(c);
  }

  /** The expression of copy k: the loop's recurrences shifted by k iterations and stepping U at a time; null if not expressible. */
  private Scev rebuild(Scev s, int k) {
    return ScevShift.shift(se, l, s, k, count, align);
  }

  /** Header phis whose unrolled backedge value is the phi itself; returns whether new ones were found. */
  private boolean findInvariantPhis() {
    if (align == Alignment.FULL || count < 2) return false;
    boolean found = false;
    for (PhiInst p : l.header().phis()) {
      if (invariantPhis.contains(p)) continue;
      Object own = copyKeys.get(0).get(p);
      if (!(own instanceof SimKeys.LoopPhi) || !liveBlocks.get(count - 1).contains(l.latch())) continue;
      if (own.equals(valueKey(p.valueFor(l.latch()), count - 1))) {
        invariantPhis.add(p);
        found = true;
      }
    }
    return found;
  }

  private static boolean pureCall(CallBase c) {
    return c.calledFunction() != null && c.doesNotAccessMemory() && !c.mayThrow() && !c.hasFnAttr("convergent")
        && !c.isInlineAsm() && !c.type().isVoid();
  }

  // Accessors for SimulatedCost.
  LoopFacts facts() {
    return facts;
  }

  Set<Instruction> control() {
    return control;
  }

  Alignment alignment() {
    return align;
  }

  LoopUnroller.ExitFolding folding() {
    return folding;
  }

  Loop loop() {
    return l;
  }

  DominatorTree dt() {
    return dt;
  }

  SimKeys keys() {
    return keys;
  }

  int count() {
    return count;
  }

  List<Map<Instruction, Object>> copyKeys() {
    return copyKeys;
  }

  List<Set<BasicBlock>> liveBlocks() {
    return liveBlocks;
  }

  Set<PhiInst> invariantPhis() {
    return invariantPhis;
  }

  int constantLoads() {
    return constantLoads;
  }

  SimulatedCost cost() {
    return cost;
  }

  boolean edgeIsLive(BasicBlock p, BasicBlock s, int k) {
    return edgeLive(p, s, k);
  }

  Object keyIn(Value v, int k) {
    return valueKey(v, k);
  }

  ScalarEvolution se() {
    return se;
  }
}
