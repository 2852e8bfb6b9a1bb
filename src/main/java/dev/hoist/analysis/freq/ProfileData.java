package dev.hoist.analysis.freq;

import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.IntegerType;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * Reads the profile facts clang's PGO ({@code -fprofile-instr-use}) attaches as {@code !prof}:
 *
 * <pre>
 *   define i32 @f(i32 %n) !prof !30 {          ; !30 = !{!"function_entry_count", i64 2}
 *   br i1 %c, label %a, label %b, !prof !31    ; !31 = !{!"branch_weights", i32 1, i32 2000}
 * </pre>
 *
 * As in LLVM, a function "has profile data" when it has a real entry count (zero included);
 * an entry count of -1 (SamplePGO's "no samples") means unknown.
 */
public final class ProfileData {
  private ProfileData() {}

  /** The function's real entry count, if any (Function::getEntryCount). */
  public static OptionalLong entryCount(Function f) {
    MDNode md = f.metadata().get("prof");
    if (md == null || !md.isTuple() || md.numOperands() < 2) return OptionalLong.empty();
    if (!"function_entry_count".equals(md.stringOperand(0))) return OptionalLong.empty();
    if (!(md.operand(1) instanceof ValueAsMetadata v) || !(v.value() instanceof ConstantInt c)) return OptionalLong.empty();
    long count = c.zextValue();
    return count == -1L ? OptionalLong.empty() : OptionalLong.of(count);
  }

  public static boolean hasProfileData(Function f) {
    return entryCount(f).isPresent();
  }

  /** Whether some terminator of {@code f} carries branch weights {@code lower-expect} made in this run. */
  public static boolean hasExpectWeights(Function f) {
    for (dev.hoist.ir.BasicBlock b : f.blocks()) {
      Instruction t = b.terminator();
      MDNode md = t == null ? null : t.getMetadata("prof");
      if (md != null && md.isFromExpect()) return true;
    }
    return false;
  }

  /** {@code !{!"branch_weights", i32 w0, i32 w1, ...}} (LLVM's MDBuilder::createBranchWeights). */
  public static MDNode weightsNode(long... weights) {
    List<Metadata> ops = new ArrayList<>(weights.length + 1);
    ops.add(new MDString("branch_weights"));
    for (long x : weights) ops.add(new ValueAsMetadata(ConstantInt.get(IntegerType.I32, x)));
    return MDNode.tuple(false, ops);
  }

  /**
   * The {@code branch_weights} of a terminator, one per successor, or null when absent or not
   * well formed (a count that differs from the number of successors, a non-integer operand).
   */
  public static long[] branchWeights(Instruction terminator, int numSuccessors) {
    MDNode md = terminator.getMetadata("prof");
    if (md == null || !md.isTuple() || !"branch_weights".equals(md.stringOperand(0))) return null;
    if (md.numOperands() != numSuccessors + 1) return null;
    long[] w = new long[numSuccessors];
    for (int i = 0; i < numSuccessors; i++) {
      if (!(md.operand(i + 1) instanceof ValueAsMetadata v) || !(v.value() instanceof ConstantInt c)) return null;
      w[i] = c.zextValue();
    }
    return w;
  }
}
