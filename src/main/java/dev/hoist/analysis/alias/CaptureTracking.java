package dev.hoist.analysis.alias;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.Argument;
import dev.hoist.ir.AtomicRMWInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CallBrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpXchgInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Linkage;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.RetInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.User;
import dev.hoist.ir.VAArgInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.PointerType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Whether a pointer may be <b>captured</b>: whether some copy of it (or of anything derived from it)
 * may outlive the uses the analysis can see. A pointer is captured when it is stored to memory,
 * passed to a call argument that is not {@code nocapture}, compared with anything but null (or a
 * value loaded from a global), converted to an integer, used by a volatile access, or flows into
 * an instruction the tracker does not understand. Copies made by getelementptr, casts, phis and
 * selects are followed. Returning the pointer counts only when asked ({@code returnCaptures}):
 * inside one function a returned pointer cannot reach a load or call of that same call.
 *
 * <pre>
 *   %a = alloca i32
 *   call void @use(i32* nocapture %a)   ; not a capture
 *   store i32* %a, i32** @g             ; a capture: @g now holds %a
 * </pre>
 *
 * Like LLVM's, the walk gives up (and says "captured") on a value with more than
 * {@link #MAX_USES_TO_EXPLORE} uses.
 */
public final class CaptureTracking {
  private CaptureTracking() {}

  public static final int MAX_USES_TO_EXPLORE = 20;

  /**
   * Whether {@code v} may be captured. {@code effects} gives the call effects used for calls that
   * receive the pointer (with or without C library knowledge).
   */
  public static boolean mayBeCaptured(Value v, boolean returnCaptures, Function<CallBase, CallEffects> effects) {
    Set<Use> visited = Collections.newSetFromMap(new IdentityHashMap<>());
    List<Use> work = new ArrayList<>();
    if (!addUses(v, visited, work)) return true;
    while (!work.isEmpty()) {
      Use u = work.remove(work.size() - 1);
      User user = u.user();
      if (!(user instanceof Instruction inst)) return true;
      switch (inst) {
        case CallBrInst cb -> {
          return true;
        }
        case CallBase call -> {
          CallEffects fx = effects.apply(call);
          // A readonly call that cannot throw and returns nothing has no way to pass the
          // pointer on.
          if (fx.onlyReadsMemory() && !fx.mayThrow() && call.type().isVoid()) break;
          if (Underlying.returnsArgumentWithoutCapturing(call, true)) {
            if (!addUses(call, visited, work)) return true;
            break;
          }
          if (isVolatileMemIntrinsic(call)) return true;
          int idx = u.index();
          if (idx == 0) break; // the callee: calling a pointer does not capture it
          int arg = idx - 1;
          if (arg < call.numArgs()) {
            if (!fx.argNoCapture(arg)) return true;
          } else if (isDataOperand(call, idx)) {
            return true; // operand bundle inputs
          }
        }
        case LoadInst l -> {
          if (l.isVolatile()) return true;
        }
        case VAArgInst va -> {}
        case StoreInst s -> {
          if (u.index() == 0 || s.isVolatile()) return true;
        }
        case AtomicRMWInst r -> {
          if (u.index() == 1 || r.isVolatile()) return true;
        }
        case CmpXchgInst c -> {
          if (u.index() == 1 || u.index() == 2 || c.isVolatile()) return true;
        }
        case CmpInst cmp when cmp.opcode() == Opcode.ICMP -> {
          if (!icmpDoesNotCapture(cmp, u)) return true;
        }
        case RetInst r -> {
          if (returnCaptures) return true;
        }
        default -> {
          Opcode op = inst.opcode();
          if (op == Opcode.BITCAST || op == Opcode.GETELEMENTPTR || op == Opcode.PHI || op == Opcode.SELECT
              || op == Opcode.ADDRSPACECAST) {
            if (!addUses(inst, visited, work)) return true;
          } else {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** Queues the uses of {@code v}; false when it has too many to look at. */
  private static boolean addUses(Value v, Set<Use> visited, List<Use> work) {
    int count = 0;
    for (Use u = v.firstUse(); u != null; u = u.nextUse()) {
      // Debug intrinsics name values through metadata, which LLVM does not count as a use.
      if (u.user() instanceof MetadataAsValue) continue;
      if (count++ >= MAX_USES_TO_EXPLORE) return false;
      if (visited.add(u)) work.add(u);
    }
    return true;
  }

  private static boolean isDataOperand(CallBase call, int operandIndex) {
    int bundleOps = 0;
    for (CallBase.Bundle b : call.bundles()) bundleOps += b.size();
    return operandIndex >= 1 && operandIndex < 1 + call.numArgs() + bundleOps;
  }

  private static boolean isVolatileMemIntrinsic(CallBase call) {
    if (!(IrOps.isIntrinsic(call, "llvm.memcpy") || IrOps.isIntrinsic(call, "llvm.memmove")
        || IrOps.isIntrinsic(call, "llvm.memset"))) {
      return false;
    }
    if (call.numArgs() < 4) return false;
    return call.arg(3) instanceof dev.hoist.ir.constant.ConstantInt c && !c.isZero();
  }

  private static boolean icmpDoesNotCapture(CmpInst cmp, Use u) {
    int idx = u.index();
    Value other = cmp.operand(1 - idx);
    if (IrOps.isNullPointer(other)) {
      // Comparing a malloc result with null does not reveal anything.
      if (((PointerType) other.type()).addrSpace() == 0
          && ObjectKinds.isNoAliasCall(Underlying.stripPointerCasts(u.value()))) {
        return true;
      }
      Instruction ctx = cmp;
      if (!IrOps.nullIsDefined(ctx.function(), ((PointerType) other.type()).addrSpace())) {
        // A dereferenceable pointer cannot be null, so the comparison is constant.
        if (isDereferenceableOrNull(stripSameRepresentation(cmp.operand(idx)))) return true;
      }
    }
    // A non-escaped pointer cannot be guessed and stored in a global.
    return other instanceof LoadInst l && l.pointer() instanceof GlobalVariable;
  }

  private static Value stripSameRepresentation(Value v) {
    while (true) {
      if (IrOps.isGep(v) && Underlying.allZeroIndices(v)) v = IrOps.op(v, 0);
      else if (IrOps.opcode(v) == Opcode.BITCAST && IrOps.op(v, 0).type() instanceof PointerType) v = IrOps.op(v, 0);
      else return v;
    }
  }

  private static boolean isDereferenceableOrNull(Value o) {
    if (o instanceof GepInst g && g.isInBounds()) return true;
    if (o instanceof AllocaInst a) return a.allocatedType().isSized();
    if (o instanceof Argument a) {
      var attrs = a.parent().attributes().param(a.index());
      return attrs.intValue("dereferenceable") > 0 || attrs.intValue("dereferenceable_or_null") > 0
          || attrs.has("byval");
    }
    if (o instanceof GlobalVariable g) return g.linkage() != Linkage.EXTERN_WEAK && g.valueType().isSized();
    if (o instanceof CallBase c) {
      return c.attributes().ret().intValue("dereferenceable") > 0
          || c.attributes().ret().intValue("dereferenceable_or_null") > 0;
    }
    return false;
  }
}
