package dev.hoist.transform.unroll;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.SwitchInst;
import dev.hoist.target.TargetTransformInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The blocks and instructions of one loop, numbered densely in {@link Loop#blocks()} order (the
 * header's phis first), with what the unroll simulation asks of each again and again, copy after
 * copy: its code size, whether it runs the loop ({@link LoopControl}), whether it is needed
 * whatever uses it, the block's predecessors and exits in the loop's numbering. Every simulation
 * of the loop's counts shares it, and its tables are arrays indexed by these numbers.
 *
 * <pre>
 *   header:  %i = phi ...        ; instruction 0, block 0
 *            %c = icmp ...       ; instruction 1
 *            br i1 %c, ...       ; instruction 2
 *   body:    ...                 ; instructions 3.., block 1
 * </pre>
 */
final class LoopBody {
  /** Whether an instruction is needed whatever uses it ({@link #rootKind}). */
  static final byte NOT_ROOT = 0, ROOT = 1, ROOT_UNLESS_FOLDED = 2;

  /**
   * The function-wide tables from instruction and block ids to a loop's numbers, kept across the
   * loops of one function so that each loop fills them instead of allocating them: an entry is
   * valid only where the loop's own array names the same instruction or block back.
   */
  static final class Numbering {
    private int[] inst = new int[0];
    private int[] block = new int[0];
  }

  final Loop loop;
  final BasicBlock[] blocks;
  final Instruction[] insts;
  /** The instructions of block b are {@code start[b]} to {@code start[b + 1] - 1}. */
  final int[] start;
  /** Each block's predecessors in the loop, in {@link BasicBlock#predecessors()} order. */
  final int[][] loopPreds;
  /** Each block's successors outside the loop, in {@link BasicBlock#successors()} order. */
  final BasicBlock[][] exits;
  /** Whether the block dominates the latch (runs on every iteration that goes on). */
  final boolean[] dominatesLatch;
  final boolean[] control;
  final byte[] rootKind;
  final PhiInst[] headerPhis;
  final int latch;
  private final int[] codeSize;
  private final Numbering numbers;

  LoopBody(Loop l, DominatorTree dt, TargetTransformInfo tti, Numbering numbers) {
    this.loop = l;
    this.numbers = numbers;
    List<BasicBlock> bs = l.blocks();
    int nb = bs.size();
    blocks = bs.toArray(new BasicBlock[0]);
    start = new int[nb + 1];
    int n = 0;
    for (int b = 0; b < nb; b++) {
      start[b] = n;
      n += blocks[b].size();
    }
    start[nb] = n;
    insts = new Instruction[n];
    Function f = l.header().parent();
    if (numbers.inst.length < f.instructionIdBound()) numbers.inst = new int[f.instructionIdBound() + 64];
    if (numbers.block.length < f.blockIdBound()) numbers.block = new int[f.blockIdBound() + 16];
    for (int b = 0, x = 0; b < nb; b++) {
      numbers.block[blocks[b].id()] = b;
      for (Instruction i = blocks[b].first(); i != null; i = i.next()) {
        insts[x] = i;
        numbers.inst[i.id()] = x++;
      }
    }
    latch = l.latch() == null ? -1 : blockIndex(l.latch());
    loopPreds = new int[nb][];
    exits = new BasicBlock[nb][];
    dominatesLatch = new boolean[nb];
    for (int b = 0; b < nb; b++) {
      List<BasicBlock> preds = blocks[b].predecessors();
      int[] in = new int[preds.size()];
      int m = 0;
      for (BasicBlock p : preds) if (l.contains(p)) in[m++] = blockIndex(p);
      loopPreds[b] = java.util.Arrays.copyOf(in, m);
      List<BasicBlock> out = new ArrayList<>(2);
      for (BasicBlock s : blocks[b].successors()) if (!l.contains(s)) out.add(s);
      exits[b] = out.toArray(new BasicBlock[0]);
      dominatesLatch[b] = l.latch() != null && dt.dominates(blocks[b], l.latch());
    }
    Set<Instruction> controlSet = LoopControl.of(l);
    control = new boolean[n];
    rootKind = new byte[n];
    codeSize = new int[n];
    for (int x = 0; x < n; x++) {
      control[x] = controlSet.contains(insts[x]);
      rootKind[x] = rootKind(insts[x]);
      codeSize[x] = tti.codeSize(insts[x]);
    }
    headerPhis = l.header().phis().toArray(new PhiInst[0]);
  }

  /** Whether {@code i} is needed whatever uses it: a side effect, or (unless it folds) a conditional branch. */
  private static byte rootKind(Instruction i) {
    if (i instanceof StoreInst || i instanceof LoadInst ld && ld.isVolatile()) return ROOT;
    if (i instanceof CallBase c) return !c.doesNotAccessMemory() || c.mayThrow() || c.type().isVoid() ? ROOT : NOT_ROOT;
    if (i.mayHaveSideEffects()) return ROOT;
    if (i instanceof SwitchInst) return ROOT;
    if (i instanceof BrInst br && br.isConditional()) return ROOT_UNLESS_FOLDED;
    return NOT_ROOT;
  }

  int size() {
    return insts.length;
  }

  int numBlocks() {
    return blocks.length;
  }

  /** The loop's number of {@code i}, or -1 when it is not in the loop. */
  int index(Instruction i) {
    int id = i.id();
    if (id < 0 || id >= numbers.inst.length) return -1;
    int x = numbers.inst[id];
    return x < insts.length && insts[x] == i ? x : -1;
  }

  /** The loop's number of {@code b}, or -1 when it is not in the loop. */
  int blockIndex(BasicBlock b) {
    int id = b.id();
    if (id < 0 || id >= numbers.block.length) return -1;
    int x = numbers.block[id];
    return x < blocks.length && blocks[x] == b ? x : -1;
  }

  /** The target's code size of instruction x ({@link TargetTransformInfo#codeSize}). */
  int codeSize(int x) {
    return codeSize[x];
  }
}
