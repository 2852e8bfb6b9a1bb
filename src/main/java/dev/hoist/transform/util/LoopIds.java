package dev.hoist.transform.util;

import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import java.util.ArrayList;
import java.util.List;

/**
 * Loop IDs ({@code !llvm.loop}): distinct self-referential nodes whose other operands are the
 * loop's properties. A transform that copies or marks a loop gives it a fresh ID, since the copies
 * would otherwise share one.
 */
public final class LoopIds {
  private LoopIds() {}

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
}
