package dev.hoist.transform.loopversioning;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import java.util.ArrayList;
import java.util.List;

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
    MDNode id = l.loopId();
    if (id == null) return false;
    for (int k = 1; k < id.numOperands(); k++) {
      if (id.operand(k) instanceof MDNode n && n.numOperands() > 0 && n.operand(0) instanceof MDString s
          && s.value().equals(name)) {
        return true;
      }
    }
    return false;
  }
}
