package dev.hoist.analysis.scev;

import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.ExtractElementInst;
import dev.hoist.ir.InsertElementInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.ShuffleVectorInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;

/**
 * Integer values that are constants in disguise, for the ranges and known bits of opaque values
 * (what LLVM's computeKnownBits sees): elements of constant vectors moved around by shuffles and
 * inserts, and arithmetic, casts, compares and selects of such, lane by lane. SCEV itself keeps
 * them opaque, as LLVM does; only their facts are used.
 */
final class IrConstants {
  private IrConstants() {}

  private static final int MAX_DEPTH = 8;

  /** The constant the scalar {@code v} always equals, or null. */
  static ConstantInt fold(Value v, int depth) {
    if (v instanceof ConstantInt c) return c;
    if (depth > MAX_DEPTH || !(v.type() instanceof IntegerType)) return null;
    if (v instanceof ExtractElementInst e && e.operand(1) instanceof ConstantInt idx && idx.fitsLong()) {
      return lane(e.operand(0), idx.zextValue(), depth + 1);
    }
    return element(v, -1, depth);
  }

  /** Lane {@code i} of the vector {@code v}, or null. */
  private static ConstantInt lane(Value v, long i, int depth) {
    if (depth > MAX_DEPTH || !(v.type() instanceof VectorType vt) || i < 0 || i >= vt.length()) return null;
    if (v instanceof ConstantAggregate a) return i < a.numElements() && a.element((int) i) instanceof ConstantInt c ? c : null;
    if (v instanceof ConstantSimple s) {
      return s.isZeroValue() && vt.element() instanceof IntegerType it ? ConstantInt.get(it, 0) : null;
    }
    if (v instanceof ShuffleVectorInst sh) {
      int m = sh.mask()[(int) i];
      if (m < 0) return null;
      int n = ((VectorType) sh.operand(0).type()).length();
      return m < n ? lane(sh.operand(0), m, depth + 1) : lane(sh.operand(1), m - n, depth + 1);
    }
    if (v instanceof InsertElementInst ins) {
      if (!(ins.operand(2) instanceof ConstantInt idx) || !idx.fitsLong()) return null;
      return idx.zextValue() == i ? fold(ins.operand(1), depth + 1) : lane(ins.operand(0), i, depth + 1);
    }
    return element(v, i, depth);
  }

  /** Lane-wise arithmetic: lane {@code i} of a vector operation, or the scalar itself when {@code i < 0}. */
  private static ConstantInt element(Value v, long i, int depth) {
    Type et = v.type() instanceof VectorType vt ? vt.element() : v.type();
    if (!(et instanceof IntegerType it)) return null;
    switch (v) {
      case BinaryInst b -> {
        ConstantInt x = operand(b.lhs(), i, depth), y = operand(b.rhs(), i, depth);
        Opcode op = b.opcode();
        // Absorbing operands decide without the other side.
        if ((op == Opcode.AND || op == Opcode.MUL) && (x != null && x.isZero() || y != null && y.isZero())) {
          return ConstantInt.get(it, 0);
        }
        if (op == Opcode.OR && (x != null && x.isAllOnes() || y != null && y.isAllOnes())) return ConstantInt.get(it, -1);
        if (x == null || y == null) return null;
        Constant r = ConstantFolder.binary(op, 0, x, y);
        return r instanceof ConstantInt c ? c : null;
      }
      case CastInst c -> {
        if (c.source().type() instanceof VectorType != (i >= 0)) return null;
        ConstantInt x = operand(c.source(), i, depth);
        if (x == null) return null;
        Constant r = ConstantFolder.cast(c.opcode(), x, it);
        return r instanceof ConstantInt ci ? ci : null;
      }
      case CmpInst c -> {
        if (!c.predicate().isIntPredicate()) return null;
        ConstantInt x = operand(c.lhs(), i, depth), y = operand(c.rhs(), i, depth);
        return x == null || y == null ? null : ConstantFolder.compare(c.predicate(), x, y);
      }
      case SelectInst s -> {
        ConstantInt cond = s.condition().type() instanceof VectorType ? operand(s.condition(), i, depth)
            : fold(s.condition(), depth + 1);
        if (cond == null) return null;
        return operand(cond.isZero() ? s.falseValue() : s.trueValue(), i, depth);
      }
      default -> {
        return null;
      }
    }
  }

  private static ConstantInt operand(Value v, long i, int depth) {
    return i < 0 ? fold(v, depth + 1) : lane(v, i, depth + 1);
  }
}
