package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Materialises expressions as instructions (LLVM's SCEVExpander), typically loop-invariant ones
 * such as a trip count or the bounds of an {@link AccessRange}, in a loop's preheader:
 *
 * <pre>
 *   ScevExpander ex = new ScevExpander(se);
 *   Instruction at = loop.preheader().terminator();
 *   if (ex.isSafeToExpand(range.end(), at)) {
 *     Value end = ex.expand(range.end(), at);      // e.g. %1 = shl i64 %n, 2 ; getelementptr i8, ...
 *   }
 * </pre>
 *
 * New instructions go right before the given instruction. Values are reused when possible: an
 * unknown is its own value, an expression already expanded (or computed by an existing flag-free
 * instruction) that dominates the insertion point is used again, and a recurrence of the loop the
 * insertion point is in uses the header phi that computes it (or gets a new one). Sums with a
 * pointer base become {@code getelementptr i8}; min/max become {@code icmp} + {@code select}.
 *
 * <p>The expander does not change the analyses it reads; callers invalidate them after changing
 * the function ({@link #insertedInstructions()} lists what was added).
 */
public final class ScevExpander {
  private final ScalarEvolution se;
  private final Map<Scev, List<Value>> memo = new HashMap<>();
  private final List<Instruction> inserted = new ArrayList<>();
  private final ExistingValues existing;

  public ScevExpander(ScalarEvolution se) {
    this.se = se;
    this.existing = new ExistingValues(se, inserted::contains);
  }

  /** Every instruction created so far, in creation order. */
  public List<Instruction> insertedInstructions() {
    return List.copyOf(inserted);
  }

  /**
   * Whether {@code s} can be computed at {@code before} without undefined behaviour: every opaque
   * value is available there, every recurrence belongs to a loop (in simplified form) around it,
   * and every division is by a value known not to be zero.
   */
  public boolean isSafeToExpand(Scev s, Instruction before) {
    return !s.any(x -> switch (x) {
      case ScevCouldNotCompute c -> true;
      case ScevUnknown u -> !available(u.value(), before);
      case ScevAddRec ar -> !ar.loop().contains(before.parent()) || ar.loop().preheader() == null || ar.loop().latch() == null;
      case ScevUDiv d -> !se.isKnownNonZero(d.rhs());
      default -> false;
    });
  }

  /** The value of {@code s} at {@code before}, of {@code s}'s type. */
  public Value expand(Scev s, Instruction before) {
    if (before.parent() == null) throw new IllegalArgumentException("insertion point not in a block");
    return emit(s, before);
  }

  /**
   * The value of {@code s} converted to {@code type}: integers are truncated or zero-extended,
   * pointers bitcast to another pointee type.
   */
  public Value expand(Scev s, Type type, Instruction before) {
    Value v = expand(s, before);
    if (v.type() == type) return v;
    if (type instanceof IntegerType it && v.type() instanceof IntegerType vt) {
      return insert(new CastInst(it.bits() > vt.bits() ? Opcode.ZEXT : Opcode.TRUNC, v, type), before);
    }
    if (type instanceof PointerType pt && v.type() instanceof PointerType vp && pt.addrSpace() == vp.addrSpace()) {
      return insert(new CastInst(Opcode.BITCAST, v, type), before);
    }
    if (type instanceof IntegerType it && v.type() instanceof PointerType) {
      return expand(se.ptrToInt(s, it), type, before);
    }
    throw new IllegalArgumentException("cannot convert " + v.type() + " to " + type);
  }

  private Value emit(Scev s, Instruction before) {
    List<Value> done = memo.get(s);
    if (done != null) for (Value v : done) if (available(v, before)) return v;
    Value reuse = existingValue(s, before);
    Value v = reuse != null ? reuse : build(s, before);
    memo.computeIfAbsent(s, k -> new ArrayList<>()).add(v);
    return v;
  }

  private Value build(Scev s, Instruction before) {
    return switch (s) {
      case ScevConstant c -> ConstantInt.get(c.intType(), c.unsignedValue());
      case ScevUnknown u -> {
        if (!available(u.value(), before)) throw new IllegalStateException(u + " is not available at the insertion point");
        yield u.value();
      }
      case ScevCast c -> {
        Opcode op = switch (c.kind()) {
          case TRUNCATE -> Opcode.TRUNC;
          case ZERO_EXTEND -> Opcode.ZEXT;
          case SIGN_EXTEND -> Opcode.SEXT;
          default -> Opcode.PTRTOINT;
        };
        yield insert(new CastInst(op, emit(c.operand(), before), c.type()), before);
      }
      case ScevAdd a -> a.isPointer() ? pointerAdd(a, before) : add(a, before);
      case ScevMul m -> mul(m, before);
      case ScevUDiv d -> {
        Value l = emit(d.lhs(), before);
        if (d.rhs() instanceof ScevConstant c && Bits.isPowerOf2(c.unsignedValue())) {
          yield insert(new BinaryInst(Opcode.LSHR, l, ConstantInt.get(c.intType(), c.unsignedValue().getLowestSetBit())), before);
        }
        yield insert(new BinaryInst(Opcode.UDIV, l, emit(d.rhs(), before)), before);
      }
      case ScevMinMax mm -> minMax(mm, before);
      case ScevAddRec ar -> addRec(ar, before);
      case ScevCouldNotCompute c -> throw new IllegalArgumentException("cannot expand could-not-compute");
    };
  }

  /** Integer sum: positive terms added, negated ones ({@code -c * x}) subtracted, the constant last. */
  private Value add(ScevAdd a, Instruction before) {
    Value acc = null;
    List<Scev> terms = new ArrayList<>(a.operands());
    Scev constant = terms.get(0) instanceof ScevConstant ? terms.remove(0) : null;
    // A negated term first would be a negation and an add: put it after the first other term, so
    // that it is subtracted (LLVM's expander sorts negated terms to the right for the same reason).
    if (terms.size() > 1 && terms.get(0).isNonConstantNegative()) {
      for (int k = 1; k < terms.size(); k++) {
        if (!terms.get(k).isNonConstantNegative()) {
          terms.add(0, terms.remove(k));
          break;
        }
      }
    }
    for (Scev t : terms) {
      if (acc != null && t.isNonConstantNegative()) {
        Value v = emit(se.negate(t), before);
        acc = insert(new BinaryInst(Opcode.SUB, acc, v), before);
      } else {
        Value v = emit(t, before);
        acc = acc == null ? v : insert(new BinaryInst(Opcode.ADD, acc, v), before);
      }
    }
    if (constant != null) acc = insert(new BinaryInst(Opcode.ADD, acc, emit(constant, before)), before);
    return acc;
  }

  /** base + byte offset: {@code getelementptr i8} (with bitcasts for typed pointers). */
  private Value pointerAdd(ScevAdd a, Instruction before) {
    Scev base = null;
    List<Scev> ints = new ArrayList<>();
    for (Scev o : a.operands()) {
      if (o.isPointer()) base = o;
      else ints.add(o);
    }
    Value b = emit(base, before);
    Value off = emit(se.add(ints, NoWrap.NONE), before);
    return gep(b, off, a.type(), before);
  }

  private Value gep(Value base, Value offset, Type resultType, Instruction before) {
    PointerType pt = (PointerType) base.type();
    IntegerType i8 = IntegerType.I8;
    if (pt.isOpaque()) return insert(new GepInst(i8, pt, base, List.of(offset)), before);
    PointerType i8p = PointerType.get(i8, pt.addrSpace());
    Value b = pt == i8p ? base : insert(new CastInst(Opcode.BITCAST, base, i8p), before);
    Value g = insert(new GepInst(i8, i8p, b, List.of(offset)), before);
    Type want = resultType instanceof PointerType ? resultType : pt;
    return want == i8p ? g : insert(new CastInst(Opcode.BITCAST, g, want), before);
  }

  private Value mul(ScevMul m, Instruction before) {
    List<Scev> ops = new ArrayList<>(m.operands());
    ScevConstant c = ops.get(0) instanceof ScevConstant k ? k : null;
    if (c != null) ops.remove(0);
    Value acc = null;
    for (Scev o : ops) {
      Value v = emit(o, before);
      acc = acc == null ? v : insert(new BinaryInst(Opcode.MUL, acc, v), before);
    }
    if (c == null) return acc;
    IntegerType t = c.intType();
    if (c.isAllOnes()) return insert(new BinaryInst(Opcode.SUB, ConstantInt.get(t, 0), acc), before);
    BigInteger k = c.unsignedValue();
    if (Bits.isPowerOf2(k)) return insert(new BinaryInst(Opcode.SHL, acc, ConstantInt.get(t, k.getLowestSetBit())), before);
    return insert(new BinaryInst(Opcode.MUL, acc, ConstantInt.get(t, k)), before);
  }

  private Value minMax(ScevMinMax mm, Instruction before) {
    CmpPredicate p = switch (mm.kind()) {
      case UMAX -> CmpPredicate.UGT;
      case SMAX -> CmpPredicate.SGT;
      case UMIN -> CmpPredicate.ULT;
      default -> CmpPredicate.SLT;
    };
    Value acc = emit(mm.operand(0), before);
    for (int i = 1; i < mm.numOperands(); i++) {
      Value v = emit(mm.operand(i), before);
      Value cmp = insert(new CmpInst(Opcode.ICMP, p, acc, v), before);
      acc = insert(new SelectInst(cmp, acc, v), before);
    }
    return acc;
  }

  /**
   * Whether expanding {@code s} before {@code before} would add a phi to a loop: it has a
   * recurrence that no header phi computes, nor one with the same step that it could be an offset
   * from, nor an instruction available there (a recurrence of an outer loop extended to the inner
   * loop's width, say).
   */
  public boolean needsNewPhi(Scev s, Instruction before) {
    return s.any(x -> x instanceof ScevAddRec) && needsPhiBelow(s, before);
  }

  private boolean needsPhiBelow(Scev s, Instruction before) {
    if (existingValue(s, before) != null) return false;
    if (s instanceof ScevAddRec ar && existingPhi(ar) == null && samePhiStep(ar) == null) return true;
    for (int k = 0; k < s.numOperands(); k++) if (needsPhiBelow(s.operand(k), before)) return true;
    return false;
  }

  private PhiInst existingPhi(ScevAddRec ar) {
    for (PhiInst phi : ar.loop().header().phis()) {
      if (se.isSCEVable(phi.type()) && se.getSCEV(phi) == ar) return phi;
    }
    return null;
  }

  /** An integer header phi of the same loop and type with the same step: {@code ar} is it plus a constant distance. */
  private PhiInst samePhiStep(ScevAddRec ar) {
    if (!ar.isAffine() || ar.isPointer()) return null;
    for (PhiInst phi : ar.loop().header().phis()) {
      if (phi.type() == ar.type() && se.getSCEV(phi) instanceof ScevAddRec p && p.loop() == ar.loop() && p.isAffine()
          && p.operand(1) == ar.operand(1)) {
        return phi;
      }
    }
    return null;
  }

  /**
   * A recurrence of a loop around the insertion point: the header phi computing it, an existing
   * phi with the same step plus the difference of the starts ({@code {5,+,1}} is {@code %i + 5}
   * when {@code %i} is {@code {0,+,1}}), or a new phi.
   */
  private Value addRec(ScevAddRec ar, Instruction before) {
    Loop l = ar.loop();
    if (!l.contains(before.parent())) throw new IllegalStateException(ar + " is not defined outside its loop");
    BasicBlock header = l.header();
    PhiInst same = existingPhi(ar);
    if (same != null) return same;
    PhiInst near = samePhiStep(ar);
    if (near != null) {
      Value distance = emit(se.minus(ar.start(), ((ScevAddRec) se.getSCEV(near)).start()), before);
      return insert(new BinaryInst(Opcode.ADD, near, distance), before);
    }
    BasicBlock ph = l.preheader(), latch = l.latch();
    if (ph == null || latch == null) throw new IllegalStateException(l + " is not in simplified form");
    Value start = emit(ar.start(), ph.terminator());
    PhiInst phi = new PhiInst(start.type());
    header.insertBefore(phi, header.first());
    inserted.add(phi);
    memo.computeIfAbsent(ar, k -> new ArrayList<>()).add(phi);
    Scev step = se.stepRecurrence(ar);
    Instruction at = latch.terminator();
    Value stepV = emit(step, at);
    Value next = start.type() instanceof PointerType
        ? gep(phi, stepV, start.type(), at)
        : insert(new BinaryInst(Opcode.ADD, phi, stepV), at);
    phi.addIncoming(start, ph);
    phi.addIncoming(next, latch);
    return phi;
  }

  /** An instruction of the function with the same expression, without poison-generating flags, available here. */
  private Value existingValue(Scev s, Instruction before) {
    if (s instanceof ScevConstant || s instanceof ScevUnknown) return null;
    return existing.find(s, before, this::available);
  }

  private Value insert(Instruction i, Instruction before) {
    i.insertBefore(before);
    inserted.add(i);
    return i;
  }

  /** Whether {@code v} is defined at {@code before} (strictly earlier in its block, or in a dominating block). */
  private boolean available(Value v, Instruction before) {
    if (!(v instanceof Instruction i)) return true;
    if (i.parent() == null) return false;
    if (i.parent() == before.parent()) return i.comesBefore(before);
    if (se.dt.cfg().index(i.parent()) < 0 || se.dt.cfg().index(before.parent()) < 0) return false;
    return se.dt.dominates(i.parent(), before.parent());
  }
}
