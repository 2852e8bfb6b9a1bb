package dev.hoist.analysis.freq;

import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import java.util.Set;

/**
 * LLVM's static guesses for a conditional branch without profile data, each a fixed pair of
 * probabilities for (true, false): pointers are rarely null ({@code p != q} likely, 20:12),
 * integers are rarely zero, negative or -1, {@code x < 1} is unlikely, {@code strcmp}-like
 * results are rarely equal, floats compare unequal ({@code ueq} unlikely, see below) and are
 * almost never NaN (2^20-1 : 1).
 */
final class BranchHeuristics {
  private BranchHeuristics() {}

  /** Cap on an edge into a block estimated unreachable: UR_TAKEN_PROB, the smallest non-zero probability. */
  static final BranchProbability UNREACHABLE_TAKEN = new BranchProbability(1);

  private static final BranchProbability LIKELY = BranchProbability.of(20, 32);
  private static final BranchProbability UNLIKELY = BranchProbability.of(12, 32);
  private static final long ORD_WEIGHT = 1024 * 1024 - 1;
  private static final BranchProbability ORD_TAKEN = BranchProbability.of(ORD_WEIGHT, ORD_WEIGHT + 1);
  private static final BranchProbability ORD_UNTAKEN = BranchProbability.of(1, ORD_WEIGHT + 1);
  private static final Set<String> COMPARE_FUNCTIONS = Set.of("strcasecmp", "strcmp", "strncasecmp", "strncmp", "memcmp", "bcmp");

  private static BranchProbability[] likely(boolean trueLikely) {
    return trueLikely ? new BranchProbability[] {LIKELY, UNLIKELY} : new BranchProbability[] {UNLIKELY, LIKELY};
  }

  private static CmpInst conditionCompare(Instruction t) {
    if (!(t instanceof BrInst br) || !br.isConditional()) return null;
    return br.condition() instanceof CmpInst c ? c : null;
  }

  static BranchProbability[] pointer(Instruction t) {
    CmpInst c = conditionCompare(t);
    if (c == null || !c.predicate().isIntPredicate() || !c.lhs().type().isPointer()) return null;
    if (c.predicate() == CmpPredicate.NE) return likely(true);
    if (c.predicate() == CmpPredicate.EQ) return likely(false);
    return null;
  }

  private static ConstantInt constantInt(Value v) {
    if (v instanceof CastInst ci && ci.opcode() == Opcode.BITCAST) v = ci.source();
    return v instanceof ConstantInt c ? c : null;
  }

  static BranchProbability[] zero(Instruction t) {
    CmpInst c = conditionCompare(t);
    if (c == null || !c.predicate().isIntPredicate()) return null;
    ConstantInt cv = constantInt(c.rhs());
    if (cv == null) return null;
    // x & single-bit mask compared with anything says nothing about likelihood.
    if (c.lhs() instanceof BinaryInst and && and.opcode() == Opcode.AND) {
      ConstantInt mask = constantInt(and.rhs());
      if (mask != null && mask.unsignedBigValue().bitCount() == 1) return null;
    }
    CmpPredicate p = c.predicate();
    if (c.lhs() instanceof CallInst call && isCompareLibCall(call.calledFunction())) {
      if (p == CmpPredicate.EQ) return likely(false);
      if (p == CmpPredicate.NE) return likely(true);
      return null;
    }
    if (cv.isZero()) {
      return switch (p) {
        case EQ, SLT -> likely(false);
        case NE, SGT -> likely(true);
        default -> null;
      };
    }
    if (cv.isOne()) return p == CmpPredicate.SLT ? likely(false) : null;
    if (cv.isAllOnes()) {
      return switch (p) {
        case EQ -> likely(false);
        case NE, SGT -> likely(true);
        default -> null;
      };
    }
    return null;
  }

  private static boolean isCompareLibCall(Function f) {
    return f != null && f.isDeclaration() && COMPARE_FUNCTIONS.contains(f.name());
  }

  static BranchProbability[] floatingPoint(Instruction t) {
    CmpInst c = conditionCompare(t);
    if (c == null || c.predicate().isIntPredicate()) return null;
    CmpPredicate p = c.predicate();
    return switch (p) {
      // LLVM keys this on CmpInst::isTrueWhenEqual, which is false for oeq (NaN == NaN is
      // false): so oeq, like one and une, counts as likely true; only ueq is unlikely.
      case FCMP_UEQ -> likely(false);
      case FCMP_OEQ, FCMP_ONE, FCMP_UNE -> likely(true);
      case FCMP_ORD -> new BranchProbability[] {ORD_TAKEN, ORD_UNTAKEN};
      case FCMP_UNO -> new BranchProbability[] {ORD_UNTAKEN, ORD_TAKEN};
      default -> null;
    };
  }
}
