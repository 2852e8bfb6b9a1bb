package dev.hoist.transform.versioning;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.transform.util.LoopIds;
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
    List<Metadata> added = new ArrayList<>();
    for (List<String> m : markers) {
      List<Metadata> strings = new ArrayList<>();
      for (String s : m) strings.add(new MDString(s));
      added.add(MDNode.tuple(false, strings));
    }
    latchTerm.setMetadata("llvm.loop", LoopIds.withProperties(latchTerm.getMetadata("llvm.loop"), added));
  }
}
