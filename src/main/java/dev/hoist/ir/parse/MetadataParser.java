package dev.hoist.ir.parse;

import dev.hoist.ir.Module;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.metadata.DiKinds;
import dev.hoist.ir.metadata.LocalValueRef;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses metadata: strings, tuples, references to numbered nodes (created on first reference and
 * filled when defined), specialized nodes kept field by field, and values wrapped as metadata.
 */
abstract class MetadataParser extends AttributeParser {
  Map<Long, MDNode> numberedMetadata = new HashMap<>();
  Map<MDNode, Long> metadataForwardRefs = new LinkedHashMap<>();
  /** Where each attachment kind of the module's own was first used (shared with body workers). */
  Map<String, Long> kindFirstUse = new java.util.concurrent.ConcurrentHashMap<>();

  MetadataParser(byte[] source, Module module, Boolean opaquePointers) {
    super(source, module, opaquePointers);
  }

  /** Collects the function-local values met inside call-argument metadata. */
  static final class Locals {
    final List<Value> values = new ArrayList<>(1);

    LocalValueRef add(Value v) {
      values.add(v);
      return new LocalValueRef(values.size() - 1);
    }
  }

  /** Parses a {@code <type> <value>} operand; locals are allowed only when {@code locals} is non-null. */
  abstract Value parseTypedValueForMetadata(Locals locals);

  final MDNode numberedNode(long id, long pos) {
    MDNode n = numberedMetadata.get(id);
    if (n == null && bodyWorker) throw error(pos, "use of undefined metadata '!" + id + "'");
    if (n == null) {
      n = new MDNode();
      n.setSlot(id);
      numberedMetadata.put(id, n);
      metadataForwardRefs.put(n, pos);
    }
    return n;
  }

  /** Any metadata operand: {@code !N}, {@code !{...}}, {@code !"s"}, {@code !DIxxx(...)}, or {@code <type> <value>}. */
  final Metadata parseMetadata(Locals locals) {
    if (tok == Tok.METADATA_VAR) return parseSpecialized(false, locals);
    if (tok != Tok.EXCLAIM) return valueAsMetadata(locals);
    next();
    if (tok == Tok.STRING) {
      String s = lex.str;
      next();
      return new MDString(s);
    }
    return parseNodeTail();
  }

  private Metadata valueAsMetadata(Locals locals) {
    long pos = lex.tokPos;
    Value v = parseTypedValueForMetadata(locals);
    if (v instanceof Constant c) return new ValueAsMetadata(c);
    if (locals == null) throw error(pos, "function-local values are not allowed here");
    return locals.add(v);
  }

  /** After '!': a tuple {@code {...}} or a reference {@code N}. */
  private MDNode parseNodeTail() {
    if (tok == Tok.LBRACE) return MDNode.tuple(false, parseTupleBody());
    if (tok == Tok.INTEGER) {
      long pos = lex.tokPos;
      long id = parseUInt32L("metadata number");
      return numberedNode(id, pos);
    }
    throw expected("metadata");
  }

  /** {@code {op, op, ...}} where an op may be {@code null}. */
  final List<Metadata> parseTupleBody() {
    expect(Tok.LBRACE, "'{'");
    List<Metadata> ops = new ArrayList<>();
    if (eat(Tok.RBRACE)) return ops;
    do {
      if (eatKw(Kw.NULL)) ops.add(null);
      else ops.add(parseMetadata(null));
    } while (eat(Tok.COMMA));
    expect(Tok.RBRACE, "'}' at end of metadata node");
    return ops;
  }

  /** A node as an attachment or named-metadata operand: {@code !N}, {@code !{...}} or {@code !DIxxx(...)}. */
  final MDNode parseNode() {
    if (tok == Tok.METADATA_VAR) return parseSpecialized(false, null);
    expect(Tok.EXCLAIM, "'!' here");
    return parseNodeTail();
  }

  /** {@code !DIxxx(field: value, ...)}, positioned at the METADATA_VAR token. */
  final MDNode parseSpecialized(boolean distinct, Locals locals) {
    String kind = lex.str;
    long kindPos = lex.tokPos;
    boolean argList = kind.equals("DIArgList");
    boolean expression = kind.equals("DIExpression");
    DiKinds.Kind schema = DiKinds.of(kind);
    if (schema == null && !argList && !expression) throw error("expected metadata type");
    if (argList && locals == null) throw error("found DIArgList outside of function");
    if (kind.equals("DICompileUnit") && !distinct) throw error("missing 'distinct', required for !DICompileUnit");
    next();
    expect(Tok.LPAREN, "'(' here");
    List<MDNode.Field> fields = new ArrayList<>();
    if (tok != Tok.RPAREN) {
      do {
        if (argList) {
          fields.add(new MDNode.Field(null, valueAsMetadata(locals)));
          continue;
        }
        if (expression) {
          if (tok != Tok.WORD && tok != Tok.INTEGER) throw expected("unsigned integer");
          if (tok == Tok.INTEGER && lex.intVal < 0 && lex.bigVal == null) throw error("expected unsigned integer");
          fields.add(new MDNode.Field(null, new MDNode.Raw(lex.tokenText())));
          next();
          continue;
        }
        if (tok != Tok.LABEL_STR) throw error("expected field label here");
        String name = lex.str;
        if (schema != null && !DiFields.accepts(schema, name)) throw error("invalid field '" + name + "'");
        for (MDNode.Field f : fields) {
          if (name.equals(f.name())) throw error("field '" + name + "' cannot be specified more than once");
        }
        next();
        fields.add(new MDNode.Field(name, parseFieldValue()));
      } while (eat(Tok.COMMA));
    }
    if (tok != Tok.RPAREN) throw expected("')' here");
    if (schema != null) {
      for (DiKinds.FieldSpec r : schema.fields()) {
        if (!r.required()) continue;
        boolean seen = false;
        for (MDNode.Field f : fields) if (r.name().equals(f.name())) seen = true;
        if (!seen) throw error("missing required field '" + r.name() + "'");
      }
      fields = DiFields.canonical(schema, fields, this, lex.tokPos);
    }
    next();
    // With an identifier, LLVM 14 builds a composite type as an ODR type: a distinct node.
    if (kind.equals("DICompositeType") && fields.stream().anyMatch(f -> f.name().equals("identifier"))) distinct = true;
    MDNode node = MDNode.specialized(distinct, kind, fields);
    if (kind.equals("DISubprogram") && !distinct && isDefinitionSubprogram(node)) {
      throw error(kindPos, "missing 'distinct', required for !DISubprogram that is a Definition");
    }
    return node;
  }

  /** Whether a DISubprogram is a definition: its (canonical) spFlags have DISPFlagDefinition. */
  private static boolean isDefinitionSubprogram(MDNode n) {
    return n.field("spFlags") instanceof MDNode.Raw r && r.text().contains("DISPFlagDefinition");
  }

  /** A field value: metadata, {@code null}, or raw tokens ({@code 42}, {@code DW_TAG_x}, {@code A | B}, {@code "s"}). */
  private Object parseFieldValue() {
    if (tok == Tok.EXCLAIM || tok == Tok.METADATA_VAR || tok == Tok.TYPE) return parseMetadata(null);
    if (isKw(Kw.NULL)) {
      next();
      return null;
    }
    if (tok == Tok.LBRACE) return new MDNode.FieldList(parseTupleBody());
    StringBuilder sb = new StringBuilder();
    appendRawToken(sb);
    while (tok == Tok.BAR) {
      next();
      sb.append(" | ");
      appendRawToken(sb);
    }
    return new MDNode.Raw(sb.toString());
  }

  private void appendRawToken(StringBuilder sb) {
    switch (tok) {
      case Tok.INTEGER, Tok.FLOAT, Tok.STRING, Tok.WORD, Tok.KEYWORD, Tok.ATTR_WORD, Tok.TYPE -> {
        sb.append(lex.tokenText());
        next();
      }
      default -> throw expected("metadata field value");
    }
  }

  /** {@code , !kind !node} pairs after an instruction; returns them in order. */
  final void parseAttachment(dev.hoist.ir.MetadataAttachments into) {
    if (tok != Tok.METADATA_VAR) throw expected("metadata attachment");
    String kind = attachmentKind();
    into.add(kind, parseNode());
  }

  /**
   * The kind of an attachment at the current token (consumed), noting where a kind of the
   * module's own is first used: LLVM numbers kinds in that order, and prints attachments so.
   */
  final String attachmentKind() {
    String kind = lex.str.intern();
    if (!dev.hoist.ir.metadata.MetadataKinds.isFixed(kind)) kindFirstUse.merge(kind, lex.tokPos, Math::min);
    next();
    return kind;
  }

  /** The module's own attachment kinds in order of first use. */
  final List<String> kindsInOrder() {
    List<Map.Entry<String, Long>> l = new ArrayList<>(kindFirstUse.entrySet());
    l.sort(Map.Entry.comparingByValue());
    List<String> kinds = new ArrayList<>(l.size());
    for (Map.Entry<String, Long> e : l) kinds.add(e.getKey());
    return kinds;
  }

  /** Whether type {@code t} may be used for a metadata operand's value. */
  static boolean isMetadataValueType(Type t) {
    return !t.isVoid() && !t.isLabel() && !t.isMetadata();
  }
}
