package dev.hoist.target;

import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.type.IntegerType;

/**
 * Code size, in micro-ops, of an instruction once llc -O2 has selected it for x86-64 (LLVM's TTI
 * code-size cost): phis, no-op casts, debug and lifetime markers cost nothing; an address
 * computation folds into its memory access, a compare into the branch that tests it; a call costs
 * its setup too. Asked through {@link TargetTransformInfo}.
 *
 * <pre>
 *   %p = getelementptr i32, i32* %a, i64 %i    ; 0: (%rdi,%rcx,4) in the load
 *   %v = load i32, i32* %p                     ; 1
 *   %c = icmp slt i64 %i, %n                   ; 0: cmp+jl fuse into one micro-op
 *   br i1 %c, label %loop, label %exit         ; 1
 * </pre>
 */
final class CodeSize {
  private CodeSize() {}

  static int of(Instruction i) {
    return switch (i.opcode()) {
      case PHI, BITCAST, PTRTOINT, INTTOPTR, ADDRSPACECAST, FREEZE -> 0;
      // x86 addresses base + index * scale + offset in the memory operand itself.
      case GETELEMENTPTR -> 0;
      case TRUNC -> 0; // a narrower view of a register
      // x86-64 clears a register's upper half when it writes the lower: i32 to i64 is free.
      case ZEXT -> ((CastInst) i).sourceType() instanceof IntegerType s && s.bits() == 32 ? 0 : 1;
      case CALL -> callSize((CallBase) i);
      // A compare that only feeds its block's branch fuses with it into one micro-op.
      case ICMP -> i.hasOneUse() && i.firstUse().user() instanceof BrInst br && br.parent() == i.parent() ? 0 : 1;
      case UDIV, SDIV, UREM, SREM -> 4;
      default -> 1;
    };
  }

  private static int callSize(CallBase c) {
    Function f = c.calledFunction();
    String n = f == null || f.name() == null ? "" : f.name();
    if (n.startsWith("llvm.dbg.") || n.startsWith("llvm.lifetime.") || n.startsWith("llvm.assume")) return 0;
    if (n.startsWith("llvm.")) return 1;
    return 3 + c.numArgs();
  }
}
