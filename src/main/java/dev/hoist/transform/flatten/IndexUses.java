package dev.hoist.transform.flatten;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.FreezeInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the nest computes from its inductions (LLVM's checkIVUsers, by what values are rather than
 * by pattern). Following uses from the induction phis of both headers, each value reached is
 *
 * <ul>
 *   <li><b>linear</b>: a {@link LinearForm}, {@code base + step * k}: the flattened loop computes it
 *       from its own counter, and what uses it does not matter;
 *   <li><b>derived</b>: pure arithmetic on the inductions that feeds only linear values, other
 *       derived values and the two latches' exit tests: it is dead once those are replaced;
 * </ul>
 *
 * and anything else (a store of {@code j}, {@code b[i]} alone, {@code j} used after the loop)
 * would need {@code k / M} or {@code k % M} back, so the nest is not flattened. Extensions and GEP
 * indices of a narrow linear value whose {@link ExactForm} is linear too are computed from the wide
 * counter directly, so that {@code a[sext(i*m + j)]} becomes {@code a[k]}.
 */
final class IndexUses {
  /** A rewrite: every use of {@code value} ({@code operand} &lt; 0), or its one operand, becomes the form's value. */
  record Rewrite(Instruction value, int operand, LinearForm form, IntegerType type) {}

  final Set<Instruction> derived = new HashSet<>();
  /** Linear values and their forms, in the order found. */
  final Map<Instruction, LinearForm> linear = new LinkedHashMap<>();
  final List<Rewrite> rewrites = new ArrayList<>();

  private final NestShape shape;
  private final ScalarEvolution se;
  private final ExactForm exact;
  private final CountedLoop innerCount;
  private final IntegerType indexType;

  private IndexUses(NestShape shape, ScalarEvolution se, ExactForm exact, CountedLoop innerCount, IntegerType indexType) {
    this.shape = shape;
    this.se = se;
    this.exact = exact;
    this.innerCount = innerCount;
    this.indexType = indexType;
  }

  static IndexUses of(NestShape shape, NestPhis phis, ScalarEvolution se, ExactForm exact, CountedLoop innerCount,
      IntegerType indexType) throws Rejected {
    IndexUses u = new IndexUses(shape, se, exact, innerCount, indexType);
    u.follow(phis.inductions);
    u.extendLinear();
    u.planRewrites();
    return u;
  }

  private void follow(List<PhiInst> inductions) throws Rejected {
    Deque<Instruction> work = new ArrayDeque<>();
    for (PhiInst p : inductions) {
      LinearForm f = formOf(p);
      if (f != null) {
        linear.put(p, f);
      } else {
        derived.add(p);
        work.add(p);
      }
    }
    Loop outer = shape.outer;
    Instruction outerBr = outer.latch().terminator(), innerBr = shape.inner.latch().terminator();
    while (!work.isEmpty()) {
      Instruction d = work.poll();
      for (Use use = d.firstUse(); use != null; use = use.nextUse()) {
        if (!(use.user() instanceof Instruction user) || user.parent() == null) continue;
        if (derived.contains(user) || linear.containsKey(user)) continue;
        if (!outer.contains(user)) throw notLinear(user, "used after the nest");
        if (user instanceof PhiInst) {
          if (inductions.contains(user)) continue; // its own backedge value
          throw notLinear(user, "");
        }
        if (user instanceof BrInst) {
          if (user == outerBr || user == innerBr) continue; // an exit test, replaced
          throw notLinear(user, "");
        }
        LinearForm f = formOf(user);
        if (f != null) {
          linear.put(user, f);
        } else if (isPure(user)) {
          derived.add(user);
          work.add(user);
        } else {
          throw notLinear(user, "");
        }
      }
    }
  }

  /**
   * Integer arithmetic on linear values that is linear itself ({@code a[i*m + j + 1]}'s
   * {@code (i*m + j) + 1}) is computed from the counter too, so that its extension can be.
   */
  private void extendLinear() {
    Deque<Instruction> work = new ArrayDeque<>(linear.keySet());
    while (!work.isEmpty()) {
      Instruction v = work.poll();
      if (!(v.type() instanceof IntegerType)) continue;
      for (Use use = v.firstUse(); use != null; use = use.nextUse()) {
        if (!(use.user() instanceof Instruction user) || user.parent() == null || !shape.outer.contains(user)) continue;
        if (linear.containsKey(user) || derived.contains(user) || !(user.type() instanceof IntegerType)) continue;
        if (!(user instanceof BinaryInst) && !(user instanceof CastInst)) continue;
        LinearForm f = formOf(user);
        if (f == null) continue;
        linear.put(user, f);
        work.add(user);
      }
    }
  }

  private static Rejected notLinear(Instruction user, String why) {
    return Rejected.printing(Rejection.NOT_LINEAR, user, why.isEmpty() ? "" : " (" + why + ")");
  }

  private static boolean isPure(Instruction i) {
    return i instanceof BinaryInst || i instanceof CastInst c && c.opcode() != Opcode.INTTOPTR || i instanceof CmpInst
        || i instanceof SelectInst || i instanceof GepInst || i instanceof FreezeInst;
  }

  /** The linear form of {@code i}: what scalar evolution sees, else its exact form. */
  private LinearForm formOf(Instruction i) {
    if (!se.isSCEVable(i.type())) return null;
    LinearForm f = LinearForm.of(se, se.getSCEV(i), shape.outer, shape.inner, innerCount);
    if (f != null) return f;
    if (i instanceof CastInst c && (c.opcode() == Opcode.SEXT || c.opcode() == Opcode.ZEXT)
        && c.type() instanceof IntegerType t) {
      return linear(exact.of(c.source(), c.opcode() == Opcode.SEXT, t));
    }
    if (i instanceof GepInst && i.type() instanceof PointerType) return linear(exact.address(i));
    if (i.type() instanceof IntegerType t) {
      f = linear(exact.of(i, true, t));
      return f != null ? f : linear(exact.of(i, false, t));
    }
    return null;
  }

  private LinearForm linear(dev.hoist.analysis.scev.Scev s) {
    return s == null ? null : LinearForm.of(se, s, shape.outer, shape.inner, innerCount);
  }

  /**
   * Rewrites for the linear values; a narrow integer's extensions and GEP indices with a linear
   * exact form are rewritten from the counter in their own type instead.
   */
  private void planRewrites() {
    for (Map.Entry<Instruction, LinearForm> e : new ArrayList<>(linear.entrySet())) {
      Instruction v = e.getKey();
      if (v.type() instanceof IntegerType t && t.bits() < indexType.bits()) {
        for (Use use = v.firstUse(); use != null; use = use.nextUse()) {
          if (!(use.user() instanceof Instruction user) || user.parent() == null || linear.containsKey(user)) continue;
          if (user instanceof CastInst c && (c.opcode() == Opcode.SEXT || c.opcode() == Opcode.ZEXT)
              && c.type() instanceof IntegerType wide) {
            LinearForm f = linear(exact.of(v, c.opcode() == Opcode.SEXT, wide));
            if (f != null) {
              linear.put(c, f);
              rewrites.add(new Rewrite(c, -1, f, wide));
            }
          } else if (user instanceof GepInst g && use.index() > 0) {
            LinearForm f = linear(exact.of(v, true, indexType));
            if (f != null) rewrites.add(new Rewrite(g, use.index(), f, indexType));
          }
        }
      }
      IntegerType type = v.type() instanceof IntegerType t ? t : indexType;
      rewrites.add(new Rewrite(v, -1, e.getValue(), type));
    }
  }

  /** Whether some narrow linear value keeps a use that needs the counter truncated back to it. */
  boolean needsTruncatedCounter(IntegerType counter) {
    for (Rewrite r : rewrites) {
      if (r.operand() >= 0 || r.type().bits() >= counter.bits()) continue;
      for (Use use = r.value().firstUse(); use != null; use = use.nextUse()) {
        if (!(use.user() instanceof Instruction user) || linear.containsKey(user)) continue;
        if (isAddressArithmetic(user, use)) return true;
      }
    }
    return false;
  }

  /** An extension or GEP index whose value would no longer be an affine function of the counter. */
  private boolean isAddressArithmetic(Instruction user, Use use) {
    for (Rewrite r : rewrites) if (r.value() == user && r.operand() == use.index()) return false;
    return user instanceof CastInst c && (c.opcode() == Opcode.SEXT || c.opcode() == Opcode.ZEXT)
        || user instanceof GepInst && use.index() > 0;
  }

  /** The values rewritten wholesale (they are dead afterwards). */
  Set<Value> replaced() {
    Set<Value> s = new HashSet<>();
    for (Rewrite r : rewrites) if (r.operand() < 0) s.add(r.value());
    return s;
  }
}
