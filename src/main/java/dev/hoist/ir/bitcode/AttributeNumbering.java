package dev.hoist.ir.bitcode;

import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Intrinsics;
import dev.hoist.ir.Module;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeGroup;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Gives attributes the shape the text parser gives {@code opt -S}'s output: the function
 * attributes of globals, functions and calls become attribute groups numbered as LLVM's
 * SlotTracker numbers them (globals, then functions, then calls in instruction order; equal sets
 * share a group), return and parameter attributes stay inline. Declarations of known intrinsics
 * take LLVM's own attributes, as in the text parser.
 */
final class AttributeNumbering {
  private final Map<List<Attribute>, AttributeGroup> groups = new HashMap<>();
  private final Module module;

  private AttributeNumbering(Module module) {
    this.module = module;
  }

  /**
   * {@code globals}: [GlobalVariable, List of attributes]; {@code functions}: [Function, RawList]
   * in module order; {@code calls}: each body's [CallBase, RawList] in instruction order.
   */
  static void apply(Module m, List<Object[]> globals, List<Object[]> functions, List<List<Object[]>> calls) {
    AttributeNumbering n = new AttributeNumbering(m);
    for (Object[] g : globals) {
      @SuppressWarnings("unchecked")
      List<Attribute> attrs = (List<Attribute>) g[1];
      if (!attrs.isEmpty()) ((GlobalVariable) g[0]).setAttributes(AttributeSet.of(List.of(), List.of(n.group(attrs))));
    }
    for (Object[] f : functions) {
      Function fn = (Function) f[0];
      AttributeList intrinsic = fn.name() != null && fn.name().startsWith("llvm.")
          ? Intrinsics.attributes(fn.name(), fn.numArgs()) : null;
      if (intrinsic == null) {
        fn.setAttributes(n.list((AttributeTableReader.RawList) f[1]));
        continue;
      }
      // LLVM gives a known intrinsic its own attributes, whatever the file says; opt numbers those.
      if (!intrinsic.fn().inline().isEmpty()) n.group(intrinsic.fn().inline());
      fn.setAttributes(intrinsic);
    }
    for (List<Object[]> body : calls) {
      for (Object[] c : body) ((CallBase) c[0]).setAttributes(n.list((AttributeTableReader.RawList) c[1]));
    }
  }

  private AttributeList list(AttributeTableReader.RawList raw) {
    if (raw == AttributeTableReader.RawList.EMPTY) return AttributeList.EMPTY;
    AttributeSet fn = raw.fn().isEmpty() ? AttributeSet.EMPTY : AttributeSet.of(List.of(), List.of(group(raw.fn())));
    AttributeSet ret = raw.ret().isEmpty() ? AttributeSet.EMPTY : AttributeSet.of(raw.ret(), List.of());
    AttributeSet[] params = new AttributeSet[raw.params().size()];
    for (int i = 0; i < params.length; i++) {
      List<Attribute> p = raw.params().get(i);
      params[i] = p.isEmpty() ? AttributeSet.EMPTY : AttributeSet.of(p, List.of());
    }
    return new AttributeList(fn, ret, params);
  }

  private AttributeGroup group(List<Attribute> attrs) {
    AttributeGroup g = groups.get(attrs);
    if (g == null) {
      g = new AttributeGroup(groups.size(), attrs);
      groups.put(attrs, g);
      module.attributeGroups().put(g.id(), g);
    }
    return g;
  }
}
