package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Flags;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.TypeRules;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantFP;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.constant.ConstantString;
import dev.hoist.ir.constant.GlobalRefConstant;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns constant records into Hoist constants: the leaves (integers, floats, null, undef, strings
 * and data arrays) and the constants with operands (aggregates, expressions, blockaddress,
 * dso_local_equivalent, no_cfi). Checks what LLVM's reader checks, so that a malformed record is
 * a {@link BitcodeError}, not a broken module.
 */
final class ConstantDecoder {
  private ConstantDecoder() {}

  static Value leaf(BitstreamReader r, int code, Type type, long[] ops, int at, int n) {
    switch (code) {
      case CST_CODE_NULL -> {
        return nullOf(type, r);
      }
      case CST_CODE_UNDEF -> {
        return ConstantSimple.undef(type);
      }
      case CST_CODE_POISON -> {
        return ConstantSimple.poison(type);
      }
      case CST_CODE_INTEGER -> {
        if (!(type instanceof IntegerType it) || n < 1) throw r.error("invalid INTEGER constant of type " + type);
        return ConstantInt.get(it, Codec.decodeSigned(ops[at]));
      }
      case CST_CODE_WIDE_INTEGER -> {
        if (!(type instanceof IntegerType it) || n < 1) throw r.error("invalid WIDE_INTEGER constant of type " + type);
        return ConstantInt.get(it, Codec.wideInt(ops, at, n));
      }
      case CST_CODE_FLOAT -> {
        if (!(type instanceof FloatType ft) || n < 1) throw r.error("invalid FLOAT constant of type " + type);
        return floatOf(ft, ops, at, n, r);
      }
      case CST_CODE_STRING, CST_CODE_CSTRING -> {
        int len = n + (code == CST_CODE_CSTRING ? 1 : 0);
        if (!(type instanceof ArrayType at2) || !at2.element().isInteger(8) || at2.length() != len) {
          throw r.error("invalid string constant of type " + type);
        }
        byte[] b = new byte[len];
        for (int i = 0; i < n; i++) b[i] = (byte) ops[at + i];
        return new ConstantString(at2, b);
      }
      default -> { // CST_CODE_DATA
        Type elem = type instanceof ArrayType a ? a.element() : type instanceof VectorType v ? v.element() : null;
        long length = type instanceof ArrayType a ? a.length() : type instanceof VectorType v ? v.length() : -1;
        if (elem == null || length != n) throw r.error("invalid DATA constant of type " + type);
        if (type instanceof ArrayType a && elem.isInteger(8)) {
          byte[] b = new byte[n];
          for (int i = 0; i < n; i++) b[i] = (byte) ops[at + i];
          return new ConstantString(a, b);
        }
        List<Constant> elems = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
          long v = ops[at + i];
          if (elem instanceof IntegerType it && it.bits() <= 64) elems.add(ConstantInt.get(it, v));
          else if (elem instanceof FloatType ft && ft.bits() <= 64) elems.add(ConstantFP.ofBits(ft, 0, v));
          else throw r.error("invalid DATA element type " + elem);
        }
        return new ConstantAggregate(type, elems);
      }
    }
  }

  /** LLVM's null value of a type: 0, 0.0, null, zeroinitializer or none. */
  static Constant nullOf(Type type, BitstreamReader r) {
    if (type instanceof IntegerType it) return ConstantInt.get(it, 0);
    if (type instanceof FloatType ft) return ConstantFP.ofBits(ft, 0, 0);
    if (type instanceof PointerType) return ConstantSimple.nullPtr(type);
    if (type.isToken()) return ConstantSimple.none(type);
    if (type instanceof StructType || type instanceof ArrayType || type instanceof VectorType) return ConstantSimple.zero(type);
    if (type == dev.hoist.ir.type.PrimitiveType.X86_MMX || type == dev.hoist.ir.type.PrimitiveType.X86_AMX) {
      return ConstantSimple.zero(type);
    }
    throw r.error("invalid null constant of type " + type);
  }

  private static Constant floatOf(FloatType ft, long[] ops, int at, int n, BitstreamReader r) {
    if (ft == FloatType.X86_FP80) {
      if (n < 2) throw r.error("invalid x86_fp80 constant");
      long significand = (ops[at] << 16) | (ops[at + 1] & 0xffff);
      return ConstantFP.ofBits(ft, ops[at] >>> 48, significand);
    }
    if (ft == FloatType.FP128 || ft == FloatType.PPC_FP128) {
      if (n < 2) throw r.error("invalid 128-bit float constant");
      return ConstantFP.ofBits(ft, ops[at + 1], ops[at]);
    }
    long mask = ft.bits() == 64 ? -1L : (1L << ft.bits()) - 1;
    return ConstantFP.ofBits(ft, 0, ops[at] & mask);
  }

  /** A constant with operands, made afresh. */
  static Constant build(int code, Type type, long[] ops, int at, int n, ValueSource vs, long pos) {
    switch (code) {
      case CST_CODE_AGGREGATE -> {
        int expected = type instanceof StructType s ? s.numElements()
            : type instanceof ArrayType a ? (int) Math.min(a.length(), Integer.MAX_VALUE)
            : type instanceof VectorType v ? v.length() : -1;
        if (expected != n) throw new BitcodeError("aggregate constant with " + n + " elements for " + type, pos);
        List<Constant> elems = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
          Type et = type instanceof StructType s ? s.element(i)
              : type instanceof ArrayType a ? a.element() : ((VectorType) type).element();
          elems.add(operand(vs, ops[at + i], et, pos));
        }
        return new ConstantAggregate(type, elems);
      }
      case CST_CODE_CE_BINOP -> {
        need(n, 3, pos);
        Opcode op = Codec.binaryOpcode(ops[at], type, pos);
        Constant a = operand(vs, ops[at + 1], type, pos);
        Constant b = operand(vs, ops[at + 2], type, pos);
        int flags = n > 3 ? Codec.binaryFlags(op, ops[at + 3]) : 0;
        return ConstantExpr.binary(op, flags, a, b);
      }
      case CST_CODE_CE_UNOP -> {
        need(n, 2, pos);
        if (ops[at] != UNOP_FNEG || !type.isFPOrFPVector()) throw new BitcodeError("invalid unary constant", pos);
        return ConstantExpr.unary(Opcode.FNEG, operand(vs, ops[at + 1], type, pos));
      }
      case CST_CODE_CE_CAST -> {
        need(n, 3, pos);
        Opcode op = Codec.castOpcode(ops[at], pos);
        Type from = vs.module().type(ops[at + 1], pos);
        Constant v = operand(vs, ops[at + 2], from, pos);
        if (!TypeRules.castIsValid(op, from, type)) throw new BitcodeError("invalid cast constant from " + from + " to " + type, pos);
        return ConstantExpr.cast(op, v, type);
      }
      case CST_CODE_CE_GEP, CST_CODE_CE_INBOUNDS_GEP, CST_CODE_CE_GEP_WITH_INRANGE_INDEX -> {
        return gep(code, ops, at, n, vs, pos);
      }
      case CST_CODE_CE_SELECT -> {
        need(n, 3, pos);
        Type condTy = type instanceof VectorType v ? VectorType.get(v.length(), IntegerType.I1, v.scalable()) : IntegerType.I1;
        Constant c = operand(vs, ops[at], condTy, pos);
        return ConstantExpr.other(Opcode.SELECT, type, List.of(c, operand(vs, ops[at + 1], type, pos),
            operand(vs, ops[at + 2], type, pos)));
      }
      case CST_CODE_CE_EXTRACTELT -> {
        need(n, 3, pos);
        if (!(vs.module().type(ops[at], pos) instanceof VectorType vt)) throw new BitcodeError("extractelement of a non-vector", pos);
        Constant v = operand(vs, ops[at + 1], vt, pos);
        Type idxTy = n >= 4 ? vs.module().type(ops[at + 2], pos) : IntegerType.I32;
        Constant idx = operand(vs, ops[at + (n >= 4 ? 3 : 2)], idxTy, pos);
        return ConstantExpr.other(Opcode.EXTRACTELEMENT, vt.element(), List.of(v, idx));
      }
      case CST_CODE_CE_INSERTELT -> {
        need(n, 3, pos);
        if (!(type instanceof VectorType vt)) throw new BitcodeError("insertelement of a non-vector", pos);
        Constant v = operand(vs, ops[at], vt, pos);
        Constant e = operand(vs, ops[at + 1], vt.element(), pos);
        Type idxTy = n >= 4 ? vs.module().type(ops[at + 2], pos) : IntegerType.I32;
        Constant idx = operand(vs, ops[at + (n >= 4 ? 3 : 2)], idxTy, pos);
        return ConstantExpr.other(Opcode.INSERTELEMENT, type, List.of(v, e, idx));
      }
      case CST_CODE_CE_SHUFFLEVEC, CST_CODE_CE_SHUFVEC_EX -> {
        int k = code == CST_CODE_CE_SHUFVEC_EX ? 1 : 0;
        need(n, 3 + k, pos);
        Type opTy = k == 1 ? vs.module().type(ops[at], pos) : type;
        if (!(opTy instanceof VectorType ovt) || !(type instanceof VectorType rvt)) {
          throw new BitcodeError("shufflevector of a non-vector", pos);
        }
        Constant a = operand(vs, ops[at + k], ovt, pos);
        Constant b = operand(vs, ops[at + k + 1], ovt, pos);
        Constant mask = operand(vs, ops[at + k + 2], VectorType.get(rvt.length(), IntegerType.I32, rvt.scalable()), pos);
        if (rvt.element() != ovt.element() || rvt.scalable() != ovt.scalable()) throw new BitcodeError("invalid shufflevector", pos);
        if (mask instanceof ConstantAggregate ma) {
          for (int i = 0; i < ma.numElements(); i++) {
            Constant e = ma.element(i);
            boolean undef = e instanceof ConstantSimple cs && cs.isUndefOrPoison();
            if (ovt.scalable() || e instanceof ConstantInt ci && ci.zextValue() >= 2L * ovt.length()
                || !(e instanceof ConstantInt) && !undef) {
              throw new BitcodeError("invalid shufflevector mask", pos);
            }
          }
        }
        return ConstantExpr.other(Opcode.SHUFFLEVECTOR, type, List.of(a, b, mask));
      }
      case CST_CODE_CE_CMP -> {
        need(n, 4, pos);
        Type opTy = vs.module().type(ops[at], pos);
        Constant a = operand(vs, ops[at + 1], opTy, pos);
        Constant b = operand(vs, ops[at + 2], opTy, pos);
        CmpPredicate p = Codec.predicate(ops[at + 3], opTy.isFPOrFPVector(), pos);
        Opcode op = opTy.isFPOrFPVector() ? Opcode.FCMP : Opcode.ICMP;
        return ConstantExpr.compare(op, p, CmpInst.resultType(opTy), a, b);
      }
      case CST_CODE_BLOCKADDRESS -> {
        need(n, 3, pos);
        Value fn = vs.value(ops[at + 1], null, pos);
        return vs.blockAddress(fn, ops[at + 2], pos);
      }
      case CST_CODE_DSO_LOCAL_EQUIVALENT, CST_CODE_NO_CFI_VALUE -> {
        need(n, 2, pos);
        Value g = vs.value(ops[at + 1], null, pos);
        if (!(g instanceof GlobalValue gv)) throw new BitcodeError("dso_local_equivalent/no_cfi of a non-global", pos);
        return new GlobalRefConstant(code == CST_CODE_NO_CFI_VALUE ? GlobalRefConstant.Kind.NO_CFI
            : GlobalRefConstant.Kind.DSO_LOCAL_EQUIVALENT, gv);
      }
      default -> throw new BitcodeError("unknown constant code " + code, pos);
    }
  }

  private static Constant gep(int code, long[] ops, int at, int n, ValueSource vs, long pos) {
    int k = 0;
    Type source = null;
    if (code == CST_CODE_CE_GEP_WITH_INRANGE_INDEX || n % 2 == 1) source = vs.module().type(ops[at + k++], pos);
    boolean inBounds = code == CST_CODE_CE_INBOUNDS_GEP;
    int inRange = -1;
    if (code == CST_CODE_CE_GEP_WITH_INRANGE_INDEX) {
      long f = ops[at + k++];
      inBounds = (f & 1) != 0;
      inRange = (int) (f >> 1);
    }
    List<Constant> elems = new ArrayList<>();
    while (k + 1 < n) {
      Type t = vs.module().type(ops[at + k], pos);
      elems.add(operand(vs, ops[at + k + 1], t, pos));
      k += 2;
    }
    if (k != n || elems.isEmpty()) throw new BitcodeError("invalid getelementptr constant", pos);
    Type base = elems.get(0).type();
    if (!(base.scalarType() instanceof PointerType bp)) throw new BitcodeError("getelementptr base is not a pointer", pos);
    if (source == null) {
      if (bp.isOpaque()) throw new BitcodeError("getelementptr on an opaque pointer needs a source element type", pos);
      source = bp.pointee();
    } else if (!bp.isOpaque() && bp.pointee() != source) {
      throw new BitcodeError("getelementptr's source element type is not the pointee type of its base", pos);
    }
    if (!source.isSized()) throw new BitcodeError("getelementptr into unsized type " + source, pos);
    List<Constant> idx = elems.subList(1, elems.size());
    for (Constant c : idx) if (!c.type().isIntOrIntVector()) throw new BitcodeError("getelementptr index is not an integer", pos);
    Type indexed = TypeRules.gepIndexedType(source, idx);
    if (indexed == null) throw new BitcodeError("invalid getelementptr indices", pos);
    if (inRange >= idx.size() && inRange >= 0) throw new BitcodeError("invalid inrange index", pos);
    return ConstantExpr.gep(TypeRules.gepResultType(base, indexed, idx), source, inBounds ? Flags.INBOUNDS : 0, inRange,
        elems);
  }

  private static Constant operand(ValueSource vs, long id, Type expected, long pos) {
    Value v = vs.value(id, expected, pos);
    if (!(v instanceof Constant c)) throw new BitcodeError("constant operand #" + id + " is not a constant", pos);
    if (expected != null && c.type() != expected) {
      throw new BitcodeError("constant operand of type " + c.type() + " where " + expected + " is expected", pos);
    }
    return c;
  }

  private static void need(int n, int k, long pos) {
    if (n < k) throw new BitcodeError("constant record with " + n + " operands, expected " + k, pos);
  }
}
