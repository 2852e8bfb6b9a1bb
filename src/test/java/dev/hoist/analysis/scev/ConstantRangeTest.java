package dev.hoist.analysis.scev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.CmpPredicate;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BinaryOperator;
import java.util.function.LongBinaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Soundness of {@link ConstantRange}, exhaustively on 3-bit values: for every pair of ranges and
 * every pair of members, the result of an operation on the members is in the operation's result
 * range (a superset is allowed, never a miss).
 */
class ConstantRangeTest {
  private static final int W = 3;
  private static final int M = 1 << W;

  private static List<ConstantRange> all() {
    List<ConstantRange> l = new ArrayList<>();
    l.add(ConstantRange.empty(W));
    l.add(ConstantRange.full(W));
    for (int lo = 0; lo < M; lo++) {
      for (int hi = 0; hi < M; hi++) if (lo != hi) l.add(ConstantRange.of(W, BigInteger.valueOf(lo), BigInteger.valueOf(hi)));
    }
    return l;
  }

  private static long signed(long u) {
    return u >= M / 2 ? u - M : u;
  }

  private static void binary(String name, BinaryOperator<ConstantRange> op, LongBinaryOperator f) {
    List<ConstantRange> rs = all();
    for (ConstantRange a : rs) {
      for (ConstantRange b : rs) {
        ConstantRange r = op.apply(a, b);
        for (int x = 0; x < M; x++) {
          if (!a.contains(BigInteger.valueOf(x))) continue;
          for (int y = 0; y < M; y++) {
            if (!b.contains(BigInteger.valueOf(y))) continue;
            long v = f.applyAsLong(x, y);
            if (v < 0) continue; // undefined (division by zero)
            assertTrue(r.contains(BigInteger.valueOf(v & (M - 1))), name + " " + a + " " + b + " -> " + r + " misses " + x + "," + y);
          }
        }
      }
    }
  }

  @Test
  void arithmeticIsSound() {
    binary("add", ConstantRange::add, (x, y) -> x + y);
    binary("sub", ConstantRange::sub, (x, y) -> x - y + M);
    binary("mul", ConstantRange::multiply, (x, y) -> x * y);
    binary("udiv", ConstantRange::udiv, (x, y) -> y == 0 ? -1 : x / y);
    binary("urem", ConstantRange::urem, (x, y) -> y == 0 ? -1 : x % y);
    binary("umax", ConstantRange::umax, Math::max);
    binary("umin", ConstantRange::umin, Math::min);
    binary("smax", ConstantRange::smax, (x, y) -> signed(x) > signed(y) ? x : y);
    binary("smin", ConstantRange::smin, (x, y) -> signed(x) < signed(y) ? x : y);
    binary("union", ConstantRange::union, (x, y) -> x);
    binary("union2", ConstantRange::union, (x, y) -> y);
  }

  @Test
  void intersectKeepsCommonMembers() {
    for (ConstantRange a : all()) {
      for (ConstantRange b : all()) {
        ConstantRange r = a.intersect(b);
        for (int x = 0; x < M; x++) {
          BigInteger v = BigInteger.valueOf(x);
          if (a.contains(v) && b.contains(v)) assertTrue(r.contains(v), a + " & " + b + " -> " + r);
        }
      }
    }
  }

  @Test
  void castsAndBoundsAreSound() {
    for (ConstantRange a : all()) {
      ConstantRange z = a.zeroExtend(8), s = a.signExtend(8), t = a.truncate(2);
      for (int x = 0; x < M; x++) {
        BigInteger v = BigInteger.valueOf(x);
        if (!a.contains(v)) continue;
        assertTrue(z.contains(v), "zext " + a);
        assertTrue(s.contains(BigInteger.valueOf(signed(x) & 0xff)), "sext " + a);
        assertTrue(t.contains(BigInteger.valueOf(x & 3)), "trunc " + a);
        assertTrue(a.umin().longValue() <= x && x <= a.umax().longValue(), "unsigned bounds " + a);
        assertTrue(a.smin().longValue() <= signed(x) && signed(x) <= a.smax().longValue(), "signed bounds " + a);
      }
    }
  }

  @Test
  void allSatisfyIsAProof() {
    CmpPredicate[] preds = {CmpPredicate.EQ, CmpPredicate.NE, CmpPredicate.ULT, CmpPredicate.ULE, CmpPredicate.UGT,
        CmpPredicate.UGE, CmpPredicate.SLT, CmpPredicate.SLE, CmpPredicate.SGT, CmpPredicate.SGE};
    for (ConstantRange a : all()) {
      for (ConstantRange b : all()) {
        for (CmpPredicate p : preds) {
          if (!a.allSatisfy(p, b)) continue;
          for (int c = 0; c < M; c++) {
            if (!b.contains(BigInteger.valueOf(c))) continue;
            ConstantRange region = ConstantRange.exactICmpRegion(p, W, BigInteger.valueOf(c));
            for (int x = 0; x < M; x++) {
              if (a.contains(BigInteger.valueOf(x))) assertTrue(region.contains(BigInteger.valueOf(x)), a + " " + p + " " + b);
            }
          }
        }
      }
    }
  }

  /** Membership is [lower, upper) read circularly, whatever form the value is asked in. */
  @Test
  void membershipIsTheCircularInterval() {
    for (ConstantRange r : all()) {
      int members = 0;
      for (int x = 0; x < M; x++) {
        int lo = r.lower().intValue(), hi = r.upper().intValue();
        boolean in = r.isFull() || !r.isEmpty() && ((x - lo) & (M - 1)) < ((hi - lo) & (M - 1));
        assertEquals(in, r.contains(BigInteger.valueOf(x)), r + " at " + x);
        assertEquals(in, r.contains(BigInteger.valueOf(x - M)), r + " at " + (x - M) + " (read modulo 2^w)");
        if (in) members++;
      }
      assertEquals(BigInteger.valueOf(members), r.size(), "size of " + r);
      assertEquals(members == 1, r.isSingleElement(), "single element " + r);
    }
  }

  @Test
  void icmpRegionsAreExact() {
    for (CmpPredicate p : new CmpPredicate[] {CmpPredicate.EQ, CmpPredicate.NE, CmpPredicate.ULT, CmpPredicate.ULE,
        CmpPredicate.UGT, CmpPredicate.UGE, CmpPredicate.SLT, CmpPredicate.SLE, CmpPredicate.SGT, CmpPredicate.SGE}) {
      for (int c = 0; c < M; c++) {
        ConstantRange r = ConstantRange.exactICmpRegion(p, W, BigInteger.valueOf(c));
        for (int x = 0; x < M; x++) {
          boolean holds = switch (p) {
            case EQ -> x == c;
            case NE -> x != c;
            case ULT -> x < c;
            case ULE -> x <= c;
            case UGT -> x > c;
            case UGE -> x >= c;
            case SLT -> signed(x) < signed(c);
            case SLE -> signed(x) <= signed(c);
            case SGT -> signed(x) > signed(c);
            default -> signed(x) >= signed(c);
          };
          assertEquals(holds, r.contains(BigInteger.valueOf(x)), p + " " + c + " at " + x + ": " + r);
        }
      }
    }
  }
}
