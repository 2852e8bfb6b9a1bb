package dev.hoist.transform.indvars;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One narrow induction variable and the arithmetic computed from it, all to be recomputed in the
 * wide type. Why the wide values are exact:
 *
 * <p>The counter's step is {@code add nsw} (or {@code nuw}): a step that would wrap yields poison,
 * and poison stays poison through the phi and through further {@code nsw} ({@code nuw})
 * arithmetic. So every narrow value of the web is, on every iteration, either poison or exactly
 * the mathematical result, which its sign (zero) extension equals; the wide web computes that
 * result without wrapping. Where the narrow value is poison, any wide value refines it. Hence an
 * extension of a web value may be replaced by its wide value, a compare of web values and
 * constants may compare the extended operands instead (sign extension keeps both the signed and
 * the unsigned order; zero extension keeps the unsigned one), and any other user may take the wide
 * value truncated. A counter that starts at a constant {@code >= 0} and steps by a
 * constant {@code >= 0} without signed wrap is never negative, so its zero extension is its sign
 * extension too (instcombine turns clang's {@code sext} of such counters into {@code zext}).
 *
 * <p>The wide arithmetic keeps the narrow flag ({@code nsw} for sign extension, {@code nuw} for
 * zero extension): where every narrow operand is exact, the wide operands are narrow-width values
 * whose sum, difference or product cannot wrap the wide type; where one is poison, the narrow
 * result was poison too, so a wide poison refines it. Scalar evolution then sees the wide counter
 * as the recurrence it is, and can count the loop's iterations (LFTR needs that).
 *
 * <p>What it costs: each loop-invariant variable the web takes in (a start {@code n - 1}, a bound
 * {@code n}, a row offset) is extended before the loop (before the outermost loop it is invariant
 * in: {@link OutermostPreheader}), one instruction on every entry. llc -O2
 * needs nothing of the kind for the narrow loop: a 32-bit operation's result is already
 * zero-extended, a truncation is a subregister, and only a {@code sext} of a value that may be
 * negative is an instruction ({@code movslq}). So a web is widened when it leaves the loop fewer
 * instructions per iteration unoptimized (more extensions removed than truncations added) and,
 * for llc -O2, takes in no more variables that vary in the loop around it than the sign extensions it
 * removes from blocks that run on every iteration: extending such a variable costs an instruction
 * per entry of the loop, and only a sign extension removed from every iteration pays for it. A
 * variable the loop around does not vary is extended before the nest, once for all its entries. A
 * web that may not take in a variable is tried without: such users keep the narrow value,
 * truncated from the wide one.
 */
final class WideningWeb {
  private final Loop loop;
  private final BasicBlock latch;
  private final DominatorTree dt;
  private final PhiInst phi;
  private final BinaryInst step;
  private final Value start;
  private final boolean signed;
  /** Whether loop-invariant variables may join (extended before the loop), not only constants. */
  private final boolean variables;
  private final IntegerType narrow;
  private IntegerType wide;
  /** The phi first, then each member after the members it uses. */
  private final List<Instruction> members = new ArrayList<>();
  private final Set<Instruction> isMember = Collections.newSetFromMap(new IdentityHashMap<>());
  /** Members known to be non-negative (the counter and its step, see above). */
  private final Set<Instruction> nonNegative = Collections.newSetFromMap(new IdentityHashMap<>());
  /** The loop-invariant variables to extend before the loop. */
  private final Set<Value> outside = Collections.newSetFromMap(new IdentityHashMap<>());
  /** How many of them vary in the loop around this one: extended on every entry, not once before the nest. */
  private int extendedPerEntry;
  private int extensions;
  /** Removed sign extensions of possibly negative values, in blocks that run on every iteration. */
  private int signExtensions;
  private int truncations;

  private WideningWeb(Loop loop, BasicBlock latch, DominatorTree dt, PhiInst phi,
      Value start, BinaryInst step, boolean signed, boolean variables, IntegerType narrow) {
    this.loop = loop;
    this.latch = latch;
    this.dt = dt;
    this.phi = phi;
    this.step = step;
    this.start = start;
    this.signed = signed;
    this.variables = variables;
    this.narrow = narrow;
  }

  /** The web of {@code phi} that pays best (kind of extension, with or without variables), or null. */
  static WideningWeb build(PhiInst phi, Loop l, BasicBlock preheader, BasicBlock latch, DominatorTree dt) {
    if (!(phi.type() instanceof IntegerType n) || phi.numIncoming() != 2) return null;
    Value start = phi.valueFor(preheader);
    if (start == null || !l.isInvariant(start) || !(phi.valueFor(latch) instanceof BinaryInst inc)
        || !inLoop(l, inc)) {
      return null;
    }
    // The narrow counter is rebuilt by a truncation after the header's phis: not before a pad.
    Instruction first = phi.parent().firstNonPhi();
    if (first instanceof dev.hoist.ir.LandingPadInst || first instanceof dev.hoist.ir.CatchSwitchInst
        || first instanceof dev.hoist.ir.FuncletPadInst) {
      return null;
    }
    Value by;
    if (inc.opcode() == Opcode.ADD && (inc.lhs() == phi || inc.rhs() == phi)) by = inc.lhs() == phi ? inc.rhs() : inc.lhs();
    else if (inc.opcode() == Opcode.SUB && inc.lhs() == phi) by = inc.rhs();
    else return null;
    if (by == phi || !l.isInvariant(by)) return null;
    WideningWeb best = null;
    for (boolean signed : new boolean[] {true, false}) {
      if (!inc.hasFlag(signed ? Flags.NSW : Flags.NUW)) continue;
      for (boolean variables : new boolean[] {false, true}) {
        WideningWeb web = new WideningWeb(l, latch, dt, phi, start, inc, signed, variables, n);
        if (!web.grow(by)) continue;
        web.wide = web.wideType();
        if (web.wide == null) continue;
        web.classify();
        if (web.pays() && (best == null || web.score() > best.score())) best = web;
      }
    }
    return best;
  }

  /**
   * The type most extensions of the web's values convert to: the target of the widening (at most
   * 64 bits: wider integers are not registers anywhere). Null when nothing is extended.
   */
  private IntegerType wideType() {
    Map<IntegerType, Integer> votes = new HashMap<>();
    for (Instruction m : members) {
      for (Use u = m.firstUse(); u != null; u = u.nextUse()) {
        if (u.user() instanceof CastInst c && (c.opcode() == Opcode.SEXT || c.opcode() == Opcode.ZEXT)
            && c.type() instanceof IntegerType t && t.bits() > narrow.bits() && t.bits() <= 64) {
          votes.merge(t, 1, Integer::sum);
        }
      }
    }
    IntegerType best = null;
    for (Map.Entry<IntegerType, Integer> e : votes.entrySet()) {
      if (best == null || e.getValue() > votes.get(best) || e.getValue().equals(votes.get(best)) && e.getKey().bits() > best.bits()) {
        best = e.getKey();
      }
    }
    return best;
  }

  /** Collects the members; false when the counter's own step cannot join. */
  private boolean grow(Value by) {
    if (!widenableOperand(start) || !widenableOperand(by)) return false;
    add(phi);
    int flag = signed ? Flags.NSW : Flags.NUW;
    for (int k = 0; k < members.size(); k++) {
      for (Use u = members.get(k).firstUse(); u != null; u = u.nextUse()) {
        if (!(u.user() instanceof BinaryInst b) || isMember.contains(b) || !inLoop(loop, b)) continue;
        Opcode op = b.opcode();
        if (op != Opcode.ADD && op != Opcode.SUB && op != Opcode.MUL || !b.hasFlag(flag)) continue;
        if (widenableOperand(b.lhs()) && widenableOperand(b.rhs())) add(b);
      }
    }
    if (!isMember.contains(step)) return false;
    if (signed && nonNegativeCounter(phi, start, step)) {
      nonNegative.add(phi);
      nonNegative.add(step);
    }
    return true;
  }

  /** Whether {@code i} is in {@code l} (and not yet deleted). */
  private static boolean inLoop(Loop l, Instruction i) {
    return i.parent() != null && l.contains(i.parent());
  }

  private void add(Instruction i) {
    members.add(i);
    isMember.add(i);
  }

  private boolean widenableOperand(Value v) {
    if (v instanceof Instruction i && isMember.contains(i) || v instanceof ConstantInt) return true;
    return variables && loop.isInvariant(v) && !(v instanceof Constant);
  }

  /** Counts what the widening removes and adds. */
  private void classify() {
    noteOutside(start);
    for (Instruction m : members) {
      if (m != phi) {
        noteOutside(m.operand(0));
        noteOutside(m.operand(1));
      }
      boolean needsTrunc = false;
      for (Use u = m.firstUse(); u != null; u = u.nextUse()) {
        User user = u.user();
        if (user instanceof Instruction ui && isMember.contains(ui) || user instanceof MetadataAsValue) continue;
        if (replaceableExtension(m, user)) {
          extensions++;
          CastInst c = (CastInst) user;
          if (c.opcode() == Opcode.SEXT && !nonNegative.contains(m) && runsEveryIteration(c.parent())) signExtensions++;
        } else if (widenableCompare(user)) {
          noteOutside(((CmpInst) user).lhs());
          noteOutside(((CmpInst) user).rhs());
        } else {
          needsTrunc = true;
        }
      }
      if (needsTrunc) truncations++;
    }
  }

  private void noteOutside(Value v) {
    if (v instanceof Instruction i && isMember.contains(i) || v instanceof ConstantInt || !outside.add(v)) return;
    Loop parent = loop.parent();
    if (parent == null || parent.preheader() == null || !parent.isInvariant(v)) extendedPerEntry++;
  }

  private boolean runsEveryIteration(BasicBlock b) {
    if (b == null || !loop.contains(b)) return false;
    for (Loop sub : loop.subLoops()) if (sub.contains(b)) return false;
    return dt.dominates(b, latch);
  }

  private boolean replaceableExtension(Instruction m, User user) {
    if (!(user instanceof CastInst c) || c.type() != wide) return false;
    if (c.opcode() == (signed ? Opcode.SEXT : Opcode.ZEXT)) return true;
    return signed && c.opcode() == Opcode.ZEXT && nonNegative.contains(m);
  }

  /** A compare in the loop of web values and constants (or, with variables, loop-invariant values). */
  private boolean widenableCompare(User user) {
    if (!(user instanceof CmpInst c) || c.opcode() != Opcode.ICMP || !(c.lhs().type() instanceof IntegerType)
        || !inLoop(loop, c)) {
      return false;
    }
    if (!signed && c.predicate().isSigned()) return false;
    return widenableOperand(c.lhs()) && widenableOperand(c.rhs());
  }

  /** Whether the loop runs fewer instructions widened, unoptimized and at llc -O2 (see above). */
  boolean pays() {
    return extensions > truncations && extendedPerEntry <= signExtensions;
  }

  private int score() {
    return (extensions - truncations) * 64 - outside.size();
  }

  /** How many extensions of narrow values the widening replaces. */
  int extensionsRemoved() {
    return extensions;
  }

  /** Rewrites the web in the wide type and deletes the narrow one; returns the wide phi. */
  PhiInst widen(NameUniquer names) {
    Map<Value, Value> wideOf = new IdentityHashMap<>();
    PhiInst wp = new PhiInst(wide);
    wp.setName(names.unique("indvars.iv"));
    phi.parent().prepend(wp);
    wideOf.put(phi, wp);
    for (int k = 1; k < members.size(); k++) {
      BinaryInst b = (BinaryInst) members.get(k);
      BinaryInst nb = new BinaryInst(b.opcode(), widen(b.lhs(), wideOf), widen(b.rhs(), wideOf));
      nb.setFlags(signed ? Flags.NSW : Flags.NUW);
      nb.setName(names.unique(b == step ? "indvars.iv.next" : b.hasName() ? b.name() + ".wide" : null));
      nb.insertAfter(b);
      keepLocation(b, nb);
      wideOf.put(b, nb);
    }
    for (int k = 0; k < phi.numIncoming(); k++) {
      BasicBlock from = phi.incomingBlock(k);
      wp.addIncoming(from == latch ? wideOf.get(step) : widen(phi.incomingValue(k), wideOf), from);
    }
    for (Instruction m : members) {
      Instruction trunc = null;
      List<Use> debugUses = new ArrayList<>();
      for (Use u : m.uses()) {
        User user = u.user();
        if (user instanceof MetadataAsValue) debugUses.add(u);
        if (!(user instanceof Instruction ui) || ui.parent() == null || isMember.contains(ui)) continue;
        if (replaceableExtension(m, user)) {
          ui.replaceAllUsesWith(wideOf.get(m));
          ui.eraseFromParent();
        } else if (widenableCompare(user)) {
          CmpInst c = (CmpInst) ui;
          CmpInst nc = new CmpInst(Opcode.ICMP, c.predicate(), widen(c.lhs(), wideOf), widen(c.rhs(), wideOf));
          String name = c.hasName() ? c.name() : null;
          c.setName(null);
          nc.setName(name);
          nc.insertBefore(c);
          keepLocation(c, nc);
          c.replaceAllUsesWith(nc);
          c.eraseFromParent();
        } else {
          if (trunc == null) {
            Instruction w = (Instruction) wideOf.get(m);
            trunc = new CastInst(Opcode.TRUNC, w, narrow);
            trunc.setName(names.unique(m.hasName() ? m.name() + ".trunc" : null));
            keepLocation(m, trunc);
            if (m == phi) trunc.insertBefore(phi.parent().firstNonPhi());
            else trunc.insertAfter(w);
          }
          u.set(trunc);
        }
      }
      // Debug info follows the truncation where there is one; no instruction is added for it alone.
      for (Use u : debugUses) u.set(trunc != null ? trunc : ConstantSimple.undef(narrow));
    }
    // Every use outside the web was rewritten above; one left over would dangle once the narrow web
    // is erased, so it is an internal error, not something to drop quietly.
    for (Instruction m : members) {
      for (Use u = m.firstUse(); u != null; u = u.nextUse()) {
        if (!(u.user() instanceof Instruction ui && isMember.contains(ui))) {
          throw new IllegalStateException("indvars: " + m.reference() + " is still used by " + u.user().reference());
        }
      }
    }
    for (Instruction m : members) m.dropAllReferences();
    for (Instruction m : members) m.eraseFromParent();
    return wp;
  }

  /** Whether {@code v} is a phi that {@link #nonNegativeCounter(PhiInst, Value, BinaryInst)} holds for. */
  private static boolean nonNegativeCounter(Value v) {
    if (!(v instanceof PhiInst p) || p.numIncoming() != 2) return false;
    for (int k = 0; k < 2; k++) {
      if (p.incomingValue(1 - k) instanceof BinaryInst inc && nonNegativeCounter(p, p.incomingValue(k), inc)) return true;
    }
    return false;
  }

  /**
   * Whether counter {@code p}, starting at {@code start} and stepped by {@code inc}, starts at a
   * constant {@code >= 0} and steps up by a constant without signed wrap ({@code p + c}, or
   * {@code p - c} with {@code c <= 0}): it is never negative (or poison, which both extensions keep).
   */
  private static boolean nonNegativeCounter(PhiInst p, Value start, BinaryInst inc) {
    if (!(start instanceof ConstantInt s) || s.signedValue() < 0 || !inc.hasFlag(Flags.NSW)) return false;
    if (inc.opcode() == Opcode.ADD) {
      Value by = inc.lhs() == p ? inc.rhs() : inc.rhs() == p ? inc.lhs() : null;
      return by instanceof ConstantInt c && c.signedValue() >= 0;
    }
    return inc.opcode() == Opcode.SUB && inc.lhs() == p && inc.rhs() instanceof ConstantInt c && c.signedValue() <= 0
        && !c.isMinSigned();
  }

  private static void keepLocation(Instruction from, Instruction to) {
    if (from.getMetadata("dbg") != null) to.setMetadata("dbg", from.getMetadata("dbg"));
  }

  /** The wide form of an operand: a member's wide value, a constant extended, or a variable extended before the loop. */
  private Value widen(Value v, Map<Value, Value> wideOf) {
    Value w = wideOf.get(v);
    if (w != null) return w;
    Opcode ext = signed ? Opcode.SEXT : Opcode.ZEXT;
    if (v instanceof Constant c) return ConstantFolder.cast(ext, c, wide);
    // Both extensions of a value that is never negative are equal, and llc -O2 gets a zero
    // extension free: the outer loop's counter a triangular inner loop runs to, say.
    if (signed && nonNegativeCounter(v)) ext = Opcode.ZEXT;
    CastInst c = new CastInst(ext, v, wide);
    c.insertBefore(OutermostPreheader.of(loop, outer -> outer.isInvariant(v)));
    wideOf.put(v, c);
    return c;
  }
}
