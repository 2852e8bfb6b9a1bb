package dev.hoist.target;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.freq.ProfileData;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;

/**
 * How llc -O2's block placement lays out a top-tested loop, against the same loop rotated in IR
 * (a do-while behind a guard):
 *
 * <pre>
 *   header:  %c = icmp slt i32 %i, %n          ; a bare test: llc copies it to the end of a
 *            br i1 %c, label %body, label %exit ; straight body itself, so rotating saves nothing
 *   body:    ...                                ; (a test that is more than that stays at the top,
 *            br label %header                   ;  with a jump back to it on every iteration)
 * </pre>
 *
 * llc leaves the test at the top, with a jump per iteration, when the function has profile data
 * (it then lays loops out by their weights) and in a loop around other loops. Where the body's
 * paths merge at the latch, llc copies a top test into each path of an outermost loop (rotated, it
 * would jump back once per iteration more), but an inner loop of a nest runs faster rotated, its
 * hot path falling through to the bottom test. A bare test that holds on entry (constant start and
 * bound) costs a compare and a jump per entry when llc copies it; rotated, the guard folds away.
 * Asked through {@link TargetTransformInfo}.
 */
final class LoopLayout {
  private LoopLayout() {}

  /** Whether {@code l} (top-tested, with a latch) runs faster rotated in IR than as llc lays it out unrotated. */
  static boolean rotationHelps(Loop l) {
    BasicBlock latch = l.latch();
    if (ProfileData.hasProfileData(latch.parent())) return true;
    boolean straight = latch.singlePredecessor() != null;
    if (straight && (!bareTest(l) || firstTestHolds(l))) return true;
    return !l.subLoops().isEmpty() || !l.isOutermost();
  }

  /**
   * Whether the header is only phis, a compare of header phis or loop-invariant values, and the
   * branch: two machine instructions, which llc's block placement duplicates into the latch.
   */
  private static boolean bareTest(Loop l) {
    BasicBlock h = l.header();
    Instruction i = h.first();
    while (i instanceof PhiInst) i = i.next();
    if (!(i instanceof CmpInst cmp) || !cmp.hasOneUse() || i.next() != h.terminator()) return false;
    for (int k = 0; k < 2; k++) {
      Value v = cmp.operand(k);
      if (v instanceof Instruction d && l.contains(d) && !(d instanceof PhiInst && d.parent() == h)) return false;
    }
    return true;
  }

  /** Whether the header's test is a compare that folds, on entry, to staying in the loop. */
  private static boolean firstTestHolds(Loop l) {
    BasicBlock h = l.header();
    BasicBlock ph = l.preheader();
    if (ph == null || !(h.terminator() instanceof BrInst br) || !br.isConditional()
        || !(br.condition() instanceof CmpInst cmp) || cmp.parent() != h) {
      return false;
    }
    Constant[] ops = new Constant[2];
    for (int k = 0; k < 2; k++) {
      Value v = cmp.operand(k);
      if (v instanceof PhiInst p && p.parent() == h) v = p.valueFor(ph);
      if (!(v instanceof ConstantInt c)) return false;
      ops[k] = c;
    }
    ConstantInt r = ConstantFolder.compare(cmp.predicate(), ops[0], ops[1]);
    if (r == null) return false;
    BasicBlock taken = r.isOne() ? br.successor(0) : br.successor(1);
    return l.contains(taken);
  }
}
