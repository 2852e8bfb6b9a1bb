package dev.hoist.transform.versioning;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import java.util.ArrayList;
import java.util.List;

/**
 * Loop metadata for versioning. Both versions of a versioned loop carry
 * {@code !{!"llvm.loop.licm_versioning.disable"}} (LLVM's marker, also honoured when a user puts
 * it on a loop) so neither is versioned again; the fast one also carries
 * {@code !{!"llvm.loop.licm_versioning", !"versioned_loop"}} (seed 000).
 */
final class LoopMarks {
  private LoopMarks() {}

  static final String DISABLE = "llvm.loop.licm_versioning.disable";
  static final String VERSIONED = "llvm.loop.licm_versioning";

  /**
   * Gives the loop whose latch terminator is {@code latchTerm} a new loop ID: the old one's
   * properties plus the given string markers (a fresh distinct node, since the two versions
   * share the old ID after cloning).
   */
  static void mark(Instruction latchTerm, List<List<String>> markers) {
    MDNode old = latchTerm.getMetadata("llvm.loop");
    MDNode id = new MDNode();
    List<Metadata> ops = new ArrayList<>();
    ops.add(id);
    if (old != null && old.isTuple() && old.numOperands() > 0 && old.operand(0) == old) {
      for (int k = 1; k < old.numOperands(); k++) ops.add(old.operand(k));
    }
    for (List<String> m : markers) {
      List<Metadata> strings = new ArrayList<>();
      for (String s : m) strings.add(new MDString(s));
      ops.add(MDNode.tuple(false, strings));
    }
    id.defineTuple(true, ops);
    latchTerm.setMetadata("llvm.loop", id);
  }
}
