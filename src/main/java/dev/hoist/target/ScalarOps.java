package dev.hoist.target;

import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MemoryAccess;
import dev.hoist.ir.User;
import dev.hoist.ir.type.IntegerType;

/**
 * What one execution of a scalar instruction costs on x86-64, in machine instructions as llc -O2
 * emits them: the yardstick the vectorizer measures a vector loop against ({@link VectorOps}).
 *
 * <pre>
 *   %p = getelementptr i32, i32* %a, i64 %i     ; 0: an addressing mode of its load
 *   %v = load i32, i32* %p                      ; 0 when it folds into its user (addl (%rdi), %eax)
 *                                               ; and that overwrites no value that lives on
 *   %q = sdiv i32 %v, %d                        ; 3: cltd, idivl and a move
 *   %w = zext i32 %q to i64                     ; 0: 32-bit operations clear the upper half
 * </pre>
 */
final class ScalarOps {
  private ScalarOps() {}

  static int cost(Instruction i) {
    return switch (i) {
      case LoadInst l -> MemoryOperandFolding.freeAsOperand(l) ? 0 : 1;
      case GepInst g -> onlyAddresses(g) ? 0 : 1;
      case BinaryInst b -> switch (b.opcode()) {
        case UDIV, SDIV, UREM, SREM -> 3;
        case SHL, LSHR, ASHR -> b.operand(1) instanceof Instruction ? 2 : 1; // the amount goes to %cl
        default -> 1;
      };
      case CastInst c -> switch (c.opcode()) {
        case BITCAST, PTRTOINT, INTTOPTR, TRUNC -> 0;
        case ZEXT -> c.operand(0).type() == IntegerType.I32 ? 0 : 1;
        case UITOFP, FPTOUI -> 4;
        default -> 1;
      };
      case BrInst b -> 1;
      case CallInst c -> callCost(c);
      default -> i.opcode() == dev.hoist.ir.Opcode.PHI ? 0 : 1;
    };
  }

  private static boolean onlyAddresses(GepInst g) {
    for (User u : g.users()) {
      if (!(u instanceof MemoryAccess m) || m.pointer() != g) return false;
    }
    return true;
  }

  private static int callCost(CallInst c) {
    String n = c.calledFunction() == null ? "" : c.calledFunction().name();
    if (n.startsWith("llvm.dbg.") || n.startsWith("llvm.lifetime.") || n.startsWith("llvm.assume")) return 0;
    if (n.startsWith("llvm.smin") || n.startsWith("llvm.smax") || n.startsWith("llvm.umin") || n.startsWith("llvm.umax")) return 2;
    if (n.startsWith("llvm.")) return 1;
    return 20;
  }
}
