package dev.hoist.ir.bitcode;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.MetadataAttachments;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What one function body hands {@link TypeOrder}'s walk, in the walk's order: types, constants,
 * metadata-as-value operands and attached nodes. Gathered by the body's reader as soon as the body
 * is read (on the reader's thread, while the body is still in the processor's caches), so that the
 * module-wide walk afterwards replays a short list instead of visiting every instruction again.
 *
 * <pre>
 *   %p = getelementptr %struct.S, %struct.S* %s, i64 0, i32 1   ; roots: i32*, %struct.S*, %struct.S
 * </pre>
 *
 * Left out is only what cannot change the order of identified structs: types that hold none
 * ({@link TypeOrder#structFree}), values that are not constants, globals, constants made of such
 * types and globals, and an item met again
 * shortly after (a small direct-mapped cache).
 */
final class TypeRoots {
  /** Types ({@link TypeOrder}'s type), nodes (its node) and values (its value). */
  final List<Object> roots = new ArrayList<>();
  private final Object[] recent = new Object[64];
  private final Set<Type> structFree;

  TypeRoots(Set<Type> structFree) {
    this.structFree = structFree;
  }

  /** Adds what the walk visits of instruction {@code i}, in its order. */
  void add(Instruction i) {
    type(i.type());
    for (int k = 0, n = i.numOperands(); k < n; k++) {
      Value v = i.operand(k);
      if (v != null && !(v instanceof Instruction)) value(v);
    }
    if (i instanceof GepInst g) type(g.sourceElementType());
    else if (i instanceof AllocaInst a) type(a.allocatedType());
    else if (i instanceof CallBase c) TypeOrder.attributeTypes(c.attributes(), this::type);
    if (i.hasMetadata()) {
      MetadataAttachments a = i.metadata();
      for (int k = 0; k < a.size(); k++) if (!a.kind(k).equals("dbg")) fresh(a.node(k));
    }
  }

  private void type(Type t) {
    if (!free(t)) fresh(t);
  }

  private boolean free(Type t) {
    return TypeOrder.holdsNoStruct(t) || structFree.contains(t);
  }

  /**
   * Whether walking constant {@code c} meets no struct: its types hold none and its operands are
   * globals or such leaves (a getelementptr into an array global, most often).
   */
  private boolean flat(Constant c) {
    if (!free(c.type()) || c instanceof ConstantExpr ce && ce.sourceElementType() != null && !free(ce.sourceElementType())) {
      return false;
    }
    User u = (User) c;
    for (int i = 0, n = u.numOperands(); i < n; i++) {
      Value v = u.operand(i);
      if (v != null && !(v instanceof GlobalValue) && !(TypeOrder.isLeaf(v) && free(v.type()))) return false;
    }
    return true;
  }

  private void value(Value v) {
    if (v instanceof MetadataAsValue) {
      fresh(v);
      return;
    }
    if (!(v instanceof Constant c) || v instanceof GlobalValue) return;
    if (TypeOrder.isLeaf(v)) type(v.type());
    else if (!flat(c)) fresh(v);
  }

  private void fresh(Object o) {
    int s = System.identityHashCode(o) & (recent.length - 1);
    if (recent[s] == o) return;
    recent[s] = o;
    roots.add(o);
  }
}
