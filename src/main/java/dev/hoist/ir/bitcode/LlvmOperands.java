package dev.hoist.ir.bitcode;

import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The operands of a metadata node in the order LLVM keeps them (MDNode::operands), which differs
 * from the order fields are printed in: LLVM numbers nodes and finds types by walking operands in
 * this order, and so must whoever reproduces its numbering.
 *
 * <pre>
 *   !DISubprogram(name:, scope: !1, file: !2, type: !3, unit: !0, ...)   operands: file, scope, type, unit, ...
 * </pre>
 */
final class LlvmOperands {
  private LlvmOperands() {}

  private static final Map<String, String[]> ORDER = Map.ofEntries(
      Map.entry("DILocation", new String[] {"scope", "inlinedAt"}),
      Map.entry("DISubrange", new String[] {"count", "lowerBound", "upperBound", "stride"}),
      Map.entry("DIGenericSubrange", new String[] {"count", "lowerBound", "upperBound", "stride"}),
      Map.entry("DIStringType", new String[] {"stringLength", "stringLengthExpression", "stringLocationExpression"}),
      Map.entry("DIDerivedType", new String[] {"file", "scope", "baseType", "extraData", "annotations"}),
      Map.entry("DICompositeType", new String[] {"file", "scope", "baseType", "elements", "vtableHolder", "templateParams",
          "discriminator", "dataLocation", "associated", "allocated", "rank", "annotations"}),
      Map.entry("DISubroutineType", new String[] {"types"}),
      Map.entry("DICompileUnit", new String[] {"file", "enums", "retainedTypes", "globals", "imports", "macros"}),
      Map.entry("DISubprogram", new String[] {"file", "scope", "type", "unit", "declaration", "retainedNodes",
          "containingType", "templateParams", "thrownTypes", "annotations"}),
      Map.entry("DILexicalBlock", new String[] {"file", "scope"}),
      Map.entry("DILexicalBlockFile", new String[] {"file", "scope"}),
      Map.entry("DINamespace", new String[] {"scope"}),
      Map.entry("DICommonBlock", new String[] {"scope", "declaration", "file"}),
      Map.entry("DIMacroFile", new String[] {"file", "nodes"}),
      Map.entry("DIModule", new String[] {"file", "scope"}),
      Map.entry("DITemplateTypeParameter", new String[] {"type"}),
      Map.entry("DITemplateValueParameter", new String[] {"type", "value"}),
      Map.entry("DIGlobalVariable", new String[] {"scope", "file", "type", "declaration", "templateParams", "annotations"}),
      Map.entry("DILocalVariable", new String[] {"scope", "file", "type", "annotations"}),
      Map.entry("DILabel", new String[] {"scope", "file"}),
      Map.entry("DIGlobalVariableExpression", new String[] {"var", "expr"}),
      Map.entry("DIObjCProperty", new String[] {"file", "type"}),
      Map.entry("DIImportedEntity", new String[] {"scope", "entity", "file", "elements"}));

  /** The operands of {@code n} that are nodes or values, in LLVM's order (strings and nulls left out). */
  static List<Metadata> of(MDNode n) {
    List<Metadata> l = new ArrayList<>();
    if (n.isTuple()) {
      for (int i = 0; i < n.numOperands(); i++) if (n.operand(i) != null) l.add(n.operand(i));
      return l;
    }
    if ("GenericDINode".equals(n.kind())) {
      if (n.field("operands") instanceof MDNode.FieldList fl) for (Metadata m : fl.items()) if (m != null) l.add(m);
      return l;
    }
    String[] order = ORDER.get(n.kind());
    if (order == null) return l;
    for (String name : order) {
      if (n.field(name) instanceof Metadata m) l.add(m);
    }
    return l;
  }
}
