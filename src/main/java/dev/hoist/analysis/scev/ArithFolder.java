package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.type.IntegerType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The folding constructors for sums, products and recurrences. Sums are kept as
 * {@code c + k1*t1 + ... + kn*tn} with like terms combined; constants are distributed over sums;
 * loop-invariant terms are folded into the start of a recurrence ({@code x + {a,+,s}<L>} becomes
 * {@code {(x + a),+,s}<L>}) and recurrences of one loop are added operand-wise.
 *
 * <p>Flags passed in describe the operation on the given operands; they are kept only when the
 * operands survive folding unchanged, then strengthened from ranges (LLVM's
 * StrengthenNoWrapFlags).
 */
final class ArithFolder {
  private static final int MAX_SIZE = 4096;
  /** The operands of a sum up to which its terms are found by a linear search rather than an index. */
  private static final int SMALL_SUM = 16;
  private final ScalarEvolution se;

  ArithFolder(ScalarEvolution se) {
    this.se = se;
  }

  // ---- add ------------------------------------------------------------------------------------

  Scev add(List<Scev> in, int flags) {
    if (in.size() == 1) return in.get(0);
    List<Scev> ops = new ArrayList<>(in.size() + 2);
    boolean changed = false;
    for (Scev s : in) {
      if (s instanceof ScevCouldNotCompute) return s;
      if (s instanceof ScevAdd a) {
        ops.addAll(a.operands());
        changed = true;
      } else {
        ops.add(s);
      }
    }
    int w = ops.get(0).bits();
    IntegerType it = IntegerType.get(w);
    Scev ptr = null;
    BigInteger c = BigInteger.ZERO;
    int numConst = 0;
    // The terms and their coefficients, in the order first met (expressions are uniqued: a term
    // is found by identity). Sums have few terms: arrays and a linear search allocate less than a map.
    Scev[] terms = new Scev[ops.size()];
    BigInteger[] coefficients = new BigInteger[ops.size()];
    int numTerms = 0;
    Map<Scev, Integer> index = ops.size() > SMALL_SUM ? new IdentityHashMap<>() : null;
    for (Scev s : ops) {
      if (s.bits() != w) throw new IllegalArgumentException("add of mismatched widths: " + in);
      if (s.isPointer()) {
        if (ptr != null) throw new IllegalArgumentException("add of two pointers: " + in);
        ptr = s;
      } else if (s instanceof ScevConstant k) {
        c = c.add(k.unsignedValue());
        numConst++;
      } else {
        Scev term = s;
        BigInteger k = BigInteger.ONE;
        if (s instanceof ScevMul m && m.operand(0) instanceof ScevConstant mk) {
          term = m.numOperands() == 2 ? m.operand(1) : rebuildMul(m.operands().subList(1, m.numOperands()));
          k = mk.unsignedValue();
        }
        int t;
        if (index != null) {
          t = index.getOrDefault(term, numTerms);
          if (t == numTerms) index.put(term, t);
        } else {
          t = 0;
          while (t < numTerms && terms[t] != term) t++;
        }
        if (t == numTerms) {
          terms[numTerms] = term;
          coefficients[numTerms++] = k;
        } else {
          coefficients[t] = coefficients[t].add(k);
        }
      }
    }
    c = Bits.wrap(c, w);
    if (numConst > 1 || numConst == 1 && c.signum() == 0) changed = true;
    List<Scev> out = new ArrayList<>(numTerms + 2);
    if (c.signum() != 0) out.add(se.constant(it, c));
    int plainTerms = 0;
    for (int t = 0; t < numTerms; t++) {
      BigInteger k = Bits.wrap(coefficients[t], w);
      if (k.signum() == 0) {
        changed = true;
        continue;
      }
      out.add(k.equals(BigInteger.ONE) ? terms[t] : se.mul(se.constant(it, k), terms[t]));
      plainTerms++;
    }
    if (plainTerms != ops.size() - numConst - (ptr != null ? 1 : 0)) changed = true;
    if (ptr != null) out.add(ptr);
    if (out.isEmpty()) return se.constant(it, BigInteger.ZERO);
    if (out.size() == 1) return out.get(0);
    out.sort(se.order);
    long size = 0;
    for (Scev s : out) size += s.size;
    Scev[] arr = out.toArray(new Scev[0]);
    int f = strengthen(ScevKind.ADD, arr, changed ? NoWrap.NONE : flags & (NoWrap.NUW | NoWrap.NSW));
    if (size < MAX_SIZE) {
      Scev folded = foldAddRecs(out, f);
      if (folded != null) return folded;
    }
    return se.table.nary(ScevKind.ADD, arr, f);
  }

  /** A product of operands already in canonical form (the non-constant part of a mul). */
  private Scev rebuildMul(List<Scev> ops) {
    return se.table.nary(ScevKind.MUL, ops.toArray(new Scev[0]), NoWrap.NONE);
  }

  /** Folds invariants into recurrence starts and sums recurrences of one loop; null when nothing folds. */
  private Scev foldAddRecs(List<Scev> ops, int flags) {
    for (int i = 0; i < ops.size(); i++) {
      if (!(ops.get(i) instanceof ScevAddRec ar)) continue;
      Loop l = ar.loop();
      List<Scev> invariant = new ArrayList<>();
      List<Scev> rest = new ArrayList<>();
      for (int j = 0; j < ops.size(); j++) {
        if (j == i) continue;
        Scev o = ops.get(j);
        if (se.isAvailableAtLoopEntry(o, l)) invariant.add(o);
        else rest.add(o);
      }
      if (!invariant.isEmpty()) {
        // NLI + LI + {Start,+,Step}  -->  NLI + {LI+Start,+,Step}
        invariant.add(ar.start());
        List<Scev> recOps = new ArrayList<>(ar.operands());
        recOps.set(0, se.add(invariant, NoWrap.NONE));
        int keep = ar.noWrapFlags() & NoWrap.NW;
        keep |= ar.noWrapFlags() & flags & (NoWrap.NUW | NoWrap.NSW);
        rest.add(addRec(recOps, l, keep));
        return rest.size() == 1 ? rest.get(0) : se.add(rest, NoWrap.NONE);
      }
      for (int j = i + 1; j < ops.size(); j++) {
        if (ops.get(j) instanceof ScevAddRec other && other.loop() == l) {
          int n = Math.max(ar.numOperands(), other.numOperands());
          List<Scev> sum = new ArrayList<>(n);
          for (int k = 0; k < n; k++) {
            Scev x = k < ar.numOperands() ? ar.operand(k) : null;
            Scev y = k < other.numOperands() ? other.operand(k) : null;
            sum.add(x == null ? y : y == null ? x : se.add(x, y));
          }
          List<Scev> remaining = new ArrayList<>(ops);
          remaining.remove(j);
          remaining.set(i, addRec(sum, l, NoWrap.NONE));
          return remaining.size() == 1 ? remaining.get(0) : se.add(remaining, NoWrap.NONE);
        }
      }
    }
    return null;
  }

  // ---- mul ------------------------------------------------------------------------------------

  Scev mul(List<Scev> in, int flags) {
    if (in.size() == 1) return in.get(0);
    List<Scev> ops = new ArrayList<>(in.size() + 2);
    boolean changed = false;
    for (Scev s : in) {
      if (s instanceof ScevCouldNotCompute) return s;
      if (s.isPointer()) throw new IllegalArgumentException("mul of a pointer: " + in);
      if (s instanceof ScevMul m) {
        ops.addAll(m.operands());
        changed = true;
      } else {
        ops.add(s);
      }
    }
    int w = ops.get(0).bits();
    IntegerType it = IntegerType.get(w);
    BigInteger c = BigInteger.ONE;
    int numConst = 0;
    List<Scev> others = new ArrayList<>(ops.size());
    for (Scev s : ops) {
      if (s.bits() != w) throw new IllegalArgumentException("mul of mismatched widths: " + in);
      if (s instanceof ScevConstant k) {
        c = c.multiply(k.unsignedValue());
        numConst++;
      } else {
        others.add(s);
      }
    }
    c = Bits.wrap(c, w);
    if (c.signum() == 0) return se.constant(it, BigInteger.ZERO);
    if (others.isEmpty()) return se.constant(it, c);
    boolean unit = c.equals(BigInteger.ONE);
    if (numConst > 1 || numConst == 1 && unit) changed = true;
    if (unit && others.size() == 1) return others.get(0);
    ScevConstant k = se.constant(it, c);
    if (!unit && others.size() == 1) {
      Scev o = others.get(0);
      if (o instanceof ScevAdd a) {
        // C * (A + B)  -->  C*A + C*B
        List<Scev> dist = new ArrayList<>(a.numOperands());
        for (Scev x : a.operands()) dist.add(se.mul(k, x));
        return se.add(dist, NoWrap.NONE);
      }
      if (o instanceof ScevAddRec ar) {
        List<Scev> scaled = new ArrayList<>(ar.numOperands());
        for (Scev x : ar.operands()) scaled.add(se.mul(k, x));
        // Negation preserves no-self-wrap; nuw/nsw survive when both the product and the recurrence have them.
        int keep = c.equals(Bits.mask(w)) ? ar.noWrapFlags() & NoWrap.NW : NoWrap.NONE;
        if (!changed) keep |= ar.noWrapFlags() & strengthen(ScevKind.MUL, new Scev[] {k, ar}, flags & (NoWrap.NUW | NoWrap.NSW));
        return addRec(scaled, ar.loop(), keep);
      }
    }
    others.sort(se.order);
    long size = 0;
    for (Scev s : others) size += s.size;
    if (size < MAX_SIZE) {
      Scev folded = foldAddRecs(others, k);
      if (folded != null) return folded;
    }
    Scev[] arr = new Scev[others.size() + (unit ? 0 : 1)];
    int n = 0;
    if (!unit) arr[n++] = k;
    for (Scev s : others) arr[n++] = s;
    int f = changed ? NoWrap.NONE : flags & (NoWrap.NUW | NoWrap.NSW);
    f = strengthen(ScevKind.MUL, arr, f);
    return se.table.nary(ScevKind.MUL, arr, f);
  }

  /** {@code LI * {a,+,b}<L>} --&gt; {@code {LI*a,+,LI*b}<L>} for invariants LI (constant factor included). */
  private Scev foldAddRecs(List<Scev> ops, ScevConstant k) {
    for (int i = 0; i < ops.size(); i++) {
      if (!(ops.get(i) instanceof ScevAddRec ar)) continue;
      Loop l = ar.loop();
      List<Scev> invariant = new ArrayList<>();
      List<Scev> rest = new ArrayList<>();
      if (!k.isOne()) invariant.add(k);
      for (int j = 0; j < ops.size(); j++) {
        if (j == i) continue;
        Scev o = ops.get(j);
        if (se.isAvailableAtLoopEntry(o, l)) invariant.add(o);
        else rest.add(o);
      }
      if (invariant.isEmpty()) continue;
      Scev scale = se.mul(invariant, NoWrap.NONE);
      List<Scev> scaled = new ArrayList<>(ar.numOperands());
      for (Scev x : ar.operands()) scaled.add(se.mul(scale, x));
      rest.add(addRec(scaled, l, NoWrap.NONE));
      return rest.size() == 1 ? rest.get(0) : se.mul(rest, NoWrap.NONE);
    }
    return null;
  }

  // ---- minus ----------------------------------------------------------------------------------

  Scev minus(Scev a, Scev b, int flags) {
    if (a instanceof ScevCouldNotCompute || b instanceof ScevCouldNotCompute) return se.couldNotCompute();
    if (a == b) return se.zero(a.type());
    if (b.isPointer()) {
      if (!a.isPointer() || se.pointerBase(a) != se.pointerBase(b)) return se.couldNotCompute();
      a = se.removePointerBase(a);
      b = se.removePointerBase(b);
    }
    int addFlags = NoWrap.NONE;
    // (-1)*b wraps exactly when b is the signed minimum, so nsw carries over only without it.
    if (NoWrap.has(flags, NoWrap.NSW) && se.signedRange(b).smin().compareTo(Bits.signedMin(b.bits())) != 0) {
      addFlags = NoWrap.NSW;
    }
    return add(List.of(a, se.negate(b)), addFlags);
  }

  // ---- recurrences --------------------------------------------------------------------------------

  Scev addRec(List<Scev> in, Loop l, int flags) {
    List<Scev> ops = new ArrayList<>(in);
    for (Scev s : ops) if (s instanceof ScevCouldNotCompute) return s;
    while (ops.size() > 1 && ops.get(ops.size() - 1).isZero()) ops.remove(ops.size() - 1);
    if (ops.size() == 1) return ops.get(0);
    int w = ops.get(0).bits();
    for (int i = 0; i < ops.size(); i++) {
      if (ops.get(i).bits() != w || i > 0 && ops.get(i).isPointer()) {
        throw new IllegalArgumentException("bad recurrence operands " + ops);
      }
    }
    // Canonicalise nesting: the outer loop's recurrence goes inside, {{A,+,B}<inner>,+,C}<outer>
    // becomes {{A,+,C}<outer>,+,B}<inner>, when operands stay invariant in their loops.
    if (ops.get(0) instanceof ScevAddRec nested) {
      Loop nl = nested.loop();
      boolean swap = l.contains(nl) ? l.depth() < nl.depth()
          : !nl.contains(l) && se.dt.dominates(l.header(), nl.header());
      if (swap) {
        List<Scev> outer = new ArrayList<>(ops);
        outer.set(0, nested.start());
        boolean ok = true;
        for (Scev o : outer) ok &= se.isLoopInvariant(o, l);
        if (ok) {
          List<Scev> inner = new ArrayList<>(nested.operands());
          inner.set(0, addRec(outer, l, flags & (NoWrap.NW | nested.noWrapFlags())));
          for (Scev o : inner) ok &= se.isLoopInvariant(o, nl);
          if (ok) return addRec(inner, nl, nested.noWrapFlags() & (NoWrap.NW | flags));
        }
      }
    }
    Scev[] arr = ops.toArray(new Scev[0]);
    int f = strengthen(ScevKind.ADD_REC, arr, NoWrap.forAddRec(flags));
    return se.table.addRec(arr, l, f);
  }

  /** Adds flags implied by ranges: nsw with non-negative operands gives nuw; {@code C + x}, {@code C * x} checked directly. */
  int strengthen(ScevKind kind, Scev[] ops, int flags) {
    for (Scev o : ops) if (o.isPointer()) return flags;
    if (NoWrap.has(flags, NoWrap.NSW) && !NoWrap.has(flags, NoWrap.NUW)) {
      boolean allNonNeg = true;
      for (Scev o : ops) allNonNeg &= se.isKnownNonNegative(o);
      if (allNonNeg) flags |= NoWrap.NUW;
    }
    if (kind != ScevKind.ADD_REC && ops.length == 2 && ops[0] instanceof ScevConstant c
        && !NoWrap.has(flags, NoWrap.NUW | NoWrap.NSW)) {
      int w = c.bits();
      Scev x = ops[1];
      boolean isAdd = kind == ScevKind.ADD;
      if (!NoWrap.has(flags, NoWrap.NSW)) {
        ConstantRange r = se.signedRange(x);
        BigInteger k = c.signedValue();
        BigInteger lo = isAdd ? r.smin().add(k) : r.smin().multiply(k);
        BigInteger hi = isAdd ? r.smax().add(k) : r.smax().multiply(k);
        if (lo.compareTo(Bits.signedMin(w)) >= 0 && lo.compareTo(Bits.signedMax(w)) <= 0
            && hi.compareTo(Bits.signedMin(w)) >= 0 && hi.compareTo(Bits.signedMax(w)) <= 0) {
          flags |= NoWrap.NSW;
        }
      }
      if (!NoWrap.has(flags, NoWrap.NUW)) {
        BigInteger k = c.unsignedValue();
        BigInteger hi = isAdd ? se.unsignedRange(x).umax().add(k) : se.unsignedRange(x).umax().multiply(k);
        if (hi.bitLength() <= w) flags |= NoWrap.NUW;
      }
    }
    return flags;
  }
}
