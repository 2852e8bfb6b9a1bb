package dev.hoist.transform.scalar;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.FuncletPadInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LandingPadInst;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;

/** LLVM's isInstructionTriviallyDead: unused, and removing it changes nothing the program does. */
public final class DeadCode {
  private DeadCode() {}

  public static boolean isTriviallyDead(Instruction i) {
    return !i.hasUses() && isRemovableIfUnused(i);
  }

  /** Whether {@code i} could be erased once nothing uses its value. */
  public static boolean isRemovableIfUnused(Instruction i) {
    if (i.isTerminator()) return false;
    if (i instanceof LandingPadInst || i instanceof FuncletPadInst) return false;
    if (i instanceof PhiInst || i instanceof AllocaInst) return true;
    if (i instanceof LoadInst l) return l.isUnordered();
    if (i instanceof CallBase c) {
      Function f = c.calledFunction();
      if (f != null && f.name() != null && (f.name().startsWith("llvm.dbg.") || f.name().startsWith("llvm.lifetime."))) {
        return false; // kept like LLVM's dce keeps them (they describe live values)
      }
      return !c.mayWriteMemory() && !c.mayThrow() && c.hasFnAttr("willreturn");
    }
    return !i.mayHaveSideEffects();
  }
}
