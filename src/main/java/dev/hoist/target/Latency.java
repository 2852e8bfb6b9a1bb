package dev.hoist.target;

import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;

/**
 * A rough latency, in cycles, of one execution of an instruction on a current x86-64 core: what
 * the loop-versioning cost model weighs the work it frees by. Only the ratios matter: a load or a
 * multiply costs a few adds, a division tens of them. Asked through {@link TargetTransformInfo}.
 */
final class Latency {
  private Latency() {}

  static int of(Instruction i) {
    return switch (i.opcode()) {
      case PHI, BITCAST, PTRTOINT, INTTOPTR, ADDRSPACECAST, FREEZE -> 0;
      case LOAD -> 4;
      case STORE -> 1;
      case MUL -> 3;
      case UDIV, SDIV, UREM, SREM -> 25;
      case FADD, FSUB, FMUL, FCMP, SITOFP, UITOFP, FPTOSI, FPTOUI, FPEXT, FPTRUNC -> 4;
      case FDIV, FREM -> 15;
      case CALL -> callCost((CallBase) i);
      default -> 1;
    };
  }

  private static int callCost(CallBase c) {
    Function f = c.calledFunction();
    String n = f == null || f.name() == null ? "" : f.name();
    if (n.startsWith("llvm.dbg.") || n.startsWith("llvm.lifetime.") || n.startsWith("llvm.assume")) return 0;
    if (n.startsWith("llvm.sqrt") || n.startsWith("llvm.pow") || n.startsWith("llvm.exp") || n.startsWith("llvm.log")) return 15;
    if (n.startsWith("llvm.")) return 2;
    return 20; // call, return and the callee's work, at the least
  }
}
