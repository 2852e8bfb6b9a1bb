package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import java.math.BigInteger;

/**
 * Proving comparisons between expressions: from ranges and no-wrap flags alone
 * ({@link #isKnownPredicate}), or from the branch conditions that guard a loop's entry
 * ({@link #isLoopEntryGuardedByCond}, LLVM's walk up the chain of unique predecessors with
 * isImpliedCond). A "true" answer is a proof; "false" only means no proof was found.
 */
final class Guards {
  private static final int MAX_WALK = 64;
  private final ScalarEvolution se;
  private int depth;
  /**
   * The last difference computed, of {@code diffA} and {@code diffB}: a comparison is often asked
   * about with its predicate and then with the inverse (EQ, then NE), each needing the difference.
   */
  private Scev diffA, diffB, diff;

  Guards(ScalarEvolution se) {
    this.se = se;
  }

  /** From ranges only (cheap; used by the folders). */
  boolean isKnownViaRanges(CmpPredicate p, Scev a, Scev b) {
    if (a == b) return trueWhenEqual(p);
    if (a.bits() != b.bits() || a.isPointer() || b.isPointer()) return false;
    if (p == CmpPredicate.EQ) return false;
    if (p == CmpPredicate.NE) {
      return se.signedRange(a).allSatisfy(p, se.signedRange(b)) || se.unsignedRange(a).allSatisfy(p, se.unsignedRange(b));
    }
    if (p.isSigned()) return se.signedRange(a).allSatisfy(p, se.signedRange(b));
    return se.unsignedRange(a).allSatisfy(p, se.unsignedRange(b));
  }

  static boolean trueWhenEqual(CmpPredicate p) {
    return switch (p) {
      case EQ, ULE, UGE, SLE, SGE -> true;
      default -> false;
    };
  }

  /** LLVM's isKnownViaNonRecursiveReasoning: ranges, {@code x + c} against {@code x} under nsw/nuw, constant differences. */
  boolean isKnownNonRecursive(CmpPredicate p, Scev a, Scev b) {
    if (a instanceof ScevCouldNotCompute || b instanceof ScevCouldNotCompute) return false;
    if (isKnownViaRanges(p, a, b)) return true;
    if (viaNoOverflow(p, a, b)) return true;
    if ((p == CmpPredicate.NE || p == CmpPredicate.EQ) && a.bits() == b.bits() && a.isPointer() == b.isPointer()) {
      Scev d = minus(a, b);
      if (d instanceof ScevConstant c) return p == CmpPredicate.EQ ? c.isZero() : !c.isZero();
      if (p == CmpPredicate.NE && !(d instanceof ScevCouldNotCompute) && se.isKnownNonZero(d)) return true;
    }
    return false;
  }

  /** {@code a - b}, kept for the next question about the same pair (the expressions are uniqued). */
  private Scev minus(Scev a, Scev b) {
    if (a != diffA || b != diffB) {
      diff = se.minus(a, b);
      diffA = a;
      diffB = b;
    }
    return diff;
  }

  boolean isKnownPredicate(CmpPredicate p, Scev a, Scev b) {
    return isKnownNonRecursive(p, a, b);
  }

  /** {@code x pred (x + c)} decided by the sign of c when the add cannot wrap. */
  private boolean viaNoOverflow(CmpPredicate p, Scev a, Scev b) {
    switch (p) {
      case SGE, SGT, UGE, UGT -> {
        return viaNoOverflow(p.swapped(), b, a);
      }
      case SLE -> {
        BigInteger c = addedConstant(b, a, NoWrap.NSW, true);
        if (c != null && c.signum() >= 0) return true;
        c = addedConstant(a, b, NoWrap.NSW, true);
        return c != null && c.signum() <= 0;
      }
      case SLT -> {
        BigInteger c = addedConstant(b, a, NoWrap.NSW, true);
        if (c != null && c.signum() > 0) return true;
        c = addedConstant(a, b, NoWrap.NSW, true);
        return c != null && c.signum() < 0;
      }
      case ULE -> {
        return addedConstant(b, a, NoWrap.NUW, false) != null;
      }
      case ULT -> {
        BigInteger c = addedConstant(b, a, NoWrap.NUW, false);
        return c != null && c.signum() != 0;
      }
      default -> {
        return false;
      }
    }
  }

  /** c when {@code r == (x + c)} with the given flag (signed or unsigned reading of c), else null. */
  private static BigInteger addedConstant(Scev r, Scev x, int flag, boolean signed) {
    if (r instanceof ScevAdd a && a.numOperands() == 2 && NoWrap.has(a.noWrapFlags(), flag)
        && a.operand(0) instanceof ScevConstant c && a.operand(1) == x) {
      return signed ? c.signedValue() : c.unsignedValue();
    }
    return null;
  }

  // ---- loop entry ----------------------------------------------------------------------------------

  boolean isLoopEntryGuardedByCond(Loop l, CmpPredicate p, Scev a, Scev b) {
    if (a instanceof ScevCouldNotCompute || b instanceof ScevCouldNotCompute) return false;
    if (isKnownNonRecursive(p, a, b)) return true;
    if (depth > 2) return false;
    depth++;
    try {
      CmpPredicate nonStrict = nonStrict(p);
      boolean strict = nonStrict != null;
      boolean provedNonStrict = strict && isKnownNonRecursive(nonStrict, a, b);
      boolean provedNe = strict && isKnownNonRecursive(CmpPredicate.NE, a, b);
      BasicBlock bb = l.header();
      BasicBlock pred = l.loopPredecessor();
      for (int steps = 0; pred != null && steps < MAX_WALK; steps++) {
        if (pred.terminator() instanceof BrInst br && br.isConditional() && br.successor(0) != br.successor(1)) {
          boolean inverse = br.successor(0) != bb;
          Value cond = br.condition();
          if (isImpliedCond(p, a, b, cond, inverse)) return true;
          if (strict) {
            if (!provedNonStrict) provedNonStrict = isImpliedCond(nonStrict, a, b, cond, inverse);
            if (!provedNe) provedNe = isImpliedCond(CmpPredicate.NE, a, b, cond, inverse);
            if (provedNonStrict && provedNe) return true;
          }
        }
        // Climb to the predecessor with a unique successor leading here.
        Loop pl = se.loops.loopFor(pred);
        if (pl != null && pl.header() == pred) {
          bb = pred;
          pred = pl.loopPredecessor();
        } else {
          bb = pred;
          pred = pred.singlePredecessor();
        }
      }
      return false;
    } finally {
      depth--;
    }
  }

  private static CmpPredicate nonStrict(CmpPredicate p) {
    return switch (p) {
      case SLT -> CmpPredicate.SLE;
      case SGT -> CmpPredicate.SGE;
      case ULT -> CmpPredicate.ULE;
      case UGT -> CmpPredicate.UGE;
      default -> null;
    };
  }

  /** Whether {@code cond} (negated when {@code inverse}) being true implies {@code p(a, b)}. */
  boolean isImpliedCond(CmpPredicate p, Scev a, Scev b, Value cond, boolean inverse) {
    // and/or of conditions: each half of an and (or of a negated or) holds.
    if (cond instanceof BinaryInst bi && cond.type().isInteger(1)) {
      if (bi.opcode() == Opcode.AND && !inverse || bi.opcode() == Opcode.OR && inverse) {
        return isImpliedCond(p, a, b, bi.lhs(), inverse) || isImpliedCond(p, a, b, bi.rhs(), inverse);
      }
      return false;
    }
    if (cond instanceof SelectInst s && cond.type().isInteger(1)) {
      // select c, x, false  is  c && x;  select c, true, x  is  c || x
      if (!inverse && s.falseValue() instanceof ConstantInt f && f.isZero()
          || inverse && s.trueValue() instanceof ConstantInt t && t.isOne()) {
        Value other = inverse ? s.falseValue() : s.trueValue();
        return isImpliedCond(p, a, b, s.condition(), inverse) || isImpliedCond(p, a, b, other, inverse);
      }
      return false;
    }
    if (!(cond instanceof CmpInst cmp) || !cmp.predicate().isIntPredicate() || !se.isSCEVable(cmp.lhs().type())) return false;
    CmpPredicate fp = inverse ? cmp.predicate().inverse() : cmp.predicate();
    Scev fa = se.getSCEV(cmp.lhs()), fb = se.getSCEV(cmp.rhs());
    return impliedBy(p, a, b, fp, fa, fb);
  }

  /** LLVM's isImpliedCond on expressions: does {@code fa fp fb} imply {@code a p b}? */
  boolean impliedBy(CmpPredicate p, Scev a, Scev b, CmpPredicate fp, Scev fa, Scev fb) {
    if (a.isPointer() != b.isPointer() || fa.isPointer() != fb.isPointer()) return false;
    if (a.isPointer() || fa.isPointer()) {
      if (a.bits() != fa.bits() || a.isPointer() != fa.isPointer()) return false;
    }
    if (a.bits() < fa.bits()) {
      a = p.isSigned() ? se.signExtend(a, fa.type()) : se.zeroExtend(a, fa.type());
      b = p.isSigned() ? se.signExtend(b, fa.type()) : se.zeroExtend(b, fa.type());
    } else if (a.bits() > fa.bits()) {
      if (fa.isPointer()) return false;
      fa = fp.isSigned() ? se.signExtend(fa, a.type()) : se.zeroExtend(fa, a.type());
      fb = fp.isSigned() ? se.signExtend(fb, a.type()) : se.zeroExtend(fb, a.type());
    }
    if (a == b) return trueWhenEqual(p);
    if (fa == fb) return false;
    if (a == fb || b == fa) {
      if (b instanceof ScevConstant) {
        Scev t = fa;
        fa = fb;
        fb = t;
        fp = fp.swapped();
      } else {
        Scev t = a;
        a = b;
        b = t;
        p = p.swapped();
      }
    }
    if (fp == p && operandsImply(p, a, b, fp, fa, fb)) return true;
    if (fp.swapped() == p) {
      if (b instanceof ScevConstant) {
        if (operandsImply(p, a, b, p, fb, fa)) return true;
      } else if (operandsImply(p.swapped(), b, a, fp, fa, fb)) {
        return true;
      }
    }
    if (fp.isUnsigned() && signedOf(fp) == p && se.isKnownNonNegative(fa) && se.isKnownNonNegative(fb)
        && operandsImply(p, a, b, p, fa, fb)) {
      return true;
    }
    if (fp == CmpPredicate.EQ && trueWhenEqual(p) && operandsImply(p, a, b, fp, fa, fb)) return true;
    if (p == CmpPredicate.NE && !trueWhenEqual(fp) && operandsImply(fp, a, b, fp, fa, fb)) return true;
    return viaRanges(p, a, b, fp, fa, fb);
  }

  private static CmpPredicate signedOf(CmpPredicate p) {
    return switch (p) {
      case ULT -> CmpPredicate.SLT;
      case ULE -> CmpPredicate.SLE;
      case UGT -> CmpPredicate.SGT;
      case UGE -> CmpPredicate.SGE;
      default -> p;
    };
  }

  /** LLVM's isImpliedCondOperandsHelper: a is no further than fa and b no closer than fb. */
  private boolean operandsImply(CmpPredicate p, Scev a, Scev b, CmpPredicate fp, Scev fa, Scev fb) {
    if (a.bits() != fa.bits()) return false;
    switch (p) {
      case EQ, NE:
        return a == fa && b == fb || a == fb && b == fa;
      case SLT, SLE:
        return isKnownNonRecursive(CmpPredicate.SLE, a, fa) && isKnownNonRecursive(CmpPredicate.SGE, b, fb);
      case SGT, SGE:
        return isKnownNonRecursive(CmpPredicate.SGE, a, fa) && isKnownNonRecursive(CmpPredicate.SLE, b, fb);
      case ULT, ULE:
        return isKnownNonRecursive(CmpPredicate.ULE, a, fa) && isKnownNonRecursive(CmpPredicate.UGE, b, fb);
      case UGT, UGE:
        return isKnownNonRecursive(CmpPredicate.UGE, a, fa) && isKnownNonRecursive(CmpPredicate.ULE, b, fb);
      default:
        return false;
    }
  }

  /**
   * Constant right-hand sides and a constant difference between the left-hand sides: the values
   * the guard allows for {@code fa}, shifted by the difference, must all satisfy {@code a p b}.
   */
  private boolean viaRanges(CmpPredicate p, Scev a, Scev b, CmpPredicate fp, Scev fa, Scev fb) {
    if (!(b instanceof ScevConstant cb) || !(fb instanceof ScevConstant cfb) || a.bits() != fa.bits()) return false;
    if (a.isPointer() || fa.isPointer()) return false;
    Scev d = minus(a, fa);
    if (!(d instanceof ScevConstant cd)) return false;
    int w = a.bits();
    ConstantRange found = ConstantRange.exactICmpRegion(fp, w, cfb.unsignedValue());
    ConstantRange lhs = found.add(ConstantRange.single(w, cd.unsignedValue()));
    return ConstantRange.exactICmpRegion(p, w, cb.unsignedValue()).contains(lhs);
  }
}
