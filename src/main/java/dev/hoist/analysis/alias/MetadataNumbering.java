package dev.hoist.analysis.alias;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.MetadataAttachments;
import dev.hoist.ir.Module;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.NamedMDNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The numbers LLVM's slot tracker gives metadata nodes when it prints a single instruction, which
 * is how {@code aa-eval} prints calls: the metadata of global variables, then named metadata,
 * then either every function's metadata (when the instruction itself has a metadata operand) or
 * only its own function's. Nodes are numbered in depth-first pre-order, following each debug-info
 * node's operands in LLVM's operand order (not the order its fields are printed in), so that
 * {@code !dbg !198} in the module becomes {@code !dbg !41} in the output, as opt prints it.
 */
final class MetadataNumbering {
  private MetadataNumbering() {}

  /** Node-valued operands of the debug-info kinds, in LLVM 14's operand order. */
  private static final Map<String, String[]> OPERANDS = new HashMap<>();

  private static void ops(String kind, String... fields) {
    OPERANDS.put(kind, fields);
  }

  static {
    ops("DILocation", "scope", "inlinedAt");
    ops("DISubrange", "count", "lowerBound", "upperBound", "stride");
    ops("DIGenericSubrange", "count", "lowerBound", "upperBound", "stride");
    ops("DIEnumerator");
    ops("DIBasicType", "file", "scope");
    ops("DIStringType", "file", "scope", "stringLength", "stringLengthExpression", "stringLocationExpression");
    ops("DIDerivedType", "file", "scope", "baseType", "extraData", "annotations");
    ops("DICompositeType", "file", "scope", "baseType", "elements", "vtableHolder", "templateParams", "discriminator",
        "dataLocation", "associated", "allocated", "rank", "annotations");
    ops("DISubroutineType", "types");
    ops("DIFile");
    ops("DICompileUnit", "file", "enums", "retainedTypes", "globals", "imports", "macros");
    ops("DISubprogram", "file", "scope", "type", "unit", "declaration", "retainedNodes", "containingType",
        "templateParams", "thrownTypes", "annotations");
    ops("DILexicalBlock", "file", "scope");
    ops("DILexicalBlockFile", "file", "scope");
    ops("DINamespace", "scope");
    ops("DICommonBlock", "scope", "declaration", "file");
    ops("DIModule", "file", "scope");
    ops("DITemplateTypeParameter", "type");
    ops("DITemplateValueParameter", "type", "value");
    ops("DIGlobalVariable", "scope", "file", "type", "declaration", "templateParams", "annotations");
    ops("DILocalVariable", "scope", "file", "type", "annotations");
    ops("DILabel", "scope", "file");
    ops("DIObjCProperty", "file", "type");
    ops("DIImportedEntity", "scope", "entity", "file", "elements");
    ops("DIGlobalVariableExpression", "var", "expr");
    ops("DIMacro");
    ops("DIMacroFile", "file", "nodes");
  }

  /** LLVM's fixed metadata kind ids, which order an instruction's attachments after !dbg. */
  private static final List<String> FIXED_KINDS = List.of("dbg", "tbaa", "prof", "fpmath", "range", "tbaa.struct",
      "invariant.load", "alias.scope", "noalias", "nontemporal", "llvm.mem.parallel_loop_access", "nonnull",
      "dereferenceable", "dereferenceable_or_null", "make.implicit", "unpredictable", "invariant.group", "align",
      "llvm.loop", "type", "section_prefix", "absolute_symbol", "associated", "callees", "irr_loop",
      "llvm.access.group", "callback", "llvm.preserve.access.index", "vcall_visibility", "noundef", "annotation");

  /** The numbering for printing an instruction of {@code f}; {@code all}: with every function's metadata. */
  static Map<MDNode, Integer> of(Module m, Function f, boolean all) {
    Map<MDNode, Integer> slots = new IdentityHashMap<>();
    for (GlobalVariable g : m.globals()) attachments(g.metadata(), slots);
    for (NamedMDNode n : m.namedMetadata().values()) for (MDNode op : n.operands()) number(op, slots);
    if (all) {
      for (Function fn : m.functions()) function(fn, slots);
    } else {
      function(f, slots);
    }
    return slots;
  }

  private static void function(Function f, Map<MDNode, Integer> slots) {
    attachments(f.metadata(), slots);
    for (BasicBlock b : f.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i instanceof CallInst c && c.calledFunction() != null && IrOps.intrinsicName(c) != null) {
          for (int k = 0; k < c.numOperands(); k++) {
            if (c.operand(k) instanceof MetadataAsValue mv && mv.metadata() instanceof MDNode n) number(n, slots);
          }
        }
        if (i.hasMetadata()) attachments(i.metadata(), slots);
      }
    }
  }

  /** Attachments in LLVM's getAllMetadata order: by kind id ({@code !dbg} first). */
  private static void attachments(MetadataAttachments md, Map<MDNode, Integer> slots) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < md.size(); i++) order.add(i);
    order.sort((a, b) -> Integer.compare(kindId(md.kind(a)), kindId(md.kind(b))));
    for (int i : order) number(md.node(i), slots);
  }

  private static int kindId(String kind) {
    int i = FIXED_KINDS.indexOf(kind);
    return i >= 0 ? i : 1000 + (kind.hashCode() & 0xffff);
  }

  private static void number(MDNode n, Map<MDNode, Integer> slots) {
    if (n == null) return;
    String kind = n.kind();
    if ("DIExpression".equals(kind) || "DIArgList".equals(kind)) return;
    if (slots.containsKey(n)) return;
    slots.put(n, slots.size());
    if (n.isTuple()) {
      for (int i = 0; i < n.numOperands(); i++) if (n.operand(i) instanceof MDNode c) number(c, slots);
      return;
    }
    String[] order = OPERANDS.get(kind);
    if (order == null) {
      for (MDNode.Field fd : n.fields()) if (fd.value() instanceof MDNode c) number(c, slots);
      return;
    }
    for (String name : order) {
      Object v = n.field(name);
      if (v instanceof MDNode c) number(c, slots);
    }
  }

  /** Renumbers the {@code !N} references of an instruction's text (input number to LLVM's). */
  static String renumber(String text, Map<Long, Integer> byInputSlot) {
    StringBuilder sb = new StringBuilder(text.length());
    int i = 0;
    boolean inString = false;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '"') inString = !inString;
      if (!inString && c == '!' && i + 1 < text.length() && Character.isDigit(text.charAt(i + 1))) {
        int j = i + 1;
        while (j < text.length() && Character.isDigit(text.charAt(j))) j++;
        Integer to = j - i > 18 ? null : byInputSlot.get(Long.parseLong(text.substring(i + 1, j)));
        sb.append('!').append(to != null ? to : text.substring(i + 1, j));
        i = j;
        continue;
      }
      sb.append(c);
      i++;
    }
    return sb.toString();
  }

  /** Whether the instruction names metadata nodes in its operands (then LLVM numbers all metadata). */
  static boolean referencesMetadata(Instruction i) {
    if (!(i instanceof CallInst c) || IrOps.intrinsicName(c) == null) return false;
    for (int k = 0; k < i.numOperands(); k++) {
      if (i.operand(k) instanceof MetadataAsValue mv && mv.metadata() instanceof MDNode) return true;
    }
    return false;
  }
}
