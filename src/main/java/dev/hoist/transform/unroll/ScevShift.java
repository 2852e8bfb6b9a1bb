package dev.hoist.transform.unroll;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAdd;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevCast;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.analysis.scev.ScevCouldNotCompute;
import dev.hoist.analysis.scev.ScevMinMax;
import dev.hoist.analysis.scev.ScevMul;
import dev.hoist.analysis.scev.ScevUDiv;
import dev.hoist.analysis.scev.ScevUnknown;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.type.IntegerType;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * An expression of a loop as one copy of the unrolled body sees it: every affine recurrence
 * {@code {a,+,s}} of the loop becomes {@code {a + k*s,+,U*s}} in copy k of a loop unrolled by U
 * (or the constant {@code a + k*s} when fully unrolled), and the expression is built again with
 * scalar evolution's folding constructors, which is where the unrolled copies' values simplify:
 *
 * <pre>
 *   ({0,+,1} /u 2)  in copy 1 of 2:  ({1,+,2} /u 2)  =  {0,+,1}         ; the same as in copy 0
 *   ({0,+,1} urem 2) in copy 1 of 2: ({1,+,2} urem 2) = 1               ; a constant
 * </pre>
 *
 * The recurrences keep their no-wrap flags: the unrolled loop runs a subsequence of the original
 * iterations, on which they hold. Null when the expression has a part the shift cannot express
 * (a value that varies in the loop, a recurrence of higher degree, an unknown alignment).
 *
 * <p>One per simulation: it keeps the constants {@code k} and {@code U} it multiplies steps by,
 * which scalar evolution would otherwise look up in its table for every recurrence of every copy.
 */
final class ScevShift {
  private final ScalarEvolution se;
  /** The loop's body: where the copies' starts of its recurrences are kept for every count. */
  private final LoopBody body;
  private final Loop l;
  private final int count;
  private final UnrollSimulator.Alignment align;
  /** The constants 0 to count of the step types met so far ({@code constants[j][v]} of {@code types[j]}). */
  private IntegerType[] types = new IntegerType[0];
  private ScevConstant[][] constants = new ScevConstant[0][];
  /** The shifted expressions of each copy ({@link #NONE} for the ones that cannot be), made on first use. */
  private IdentityHashMap<Scev, Object>[] memo;
  /** By recurrence {@code {a,+,s}} of the loop: {@code count * s}, the unrolled loop's step. */
  private final IdentityHashMap<ScevAddRec, Scev> strides = new IdentityHashMap<>();
  private static final Object NONE = new Object();

  ScevShift(ScalarEvolution se, LoopBody body, int count, UnrollSimulator.Alignment align) {
    this.se = se;
    this.body = body;
    this.l = body.loop;
    this.count = count;
    this.align = align;
  }

  /** The constant {@code v} (0 to count) of type {@code t}: scalar evolution's, asked for once. */
  private ScevConstant constant(IntegerType t, int v) {
    int j = 0;
    while (j < types.length && types[j] != t) j++;
    if (j == types.length) {
      types = java.util.Arrays.copyOf(types, j + 1);
      constants = java.util.Arrays.copyOf(constants, j + 1);
      types[j] = t;
      constants[j] = new ScevConstant[count + 1];
    }
    ScevConstant c = constants[j][v];
    if (c == null) constants[j][v] = c = se.constant(t, v);
    return c;
  }

  /** {@code s} as copy k sees it, or null. */
  Scev shift(Scev s, int k) {
    if (s instanceof ScevConstant || s instanceof ScevUnknown || s instanceof ScevCouldNotCompute) return shiftNode(s, k);
    // What the loop does not vary (a product of values from outside it, an outer loop's
    // recurrence) is the same in every copy: built again from the same parts, it would come out
    // as itself. In a loop of many such values rebuilding them was most of the estimate; asking
    // costs a cached lookup.
    if (se.isLoopInvariant(s, l)) return s;
    // Expressions are uniqued, and a loop's recurrences recur in the expressions of many of its
    // instructions (every address derived from one index): each is rebuilt once per copy.
    if (memo == null) {
      @SuppressWarnings("unchecked")
      IdentityHashMap<Scev, Object>[] m = new IdentityHashMap[count + 1];
      memo = m;
    }
    IdentityHashMap<Scev, Object> seen = memo[k];
    if (seen == null) memo[k] = seen = new IdentityHashMap<>();
    Object r = seen.get(s);
    if (r == null) {
      r = shiftNode(s, k);
      seen.put(s, r == null ? NONE : r);
    }
    return r == NONE ? null : (Scev) r;
  }

  private Scev shiftNode(Scev s, int k) {
    switch (s) {
      case ScevConstant c -> {
        return c;
      }
      case ScevCouldNotCompute c -> {
        return null;
      }
      case ScevUnknown u -> {
        return u.value() instanceof Instruction i && l.contains(i) ? null : u;
      }
      case ScevAddRec ar -> {
        if (ar.loop() != l) return l.contains(ar.loop()) ? null : ar;
        if (!ar.isAffine() || align == UnrollSimulator.Alignment.UNALIGNED) return null;
        if (count == 1 && k == 0 && align == UnrollSimulator.Alignment.ALIGNED) return ar;
        Scev step = ar.step();
        IntegerType st = (IntegerType) se.effectiveType(step.type());
        Scev start = k == 0 ? ar.start() : body.startOfCopy(ar, k);
        if (start == null) body.keepStartOfCopy(ar, k, start = se.add(ar.start(), se.mul(step, constant(st, k))));
        if (align == UnrollSimulator.Alignment.FULL) return start;
        Scev stride = strides.get(ar);
        if (stride == null) strides.put(ar, stride = se.mul(step, constant(st, count)));
        return se.addRec(start, stride, l, ar.noWrapFlags());
      }
      case ScevCast c -> {
        Scev op = shift(c.operand(), k);
        if (op == null) return null;
        return switch (c.kind()) {
          case TRUNCATE -> se.truncate(op, c.type());
          case ZERO_EXTEND -> se.zeroExtend(op, c.type());
          case SIGN_EXTEND -> se.signExtend(op, c.type());
          default -> se.ptrToInt(op, (IntegerType) c.type());
        };
      }
      case ScevUDiv d -> {
        Scev a = shift(d.lhs(), k), b = shift(d.rhs(), k);
        return a == null || b == null ? null : se.udiv(a, b);
      }
      case ScevAdd a -> {
        List<Scev> ops = operands(a.operands(), k);
        return ops == null ? null : se.add(ops, 0);
      }
      case ScevMul m -> {
        List<Scev> ops = operands(m.operands(), k);
        return ops == null ? null : se.mul(ops, 0);
      }
      case ScevMinMax mm -> {
        List<Scev> ops = operands(mm.operands(), k);
        return ops == null ? null : se.minMax(mm.kind(), ops);
      }
    }
  }

  private List<Scev> operands(List<Scev> in, int k) {
    List<Scev> out = new ArrayList<>(in.size());
    for (Scev o : in) {
      Scev r = shift(o, k);
      if (r == null) return null;
      out.add(r);
    }
    return out;
  }
}
