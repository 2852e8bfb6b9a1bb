package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.Flags;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.List;

/**
 * The records of constant expressions, as LLVM 14's writer makes them. Bitcode has no
 * extractvalue or insertvalue expression (LLVM folds them when it parses text), so those are
 * folded here into the aggregate element or a new aggregate.
 */
final class ConstantExprEncoder {
  private ConstantExprEncoder() {}

  static ConstantPool.Entry entry(ConstantPool pool, ConstantExpr ce, ConstantPool.Ids ids) {
    Type t = ce.type();
    Opcode op = ce.opcode();
    if (op.isCast()) {
      Constant v = ce.constOperand(0);
      return new ConstantPool.Entry(t, CST_CODE_CE_CAST,
          new long[] {Codec.encodeCastOpcode(op), ids.typeId(v.type()), pool.id(v)});
    }
    if (op.isBinary()) {
      long flags = Codec.encodeBinaryFlags(op, ce.flags());
      long a = pool.id(ce.constOperand(0));
      long b = pool.id(ce.constOperand(1));
      long[] ops = flags != 0 ? new long[] {Codec.encodeBinaryOpcode(op), a, b, flags}
          : new long[] {Codec.encodeBinaryOpcode(op), a, b};
      return new ConstantPool.Entry(t, CST_CODE_CE_BINOP, ops);
    }
    switch (op) {
      case FNEG -> {
        return new ConstantPool.Entry(t, CST_CODE_CE_UNOP, new long[] {UNOP_FNEG, pool.id(ce.constOperand(0))});
      }
      case GETELEMENTPTR -> {
        int n = ce.numOperands();
        boolean inRange = ce.inRangeIndex() >= 0;
        long[] ops = new long[1 + (inRange ? 1 : 0) + 2 * n];
        int k = 0;
        ops[k++] = ids.typeId(ce.sourceElementType());
        int code = CST_CODE_CE_GEP;
        boolean inBounds = ce.hasFlag(Flags.INBOUNDS);
        if (inRange) {
          code = CST_CODE_CE_GEP_WITH_INRANGE_INDEX;
          ops[k++] = ((long) ce.inRangeIndex() << 1) | (inBounds ? 1 : 0);
        } else if (inBounds) {
          code = CST_CODE_CE_INBOUNDS_GEP;
        }
        for (int i = 0; i < n; i++) {
          Constant c = ce.constOperand(i);
          ops[k++] = ids.typeId(c.type());
          ops[k++] = pool.id(c);
        }
        return new ConstantPool.Entry(t, code, ops);
      }
      case SELECT -> {
        return new ConstantPool.Entry(t, CST_CODE_CE_SELECT, new long[] {pool.id(ce.constOperand(0)),
            pool.id(ce.constOperand(1)), pool.id(ce.constOperand(2))});
      }
      case EXTRACTELEMENT -> {
        Constant v = ce.constOperand(0);
        Constant i = ce.constOperand(1);
        return new ConstantPool.Entry(t, CST_CODE_CE_EXTRACTELT,
            new long[] {ids.typeId(v.type()), pool.id(v), ids.typeId(i.type()), pool.id(i)});
      }
      case INSERTELEMENT -> {
        Constant i = ce.constOperand(2);
        return new ConstantPool.Entry(t, CST_CODE_CE_INSERTELT, new long[] {pool.id(ce.constOperand(0)),
            pool.id(ce.constOperand(1)), ids.typeId(i.type()), pool.id(i)});
      }
      case SHUFFLEVECTOR -> {
        Constant a = ce.constOperand(0);
        long x = pool.id(a);
        long y = pool.id(ce.constOperand(1));
        long m = pool.id(ce.constOperand(2));
        if (a.type() == t) return new ConstantPool.Entry(t, CST_CODE_CE_SHUFFLEVEC, new long[] {x, y, m});
        return new ConstantPool.Entry(t, CST_CODE_CE_SHUFVEC_EX, new long[] {ids.typeId(a.type()), x, y, m});
      }
      case ICMP, FCMP -> {
        Constant a = ce.constOperand(0);
        return new ConstantPool.Entry(t, CST_CODE_CE_CMP, new long[] {ids.typeId(a.type()), pool.id(a),
            pool.id(ce.constOperand(1)), Codec.encodePredicate(ce.predicate())});
      }
      default -> throw new IllegalArgumentException("constant expression " + op.text() + " has no bitcode form");
    }
  }

  /** extractvalue/insertvalue on aggregate constants, folded as LLVM folds them when parsing. */
  static Constant fold(ConstantExpr ce) {
    Constant agg = ce.constOperand(0);
    int[] idx = ce.indices();
    if (ce.opcode() == Opcode.EXTRACTVALUE) {
      Constant c = agg;
      for (int i : idx) c = element(c, i);
      return c;
    }
    return insert(agg, ce.constOperand(1), idx, 0);
  }

  private static Constant insert(Constant agg, Constant v, int[] idx, int depth) {
    if (depth == idx.length) return v;
    int n = numElements(agg.type());
    List<Constant> elems = new ArrayList<>(n);
    for (int i = 0; i < n; i++) elems.add(i == idx[depth] ? insert(element(agg, i), v, idx, depth + 1) : element(agg, i));
    return new ConstantAggregate(agg.type(), elems);
  }

  private static int numElements(Type t) {
    return t instanceof StructType s ? s.numElements() : t instanceof ArrayType a ? (int) a.length() : ((VectorType) t).length();
  }

  private static Constant element(Constant c, int i) {
    if (c instanceof ConstantAggregate a) return a.element(i);
    if (c instanceof ConstantExpr e && (e.opcode() == Opcode.EXTRACTVALUE || e.opcode() == Opcode.INSERTVALUE)) {
      return element(fold(e), i);
    }
    Type t = c.type();
    Type et = t instanceof StructType s ? s.element(i) : t instanceof ArrayType a ? a.element() : ((VectorType) t).element();
    if (c instanceof ConstantSimple s) {
      return switch (s.kind()) {
        case UNDEF -> ConstantSimple.undef(et);
        case POISON -> ConstantSimple.poison(et);
        default -> ConstantDecoder.nullOf(et, null);
      };
    }
    if (c instanceof dev.hoist.ir.constant.ConstantString s) return dev.hoist.ir.constant.ConstantInt.get(
        dev.hoist.ir.type.IntegerType.I8, s.bytes()[i]);
    throw new IllegalArgumentException("cannot fold extractvalue of " + c.reference());
  }
}
