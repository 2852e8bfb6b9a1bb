package dev.hoist.ir.parse;

import dev.hoist.ir.*;
import dev.hoist.ir.Module;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.List;

/** Parses one instruction (without its result name and trailing metadata attachments). */
abstract class InstructionParser extends ValueParser {
  InstructionParser(byte[] source, Module module, Boolean opaquePointers) {
    super(source, module, opaquePointers);
  }

  /** Whether a ", !kind !md" attachment follows (so a ',' is not the instruction's own). */
  final boolean attachmentFollows() {
    return tok == Tok.COMMA && lex.nextByteIs('!');
  }

  final Instruction parseInstruction() {
    if (tok != Tok.KEYWORD) throw expected("instruction opcode");
    Kw k = lex.kw;
    long pos = lex.tokPos;
    switch (k) {
      case TAIL, MUSTTAIL, NOTAIL -> {
        next();
        if (!isKw(Kw.CALL)) throw expected("'call' after " + k.text);
        return parseCall(k == Kw.TAIL ? CallInst.TailKind.TAIL
            : k == Kw.MUSTTAIL ? CallInst.TailKind.MUSTTAIL : CallInst.TailKind.NOTAIL);
      }
      case CALL -> {
        return parseCall(CallInst.TailKind.NONE);
      }
      default -> {}
    }
    Opcode op = ParseTables.opcodeOf(k);
    if (op == null) throw expected("instruction opcode");
    next();
    if (op.isBinary()) return parseBinary(op, pos);
    if (op.isCast()) return parseCast(op, pos);
    return switch (op) {
      case RET -> parseRet();
      case BR -> parseBr(pos);
      case SWITCH -> parseSwitch(pos);
      case INDIRECTBR -> parseIndirectBr(pos);
      case INVOKE -> parseInvoke();
      case CALLBR -> parseCallBr();
      case RESUME -> new ResumeInst(parseTypedValue());
      case UNREACHABLE -> new UnreachableInst();
      case CLEANUPRET -> parseCleanupRet();
      case CATCHRET -> parseCatchRet();
      case CATCHSWITCH -> parseCatchSwitch();
      case CATCHPAD, CLEANUPPAD -> parseFuncletPad(op);
      case FNEG -> parseFNeg(pos);
      case ICMP, FCMP -> parseCompare(op, pos);
      case PHI -> parsePhi(pos);
      case SELECT -> parseSelect(pos);
      case FREEZE -> new FreezeInst(parseTypedValue());
      case VAARG -> parseVAArg();
      case LANDINGPAD -> parseLandingPad();
      case ALLOCA -> parseAlloca(pos);
      case LOAD -> parseLoad(pos);
      case STORE -> parseStore(pos);
      case FENCE -> parseFence();
      case CMPXCHG -> parseCmpXchg(pos);
      case ATOMICRMW -> parseAtomicRmw(pos);
      case GETELEMENTPTR -> parseGep(pos);
      case EXTRACTELEMENT -> parseExtractElement(pos);
      case INSERTELEMENT -> parseInsertElement(pos);
      case SHUFFLEVECTOR -> parseShuffle(pos);
      case EXTRACTVALUE -> parseExtractValue(pos);
      case INSERTVALUE -> parseInsertValue(pos);
      default -> throw error(pos, "unexpected instruction " + op.text());
    };
  }

  // ---- arithmetic ------------------------------------------------------------------------------

  private Instruction parseBinary(Opcode op, long pos) {
    int flags = op.isFloatBinary() ? ParseTables.parseFastMathFlags(this) : ParseTables.parseWrapFlags(this, op);
    Type t = parseType(false);
    ParseTables.checkBinaryOperandType(this, op, t, pos);
    Value a = parseValue(t);
    expect(Tok.COMMA, "',' in arithmetic operation");
    Value b = parseValue(t);
    return new BinaryInst(op, flags, a, b);
  }

  private Instruction parseFNeg(long pos) {
    int fmf = ParseTables.parseFastMathFlags(this);
    Value v = parseTypedValue();
    if (!v.type().isFPOrFPVector()) throw error(pos, "invalid operand type for instruction");
    UnaryInst u = new UnaryInst(Opcode.FNEG, v);
    u.setFlags(fmf);
    return u;
  }

  private Instruction parseCast(Opcode op, long pos) {
    Value v = parseTypedValue();
    expectKw(Kw.TO);
    Type to = parseType(false);
    if (!TypeRules.castIsValid(op, v.type(), to)) {
      throw error(pos, "invalid cast opcode for cast from '" + v.type() + "' to '" + to + "'");
    }
    return new CastInst(op, v, to);
  }

  private Instruction parseCompare(Opcode op, long pos) {
    int fmf = op == Opcode.FCMP ? ParseTables.parseFastMathFlags(this) : 0;
    CmpPredicate p = ParseTables.parseCmpPredicate(this, op);
    Type t = parseType(false);
    Value a = parseValue(t);
    expect(Tok.COMMA, "',' after compare value");
    Value b = parseValue(t);
    if (op == Opcode.ICMP ? !(t.isIntOrIntVector() || t.isPtrOrPtrVector()) : !t.isFPOrFPVector()) {
      throw error(pos, op == Opcode.ICMP ? "icmp requires integer operands" : "fcmp requires floating point operands");
    }
    CmpInst c = new CmpInst(op, p, a, b);
    c.setFlags(fmf);
    return c;
  }

  private Instruction parseSelect(long pos) {
    int fmf = ParseTables.parseFastMathFlags(this);
    Value c = parseTypedValue();
    expect(Tok.COMMA, "',' after select condition");
    Value t = parseTypedValue();
    expect(Tok.COMMA, "',' after select value");
    Value f = parseTypedValue();
    if (t.type() != f.type()) throw error(pos, "select values must have same type");
    Type ct = c.type();
    boolean ok = ct.isInteger(1) || (ct instanceof VectorType cv && cv.element().isInteger(1)
        && t.type() instanceof VectorType tv && tv.length() == cv.length());
    if (!ok) throw error(pos, "select condition must be i1 or <n x i1>");
    SelectInst s = new SelectInst(c, t, f);
    s.setFlags(fmf);
    return s;
  }

  private Instruction parsePhi(long pos) {
    int fmf = ParseTables.parseFastMathFlags(this);
    Type t = parseType(false);
    if (!t.isFirstClass() || t.isLabel()) throw error(pos, "phi node must have first class type");
    PhiInst phi = new PhiInst(t);
    phi.setFlags(fmf);
    do {
      expect(Tok.LSQUARE, "'[' in phi value list");
      Value v = parseValue(t);
      expect(Tok.COMMA, "',' after insertelement value");
      Value b = parseValue(dev.hoist.ir.type.PrimitiveType.LABEL);
      expect(Tok.RSQUARE, "']' in phi value list");
      phi.addIncoming(v, (BasicBlock) b);
    } while (tok == Tok.COMMA && !lex.nextByteIs('!') && eat(Tok.COMMA));
    return phi;
  }

  // ---- terminators -----------------------------------------------------------------------------

  private Instruction parseRet() {
    long pos = lex.tokPos;
    Type t = parseType(true);
    Type want = scope.function.functionType().returnType();
    if (t.isVoid()) {
      if (!want.isVoid()) throw error(pos, "value doesn't match function result type '" + want + "'");
      return new RetInst(null);
    }
    Value v = parseValue(t);
    if (t != want) throw error(pos, "value doesn't match function result type '" + want + "'");
    return new RetInst(v);
  }

  private BasicBlock parseLabelOperand() {
    long pos = lex.tokPos;
    Type t = parseType(false);
    if (!t.isLabel()) throw error(pos, "expected a basic block");
    return (BasicBlock) parseValue(t);
  }

  private Instruction parseBr(long pos) {
    Type t = parseType(false);
    Value v = parseValue(t);
    if (t.isLabel()) return new BrInst((BasicBlock) v);
    if (!t.isInteger(1)) throw error(pos, "branch condition must have 'i1' type");
    expect(Tok.COMMA, "',' after branch condition");
    BasicBlock a = parseLabelOperand();
    expect(Tok.COMMA, "',' after true destination");
    BasicBlock b = parseLabelOperand();
    return new BrInst(v, a, b);
  }

  private Instruction parseSwitch(long pos) {
    Value cond = parseTypedValue();
    if (!cond.type().isInteger()) throw error(pos, "switch condition must have integer type");
    expect(Tok.COMMA, "',' after switch condition");
    BasicBlock def = parseLabelOperand();
    expect(Tok.LSQUARE, "'[' with switch table");
    SwitchInst sw = new SwitchInst(cond, def);
    List<ConstantInt> seen = new ArrayList<>();
    while (tok != Tok.RSQUARE) {
      long cpos = lex.tokPos;
      Value c = parseTypedValue();
      if (c instanceof dev.hoist.ir.constant.ConstantExpr ce) c = dev.hoist.ir.constant.ConstantFolder.fold(ce);
      if (!(c instanceof ConstantInt ci)) throw error(cpos, "case value is not a constant integer");
      if (ci.type() != cond.type()) throw error(cpos, "case value type doesn't match switch condition");
      for (ConstantInt s : seen) if (s.bigValue().equals(ci.bigValue())) throw error(cpos, "duplicate case value in switch");
      seen.add(ci);
      expect(Tok.COMMA, "',' after case value");
      sw.addCase(ci, parseLabelOperand());
    }
    next();
    return sw;
  }

  private Instruction parseIndirectBr(long pos) {
    Value addr = parseTypedValue();
    if (!(addr.type() instanceof PointerType)) throw error(pos, "indirectbr address must have pointer type");
    expect(Tok.COMMA, "',' after indirectbr address");
    expect(Tok.LSQUARE, "'[' with indirectbr");
    IndirectBrInst ib = new IndirectBrInst(addr);
    if (tok != Tok.RSQUARE) {
      do {
        ib.addDestination(parseLabelOperand());
      } while (eat(Tok.COMMA));
    }
    expect(Tok.RSQUARE, "']' at end of block list");
    return ib;
  }

  private Instruction parseCleanupRet() {
    expectKw(Kw.FROM);
    Value pad = parseValue(dev.hoist.ir.type.PrimitiveType.TOKEN);
    expectKw(Kw.UNWIND);
    BasicBlock dest = null;
    if (!eatKw(Kw.TO)) {
      dest = parseLabelOperand();
    } else {
      expectKw(Kw.CALLER);
    }
    return new CleanupRetInst(pad, dest);
  }

  private Instruction parseCatchRet() {
    expectKw(Kw.FROM);
    Value pad = parseValue(dev.hoist.ir.type.PrimitiveType.TOKEN);
    expectKw(Kw.TO);
    return new CatchRetInst(pad, parseLabelOperand());
  }

  private Value parsePadParent() {
    expectKw(Kw.WITHIN);
    if (tok != Tok.KEYWORD || lex.kw != Kw.NONE) {
      if (tok != Tok.LOCAL_VAR && tok != Tok.LOCAL_ID) throw expected("scope value for catchswitch");
    }
    return parseValue(dev.hoist.ir.type.PrimitiveType.TOKEN);
  }

  private Instruction parseCatchSwitch() {
    Value parent = parsePadParent();
    expect(Tok.LSQUARE, "'[' with catchswitch labels");
    List<BasicBlock> handlers = new ArrayList<>();
    do {
      handlers.add(parseLabelOperand());
    } while (eat(Tok.COMMA));
    expect(Tok.RSQUARE, "']' after catchswitch labels");
    expectKw(Kw.UNWIND);
    BasicBlock unwind = null;
    if (eatKw(Kw.TO)) expectKw(Kw.CALLER);
    else unwind = parseLabelOperand();
    CatchSwitchInst cs = new CatchSwitchInst(parent, unwind);
    for (BasicBlock h : handlers) cs.addHandler(h);
    return cs;
  }

  private Instruction parseFuncletPad(Opcode op) {
    Value parent = op == Opcode.CATCHPAD ? parseCatchPadParent() : parsePadParent();
    expect(Tok.LSQUARE, "'[' in pad argument list");
    List<Value> args = new ArrayList<>();
    if (tok != Tok.RSQUARE) {
      do {
        Type t = parseType(false);
        args.add(parseValue(t));
      } while (eat(Tok.COMMA));
    }
    expect(Tok.RSQUARE, "']' in pad argument list");
    return new FuncletPadInst(op, parent, args);
  }

  private Value parseCatchPadParent() {
    expectKw(Kw.WITHIN);
    if (tok != Tok.LOCAL_VAR && tok != Tok.LOCAL_ID) throw expected("scope value for catchpad");
    return parseValue(dev.hoist.ir.type.PrimitiveType.TOKEN);
  }

  private Instruction parseLandingPad() {
    Type t = parseType(false);
    LandingPadInst lp = new LandingPadInst(t, eatKw(Kw.CLEANUP));
    while (isKw(Kw.CATCH) || isKw(Kw.FILTER)) {
      boolean filter = isKw(Kw.FILTER);
      next();
      long pos = lex.tokPos;
      Constant c = parseTypedConstant();
      if (filter && !(c.type() instanceof ArrayType)) throw error(pos, "'filter' clause has an invalid type");
      if (!filter && c.type() instanceof ArrayType) throw error(pos, "'catch' clause has an invalid type");
      lp.addClause(filter, c);
    }
    return lp;
  }

  // ---- memory ----------------------------------------------------------------------------------

  /** Parses {@code , align N} if present (not consuming a comma that starts a metadata attachment). */
  private long parseOptionalCommaAlign() {
    if (tok == Tok.COMMA && !lex.nextByteIs('!')) {
      next();
      expectKw(Kw.ALIGN);
      return parseAlignmentValue();
    }
    return 0;
  }

  private Instruction parseAlloca(long pos) {
    boolean inalloca = false;
    boolean swifterror = false;
    while (true) {
      if (isKw(Kw.INALLOCA)) {
        inalloca = true;
        next();
      } else if (tok == Tok.ATTR_WORD && lex.str.equals("swifterror")) {
        swifterror = true;
        next();
      } else {
        break;
      }
    }
    long tpos = lex.tokPos;
    Type t = parseType(false);
    if (!t.isSized() && !(t instanceof StructType s && s.isIdentified() && !s.isOpaque())) {
      throw error(tpos, "Cannot allocate unsized type");
    }
    Value count = null;
    long align = 0;
    int as = module.layout().allocaAddrSpace();
    while (tok == Tok.COMMA && !lex.nextByteIs('!')) {
      next();
      if (isKw(Kw.ALIGN)) {
        next();
        align = parseAlignmentValue();
      } else if (isKw(Kw.ADDRSPACE)) {
        as = parseAddrSpace();
      } else if (count == null && align == 0) {
        long cpos = lex.tokPos;
        count = parseTypedValue();
        if (!count.type().isInteger()) throw error(cpos, "element count must have integer type");
      } else {
        throw expected("'align' or 'addrspace'");
      }
    }
    if (count == null) count = ConstantInt.get(IntegerType.I32, 1);
    if (align == 0) align = module.layout().prefAlignment(t); // LLVM: the type's preferred alignment
    AllocaInst a = new AllocaInst(t, count, align, pointerTo(t, as));
    a.setInalloca(inalloca);
    a.setSwiftError(swifterror);
    return a;
  }

  private Instruction parseLoad(long pos) {
    boolean atomic = eatKw(Kw.ATOMIC);
    boolean vol = eatKw(Kw.VOLATILE);
    Type t = parseType(false);
    expect(Tok.COMMA, "comma after load's type");
    long ppos = lex.tokPos;
    Value ptr = parseTypedValue();
    AtomicOrdering ord = AtomicOrdering.NOT_ATOMIC;
    String scopeName = null;
    if (atomic) {
      scopeName = ParseTables.parseSyncScope(this);
      ord = ParseTables.parseOrdering(this);
      if (ord == AtomicOrdering.RELEASE || ord == AtomicOrdering.ACQ_REL) throw error(pos, "atomic load cannot use Release ordering");
    }
    long align = parseOptionalCommaAlign();
    if (!(ptr.type() instanceof PointerType pt)) throw error(ppos, "load operand must be a pointer");
    if (!pt.isOpaque() && pt.pointee() != t) throw error(pos, "explicit pointee type doesn't match operand's pointee type");
    if (!t.isSized() || !t.isFirstClass()) throw error(pos, "loading unsized types is not allowed");
    // As LLVM's parser: an access without 'align' gets its type's ABI alignment from the data layout.
    if (align == 0) align = module.layout().abiAlignment(t);
    LoadInst l = new LoadInst(t, ptr, align);
    l.setVolatile(vol);
    if (atomic) l.setAtomic(ord, scopeName);
    return l;
  }

  private Instruction parseStore(long pos) {
    boolean atomic = eatKw(Kw.ATOMIC);
    boolean vol = eatKw(Kw.VOLATILE);
    Value v = parseTypedValue();
    expect(Tok.COMMA, "',' after store operand");
    long ppos = lex.tokPos;
    Value ptr = parseTypedValue();
    AtomicOrdering ord = AtomicOrdering.NOT_ATOMIC;
    String scopeName = null;
    if (atomic) {
      scopeName = ParseTables.parseSyncScope(this);
      ord = ParseTables.parseOrdering(this);
      if (ord == AtomicOrdering.ACQUIRE || ord == AtomicOrdering.ACQ_REL) throw error(pos, "atomic store cannot use Acquire ordering");
    }
    long align = parseOptionalCommaAlign();
    if (!(ptr.type() instanceof PointerType pt)) throw error(ppos, "store operand must be a pointer");
    if (!pt.isOpaque() && pt.pointee() != v.type()) throw error(pos, "stored value and pointer type do not match");
    if (!v.type().isSized() || !v.type().isFirstClass()) throw error(pos, "storing unsized types is not allowed");
    if (align == 0) align = module.layout().abiAlignment(v.type());
    StoreInst s = new StoreInst(v, ptr, align);
    s.setVolatile(vol);
    if (atomic) s.setAtomic(ord, scopeName);
    return s;
  }

  private Instruction parseFence() {
    String scopeName = ParseTables.parseSyncScope(this);
    long pos = lex.tokPos;
    AtomicOrdering o = ParseTables.parseOrdering(this);
    if (o == AtomicOrdering.UNORDERED || o == AtomicOrdering.MONOTONIC) throw error(pos, "fence cannot be unordered or monotonic");
    return new FenceInst(o, scopeName);
  }

  private Instruction parseCmpXchg(long pos) {
    boolean weak = eatKw(Kw.WEAK);
    boolean vol = eatKw(Kw.VOLATILE);
    Value ptr = parseTypedValue();
    expect(Tok.COMMA, "',' after cmpxchg address");
    Value cmp = parseTypedValue();
    expect(Tok.COMMA, "',' after cmpxchg cmp operand");
    Value nv = parseTypedValue();
    String scopeName = ParseTables.parseSyncScope(this);
    AtomicOrdering succ = ParseTables.parseOrdering(this);
    AtomicOrdering fail = ParseTables.parseOrdering(this);
    long align = parseOptionalCommaAlign();
    if (!(ptr.type() instanceof PointerType pt)) throw error(pos, "cmpxchg operand must be a pointer");
    if (!pt.isOpaque() && pt.pointee() != cmp.type()) throw error(pos, "compare value and pointer type do not match");
    if (cmp.type() != nv.type()) throw error(pos, "new value and pointer type do not match");
    if (succ == AtomicOrdering.UNORDERED || fail == AtomicOrdering.UNORDERED) throw error(pos, "cmpxchg cannot be unordered");
    if (fail == AtomicOrdering.RELEASE || fail == AtomicOrdering.ACQ_REL) throw error(pos, "invalid cmpxchg failure ordering");
    if (align == 0) align = module.layout().storeSize(cmp.type()); // LLVM: the value's store size
    CmpXchgInst c = new CmpXchgInst(ptr, cmp, nv, succ, fail, scopeName, align);
    c.setWeak(weak);
    c.setVolatile(vol);
    return c;
  }

  private Instruction parseAtomicRmw(long pos) {
    boolean vol = eatKw(Kw.VOLATILE);
    AtomicRMWInst.Op op = ParseTables.parseRmwOp(this);
    long ppos = lex.tokPos;
    Value ptr = parseTypedValue();
    expect(Tok.COMMA, "',' after atomicrmw address");
    long vpos = lex.tokPos;
    Value v = parseTypedValue();
    String scopeName = ParseTables.parseSyncScope(this);
    AtomicOrdering ord = ParseTables.parseOrdering(this);
    long align = parseOptionalCommaAlign();
    if (ord == AtomicOrdering.UNORDERED) throw error(pos, "atomicrmw cannot be unordered");
    if (!(ptr.type() instanceof PointerType pt)) throw error(ppos, "atomicrmw operand must be a pointer");
    if (!pt.isOpaque() && pt.pointee() != v.type()) throw error(vpos, "atomicrmw value and pointer type do not match");
    // LLVM 14's operand rules: xchg takes integers and floats, fadd/fsub floats, the rest integers.
    Type vt = v.type();
    String name = "atomicrmw " + op.text();
    if (op == AtomicRMWInst.Op.XCHG) {
      if (!vt.isInteger() && !(vt instanceof FloatType)) throw error(vpos, name + " operand must be an integer or floating point type");
    } else if (op == AtomicRMWInst.Op.FADD || op == AtomicRMWInst.Op.FSUB) {
      if (!(vt instanceof FloatType)) throw error(vpos, name + " operand must be a floating point type");
    } else if (!vt.isInteger()) {
      throw error(vpos, name + " operand must be an integer");
    }
    long bits = module.layout().sizeInBits(vt);
    if (bits < 8 || (bits & (bits - 1)) != 0) throw error(vpos, "atomicrmw operand must be power-of-two byte-sized integer");
    if (align == 0) align = module.layout().storeSize(v.type());
    AtomicRMWInst a = new AtomicRMWInst(op, ptr, v, ord, scopeName, align);
    a.setVolatile(vol);
    return a;
  }

  private Instruction parseGep(long pos) {
    boolean inbounds = eatKw(Kw.INBOUNDS);
    Type src = parseType(false);
    expect(Tok.COMMA, "comma after getelementptr's type");
    long ppos = lex.tokPos;
    Value ptr = parseTypedValue();
    if (!(ptr.type().scalarType() instanceof PointerType bp)) throw error(ppos, "base of getelementptr must be a pointer");
    if (!bp.isOpaque() && bp.pointee() != src) throw error(pos, "explicit pointee type doesn't match operand's pointee type");
    List<Value> idx = new ArrayList<>();
    while (tok == Tok.COMMA && !lex.nextByteIs('!')) {
      next();
      long ipos = lex.tokPos;
      Value i = parseTypedValue();
      if (!i.type().isIntOrIntVector()) throw error(ipos, "getelementptr index must be an integer");
      idx.add(i);
    }
    if (!src.isSized() && !(src instanceof StructType s && !s.isOpaque())) {
      throw error(pos, "base element of getelementptr must be sized");
    }
    Type indexed = TypeRules.gepIndexedType(src, idx);
    if (indexed == null) throw error(pos, "invalid getelementptr indices");
    GepInst g = new GepInst(src, TypeRules.gepResultType(ptr.type(), indexed, idx), ptr, idx);
    if (inbounds) g.setFlags(Flags.INBOUNDS);
    return g;
  }

  private Instruction parseVAArg() {
    Value list = parseTypedValue();
    expect(Tok.COMMA, "',' after vaarg operand");
    Type t = parseType(false);
    return new VAArgInst(list, t);
  }

  // ---- vectors and aggregates ------------------------------------------------------------------

  private Instruction parseExtractElement(long pos) {
    Value v = parseTypedValue();
    expect(Tok.COMMA, "',' after extract value");
    Value i = parseTypedValue();
    if (!(v.type() instanceof VectorType) || !i.type().isInteger()) throw error(pos, "invalid extractelement operands");
    return new ExtractElementInst(v, i);
  }

  private Instruction parseInsertElement(long pos) {
    Value v = parseTypedValue();
    expect(Tok.COMMA, "',' after insertelement value");
    Value e = parseTypedValue();
    expect(Tok.COMMA, "',' after insertelement value");
    Value i = parseTypedValue();
    if (!(v.type() instanceof VectorType vt) || vt.element() != e.type() || !i.type().isInteger()) {
      throw error(pos, "invalid insertelement operands");
    }
    return new InsertElementInst(v, e, i);
  }

  private Instruction parseShuffle(long pos) {
    Value a = parseTypedValue();
    expect(Tok.COMMA, "',' after shuffle mask");
    Value b = parseTypedValue();
    expect(Tok.COMMA, "',' after shuffle value");
    long mpos = lex.tokPos;
    Value m = parseTypedValue();
    if (!(a.type() instanceof VectorType vt) || b.type() != vt || !(m.type() instanceof VectorType mt)
        || !mt.element().isInteger(32) || mt.scalable() != vt.scalable()) {
      throw error(pos, "invalid shufflevector operands");
    }
    int[] mask = new int[mt.length()];
    if (m instanceof ConstantAggregate ca) {
      for (int i = 0; i < mask.length; i++) {
        Constant e = ca.element(i);
        if (e instanceof ConstantInt ci) mask[i] = (int) ci.zextValue();
        else if (e instanceof ConstantSimple cs && cs.isUndefOrPoison()) mask[i] = -1;
        else throw error(mpos, "invalid shufflevector operands");
      }
    } else if (m instanceof ConstantSimple cs) {
      if (cs.isUndefOrPoison()) java.util.Arrays.fill(mask, -1);
      else if (cs.kind() != ConstantSimple.Kind.ZERO) throw error(mpos, "invalid shufflevector operands");
    } else {
      throw error(mpos, "invalid shufflevector operands");
    }
    int limit = vt.scalable() ? Integer.MAX_VALUE : 2 * vt.length();
    for (int x : mask) if (x >= limit) throw error(mpos, "invalid shufflevector operands");
    return new ShuffleVectorInst(a, b, mask, VectorType.get(mt.length(), vt.element(), vt.scalable()));
  }

  private Instruction parseExtractValue(long pos) {
    Value agg = parseTypedValue();
    int[] idx = parseIndexList();
    if (idx.length == 0) throw expected("index");
    Type t = TypeRules.aggregateIndexedType(agg.type(), idx);
    if (t == null) throw error(pos, "invalid indices for extractvalue");
    return new ExtractValueInst(agg, idx, t);
  }

  private Instruction parseInsertValue(long pos) {
    Value agg = parseTypedValue();
    expect(Tok.COMMA, "',' after insertvalue operand");
    Value v = parseTypedValue();
    int[] idx = parseIndexList();
    if (idx.length == 0) throw expected("index");
    Type t = TypeRules.aggregateIndexedType(agg.type(), idx);
    if (t == null) throw error(pos, "invalid indices for insertvalue");
    if (t != v.type()) throw error(pos, "insertvalue operand and field disagree in type: '" + v.type() + "' instead of '" + t + "'");
    return new InsertValueInst(agg, v, idx);
  }

  // ---- calls -----------------------------------------------------------------------------------

  /** What precedes the callee: calling convention, return attributes, address space and type. */
  private record CallPrefix(int cc, List<Attribute> retAttrs, int addrSpace, Type type, long typePos) {}

  private CallPrefix parseCallPrefix() {
    int cc = parseOptionalCallingConv();
    List<Attribute> ret = parseReturnAttrs();
    int as = isKw(Kw.ADDRSPACE) ? parseAddrSpace() : module.layout().programAddrSpace();
    long tpos = lex.tokPos;
    Type t = parseType(true);
    return new CallPrefix(cc, ret, as, t, tpos);
  }

  /** {@code ccc}, {@code fastcc}, ..., {@code cc N}, or the C convention when absent. */
  final int parseOptionalCallingConv() {
    if (tok != Tok.KEYWORD && tok != Tok.WORD) return CallingConv.C;
    if (isKw(Kw.CC)) {
      next();
      return parseUInt32("calling convention number");
    }
    String word = tok == Tok.KEYWORD ? lex.kw.text : lex.str;
    int cc = CallingConv.byName(word);
    if (cc < 0) return CallingConv.C;
    next();
    return cc;
  }

  /** A callee whose expected type is only known after the arguments are read. */
  private record DeferredCallee(int kind, String name, long id, long pos, int lexPos, Constant constant) {}

  private DeferredCallee parseDeferredCallee() {
    long pos = lex.tokPos;
    switch (tok) {
      case Tok.LOCAL_VAR, Tok.GLOBAL_VAR -> {
        DeferredCallee d = new DeferredCallee(tok, lex.str, 0, pos, 0, null);
        next();
        return d;
      }
      case Tok.LOCAL_ID, Tok.GLOBAL_ID -> {
        DeferredCallee d = new DeferredCallee(tok, null, lex.intVal, pos, 0, null);
        next();
        return d;
      }
      case Tok.KEYWORD -> {
        if (lex.kw == Kw.ASM) {
          // Re-parsed once the function type is known: remember where it starts.
          int start = lex.start;
          skipInlineAsm();
          return new DeferredCallee(Tok.KEYWORD, null, 0, pos, start, null);
        }
        if (lex.kw == Kw.NULL || lex.kw == Kw.UNDEF || lex.kw == Kw.POISON || lex.kw == Kw.ZEROINITIALIZER) {
          // 'invoke void null()': a constant of the callee's pointer type, known once the type is.
          int start = lex.start;
          next();
          return new DeferredCallee(Tok.KEYWORD, null, 0, pos, start, null);
        }
        return new DeferredCallee(-1, null, 0, pos, 0, parseSelfTypedConstant());
      }
      default -> throw expected("callee");
    }
  }

  private void skipInlineAsm() {
    next();
    while (tok == Tok.KEYWORD && (lex.kw == Kw.SIDEEFFECT || lex.kw == Kw.ALIGNSTACK || lex.kw == Kw.INTELDIALECT
        || lex.kw == Kw.UNWIND)) {
      next();
    }
    parseStringConstant("asm string");
    expect(Tok.COMMA, "','");
    parseStringConstant("constraint string");
  }

  /** A constant whose type follows from its own text (constant expressions used as callees). */
  private Constant parseSelfTypedConstant() {
    long pos = lex.tokPos;
    Value v = parseValueAnyType();
    if (v instanceof Constant c) return c;
    throw error(pos, "expected a constant callee");
  }

  private Value resolveCallee(DeferredCallee d, Type expected, FunctionType fnType) {
    switch (d.kind()) {
      case -1 -> {
        if (d.constant().type() != expected) {
          throw error(d.pos(), "constant expression type mismatch: got type '" + d.constant().type() + "' but expected '"
              + expected + "'");
        }
        return d.constant();
      }
      case Tok.KEYWORD -> {
        int resume = lex.start;
        long resumePos = lex.tokPos;
        lex.resetTo(d.lexPos(), d.pos());
        next();
        calleeType = fnType;
        try {
          return parseValue(expected);
        } finally {
          calleeType = null;
          lex.resetTo(resume, resumePos);
          next();
        }
      }
      default -> {
        return resolveReference(d.kind(), d.name(), d.id(), d.pos(), expected);
      }
    }
  }

  /** The argument list {@code (ty attrs val, ...)}; fills {@code args} and their attribute sets. */
  private void parseArgs(List<Value> args, List<AttributeSet> attrs, boolean mustTail) {
    expect(Tok.LPAREN, "'(' in call");
    if (tok != Tok.RPAREN) {
      do {
        if (tok == Tok.DOTDOTDOT) {
          // "..." only documents that a musttail call forwards the caller's varargs.
          if (!mustTail) throw error("unexpected ellipsis in argument list for non-musttail call");
          if (!scope.function.functionType().isVarArgs()) {
            throw error("unexpected ellipsis in argument list for musttail call in non-varargs function");
          }
          next();
          break;
        }
        long tpos = lex.tokPos;
        Type t = parseType(false);
        List<Attribute> a = List.of();
        Value v;
        if (t.isMetadata()) {
          v = parseValue(t);
        } else {
          a = parseParamAttrs();
          v = parseValue(t);
        }
        if (t.isLabel()) throw error(tpos, "invalid argument type");
        args.add(v);
        attrs.add(internSet(a));
      } while (eat(Tok.COMMA));
    }
    expect(Tok.RPAREN, "')' at end of argument list");
  }

  /** Works out the call's function type (explicit, or from the return type and the arguments). */
  private FunctionType callType(CallPrefix p, List<Value> args) {
    if (p.type() instanceof FunctionType ft) return ft;
    Type ret = p.type();
    if (ret.isLabel() || ret.isMetadata()) throw error(p.typePos(), "Invalid result type for LLVM function");
    List<Type> params = new ArrayList<>(args.size());
    for (Value a : args) params.add(a.type());
    return FunctionType.get(ret, params, false);
  }

  private void checkArgs(FunctionType ft, List<Value> args, long pos) {
    if (args.size() < ft.numParams() || (args.size() > ft.numParams() && !ft.isVarArgs())) {
      throw error(pos, "invalid number of arguments for function type");
    }
    for (int i = 0; i < ft.numParams(); i++) {
      if (args.get(i).type() != ft.param(i)) {
        throw error(pos, "argument is not of expected type '" + ft.param(i) + "'");
      }
    }
  }

  /** A call site's attributes; every attribute group is known when bodies are parsed. */
  private AttributeList buildAttrs(FnAttrs fn, List<Attribute> ret, List<AttributeSet> params) {
    return new AttributeList(resolve(fn), internSet(ret), params.toArray(new AttributeSet[0]));
  }

  /** {@code [ "tag"(ty v, ...), ... ]}. */
  private void parseBundles(List<CallBase.Bundle> bundles, List<Value> ops) {
    if (tok != Tok.LSQUARE) return;
    next();
    do {
      String tag = parseStringConstant("operand bundle tag");
      expect(Tok.LPAREN, "'(' in operand bundle");
      int n = 0;
      if (tok != Tok.RPAREN) {
        do {
          Type t = parseType(false);
          ops.add(parseValue(t));
          n++;
        } while (eat(Tok.COMMA));
      }
      expect(Tok.RPAREN, "')' at end of operand bundle");
      bundles.add(new CallBase.Bundle(tag, n));
    } while (eat(Tok.COMMA));
    expect(Tok.RSQUARE, "']' at end of operand bundles");
  }

  private Instruction parseCall(CallInst.TailKind tail) {
    long pos = lex.tokPos;
    next(); // 'call'
    int fmf = ParseTables.parseFastMathFlags(this);
    CallPrefix p = parseCallPrefix();
    DeferredCallee callee = parseDeferredCallee();
    List<Value> args = new ArrayList<>();
    List<AttributeSet> argAttrs = new ArrayList<>();
    parseArgs(args, argAttrs, tail == CallInst.TailKind.MUSTTAIL);
    FnAttrs fn = parseFnAttrs(false);
    if (fn.alignPos() != 0) throw error(p.typePos(), "call instructions may not have an alignment");
    List<CallBase.Bundle> bundles = new ArrayList<>();
    List<Value> bundleOps = new ArrayList<>();
    parseBundles(bundles, bundleOps);
    FunctionType ft = callType(p, args);
    checkArgs(ft, args, pos);
    Value c = resolveCallee(callee, pointerTo(ft, p.addrSpace()), ft);
    CallInst call = new CallInst(ft, c, args);
    call.setTailKind(tail);
    call.setCallingConv(p.cc());
    call.setAttributes(buildAttrs(fn, p.retAttrs(), argAttrs));
    call.setBundles(bundles, bundleOps);
    if (fmf != 0) {
      if (!(ft.returnType().isFPOrFPVector() || (ft.returnType() instanceof ArrayType || ft.returnType() instanceof StructType))) {
        throw error(pos, "fast-math-flags specified for call without floating-point scalar or vector return type");
      }
      call.setFlags(fmf);
    }
    return call;
  }

  private Instruction parseInvoke() {
    long pos = lex.tokPos;
    CallPrefix p = parseCallPrefix();
    DeferredCallee callee = parseDeferredCallee();
    List<Value> args = new ArrayList<>();
    List<AttributeSet> argAttrs = new ArrayList<>();
    parseArgs(args, argAttrs, false);
    FnAttrs fn = parseFnAttrs(false);
    List<CallBase.Bundle> bundles = new ArrayList<>();
    List<Value> bundleOps = new ArrayList<>();
    parseBundles(bundles, bundleOps);
    expectKw(Kw.TO);
    BasicBlock normal = parseLabelOperand();
    expectKw(Kw.UNWIND);
    BasicBlock unwind = parseLabelOperand();
    FunctionType ft = callType(p, args);
    checkArgs(ft, args, pos);
    Value c = resolveCallee(callee, pointerTo(ft, p.addrSpace()), ft);
    InvokeInst inv = new InvokeInst(ft, c, args);
    inv.setCallingConv(p.cc());
    inv.setAttributes(buildAttrs(fn, p.retAttrs(), argAttrs));
    inv.setBundles(bundles, bundleOps);
    inv.setDestinations(normal, unwind);
    return inv;
  }

  private Instruction parseCallBr() {
    long pos = lex.tokPos;
    CallPrefix p = parseCallPrefix();
    DeferredCallee callee = parseDeferredCallee();
    List<Value> args = new ArrayList<>();
    List<AttributeSet> argAttrs = new ArrayList<>();
    parseArgs(args, argAttrs, false);
    FnAttrs fn = parseFnAttrs(false);
    List<CallBase.Bundle> bundles = new ArrayList<>();
    List<Value> bundleOps = new ArrayList<>();
    parseBundles(bundles, bundleOps);
    expectKw(Kw.TO);
    BasicBlock fallthrough = parseLabelOperand();
    expect(Tok.LSQUARE, "'[' in callbr");
    List<BasicBlock> indirect = new ArrayList<>();
    if (tok != Tok.RSQUARE) {
      do {
        indirect.add(parseLabelOperand());
      } while (eat(Tok.COMMA));
    }
    expect(Tok.RSQUARE, "']' at end of block list");
    FunctionType ft = callType(p, args);
    checkArgs(ft, args, pos);
    Value c = resolveCallee(callee, pointerTo(ft, p.addrSpace()), ft);
    CallBrInst cb = new CallBrInst(ft, c, args);
    cb.setCallingConv(p.cc());
    cb.setAttributes(buildAttrs(fn, p.retAttrs(), argAttrs));
    cb.setBundles(bundles, bundleOps);
    cb.setDestinations(fallthrough, indirect);
    return cb;
  }
}
