package dev.hoist.ir.parse;

import dev.hoist.ir.Module;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeGroup;
import dev.hoist.ir.attr.AttributeKinds;
import dev.hoist.ir.attr.AttributeSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses attributes as LLVM 14's parser does: parameter and return-value attributes, function
 * attributes with references to attribute groups, and group bodies.
 * <pre>
 *   declare noalias i8* @f(i8* nocapture readonly, i64) nounwind #0
 *   attributes #0 = { nounwind align=16 "frame-pointer"="all" }
 * </pre>
 * A group may be referenced before (or without) its definition: references are resolved once
 * every group is known, and a group that is never defined adds nothing, as in LLVM. The group
 * attributes are merged over those written inline; a later {@code attributes #N} replaces an
 * earlier one.
 */
abstract class AttributeParser extends TypeParser {
  /** The attribute groups defined so far, by number (module-level, shared with body workers). */
  Map<Long, AttributeGroup> attributeGroups = new HashMap<>();

  AttributeParser(byte[] source, Module module, Boolean opaquePointers) {
    super(source, module, opaquePointers);
  }

  /**
   * Function attributes as written: the attributes, the numbers of the groups referenced, and
   * where the last {@code align} was ({@code alignPos}, 0 when none; a function moves it to its
   * alignment, a call rejects it) and the last {@code builtin} ({@code builtinPos}).
   */
  record FnAttrs(List<Attribute> attrs, long[] groups, long alignPos, long builtinPos) {
    static final long[] NO_GROUPS = new long[0];

    boolean isEmpty() {
      return attrs.isEmpty() && groups.length == 0;
    }
  }

  private final Map<List<Attribute>, AttributeSet> internedSets = new HashMap<>();
  /** The set of a reference to one group alone, by group number (groups are all read before bodies). */
  private final Map<Long, AttributeSet> groupSets = new HashMap<>();

  /** An attribute set shared between identical lists (calls repeat them a lot). */
  final AttributeSet internSet(List<Attribute> attrs) {
    if (attrs.isEmpty()) return AttributeSet.EMPTY;
    AttributeSet s = internedSets.get(attrs);
    if (s == null) {
      s = AttributeSet.of(attrs);
      internedSets.put(List.copyOf(attrs), s);
    }
    return s;
  }

  /**
   * The set {@code a} stands for once its groups are known: the inline attributes with those of
   * each defined group merged over them, in order.
   */
  final AttributeSet resolve(FnAttrs a) {
    if (a.groups().length == 0) return internSet(a.attrs());
    if (a.attrs().isEmpty() && a.groups().length == 1) { // "call void @f() #3": the common case, once per group
      AttributeSet s = groupSets.get(a.groups()[0]);
      if (s == null) {
        AttributeGroup g = attributeGroups.get(a.groups()[0]);
        s = g == null ? AttributeSet.EMPTY : internSet(g.attributes());
        groupSets.put(a.groups()[0], s);
      }
      return s;
    }
    List<Attribute> all = new ArrayList<>(a.attrs());
    for (long id : a.groups()) {
      AttributeGroup g = attributeGroups.get(id);
      if (g != null) all.addAll(g.attributes());
    }
    return internSet(all);
  }

  private boolean isParamAttrStart() {
    if (tok == Tok.ATTR_WORD || tok == Tok.STRING) return true;
    if (tok != Tok.KEYWORD) return false;
    return switch (lex.kw) {
      case ALIGN, ALIGNSTACK, DEREFERENCEABLE, DEREFERENCEABLE_OR_NULL, BYVAL, BYREF, SRET, INALLOCA, PREALLOCATED,
          ELEMENTTYPE, ALLOCSIZE, VSCALE_RANGE -> true;
      default -> false;
    };
  }

  /** Parameter attributes (stops at the first token that is not one). */
  final List<Attribute> parseParamAttrs() {
    return parseParamOrReturnAttrs(AttributeKinds.PARAM, "this attribute does not apply to parameters");
  }

  /** Return-value attributes (stops at the first token that is not one). */
  final List<Attribute> parseReturnAttrs() {
    return parseParamOrReturnAttrs(AttributeKinds.RET, "this attribute does not apply to return values");
  }

  private List<Attribute> parseParamOrReturnAttrs(int where, String misplaced) {
    if (!isParamAttrStart()) return List.of();
    List<Attribute> l = new ArrayList<>(2);
    while (isParamAttrStart()) {
      long pos = lex.tokPos;
      Attribute a = parseAttribute(false);
      if (!(a instanceof Attribute.Str) && (AttributeKinds.where(a.kind()) & where) == 0) throw error(pos, misplaced);
      l.add(a);
    }
    return l;
  }

  /**
   * One attribute at the current token: a keyword (with its argument in LLVM's syntax inside or
   * outside a group body) or a string attribute.
   */
  private Attribute parseAttribute(boolean inGroup) {
    if (tok == Tok.ATTR_WORD) {
      Attribute a = new Attribute.Enum(lex.str);
      next();
      return a;
    }
    if (tok == Tok.STRING) return parseStringAttr();
    Kw k = lex.kw;
    next();
    return switch (k) {
      case ALIGN -> {
        if (inGroup) {
          expect(Tok.EQUAL, "'=' here");
          long pos = lex.tokPos;
          long v = parseUInt32("alignment");
          if (v == 0 || (v & (v - 1)) != 0) throw error(pos, "alignment is not a power of two");
          yield new Attribute.Int("align", v);
        }
        if (eat(Tok.LPAREN)) {
          long v = parseAlignmentValue();
          expect(Tok.RPAREN, "')'");
          yield new Attribute.Int("align", v);
        }
        yield new Attribute.Int("align", parseAlignmentValue());
      }
      case ALIGNSTACK -> {
        long pos;
        long v;
        if (inGroup) {
          expect(Tok.EQUAL, "'=' here");
          pos = lex.tokPos;
          v = parseUInt32("stack alignment");
        } else {
          expect(Tok.LPAREN, "'('");
          pos = lex.tokPos;
          v = parseUInt32("stack alignment");
          expect(Tok.RPAREN, "')'");
        }
        if (v == 0 || (v & (v - 1)) != 0) throw error(pos, "stack alignment is not a power of two");
        yield new Attribute.Int("alignstack", v);
      }
      case DEREFERENCEABLE, DEREFERENCEABLE_OR_NULL -> {
        expect(Tok.LPAREN, "'('");
        long pos = lex.tokPos;
        long v = parseUInt64("dereferenceable bytes");
        expect(Tok.RPAREN, "')'");
        if (v == 0) throw error(pos, "dereferenceable bytes must be non-zero");
        yield new Attribute.Int(k.text, v);
      }
      case ALLOCSIZE -> {
        expect(Tok.LPAREN, "'('");
        int a = parseUInt32("integer");
        int b = -1;
        if (eat(Tok.COMMA)) b = parseUInt32("integer");
        expect(Tok.RPAREN, "')'");
        yield new Attribute.AllocSize(a, b);
      }
      case VSCALE_RANGE -> {
        expect(Tok.LPAREN, "'('");
        int min = parseUInt32("integer");
        int max = min;
        if (eat(Tok.COMMA)) max = parseUInt32("integer");
        expect(Tok.RPAREN, "')'");
        yield new Attribute.VScaleRange(min, max);
      }
      default -> { // byval, byref, sret, inalloca, preallocated, elementtype: a type in parentheses
        expect(Tok.LPAREN, "'('");
        Attribute a = new Attribute.TypeAttr(k.text, parseType(false));
        expect(Tok.RPAREN, "')'");
        yield a;
      }
    };
  }

  final Attribute parseStringAttr() {
    String key = lex.str;
    next();
    String value = null;
    if (eat(Tok.EQUAL)) {
      value = parseStringConstant("string attribute value");
      if (value.isEmpty()) value = null;
    }
    return new Attribute.Str(key, value);
  }

  /**
   * Function attributes as in a define header, a call site or a global variable (group
   * references allowed), or an attribute group body ({@code inGroup}). As in LLVM, an attribute
   * that cannot stand on a function does not stop the list: the last such one is reported after
   * it.
   */
  final FnAttrs parseFnAttrs(boolean inGroup) {
    List<Attribute> attrs = null;
    long[] groups = FnAttrs.NO_GROUPS;
    int ngroups = 0;
    long alignPos = 0;
    long builtinPos = 0;
    long misplacedAt = -1;
    String misplacedMsg = null;
    while (true) {
      if (tok == Tok.ATTR_GRP_ID) {
        if (inGroup) {
          misplacedAt = lex.tokPos;
          misplacedMsg = "cannot have an attribute group reference in an attribute group";
        } else {
          if (ngroups == groups.length) groups = java.util.Arrays.copyOf(groups, Math.max(2, ngroups * 2));
          groups[ngroups++] = lex.intVal;
        }
        next();
        continue;
      }
      if (!isParamAttrStart()) {
        if (inGroup && tok != Tok.RBRACE) throw error("unterminated attribute group");
        break;
      }
      long pos = lex.tokPos;
      boolean isAlign = isKw(Kw.ALIGN);
      if (tok == Tok.ATTR_WORD && lex.str.equals("builtin")) builtinPos = pos;
      Attribute a = parseAttribute(inGroup);
      if (isAlign) alignPos = pos;
      else if (!(a instanceof Attribute.Str) && (AttributeKinds.where(a.kind()) & AttributeKinds.FN) == 0) {
        misplacedAt = pos;
        misplacedMsg = "this attribute does not apply to functions";
      }
      if (attrs == null) attrs = new ArrayList<>(4);
      attrs.add(a);
    }
    if (misplacedMsg != null) throw error(misplacedAt, misplacedMsg);
    if (ngroups != groups.length) groups = java.util.Arrays.copyOf(groups, ngroups);
    return new FnAttrs(attrs == null ? List.of() : attrs, groups, alignPos, builtinPos);
  }
}
