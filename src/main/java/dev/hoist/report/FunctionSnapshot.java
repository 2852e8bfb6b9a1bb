package dev.hoist.report;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.print.LocalNames;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.pass.RemarkBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A function as it was at one moment, kept as plain text and numbers so that later changes to the
 * IR do not change it: its blocks with their instructions' text, the CFG edges, and its loops with
 * their trip counts. Objects are named by {@link ObjectKeys}, shared with the other snapshot.
 *
 * <p>Loops and trip counts come from a private analysis manager: the pipeline's own cache may hold
 * results for an older shape of the function, and the report must not add entries to it.
 */
record FunctionSnapshot(String name, List<BlockView> blocks, List<LoopView> loops) {

  static FunctionSnapshot take(Function f, ObjectKeys keys) {
    LocalNames names = new LocalNames(f);
    Map<Instruction, String> texts = InstructionLines.of(f);
    AnalysisManager am = new AnalysisManager();
    LoopInfo li = am.get(f, Analyses.LOOPS);
    List<Loop> preorder = li.loopsPreorder();
    ScalarEvolution se = preorder.isEmpty() ? null : am.get(f, ScalarEvolution.KEY);

    Map<Loop, Integer> loopIndex = new IdentityHashMap<>();
    for (Loop l : preorder) loopIndex.put(l, loopIndex.size());
    List<LoopView> loops = new ArrayList<>();
    for (Loop l : preorder) {
      Set<Integer> blockKeys = new LinkedHashSet<>();
      List<String> labels = new ArrayList<>();
      for (BasicBlock b : l.blocks()) {
        blockKeys.add(keys.keyOf(b));
        labels.add(names.of(b));
      }
      BasicBlock pred = l.loopPredecessor();
      loops.add(new LoopView(loopIndex.get(l), l.parent() == null ? -1 : loopIndex.get(l.parent()), l.depth(),
          names.of(l.header()), Set.copyOf(blockKeys), List.copyOf(labels), pred == null ? -1 : keys.keyOf(pred),
          TripCount.of(se, l)));
    }

    Map<BasicBlock, Integer> blockIndex = new IdentityHashMap<>();
    for (BasicBlock b : f.blocks()) blockIndex.put(b, blockIndex.size());
    List<BlockView> blocks = new ArrayList<>();
    for (BasicBlock b : f.blocks()) {
      List<InstView> insts = new ArrayList<>();
      for (Instruction i : b.instructions()) {
        insts.add(new InstView(keys.keyOf(i), texts.get(i), RemarkBuilder.debugLoc(i)));
      }
      Set<Integer> succs = new LinkedHashSet<>();
      for (BasicBlock s : b.successors()) {
        Integer j = blockIndex.get(s);
        if (j != null) succs.add(j);
      }
      Loop l = li.loopFor(b);
      blocks.add(new BlockView(keys.keyOf(b), names.of(b), List.copyOf(insts), List.copyOf(succs),
          l == null ? -1 : loopIndex.get(l)));
    }
    return new FunctionSnapshot(f.name(), List.copyOf(blocks), List.copyOf(loops));
  }

  /** Where each instruction is: key → block index. */
  Map<Integer, Integer> blockOfInstruction() {
    Map<Integer, Integer> m = new HashMap<>();
    for (int b = 0; b < blocks.size(); b++) for (InstView i : blocks.get(b).instructions()) m.put(i.key(), b);
    return m;
  }

  /** The index of the block with this key, or -1. */
  int blockIndexOfKey(int key) {
    for (int b = 0; b < blocks.size(); b++) if (blocks.get(b).key() == key) return b;
    return -1;
  }

  int instructionCount() {
    int n = 0;
    for (BlockView b : blocks) n += b.instructions().size();
    return n;
  }
}
