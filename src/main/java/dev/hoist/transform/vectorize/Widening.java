package dev.hoist.transform.vectorize;

import dev.hoist.ir.AtomicOrdering;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.UnaryInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;

/**
 * Which instructions have a vector form, lane by lane: the element types a vector may hold
 * ({@code i8} to {@code i64}, {@code float}, {@code double}) and the operations that keep their
 * meaning when every lane runs them, including lanes the scalar loop would have skipped.
 *
 * <pre>
 *   %x = add i32 %a, %b           ; add &lt;4 x i32&gt;
 *   %q = udiv i32 %a, %n          ; no: a lane with %n = 0 would trap
 *                                 ; (in a predicated block: lane by lane, {@link PredicatedLanes})
 *   %r = frem float %a, %b        ; no: no vector instruction
 * </pre>
 */
final class Widening {
  private Widening() {}

  /**
   * Why {@code i} cannot be computed on vectors, or null; {@code predicated} when only some
   * iterations run it, so that a division that may trap can run lane by lane behind the mask.
   */
  static String problem(Instruction i, boolean predicated) {
    switch (i) {
      case LoadInst l -> {
        if (l.isVolatile() || l.ordering() != AtomicOrdering.NOT_ATOMIC) return "volatile or atomic load";
        return elementBits(l.type()) == 0 ? "load of a type that cannot be vectorized" : null;
      }
      case StoreInst s -> {
        if (s.isVolatile() || s.ordering() != AtomicOrdering.NOT_ATOMIC) return "volatile or atomic store";
        return elementBits(s.value().type()) == 0 ? "store of a type that cannot be vectorized" : null;
      }
      case BinaryInst b -> {
        if (elementBits(b.type()) == 0) return "operation on a type that cannot be vectorized";
        if (predicated && needsGuard(b)) return null;
        return switch (b.opcode()) {
          case UDIV, UREM -> nonZeroConstant(b.operand(1), false) ? null : "division by a value that may be zero";
          case SDIV, SREM -> nonZeroConstant(b.operand(1), true) ? null : "division by a value that may be zero or -1";
          case FREM -> "frem has no vector instruction";
          default -> null;
        };
      }
      case CmpInst c -> {
        return elementBits(c.operand(0).type()) == 0 ? "compare of a type that cannot be vectorized" : null;
      }
      case SelectInst s -> {
        return elementBits(s.type()) == 0 && s.type() != IntegerType.I1 ? "select of a type that cannot be vectorized" : null;
      }
      case CastInst c -> {
        return switch (c.opcode()) {
          case TRUNC, ZEXT, SEXT, FPTRUNC, FPEXT, FPTOSI, FPTOUI, SITOFP, UITOFP ->
              elementBits(c.type()) == 0 && c.type() != IntegerType.I1 || elementBits(c.operand(0).type()) == 0 && c.operand(0).type() != IntegerType.I1
                  ? "cast of a type that cannot be vectorized" : null;
          default -> "cast cannot be vectorized";
        };
      }
      case UnaryInst u -> {
        return elementBits(u.type()) == 0 ? "operation on a type that cannot be vectorized" : null;
      }
      case PhiInst p -> { // a join inside the body: a select on the edge masks
        return elementBits(p.type()) == 0 && p.type() != IntegerType.I1 ? "phi of a type that cannot be vectorized" : null;
      }
      case CallInst c -> {
        return VectorMath.vectorName(c) == null ? "call instruction cannot be vectorized" : null;
      }
      case GepInst g -> { // a pointer computed lane by lane, stored or compared: a vector GEP
        return elementBits(g.type()) == 0 ? "getelementptr of a type that cannot be vectorized" : null;
      }
      default -> {
        return "instruction cannot be vectorized";
      }
    }
  }

  /**
   * Whether the scalar {@code i} may trap or read memory, so that in a predicated block it runs
   * only when some lane takes the block.
   */
  static boolean needsGuard(Instruction i) {
    if (i instanceof LoadInst) return true;
    if (i instanceof BinaryInst b) {
      return switch (b.opcode()) {
        case UDIV, UREM -> !nonZeroConstant(b.operand(1), false);
        case SDIV, SREM -> !nonZeroConstant(b.operand(1), true);
        default -> false;
      };
    }
    return false;
  }

  private static boolean nonZeroConstant(Value v, boolean signed) {
    if (!(v instanceof ConstantInt c)) return false;
    if (c.isZero()) return false;
    return !signed || !c.isAllOnes();
  }

  /**
   * Bits of a lane of type {@code t}, or 0 when {@code t} cannot be a vector element here. A
   * pointer of address space 0 is a 64-bit lane (x86-64's): loaded, stored, compared, selected, or
   * computed by a vector GEP, never used as a vector of addresses (the accesses' addresses come
   * from scalar evolution, one per part).
   */
  static int elementBits(Type t) {
    if (t instanceof IntegerType i) return i.bits() >= 8 && i.bits() <= 64 && Integer.bitCount(i.bits()) == 1 ? i.bits() : 0;
    if (t instanceof FloatType f) return f == FloatType.FLOAT || f == FloatType.DOUBLE ? f.bits() : 0;
    if (t instanceof PointerType p) return p.addrSpace() == 0 ? 64 : 0;
    return 0;
  }
}
