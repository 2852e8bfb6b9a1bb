package dev.hoist.transform.unroll;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
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
import dev.hoist.analysis.ConstantMemory;

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
 *
 * <p>The copies' keys are one array over the loop's numbering ({@link LoopBody}): instruction x
 * of copy k at {@code k * n + x}; which blocks each copy runs, a bit set alike.
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
  private final LoopBody body;
  private final Loop l;
  private final ScalarEvolution se;
  private final DominatorTree dt;
  private final SimKeys keys;
  private final int count;
  private final Alignment align;
  private final LoopUnroller.ExitFolding folding;
  private final ScevShift shift;
  /** Instructions per copy. */
  private final int n;
  /** By header phi (its number): whether it is invariant in the unrolled loop. */
  private final boolean[] invariantPhis;
  private int numInvariantPhis;
  /** The key of instruction x in copy k, at {@code k * n + x}; null where the copy does not reach it (yet). */
  private Object[] copyKeys;
  /** Bit {@code k * numBlocks + b}: whether copy k runs block b. */
  private long[] live;
  /** The opaque key of instruction x in copy k, at {@code k * n + x}, made on first need. */
  private final SimKeys.Opaque[] opaques;
  /** Where the arrays come from. */
  private final UnrollWorkspace.Tables tables;
  /** By header phi: its key as a phi of the unrolled loop, made on first need. */
  private final SimKeys.LoopPhi[] loopPhis;
  private int constantLoads;
  /** What the copies need ({@link #run}). */
  private SimulatedCost cost;
  /** {body, control, size, taken} per unrolled iteration ({@link SimulatedCost#totals}). */
  private double[] totals;

  private UnrollSimulator(LoopFacts facts, LoopBody body, ScalarEvolution se, DominatorTree dt, int count, Alignment align,
      LoopUnroller.ExitFolding folding, UnrollWorkspace.Tables tables) {
    this.tables = tables;
    this.facts = facts;
    this.body = body;
    this.l = facts.loop;
    this.se = se;
    this.dt = dt;
    this.keys = new SimKeys(se, l, tables, count * body.size());
    this.count = count;
    this.align = align;
    this.folding = folding;
    this.shift = new ScevShift(se, body, count, align);
    this.n = body.size();
    this.invariantPhis = new boolean[body.headerPhis.length];
    this.opaques = tables.opaques(count * n);
    this.loopPhis = new SimKeys.LoopPhi[body.headerPhis.length];
  }

  /**
   * The loop as it is, simulated once: every estimate of the loop compares against it, whatever
   * the count.
   */
  static UnrollSimulator rolled(LoopFacts facts, LoopBody body, ScalarEvolution se, DominatorTree dt, UnrollWorkspace ws) {
    UnrollSimulator rolled = new UnrollSimulator(facts, body, se, dt, 1, Alignment.ALIGNED, (e, k) -> LoopUnroller.Fold.KEEP,
        ws.rolled);
    rolled.run();
    return rolled;
  }

  /**
   * The estimate for unrolling {@code rolled}'s loop by {@code count}, with exits folded copy by
   * copy as {@code folding} says, in {@code tables} (not the rolled loop's).
   */
  static UnrollEstimate estimate(UnrollSimulator rolled, int count, Alignment align, LoopUnroller.ExitFolding folding,
      UnrollWorkspace.Tables tables) {
    UnrollSimulator s = new UnrollSimulator(rolled.facts, rolled.body, rolled.se, rolled.dt, count, align, folding, tables);
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
    copyKeys = tables.copyKeys(count * n);
    int words = (count * body.numBlocks() + 63) >>> 6;
    live = tables.live = UnrollWorkspace.longs(tables.live, words);
    java.util.Arrays.fill(live, 0, words, 0);
    constantLoads = 0;
    for (int k = 0; k < count; k++) {
      for (int b = 0; b < body.numBlocks(); b++) {
        if (!reaches(b, k)) continue;
        int bit = k * body.numBlocks() + b;
        live[bit >>> 6] |= 1L << bit;
        for (int x = body.start[b], end = body.start[b + 1]; x < end; x++) copyKeys[k * n + x] = keyOf(x, k, b);
      }
    }
  }

  /** Whether copy k reaches block b (from the blocks before it). */
  private boolean reaches(int b, int k) {
    if (b == 0) return k == 0 || edgeLive(body.latch, body.blocks[0], k - 1); // the header
    for (int p : body.loopPreds[b]) if (edgeLive(p, body.blocks[b], k)) return true;
    return false;
  }

  /** Whether copy k runs block b. */
  boolean isLive(int k, int b) {
    int bit = k * body.numBlocks() + b;
    return b >= 0 && (live[bit >>> 6] & 1L << bit) != 0;
  }

  /** Whether copy k's edge from block p to {@code s} can be taken. */
  boolean edgeLive(int p, BasicBlock s, int k) {
    if (p < 0 || !isLive(k, p)) return false;
    BasicBlock from = body.blocks[p];
    if (!(from.terminator() instanceof BrInst br) || !br.isConditional()) return true;
    LoopFacts.Exit e = body.exitAt[p];
    if (e != null && e.foldable()) {
      LoopUnroller.Fold f = folding.fold(e, k);
      if (f != LoopUnroller.Fold.KEEP) return l.contains(s) == (f == LoopUnroller.Fold.NOT_TAKEN);
    }
    Value cond = br.condition();
    int x = cond instanceof Instruction ci ? body.index(ci) : -1;
    Object c = x >= 0 ? copyKeys[k * n + x] : null;
    if (c == null) c = outsideKey(cond);
    if (keys.asConstant(c, cond.type()) instanceof ConstantInt ci) {
      return s == (ci.isZero() ? br.successor(1) : br.successor(0));
    }
    return true;
  }

  private Object keyOf(int x, int k, int b) {
    Instruction i = body.insts[x];
    if (i instanceof PhiInst p) return phiKey(p, x, k, b);
    if (se.isSCEVable(i.type())) {
      Scev s = body.scev(x, se);
      if (!(s instanceof ScevUnknown u && u.value() == i)) {
        Scev r = rebuild(s, k);
        if (r != null) return r;
      }
    }
    if (!readsOperands(i)) {
      // Its operands' keys are made all the same (as scalar evolution is asked in the same order).
      for (int j = 0, m = i.numOperands(); j < m; j++) if (!(i.operand(j) instanceof BasicBlock)) valueKey(i.operand(j), k);
      return opaque(x, k);
    }
    Object[] ops = operandKeys(i, k);
    switch (i) {
      case LoadInst ld -> {
        Object c = constantLoad(ld, ops[0]);
        if (c != null) {
          constantLoads++;
          return c;
        }
        return opaque(x, k);
      }
      case CmpInst c -> {
        return compare(c, ops[0], ops[1]);
      }
      case CastInst c -> {
        Constant v = keys.asConstant(ops[0], c.source().type());
        Constant r = v == null ? null : ConstantFolder.cast(c.opcode(), v, c.type());
        return r != null ? keys.constant(r) : keys.expr(c.opcode(), c.type(), 0, null, ops);
      }
      case SelectInst s -> {
        if (keys.asConstant(ops[0], s.condition().type()) instanceof ConstantInt ci) return ops[ci.isZero() ? 2 : 1];
        return keys.expr(i.opcode(), i.type(), 0, null, ops);
      }
      case BinaryInst y -> {
        return keys.expr(i.opcode(), i.type(), i.flags(), null, ops);
      }
      case UnaryInst y -> {
        return keys.expr(i.opcode(), i.type(), i.flags(), null, ops);
      }
      case GepInst g -> {
        return keys.expr(i.opcode(), i.type(), i.flags(), g.sourceElementType(), ops);
      }
      case CallBase c when pureCall(c) -> {
        return keys.expr(i.opcode(), i.type(), 0, c.callee(), ops);
      }
      default -> {
        return opaque(x, k);
      }
    }
  }

  /** Whether {@link #keyOf} looks at an instruction's operands' keys: whether it can be anything but opaque. */
  private static boolean readsOperands(Instruction i) {
    if (i instanceof LoadInst || i instanceof CmpInst || i instanceof CastInst || i instanceof SelectInst
        || i instanceof BinaryInst || i instanceof UnaryInst || i instanceof GepInst) {
      return true;
    }
    return i instanceof CallBase c && pureCall(c);
  }

  private Object phiKey(PhiInst p, int x, int k, int b) {
    if (b == 0) { // a header phi
      Value start = p.valueFor(l.preheader());
      if (k > 0) return valueKey(p.valueFor(l.latch()), k - 1);
      if (align == Alignment.FULL || invariantPhis[x]) return outsideKey(start);
      if (se.isSCEVable(p.type())) {
        Scev r = rebuild(body.scev(x, se), 0);
        if (r != null) return r;
      }
      if (loopPhis[x] == null) loopPhis[x] = keys.loopPhi(p);
      return loopPhis[x];
    }
    Object common = null;
    for (int j = 0; j < p.numIncoming(); j++) {
      if (!edgeLive(body.blockIndex(p.incomingBlock(j)), body.blocks[b], k)) continue;
      Object v = valueKey(p.incomingValue(j), k);
      if (common == null) common = v;
      else if (!common.equals(v)) return opaque(x, k);
    }
    return common != null ? common : opaque(x, k);
  }

  /** The opaque key of instruction x in copy k: one object, whoever asks. */
  private SimKeys.Opaque opaque(int x, int k) {
    SimKeys.Opaque o = opaques[k * n + x];
    if (o == null) opaques[k * n + x] = o = new SimKeys.Opaque();
    return keys.opaque(o);
  }

  /** The key of {@code v} as copy k sees it. */
  Object valueKey(Value v, int k) {
    if (v instanceof Instruction i) {
      int x = body.index(i);
      if (x >= 0) {
        Object key = copyKeys[k * n + x];
        return key != null ? key : opaque(x, k);
      }
    }
    return outsideKey(v);
  }

  private Object outsideKey(Value v) {
    if (v instanceof ConstantInt || v instanceof dev.hoist.ir.constant.ConstantFP) return keys.constant((Constant) v);
    if (se.isSCEVable(v.type())) return se.getSCEV(v);
    return new SimKeys.Inv(v);
  }

  /** The keys of {@code i}'s operands in copy k (a block operand stands for itself). */
  Object[] operandKeys(Instruction i, int k) {
    Object[] ops = new Object[i.numOperands()];
    for (int j = 0; j < ops.length; j++) {
      Value v = i.operand(j);
      ops[j] = v instanceof BasicBlock ? v : valueKey(v, k);
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
    return keys.expr(c.opcode(), c.type(), 0, c.predicate(), new Object[] {a, b});
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
    return shift.shift(s, k);
  }

  /** Header phis whose unrolled backedge value is the phi itself; returns whether new ones were found. */
  private boolean findInvariantPhis() {
    if (align == Alignment.FULL || count < 2) return false;
    boolean found = false;
    for (int x = 0; x < body.headerPhis.length; x++) {
      if (invariantPhis[x]) continue;
      Object own = copyKeys[x];
      if (!(own instanceof SimKeys.LoopPhi) || !isLive(count - 1, body.latch)) continue;
      if (own.equals(valueKey(body.headerPhis[x].valueFor(l.latch()), count - 1))) {
        invariantPhis[x] = true;
        numInvariantPhis++;
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

  LoopBody body() {
    return body;
  }

  UnrollWorkspace.Tables tables() {
    return tables;
  }

  Alignment alignment() {
    return align;
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

  /** The key of instruction x in copy k, or null where the copy does not run it. */
  Object copyKey(int k, int x) {
    return copyKeys[k * n + x];
  }

  int numInvariantPhis() {
    return numInvariantPhis;
  }

  int constantLoads() {
    return constantLoads;
  }

  SimulatedCost cost() {
    return cost;
  }

}
