package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.*;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.PrimitiveType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns one instruction record of a function block into an instruction, as LLVM 14's
 * BitcodeReader::parseFunctionBody does. Operands are relative value ids ({@code 3} = three values
 * back); one not read yet carries its type after it, and becomes a {@link Placeholder}.
 */
final class InstructionDecoder {
  private InstructionDecoder() {}

  static Instruction decode(FunctionReader fr, int code, long[] ops, int n) {
    switch (code) {
      case FUNC_CODE_INST_BINOP -> {
        Value a = typedValue(fr, ops, n);
        Value b = value(fr, ops, n, a.type());
        Opcode op = Codec.binaryOpcode(op(fr, ops, n), a.type(), fr.pos);
        BinaryInst i = new BinaryInst(op, a, b);
        if (fr.slot < n) {
          long w = ops[fr.slot];
          i.setFlags(op.isFloatBinary() ? Codec.fastMath(w) : Codec.binaryFlags(op, w));
        }
        return i;
      }
      case FUNC_CODE_INST_UNOP -> {
        Value a = typedValue(fr, ops, n);
        if (op(fr, ops, n) != UNOP_FNEG || !a.type().isFPOrFPVector()) throw fr.r.error("invalid unary operator");
        UnaryInst i = new UnaryInst(Opcode.FNEG, a);
        if (fr.slot < n) i.setFlags(Codec.fastMath(ops[fr.slot]));
        return i;
      }
      case FUNC_CODE_INST_CAST -> {
        Value v = typedValue(fr, ops, n);
        Type to = fr.type(op(fr, ops, n));
        Opcode op = Codec.castOpcode(op(fr, ops, n), fr.pos);
        if (!TypeRules.castIsValid(op, v.type(), to)) throw fr.r.error("invalid cast from " + v.type() + " to " + to);
        return new CastInst(op, v, to);
      }
      case FUNC_CODE_INST_GEP, FUNC_CODE_INST_GEP_OLD, FUNC_CODE_INST_INBOUNDS_GEP_OLD -> {
        boolean inBounds;
        Type source = null;
        if (code == FUNC_CODE_INST_GEP) {
          inBounds = op(fr, ops, n) != 0;
          source = fr.type(op(fr, ops, n));
        } else {
          inBounds = code == FUNC_CODE_INST_INBOUNDS_GEP_OLD;
        }
        Value base = typedValue(fr, ops, n);
        List<Value> idx = new ArrayList<>();
        while (fr.slot < n) idx.add(typedValue(fr, ops, n));
        if (!(base.type().scalarType() instanceof PointerType bp)) throw fr.r.error("getelementptr base is not a pointer");
        if (source == null) {
          if (bp.isOpaque()) throw fr.r.error("getelementptr without a source element type");
          source = bp.pointee();
        } else if (!bp.isOpaque() && bp.pointee() != source) {
          throw fr.r.error("getelementptr's source element type is not the pointee type of its base");
        }
        if (!source.isSized()) throw fr.r.error("getelementptr into unsized type " + source);
        for (Value v : idx) if (!v.type().isIntOrIntVector()) throw fr.r.error("getelementptr index is not an integer");
        Type indexed = TypeRules.gepIndexedType(source, idx);
        if (indexed == null) throw fr.r.error("invalid getelementptr indices");
        GepInst g = new GepInst(source, TypeRules.gepResultType(base.type(), indexed, idx), base, idx);
        if (inBounds) g.setFlags(Flags.INBOUNDS);
        return g;
      }
      case FUNC_CODE_INST_EXTRACTVAL -> {
        Value agg = typedValue(fr, ops, n);
        int[] idx = indices(fr, ops, n);
        Type t = TypeRules.aggregateIndexedType(agg.type(), idx);
        if (t == null) throw fr.r.error("invalid extractvalue indices");
        return new ExtractValueInst(agg, idx, t);
      }
      case FUNC_CODE_INST_INSERTVAL -> {
        Value agg = typedValue(fr, ops, n);
        Value v = typedValue(fr, ops, n);
        int[] idx = indices(fr, ops, n);
        if (TypeRules.aggregateIndexedType(agg.type(), idx) != v.type()) throw fr.r.error("invalid insertvalue indices");
        return new InsertValueInst(agg, v, idx);
      }
      case FUNC_CODE_INST_SELECT -> {
        Value t = typedValue(fr, ops, n);
        Value fv = value(fr, ops, n, t.type());
        Value c = value(fr, ops, n, IntegerType.I1);
        return new SelectInst(c, t, fv);
      }
      case FUNC_CODE_INST_VSELECT -> {
        Value t = typedValue(fr, ops, n);
        Value fv = value(fr, ops, n, t.type());
        Value c = typedValue(fr, ops, n);
        boolean shapes = !(c.type() instanceof VectorType cv)
            || t.type() instanceof VectorType tv && tv.length() == cv.length() && tv.scalable() == cv.scalable();
        if (!c.type().scalarType().isInteger(1) || fv.type() != t.type() || !shapes || t.type().isToken()) {
          throw fr.r.error("invalid select");
        }
        SelectInst s = new SelectInst(c, t, fv);
        if (fr.slot < n) s.setFlags(Codec.fastMath(ops[fr.slot]));
        return s;
      }
      case FUNC_CODE_INST_EXTRACTELT -> {
        Value v = typedValue(fr, ops, n);
        Value i = typedValue(fr, ops, n);
        if (!(v.type() instanceof VectorType) || !i.type().isInteger()) throw fr.r.error("invalid extractelement");
        return new ExtractElementInst(v, i);
      }
      case FUNC_CODE_INST_INSERTELT -> {
        Value v = typedValue(fr, ops, n);
        if (!(v.type() instanceof VectorType vt)) throw fr.r.error("invalid insertelement");
        Value e = value(fr, ops, n, vt.element());
        Value i = typedValue(fr, ops, n);
        if (!i.type().isInteger()) throw fr.r.error("invalid insertelement index");
        return new InsertElementInst(v, e, i);
      }
      case FUNC_CODE_INST_SHUFFLEVEC -> {
        Value a = typedValue(fr, ops, n);
        Value b = value(fr, ops, n, a.type());
        Value mask = typedValue(fr, ops, n);
        if (!(a.type() instanceof VectorType vt) || !(mask.type() instanceof VectorType mt)
            || !mt.element().isInteger(32) || mt.scalable() != vt.scalable()) {
          throw fr.r.error("invalid shufflevector");
        }
        return new ShuffleVectorInst(a, b, mask(fr, mask, mt.length(), vt), VectorType.get(mt.length(), vt.element(), vt.scalable()));
      }
      case FUNC_CODE_INST_CMP, FUNC_CODE_INST_CMP2 -> {
        Value a = typedValue(fr, ops, n);
        Value b = value(fr, ops, n, a.type());
        boolean fp = a.type().isFPOrFPVector();
        CmpPredicate p = Codec.predicate(op(fr, ops, n), fp, fr.pos);
        CmpInst c = new CmpInst(fp ? Opcode.FCMP : Opcode.ICMP, p, a, b);
        if (fp && fr.slot < n) c.setFlags(Codec.fastMath(ops[fr.slot]));
        return c;
      }
      case FUNC_CODE_INST_RET -> {
        if (n == 0) return new RetInst(null);
        return new RetInst(typedValue(fr, ops, n));
      }
      case FUNC_CODE_INST_BR -> {
        if (n != 1 && n != 3) throw fr.r.error("invalid br record");
        BasicBlock t = fr.block(ops[0]);
        if (n == 1) return new BrInst(t);
        BasicBlock fb = fr.block(ops[1]);
        fr.slot = 2;
        return new BrInst(value(fr, ops, n, IntegerType.I1), t, fb);
      }
      case FUNC_CODE_INST_SWITCH -> {
        if (n < 3 || (n - 3) % 2 != 0) throw fr.r.error("invalid switch record");
        Type t = fr.type(ops[0]);
        if (!(t instanceof IntegerType)) throw fr.r.error("switch on a non-integer");
        fr.slot = 1;
        Value cond = value(fr, ops, n, t);
        SwitchInst s = new SwitchInst(cond, fr.block(ops[2]));
        for (int k = 3; k < n; k += 2) {
          Value v = fr.value(ops[k], t, fr.pos);
          if (!(v instanceof ConstantInt ci) || ci.type() != t) throw fr.r.error("switch case is not an integer constant");
          s.addCase(ci, fr.block(ops[k + 1]));
        }
        return s;
      }
      case FUNC_CODE_INST_INDIRECTBR -> {
        if (n < 2) throw fr.r.error("invalid indirectbr record");
        Type t = fr.type(ops[0]);
        fr.slot = 1;
        IndirectBrInst i = new IndirectBrInst(value(fr, ops, n, t));
        for (int k = 2; k < n; k++) i.addDestination(fr.block(ops[k]));
        return i;
      }
      case FUNC_CODE_INST_UNREACHABLE -> {
        return new UnreachableInst();
      }
      case FUNC_CODE_INST_RESUME -> {
        return new ResumeInst(typedValue(fr, ops, n));
      }
      case FUNC_CODE_INST_PHI -> {
        return phi(fr, ops, n);
      }
      case FUNC_CODE_INST_ALLOCA -> {
        return MemoryDecoder.alloca(fr, ops, n);
      }
      case FUNC_CODE_INST_LOAD, FUNC_CODE_INST_LOADATOMIC -> {
        return MemoryDecoder.load(fr, ops, n, code == FUNC_CODE_INST_LOADATOMIC);
      }
      case FUNC_CODE_INST_STORE, FUNC_CODE_INST_STOREATOMIC, FUNC_CODE_INST_STORE_OLD, FUNC_CODE_INST_STOREATOMIC_OLD -> {
        return MemoryDecoder.store(fr, ops, n, code);
      }
      case FUNC_CODE_INST_CMPXCHG, FUNC_CODE_INST_CMPXCHG_OLD -> {
        return MemoryDecoder.cmpxchg(fr, ops, n, code == FUNC_CODE_INST_CMPXCHG_OLD);
      }
      case FUNC_CODE_INST_ATOMICRMW, FUNC_CODE_INST_ATOMICRMW_OLD -> {
        return MemoryDecoder.atomicrmw(fr, ops, n, code == FUNC_CODE_INST_ATOMICRMW_OLD);
      }
      case FUNC_CODE_INST_FENCE -> {
        if (n != 2) throw fr.r.error("invalid fence record");
        return new FenceInst(Codec.ordering(ops[0], fr.pos), MemoryDecoder.syncScope(fr, ops[1]));
      }
      case FUNC_CODE_INST_VAARG -> {
        if (n < 3) throw fr.r.error("invalid va_arg record");
        Type lt = fr.type(ops[0]);
        fr.slot = 1;
        Value list = value(fr, ops, n, lt);
        return new VAArgInst(list, fr.type(ops[2]));
      }
      case FUNC_CODE_INST_FREEZE -> {
        return new FreezeInst(typedValue(fr, ops, n));
      }
      case FUNC_CODE_INST_LANDINGPAD -> {
        Type t = fr.type(op(fr, ops, n));
        boolean cleanup = op(fr, ops, n) != 0;
        long clauses = op(fr, ops, n);
        LandingPadInst lp = new LandingPadInst(t, cleanup);
        for (long k = 0; k < clauses; k++) {
          boolean filter = op(fr, ops, n) != 0;
          Value v = typedValue(fr, ops, n);
          if (!(v instanceof Constant c)) throw fr.r.error("landingpad clause is not a constant");
          if (filter != v.type() instanceof dev.hoist.ir.type.ArrayType) {
            throw fr.r.error(filter ? "a landingpad's filter clause must be an array" : "a landingpad's catch clause cannot be an array");
          }
          lp.addClause(filter, c);
        }
        return lp;
      }
      case FUNC_CODE_INST_CALL, FUNC_CODE_INST_INVOKE, FUNC_CODE_INST_CALLBR -> {
        return CallDecoder.decode(fr, code, ops, n);
      }
      case FUNC_CODE_INST_CLEANUPRET -> {
        if (n != 1 && n != 2) throw fr.r.error("invalid cleanupret record");
        Value pad = value(fr, ops, n, PrimitiveType.TOKEN);
        return new CleanupRetInst(pad, n == 2 ? fr.block(ops[1]) : null);
      }
      case FUNC_CODE_INST_CATCHRET -> {
        if (n != 2) throw fr.r.error("invalid catchret record");
        Value pad = value(fr, ops, n, PrimitiveType.TOKEN);
        return new CatchRetInst(pad, fr.block(ops[1]));
      }
      case FUNC_CODE_INST_CATCHSWITCH -> {
        Value parent = value(fr, ops, n, PrimitiveType.TOKEN);
        long handlers = op(fr, ops, n);
        if (handlers < 1 || fr.slot + handlers > n) throw fr.r.error("invalid catchswitch record");
        List<BasicBlock> hs = new ArrayList<>();
        for (long k = 0; k < handlers; k++) hs.add(fr.block(op(fr, ops, n)));
        BasicBlock unwind = fr.slot + 1 == n ? fr.block(op(fr, ops, n)) : null;
        if (fr.slot != n) throw fr.r.error("invalid catchswitch record");
        CatchSwitchInst cs = new CatchSwitchInst(parent, unwind);
        for (BasicBlock b : hs) cs.addHandler(b);
        return cs;
      }
      case FUNC_CODE_INST_CATCHPAD, FUNC_CODE_INST_CLEANUPPAD -> {
        Value parent = value(fr, ops, n, PrimitiveType.TOKEN);
        long count = op(fr, ops, n);
        List<Value> args = new ArrayList<>();
        for (long k = 0; k < count; k++) args.add(typedValue(fr, ops, n));
        if (fr.slot != n) throw fr.r.error("invalid funclet pad record");
        return new FuncletPadInst(code == FUNC_CODE_INST_CATCHPAD ? Opcode.CATCHPAD : Opcode.CLEANUPPAD, parent, args);
      }
      default -> throw fr.r.error("unknown instruction code " + code);
    }
  }

  private static Instruction phi(FunctionReader fr, long[] ops, int n) {
    if (n < 1) throw fr.r.error("invalid phi record");
    Type t = fr.type(ops[0]);
    if (!t.isFirstClass() || t.isVoid()) throw fr.r.error("invalid phi type " + t);
    int args = (n - 1) / 2;
    PhiInst p = new PhiInst(t);
    for (int k = 0; k < args; k++) {
      long raw = ops[1 + 2 * k];
      long rel = Codec.decodeSigned(raw);
      long id = fr.relativeIds ? (fr.nextValueNo - rel) & 0xffffffffL : rel & 0xffffffffL;
      p.addIncoming(fr.value(id, t, fr.pos), fr.block(ops[2 + 2 * k]));
    }
    if ((n - 1) % 2 == 1) {
      if (!t.isFPOrFPVector()) throw fr.r.error("fast-math flags on a non-floating-point phi");
      p.setFlags(Codec.fastMath(ops[n - 1]));
    }
    return p;
  }

  private static int[] indices(FunctionReader fr, long[] ops, int n) {
    int[] idx = new int[n - fr.slot];
    if (idx.length == 0) throw fr.r.error("aggregate instruction without indices");
    for (int k = 0; k < idx.length; k++) {
      long v = ops[fr.slot++];
      if (v < 0 || v > Integer.MAX_VALUE) throw fr.r.error("invalid aggregate index " + v);
      idx[k] = (int) v;
    }
    return idx;
  }

  /** A shufflevector mask from its constant: lane numbers, -1 for undef lanes. */
  private static int[] mask(FunctionReader fr, Value c, int length, VectorType source) {
    int[] m = new int[length];
    if (c instanceof ConstantSimple s && (s.kind() == ConstantSimple.Kind.ZERO || s.isUndefOrPoison())) {
      if (s.isUndefOrPoison()) java.util.Arrays.fill(m, -1);
      return m;
    }
    if (!(c instanceof ConstantAggregate a) || a.numElements() != length || source.scalable()) {
      throw fr.r.error("invalid shufflevector mask");
    }
    for (int i = 0; i < length; i++) {
      Constant e = a.element(i);
      if (e instanceof ConstantInt ci) {
        if (ci.zextValue() >= 2L * source.length()) throw fr.r.error("shufflevector mask element " + ci.zextValue() + " out of range");
        m[i] = (int) ci.zextValue();
      }
      else if (e instanceof ConstantSimple s && s.isUndefOrPoison()) m[i] = -1;
      else throw fr.r.error("invalid shufflevector mask element");
    }
    return m;
  }

  // ---- operands ------------------------------------------------------------------------------

  static long op(FunctionReader fr, long[] ops, int n) {
    if (fr.slot >= n) throw new BitcodeError("record is missing operand " + fr.slot, fr.pos);
    return ops[fr.slot++];
  }

  /** A value and, when it is not read yet, its type (LLVM's getValueTypePair). */
  static Value typedValue(FunctionReader fr, long[] ops, int n) {
    long raw = op(fr, ops, n);
    long id = fr.relativeIds ? (fr.nextValueNo - raw) & 0xffffffffL : raw & 0xffffffffL;
    if (id < fr.nextValueNo) return fr.value(id, null, fr.pos);
    Type t = fr.type(op(fr, ops, n));
    return fr.value(id, t, fr.pos);
  }

  /** A value of known type (LLVM's getValue); metadata-typed operands are metadata ids. */
  static Value value(FunctionReader fr, long[] ops, int n, Type t) {
    long raw = op(fr, ops, n);
    long id = fr.relativeIds ? (fr.nextValueNo - raw) & 0xffffffffL : raw & 0xffffffffL;
    if (t.isMetadata()) return fr.metadataValue(id);
    Value v = fr.value(id, t, fr.pos);
    if (v.type() != t) throw fr.r.error("operand of type " + v.type() + " where " + t + " is expected");
    return v;
  }

  /** LLVM's name of an instruction record code, for messages. */
  static String name(int code) {
    return switch (code) {
      case FUNC_CODE_INST_BINOP -> "INST_BINOP";
      case FUNC_CODE_INST_CAST -> "INST_CAST";
      case FUNC_CODE_INST_GEP -> "INST_GEP";
      case FUNC_CODE_INST_CALL -> "INST_CALL";
      case FUNC_CODE_INST_INVOKE -> "INST_INVOKE";
      case FUNC_CODE_INST_LOAD -> "INST_LOAD";
      case FUNC_CODE_INST_STORE -> "INST_STORE";
      case FUNC_CODE_INST_PHI -> "INST_PHI";
      case FUNC_CODE_INST_BR -> "INST_BR";
      case FUNC_CODE_INST_CMP2 -> "INST_CMP2";
      case FUNC_CODE_INST_ALLOCA -> "INST_ALLOCA";
      default -> "instruction code " + code;
    };
  }

  /** The function type a call names, checked against its callee. */
  static FunctionType calleeType(FunctionReader fr, Type t) {
    if (!(t instanceof FunctionType ft)) throw fr.r.error("call type " + t + " is not a function type");
    return ft;
  }
}
