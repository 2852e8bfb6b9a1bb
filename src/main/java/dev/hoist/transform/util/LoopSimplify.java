package dev.hoist.transform.util;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBrInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.IndirectBrInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.InvokeInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantEquality;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * {@code loop-simplify}: puts every loop in the canonical shape loop transforms rely on, as LLVM's
 * pass does: a preheader (a block outside the loop whose only successor is the header, where
 * hoisted code goes), a single latch (one back edge), and dedicated exits (exit blocks entered only
 * from inside the loop). New blocks are named after the block they lead to: {@code h.preheader},
 * {@code h.backedge}, {@code e.loopexit}.
 */
public final class LoopSimplify implements FunctionPass {
  public static final PassInfo INFO = new PassInfo("loop-simplify", "LoopSimplifyPass",
      "puts loops in canonical form: a preheader, one latch, dedicated exits", LoopSimplify::new, List.of());

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public Preserved run(Function f, PassContext ctx) {
    LoopInfo li = ctx.analyses().get(f, Analyses.LOOPS);
    return Preserved.ifChanged(simplify(li, new NameUniquer(f), l -> false), Preserved.none());
  }

  /**
   * Simplifies every loop of {@code li} but those {@code skip} selects; returns true when anything
   * changed (then {@code li} and every analysis of the CFG are to be taken as stale).
   */
  public static boolean simplify(LoopInfo li, NameUniquer names, Predicate<Loop> skip) {
    if (inForm(li)) return false;
    boolean changed = false;
    // LLVM's order, which decides which of two loops a block between them serves first (the
    // preheader of one or the exit of the other) and so its name: the top-level loops as its loop
    // info lists them, the last in the function first, and in each nest the loops listed
    // breadth-first and taken from the end.
    for (Loop top : li.topLevelLoops()) {
      List<Loop> work = new ArrayList<>();
      work.add(top);
      for (int k = 0; k < work.size(); k++) work.addAll(work.get(k).subLoops());
      for (int k = work.size() - 1; k >= 0; k--) if (!skip.test(work.get(k))) changed |= simplifyLoop(work.get(k), li, names);
    }
    return changed;
  }

  /**
   * Whether every loop of {@code li} has a preheader, one latch and dedicated exits: whether
   * {@link #simplify} has anything to do. The loop pass managers ask after every change, and
   * nearly always every loop is still in form. Asking each loop for its exits walks a block once
   * per loop around it; this walks it once: an edge from block p to s leaves p's innermost loop L
   * and maybe loops around it, and s, an exit of L, is dedicated to each of them when its
   * predecessors are all in L, the smallest.
   */
  static boolean inForm(LoopInfo li) {
    if (li.isEmpty()) return true;
    for (Loop l : li.loopsInnermostFirst()) {
      if (l.preheader() == null || l.latch() == null) return false;
      for (PhiInst phi : l.header().phis()) if (simplifiedPhi(phi) != null) return false;
    }
    // By exit block id: the innermost loop it was found dedicated to (a block may be the exit of many edges).
    Loop[] dedicatedTo = new Loop[li.function().blockIdBound()];
    for (Loop top : li.topLevelLoops()) {
      for (BasicBlock p : top.blocks()) {
        Loop l = li.loopFor(p);
        Instruction t = p.terminator();
        if (t == null) continue;
        // A branch on undef that leaves p's innermost loop (and so exits some loop) is to be resolved.
        if (t instanceof BrInst br && isUndefExit(br, l)) return false;
        for (int i = 0, n = t.numOperands(); i < n; i++) {
          if (!(t.operand(i) instanceof BasicBlock s) || l.contains(s)) continue;
          int id = s.id();
          if (id >= 0 && id < dedicatedTo.length && dedicatedTo[id] == l) continue;
          if (l.isEnteredFromOutside(s)) return false;
          if (id >= 0 && id < dedicatedTo.length) dedicatedTo[id] = l;
        }
      }
    }
    return true;
  }

  /**
   * Simplifies loop {@code l}: a preheader, dedicated exits, one latch, and LLVM's two clean-ups
   * (branches on undef, header phis of one value); returns true when something changed.
   */
  public static boolean simplifyLoop(Loop l, LoopInfo li, NameUniquer names) {
    boolean changed = false;
    BasicBlock header = l.header();
    // 0. A branch on undef that may leave the loop leaves it (which helps count its trips).
    for (BrInst br = exitsOnUndef(l); br != null; br = exitsOnUndef(l)) {
      br.setOperand(0, ConstantInt.getBool(!l.contains(br.successor(0))));
      changed = true;
    }
    // 1. A preheader.
    if (l.preheader() == null) {
      List<BasicBlock> outside = new ArrayList<>();
      for (BasicBlock p : header.predecessors()) if (!l.contains(p)) outside.add(p);
      MDNode start = l.startLocation(); // before the split: LLVM asks while there is no preheader
      BasicBlock ph = outside.isEmpty() ? null : insertPreheader(header, outside, names);
      if (ph != null) {
        ph.terminator().setMetadata("dbg", start);
        placeCarefully(ph, outside, l);
        if (l.parent() != null) l.parent().addBlock(ph);
        changed = true;
      }
    }
    // 2. Dedicated exits.
    for (BasicBlock exit : l.exitBlocks()) {
      // Most exits are dedicated already (this runs for every loop after every change to the CFG):
      // the predecessors are listed only for one that is not.
      if (!l.isEnteredFromOutside(exit)) continue;
      List<BasicBlock> inLoop = new ArrayList<>();
      for (BasicBlock p : exit.predecessors()) if (l.contains(p)) inLoop.add(p);
      if (!BlockSplitter.canSplitPredecessors(exit, inLoop)) continue;
      Loop headed = li.isLoopHeader(exit) ? li.loopFor(exit) : null;
      MDNode start = headed != null ? headed.startLocation() : null;
      BasicBlock nb = BlockSplitter.splitPredecessors(exit, inLoop, base(exit) + ".loopexit", names);
      if (headed != null) nb.terminator().setMetadata("dbg", start);
      Loop exitLoop = li.loopFor(exit);
      if (exitLoop != null && exitLoop.contains(l)) exitLoop.addBlock(nb);
      changed = true;
    }
    // 3. One latch.
    if (l.latch() == null && l.latches().size() > 1) {
      BasicBlock be = insertUniqueBackedge(l, l.preheader(), names);
      if (be != null) {
        l.addBlock(be);
        changed = true;
      }
    }
    // 4. A header phi that merges one value (besides itself and undef) is that value.
    for (PhiInst phi : header.phis()) {
      Value v = simplifiedPhi(phi);
      if (v == null) continue;
      phi.replaceAllUsesWith(v);
      phi.eraseFromParent();
      changed = true;
    }
    return changed;
  }

  /**
   * LLVM's insertUniqueBackedgeBlock: every backedge goes through a new block {@code h.backedge},
   * placed after the last block that branched back, with a phi {@code x.be} for each header phi
   * that got different values along them; the loop's properties ({@code llvm.loop}) move to its
   * branch. Null when there is no preheader or a backedge is an indirect branch's.
   */
  private static BasicBlock insertUniqueBackedge(Loop l, BasicBlock preheader, NameUniquer names) {
    if (preheader == null) return null;
    BasicBlock header = l.header();
    List<BasicBlock> backedges = new ArrayList<>();
    for (BasicBlock p : header.predecessorEdges()) {
      if (p.terminator() instanceof IndirectBrInst || p.terminator() instanceof CallBrInst) return null;
      if (p != preheader) backedges.add(p);
    }
    BasicBlock be = new BasicBlock(names.unique(base(header) + ".backedge"));
    BrInst jump = new BrInst(header);
    Instruction first = header.firstNonPhi();
    if (first != null) jump.setMetadata("dbg", first.getMetadata("dbg"));
    be.append(jump);
    header.parent().insertBlockAfter(be, backedges.get(backedges.size() - 1));
    for (PhiInst pn : header.phis()) {
      PhiInst np = new PhiInst(pn.type());
      // Named even when it goes again at once, as LLVM names it: the name's suffix counts.
      np.setName(names.unique((pn.hasName() ? pn.name() : "") + ".be"));
      int pre = -1;
      Value unique = null;
      boolean same = true;
      for (int i = 0; i < pn.numIncoming(); i++) {
        if (pn.incomingBlock(i) == preheader) {
          pre = i;
          continue;
        }
        Value v = pn.incomingValue(i);
        np.addIncoming(v, pn.incomingBlock(i));
        if (unique == null) unique = v;
        else if (!ConstantEquality.same(unique, v)) same = false;
      }
      if (pre > 0) {
        pn.setIncomingValue(0, pn.incomingValue(pre));
        pn.setIncomingBlock(0, pn.incomingBlock(pre));
      }
      for (int i = pn.numIncoming() - 1; i > 0; i--) pn.removeIncoming(i);
      if (same) {
        np.dropAllReferences();
        pn.addIncoming(unique, be);
      } else {
        be.insertBefore(np, jump);
        pn.addIncoming(np, be);
      }
    }
    dev.hoist.ir.metadata.MDNode loopId = null;
    for (BasicBlock b : backedges) {
      Instruction t = b.terminator();
      if (loopId == null) loopId = t.getMetadata("llvm.loop");
      t.setMetadata("llvm.loop", null);
      BlockSplitter.redirect(t, header, be);
    }
    jump.setMetadata("llvm.loop", loopId);
    return be;
  }

  /**
   * LLVM's placeSplitBlockCarefully: a new preheader that does not follow one of its predecessors
   * in layout order moves after one, preferably one that a block of the loop follows (its branch
   * then falls through).
   */
  private static void placeCarefully(BasicBlock ph, List<BasicBlock> preds, Loop l) {
    List<BasicBlock> order = ph.parent().blocks();
    int at = order.indexOf(ph);
    if (at > 0 && preds.contains(order.get(at - 1))) return;
    BasicBlock after = null;
    for (BasicBlock p : preds) {
      int k = order.indexOf(p);
      if (k + 1 < order.size() && l.contains(order.get(k + 1))) {
        after = p;
        break;
      }
    }
    ph.parent().moveBlockAfter(ph, after != null ? after : preds.get(0));
  }

  /** The first exiting block's conditional branch on undef or poison, or null. */
  static BrInst exitsOnUndef(Loop l) {
    for (BasicBlock b : l.exitingBlocks()) if (b.terminator() instanceof BrInst br && isUndefExit(br, l)) return br;
    return null;
  }

  /** Whether {@code br}, in loop {@code l}, branches on undef or poison to a block outside it. */
  private static boolean isUndefExit(BrInst br, Loop l) {
    return br.isConditional() && br.condition() instanceof ConstantSimple c && c.isUndefOrPoison()
        && (!l.contains(br.successor(0)) || !l.contains(br.successor(1)));
  }

  /**
   * LLVM's simplification of a phi: the one value it merges, entries of the phi itself and of
   * undef left out (undef when there is none), or null. With undef among the entries, the value
   * must be available at the phi: a constant, an argument or an instruction of the entry block
   * (LLVM asks its dominator tree; this asks less, and keeps a phi it might have replaced).
   */
  static Value simplifiedPhi(PhiInst phi) {
    Value common = null;
    boolean undef = false;
    for (int k = 0; k < phi.numIncoming(); k++) {
      Value v = phi.incomingValue(k);
      if (v == phi) continue;
      if (v instanceof ConstantSimple c && c.isUndefOrPoison()) {
        undef = true;
        continue;
      }
      if (common != null && !ConstantEquality.same(common, v)) return null;
      common = v;
    }
    if (common == null) return ConstantSimple.undef(phi.type());
    if (undef && common instanceof Instruction i && (i.parent() == null || i.parent() != i.function().entry() || i instanceof InvokeInst)) return null;
    return common;
  }

  /**
   * Makes the block through which the edges from {@code outside} (the predecessors of
   * {@code header} outside its loop) enter the loop, named as loop-simplify names a preheader;
   * null when those edges cannot be redirected.
   */
  public static BasicBlock insertPreheader(BasicBlock header, List<BasicBlock> outside, NameUniquer names) {
    if (!BlockSplitter.canSplitPredecessors(header, outside)) return null;
    return BlockSplitter.splitPredecessors(header, outside, base(header) + ".preheader", names);
  }

  private static String base(BasicBlock b) {
    return b.hasName() ? b.name() : "";
  }
}
