package dev.hoist.ir.bitcode;

import dev.hoist.ir.CallInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.MetadataAttachments;
import dev.hoist.ir.Module;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.NamedMDNode;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Numbers a module's metadata nodes ({@code !0}, {@code !1}, ...) as LLVM's SlotTracker does when
 * {@code opt -S} prints: globals' attachments, named metadata, then per function its attachments,
 * the nodes passed to intrinsics and each instruction's attachments; each node depth-first before
 * its operands (in {@link LlvmOperands} order). Expressions and argument lists stay unnumbered,
 * as they are printed inline. Numbered nodes are also listed in {@link Module#numberedMetadata()},
 * as the text parser lists the nodes it defines.
 */
final class MetadataNumbering {
  private final Set<MDNode> seen = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Module module;
  private long next;

  private MetadataNumbering(Module module) {
    this.module = module;
  }

  /** Numbers {@code m}'s nodes; {@code readers} gives each body's reader (its instructions with nodes). */
  static void number(Module m, Map<Function, FunctionReader> readers) {
    MetadataNumbering n = new MetadataNumbering(m);
    for (GlobalVariable g : m.globals()) n.attachments(g.metadata());
    for (NamedMDNode nm : m.namedMetadata().values()) for (MDNode op : nm.operands()) n.visit(op);
    for (Function f : m.functions()) {
      n.attachments(f.metadata());
      FunctionReader body = readers.get(f);
      if (body == null) continue;
      for (Instruction i : body.withMetadata) {
        if (toIntrinsic(i)) {
          for (int k = 0; k < i.numOperands(); k++) {
            if (i.operand(k) instanceof MetadataAsValue mv && mv.metadata() instanceof MDNode node) n.visit(node);
          }
        }
        if (i.hasMetadata()) n.attachments(i.metadata());
      }
    }
  }

  /** Whether {@code i} has attachments or is a call to an intrinsic (whose node operands are numbered). */
  static boolean hasNodes(Instruction i) {
    return i.hasMetadata() || toIntrinsic(i);
  }

  private static boolean toIntrinsic(Instruction i) {
    return i instanceof CallInst c && c.calledFunction() != null && c.calledFunction().name() != null
        && c.calledFunction().name().startsWith("llvm.");
  }

  private void attachments(MetadataAttachments a) {
    for (int i = 0; i < a.size(); i++) visit(a.node(i));
  }

  /** Numbers {@code root} and what it reaches, depth first, without recursion (debug info nests deeply). */
  private void visit(MDNode root) {
    if (!take(root)) return;
    ArrayDeque<Iterator<Metadata>> stack = new ArrayDeque<>();
    stack.push(LlvmOperands.of(root).iterator());
    while (!stack.isEmpty()) {
      Iterator<Metadata> it = stack.peek();
      if (!it.hasNext()) {
        stack.pop();
        continue;
      }
      if (it.next() instanceof MDNode child && take(child)) {
        List<Metadata> ops = LlvmOperands.of(child);
        if (!ops.isEmpty()) stack.push(ops.iterator());
      }
    }
  }

  private boolean take(MDNode n) {
    if ("DIExpression".equals(n.kind()) || "DIArgList".equals(n.kind())) return false;
    if (!seen.add(n)) return false;
    n.setSlot(next);
    module.numberedMetadata().put(next, n);
    next++;
    return true;
  }
}
