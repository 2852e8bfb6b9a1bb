package dev.hoist.transform.loopversioning;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Loop IDs ({@code !llvm.loop}): distinct self-referential nodes whose other operands are the
 * loop's properties. A transform that copies or marks a loop gives it a fresh ID, since the copies
 * would otherwise share one; markers such as {@code llvm.loop.isvectorized} or
 * {@code llvm.loop.licm_versioning.disable} keep a loop from being transformed again.
 *
 * <pre>
 *   br i1 %c, label %loop, label %exit, !llvm.loop !0
 *   !0 = distinct !{!0, !1, !2}
 *   !1 = !{!"llvm.loop.mustprogress"}                 ; the old ID's properties
 *   !2 = !{!"llvm.loop.licm_versioning.disable"}      ; added
 * </pre>
 */
public final class LoopMarks {
  private LoopMarks() {}

  /** A new loop ID with the properties of {@code old} (null: none) and then {@code added}. */
  public static MDNode withProperties(MDNode old, List<Metadata> added) {
    MDNode id = new MDNode();
    List<Metadata> ops = new ArrayList<>();
    ops.add(id);
    if (old != null && old.isTuple() && old.numOperands() > 0 && old.operand(0) == old) {
      for (int k = 1; k < old.numOperands(); k++) ops.add(old.operand(k));
    }
    ops.addAll(added);
    id.defineTuple(true, ops);
    return id;
  }

  /** Gives the loop whose latch terminator is {@code latchTerm} a new ID: its old properties and {@code added}. */
  public static void mark(Instruction latchTerm, List<Metadata> added) {
    latchTerm.setMetadata("llvm.loop", withProperties(latchTerm.getMetadata("llvm.loop"), added));
  }

  /** A property made of strings only, {@code !{!"name", !"value"}}. */
  public static MDNode strings(String... values) {
    List<Metadata> strings = new ArrayList<>();
    for (String s : values) strings.add(new MDString(s));
    return MDNode.tuple(false, strings);
  }

  /** Whether {@code l}'s ID has a property whose first operand is the string {@code name}. */
  public static boolean has(Loop l, String name) {
    return property(l.loopId(), name) != null;
  }

  /** The property {@code !{!"name", ...}} of loop ID {@code id} (null: none), or null. */
  public static MDNode property(MDNode id, String name) {
    if (id == null) return null;
    for (int k = 1; k < id.numOperands(); k++) {
      if (id.operand(k) instanceof MDNode p && p.isTuple() && p.numOperands() > 0
          && p.operand(0) instanceof MDString s && s.value().equals(name)) {
        return p;
      }
    }
    return null;
  }

  /**
   * The integer of property {@code name} ({@code !{!"name", i32 N}}, or an {@code i1}), 1 for a
   * bare {@code !{!"name"}}, -1 when absent (LLVM's getOptionalIntLoopAttribute and
   * getBooleanLoopAttribute in one).
   */
  public static long intProperty(MDNode id, String name) {
    MDNode p = property(id, name);
    if (p == null) return -1;
    if (p.numOperands() == 1) return 1;
    if (p.operand(1) instanceof ValueAsMetadata v && v.value() instanceof ConstantInt c) return c.zextValue();
    return 1;
  }

  /** LLVM's getOptionalBoolLoopAttribute: a bare property is true; null when absent. */
  public static Boolean boolAttribute(MDNode id, String name) {
    MDNode p = property(id, name);
    if (p == null) return null;
    if (p.numOperands() == 2 && p.operand(1) instanceof ValueAsMetadata v && v.value() instanceof ConstantInt c) {
      return c.zextValue() != 0;
    }
    return true;
  }

  /** LLVM's getOptionalIntLoopAttribute: the value of {@code !{!"name", iN V}}; null when absent or bare. */
  public static Integer intAttribute(MDNode id, String name) {
    MDNode p = property(id, name);
    if (p == null || p.numOperands() != 2 || !(p.operand(1) instanceof ValueAsMetadata v)
        || !(v.value() instanceof ConstantInt c)) {
      return null;
    }
    return (int) c.signedValue();
  }

  /** A new loop ID with the properties of {@code old} but those whose name {@code drop} accepts, then {@code added}. */
  public static MDNode withoutProperties(MDNode old, Predicate<String> drop, List<Metadata> added) {
    List<Metadata> kept = new ArrayList<>();
    if (old != null && old.isTuple() && old.numOperands() > 0 && old.operand(0) == old) {
      for (int k = 1; k < old.numOperands(); k++) {
        Metadata m = old.operand(k);
        if (m instanceof MDNode p && p.isTuple() && p.numOperands() > 0 && p.operand(0) instanceof MDString s
            && drop.test(s.value())) {
          continue;
        }
        kept.add(m);
      }
    }
    kept.addAll(added);
    return withProperties(null, kept);
  }
}
