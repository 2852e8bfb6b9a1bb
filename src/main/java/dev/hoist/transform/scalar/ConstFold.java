package dev.hoist.transform.scalar;

import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantEquality;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.pass.PassInfo;
import java.util.ArrayDeque;
import java.util.List;

/**
 * {@code constfold}: the constant folding that cleans up after LICM. Arithmetic, casts and compares
 * of constants become constants; selects on a constant condition and phis whose entries are all
 * one value (a constant, or the value LCSSA carried out of a loop) become that value. Users of a folded value are revisited (a worklist), so chains fold
 * through. The CFG is not changed.
 */
public final class ConstFold extends WorklistPass {
  public static final PassInfo INFO = new PassInfo("constfold", "constfold",
      "folds instructions whose operands are constants", ConstFold::new, List.of());

  public ConstFold() {
    super("Number of instructions folded");
  }

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  boolean visit(Instruction i, ArrayDeque<Instruction> work) {
    Value v = fold(i);
    if (v == null || v == i) return false;
    for (Use u = i.firstUse(); u != null; u = u.nextUse()) if (u.user() instanceof Instruction user) work.add(user);
    i.replaceAllUsesWith(v);
    i.eraseFromParent();
    return true;
  }

  /** The simpler value {@code i} equals, or null. */
  public static Value fold(Instruction i) {
    Constant c = null;
    switch (i) {
      case BinaryInst b when b.lhs() instanceof Constant x && b.rhs() instanceof Constant y ->
          c = ConstantFolder.binary(b.opcode(), b.flags(), x, y);
      case CastInst k when k.source() instanceof Constant x -> c = ConstantFolder.cast(k.opcode(), x, k.type());
      case CmpInst k when k.lhs() instanceof Constant x && k.rhs() instanceof Constant y ->
          c = ConstantFolder.compare(k.predicate(), x, y);
      case SelectInst s when s.condition() instanceof ConstantInt ci -> {
        return ci.isZero() ? s.falseValue() : s.trueValue();
      }
      case SelectInst s when ConstantEquality.same(s.trueValue(), s.falseValue()) -> {
        return s.trueValue();
      }
      case PhiInst p -> {
        Value common = null;
        for (int k = 0; k < p.numIncoming(); k++) {
          Value v = p.incomingValue(k);
          if (v == p) continue;
          if (common == null) common = v;
          else if (!ConstantEquality.same(common, v)) return null;
        }
        // One value on every edge dominates the end of every predecessor, so the phi's block too
        // (as LLVM's SimplifyPHINode has it): LCSSA's phis of loops nothing changed go.
        return common;
      }
      default -> {
        return null;
      }
    }
    return c != null && c.type() == i.type() ? c : null;
  }
}
