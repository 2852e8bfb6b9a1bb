package dev.hoist.ir.parse;

import dev.hoist.ir.Module;
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

/** Parses types (with the module's named and numbered struct types). */
abstract class TypeParser extends ParserBase {
  // Module-level tables, shared (read-only) with body workers.
  Map<String, StructType> namedTypes = new HashMap<>();
  Map<Integer, StructType> numberedTypes = new HashMap<>();
  /** Types referenced before their definition, with where: an error if still undefined at the end. */
  Map<StructType, Long> typeForwardRefs = new LinkedHashMap<>();
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
}
