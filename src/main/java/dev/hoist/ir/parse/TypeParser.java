package dev.hoist.ir.parse;

import dev.hoist.ir.Module;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeGroup;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.PrimitiveType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Parses types (with the module's named and numbered struct types) and attributes. */
abstract class TypeParser extends ParserBase {
  // Module-level tables, shared (read-only) with body workers.
  Map<String, StructType> namedTypes = new HashMap<>();
  Map<Integer, StructType> numberedTypes = new HashMap<>();
  /** Types referenced before their definition, with where: an error if still undefined at the end. */
  Map<StructType, Long> typeForwardRefs = new LinkedHashMap<>();
  Map<Long, AttributeGroup> attributeGroups = new HashMap<>();
  Map<AttributeGroup, Long> groupForwardRefs = new LinkedHashMap<>();
  /** True when the module writes opaque pointers ({@code ptr}): derived pointer types are then opaque too. */
  final boolean opaquePointers;

  TypeParser(byte[] source, Module module, Boolean opaquePointers) {
    super(source, module);
    this.opaquePointers = opaquePointers != null ? opaquePointers : OpaquePointerScan.usesOpaquePointers(source);
  }

  /** A pointer to {@code pointee} in the module's pointer style. */
  final PointerType pointerTo(Type pointee, int addrSpace) {
    return opaquePointers ? PointerType.opaque(addrSpace) : PointerType.get(pointee, addrSpace);
  }

  /** The last array type parsed: an initializer repeats its element type for every element. */
  private ArrayType lastArray;

  final Type parseType(boolean allowVoid) {
    long pos = lex.tokPos;
    Type t = parseBaseType();
    while (true) {
      if (tok == Tok.STAR) {
        checkPointee(t);
        next();
        t = PointerType.get(t, 0);
      } else if (isKw(Kw.ADDRSPACE)) {
        checkPointee(t);
        int as = parseAddrSpace();
        expect(Tok.STAR, "'*' in address space");
        t = PointerType.get(t, as);
      } else if (tok == Tok.LPAREN) {
        t = parseFunctionTypeTail(t);
      } else {
        break;
      }
    }
    if (!allowVoid && t.isVoid()) throw error(pos, "void type only allowed for function results");
    return t;
  }

  private void checkPointee(Type t) {
    if (t instanceof PointerType p && p.isOpaque()) throw error("ptr* is invalid - use ptr instead");
    if (t.isVoid() || t.isLabel() || t.isMetadata() || t.isToken()) throw error("pointer to this type is invalid");
  }

  /** A non-struct type defined with a name ({@code %T = type i32}), or null. */
  Type parseTypeAlias(String name) {
    return null;
  }

  /** {@code addrspace(N)}, positioned at the keyword. */
  final int parseAddrSpace() {
    expectKw(Kw.ADDRSPACE);
    expect(Tok.LPAREN, "'(' in address space");
    int as = parseUInt32("address space");
    if (as > 0xffffff) throw error("invalid address space, must be a 24-bit integer");
    expect(Tok.RPAREN, "')' in address space");
    return as;
  }

  private Type parseBaseType() {
    switch (tok) {
      case Tok.TYPE -> {
        Type t = lex.type;
        next();
        if (t == PointerType.OPAQUE && isKw(Kw.ADDRSPACE)) return PointerType.opaque(parseAddrSpace());
        return t;
      }
      case Tok.LBRACE -> {
        return StructType.literal(parseStructBody(), false);
      }
      case Tok.LESS -> {
        next();
        if (tok == Tok.LBRACE) {
          List<Type> body = parseStructBody();
          expect(Tok.GREATER, "'>' at end of packed struct");
          return StructType.literal(body, true);
        }
        return parseVectorTail();
      }
      case Tok.LSQUARE -> {
        next();
        long n = parseUInt64("array size");
        expectKw(Kw.X);
        long pos = lex.tokPos;
        Type elt = parseType(false);
        expect(Tok.RSQUARE, "']' at end of array type");
        if (!elt.isSized() && !(elt instanceof StructType s && s.isIdentified())) {
          throw error(pos, "invalid array element type");
        }
        ArrayType a = lastArray;
        if (a == null || a.length() != n || a.element() != elt) lastArray = a = ArrayType.get(n, elt);
        return a;
      }
      case Tok.LOCAL_VAR -> {
        Type alias = parseTypeAlias(lex.str);
        if (alias != null) {
          next();
          return alias;
        }
        StructType s = namedTypes.get(lex.str);
        if (s == null && bodyWorker) throw error("use of undefined type named '" + lex.str + "'");
        if (s == null) {
          s = StructType.identified(lex.str);
          namedTypes.put(lex.str, s);
          typeForwardRefs.put(s, lex.tokPos);
        }
        next();
        return s;
      }
      case Tok.LOCAL_ID -> {
        int id = (int) lex.intVal;
        StructType s = numberedTypes.get(id);
        if (s == null && bodyWorker) throw error("use of undefined type '%" + id + "'");
        if (s == null) {
          s = StructType.identified(null);
          numberedTypes.put(id, s);
          typeForwardRefs.put(s, lex.tokPos);
        }
        next();
        return s;
      }
      default -> throw expected("type");
    }
  }

  /** After '<': {@code N x T>} or {@code vscale x N x T>}. */
  private Type parseVectorTail() {
    boolean scalable = false;
    if (eatKw(Kw.VSCALE)) {
      scalable = true;
      expectKw(Kw.X);
    }
    long pos = lex.tokPos;
    int n = parseUInt32("number of elements");
    if (n == 0) throw error(pos, "zero element vector is illegal");
    expectKw(Kw.X);
    long epos = lex.tokPos;
    Type elt = parseType(false);
    expect(Tok.GREATER, "'>' at end of vector type");
    if (!(elt instanceof IntegerType || elt instanceof FloatType || elt instanceof PointerType)) {
      throw error(epos, "invalid vector element type");
    }
    return VectorType.get(n, elt, scalable);
  }

  /** {@code { T, T }}, positioned at '{'. */
  final List<Type> parseStructBody() {
    expect(Tok.LBRACE, "'{'");
    List<Type> elts = new ArrayList<>();
    if (eat(Tok.RBRACE)) return elts;
    do {
      long pos = lex.tokPos;
      Type t = parseType(false);
      if (t.isLabel() || t.isMetadata() || t.isToken() || t instanceof FunctionType) {
        throw error(pos, "invalid element type for struct");
      }
      elts.add(t);
    } while (eat(Tok.COMMA));
    expect(Tok.RBRACE, "'}' at end of struct");
    return elts;
  }

  /** {@code (T1, T2, ...)} after a return type. */
  private Type parseFunctionTypeTail(Type ret) {
    if (ret.isLabel() || ret.isMetadata() || ret instanceof FunctionType) throw error("invalid function return type");
    expect(Tok.LPAREN, "'('");
    List<Type> params = new ArrayList<>();
    boolean varArgs = false;
    if (tok != Tok.RPAREN) {
      do {
        if (tok == Tok.DOTDOTDOT) {
          next();
          varArgs = true;
          break;
        }
        long pos = lex.tokPos;
        Type p = parseType(false);
        if (tok == Tok.ATTR_WORD || tok == Tok.STRING) throw error("argument attributes invalid in function type");
        if (tok == Tok.LOCAL_VAR || tok == Tok.LOCAL_ID) throw error("argument name invalid in function type");
        if (p.isLabel() || p instanceof FunctionType) throw error(pos, "invalid type for function argument");
        params.add(p);
      } while (eat(Tok.COMMA));
    }
    expect(Tok.RPAREN, "')' at end of argument list");
    return FunctionType.get(ret, params, varArgs);
  }

  // ---- attributes ------------------------------------------------------------------------------

  private boolean isParamAttrStart() {
    if (tok == Tok.ATTR_WORD || tok == Tok.STRING) return true;
    if (tok != Tok.KEYWORD) return false;
    return switch (lex.kw) {
      case ALIGN, ALIGNSTACK, DEREFERENCEABLE, DEREFERENCEABLE_OR_NULL, BYVAL, BYREF, SRET, INALLOCA, PREALLOCATED,
          ELEMENTTYPE -> true;
      default -> false;
    };
  }

  private final Map<List<Attribute>, dev.hoist.ir.attr.AttributeSet> internedSets = new HashMap<>();

  /** An attribute set for inline attributes, shared between identical lists (calls repeat them a lot). */
  final dev.hoist.ir.attr.AttributeSet internSet(List<Attribute> attrs) {
    if (attrs.isEmpty()) return dev.hoist.ir.attr.AttributeSet.EMPTY;
    return internedSets.computeIfAbsent(attrs, a -> dev.hoist.ir.attr.AttributeSet.of(a, List.of()));
  }

  /** Parameter or return-value attributes (stops at the first token that is not one). */
  final List<Attribute> parseParamAttrs() {
    if (!isParamAttrStart()) return List.of();
    List<Attribute> l = new ArrayList<>(2);
    while (isParamAttrStart()) {
      if (tok == Tok.ATTR_WORD) {
        l.add(new Attribute.Enum(lex.str));
        next();
      } else if (tok == Tok.STRING) {
        l.add(parseStringAttr());
      } else {
        Kw k = lex.kw;
        next();
        switch (k) {
          case ALIGN -> {
            if (eat(Tok.LPAREN)) {
              long a = parseAlignmentValue();
              expect(Tok.RPAREN, "')'");
              l.add(new Attribute.Int("align", a));
            } else {
              l.add(new Attribute.Int("align", parseAlignmentValue()));
            }
          }
          case ALIGNSTACK -> l.add(new Attribute.Int("alignstack", parseParenInt("stack alignment")));
          case DEREFERENCEABLE -> l.add(new Attribute.Int("dereferenceable", parseParenInt("dereferenceable bytes")));
          case DEREFERENCEABLE_OR_NULL ->
              l.add(new Attribute.Int("dereferenceable_or_null", parseParenInt("dereferenceable bytes")));
          default -> l.add(parseTypeAttrTail(k));
        }
      }
    }
    return l;
  }

  private Attribute parseTypeAttrTail(Kw k) {
    Type t = null;
    if (eat(Tok.LPAREN)) {
      t = parseType(false);
      expect(Tok.RPAREN, "')'");
    } else if (k != Kw.BYVAL && k != Kw.SRET && k != Kw.INALLOCA) {
      throw expected("'(' after " + k.text);
    }
    return new Attribute.TypeAttr(k.text, t);
  }

  private long parseParenInt(String what) {
    expect(Tok.LPAREN, "'('");
    long v = parseUInt64(what);
    expect(Tok.RPAREN, "')'");
    return v;
  }

  final Attribute parseStringAttr() {
    String key = lex.str;
    next();
    String value = null;
    if (eat(Tok.EQUAL)) value = parseStringConstant("string attribute value");
    return new Attribute.Str(key, value);
  }

  /** Result of parsing function attributes: the attributes, group references and a function alignment. */
  record FnAttrs(List<Attribute> attrs, List<AttributeGroup> groups, long align) {}

  /**
   * Function attributes as in a define header, a call site or (with {@code inGroup}) an attribute
   * group body. Outside groups {@code align N} is the function's alignment, as LLVM allows.
   */
  final FnAttrs parseFnAttrs(boolean inGroup) {
    List<Attribute> attrs = new ArrayList<>();
    List<AttributeGroup> groups = new ArrayList<>();
    long align = 0;
    while (true) {
      if (tok == Tok.ATTR_WORD) {
        attrs.add(new Attribute.Enum(lex.str));
        next();
      } else if (tok == Tok.STRING) {
        attrs.add(parseStringAttr());
      } else if (tok == Tok.ATTR_GRP_ID && !inGroup) {
        groups.add(groupRef(lex.intVal, lex.tokPos));
        next();
      } else if (isKw(Kw.ALIGN)) {
        next();
        if (inGroup) {
          expect(Tok.EQUAL, "'='");
          attrs.add(new Attribute.Int("align", parseAlignmentValue()));
        } else if (eat(Tok.LPAREN)) {
          align = parseAlignmentValue();
          expect(Tok.RPAREN, "')'");
        } else {
          align = parseAlignmentValue();
        }
      } else if (isKw(Kw.ALIGNSTACK)) {
        next();
        if (inGroup) {
          expect(Tok.EQUAL, "'='");
          attrs.add(new Attribute.Int("alignstack", parseUInt64("stack alignment")));
        } else {
          attrs.add(new Attribute.Int("alignstack", parseParenInt("stack alignment")));
        }
      } else if (isKw(Kw.ALLOCSIZE) || isKw(Kw.VSCALE_RANGE)) {
        boolean alloc = isKw(Kw.ALLOCSIZE);
        next();
        expect(Tok.LPAREN, "'('");
        int a = parseUInt32("integer");
        int b = -1;
        if (eat(Tok.COMMA)) b = parseUInt32("integer");
        expect(Tok.RPAREN, "')'");
        attrs.add(alloc ? new Attribute.AllocSize(a, b) : new Attribute.VScaleRange(a, b));
      } else if (tok == Tok.KEYWORD && (lex.kw == Kw.PREALLOCATED || lex.kw == Kw.ELEMENTTYPE || lex.kw == Kw.BYVAL
          || lex.kw == Kw.SRET || lex.kw == Kw.BYREF || lex.kw == Kw.INALLOCA)) {
        Kw k = lex.kw;
        next();
        attrs.add(parseTypeAttrTail(k));
      } else if (inGroup && (isKw(Kw.DEREFERENCEABLE) || isKw(Kw.DEREFERENCEABLE_OR_NULL))) {
        String k = lex.kw.text;
        next();
        attrs.add(new Attribute.Int(k, parseParenInt("dereferenceable bytes")));
      } else {
        break;
      }
    }
    return new FnAttrs(attrs, groups, align);
  }

  final AttributeGroup groupRef(long id, long pos) {
    AttributeGroup g = attributeGroups.get(id);
    if (g == null && bodyWorker) throw error(pos, "attribute group #" + id + " is not defined");
    if (g == null) {
      g = new AttributeGroup(id);
      attributeGroups.put(id, g);
      groupForwardRefs.put(g, pos);
    }
    return g;
  }
}
