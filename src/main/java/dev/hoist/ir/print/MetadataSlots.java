package dev.hoist.ir.print;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.MetadataAttachments;
import dev.hoist.ir.Module;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.NamedMDNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Finds the metadata nodes a module's text must define: those reachable from named metadata,
 * attachments and call arguments. Nodes keep the number they had in the input; nodes created
 * since get fresh numbers after the largest one. Nodes written inline as call arguments
 * ({@code metadata !DIExpression()}) stay inline.
 */
final class MetadataSlots {
  private final List<MDNode> numbered = new ArrayList<>();

  MetadataSlots(Module m, int threads) {
    Set<MDNode> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<MDNode> work = new ArrayDeque<>();
    List<MDNode> roots = new ArrayList<>();
    for (NamedMDNode n : m.namedMetadata().values()) roots.addAll(n.operands());
    for (GlobalVariable g : m.globals()) addAttachments(roots, g.metadata());
    for (GlobalValue a : m.aliases()) addAttachments(roots, a.metadata());
    if (threads > 1 && m.functions().size() > 1) {
      // Every instruction is visited: the functions' roots are gathered in parallel, then joined in order.
      for (List<MDNode> r : dev.hoist.util.Parallel.map(m.functions(), threads, f -> {
        List<MDNode> l = new ArrayList<>();
        addRoots(l, f);
        return l;
      })) {
        roots.addAll(r);
      }
    } else {
      for (Function f : m.functions()) addRoots(roots, f);
    }
    long next = 0;
    for (MDNode n : m.numberedMetadata().values()) next = Math.max(next, n.slot() + 1);
    for (MDNode r : roots) {
      if (seen.add(r)) work.add(r);
    }
    List<MDNode> fresh = new ArrayList<>();
    while (!work.isEmpty()) {
      MDNode n = work.poll();
      if (n.slot() < 0) fresh.add(n);
      else numbered.add(n);
      for (Metadata c : children(n)) {
        if (c instanceof MDNode cn && seen.add(cn)) work.add(cn);
      }
    }
    numbered.sort(Comparator.comparingLong(MDNode::slot));
    long last = numbered.isEmpty() ? -1 : numbered.get(numbered.size() - 1).slot();
    next = Math.max(next, last + 1);
    java.util.Set<Long> used = new java.util.HashSet<>();
    for (MDNode n : numbered) used.add(n.slot());
    long gap = 0;
    for (MDNode n : fresh) {
      if (next <= 0xffffffffL) {
        n.setSlot(next++);
      } else { // numbers are 32-bit: fill the gaps below instead
        while (used.contains(gap)) gap++;
        n.setSlot(gap);
        used.add(gap);
      }
      numbered.add(n);
    }
    numbered.sort(Comparator.comparingLong(MDNode::slot));
  }

  /** The nodes {@code f} refers to: its attachments, its instructions' and the nodes of call arguments. */
  private static void addRoots(List<MDNode> roots, Function f) {
    addAttachments(roots, f.metadata());
    for (BasicBlock b : f.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i.hasMetadata()) addAttachments(roots, i.metadata());
        if (i instanceof CallBase c) {
          for (int k = 0; k < c.numOperands(); k++) {
            if (c.operand(k) instanceof MetadataAsValue mv) {
              // An inline node stays inline, but what it references needs numbers.
              Metadata md = mv.metadata();
              if (md instanceof MDNode n && n.slot() < 0) {
                for (Metadata child : children(n)) if (child instanceof MDNode cn) roots.add(cn);
              } else if (md instanceof MDNode n) {
                roots.add(n);
              }
            }
          }
        }
      }
    }
  }

  private static void addAttachments(List<MDNode> roots, MetadataAttachments a) {
    for (int i = 0; i < a.size(); i++) roots.add(a.node(i));
  }

  static List<Metadata> children(MDNode n) {
    List<Metadata> l = new ArrayList<>();
    if (n.isTuple()) {
      for (int i = 0; i < n.numOperands(); i++) if (n.operand(i) != null) l.add(n.operand(i));
    } else {
      for (MDNode.Field f : n.fields()) {
        if (f.value() instanceof Metadata md) l.add(md);
        else if (f.value() instanceof MDNode.FieldList list) for (Metadata md : list.items()) if (md != null) l.add(md);
      }
    }
    return l;
  }

  /** The nodes to define, in number order. */
  List<MDNode> nodes() {
    return numbered;
  }
}
