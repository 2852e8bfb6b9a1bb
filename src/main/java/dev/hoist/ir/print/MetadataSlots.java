package dev.hoist.ir.print;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.MetadataAttachments;
import dev.hoist.ir.Module;
import dev.hoist.ir.metadata.DiKinds;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.MetadataKinds;
import dev.hoist.ir.metadata.NamedMDNode;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The numbers of metadata nodes as LLVM's slot tracker gives them: the attachments of global
 * variables, the operands of named metadata, then each function's attachments and, in its body,
 * the metadata arguments of intrinsic calls and each instruction's attachments (in kind-id order,
 * {@code !dbg} first). Nodes are numbered in depth-first pre-order, following a debug-info node's
 * operands in LLVM's operand order ({@link DiKinds}), not the order its fields print in.
 * DIExpression and DIArgList nodes get no number: they are printed inline. Nodes that nothing
 * reaches this way are not printed, as in opt.
 */
public final class MetadataSlots {
  private final Map<MDNode, Integer> slots = new IdentityHashMap<>();
  private final List<MDNode> nodes = new ArrayList<>();
  private final MetadataKinds kinds;

  private MetadataSlots(Module m) {
    this.kinds = new MetadataKinds(m == null ? List.of() : m.metadataKinds());
  }

  /** The numbering {@code opt -S} prints a whole module with. */
  public static MetadataSlots forModule(Module m) {
    MetadataSlots s = moduleLevel(m);
    for (Function f : m.functions()) s.function(f);
    return s;
  }

  /**
   * The numbering LLVM uses to print one instruction of {@code f} on its own: the module level,
   * then every function's metadata when the instruction names metadata nodes in its operands
   * ({@code all}), else only {@code f}'s.
   */
  public static MetadataSlots forInstruction(Module m, Function f, boolean all) {
    if (m == null) return new MetadataSlots(null);
    MetadataSlots s = moduleLevel(m);
    if (all) {
      for (Function fn : m.functions()) s.function(fn);
    } else if (f != null) {
      s.function(f);
    }
    return s;
  }

  static MetadataSlots moduleLevel(Module m) {
    MetadataSlots s = new MetadataSlots(m);
    for (GlobalVariable g : m.globals()) s.attachments(g.metadata());
    for (NamedMDNode n : m.namedMetadata().values()) for (MDNode op : n.operands()) s.number(op);
    return s;
  }

  private void function(Function f) {
    functionAttachments(f);
    for (BasicBlock b : f.blocks()) for (Instruction i = b.first(); i != null; i = i.next()) instruction(i);
  }

  /** A function's own attachments, before its instructions. */
  void functionAttachments(Function f) {
    attachments(f.metadata());
  }

  /** The metadata arguments of an intrinsic call, then the instruction's attachments. */
  void instruction(Instruction i) {
    if (i instanceof CallInst c && isIntrinsicCall(c)) {
      for (int k = 0, n = c.numOperands(); k < n; k++) {
        if (c.operand(k) instanceof MetadataAsValue mv && mv.metadata() instanceof MDNode node) number(node);
      }
    }
    if (i.hasMetadata()) attachments(i.metadata());
  }

  /** A direct call of an {@code llvm.*} function (LLVM numbers only their metadata arguments). */
  static boolean isIntrinsicCall(CallInst c) {
    return c.callee() instanceof Function fn && fn.hasName() && fn.name().startsWith("llvm.");
  }

  private void attachments(MetadataAttachments md) {
    int n = md.size();
    if (n == 0) return;
    if (n == 1) {
      number(md.node(0));
      return;
    }
    for (int i : kinds.order(md::kind, n)) number(md.node(i));
  }

  /** Each uniqued node's representative: LLVM keeps one node per content ({@link #canonical}). */
  private final Map<MDNode, MDNode> canon = new IdentityHashMap<>();
  private final Map<List<Object>, MDNode> byContent = new java.util.HashMap<>();

  /**
   * The node LLVM would have for {@code n}: a node that is not distinct is uniqued by its content
   * (its kind, fields and operands, nodes among them compared by their own representatives), so
   * two equal tuples that Hoist made separately print as one, as opt prints them.
   */
  MDNode canonical(MDNode n) {
    MDNode c = canon.get(n);
    if (c != null) return c;
    if (n.isDistinct() || !n.isDefined()) {
      canon.put(n, n);
      return n;
    }
    canon.put(n, n); // a cycle through uniqued nodes stops at n itself
    List<Object> key = new ArrayList<>();
    key.add(n.kind());
    if (n.isTuple()) {
      for (int i = 0; i < n.numOperands(); i++) key.add(keyOf(n.operand(i)));
    } else {
      for (MDNode.Field f : n.fields()) {
        key.add(f.name());
        Object v = f.value();
        if (v instanceof Metadata md) {
          key.add(keyOf(md));
        } else if (v instanceof MDNode.FieldList l) {
          List<Object> items = new ArrayList<>();
          for (Metadata md : l.items()) items.add(keyOf(md));
          key.add(items);
        } else {
          key.add(v);
        }
      }
    }
    c = byContent.putIfAbsent(key, n);
    if (c == null) c = n;
    canon.put(n, c);
    return c;
  }

  private Object keyOf(Metadata md) {
    if (md == null) return "null";
    if (md instanceof MDNode n) return canonical(n);
    if (md instanceof dev.hoist.ir.metadata.MDString s) return List.of("!\"", s.value());
    if (md instanceof dev.hoist.ir.metadata.ValueAsMetadata v && v.value() instanceof dev.hoist.ir.constant.ConstantInt ci) {
      return List.of(ci.type(), ci.text());
    }
    return md;
  }

  private final java.util.ArrayDeque<MDNode> stack = new java.util.ArrayDeque<>();
  private final List<MDNode> children = new ArrayList<>();

  /** Numbers {@code root} and what it reaches, in pre-order (an explicit stack: chains can be long). */
  private void number(MDNode root) {
    if (root == null) return;
    root = canonical(root);
    if (slots.containsKey(root)) return;
    stack.push(root);
    while (!stack.isEmpty()) {
      MDNode n = stack.pop();
      if (slots.containsKey(n)) continue;
      String kind = n.kind();
      if ("DIExpression".equals(kind) || "DIArgList".equals(kind)) continue;
      slots.put(n, nodes.size());
      nodes.add(n);
      children.clear();
      if (n.isTuple()) {
        for (int i = 0; i < n.numOperands(); i++) if (n.operand(i) instanceof MDNode c) children.add(canonical(c));
      } else {
        DiKinds.Kind k = DiKinds.of(kind);
        if (k != null) {
          for (String name : k.operands()) {
            Object v = n.field(name);
            if (v instanceof MDNode c) children.add(canonical(c));
            else if (v instanceof MDNode.FieldList l) for (Metadata item : l.items()) if (item instanceof MDNode c) children.add(canonical(c));
          }
        }
      }
      for (int i = children.size() - 1; i >= 0; i--) if (!slots.containsKey(children.get(i))) stack.push(children.get(i));
    }
  }

  /** The number of {@code n}, or -1 when it has none (it is printed inline). */
  public int slot(MDNode n) {
    MDNode c = canon.get(n);
    Integer s = slots.get(c != null ? c : n);
    return s == null ? -1 : s;
  }

  /** The numbered nodes, in number order. */
  List<MDNode> nodes() {
    return nodes;
  }

  /** Metadata attachment ids of the module, which order attachments when printed. */
  MetadataKinds kinds() {
    return kinds;
  }
}
