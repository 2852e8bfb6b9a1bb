package dev.hoist.analysis.alias;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.IntegerType;

/**
 * Small facts about integer values (GEP indices) that the GEP reasoning uses, a sliver of LLVM's
 * ValueTracking: bits known to be zero, values known not to be zero, pairs known to differ, and a
 * signed range. Everything here answers "unknown" readily; integers wider than 64 bits are never
 * analysed.
 */
final class ValueFacts {
  private ValueFacts() {}

  private static final int MAX_DEPTH = 6;

  static int width(Value v) {
    return v.type() instanceof IntegerType t ? t.bits() : 0;
  }

  static long mask(int w) {
    return w >= 64 ? -1L : (1L << w) - 1;
  }

  /** The bits of {@code v} (within its width) known to be zero. */
  static long knownZero(Value v) {
    return knownZero(v, 0);
  }

  private static long knownZero(Value v, int depth) {
    int w = width(v);
    if (w == 0 || w > 64) return 0;
    long m = mask(w);
    if (v instanceof ConstantInt c) return ~c.signedValue() & m;
    if (depth >= MAX_DEPTH) return 0;
    if (v instanceof BinaryInst b) {
      switch (b.opcode()) {
        case AND -> {
          return (knownZero(b.lhs(), depth + 1) | knownZero(b.rhs(), depth + 1)) & m;
        }
        case OR, XOR -> {
          return knownZero(b.lhs(), depth + 1) & knownZero(b.rhs(), depth + 1);
        }
        case SHL -> {
          if (b.rhs() instanceof ConstantInt c && c.zextValue() < w) {
            int k = (int) c.zextValue();
            return ((knownZero(b.lhs(), depth + 1) << k) | ((1L << k) - 1)) & m;
          }
        }
        case LSHR -> {
          if (b.rhs() instanceof ConstantInt c && c.zextValue() < w && c.zextValue() > 0) {
            int k = (int) c.zextValue();
            long high = m & ~(mask(w - k));
            return ((knownZero(b.lhs(), depth + 1) >>> k) | high) & m;
          }
        }
        case MUL, ADD, SUB -> {
          long zl = knownZero(b.lhs(), depth + 1);
          long zr = knownZero(b.rhs(), depth + 1);
          int tl = Math.min(w, Long.numberOfTrailingZeros(~zl));
          int tr = Math.min(w, Long.numberOfTrailingZeros(~zr));
          int tz = b.opcode() == Opcode.MUL ? Math.min(w, tl + tr) : Math.min(tl, tr);
          long r = tz >= 64 ? m : ((1L << tz) - 1) & m;
          // With nsw, adding (or multiplying) two non-negative values stays non-negative.
          long sign = 1L << (w - 1);
          if (b.hasFlag(Flags.NSW) && b.opcode() != Opcode.SUB && (zl & sign) != 0 && (zr & sign) != 0) r |= sign;
          return r;
        }
        default -> {}
      }
      return 0;
    }
    if (v instanceof CastInst c && c.opcode() == Opcode.ZEXT) {
      int sw = width(c.source());
      if (sw == 0 || sw > 64) return 0;
      return (knownZero(c.source(), depth + 1) | (m & ~mask(sw))) & m;
    }
    if (v instanceof SelectInst s) {
      return knownZero(s.trueValue(), depth + 1) & knownZero(s.falseValue(), depth + 1);
    }
    if (v instanceof PhiInst p) return phiKnownZero(p, depth, m);
    return 0;
  }

  /**
   * A recurrence {@code phi [start], [phi +/- step]} keeps the trailing zeros both have; other
   * phis keep the bits all their operands agree on (looked at one level deep only, as LLVM does).
   */
  private static long phiKnownZero(PhiInst p, int depth, long m) {
    int w = width(p);
    long sign = 1L << (w - 1);
    if (p.numIncoming() == 2) {
      for (int k = 0; k < 2; k++) {
        if (!(p.incomingValue(k) instanceof BinaryInst b) || b.parent() == null) continue;
        Opcode op = b.opcode();
        if (op != Opcode.ADD && op != Opcode.SUB && op != Opcode.MUL && op != Opcode.AND && op != Opcode.OR) continue;
        Value step = b.lhs() == p ? b.rhs() : op != Opcode.SUB && b.rhs() == p ? b.lhs() : null;
        if (step == null || step == p) continue;
        Value start = p.incomingValue(1 - k);
        long zs = knownZero(step, depth + 1);
        long zl = knownZero(start, depth + 1);
        int tz = Math.min(w, Math.min(Long.numberOfTrailingZeros(~zs), Long.numberOfTrailingZeros(~zl)));
        long r = tz >= 64 ? m : ((1L << tz) - 1) & m;
        if (b.hasFlag(Flags.NSW)) {
          boolean stepNonNeg = (zs & sign) != 0;
          boolean startNonNeg = (zl & sign) != 0;
          // A non-negative start moved by non-negative nsw steps stays non-negative (or is poison).
          if ((op == Opcode.ADD || op == Opcode.MUL) && stepNonNeg && startNonNeg) r |= sign;
          if (op == Opcode.SUB && startNonNeg && (knownOne(step, depth + 1) & sign) != 0) r |= sign;
        }
        return r;
      }
    }
    if (depth >= MAX_DEPTH - 1) return 0;
    long kz = m;
    boolean any = false;
    for (int i = 0; i < p.numIncoming(); i++) {
      Value in = p.incomingValue(i);
      if (in == p) continue;
      kz &= knownZero(in, MAX_DEPTH - 1);
      any = true;
      if (kz == 0) return 0;
    }
    return any ? kz : 0;
  }

  private static int trailingZeros(Value v, int depth, int w) {
    long kz = knownZero(v, depth);
    return Math.min(w, Long.numberOfTrailingZeros(~kz));
  }

  /** The bits of {@code v} known to be one (constants and or-with-constant only). */
  static long knownOne(Value v, int depth) {
    int w = width(v);
    if (w == 0 || w > 64) return 0;
    if (v instanceof ConstantInt c) return c.signedValue() & mask(w);
    if (depth >= MAX_DEPTH) return 0;
    if (v instanceof BinaryInst b && b.opcode() == Opcode.OR) return knownOne(b.lhs(), depth + 1) | knownOne(b.rhs(), depth + 1);
    if (v instanceof BinaryInst b && b.opcode() == Opcode.AND) return knownOne(b.lhs(), depth + 1) & knownOne(b.rhs(), depth + 1);
    if (v instanceof CastInst c && (c.opcode() == Opcode.ZEXT || c.opcode() == Opcode.SEXT)) {
      long inner = knownOne(c.source(), depth + 1);
      int sw = width(c.source());
      if (c.opcode() == Opcode.SEXT && (inner & (1L << (sw - 1))) != 0) return (inner | ~mask(sw)) & mask(w);
      return inner;
    }
    return 0;
  }

  static boolean isKnownNonZero(Value v) {
    return isKnownNonZero(v, 0, null, null);
  }

  /** With a context instruction and dominator tree, branches dominating the context count too. */
  static boolean isKnownNonZero(Value v, Instruction ctx, DominatorTree dt) {
    return isKnownNonZero(v, 0, ctx, dt);
  }

  private static boolean isKnownNonZero(Value v, int depth) {
    return isKnownNonZero(v, depth, null, null);
  }

  private static boolean isKnownNonZero(Value v, int depth, Instruction ctx, DominatorTree dt) {
    if (v instanceof ConstantInt c) return !c.isZero();
    if (knownOne(v, 0) != 0) return true;
    if (depth >= MAX_DEPTH) return false;
    if (dt != null && DominatingConditions.isNonZeroAt(v, ctx, dt)) return true;
    if (v instanceof CastInst c && (c.opcode() == Opcode.ZEXT || c.opcode() == Opcode.SEXT)) {
      return isKnownNonZero(c.source(), depth + 1, ctx, dt);
    }
    if (v instanceof BinaryInst b) {
      switch (b.opcode()) {
        case SHL -> {
          if (b.hasFlag(Flags.NUW) || b.hasFlag(Flags.NSW)) return isKnownNonZero(b.lhs(), depth + 1, ctx, dt);
        }
        case MUL -> {
          if (b.hasFlag(Flags.NUW) || b.hasFlag(Flags.NSW)) {
            return isKnownNonZero(b.lhs(), depth + 1, ctx, dt) && isKnownNonZero(b.rhs(), depth + 1, ctx, dt);
          }
        }
        case OR -> {
          return isKnownNonZero(b.lhs(), depth + 1, ctx, dt) || isKnownNonZero(b.rhs(), depth + 1, ctx, dt);
        }
        default -> {}
      }
      return false;
    }
    if (v instanceof SelectInst s) return isKnownNonZero(s.trueValue(), depth + 1, ctx, dt) && isKnownNonZero(s.falseValue(), depth + 1, ctx, dt);
    if (v instanceof PhiInst p) {
      // An induction variable counting up from a positive start never reaches zero (nsw/nuw).
      if (p.numIncoming() == 2) {
        for (int k = 0; k < 2; k++) {
          if (p.incomingValue(k) instanceof ConstantInt start && start.signedValue() > 0 && start.fitsLong()
              && p.incomingValue(1 - k) instanceof BinaryInst b && b.opcode() == Opcode.ADD && b.lhs() == p
              && (b.hasFlag(Flags.NSW) || b.hasFlag(Flags.NUW)) && b.rhs() instanceof ConstantInt step
              && step.signedValue() >= 0) {
            return true;
          }
        }
      }
      int d = Math.max(depth, MAX_DEPTH - 1);
      if (p.numIncoming() == 0) return false;
      for (int i = 0; i < p.numIncoming(); i++) {
        Value in = p.incomingValue(i);
        if (in != p && !isKnownNonZero(in, d + 1)) return false;
      }
      return true;
    }
    return false;
  }

  /** Whether {@code a} and {@code b} (same type) can never be equal. */
  static boolean isKnownNonEqual(Value a, Value b) {
    return isKnownNonEqual(a, b, 0);
  }

  private static boolean isKnownNonEqual(Value a, Value b, int depth) {
    if (a == b || a.type() != b.type() || depth >= MAX_DEPTH) return false;
    if (a instanceof ConstantInt x && b instanceof ConstantInt y) return !x.bigValue().equals(y.bigValue());
    Opcode oa = IrOps.opcode(a);
    if (oa != null && oa == IrOps.opcode(b) && a instanceof Instruction && b instanceof Instruction) {
      Value[] inv = invertibleOperands((Instruction) a, (Instruction) b);
      if (inv != null) return isKnownNonEqual(inv[0], inv[1], depth + 1);
      if (a instanceof PhiInst pa && b instanceof PhiInst pb && pa.parent() == pb.parent()) {
        boolean all = pa.numIncoming() > 0;
        for (int i = 0; i < pa.numIncoming() && all; i++) {
          Value vb = pb.valueFor(pa.incomingBlock(i));
          if (vb == null || !isKnownNonEqual(pa.incomingValue(i), vb, depth + 1)) all = false;
        }
        if (all) return true;
      }
    }
    if (isAddOfNonZero(a, b) || isAddOfNonZero(b, a)) return true;
    int w = width(a);
    if (w > 0 && w <= 64) {
      long z1 = knownZero(a, 0);
      long z2 = knownZero(b, 0);
      return (z1 & knownOne(b, 0)) != 0 || (z2 & knownOne(a, 0)) != 0;
    }
    return false;
  }

  /** {@code a == b + x} with x known non-zero. */
  private static boolean isAddOfNonZero(Value a, Value b) {
    if (!(a instanceof BinaryInst bo) || bo.opcode() != Opcode.ADD) return false;
    Value other = bo.lhs() == b ? bo.rhs() : bo.rhs() == b ? bo.lhs() : null;
    return other != null && isKnownNonZero(other);
  }

  /** For two one-to-one operations differing in one operand, the differing operands. */
  private static Value[] invertibleOperands(Instruction a, Instruction b) {
    switch (a.opcode()) {
      case ADD, SUB, XOR -> {
        BinaryInst x = (BinaryInst) a;
        BinaryInst y = (BinaryInst) b;
        if (x.lhs() == y.lhs()) return new Value[] {x.rhs(), y.rhs()};
        if (x.rhs() == y.rhs()) return new Value[] {x.lhs(), y.lhs()};
        if (a.opcode() != Opcode.SUB) {
          if (x.lhs() == y.rhs()) return new Value[] {x.rhs(), y.lhs()};
          if (x.rhs() == y.lhs()) return new Value[] {x.lhs(), y.rhs()};
        }
        return null;
      }
      case MUL -> {
        BinaryInst x = (BinaryInst) a;
        BinaryInst y = (BinaryInst) b;
        boolean nw = (x.hasFlag(Flags.NUW) && y.hasFlag(Flags.NUW)) || (x.hasFlag(Flags.NSW) && y.hasFlag(Flags.NSW));
        if (nw && x.rhs() == y.rhs() && x.rhs() instanceof ConstantInt c && !c.isZero()) return new Value[] {x.lhs(), y.lhs()};
        return null;
      }
      case SHL -> {
        BinaryInst x = (BinaryInst) a;
        BinaryInst y = (BinaryInst) b;
        boolean nw = (x.hasFlag(Flags.NUW) && y.hasFlag(Flags.NUW)) || (x.hasFlag(Flags.NSW) && y.hasFlag(Flags.NSW));
        if (nw && x.rhs() == y.rhs()) return new Value[] {x.lhs(), y.lhs()};
        return null;
      }
      case ZEXT, SEXT -> {
        CastInst x = (CastInst) a;
        CastInst y = (CastInst) b;
        if (x.source().type() == y.source().type()) return new Value[] {x.source(), y.source()};
        return null;
      }
      default -> {
        return null;
      }
    }
  }

  /**
   * A signed range {lo, hi} that {@code v} (of width at most 64) lies in, or null when nothing
   * is known: constants, and/urem/lshr/srem by constants, zero-extended narrower values, selects
   * of such, {@code !range} metadata and bits known to be zero.
   */
  static long[] signedRange(Value v) {
    return signedRange(v, 0);
  }

  private static long[] signedRange(Value v, int depth) {
    int w = width(v);
    if (w == 0 || w > 64) return null;
    if (v instanceof ConstantInt c) return new long[] {c.signedValue(), c.signedValue()};
    long[] r = null;
    if (depth < MAX_DEPTH) {
      if (v instanceof BinaryInst b && b.rhs() instanceof ConstantInt c) {
        long k = c.signedValue();
        switch (b.opcode()) {
          case AND -> {
            if (k >= 0) r = new long[] {0, k};
          }
          case UREM -> {
            if (k > 0) r = new long[] {0, k - 1};
          }
          case SREM -> {
            if (k != 0 && k != Long.MIN_VALUE) r = new long[] {-(Math.abs(k) - 1), Math.abs(k) - 1};
          }
          case LSHR -> {
            long s = c.zextValue();
            if (s > 0 && s < w) r = new long[] {0, mask((int) (w - s))};
          }
          default -> {}
        }
      } else if (v instanceof CastInst c && c.opcode() == Opcode.ZEXT) {
        int sw = width(c.source());
        if (sw > 0 && sw < 64) {
          long[] in = signedRange(c.source(), depth + 1);
          r = in != null && in[0] >= 0 ? in : new long[] {0, mask(sw)};
        }
      } else if (v instanceof CastInst c && c.opcode() == Opcode.SEXT) {
        int sw = width(c.source());
        if (sw > 0 && sw < 64) {
          long[] in = signedRange(c.source(), depth + 1);
          r = in != null ? in : new long[] {-(1L << (sw - 1)), (1L << (sw - 1)) - 1};
        }
      } else if (v instanceof SelectInst s) {
        long[] a = signedRange(s.trueValue(), depth + 1);
        long[] b = signedRange(s.falseValue(), depth + 1);
        if (a != null && b != null) r = new long[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])};
      } else if (v instanceof LoadInst l) {
        r = rangeMetadata(l.getMetadata("range"), w);
      }
    }
    // Bits known to be zero bound the value too.
    long kz = knownZero(v, 0);
    long m = mask(w);
    if (w < 64 || (kz & Long.MIN_VALUE) != 0) {
      long signBit = 1L << (w - 1);
      if ((kz & signBit) != 0) {
        long[] k = {0, ~kz & m};
        r = r == null ? k : new long[] {Math.max(r[0], k[0]), Math.min(r[1], k[1])};
      }
    }
    return r;
  }

  /** A single-interval {@code !range !{iN lo, iN hi}} as a signed range, if it does not wrap. */
  private static long[] rangeMetadata(MDNode n, int w) {
    if (n == null || n.numOperands() != 2) return null;
    if (!(n.operand(0) instanceof ValueAsMetadata a && a.value() instanceof ConstantInt lo)) return null;
    if (!(n.operand(1) instanceof ValueAsMetadata b && b.value() instanceof ConstantInt hi)) return null;
    long l = lo.signedValue();
    long h = hi.signedValue();
    if (l < h && h != Long.MIN_VALUE) return new long[] {l, h - 1};
    return null;
  }
}
