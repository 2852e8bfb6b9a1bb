package dev.hoist.transform.mem2reg;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;

/**
 * LLVM's isAllocaPromotable: an alloca whose address is only loaded from and stored to (whole,
 * non-volatile, with its own type), apart from lifetime markers and debug uses, can live in SSA
 * registers instead of memory.
 */
final class PromotableAlloca {
  private PromotableAlloca() {}

  static boolean isPromotable(AllocaInst a) {
    if (a.isArrayAllocation() || a.isInalloca() || a.isSwiftError()) return false;
    for (Use u = a.firstUse(); u != null; u = u.nextUse()) {
      if (!usePromotable(a, u)) return false;
    }
    return true;
  }

  private static boolean usePromotable(AllocaInst a, Use u) {
    Value user = u.user();
    switch (user) {
      case LoadInst l -> {
        return !l.isVolatile() && l.ordering() == dev.hoist.ir.AtomicOrdering.NOT_ATOMIC && l.type() == a.allocatedType();
      }
      case StoreInst s -> {
        return u.index() == 1 && !s.isVolatile() && s.ordering() == dev.hoist.ir.AtomicOrdering.NOT_ATOMIC
            && s.value().type() == a.allocatedType();
      }
      case MetadataAsValue mv -> {
        return true; // debug intrinsics name the alloca through metadata
      }
      case CallBase c -> {
        return isLifetimeMarker(c);
      }
      case CastInst c when c.opcode() == Opcode.BITCAST || c.opcode() == Opcode.ADDRSPACECAST -> {
        return onlyLifetimeMarkers(c);
      }
      case GepInst g -> {
        for (int i = 0; i < g.numIndices(); i++) {
          if (!(g.index(i) instanceof ConstantInt ci) || !ci.isZero()) return false;
        }
        return onlyLifetimeMarkers(g);
      }
      default -> {
        return false;
      }
    }
  }

  private static boolean onlyLifetimeMarkers(Instruction i) {
    for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
      if (u.user() instanceof MetadataAsValue) continue;
      if (!(u.user() instanceof CallBase c) || !isLifetimeMarker(c)) return false;
    }
    return true;
  }

  static boolean isLifetimeMarker(CallBase c) {
    Function f = c.calledFunction();
    if (f == null || f.name() == null) return false;
    return f.name().startsWith("llvm.lifetime.start") || f.name().startsWith("llvm.lifetime.end");
  }

  static boolean isDbgDeclare(CallBase c) {
    Function f = c.calledFunction();
    return f != null && "llvm.dbg.declare".equals(f.name());
  }
}
