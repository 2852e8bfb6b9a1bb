package dev.hoist.transform.indvars;

import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.Type;
import java.util.List;

/**
 * Expands an expression only when it is cheap (LLVM's isHighCostExpansion, with its budget of four
 * basic instructions): the expansion is made, its new instructions are weighed, and it is undone
 * when they cost more than the budget. A division by a variable costs more than any budget, and an
 * expansion that would need a new induction variable is refused outright. What already exists
 * (an operand, an equal flag-free instruction, a loop's phi) costs nothing.
 */
final class CheapExpansion {
  /** LLVM's SCEVCheapExpansionBudget. */
  static final int BUDGET = 4;
  private static final int EXPENSIVE = BUDGET + 1;

  private CheapExpansion() {}

  /**
   * {@code s} as a value of {@code type} computed right before {@code before}, or null when that is
   * unsafe (see {@link ScevExpander#isSafeToExpand}) or costs more than {@code budget}. The
   * instructions made are appended to {@code made} when given.
   */
  static Value expand(ScalarEvolution se, Scev s, Type type, Instruction before, int budget, List<Instruction> made) {
    ScevExpander ex = new ScevExpander(se);
    if (!ex.isSafeToExpand(s, before) || ex.needsNewPhi(s, before)) return null;
    Value v = ex.expand(s, type, before);
    List<Instruction> inserted = ex.insertedInstructions();
    int cost = 0;
    for (Instruction i : inserted) cost += cost(i);
    if (cost <= budget) {
      if (made != null) made.addAll(inserted);
      return v;
    }
    for (Instruction i : inserted) i.dropAllReferences();
    for (int k = inserted.size() - 1; k >= 0; k--) inserted.get(k).eraseFromParent();
    return null;
  }

  /** What llc makes of one expanded instruction, in basic instructions. */
  private static int cost(Instruction i) {
    if (i instanceof PhiInst) return EXPENSIVE;
    Opcode op = i.opcode();
    if (op == Opcode.UDIV || op == Opcode.UREM) {
      return i instanceof BinaryInst b && b.rhs() instanceof ConstantInt ? 2 : EXPENSIVE;
    }
    return switch (op) {
      case BITCAST, PTRTOINT, INTTOPTR -> 0;
      default -> 1;
    };
  }
}
