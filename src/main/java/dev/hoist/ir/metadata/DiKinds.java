package dev.hoist.ir.metadata;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * LLVM 14's specialized metadata nodes: for each kind, its fields in the order LLVM's AsmWriter
 * prints them, when a field is left out (its default), and the order of the node's operands, in
 * which LLVM's slot tracker numbers the nodes it references. Each field is written
 * {@code name:type[flags]}:
 * <pre>
 *   types: M metadata, S string, I integer, B boolean (default false), T boolean (default true),
 *          G DWARF tag, F DIFlags, P DISPFlags, E a keyword (DW_ATE_..., FullDebug, ...),
 *          X integer or metadata (DISubrange bounds), L a braced list of metadata
 *   flags: ! required, * always printed (else printed only when not the default)
 * </pre>
 */
public final class DiKinds {
  private DiKinds() {}

  /** One field: its name, type letter, whether it is required and whether it is always printed. */
  public record FieldSpec(String name, char type, boolean required, boolean always) {}

  /** A node kind: its fields in print order, and the fields holding its operands, in operand order. */
  public record Kind(String name, List<FieldSpec> fields, List<String> operands, String defaultTag) {
    public FieldSpec field(String n) {
      for (FieldSpec f : fields) if (f.name().equals(n)) return f;
      return null;
    }
  }

  private static final Map<String, Kind> KINDS = new HashMap<>();

  private static void def(String name, String fields, String operands) {
    def(name, fields, operands, null);
  }

  private static void def(String name, String fields, String operands, String defaultTag) {
    List<FieldSpec> l = new java.util.ArrayList<>();
    if (!fields.isEmpty()) {
      for (String f : fields.split(" ")) {
        int colon = f.indexOf(':');
        String flags = f.substring(colon + 2);
        l.add(new FieldSpec(f.substring(0, colon), f.charAt(colon + 1), flags.contains("!"), flags.contains("*")));
      }
    }
    KINDS.put(name, new Kind(name, List.copyOf(l), operands.isEmpty() ? List.of() : List.of(operands.split(" ")),
        defaultTag));
  }

  static {
    def("DILocation", "line:I* column:I scope:M!* inlinedAt:M isImplicitCode:B", "scope inlinedAt");
    def("GenericDINode", "tag:G!* header:S operands:L", "header operands");
    def("DISubrange", "count:X lowerBound:X upperBound:X stride:X", "count lowerBound upperBound stride");
    def("DIGenericSubrange", "count:X lowerBound:X upperBound:X stride:X", "count lowerBound upperBound stride");
    def("DIEnumerator", "name:S!* value:I!* isUnsigned:B", "name");
    def("DIBasicType", "tag:G name:S size:I align:I encoding:E flags:F", "name", "DW_TAG_base_type");
    def("DIStringType", "tag:G name:S stringLength:M stringLengthExpression:M stringLocationExpression:M size:I align:I"
        + " encoding:E", "name stringLength stringLengthExpression stringLocationExpression", "DW_TAG_string_type");
    def("DIDerivedType", "tag:G!* name:S scope:M file:M line:I baseType:M!* size:I align:I offset:I flags:F extraData:M"
        + " dwarfAddressSpace:I annotations:M", "file scope name baseType extraData annotations");
    def("DICompositeType", "tag:G!* name:S scope:M file:M line:I baseType:M size:I align:I offset:I flags:F elements:M"
        + " runtimeLang:E vtableHolder:M templateParams:M identifier:S discriminator:M dataLocation:M associated:M"
        + " allocated:M rank:X annotations:M", "file scope name baseType elements vtableHolder templateParams"
        + " identifier discriminator dataLocation associated allocated rank annotations");
    def("DISubroutineType", "flags:F cc:E types:M!*", "types");
    def("DIFile", "filename:S!* directory:S!* checksumkind:E checksum:S source:S", "filename directory checksum source");
    def("DICompileUnit", "language:E!* file:M!* producer:S isOptimized:B* flags:S runtimeVersion:I* splitDebugFilename:S"
        + " emissionKind:E* enums:M retainedTypes:M globals:M imports:M macros:M dwoId:I splitDebugInlining:T"
        + " debugInfoForProfiling:B nameTableKind:E rangesBaseAddress:B sysroot:S sdk:S",
        "file producer flags splitDebugFilename enums retainedTypes globals imports macros sysroot sdk");
    def("DISubprogram", "name:S linkageName:S scope:M* file:M line:I type:M scopeLine:I containingType:M"
        + " virtualIndex:I thisAdjustment:I flags:F spFlags:P* unit:M templateParams:M declaration:M"
        + " retainedNodes:M thrownTypes:M annotations:M", "file scope name linkageName type unit declaration"
        + " retainedNodes containingType templateParams thrownTypes annotations");
    def("DILexicalBlock", "scope:M!* file:M line:I column:I", "file scope");
    def("DILexicalBlockFile", "scope:M!* file:M discriminator:I!*", "file scope");
    def("DICommonBlock", "scope:M!* declaration:M* name:S file:M line:I", "scope declaration name file");
    def("DINamespace", "name:S scope:M!* exportSymbols:B", "scope name");
    def("DIMacro", "type:E!* line:I name:S! value:S", "name value");
    def("DIMacroFile", "type:E line:I file:M!* nodes:M", "file nodes");
    def("DIModule", "scope:M!* name:S! configMacros:S includePath:S apinotes:S file:M line:I isDecl:B",
        "file scope name configMacros includePath apinotes");
    def("DITemplateTypeParameter", "name:S type:M!* defaulted:B", "name type");
    def("DITemplateValueParameter", "tag:G name:S type:M defaulted:B value:M!*", "name type value",
        "DW_TAG_template_value_parameter");
    def("DIGlobalVariable", "name:S! linkageName:S scope:M* file:M line:I type:M isLocal:B* isDefinition:T*"
        + " declaration:M templateParams:M align:I annotations:M",
        "scope name file type name linkageName declaration templateParams annotations");
    def("DILocalVariable", "name:S arg:I scope:M!* file:M line:I type:M flags:F align:I annotations:M",
        "scope name file type annotations");
    def("DILabel", "scope:M!* name:S! file:M! line:I!", "scope name file");
    def("DIGlobalVariableExpression", "var:M!* expr:M!*", "var expr");
    def("DIObjCProperty", "name:S file:M line:I setter:S getter:S attributes:I type:M", "name file getter setter type");
    def("DIImportedEntity", "tag:G!* name:S scope:M!* entity:M file:M line:I elements:M",
        "scope entity name file elements");
  }

  /** The kind named {@code name}, or null (DIExpression and DIArgList are positional, not described here). */
  public static Kind of(String name) {
    return KINDS.get(name);
  }
}
