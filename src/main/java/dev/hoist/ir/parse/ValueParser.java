package dev.hoist.ir.parse;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.InlineAsm;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.Module;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.TypeRules;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.BlockAddress;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantFP;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.constant.ConstantString;
import dev.hoist.ir.constant.FloatConversions;
import dev.hoist.ir.constant.FloatText;
import dev.hoist.ir.constant.GlobalRefConstant;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Parses operands: local and global references (with forward references), constants and constant expressions. */
abstract class ValueParser extends MetadataParser {
  Map<String, GlobalValue> globalsByName = new HashMap<>();
  List<GlobalValue> numberedGlobals = new ArrayList<>();
  Map<String, GlobalForwardRef> globalForwardNamed = new LinkedHashMap<>();
  Map<Integer, GlobalForwardRef> globalForwardNumbered = new LinkedHashMap<>();
  /** Blocks named by blockaddress before their function's body was parsed: function name -> block name -> block. */
  Map<String, Map<String, BasicBlock>> blockAddressBlocks = new HashMap<>();
  Map<BasicBlock, Long> blockAddressRefPos = new LinkedHashMap<>();
  /** Functions named by blockaddress before their declaration, replaced when they are defined. */
  Map<String, GlobalForwardRef> blockAddressFunctions = new LinkedHashMap<>();
  /** Set while the module level is read for the parallel parse: uses of globals are queued, see {@link UseOrderReplay}. */
  boolean deferGlobalUses;
  FunctionScope scope;
  /** The function type of the call whose callee is being parsed (for inline asm), else null. */
  FunctionType calleeType;

  ValueParser(byte[] source, Module module, Boolean opaquePointers) {
    super(source, module, opaquePointers);
  }

  final Value parseTypedValue() {
    Type t = parseType(false);
    return parseValue(t);
  }

  final Constant parseTypedConstant() {
    long pos = lex.tokPos;
    Type t = parseType(false);
    return asConstant(parseValue(t), pos);
  }

  final Constant parseConstant(Type t) {
    long pos = lex.tokPos;
    return asConstant(parseValue(t), pos);
  }

  private Constant asConstant(Value v, long pos) {
    if (v instanceof Constant c) return c;
    throw error(pos, "expected a constant value");
  }

  @Override
  final Value parseTypedValueForMetadata(Locals locals) {
    long pos = lex.tokPos;
    Type t = parseType(false);
    if (!isMetadataValueType(t)) throw error(pos, "invalid type for metadata operand");
    return parseValue(t);
  }

  /** Parses a value that must have type {@code ty}. */
  final Value parseValue(Type ty) {
    long pos = lex.tokPos;
    if (ty.isMetadata()) return parseMetadataAsValue();
    switch (tok) {
      case Tok.LOCAL_VAR -> {
        String name = lex.str;
        next();
        return ty.isLabel() ? blockByName(name, pos) : localByName(name, ty, pos);
      }
      case Tok.LOCAL_ID -> {
        int id = (int) lex.intVal;
        next();
        return ty.isLabel() ? blockById(id, pos) : localById(id, ty, pos);
      }
      case Tok.GLOBAL_VAR -> {
        String name = lex.str;
        next();
        return globalByName(name, ty, pos);
      }
      case Tok.GLOBAL_ID -> {
        int id = (int) lex.intVal;
        next();
        return globalById(id, ty, pos);
      }
      case Tok.INTEGER -> {
        if (!(ty instanceof IntegerType it)) throw error("integer constant must have integer type");
        ConstantInt c = lex.bigVal != null ? ConstantInt.get(it, lex.bigVal) : ConstantInt.get(it, lex.intVal);
        next();
        return c;
      }
      case Tok.FLOAT -> {
        Constant c = floatConstant(ty);
        next();
        return c;
      }
      case Tok.LBRACE -> {
        return parseStructConstant(ty, false, pos);
      }
      case Tok.LESS -> {
        next();
        if (tok == Tok.LBRACE) {
          Constant c = parseStructConstant(ty, true, pos);
          expect(Tok.GREATER, "'>' at end of packed struct");
          return c;
        }
        return parseVectorConstant(ty, pos);
      }
      case Tok.LSQUARE -> {
        return parseArrayConstant(ty, pos);
      }
      case Tok.KEYWORD -> {
        return parseKeywordValue(ty, pos);
      }
      default -> throw expected("value token");
    }
  }

  /** Resolves a name token read earlier (a call's callee) now that its type is known. */
  final Value resolveReference(int kind, String name, long id, long pos, Type expected) {
    return switch (kind) {
      case Tok.LOCAL_VAR -> expected.isLabel() ? blockByName(name, pos) : localByName(name, expected, pos);
      case Tok.LOCAL_ID -> expected.isLabel() ? blockById((int) id, pos) : localById((int) id, expected, pos);
      case Tok.GLOBAL_VAR -> globalByName(name, expected, pos);
      case Tok.GLOBAL_ID -> globalById((int) id, expected, pos);
      default -> throw error(pos, "expected a value");
    };
  }

  /** A constant expression whose type follows from its own text (e.g. a bitcast callee). */
  final Value parseValueAnyType() {
    if (tok == Tok.KEYWORD) {
      Opcode op = ParseTables.opcodeOf(lex.kw);
      if (op != null) return parseConstantExpr(op);
    }
    throw expected("value token");
  }

  // ---- locals ----------------------------------------------------------------------------------

  private FunctionScope requireScope(long pos) {
    if (scope == null) throw error(pos, "invalid use of function-local name");
    return scope;
  }

  private Value localByName(String name, Type ty, long pos) {
    FunctionScope s = requireScope(pos);
    Value v = s.named.get(name);
    if (v == null) v = s.forwardNamed.get(name);
    if (v == null && s.pendingNamedBlocks.containsKey(name)) v = s.pendingNamedBlocks.get(name);
    if (v != null) {
      checkType(v, ty, '%', name, pos);
      return v;
    }
    if (ty.isVoid() || ty instanceof FunctionType) throw error(pos, "invalid use of a non-first-class type");
    ForwardRef f = new ForwardRef(ty, pos);
    s.forwardNamed.put(name, f);
    return f;
  }

  private Value localById(int id, Type ty, long pos) {
    FunctionScope s = requireScope(pos);
    Value v = id < s.numbered.size() ? s.numbered.get(id) : s.forwardNumbered.get(id);
    if (v == null && s.pendingNumberedBlocks.containsKey(id)) v = s.pendingNumberedBlocks.get(id);
    if (v != null) {
      checkType(v, ty, '%', id, pos);
      return v;
    }
    if (ty.isVoid() || ty instanceof FunctionType) throw error(pos, "invalid use of a non-first-class type");
    ForwardRef f = new ForwardRef(ty, pos);
    s.forwardNumbered.put(id, f);
    return f;
  }

  /** The reference ({@code sigil} and name) is spelled out only for the error: this runs for every operand. */
  private void checkType(Value v, Type expected, char sigil, String name, long pos) {
    if (v.type() != expected) throw typeMismatch(v, expected, sigil + name, pos);
  }

  private void checkType(Value v, Type expected, char sigil, int id, long pos) {
    if (v.type() != expected) throw typeMismatch(v, expected, sigil + Integer.toString(id), pos);
  }

  private ParseError typeMismatch(Value v, Type expected, String ref, long pos) {
    return error(pos, "'" + ref + "' defined with type '" + v.type() + "' but expected '" + expected + "'");
  }

  final BasicBlock blockByName(String name, long pos) {
    FunctionScope s = requireScope(pos);
    Value v = s.named.get(name);
    if (v != null) {
      if (v instanceof BasicBlock b) return b;
      throw error(pos, "'%" + name + "' is not a basic block");
    }
    if (s.forwardNamed.containsKey(name)) throw error(pos, "'%" + name + "' is not a basic block");
    return s.pendingNamedBlocks.computeIfAbsent(name, n -> {
      BasicBlock b = new BasicBlock(n);
      s.blockRefPos.put(b, pos);
      return b;
    });
  }

  final BasicBlock blockById(int id, long pos) {
    FunctionScope s = requireScope(pos);
    if (id < s.numbered.size()) {
      if (s.numbered.get(id) instanceof BasicBlock b) return b;
      throw error(pos, "'%" + id + "' is not a basic block");
    }
    if (s.forwardNumbered.containsKey(id)) throw error(pos, "'%" + id + "' is not a basic block");
    return s.pendingNumberedBlocks.computeIfAbsent(id, n -> {
      BasicBlock b = new BasicBlock(null);
      s.blockRefPos.put(b, pos);
      return b;
    });
  }

  // ---- globals ---------------------------------------------------------------------------------

  private Constant globalByName(String name, Type ty, long pos) {
    GlobalValue g = globalsByName.get(name);
    if (g != null) {
      checkType(g, ty, '@', name, pos);
      return g;
    }
    GlobalForwardRef f = globalForwardNamed.get(name);
    if (f != null) {
      checkType(f, ty, '@', name, pos);
      return f;
    }
    if (bodyWorker) throw error(pos, "use of undefined value '@" + name + "'");
    if (!(ty instanceof PointerType)) throw error(pos, "global variable reference must have pointer type");
    f = new GlobalForwardRef(ty, pos);
    f.setDeferUseLinks(deferGlobalUses);
    globalForwardNamed.put(name, f);
    return f;
  }

  private Constant globalById(int id, Type ty, long pos) {
    if (id < numberedGlobals.size()) {
      GlobalValue g = numberedGlobals.get(id);
      checkType(g, ty, '@', id, pos);
      return g;
    }
    GlobalForwardRef f = globalForwardNumbered.get(id);
    if (f != null) {
      checkType(f, ty, '@', id, pos);
      return f;
    }
    if (bodyWorker) throw error(pos, "use of undefined value '@" + id + "'");
    if (!(ty instanceof PointerType)) throw error(pos, "global variable reference must have pointer type");
    f = new GlobalForwardRef(ty, pos);
    f.setDeferUseLinks(deferGlobalUses);
    globalForwardNumbered.put(id, f);
    return f;
  }

  // ---- constants -------------------------------------------------------------------------------

  private Constant floatConstant(Type ty) {
    if (!(ty instanceof FloatType ft)) throw error("floating point constant invalid for type");
    char k = lex.fpKind;
    long bits;
    switch (k) {
      case 'D', 'X' -> {
        long d = k == 'D' ? Double.doubleToRawLongBits(lex.fpDouble) : lex.fpLo;
        if (ft == FloatType.DOUBLE) return ConstantFP.ofBits(ft, 0, d);
        if (ft == FloatType.FLOAT) bits = FloatText.doubleBitsToFloatBits(d);
        else if (ft == FloatType.HALF) bits = FloatConversions.toHalfBits(d);
        else if (ft == FloatType.BFLOAT) bits = FloatConversions.toBFloatBits(d);
        else throw error("floating point constant invalid for type");
        if (bits < 0) throw error("floating point constant invalid for type");
        return ConstantFP.ofBits(ft, 0, bits);
      }
      case 'H', 'R' -> {
        if (ft != (k == 'H' ? FloatType.HALF : FloatType.BFLOAT)) throw error("floating point constant invalid for type");
        return ConstantFP.ofBits(ft, 0, lex.fpLo & 0xffff);
      }
      case 'K' -> {
        if (ft != FloatType.X86_FP80) throw error("floating point constant invalid for type");
        return ConstantFP.ofBits(ft, lex.fpHi & 0xffff, lex.fpLo);
      }
      case 'L', 'M' -> {
        if (ft != (k == 'L' ? FloatType.FP128 : FloatType.PPC_FP128)) {
          throw error("floating point constant invalid for type");
        }
        return ConstantFP.ofBits(ft, lex.fpHi, lex.fpLo);
      }
      default -> throw error("floating point constant invalid for type");
    }
  }

  private Constant parseStructConstant(Type ty, boolean packed, long pos) {
    List<Constant> elts = parseConstantList(Tok.LBRACE, Tok.RBRACE, "'}'");
    if (!(ty instanceof StructType st) || st.isOpaque()) {
      throw error(pos, "constant expression type mismatch: got type '" + structTypeOf(elts, packed) + "' but expected '"
          + ty + "'");
    }
    if (st.isPacked() != packed) throw error(pos, "packed'ness of initializer and type don't match");
    if (st.numElements() != elts.size()) throw error(pos, "initializer with struct type has wrong # elements");
    for (int i = 0; i < elts.size(); i++) {
      if (elts.get(i).type() != st.element(i)) {
        throw error(pos, "element " + i + " of struct initializer doesn't match struct element type");
      }
    }
    return ConstantAggregate.get(ty, elts);
  }

  private static Type structTypeOf(List<Constant> elts, boolean packed) {
    List<Type> ts = new ArrayList<>();
    for (Constant c : elts) ts.add(c.type());
    return StructType.literal(ts, packed);
  }

  private Constant parseVectorConstant(Type ty, long pos) {
    List<Constant> elts = new ArrayList<>();
    do {
      elts.add(parseTypedConstant());
    } while (eat(Tok.COMMA));
    expect(Tok.GREATER, "'>' at end of vector constant");
    Type et = elts.get(0).type();
    if (!(et instanceof IntegerType || et instanceof FloatType || et instanceof PointerType)) {
      throw error(pos, "vector elements must have integer, pointer or floating point type");
    }
    for (Constant c : elts) if (c.type() != et) throw error(pos, "vector element #" + elts.indexOf(c) + " is not of type '" + et + "'");
    VectorType vt = VectorType.get(elts.size(), et);
    if (vt != ty) throw error(pos, "constant expression type mismatch: got type '" + vt + "' but expected '" + ty + "'");
    return ConstantAggregate.get(ty, elts);
  }

  private Constant parseArrayConstant(Type ty, long pos) {
    List<Constant> elts = parseConstantList(Tok.LSQUARE, Tok.RSQUARE, "']'");
    if (!(ty instanceof ArrayType at)) {
      throw error(pos, "constant expression type mismatch: array constant for type '" + ty + "'");
    }
    if (at.length() != elts.size()) {
      throw error(pos, "constant expression type mismatch: got type '[" + elts.size() + " x " + at.element()
          + "]' but expected '" + ty + "'");
    }
    for (Constant c : elts) {
      if (c.type() != at.element()) throw error(pos, "array element #" + elts.indexOf(c) + " is not of type '" + at.element() + "'");
    }
    return ConstantAggregate.get(ty, elts);
  }

  private List<Constant> parseConstantList(int open, int close, String closeText) {
    expect(open, "aggregate");
    List<Constant> elts = new ArrayList<>();
    if (eat(close)) return elts;
    do {
      elts.add(parseTypedConstant());
    } while (eat(Tok.COMMA));
    expect(close, closeText);
    return elts;
  }

  private Value parseKeywordValue(Type ty, long pos) {
    Kw k = lex.kw;
    switch (k) {
      case TRUE, FALSE -> {
        if (!ty.isInteger(1)) throw error("integer constant must have integer type");
        next();
        return ConstantInt.getBool(k == Kw.TRUE);
      }
      case NULL -> {
        if (!(ty instanceof PointerType)) throw error("null must be a pointer type");
        next();
        return ConstantSimple.nullPtr(ty);
      }
      case UNDEF, POISON -> {
        if (!ty.isFirstClass() || ty.isLabel()) throw error("invalid type for " + k.text + " constant");
        next();
        return k == Kw.UNDEF ? ConstantSimple.undef(ty) : ConstantSimple.poison(ty);
      }
      case ZEROINITIALIZER -> {
        if (!ty.isFirstClass() || ty.isLabel() || ty.isToken()) throw error("invalid type for null constant");
        next();
        // LLVM's Constant::getNullValue: a scalar zero is an ordinary 0, 0.0 or null.
        if (ty instanceof IntegerType it) return ConstantInt.get(it, 0);
        if (ty instanceof dev.hoist.ir.type.FloatType ft) return ConstantFP.ofBits(ft, 0, 0);
        if (ty instanceof PointerType) return ConstantSimple.nullPtr(ty);
        return ConstantSimple.zero(ty);
      }
      case NONE -> {
        if (!ty.isToken()) throw error("invalid type for none constant");
        next();
        return ConstantSimple.none(ty);
      }
      case C -> {
        next();
        if (tok != Tok.STRING) throw expected("string constant");
        byte[] bytes = lex.str.getBytes(StandardCharsets.ISO_8859_1);
        next();
        ArrayType at = ArrayType.get(bytes.length, IntegerType.I8);
        if (at != ty) throw error(pos, "constant expression type mismatch: got type '" + at + "' but expected '" + ty + "'");
        boolean zero = true;
        for (byte b : bytes) zero &= b == 0;
        return zero ? ConstantSimple.zero(at) : new ConstantString(at, bytes); // LLVM: all zeros are zeroinitializer
      }
      case ASM -> {
        return parseInlineAsm(ty, pos);
      }
      case BLOCKADDRESS -> {
        return checkConst(parseBlockAddress(), ty, pos);
      }
      case DSO_LOCAL_EQUIVALENT, NO_CFI -> {
        next();
        long gpos = lex.tokPos;
        Value g = parseGlobalOperand(ty);
        if (!(g instanceof GlobalValue) && !(g instanceof GlobalForwardRef)) {
          throw error(gpos, "expected a global value after " + k.text);
        }
        return checkConst(new GlobalRefConstant(k == Kw.NO_CFI ? GlobalRefConstant.Kind.NO_CFI
            : GlobalRefConstant.Kind.DSO_LOCAL_EQUIVALENT, (Constant) g), ty, pos);
      }
      default -> {
        Opcode op = ParseTables.opcodeOf(k);
        if (op == null) throw expected("value token");
        return checkConst(parseConstantExpr(op), ty, pos);
      }
    }
  }

  private Value parseGlobalOperand(Type ty) {
    if (tok != Tok.GLOBAL_VAR && tok != Tok.GLOBAL_ID) throw expected("global value name");
    return parseValue(ty);
  }

  private Constant checkConst(Constant c, Type ty, long pos) {
    if (c.type() != ty) {
      throw error(pos, "constant expression type mismatch: got type '" + c.type() + "' but expected '" + ty + "'");
    }
    return c;
  }

  private Value parseInlineAsm(Type ty, long pos) {
    next();
    boolean sideEffect = eatKw(Kw.SIDEEFFECT);
    boolean alignStack = eatKw(Kw.ALIGNSTACK);
    boolean intel = eatKw(Kw.INTELDIALECT);
    boolean unwind = eatKw(Kw.UNWIND);
    String asm = parseStringConstant("asm string");
    expect(Tok.COMMA, "','");
    String constraints = parseStringConstant("constraint string");
    if (calleeType == null || !(ty instanceof PointerType pt)) throw error(pos, "inline asm not allowed here");
    return new InlineAsm(pt, calleeType, asm, constraints, sideEffect, alignStack, intel, unwind);
  }

  /** {@code blockaddress(@f, %bb)}; {@code @f} may be defined later (computed-goto tables precede their function). */
  private Constant parseBlockAddress() {
    next();
    expect(Tok.LPAREN, "'(' in block address expression");
    long fpos = lex.tokPos;
    String fnKey;
    if (tok == Tok.GLOBAL_VAR) fnKey = lex.str;
    else if (tok == Tok.GLOBAL_ID) fnKey = "#" + lex.intVal;
    else throw expected("function name in blockaddress");
    next();
    expect(Tok.COMMA, "comma in block address expression");
    long bpos = lex.tokPos;
    String blockKey;
    if (tok == Tok.LOCAL_VAR) blockKey = lex.str;
    else if (tok == Tok.LOCAL_ID) blockKey = "#" + lex.intVal;
    else throw expected("basic block name in blockaddress");
    next();
    expect(Tok.RPAREN, "')' in block address expression");
    GlobalValue g = resolveNumberedOrNamedGlobal(fnKey);
    if (g != null && !(g instanceof Function)) throw error(fpos, "expected function name in blockaddress");
    Function f = (Function) g;
    BasicBlock bb;
    Constant fnRef;
    int addrSpace = 0;
    if (f != null && scope != null && scope.function == f) {
      bb = blockKey.startsWith("#") ? blockById(Integer.parseInt(blockKey.substring(1)), bpos) : blockByName(blockKey, bpos);
      fnRef = f;
      addrSpace = f.addrSpace();
    } else if (f != null && !f.isDeclaration()) {
      bb = findBlock(f, blockKey);
      if (bb == null) throw error(bpos, "referenced value is not a basic block");
      fnRef = f;
      addrSpace = f.addrSpace();
    } else {
      bb = blockAddressBlocks.computeIfAbsent(fnKey, x -> new HashMap<>()).computeIfAbsent(blockKey, x -> {
        BasicBlock b = new BasicBlock(x.startsWith("#") ? null : x);
        blockAddressRefPos.put(b, bpos);
        return b;
      });
      if (f != null) {
        fnRef = f;
        addrSpace = f.addrSpace();
      } else {
        fnRef = blockAddressFunctions.computeIfAbsent(fnKey, x -> new GlobalForwardRef(PointerType.opaque(0), fpos));
      }
    }
    PointerType t = opaquePointers ? PointerType.opaque(addrSpace) : PointerType.get(IntegerType.I8, addrSpace);
    return new BlockAddress(t, fnRef, bb);
  }

  private GlobalValue resolveNumberedOrNamedGlobal(String key) {
    if (key.startsWith("#")) {
      int id = Integer.parseInt(key.substring(1));
      return id < numberedGlobals.size() ? numberedGlobals.get(id) : null;
    }
    return globalsByName.get(key);
  }

  /** A block of an already parsed function, by name or by {@code #number} (its slot among unnamed values). */
  static BasicBlock findBlock(Function f, String key) {
    if (!key.startsWith("#")) {
      for (BasicBlock b : f.blocks()) if (key.equals(b.name())) return b;
      return null;
    }
    int want = Integer.parseInt(key.substring(1));
    int slot = 0;
    for (var a : f.args()) if (!a.hasName()) slot++;
    for (BasicBlock b : f.blocks()) {
      if (!b.hasName()) {
        if (slot == want) return b;
        slot++;
      }
      for (var i : b) if (!i.hasName() && !i.type().isVoid()) slot++;
    }
    return null;
  }

  private Constant parseConstantExpr(Opcode op) {
    return foldParsed(parseConstantExprAsWritten(op));
  }

  /**
   * What LLVM's ConstantExpr::get makes of a parsed expression: a bitcast to the operand's own
   * type is the operand, two bitcasts are one, and expressions over numbers are evaluated.
   */
  private static Constant foldParsed(Constant c) {
    if (!(c instanceof ConstantExpr e)) return c;
    if (e.opcode() == Opcode.BITCAST) {
      Constant v = e.constOperand(0);
      if (v instanceof ConstantExpr inner && inner.opcode() == Opcode.BITCAST) v = inner.constOperand(0);
      if (v.type() == e.type()) return v;
      if (v != e.constOperand(0)) return ConstantExpr.cast(Opcode.BITCAST, v, e.type());
      return e;
    }
    if (e.opcode() == Opcode.GETELEMENTPTR) {
      ConstantExpr normal = dev.hoist.ir.constant.ConstantExprFolds.normalizeGep(e);
      if (normal != null) return foldParsed(normal);
    }
    Constant folded = dev.hoist.ir.constant.ConstantExprFolds.fold(e);
    if (folded != null) return folded;
    if (e.opcode() == Opcode.GETELEMENTPTR && (e.flags() & Flags.INBOUNDS) == 0 && inBoundsOfGlobal(e)) {
      List<Constant> ops = new ArrayList<>();
      for (int i = 0; i < e.numOperands(); i++) ops.add(e.constOperand(i));
      return ConstantExpr.gep(e.type(), e.sourceElementType(), e.flags() | Flags.INBOUNDS, e.inRangeIndex(), ops);
    }
    Constant f = dev.hoist.ir.constant.ConstantFolder.fold(e);
    return f != null ? f : e;
  }

  /**
   * LLVM's inbounds inference for a constant GEP on a global variable (not extern_weak): every
   * index a constant integer, those into arrays and vectors within bounds, and the first index 0,
   * or 1 with all the others 0 (one past the end).
   */
  private static boolean inBoundsOfGlobal(ConstantExpr e) {
    // A global not defined yet counts too: LLVM folds the expression again once it is.
    Constant base = e.constOperand(0);
    boolean variable = base instanceof dev.hoist.ir.GlobalVariable g ? g.linkage() != dev.hoist.ir.Linkage.EXTERN_WEAK
        : base instanceof GlobalForwardRef && !(e.sourceElementType() instanceof dev.hoist.ir.type.FunctionType);
    if (!variable) return false;
    int n = e.numOperands() - 1;
    if (n == 0) return true;
    Type t = e.sourceElementType();
    for (int i = 1; i <= n; i++) {
      if (!(e.constOperand(i) instanceof ConstantInt ci)) return false;
      if (i == 1) continue;
      long len = t instanceof ArrayType at ? at.length() : t instanceof VectorType vt && !vt.scalable() ? vt.length() : -1;
      if (len >= 0 && (ci.signedValue() < 0 || ci.signedValue() >= len)) return false;
      t = t instanceof StructType st ? st.element((int) ci.signedValue())
          : t instanceof ArrayType at ? at.element() : t instanceof VectorType vt ? vt.element() : null;
      if (t == null) return false;
    }
    ConstantInt first = (ConstantInt) e.constOperand(1);
    if (first.isZero()) return true;
    if (first.signedValue() != 1) return false;
    for (int i = 2; i <= n; i++) if (!((ConstantInt) e.constOperand(i)).isZero()) return false;
    return true;
  }

  private Constant parseConstantExprAsWritten(Opcode op) {
    next();
    long pos = lex.tokPos;
    if (op.isCast()) {
      expect(Tok.LPAREN, "'(' after constantexpr cast");
      Constant v = parseTypedConstant();
      expectKw(Kw.TO);
      Type to = parseType(false);
      expect(Tok.RPAREN, "')' at end of constantexpr cast");
      if (!TypeRules.castIsValid(op, v.type(), to)) {
        throw error(pos, "invalid cast opcode for cast from '" + v.type() + "' to '" + to + "'");
      }
      return ConstantExpr.cast(op, v, to);
    }
    if (op.isBinary()) {
      int flags = ParseTables.parseWrapFlags(this, op);
      expect(Tok.LPAREN, "'(' in binary constantexpr");
      Constant a = parseTypedConstant();
      expect(Tok.COMMA, "',' in binary constantexpr");
      Constant b = parseTypedConstant();
      expect(Tok.RPAREN, "')' in binary constantexpr");
      if (a.type() != b.type()) throw error(pos, "operands of constexpr must have same type");
      ParseTables.checkBinaryOperandType(this, op, a.type(), pos);
      return ConstantExpr.binary(op, flags, a, b);
    }
    switch (op) {
      case FNEG -> {
        expect(Tok.LPAREN, "'(' in unary constantexpr");
        Constant a = parseTypedConstant();
        expect(Tok.RPAREN, "')' in unary constantexpr");
        if (!a.type().isFPOrFPVector()) throw error(pos, "constexpr requires fp operands");
        return ConstantExpr.unary(op, a);
      }
      case ICMP, FCMP -> {
        CmpPredicate p = ParseTables.parseCmpPredicate(this, op);
        expect(Tok.LPAREN, "'(' in compare constantexpr");
        Constant a = parseTypedConstant();
        expect(Tok.COMMA, "',' in compare constantexpr");
        Constant b = parseTypedConstant();
        expect(Tok.RPAREN, "')' in compare constantexpr");
        if (a.type() != b.type()) throw error(pos, "compare operands must have the same type");
        if (op == Opcode.ICMP ? !(a.type().isIntOrIntVector() || a.type().isPtrOrPtrVector()) : !a.type().isFPOrFPVector()) {
          throw error(pos, "invalid operand type for compare constantexpr");
        }
        return ConstantExpr.compare(op, p, dev.hoist.ir.CmpInst.resultType(a.type()), a, b);
      }
      case GETELEMENTPTR -> {
        return parseGepExpr(pos);
      }
      case SELECT -> {
        List<Constant> ops = parseConstExprOperands(3);
        if (!ops.get(0).type().scalarType().isInteger(1) || ops.get(1).type() != ops.get(2).type()) {
          throw error(pos, "operands to select are invalid");
        }
        return ConstantExpr.other(op, ops.get(1).type(), ops);
      }
      case EXTRACTELEMENT -> {
        List<Constant> ops = parseConstExprOperands(2);
        if (!(ops.get(0).type() instanceof VectorType vt) || !ops.get(1).type().isInteger()) {
          throw error(pos, "invalid extractelement operands");
        }
        return ConstantExpr.other(op, vt.element(), ops);
      }
      case INSERTELEMENT -> {
        List<Constant> ops = parseConstExprOperands(3);
        if (!(ops.get(0).type() instanceof VectorType vt) || vt.element() != ops.get(1).type()
            || !ops.get(2).type().isInteger()) {
          throw error(pos, "invalid insertelement operands");
        }
        return ConstantExpr.other(op, vt, ops);
      }
      case SHUFFLEVECTOR -> {
        List<Constant> ops = parseConstExprOperands(3);
        if (!(ops.get(0).type() instanceof VectorType vt) || ops.get(1).type() != vt
            || !(ops.get(2).type() instanceof VectorType mt) || !mt.element().isInteger(32)) {
          throw error(pos, "invalid shufflevector operands");
        }
        return ConstantExpr.other(op, VectorType.get(mt.length(), vt.element(), vt.scalable()), ops);
      }
      case EXTRACTVALUE, INSERTVALUE -> {
        expect(Tok.LPAREN, "'('");
        List<Constant> ops = new ArrayList<>();
        ops.add(parseTypedConstant());
        if (op == Opcode.INSERTVALUE) {
          expect(Tok.COMMA, "','");
          ops.add(parseTypedConstant());
        }
        int[] idx = parseIndexList();
        expect(Tok.RPAREN, "')'");
        Type member = TypeRules.aggregateIndexedType(ops.get(0).type(), idx);
        if (member == null || idx.length == 0) throw error(pos, "invalid indices for " + op.text());
        if (op == Opcode.INSERTVALUE && member != ops.get(1).type()) throw error(pos, "insertvalue operand and field disagree in type");
        return ConstantExpr.aggregate(op, op == Opcode.EXTRACTVALUE ? member : ops.get(0).type(), idx, ops);
      }
      default -> throw error(pos, "unknown constant expression " + op.text());
    }
  }

  private List<Constant> parseConstExprOperands(int n) {
    expect(Tok.LPAREN, "'('");
    List<Constant> ops = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      if (i > 0) expect(Tok.COMMA, "','");
      ops.add(parseTypedConstant());
    }
    expect(Tok.RPAREN, "')'");
    return ops;
  }

  /** {@code , 0, 1, ...}: the indices of extractvalue/insertvalue (at least one). */
  final int[] parseIndexList() {
    List<Integer> l = new ArrayList<>();
    while (tok == Tok.COMMA) {
      if (lex.nextByteIs('!')) break; // metadata attachment follows
      next();
      l.add(parseUInt32("index"));
    }
    int[] a = new int[l.size()];
    for (int i = 0; i < a.length; i++) a[i] = l.get(i);
    return a;
  }

  private Constant parseGepExpr(long pos) {
    boolean inbounds = eatKw(Kw.INBOUNDS);
    expect(Tok.LPAREN, "'(' in constantexpr");
    Type srcElem = parseType(false);
    expect(Tok.COMMA, "',' after getelementptr's type");
    List<Constant> ops = new ArrayList<>();
    int inRange = -1;
    ops.add(parseTypedConstant());
    while (eat(Tok.COMMA)) {
      if (eatKw(Kw.INRANGE)) {
        if (inRange >= 0) throw error("explicit inrange already specified");
        inRange = ops.size() - 1;
      }
      ops.add(parseTypedConstant());
    }
    expect(Tok.RPAREN, "')' in constantexpr");
    Type base = ops.get(0).type();
    if (!(base.scalarType() instanceof PointerType bp)) throw error(pos, "base of getelementptr must be a pointer");
    if (!bp.isOpaque() && bp.pointee() != srcElem) {
      throw error(pos, "explicit pointee type doesn't match operand's pointee type");
    }
    List<Constant> idx = ops.subList(1, ops.size());
    for (Constant c : idx) if (!c.type().isIntOrIntVector()) throw error(pos, "getelementptr index must be an integer");
    Type indexed = TypeRules.gepIndexedType(srcElem, idx);
    if (indexed == null) throw error(pos, "invalid getelementptr indices");
    Type result = TypeRules.gepResultType(base, indexed, idx);
    return ConstantExpr.gep(result, srcElem, inbounds ? Flags.INBOUNDS : 0, inRange, ops);
  }

  /** {@code metadata} operand of a call: any metadata, with function-local values collected as operands. */
  private Value parseMetadataAsValue() {
    Locals locals = scope != null ? new Locals() : null;
    Metadata md = parseMetadata(locals);
    return locals == null ? new MetadataAsValue(md) : new MetadataAsValue(md, locals.values.toArray(new Value[0]));
  }
}
