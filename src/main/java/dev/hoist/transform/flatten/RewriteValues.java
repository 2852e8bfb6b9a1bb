package dev.hoist.transform.flatten;

import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.Flags;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import dev.hoist.transform.util.NameUniquer;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Computes each linear value of a flattened nest from the counter {@code k}: {@code base + step * k}
 * in the value's type, {@code k} truncated or zero-extended to it (LLVM's
 * {@code flatten.trunciv}); an address as a GEP from its base ({@code flatten.<name>}):
 *
 * <pre>
 *   %flatten.trunciv = trunc i64 %flatten.iv to i32      ; i*m + j, an i32
 *   %flatten.arrayidx = getelementptr inbounds i32, i32* %a, i64 %flatten.iv
 * </pre>
 *
 * Bases and steps are invariant: they are expanded in the preheader when this is made, before the
 * nest's control flow changes; the values from the counter go at the top of the flattened loop,
 * each made once.
 */
final class RewriteValues {
  private final FlattenPlan plan;
  private final ScalarEvolution se;
  private final NameUniquer names;
  private final DataLayout dl;
  private final Map<Scev, Value> invariant = new HashMap<>();
  private final Map<List<Object>, Value> made = new HashMap<>();
  private final Set<Value> replaced = new HashSet<>();
  private PhiInst iv;
  private Instruction top;

  RewriteValues(FlattenPlan plan, ScalarEvolution se, ScevExpander ex, Instruction at, NameUniquer names) {
    this.plan = plan;
    this.se = se;
    this.names = names;
    this.dl = at.function().parent().layout();
    for (IndexUses.Rewrite r : plan.uses().rewrites) {
      if (!needed(r)) continue;
      for (Scev s : new Scev[] {r.form().base(), r.form().step()}) {
        if (s instanceof ScevConstant || invariant.containsKey(s)) continue;
        invariant.put(s, ex.expand(s, at));
      }
    }
  }

  /**
   * Whether {@code r} computes something: a value rewritten wholesale whose every use is itself
   * rewritten (an extension, a GEP index) needs no value of its own.
   */
  private boolean needed(IndexUses.Rewrite r) {
    if (r.operand() >= 0) return true;
    for (Use u = r.value().firstUse(); u != null; u = u.nextUse()) {
      if (!(u.user() instanceof Instruction user) || user.parent() == null) continue;
      boolean covered = false;
      for (IndexUses.Rewrite o : plan.uses().rewrites) {
        if (o.value() == user && (o.operand() < 0 || o.operand() == u.index())) covered = true;
      }
      if (!covered) return true;
    }
    return false;
  }

  /** Rewrites every linear value from {@code counter}. */
  void apply(PhiInst counter) {
    this.iv = counter;
    this.top = counter.parent().firstNonPhi();
    for (IndexUses.Rewrite r : plan.uses().rewrites) {
      Instruction v = r.value();
      if (v.parent() == null) continue;
      if (!needed(r)) {
        replaced.add(v);
        continue;
      }
      if (r.operand() >= 0) {
        v.setOperand(r.operand(), integer(r.form(), r.type()));
        continue;
      }
      Value nv = v.type() instanceof PointerType pt ? address(r.form(), pt, v) : integer(r.form(), r.type());
      v.replaceAllUsesWith(nv);
      replaced.add(v);
    }
  }

  /** The values rewritten wholesale: dead now. */
  Set<Value> replaced() {
    return replaced;
  }

  /** {@code base + step * k} in {@code t}. */
  private Value integer(LinearForm f, IntegerType t) {
    Value k = counterAs(t);
    Value scaled = f.step().isOne() ? k : make(List.of("mul", t, f.step()), () -> new BinaryInst(Opcode.MUL, k, value(f.step(), t)), "flatten.idx");
    if (f.base().isZero()) return scaled;
    return make(List.of("add", t, f.base(), f.step()), () -> new BinaryInst(Opcode.ADD, scaled, value(f.base(), t)), "flatten.idx");
  }

  /** The address {@code base + step * k}: a GEP over the element type when the step is a multiple of its size. */
  private Value address(LinearForm f, PointerType type, Instruction old) {
    IntegerType index = (IntegerType) se.effectiveType(type);
    Value base = value(f.base(), type);
    Type elem = old instanceof GepInst g && !type.isOpaque() ? type.pointee() : null;
    long size = elem != null && elem.isSized() ? dl.allocSize(elem) : 0;
    String name = "flatten." + (old.hasName() ? old.name() : "addr");
    boolean inbounds = old instanceof GepInst g && g.isInBounds() && inboundsChain(g.pointer(), base);
    if (size > 0 && f.step() instanceof ScevConstant s && s.unsignedValue().mod(BigInteger.valueOf(size)).signum() == 0) {
      BigInteger per = s.unsignedValue().divide(BigInteger.valueOf(size));
      Value idx = per.equals(BigInteger.ONE) ? counterAs(index)
          : make(List.of("mul", index, per), () -> new BinaryInst(Opcode.MUL, counterAs(index), ConstantInt.get(index, per)), "flatten.idx");
      Value b = base.type() == type ? base : cast(Opcode.BITCAST, base, type);
      GepInst gep = new GepInst(elem, type, b, List.of(idx));
      if (inbounds) gep.setFlags(Flags.INBOUNDS);
      return insert(gep, name);
    }
    PointerType bytes = type.isOpaque() ? type : PointerType.get(IntegerType.I8, type.addrSpace());
    Value b = base.type() == bytes ? base : cast(Opcode.BITCAST, base, bytes);
    Value off = integer(new LinearForm(se.zero(index), f.step()), index);
    GepInst gep = new GepInst(IntegerType.I8, bytes, b, List.of(off));
    Value g = insert(gep, name);
    return bytes == type ? g : cast(Opcode.BITCAST, g, type);
  }

  /** Whether {@code p} reaches {@code base} through inbounds GEPs of one index (LLVM's two-GEP form). */
  private static boolean inboundsChain(Value p, Value base) {
    for (Value q = p; ; ) {
      if (q == base) return true;
      if (!(q instanceof GepInst g) || !g.isInBounds()) return false;
      q = g.pointer();
    }
  }

  /** The counter in {@code t}: itself, truncated, or zero-extended (it counts up from zero without wrapping). */
  private Value counterAs(IntegerType t) {
    IntegerType c = plan.counter();
    if (t.bits() == c.bits()) return iv;
    Opcode op = t.bits() < c.bits() ? Opcode.TRUNC : Opcode.ZEXT;
    return make(List.of(op, t), () -> new CastInst(op, iv, t), op == Opcode.TRUNC ? "flatten.trunciv" : "flatten.zextiv");
  }

  /** An invariant expression in {@code t} (a constant, or what was expanded in the preheader). */
  private Value value(Scev s, Type t) {
    if (s instanceof ScevConstant c && t instanceof IntegerType it) return ConstantInt.get(it, c.unsignedValue());
    Value v = invariant.get(s);
    if (v.type() == t || !(t instanceof IntegerType)) return v;
    throw new IllegalStateException("expanded " + s + " as " + v.type() + ", not " + t);
  }

  private Value cast(Opcode op, Value v, Type t) {
    return make(List.of(op, v, t), () -> new CastInst(op, v, t), "flatten.cast");
  }

  private Value make(List<Object> key, java.util.function.Supplier<Instruction> build, String name) {
    Value v = made.get(key);
    if (v == null) {
      v = insert(build.get(), name);
      made.put(key, v);
    }
    return v;
  }

  private Value insert(Instruction i, String name) {
    i.setName(names.unique(name));
    top.parent().insertBefore(i, top);
    return i;
  }
}
