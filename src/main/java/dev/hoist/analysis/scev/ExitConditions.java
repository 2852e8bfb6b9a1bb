package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.SwitchInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import java.math.BigInteger;

/**
 * The exit limit of one exiting block (LLVM's computeExitLimit and its helpers): the branch
 * condition is taken apart (and/or of conditions, constants, integer compares, a switch case that
 * leaves), the compare is normalised to "stay while {@code lhs pred rhs}" with the recurrence on
 * the left, and dispatched: {@code ne} / {@code eq} to {@link ZeroCounts}, orderings to
 * {@link LessThanCounts}, with symbolic execution ({@link BruteForceCounts}) as the last resort.
 * Only exits that dominate the latch get a count.
 */
final class ExitConditions {
  private final ScalarEvolution se;
  final ZeroCounts zero;
  final LessThanCounts lessThan;
  final BruteForceCounts bruteForce;

  ExitConditions(ScalarEvolution se) {
    this.se = se;
    this.zero = new ZeroCounts(se);
    this.lessThan = new LessThanCounts(se);
    this.bruteForce = new BruteForceCounts(se);
  }

  ExitLimit computeExitLimit(Loop l, BasicBlock exiting) {
    BasicBlock latch = l.latch();
    if (latch == null || !se.dt.dominates(exiting, latch)) return ExitLimit.none(se);
    boolean onlyExit = l.exitingBlock() != null;
    if (exiting.terminator() instanceof BrInst br && br.isConditional()) {
      boolean in0 = l.contains(br.successor(0)), in1 = l.contains(br.successor(1));
      if (in0 == in1) return ExitLimit.none(se);
      return fromCond(l, br.condition(), !in0, onlyExit, 0);
    }
    if (exiting.terminator() instanceof SwitchInst sw) return fromSwitch(l, sw, onlyExit);
    return ExitLimit.none(se);
  }

  /** The loop leaves when {@code cond == exitIfTrue}. */
  ExitLimit fromCond(Loop l, Value cond, boolean exitIfTrue, boolean controlsExit, int depth) {
    if (depth > 8) return ExitLimit.none(se);
    ExitLimit bin = fromAndOr(l, cond, exitIfTrue, controlsExit, depth);
    if (bin != null) return bin;
    if (cond instanceof CmpInst cmp && cmp.predicate().isIntPredicate()) return fromICmp(l, cmp, exitIfTrue, controlsExit);
    if (cond instanceof ConstantInt ci) {
      // Taken on the first iteration, or never (that exit then has no count).
      if (exitIfTrue == ci.isZero()) return ExitLimit.none(se);
      return ExitLimit.of(se, se.zero(ci.intType()));
    }
    return orNone(bruteForce.count(l, cond, exitIfTrue));
  }

  private ExitLimit orNone(Scev s) {
    return se.isCouldNotCompute(s) ? ExitLimit.none(se) : ExitLimit.of(se, s);
  }

  /** and / or (also their select forms): LLVM's computeExitLimitFromCondFromBinOp; null when not one. */
  private ExitLimit fromAndOr(Loop l, Value cond, boolean exitIfTrue, boolean controlsExit, int depth) {
    Value a, b;
    boolean isAnd;
    boolean poisonSafe;
    if (cond instanceof BinaryInst bi && cond.type().isInteger(1) && (bi.opcode() == Opcode.AND || bi.opcode() == Opcode.OR)) {
      a = bi.lhs();
      b = bi.rhs();
      isAnd = bi.opcode() == Opcode.AND;
      poisonSafe = true;
    } else if (cond instanceof SelectInst s && cond.type().isInteger(1)
        && (s.falseValue() instanceof ConstantInt f && f.isZero() || s.trueValue() instanceof ConstantInt t && t.isOne())) {
      a = s.condition();
      isAnd = s.falseValue() instanceof ConstantInt f && f.isZero();
      b = isAnd ? s.trueValue() : s.falseValue();
      poisonSafe = false;
    } else {
      return null;
    }
    // Either operand alone may exit: br (and a b), loop, exit  /  br (or a b), exit, loop.
    boolean eitherMayExit = isAnd ^ exitIfTrue;
    ExitLimit e0 = fromCond(l, a, exitIfTrue, controlsExit && !eitherMayExit, depth + 1);
    ExitLimit e1 = fromCond(l, b, exitIfTrue, controlsExit && !eitherMayExit, depth + 1);
    boolean neutral = isAnd; // "and x, true" / "or x, false"
    if (b instanceof ConstantInt cb) return cb.isOne() == neutral ? e0 : e1;
    if (a instanceof ConstantInt ca) return ca.isOne() == neutral ? e1 : e0;
    Scev exact = se.couldNotCompute(), max = se.couldNotCompute();
    if (eitherMayExit) {
      // A select form must not let poison from the second condition decide (exit-count-select.ll).
      if (!poisonSafe) poisonSafe = e0.exact() instanceof ScevConstant || e1.exact() instanceof ScevConstant;
      if (e0.hasExact() && e1.hasExact() && poisonSafe) exact = se.uminOfMismatched(e0.exact(), e1.exact());
      if (!e0.hasMax()) max = e1.max();
      else if (!e1.hasMax()) max = e0.max();
      else max = se.uminOfMismatched(e0.max(), e1.max());
    } else if (e0.exact() == e1.exact()) {
      // Both must hold at once to exit: only agreeing counts are safe.
      exact = e0.exact();
    }
    if (se.isCouldNotCompute(max) && !se.isCouldNotCompute(exact)) max = se.constantMaxOf(exact);
    return new ExitLimit(exact, max, false);
  }

  ExitLimit fromICmp(Loop l, CmpInst cmp, boolean exitIfTrue, boolean controlsExit) {
    CmpPredicate pred = exitIfTrue ? cmp.predicate().inverse() : cmp.predicate();
    if (!se.isSCEVable(cmp.lhs().type())) return orNone(bruteForce.count(l, cmp, exitIfTrue));
    Scev lhs = se.scevAtScope(se.getSCEV(cmp.lhs()), l);
    Scev rhs = se.scevAtScope(se.getSCEV(cmp.rhs()), l);
    if (se.isLoopInvariant(lhs, l) && !se.isLoopInvariant(rhs, l)) {
      Scev t = lhs;
      lhs = rhs;
      rhs = t;
      pred = pred.swapped();
    }
    Normalized n = simplify(pred, lhs, rhs);
    pred = n.pred;
    lhs = n.lhs;
    rhs = n.rhs;
    if (rhs instanceof ScevConstant rc && lhs instanceof ScevAddRec ar && ar.loop() == l) {
      Scev r = zero.numIterationsInRange(ar, ConstantRange.exactICmpRegion(pred, rc.bits(), rc.unsignedValue()));
      if (!se.isCouldNotCompute(r)) return ExitLimit.of(se, r);
    }
    inferNoSelfWrap(l, lhs, rhs, controlsExit);
    ExitLimit el = switch (pred) {
      case NE -> zero.howFarToZero(difference(lhs, rhs), l, controlsExit);
      case EQ -> zero.howFarToNonZero(difference(lhs, rhs), l);
      case SLT, ULT -> lessThan.howManyLessThans(lhs, rhs, l, pred == CmpPredicate.SLT, controlsExit);
      case SGT, UGT -> lessThan.howManyGreaterThans(lhs, rhs, l, pred == CmpPredicate.SGT, controlsExit);
      default -> ExitLimit.none(se);
    };
    if (el.hasExact()) return el;
    Scev forced = bruteForce.count(l, cmp, exitIfTrue);
    if (!se.isCouldNotCompute(forced)) return ExitLimit.of(se, forced);
    return el;
  }

  private Scev difference(Scev lhs, Scev rhs) {
    if (lhs.isPointer() || rhs.isPointer()) {
      Scev d = se.minus(lhs, rhs);
      if (!se.isCouldNotCompute(d)) return d;
      lhs = se.ptrToInt(lhs, se.effectiveType(lhs.type()));
      rhs = se.ptrToInt(rhs, se.effectiveType(rhs.type()));
    }
    return se.minus(lhs, rhs);
  }

  /**
   * If this compare alone must end the loop and the loop must make progress, a recurrence with a
   * power-of-two step cannot wrap back onto itself: it would repeat its values and never exit.
   */
  private void inferNoSelfWrap(Loop l, Scev lhs, Scev rhs, boolean controlsExit) {
    if (!controlsExit || !se.isLoopInvariant(rhs, l) || !se.poison.loopHasNoAbnormalExits(l) || !l.mustProgress()) return;
    Scev inner = lhs instanceof ScevCast c && c.kind() == ScevKind.ZERO_EXTEND ? c.operand() : lhs;
    if (inner instanceof ScevAddRec ar && !ar.hasNoSelfWrap() && ar.loop() == l && ar.isAffine()
        && ar.step() instanceof ScevConstant s && Bits.isPowerOf2(s.unsignedValue()) && s.signedValue().signum() > 0) {
      int f = se.arith.strengthen(ScevKind.ADD_REC, ar.ops, ar.noWrapFlags() | NoWrap.NW);
      ar.flags |= NoWrap.forAddRec(f);
    }
  }

  private record Normalized(CmpPredicate pred, Scev lhs, Scev rhs) {}

  /**
   * LLVM's SimplifyICmpOperands, the parts that matter for counts: constant folding, an ordering
   * against a constant that is really an equality, and non-strict orderings made strict by moving
   * the bound by one when that cannot overflow.
   */
  private Normalized simplify(CmpPredicate p, Scev lhs, Scev rhs) {
    if (lhs instanceof ScevConstant && !(rhs instanceof ScevConstant)) {
      Scev t = lhs;
      lhs = rhs;
      rhs = t;
      p = p.swapped();
    }
    if (lhs.bits() != rhs.bits()) return new Normalized(p, lhs, rhs);
    if (rhs instanceof ScevConstant rc) {
      int w = rc.bits();
      BigInteger ra = rc.unsignedValue();
      if (lhs instanceof ScevConstant lc) {
        boolean holds = ConstantRange.exactICmpRegion(p, w, ra).contains(lc.unsignedValue());
        return trivial(holds);
      }
      if (p != CmpPredicate.EQ && p != CmpPredicate.NE) {
        ConstantRange cr = ConstantRange.exactICmpRegion(p, w, ra);
        if (cr.isFull()) return trivial(true);
        if (cr.isEmpty()) return trivial(false);
        if (cr.isSingleElement()) return new Normalized(CmpPredicate.EQ, lhs, se.constant(rc.intType(), cr.lower()));
        ConstantRange inv = ConstantRange.of(w, cr.upper(), cr.lower());
        if (inv.isSingleElement()) return new Normalized(CmpPredicate.NE, lhs, se.constant(rc.intType(), inv.lower()));
        switch (p) {
          case UGE -> { return new Normalized(CmpPredicate.UGT, lhs, se.constant(rc.intType(), ra.subtract(BigInteger.ONE))); }
          case ULE -> { return new Normalized(CmpPredicate.ULT, lhs, se.constant(rc.intType(), ra.add(BigInteger.ONE))); }
          case SGE -> { return new Normalized(CmpPredicate.SGT, lhs, se.constant(rc.intType(), ra.subtract(BigInteger.ONE))); }
          case SLE -> { return new Normalized(CmpPredicate.SLT, lhs, se.constant(rc.intType(), ra.add(BigInteger.ONE))); }
          default -> { }
        }
      }
      return new Normalized(p, lhs, rhs);
    }
    if (lhs == rhs) {
      if (Guards.trueWhenEqual(p)) return trivial(true);
      if (p != CmpPredicate.EQ) return trivial(false);
    }
    if (lhs.isPointer() || rhs.isPointer()) return new Normalized(p, lhs, rhs);
    int w = lhs.bits();
    switch (p) {
      case SLE -> {
        if (se.signedRange(rhs).smax().compareTo(Bits.signedMax(w)) != 0) {
          return new Normalized(CmpPredicate.SLT, lhs, se.add(se.constant(rhs.type(), 1), rhs, NoWrap.NSW));
        }
        if (se.signedRange(lhs).smin().compareTo(Bits.signedMin(w)) != 0) {
          return new Normalized(CmpPredicate.SLT, se.add(se.constant(lhs.type(), -1), lhs, NoWrap.NSW), rhs);
        }
      }
      case SGE -> {
        if (se.signedRange(rhs).smin().compareTo(Bits.signedMin(w)) != 0) {
          return new Normalized(CmpPredicate.SGT, lhs, se.add(se.constant(rhs.type(), -1), rhs, NoWrap.NSW));
        }
        if (se.signedRange(lhs).smax().compareTo(Bits.signedMax(w)) != 0) {
          return new Normalized(CmpPredicate.SGT, se.add(se.constant(lhs.type(), 1), lhs, NoWrap.NSW), rhs);
        }
      }
      case ULE -> {
        if (se.unsignedRange(rhs).umax().compareTo(Bits.mask(w)) != 0) {
          return new Normalized(CmpPredicate.ULT, lhs, se.add(se.constant(rhs.type(), 1), rhs, NoWrap.NUW));
        }
        if (se.unsignedRange(lhs).umin().signum() != 0) {
          return new Normalized(CmpPredicate.ULT, se.add(se.constant(lhs.type(), -1), lhs), rhs);
        }
      }
      case UGE -> {
        if (se.unsignedRange(rhs).umin().signum() != 0) {
          return new Normalized(CmpPredicate.UGT, lhs, se.add(se.constant(rhs.type(), -1), rhs));
        }
        if (se.unsignedRange(lhs).umax().compareTo(Bits.mask(w)) != 0) {
          return new Normalized(CmpPredicate.UGT, se.add(se.constant(lhs.type(), 1), lhs, NoWrap.NUW), rhs);
        }
      }
      default -> { }
    }
    return new Normalized(p, lhs, rhs);
  }

  /** LLVM's trivially true / false compare: {@code false == false} or {@code false != false}, on i1. */
  private Normalized trivial(boolean holds) {
    Scev f = se.zero(dev.hoist.ir.type.IntegerType.I1);
    return new Normalized(holds ? CmpPredicate.EQ : CmpPredicate.NE, f, f);
  }

  /** A switch whose only edge out of the loop is one case: the loop runs until the value equals it. */
  private ExitLimit fromSwitch(Loop l, SwitchInst sw, boolean controlsExit) {
    BasicBlock exit = null;
    for (BasicBlock s : sw.parent().successors()) {
      if (!l.contains(s)) {
        if (exit != null && exit != s) return ExitLimit.none(se);
        exit = s;
      }
    }
    if (exit == null || sw.defaultDest() == exit || !se.isSCEVable(sw.condition().type())) return ExitLimit.none(se);
    ConstantInt value = null;
    for (int i = 0; i < sw.numCases(); i++) {
      if (sw.caseDest(i) == exit) {
        if (value != null) return ExitLimit.none(se);
        value = sw.caseValue(i);
      }
    }
    if (value == null) return ExitLimit.none(se);
    Scev lhs = se.scevAtScope(se.getSCEV(sw.condition()), l);
    Scev rhs = se.constant(value.intType(), value.unsignedBigValue());
    ExitLimit el = zero.howFarToZero(se.minus(lhs, rhs), l, controlsExit);
    return el;
  }
}
