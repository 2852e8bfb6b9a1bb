package dev.hoist.analysis;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.CatchRetInst;
import dev.hoist.ir.CatchSwitchInst;
import dev.hoist.ir.CleanupRetInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.metadata.MDNode;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;

/**
 * A natural loop: a header that dominates every block of the loop, and the blocks that reach a
 * back edge to it without passing through the header. Blocks are kept in LLVM's order (header
 * first, then reverse post-order), which is the order {@code print<loops>} shows.
 *
 * <pre>
 *   preheader -&gt; header &lt;--------+
 *                  |            |
 *                 body -&gt; ... latch -&gt; exit
 * </pre>
 */
public final class Loop {
  private final LoopInfo info;
  private final BasicBlock header;
  Loop parent;
  final List<Loop> subLoops = new ArrayList<>();
  List<BasicBlock> blocks = new ArrayList<>();
  final BitSet blockSet = new BitSet(); // by block id
  int depth;
  /** The loop's number while {@link LoopInfo#compute} builds the nest. */
  int index;

  Loop(LoopInfo info, BasicBlock header) {
    this.info = info;
    this.header = header;
  }

  public BasicBlock header() {
    return header;
  }

  /** The loop's blocks, header first, as {@link LoopInfo#compute} found them. */
  void setBlocks(BasicBlock[] found) {
    blocks = new ArrayList<>(java.util.Arrays.asList(found));
  }

  public Loop parent() {
    return parent;
  }

  public boolean isOutermost() {
    return parent == null;
  }

  public Loop outermost() {
    Loop l = this;
    while (l.parent != null) l = l.parent;
    return l;
  }

  /** Loops directly nested in this one, in LLVM's order. */
  public List<Loop> subLoops() {
    return Collections.unmodifiableList(subLoops);
  }

  /** Nesting depth: 1 for an outermost loop. */
  public int depth() {
    return depth;
  }

  /** The blocks of the loop (including nested loops'), header first. */
  public List<BasicBlock> blocks() {
    return Collections.unmodifiableList(blocks);
  }

  public int numBlocks() {
    return blocks.size();
  }

  public boolean contains(BasicBlock b) {
    int id = b.id();
    return id >= 0 && b.parent() == header.parent() && blockSet.get(id);
  }

  /** Adds a block created by a transform (e.g. a new latch or a block of a cloned body) to this loop and its parents. */
  public void addBlock(BasicBlock b) {
    for (Loop l = this; l != null; l = l.parent) {
      if (!l.blockSet.get(b.id())) {
        l.blocks.add(b);
        l.blockSet.set(b.id());
      }
    }
    info.setLoopFor(b, this);
  }

  /** Removes a block a transform deleted from this loop and its parents (LLVM's LoopInfo::removeBlock). */
  public void removeBlock(BasicBlock b) {
    for (Loop l = this; l != null; l = l.parent) {
      if (l.blockSet.get(b.id())) {
        l.blocks.remove(b);
        l.blockSet.clear(b.id());
      }
    }
    if (info.loopFor(b) != null) info.setLoopFor(b, null);
  }

  public boolean contains(Instruction i) {
    return i.parent() != null && contains(i.parent());
  }

  public boolean contains(Loop l) {
    for (Loop x = l; x != null; x = x.parent) if (x == this) return true;
    return false;
  }

  /** Values defined outside the loop (constants, arguments, outside instructions) are invariant here. */
  public boolean isInvariant(Value v) {
    return !(v instanceof Instruction i) || !contains(i);
  }

  /** Blocks in the loop with an edge back to the header. */
  public List<BasicBlock> latches() {
    List<BasicBlock> l = new ArrayList<>(1);
    for (BasicBlock p : header.predecessors()) if (contains(p)) l.add(p);
    return l;
  }

  /** The only latch, or null. */
  public BasicBlock latch() {
    // From the header's use list, as latches() finds them, without making the list: asked of
    // every loop after every change to the CFG.
    BasicBlock out = null;
    for (Use u = header.firstUse(); u != null; u = u.nextUse()) {
      BasicBlock p = BasicBlock.branchingFrom(u);
      if (p == null || !contains(p)) continue;
      if (out == null) out = p;
      else if (out != p) return null;
    }
    return out;
  }

  public boolean isLatch(BasicBlock b) {
    if (!contains(b)) return false;
    Instruction t = b.terminator();
    if (t == null) return false;
    for (int i = 0, n = t.numOperands(); i < n; i++) if (t.operand(i) == header) return true;
    return false;
  }

  /** Whether {@code b}, a loop block, has a successor outside the loop. */
  public boolean isExiting(BasicBlock b) {
    if (!contains(b)) return false;
    Instruction t = b.terminator();
    if (t == null) return false;
    for (int i = 0, n = t.numOperands(); i < n; i++) if (t.operand(i) instanceof BasicBlock s && !contains(s)) return true;
    return false;
  }

  /** Loop blocks with a successor outside, in block order. */
  public List<BasicBlock> exitingBlocks() {
    List<BasicBlock> l = new ArrayList<>();
    for (BasicBlock b : blocks) if (isExiting(b)) l.add(b);
    return l;
  }

  /** The only exiting block, or null. */
  public BasicBlock exitingBlock() {
    BasicBlock out = null;
    for (BasicBlock b : blocks) {
      if (!isExiting(b)) continue;
      if (out != null) return null;
      out = b;
    }
    return out;
  }

  /** Blocks outside the loop reached from inside, each once, in discovery order. */
  public List<BasicBlock> exitBlocks() {
    List<BasicBlock> l = new ArrayList<>();
    // Seen exits by block id: a loop of Csmith's has hundreds of exits, and a list search per
    // edge made this quadratic (loop-simplify asks for every loop after every rotation).
    java.util.BitSet seen = null;
    for (BasicBlock b : blocks) {
      dev.hoist.ir.Instruction t = b.terminator();
      if (t == null) continue;
      for (int i = 0, n = t.numOperands(); i < n; i++) {
        if (!(t.operand(i) instanceof BasicBlock s) || contains(s)) continue;
        int id = s.id();
        if (id >= 0) {
          if (seen == null) seen = new java.util.BitSet();
          if (seen.get(id)) continue;
          seen.set(id);
        } else if (l.contains(s)) {
          continue;
        }
        l.add(s);
      }
    }
    return l;
  }

  /** The only exit block, or null. */
  public BasicBlock exitBlock() {
    List<BasicBlock> l = exitBlocks();
    return l.size() == 1 ? l.get(0) : null;
  }

  /** The unique block outside the loop that branches to the header, or null (LLVM's getLoopPredecessor). */
  public BasicBlock loopPredecessor() {
    BasicBlock out = null;
    for (Use u = header.firstUse(); u != null; u = u.nextUse()) {
      BasicBlock p = BasicBlock.branchingFrom(u);
      if (p == null || contains(p)) continue;
      if (out != null && out != p) return null;
      out = p;
    }
    return out;
  }

  /**
   * The preheader: the loop predecessor when its only successor is the header and code may be
   * placed before its terminator, or null. As LLVM's isLegalToHoistInto: not before an exceptional
   * terminator (catchswitch, catchret, cleanupret); a block that begins with a pad and ends in a
   * branch (a catch handler's code) is a preheader like any other, and what is hoisted into it
   * stays in the same funclet.
   */
  public BasicBlock preheader() {
    BasicBlock p = loopPredecessor();
    if (p == null) return null;
    Instruction t = p.terminator();
    if (t == null || t instanceof CatchSwitchInst || t instanceof CatchRetInst || t instanceof CleanupRetInst) return null;
    return p.numSuccessors() == 1 ? p : null;
  }

  /** Every exit block has only predecessors inside the loop. */
  public boolean hasDedicatedExits() {
    for (BasicBlock e : exitBlocks()) if (isEnteredFromOutside(e)) return false;
    return true;
  }

  /** Whether a block outside the loop branches to {@code b}. */
  public boolean isEnteredFromOutside(BasicBlock b) {
    for (Use u = b.firstUse(); u != null; u = u.nextUse()) {
      BasicBlock p = BasicBlock.branchingFrom(u);
      if (p != null && !contains(p)) return true;
    }
    return false;
  }

  /** LLVM's loop-simplify form: a preheader, a single latch and dedicated exits. */
  public boolean isSimplifyForm() {
    return preheader() != null && latch() != null && hasDedicatedExits();
  }

  /** Every value defined in the loop and used outside is used only through phis in exit blocks. */
  public boolean isLcssaForm() {
    for (BasicBlock b : blocks) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
          BasicBlock ub = BasicBlock.usedIn(u);
          if (ub == null) continue;
          if (ub != b && !contains(ub)) return false;
        }
      }
    }
    return true;
  }

  /**
   * The instruction a remark about the loop is attached to (for reports): the preheader's branch
   * when it has a debug location, else the header's first instruction after its phis.
   */
  public dev.hoist.ir.Instruction startInstruction() {
    BasicBlock pre = preheader();
    if (pre != null && pre.terminator().getMetadata("dbg") != null) return pre.terminator();
    return header().firstNonPhi();
  }

  /**
   * Where the loop starts in the source, as LLVM's Loop::getStartLoc: the first location in its
   * loop ID (clang writes the loop's start and end there), else the preheader's branch's, else
   * the header's branch's; null when none has one. Remarks about the loop point here.
   */
  public MDNode startLocation() {
    MDNode id = loopId();
    if (id != null) {
      for (int k = 1; k < id.numOperands(); k++) {
        if (id.operand(k) instanceof MDNode n && "DILocation".equals(n.kind())) return n;
      }
    }
    BasicBlock pre = preheader();
    if (pre != null && pre.terminator().getMetadata("dbg") != null) return pre.terminator().getMetadata("dbg");
    Instruction t = header().terminator();
    return t == null ? null : t.getMetadata("dbg");
  }

  /**
   * Whether the loop is promised to make progress (LLVM's isMustProgress): its function is
   * {@code mustprogress} or {@code willreturn}, or its ID has {@code llvm.loop.mustprogress}. Such a
   * loop without side effects ends.
   */
  public boolean mustProgress() {
    if (header.parent().mustProgress()) return true;
    MDNode id = loopId();
    if (id == null) return false;
    for (int i = 1; i < id.numOperands(); i++) {
      if (id.operand(i) instanceof MDNode opt && opt.numOperands() > 0 && "llvm.loop.mustprogress".equals(opt.stringOperand(0))) {
        return true;
      }
    }
    return false;
  }

  /** The {@code !llvm.loop} node, when every latch carries the same self-referential one. */
  public MDNode loopId() {
    MDNode id = null;
    for (BasicBlock l : latches()) {
      Instruction t = l.terminator();
      MDNode md = t == null ? null : t.getMetadata("llvm.loop");
      if (md == null) return null;
      if (id == null) id = md;
      else if (md != id) return null;
    }
    if (id == null || !id.isTuple() || id.numOperands() == 0 || id.operand(0) != id) return null;
    return id;
  }

  /** Loops nested in this one at any depth, innermost first (post-order), this loop last. */
  public List<Loop> postOrder() {
    List<Loop> out = new ArrayList<>();
    collectPost(this, out);
    return out;
  }

  private static void collectPost(Loop l, List<Loop> out) {
    for (Loop s : l.subLoops) collectPost(s, out);
    out.add(l);
  }

  @Override
  public String toString() {
    return "loop " + header.reference();
  }
}
