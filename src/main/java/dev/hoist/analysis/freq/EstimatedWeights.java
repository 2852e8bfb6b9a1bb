package dev.hoist.analysis.freq;

import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.PostDominatorTree;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.InvokeInst;
import dev.hoist.ir.UnreachableInst;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Estimated execution weights of blocks that static facts mark as rare (LLVM 14's
 * {@code computeEestimateBlockWeight}): {@code unreachable} ends weigh 0, blocks with a
 * {@code noreturn} call or that are an invoke's unwind destination 1, blocks calling a
 * {@code cold} function 0xffff; other blocks have no estimate (the default, 0xfffff, applies
 * where one is needed). A weight spreads up the dominator chain while the block post-dominates
 * (the same "line" of code) without crossing loop boundaries, and from loop exits to whole loops.
 *
 * <p>Loops are identified by a "loop key": the {@link Loop}, or for a block in no natural loop but
 * in an irreducible cycle its {@link SccNumbers} component, or null.
 */
final class EstimatedWeights {
  static final long ZERO = 0, LOWEST_NON_ZERO = 1, UNREACHABLE = 0, NORETURN = 1, UNWIND = 1;
  static final long COLD = 0xffff, DEFAULT = 0xfffff;

  private final Cfg cfg;
  private final LoopInfo li;
  private final SccNumbers sccs;
  private final Map<BasicBlock, Long> blockWeight = new HashMap<>();
  private final Map<Object, Long> loopWeight = new HashMap<>();

  EstimatedWeights(Cfg cfg, LoopInfo li, SccNumbers sccs, DominatorTree dt, PostDominatorTree pdt) {
    this.cfg = cfg;
    this.li = li;
    this.sccs = sccs;
    compute(dt, pdt);
  }

  /** The loop (or irreducible component) a block belongs to, for the entering/exiting tests. */
  Object loopKey(BasicBlock b) {
    Loop l = li.loopFor(b);
    if (l != null) return l;
    int s = sccs.of(cfg.index(b));
    return s < 0 ? null : Integer.valueOf(s);
  }

  /** Does the edge src -> dst enter a loop (or irreducible cycle) that src is not in? */
  boolean isEntering(BasicBlock src, BasicBlock dst) {
    Loop dl = li.loopFor(dst), sl = li.loopFor(src);
    if (dl != null && !dl.contains(sl)) return true;
    int ds = dl != null ? -1 : sccs.of(cfg.index(dst));
    int ss = sl != null ? -1 : sccs.of(cfg.index(src));
    return ds != -1 && ss != ds;
  }

  boolean isExiting(BasicBlock src, BasicBlock dst) {
    return isEntering(dst, src);
  }

  Long blockWeight(BasicBlock b) {
    return blockWeight.get(b);
  }

  /** The estimate for taking src -> dst: a whole loop's weight when the edge enters it. */
  Long edgeWeight(BasicBlock src, BasicBlock dst) {
    return isEntering(src, dst) ? loopWeight.get(loopKey(dst)) : blockWeight.get(dst);
  }

  private Long maxEdgeWeight(BasicBlock src, Iterable<BasicBlock> dsts) {
    Long max = null;
    for (BasicBlock d : dsts) {
      Long w = edgeWeight(src, d);
      if (w == null) return null;
      if (max == null || max < w) max = w;
    }
    return max;
  }

  private static Long initialWeight(BasicBlock b) {
    Instruction t = b.terminator();
    if (t instanceof UnreachableInst) {
      for (Instruction i = b.last(); i != null; i = i.prev()) {
        if (i instanceof CallInst c && c.hasFnAttr("noreturn")) return NORETURN;
      }
      return UNREACHABLE;
    }
    for (BasicBlock p : b.predecessors()) {
      if (p.terminator() instanceof InvokeInst inv && inv.unwindDest() == b) return UNWIND;
    }
    for (Instruction i : b) if (i instanceof CallInst c && c.hasFnAttr("cold")) return COLD;
    return null;
  }

  private void compute(DominatorTree dt, PostDominatorTree pdt) {
    ArrayDeque<BasicBlock> blocks = new ArrayDeque<>();
    ArrayDeque<BasicBlock> loops = new ArrayDeque<>(); // a block standing for its loop key
    for (BasicBlock b : cfg.rpoBlocks()) {
      Long w = initialWeight(b);
      if (w != null) propagate(b, w, dt, pdt, blocks, loops);
    }
    do {
      while (!loops.isEmpty()) {
        BasicBlock rep = loops.pop();
        Object key = loopKey(rep);
        if (loopWeight.containsKey(key)) continue;
        Long w = maxEdgeWeight(rep, exitBlocks(rep, key));
        if (w != null) {
          // A loop that is never left can be entered at most once.
          if (w <= UNREACHABLE) w = LOWEST_NON_ZERO;
          loopWeight.put(key, w);
          for (BasicBlock e : enterBlocks(key)) blocks.push(e);
        }
      }
      while (!blocks.isEmpty()) {
        BasicBlock b = blocks.pop();
        if (blockWeight.containsKey(b)) continue;
        Long w = maxEdgeWeight(b, b.successors());
        if (w != null) propagate(b, w, dt, pdt, blocks, loops);
      }
    } while (!blocks.isEmpty() || !loops.isEmpty());
  }

  private java.util.List<BasicBlock> exitBlocks(BasicBlock rep, Object key) {
    if (key instanceof Loop l) return l.exitBlocks();
    java.util.List<BasicBlock> out = new java.util.ArrayList<>();
    for (int m : sccs.members((Integer) key)) {
      for (int s : cfg.succs(m)) if (sccs.of(s) != (Integer) key) out.add(cfg.block(s));
    }
    return out;
  }

  private java.util.List<BasicBlock> enterBlocks(Object key) {
    if (key instanceof Loop l) return l.header().predecessorEdges();
    java.util.List<BasicBlock> out = new java.util.ArrayList<>();
    for (int m : sccs.members((Integer) key)) {
      for (int p : cfg.preds(m)) if (sccs.of(p) != (Integer) key) out.add(cfg.block(p));
    }
    return out;
  }

  /** Gives {@code b} weight {@code w} and carries it up the dominators that {@code b} post-dominates. */
  private void propagate(BasicBlock b, long w, DominatorTree dt, PostDominatorTree pdt,
      ArrayDeque<BasicBlock> blocks, ArrayDeque<BasicBlock> loops) {
    for (BasicBlock dom = b; dom != null; dom = dt.idom(dom)) {
      if (!pdt.postDominates(b, dom)) break;
      if (!isEntering(dom, b) && !isExiting(dom, b)) {
        if (!update(dom, w, blocks, loops)) break;
      } else if (isExiting(dom, b)) {
        loops.push(dom);
      }
    }
  }

  private boolean update(BasicBlock b, long w, ArrayDeque<BasicBlock> blocks, ArrayDeque<BasicBlock> loops) {
    if (blockWeight.containsKey(b)) return false;
    blockWeight.put(b, w);
    for (BasicBlock p : b.predecessorEdges()) {
      if (isExiting(p, b)) {
        if (!loopWeight.containsKey(loopKey(p))) loops.push(p);
      } else if (!blockWeight.containsKey(p)) {
        blocks.push(p);
      }
    }
    return true;
  }
}
