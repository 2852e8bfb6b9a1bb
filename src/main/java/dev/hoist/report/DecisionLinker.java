package dev.hoist.report;

import dev.hoist.pass.Remark;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns one function's remarks into {@link Decision}s: finds the instruction each remark is about
 * and the loop it belongs to.
 *
 * <p>The instruction is the one the remark was emitted at ({@link Remark#at}); for a remark built
 * without one, the first instruction with the remark's debug location. The loop is found through
 * the block the instruction was in before the pipeline, which is still part of the same loop
 * afterwards even when the instruction has been hoisted out of it. An instruction made during the
 * pipeline has no "before" block; a hoisted one is then placed in the loop whose preheader now
 * holds it, anything else in the loop it sits in now.
 */
final class DecisionLinker {
  private final FunctionSnapshot before;
  private final FunctionSnapshot after;
  private final ObjectKeys keys;
  private final Map<Integer, Integer> beforeBlockOf;
  private final Map<Integer, Integer> afterBlockOf;

  DecisionLinker(FunctionSnapshot before, FunctionSnapshot after, ObjectKeys keys) {
    this.before = before;
    this.after = after;
    this.keys = keys;
    this.beforeBlockOf = before.blockOfInstruction();
    this.afterBlockOf = after.blockOfInstruction();
  }

  /**
   * {@code earlierMoves} is how many times the same instruction was hoisted or sunk before: LICM
   * works from the innermost loop outwards, so the second hoist of an instruction takes it out of
   * the loop enclosing the first one, and so on.
   */
  Decision link(int index, Remark r, int earlierMoves) {
    DecisionKind kind = DecisionKind.of(r);
    int key = instructionOf(r);
    Integer bb = key < 0 ? null : beforeBlockOf.get(key);
    Integer ab = key < 0 ? null : afterBlockOf.get(key);
    int loop = r.aboutLoop() && ab != null ? loopAnchoredAt(ab) : loopOf(kind, bb, ab);
    if (bb != null && kind.movesInstruction()) {
      for (int i = 0; i < earlierMoves && loop >= 0 && after.loops().get(loop).parent() >= 0; i++) {
        loop = after.loops().get(loop).parent();
      }
    }
    // An instruction gone from the "after" snapshot is shown as what the pass made in its place.
    int afterKey = ab != null ? key : r.created().isEmpty() ? -1 : keys.find(r.created().get(0));
    Integer afterBlock = afterKey < 0 ? null : afterBlockOf.get(afterKey);
    return new Decision(index, r, kind, key, textAt(before, bb, key), afterKey, textAt(after, afterBlock, afterKey), loop);
  }

  private int instructionOf(Remark r) {
    int key = keys.find(r.at());
    if (key >= 0 || r.loc().file() == null) return key;
    for (FunctionSnapshot s : List.of(before, after)) {
      for (BlockView b : s.blocks()) for (InstView i : b.instructions()) if (i.debugLoc().equals(r.loc())) return i.key();
    }
    return -1;
  }

  /**
   * The loop of a remark anchored at a loop's header: the instruction is still in that header at
   * the end, or a later LICM run hoisted it into the loop's preheader. (Its block before the
   * pipeline says little: an earlier LICM may have hoisted it there from an inner loop.)
   */
  private int loopAnchoredAt(int afterBlock) {
    BlockView b = after.blocks().get(afterBlock);
    for (LoopView l : after.loops()) if (l.header().equals(b.label())) return l.index();
    int best = -1;
    for (LoopView l : after.loops()) {
      if (l.preheaderKey() == b.key() && (best < 0 || l.depth() > after.loops().get(best).depth())) best = l.index();
    }
    return best >= 0 ? best : b.loop();
  }

  private int loopOf(DecisionKind kind, Integer beforeBlock, Integer afterBlock) {
    if (beforeBlock != null) {
      int now = after.blockIndexOfKey(before.blocks().get(beforeBlock).key());
      if (now >= 0 && after.blocks().get(now).loop() >= 0) return after.blocks().get(now).loop();
    }
    if (afterBlock == null) return -1;
    if (kind == DecisionKind.HOISTED) {
      int blockKey = after.blocks().get(afterBlock).key();
      int best = -1;
      for (LoopView l : after.loops()) {
        if (l.preheaderKey() == blockKey && (best < 0 || l.depth() > after.loops().get(best).depth())) best = l.index();
      }
      if (best >= 0) return best;
    }
    return after.blocks().get(afterBlock).loop();
  }

  private static String textAt(FunctionSnapshot s, Integer block, int key) {
    if (block == null) return null;
    for (InstView i : s.blocks().get(block).instructions()) if (i.key() == key) return i.text();
    return null;
  }

  /** The given remarks (all about this function, with their positions in the stream) as decisions, in order. */
  static List<Decision> linkAll(List<Map.Entry<Integer, Remark>> remarks, DecisionLinker linker) {
    List<Decision> out = new ArrayList<>();
    Map<Integer, Integer> moves = new HashMap<>();
    for (Map.Entry<Integer, Remark> e : remarks) {
      Decision d = linker.link(e.getKey(), e.getValue(), 0);
      if (d.kind().movesInstruction() && d.instruction() >= 0) {
        int earlier = moves.merge(d.instruction(), 1, Integer::sum) - 1;
        if (earlier > 0) d = linker.link(e.getKey(), e.getValue(), earlier);
      }
      out.add(d);
    }
    return out;
  }
}
