package dev.hoist.analysis.alias;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantInt;

/**
 * Facts a branch establishes for the code it dominates, as LLVM's
 * isKnownNonNullFromDominatingCondition finds them: an integer compared so that zero cannot pass
 * ({@code icmp sgt i32 %n, 0}) is non-zero wherever the passing edge dominates.
 *
 * <pre>
 *   %c = icmp sgt i32 %n, 0
 *   br i1 %c, label %body, label %exit     ; in %body (if only this edge enters it): %n != 0
 * </pre>
 */
final class DominatingConditions {
  private DominatingConditions() {}

  private static final int MAX_USES = 20;

  /** Whether a dominating branch on {@code v} proves {@code v != 0} at {@code ctx}. */
  static boolean isNonZeroAt(Value v, Instruction ctx, DominatorTree dt) {
    if (v instanceof Constant || ctx == null || dt == null || ctx.parent() == null) return false;
    int explored = 0;
    for (Use u = v.firstUse(); u != null; u = u.nextUse()) {
      if (explored++ >= MAX_USES) break;
      if (!(u.user() instanceof CmpInst cmp) || cmp.opcode() != Opcode.ICMP) continue;
      Value rhs = cmp.operand(1 - u.index());
      if (!(rhs instanceof ConstantInt c) || !c.fitsLong()) continue;
      CmpPredicate pred = u.index() == 0 ? cmp.predicate() : cmp.predicate().swapped();
      boolean zeroPasses = holds(pred, 0, c);
      // Zero fails the compare: its true edge excludes zero; zero always passes: the false edge does.
      boolean nonZeroIfTrue;
      if (!zeroPasses) nonZeroIfTrue = true;
      else if (!holds(pred.inverse(), 0, c)) nonZeroIfTrue = false;
      else continue;
      for (Use cu = cmp.firstUse(); cu != null; cu = cu.nextUse()) {
        if (!(cu.user() instanceof BrInst br) || !br.isConditional() || br.parent() == null) continue;
        var to = br.successor(nonZeroIfTrue ? 0 : 1);
        if (br.successor(0) == br.successor(1)) continue;
        // A tree computed before the function changed does not know new blocks.
        if (dt.cfg().index(br.parent()) < 0 || dt.cfg().index(to) < 0 || dt.cfg().index(ctx.parent()) < 0) continue;
        try {
          if (dt.edgeDominates(br.parent(), to, ctx.parent())) return true;
        } catch (IndexOutOfBoundsException stale) {
          // a predecessor the tree does not know: no conclusion
        }
      }
    }
    return false;
  }

  /** Whether {@code 0 pred c} holds. */
  private static boolean holds(CmpPredicate pred, long zero, ConstantInt c) {
    long s = c.signedValue();
    long u = c.zextValue();
    return switch (pred) {
      case EQ -> s == zero;
      case NE -> s != zero;
      case SGT -> zero > s;
      case SGE -> zero >= s;
      case SLT -> zero < s;
      case SLE -> zero <= s;
      case UGT -> Long.compareUnsigned(zero, u) > 0;
      case UGE -> Long.compareUnsigned(zero, u) >= 0;
      case ULT -> Long.compareUnsigned(zero, u) < 0;
      case ULE -> Long.compareUnsigned(zero, u) <= 0;
      default -> true;
    };
  }
}
