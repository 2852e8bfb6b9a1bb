package dev.hoist.transform.unroll;

import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.util.InstructionCost;

/**
 * What the unroller asks about the machine: how big an instruction is once compiled, how long it
 * takes, what a taken branch costs, and how much unrolled code fits where it is fast. The answers
 * are those of a current x86-64 core as llc -O2 compiles for it; the unroller asks only through
 * this class, so that the target cost model can answer instead without touching the rest.
 */
final class UnrollCosts {
  private UnrollCosts() {}

  /**
   * Code size, in micro-ops, of the instruction once selected (LLVM's TTI code-size cost): phis,
   * no-op casts, debug and lifetime markers cost nothing; an address computation folds into its
   * memory access, a compare into the branch that tests it; a call costs its setup too.
   */
  static int size(Instruction i) {
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

  /** Cycles of one execution (the latency model LICM and versioning weigh work by). */
  static int latency(Instruction i) {
    return InstructionCost.of(i);
  }

  /**
   * What one taken branch costs beyond its instruction, in cycles: the front end redirects fetch
   * (a bubble of about one cycle on a predicted taken branch), and a loop's last branch is
   * mispredicted once per loop run whatever the unrolling. Unrolling by U leaves one taken
   * backedge per U iterations.
   */
  static int takenBranchCost() {
    return 1;
  }

  /**
   * The largest loop, in micro-ops, that the core replays from its loop buffer (LLVM's
   * LoopMicroOpBufferSize of its default x86-64 scheduling model): a partially unrolled loop that
   * fits runs without refetching, so partial and runtime unrolling stay within it by default.
   */
  static int loopBufferSize() {
    return 28;
  }

  /**
   * The largest unrolled loop, in micro-ops, that unrolling for simplification may make: a part of
   * the 1.5K-entry uop cache small enough that the loop stays there beside the rest of the hot
   * code (falling out of it costs far more than the work saved; L1i's 32 KB is never the limit
   * first).
   */
  static int uopCacheBudget() {
    return 192;
  }

  /** Micro-ops the unrolled loop's control costs per unrolled iteration: the counter's update, its compare and branch. */
  static int loopControlSize() {
    return 2;
  }
}
