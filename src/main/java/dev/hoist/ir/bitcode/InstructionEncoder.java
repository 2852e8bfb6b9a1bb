package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.*;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes one instruction record as LLVM 14's writer does: operands as value ids relative to the
 * instruction's own ({@code 1} = the value just before), with the type after an operand not
 * written yet; memory accesses with their alignment, volatility, ordering and sync scope; calls
 * with attributes, calling convention, tail markers and fast-math flags, after their operand
 * bundles.
 */
final class InstructionEncoder {
  private InstructionEncoder() {}

  static void write(FunctionEncoder fe, BitstreamWriter w, Instruction i) {
    fe.n = 0;
    if (i instanceof LoadInst || i instanceof StoreInst) { // most of all, and last in the switch below
      int ca = MemoryEncoder.write(fe, i);
      w.record(ca & 0xffff, fe.ops, fe.n, ca >>> 16);
      return;
    }
    int abbrev = 0;
    int code;
    switch (i.opcode()) { // an enum switch: a pattern switch over the classes tests them one by one
      case ADD, FADD, SUB, FSUB, MUL, FMUL, UDIV, SDIV, FDIV, UREM, SREM, FREM, SHL, LSHR, ASHR, AND, OR, XOR -> {
        BinaryInst b = (BinaryInst) i;
        code = FUNC_CODE_INST_BINOP;
        boolean fwd = typed(fe, b.lhs());
        plain(fe, b.rhs());
        add(fe, Codec.encodeBinaryOpcode(b.opcode()));
        long flags = b.opcode().isFloatBinary() ? Codec.encodeFastMath(b.fastMathFlags()) : Codec.encodeBinaryFlags(b.opcode(), b.flags());
        if (flags != 0) add(fe, flags);
        if (!fwd) abbrev = flags != 0 ? WriterAbbrevs.INST_BINOP_FLAGS : WriterAbbrevs.INST_BINOP;
      }
      case FNEG -> {
        UnaryInst u = (UnaryInst) i;
        code = FUNC_CODE_INST_UNOP;
        boolean fwd = typed(fe, u.operand(0));
        add(fe, UNOP_FNEG);
        long flags = Codec.encodeFastMath(u.fastMathFlags());
        if (flags != 0) add(fe, flags);
        if (!fwd) abbrev = flags != 0 ? WriterAbbrevs.INST_UNOP_FLAGS : WriterAbbrevs.INST_UNOP;
      }
      case TRUNC, ZEXT, SEXT, FPTOUI, FPTOSI, UITOFP, SITOFP, FPTRUNC, FPEXT, PTRTOINT, INTTOPTR, BITCAST, ADDRSPACECAST -> {
        CastInst c = (CastInst) i;
        code = FUNC_CODE_INST_CAST;
        boolean fwd = typed(fe, c.source());
        add(fe, fe.typeId(c.type()));
        add(fe, Codec.encodeCastOpcode(c.opcode()));
        if (!fwd) abbrev = WriterAbbrevs.INST_CAST;
      }
      case GETELEMENTPTR -> {
        GepInst g = (GepInst) i;
        code = FUNC_CODE_INST_GEP;
        add(fe, g.isInBounds() ? 1 : 0);
        add(fe, fe.typeId(g.sourceElementType()));
        boolean fwd = false;
        for (int k = 0; k < g.numOperands(); k++) fwd |= typed(fe, g.operand(k));
        if (!fwd) abbrev = WriterAbbrevs.INST_GEP;
      }
      case EXTRACTVALUE -> {
        ExtractValueInst e = (ExtractValueInst) i;
        code = FUNC_CODE_INST_EXTRACTVAL;
        typed(fe, e.aggregate());
        for (int x : e.indices()) add(fe, x);
      }
      case INSERTVALUE -> {
        InsertValueInst e = (InsertValueInst) i;
        code = FUNC_CODE_INST_INSERTVAL;
        typed(fe, e.aggregate());
        typed(fe, e.element());
        for (int x : e.indices()) add(fe, x);
      }
      case SELECT -> {
        SelectInst s = (SelectInst) i;
        code = FUNC_CODE_INST_VSELECT;
        typed(fe, s.trueValue());
        plain(fe, s.falseValue());
        typed(fe, s.condition());
        long flags = Codec.encodeFastMath(s.fastMathFlags());
        if (flags != 0) add(fe, flags);
      }
      case EXTRACTELEMENT -> {
        ExtractElementInst e = (ExtractElementInst) i;
        code = FUNC_CODE_INST_EXTRACTELT;
        typed(fe, e.operand(0));
        typed(fe, e.operand(1));
      }
      case INSERTELEMENT -> {
        InsertElementInst e = (InsertElementInst) i;
        code = FUNC_CODE_INST_INSERTELT;
        typed(fe, e.operand(0));
        plain(fe, e.operand(1));
        typed(fe, e.operand(2));
      }
      case SHUFFLEVECTOR -> {
        ShuffleVectorInst s = (ShuffleVectorInst) i;
        code = FUNC_CODE_INST_SHUFFLEVEC;
        typed(fe, s.operand(0));
        plain(fe, s.operand(1));
        plain(fe, maskConstant(s));
      }
      case ICMP, FCMP -> {
        CmpInst c = (CmpInst) i;
        code = FUNC_CODE_INST_CMP2;
        typed(fe, c.lhs());
        plain(fe, c.rhs());
        add(fe, Codec.encodePredicate(c.predicate()));
        long flags = Codec.encodeFastMath(c.fastMathFlags());
        if (flags != 0) add(fe, flags);
      }
      case RET -> {
        RetInst r = (RetInst) i;
        code = FUNC_CODE_INST_RET;
        if (r.returnValue() == null) {
          abbrev = WriterAbbrevs.INST_RET_VOID;
        } else if (!typed(fe, r.returnValue())) {
          abbrev = WriterAbbrevs.INST_RET_VAL;
        }
      }
      case BR -> {
        BrInst b = (BrInst) i;
        code = FUNC_CODE_INST_BR;
        add(fe, fe.blockIndex(b.successor(0)));
        if (b.isConditional()) {
          add(fe, fe.blockIndex(b.successor(1)));
          plain(fe, b.condition());
        }
      }
      case SWITCH -> {
        SwitchInst s = (SwitchInst) i;
        code = FUNC_CODE_INST_SWITCH;
        add(fe, fe.typeId(s.condition().type()));
        plain(fe, s.condition());
        add(fe, fe.blockIndex(s.defaultDest()));
        for (int k = 0; k < s.numCases(); k++) {
          add(fe, fe.valueId(s.caseValue(k)));
          add(fe, fe.blockIndex(s.caseDest(k)));
        }
      }
      case INDIRECTBR -> {
        IndirectBrInst ib = (IndirectBrInst) i;
        code = FUNC_CODE_INST_INDIRECTBR;
        add(fe, fe.typeId(ib.address().type()));
        plain(fe, ib.address());
        for (int k = 0; k < ib.numDestinations(); k++) add(fe, fe.blockIndex(ib.destination(k)));
      }
      case UNREACHABLE -> {
        code = FUNC_CODE_INST_UNREACHABLE;
        abbrev = WriterAbbrevs.INST_UNREACHABLE;
      }
      case RESUME -> {
        code = FUNC_CODE_INST_RESUME;
        typed(fe, i.operand(0));
      }
      case PHI -> {
        PhiInst p = (PhiInst) i;
        code = FUNC_CODE_INST_PHI;
        add(fe, fe.typeId(p.type()));
        for (int k = 0; k < p.numIncoming(); k++) {
          add(fe, Codec.encodeSigned((long) fe.instId - fe.valueId(p.incomingValue(k))));
          add(fe, fe.blockIndex(p.incomingBlock(k)));
        }
        long flags = Codec.encodeFastMath(p.fastMathFlags());
        if (flags != 0) add(fe, flags);
      }
      case LANDINGPAD -> {
        LandingPadInst lp = (LandingPadInst) i;
        code = FUNC_CODE_INST_LANDINGPAD;
        add(fe, fe.typeId(lp.type()));
        add(fe, lp.isCleanup() ? 1 : 0);
        add(fe, lp.numClauses());
        for (int k = 0; k < lp.numClauses(); k++) {
          add(fe, lp.isFilter(k) ? 1 : 0);
          typed(fe, lp.clause(k));
        }
      }
      case CLEANUPRET -> {
        CleanupRetInst cr = (CleanupRetInst) i;
        code = FUNC_CODE_INST_CLEANUPRET;
        plain(fe, cr.cleanupPad());
        if (cr.unwindDest() != null) add(fe, fe.blockIndex(cr.unwindDest()));
      }
      case CATCHRET -> {
        CatchRetInst cr = (CatchRetInst) i;
        code = FUNC_CODE_INST_CATCHRET;
        plain(fe, cr.catchPad());
        add(fe, fe.blockIndex(cr.successor()));
      }
      case CATCHSWITCH -> {
        CatchSwitchInst cs = (CatchSwitchInst) i;
        code = FUNC_CODE_INST_CATCHSWITCH;
        plain(fe, cs.parentPad());
        add(fe, cs.numHandlers());
        for (int k = 0; k < cs.numHandlers(); k++) add(fe, fe.blockIndex(cs.handler(k)));
        if (cs.unwindDest() != null) add(fe, fe.blockIndex(cs.unwindDest()));
      }
      case CLEANUPPAD, CATCHPAD -> {
        FuncletPadInst fp = (FuncletPadInst) i;
        code = fp.opcode() == Opcode.CATCHPAD ? FUNC_CODE_INST_CATCHPAD : FUNC_CODE_INST_CLEANUPPAD;
        plain(fe, fp.parentPad());
        add(fe, fp.numArgs());
        for (int k = 0; k < fp.numArgs(); k++) typed(fe, fp.arg(k));
      }
      case VAARG -> {
        VAArgInst va = (VAArgInst) i;
        code = FUNC_CODE_INST_VAARG;
        add(fe, fe.typeId(va.list().type()));
        plain(fe, va.list());
        add(fe, fe.typeId(va.type()));
      }
      case FREEZE -> {
        FreezeInst fz = (FreezeInst) i;
        code = FUNC_CODE_INST_FREEZE;
        typed(fe, fz.operand(0));
      }
      case CALL, INVOKE, CALLBR -> {
        CallBase c = (CallBase) i;
        bundles(fe, w, c);
        code = CallEncoder.write(fe, c);
      }
      default -> {
        int ca = MemoryEncoder.write(fe, i);
        code = ca & 0xffff;
        abbrev = ca >>> 16;
      }
    }
    w.record(code, fe.ops, fe.n, abbrev);
  }

  /** OPERAND_BUNDLE records for {@code c}'s bundles, before its own record. */
  private static void bundles(FunctionEncoder fe, BitstreamWriter w, CallBase c) {
    for (int b = 0; b < c.bundles().size(); b++) {
      fe.n = 0;
      add(fe, fe.mn.bundleTags.get(c.bundles().get(b).tag()));
      for (Value v : c.bundleOperands(b)) typed(fe, v);
      w.record(FUNC_CODE_OPERAND_BUNDLE, fe.ops, fe.n, 0);
    }
    fe.n = 0;
  }

  /** The shuffle mask as the constant vector bitcode writes ({@code -1} lanes undef). */
  static Constant maskConstant(ShuffleVectorInst s) {
    int[] m = s.mask();
    boolean scalable = ((VectorType) s.type()).scalable();
    VectorType t = VectorType.get(m.length, IntegerType.I32, scalable);
    boolean zero = true;
    boolean undef = true;
    for (int x : m) {
      zero &= x == 0;
      undef &= x < 0;
    }
    if (zero) return ConstantSimple.zero(t);
    if (undef) return ConstantSimple.undef(t);
    List<Constant> elems = new ArrayList<>(m.length);
    for (int x : m) elems.add(x < 0 ? ConstantSimple.undef(IntegerType.I32) : ConstantInt.get(IntegerType.I32, x));
    return new ConstantAggregate(t, elems);
  }

  // ---- operands ------------------------------------------------------------------------------

  static void add(FunctionEncoder fe, long v) {
    if (fe.n == fe.ops.length) fe.ops = java.util.Arrays.copyOf(fe.ops, fe.n * 2);
    fe.ops[fe.n++] = v;
  }

  /** A value relative to the instruction (LLVM's pushValue); a metadata operand by its metadata id. */
  static void plain(FunctionEncoder fe, Value v) {
    int id = v instanceof MetadataAsValue mv ? fe.metadataId(mv) : fe.valueId(v);
    add(fe, (fe.instId - id) & 0xffffffffL);
  }

  /** A value and, when not written yet, its type (LLVM's pushValueAndType); true when it was. */
  static boolean typed(FunctionEncoder fe, Value v) {
    int id = v instanceof MetadataAsValue mv ? fe.metadataId(mv) : fe.valueId(v);
    add(fe, (fe.instId - id) & 0xffffffffL);
    if (id >= fe.instId && !(v instanceof MetadataAsValue)) {
      add(fe, fe.typeId(v.type()));
      return true;
    }
    return false;
  }
}
