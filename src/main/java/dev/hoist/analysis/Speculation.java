package dev.hoist.analysis;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.Argument;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.ExtractElementInst;
import dev.hoist.ir.ExtractValueInst;
import dev.hoist.ir.FreezeInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.InsertElementInst;
import dev.hoist.ir.InsertValueInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Linkage;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.ShuffleVectorInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.UnaryInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;

/**
 * LLVM's isSafeToSpeculativelyExecute and isDereferenceableAndAlignedPointer: whether an
 * instruction may be executed where it did not run before (hoisted above the condition that
 * guarded it) without trapping or having side effects.
 */
public final class Speculation {
  private Speculation() {}

  /** Whether {@code i} can run unconditionally: no side effects, no trap, no UB of its own. */
  public static boolean isSafeToSpeculate(Instruction i) {
    for (int k = 0; k < i.numOperands(); k++) {
      if (i.operand(k) instanceof Constant c && canTrap(c, 0)) return false;
    }
    return switch (i) {
      case BinaryInst b -> {
        Opcode op = b.opcode();
        if (op == Opcode.UDIV || op == Opcode.UREM) yield b.rhs() instanceof ConstantInt c && !c.isZero();
        if (op == Opcode.SDIV || op == Opcode.SREM) {
          if (!(b.rhs() instanceof ConstantInt d) || d.isZero()) yield false;
          if (!d.isAllOnes()) yield true;
          yield b.lhs() instanceof ConstantInt n && !n.isMinSigned();
        }
        yield true;
      }
      case UnaryInst u -> true;
      case CastInst c -> true;
      case CmpInst c -> true;
      case SelectInst s -> true;
      case GepInst g -> true;
      case ExtractElementInst e -> true;
      case InsertElementInst e -> true;
      case ShuffleVectorInst s -> true;
      case ExtractValueInst e -> true;
      case InsertValueInst e -> true;
      case FreezeInst f -> true;
      case LoadInst l -> l.isSimple() && l.getMetadata("invariant.load") == null
          ? isDereferenceableAndAligned(l.pointer(), l.type(), l.align(), layoutOf(l)) : false;
      case CallInst c -> {
        Function f = c.calledFunction();
        yield f != null && f.hasFnAttr("speculatable") && c.bundles().isEmpty();
      }
      default -> false;
    };
  }

  private static DataLayout layoutOf(Instruction i) {
    return i.function().parent().layout();
  }

  /** Constant expressions that may trap: integer division by zero (or INT_MIN / -1). */
  public static boolean canTrap(Constant c, int depth) {
    if (!(c instanceof ConstantExpr e) || depth > 8) return false;
    if (e.opcode().isIntDivRem()) {
      if (!(e.operand(1) instanceof ConstantInt d) || d.isZero()) return true;
      if ((e.opcode() == Opcode.SDIV || e.opcode() == Opcode.SREM) && d.isAllOnes()) {
        return !(e.operand(0) instanceof ConstantInt n) || n.isMinSigned();
      }
    }
    for (int k = 0; k < e.numOperands(); k++) if (canTrap(e.constOperand(k), depth + 1)) return true;
    return false;
  }

  /**
   * Whether {@code align}-aligned loads of {@code type} from {@code ptr} cannot trap anywhere in
   * the function: the pointer is non-null and at least that many bytes are dereferenceable.
   */
  public static boolean isDereferenceableAndAligned(Value ptr, Type type, long align, DataLayout dl) {
    if (!type.isSized()) return false;
    long size = dl.storeSize(type);
    long a = align == 0 ? dl.abiAlignment(type) : align;
    return dereferenceable(ptr, size, a, dl, 0);
  }

  /** True when {@code size} bytes at {@code ptr} are dereferenceable and {@code ptr} is {@code align}-aligned. */
  private static boolean dereferenceable(Value ptr, long size, long align, DataLayout dl, int depth) {
    if (depth > 12) return false;
    switch (ptr) {
      case AllocaInst a -> {
        long bytes = dereferenceableBytes(a, dl);
        long known = a.align() != 0 ? a.align() : dl.abiAlignment(a.allocatedType());
        return size <= bytes && align <= known && a.addrSpace() == 0;
      }
      case GlobalVariable g -> {
        long bytes = dereferenceableBytes(g, dl);
        long known = g.align() != 0 ? g.align() : dl.abiAlignment(g.valueType());
        return size <= bytes && align <= known && g.addrSpace() == 0;
      }
      case Argument arg -> {
        long bytes = dereferenceableBytes(arg, dl);
        long known = arg.parent().attributes().param(arg.index()).intValue("align");
        return bytes >= size && known >= align;
      }
      case CastInst c when c.opcode() == Opcode.BITCAST || c.opcode() == Opcode.ADDRSPACECAST -> {
        return c.opcode() == Opcode.BITCAST && dereferenceable(c.source(), size, align, dl, depth + 1);
      }
      case ConstantExpr c when c.opcode() == Opcode.BITCAST -> {
        return dereferenceable(c.constOperand(0), size, align, dl, depth + 1);
      }
      case GepInst g when g.isInBounds() -> {
        return gepDereferenceable(g.pointer(), g.sourceElementType(), g.operandsAfterBase(), size, align, dl, depth);
      }
      case ConstantExpr c when c.opcode() == Opcode.GETELEMENTPTR && c.hasFlag(dev.hoist.ir.Flags.INBOUNDS) -> {
        java.util.List<Value> idx = new java.util.ArrayList<>();
        for (int k = 1; k < c.numOperands(); k++) idx.add(c.operand(k));
        return gepDereferenceable(c.operand(0), c.sourceElementType(), idx, size, align, dl, depth);
      }
      default -> {
        return false;
      }
    }
  }

  /**
   * The bytes known dereferenceable from {@code base} on, wherever the function runs (LLVM's
   * getPointerDereferenceableBytes without the possibility of null): a constant-size alloca, a
   * sized global that is not {@code extern_weak}, an argument marked {@code dereferenceable(N)},
   * {@code byval}, or {@code dereferenceable_or_null(N)} together with {@code nonnull}; 0 otherwise.
   */
  public static long dereferenceableBytes(Value base, DataLayout dl) {
    switch (base) {
      case AllocaInst a -> {
        if (a.isArrayAllocation() && !(a.arraySize() instanceof ConstantInt)) return 0;
        long count = a.arraySize() instanceof ConstantInt c ? c.zextValue() : 1;
        return a.addrSpace() == 0 ? dl.allocSize(a.allocatedType()) * count : 0;
      }
      case GlobalVariable g -> {
        if (g.linkage() == Linkage.EXTERN_WEAK || !g.valueType().isSized() || g.addrSpace() != 0) return 0;
        if (g.isDeclaration() && g.linkage() != Linkage.EXTERNAL) return 0;
        return dl.storeSize(g.valueType());
      }
      case Argument arg -> {
        Function f = arg.parent();
        var attrs = f.attributes().param(arg.index());
        long bytes = attrs.intValue("dereferenceable");
        if (attrs.has("nonnull")) bytes = Math.max(bytes, attrs.intValue("dereferenceable_or_null"));
        if (attrs.has("byval")) bytes = Math.max(bytes, byvalSize(f, arg, dl));
        return bytes;
      }
      default -> {
        return 0;
      }
    }
  }

  private static long byvalSize(Function f, Argument arg, DataLayout dl) {
    if (f.attributes().param(arg.index()).get("byval") instanceof dev.hoist.ir.attr.Attribute.TypeAttr t && t.type() != null) {
      return dl.allocSize(t.type());
    }
    return 0;
  }

  /** A constant-index in-bounds GEP of a dereferenceable base is dereferenceable for the bytes after its offset. */
  private static boolean gepDereferenceable(Value base, Type src, java.util.List<Value> idx, long size, long align,
      DataLayout dl, int depth) {
    long off = 0;
    Type t = src;
    for (int k = 0; k < idx.size(); k++) {
      if (!(idx.get(k) instanceof ConstantInt ci) || !ci.fitsLong()) return false;
      long v = ci.signedValue();
      if (k == 0) {
        off += v * dl.allocSize(src);
      } else if (t instanceof StructType s) {
        off += dl.fieldOffset(s, (int) v);
        t = s.element((int) v);
      } else if (t instanceof ArrayType a) {
        if (v < 0 || v >= a.length()) return false;
        off += v * dl.allocSize(a.element());
        t = a.element();
      } else {
        return false;
      }
    }
    // The base must cover [0, off + size); an offset that is a multiple of the wanted alignment keeps it.
    if (off < 0 || off % align != 0) return false;
    return dereferenceable(base, off + size, align, dl, depth + 1);
  }
}
