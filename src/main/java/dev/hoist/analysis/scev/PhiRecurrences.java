package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Expressions for phis (LLVM's createNodeForPHI). A header phi whose backedge value is
 * {@code phi + x} with {@code x} invariant is the recurrence {@code {start,+,x}<loop>}; one whose
 * backedge value is itself a recurrence shifted by one iteration is that recurrence shifted back.
 * To see the backedge value in terms of the phi, the phi is first mapped to a placeholder (its
 * own {@link ScevUnknown}), and everything mapped meanwhile is forgotten afterwards.
 *
 * <pre>
 *   loop:
 *     %i = phi i64 [ %s, %ph ], [ %i.next, %loop ]   ; {%s,+,4}&lt;%loop&gt;
 *     %i.next = add nsw i64 %i, 4                      ; backedge value: (4 + %i)
 * </pre>
 *
 * Other phis: all incoming values equal gives that value's expression; the join of an if/else
 * diamond is analysed like a select; anything else is opaque.
 */
final class PhiRecurrences {
  private final ScalarEvolution se;
  private final IrToScev builder;
  /**
   * The phis {@link #selectLike} is looking through. One met again (blocks a transform has not yet
   * tidied, whose dominator tree is the one before its copies, can lead a select-like phi back to
   * itself) is not select-like there: its value stands for itself.
   */
  private final Set<PhiInst> joining = Collections.newSetFromMap(new IdentityHashMap<>());

  PhiRecurrences(ScalarEvolution se, IrToScev builder) {
    this.se = se;
    this.builder = builder;
  }

  Scev create(PhiInst phi) {
    Loop l = se.loops.loopFor(phi.parent());
    if (l != null && l.header() == phi.parent()) {
      Scev r = fromHeaderPhi(phi, l);
      if (r != null) return r;
    }
    Scev sel = selectLike(phi);
    if (sel != null) return sel;
    Value common = phi.commonValue();
    if (common != null && common != phi && se.isSCEVable(common.type()) && preservesLcssa(phi, common)
        && (!(common instanceof Instruction ci) || ci.parent() != null && se.dt.properlyDominates(ci.parent(), phi.parent()))) {
      return se.getSCEV(common);
    }
    return se.unknown(phi);
  }

  /** LLVM's replacementPreservesLCSSAForm: do not see through a phi that leaves a loop. */
  private boolean preservesLcssa(PhiInst from, Value to) {
    if (!(to instanceof Instruction ti) || ti.parent() == null) return true;
    Loop toLoop = se.loops.loopFor(ti.parent());
    if (toLoop == null) return true;
    Loop fromLoop = se.loops.loopFor(from.parent());
    return fromLoop != null && toLoop.contains(fromLoop);
  }

  private Scev fromHeaderPhi(PhiInst phi, Loop l) {
    Value startV = null, beV = null;
    for (int k = 0; k < phi.numIncoming(); k++) {
      Value v = phi.incomingValue(k);
      if (l.contains(phi.incomingBlock(k))) {
        if (beV == null) beV = v;
        else if (beV != v) return null;
      } else {
        if (startV == null) startV = v;
        else if (startV != v) return null;
      }
    }
    if (startV == null || beV == null) return null;
    int mark = se.journalMark();
    ScevUnknown placeholder = se.unknown(phi);
    se.map(phi, placeholder);
    se.symbolicDepth++;
    Scev be;
    try {
      be = se.getSCEV(beV);
    } finally {
      se.symbolicDepth--;
    }
    Scev accum = null;
    boolean shifted = false;
    if (be instanceof ScevAdd add) {
      List<Scev> rest = new ArrayList<>();
      boolean found = false;
      for (Scev o : add.operands()) {
        if (o == placeholder && !found) found = true;
        else rest.add(o);
      }
      if (found) accum = rest.size() == 1 ? rest.get(0) : se.add(rest, NoWrap.NONE);
    } else if (be instanceof ScevAddRec ar && ar.loop() == l && ar.isAffine()) {
      shifted = true;
      accum = ar;
    }
    int flags = 0;
    if (accum != null && !shifted && !accum.containsUnknown(phi)) flags = incrementFlags(phi, beV, l, accum);
    se.rollback(mark);
    if (accum == null || accum.containsUnknown(phi)) return null;
    Scev start = se.getSCEV(startV);
    Scev result;
    if (shifted) {
      // PHI(f(0), f({1,+,1})) --> f({0,+,1}): the backedge value is the phi one iteration later.
      ScevAddRec ar = (ScevAddRec) accum;
      if (!se.isLoopInvariant(ar.step(), l)) return null;
      Scev back = se.minus(ar.start(), ar.step());
      if (back != start) return null;
      result = se.addRec(start, ar.step(), l, NoWrap.NONE);
    } else if (se.isLoopInvariant(accum, l)) {
      result = se.addRec(start, accum, l, flags);
    } else if (accum instanceof ScevAddRec step && step.loop() == l) {
      List<Scev> ops = new ArrayList<>();
      ops.add(start);
      ops.addAll(step.operands());
      for (Scev o : ops) if (!se.isLoopInvariant(o, l)) return null;
      result = se.addRec(ops, l, flags & NoWrap.NW);
    } else {
      return null;
    }
    if (!se.isAvailableAtLoopEntry(start, l) && !(start instanceof ScevConstant)) {
      // The start must be usable on entry; a value defined inside the loop cannot be a start.
      if (!se.properlyDominates(start, l.header())) return null;
    }
    se.map(phi, result);
    return result;
  }

  /** The flags the increment gives the recurrence, when its poison would be undefined behaviour. */
  private int incrementFlags(PhiInst phi, Value beV, Loop l, Scev accum) {
    if (beV instanceof BinaryInst b) {
      boolean phiOperand = b.lhs() == phi || b.opcode() == Opcode.ADD && b.rhs() == phi;
      if (!phiOperand) return 0;
      int f = 0;
      if (b.opcode() == Opcode.ADD) {
        if (b.hasFlag(Flags.NUW)) f |= NoWrap.NUW;
        if (b.hasFlag(Flags.NSW)) f |= NoWrap.NSW;
      } else if (b.opcode() == Opcode.SUB && b.rhs() instanceof ConstantInt c && !c.isMinSigned()) {
        // x - c is x + (-c) for c != INT_MIN: nsw carries over; nuw (no borrow) means no self-wrap.
        if (b.hasFlag(Flags.NSW)) f |= NoWrap.NSW;
        if (b.hasFlag(Flags.NUW)) f |= NoWrap.NW;
      }
      if (f != 0 && se.poison.isAddRecNeverPoison(b, phi, l)) return f;
      return 0;
    }
    if (beV instanceof GepInst g && g.isInBounds() && g.pointer() == phi && se.poison.isAddRecNeverPoison(g, phi, l)) {
      // An inbounds walk cannot wrap the address space; a positive offset cannot wrap at all.
      int f = NoWrap.NW;
      if (se.isKnownPositive(accum)) f |= NoWrap.NUW;
      return f;
    }
    return 0;
  }

  /** The phi at the join of {@code br c, left, right} as {@code select c, x, y} (LLVM's createNodeFromSelectLikePHI). */
  private Scev selectLike(PhiInst phi) {
    if (phi.numIncoming() != 2) return null;
    BasicBlock bb = phi.parent();
    Loop l = se.loops.loopFor(bb);
    for (int k = 0; k < 2; k++) if (se.loops.loopFor(phi.incomingBlock(k)) != l) return null;
    BasicBlock idom = se.dt.idom(bb);
    if (idom == null || !(idom.terminator() instanceof BrInst br) || !br.isConditional()) return null;
    BasicBlock s0 = br.successor(0), s1 = br.successor(1);
    if (s0 == s1) return null;
    Value left, right;
    if (edgeDominatesIncoming(idom, s0, phi, 0) && edgeDominatesIncoming(idom, s1, phi, 1)) {
      left = phi.incomingValue(0);
      right = phi.incomingValue(1);
    } else if (edgeDominatesIncoming(idom, s0, phi, 1) && edgeDominatesIncoming(idom, s1, phi, 0)) {
      left = phi.incomingValue(1);
      right = phi.incomingValue(0);
    } else {
      return null;
    }
    if (!se.isSCEVable(left.type())) return null;
    if (!joining.add(phi)) return null;
    try {
      if (!availableOnEntry(se.getSCEV(left), bb) || !availableOnEntry(se.getSCEV(right), bb)) return null;
    } finally {
      joining.remove(phi);
    }
    Scev s = builder.select(phi, br.condition(), left, right);
    return s instanceof ScevUnknown u && u.value() == phi ? null : s;
  }

  /** Whether edge from -&gt; to dominates the phi's use on incoming edge k. */
  private boolean edgeDominatesIncoming(BasicBlock from, BasicBlock to, PhiInst phi, int k) {
    BasicBlock inc = phi.incomingBlock(k);
    if (inc == from && to == phi.parent()) {
      // The use is on the edge itself; it must be the only edge between the two blocks.
      int n = 0;
      for (BasicBlock s : from.successors()) if (s == to) n++;
      return n == 1;
    }
    return se.dt.edgeDominates(from, to, inc);
  }

  /** Values of {@code s} are defined before {@code bb}, and its recurrences are of loops around it. */
  private boolean availableOnEntry(Scev s, BasicBlock bb) {
    if (!se.properlyDominates(s, bb)) return false;
    return !s.any(x -> x instanceof ScevAddRec ar && !ar.loop().contains(bb));
  }
}
