package dev.hoist.transform.unroll;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
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
import java.util.IdentityHashMap;
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

  final Loop loop;
  final BasicBlock[] blocks;
  final Instruction[] insts;
  /** The instructions of block b are {@code start[b]} to {@code start[b + 1] - 1}. */
  final int[] start;
  /** Each block's predecessors in the loop, in {@link BasicBlock#predecessors()} order. */
  final int[][] loopPreds;
  /** Each block's successors outside the loop, in {@link BasicBlock#successors()} order. */
  final BasicBlock[][] exits;
  /** The exit leaving from each block ({@link LoopFacts#exitOf}), or null. */
  final LoopFacts.Exit[] exitAt;
  /** Whether the block dominates the latch (runs on every iteration that goes on). */
  final boolean[] dominatesLatch;
  final boolean[] control;
  final byte[] rootKind;
  final PhiInst[] headerPhis;
  final int latch;
  private final int[] codeSize;
  /** Each instruction's scalar evolution, asked for once ({@link #scev}). */
  private final Scev[] scev;
  /**
   * From instruction and block ids to the numbers here: the function's tables, which each loop
   * fills instead of allocating its own; an entry is valid only where {@link #insts} or
   * {@link #blocks} names the same instruction or block back.
   */
  private final UnrollWorkspace numbers;
  /** By recurrence of the loop, by copy: {@link #startOfCopy}. */
  private final IdentityHashMap<ScevAddRec, Scev[]> copyStarts = new IdentityHashMap<>();

  LoopBody(LoopFacts facts, DominatorTree dt, UnrollWorkspace numbers) {
    Loop l = facts.loop;
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
    numbers.instNumbers = UnrollWorkspace.ints(numbers.instNumbers, f.instructionIdBound());
    numbers.blockNumbers = UnrollWorkspace.ints(numbers.blockNumbers, f.blockIdBound());
    int[] instNumbers = numbers.instNumbers, blockNumbers = numbers.blockNumbers;
    for (int b = 0, x = 0; b < nb; b++) {
      blockNumbers[blocks[b].id()] = b;
      for (Instruction i = blocks[b].first(); i != null; i = i.next()) {
        insts[x] = i;
        instNumbers[i.id()] = x++;
      }
    }
    latch = l.latch() == null ? -1 : blockIndex(l.latch());
    loopPreds = new int[nb][];
    exits = new BasicBlock[nb][];
    exitAt = new LoopFacts.Exit[nb];
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
      exitAt[b] = facts.exitOf(blocks[b]);
      dominatesLatch[b] = l.latch() != null && dt.dominates(blocks[b], l.latch());
    }
    Set<Instruction> controlSet = LoopControl.of(l);
    control = new boolean[n];
    rootKind = new byte[n];
    codeSize = new int[n];
    for (int x = 0; x < n; x++) {
      control[x] = controlSet.contains(insts[x]);
      rootKind[x] = rootKind(insts[x]);
      codeSize[x] = facts.tti.codeSize(insts[x]);
    }
    headerPhis = l.header().phis().toArray(new PhiInst[0]);
    scev = new Scev[n];
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
    if (id < 0 || id >= numbers.instNumbers.length) return -1;
    int x = numbers.instNumbers[id];
    return x < insts.length && insts[x] == i ? x : -1;
  }

  /** The loop's number of {@code b}, or -1 when it is not in the loop. */
  int blockIndex(BasicBlock b) {
    int id = b.id();
    if (id < 0 || id >= numbers.blockNumbers.length) return -1;
    int x = numbers.blockNumbers[id];
    return x < blocks.length && blocks[x] == b ? x : -1;
  }

  /**
   * The expression of instruction x (which scalar evolution describes): asked of {@code se}
   * once, as it keeps its answer for good.
   */
  Scev scev(int x, ScalarEvolution se) {
    Scev s = scev[x];
    if (s == null) scev[x] = s = se.getSCEV(insts[x]);
    return s;
  }

  /**
   * Where copy k of the loop starts recurrence {@code ar} ({@code a + k*s} of {@code {a,+,s}}),
   * made once for every count estimated: it does not depend on the count. Null until made.
   */
  Scev startOfCopy(ScevAddRec ar, int k) {
    Scev[] at = copyStarts.get(ar);
    return at == null || k >= at.length ? null : at[k];
  }

  /** Keeps {@code start} as {@link #startOfCopy}{@code (ar, k)}. */
  void keepStartOfCopy(ScevAddRec ar, int k, Scev start) {
    Scev[] at = copyStarts.get(ar);
    if (at == null || k >= at.length) {
      at = at == null ? new Scev[Math.max(k + 1, 4)] : java.util.Arrays.copyOf(at, Math.max(k + 1, 2 * at.length));
      copyStarts.put(ar, at);
    }
    at[k] = start;
  }

  /** The target's code size of instruction x ({@link TargetTransformInfo#codeSize}). */
  int codeSize(int x) {
    return codeSize[x];
  }
}
