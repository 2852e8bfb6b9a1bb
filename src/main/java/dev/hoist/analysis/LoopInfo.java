package dev.hoist.analysis;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MemoryAccess;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.print.LocalNames;
import dev.hoist.pass.Analysis;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The natural loops of a function and their nesting, computed as LLVM's LoopInfo does: headers
 * found in a post-order walk of the dominator tree (so inner loops come first), loop bodies by a
 * backward walk from the back edges, then one forward post-order walk of the CFG that orders each
 * loop's blocks and sub-loops. Irreducible cycles have no dominating header and are not loops.
 */
public final class LoopInfo {
  public static final Analysis<LoopInfo> KEY = Analysis.verified("loops", "LoopAnalysis",
      (f, am) -> compute(am.get(f, Analyses.DOMTREE)), LoopInfo::differenceFromFresh);

  private Cfg cfg;
  private final Loop[] loopOfId; // innermost loop by block id (grown when transforms add blocks)
  private Loop[] byId;
  private final List<Loop> topLevel = new ArrayList<>();
  private List<Loop> innermostFirst;

  private LoopInfo(Cfg cfg) {
    this.cfg = cfg;
    this.loopOfId = null;
    this.byId = new Loop[Math.max(1, cfg.function().blockIdBound())];
  }

  public static LoopInfo compute(DominatorTree dt) {
    Cfg cfg = dt.cfg();
    LoopInfo li = new LoopInfo(cfg);
    int n = cfg.size();
    if (n == 0) return li;
    Loop[] loopOf = new Loop[n]; // by cfg index during construction
    List<Loop> all = new ArrayList<>();
    // 1. Discover loops, innermost first: post-order over the dominator tree. The work stack of
    //    the backward walks starts with the latches.
    int[] work = new int[16];
    for (int h : domTreePostOrder(dt)) {
      int sp = 0;
      for (int p : cfg.preds(h)) {
        if (!dt.isReachable(p) || !dt.dominates(h, p)) continue;
        if (sp == work.length) work = Arrays.copyOf(work, sp * 2);
        work[sp++] = p;
      }
      if (sp == 0) continue;
      Loop l = new Loop(li, cfg.block(h));
      l.blockSet.set(cfg.block(h).id());
      l.index = all.size();
      all.add(l);
      work = discover(li, l, work, sp, loopOf, dt);
    }
    if (all.isEmpty()) return li;
    // 2. Each loop's blocks: the header, then the others in reverse post-order of the CFG. The
    //    sizes are counted first, and a post-order walk fills each loop's array from its end.
    int[] count = new int[all.size()];
    for (int b = 0; b < n; b++) for (Loop l = loopOf[b]; l != null; l = l.parent) count[l.index]++;
    BasicBlock[][] blocks = new BasicBlock[all.size()][];
    int[] fill = new int[all.size()];
    for (Loop l : all) {
      blocks[l.index] = new BasicBlock[count[l.index]];
      blocks[l.index][0] = l.header();
      fill[l.index] = count[l.index];
    }
    for (int b : cfgPostOrder(cfg)) {
      Loop sub = loopOf[b];
      BasicBlock bb = cfg.block(b);
      if (sub != null && sub.header() == bb) {
        if (sub.parent != null) sub.parent.subLoops.add(sub);
        else li.topLevel.add(sub);
        Collections.reverse(sub.subLoops);
        sub = sub.parent;
      }
      for (; sub != null; sub = sub.parent) {
        blocks[sub.index][--fill[sub.index]] = bb;
        sub.blockSet.set(bb.id());
      }
    }
    for (Loop l : all) l.setBlocks(blocks[l.index]);
    for (int i = 0; i < n; i++) li.byId[cfg.block(i).id()] = loopOf[i];
    for (Loop l : li.topLevel) setDepth(l, 1);
    return li;
  }

  /**
   * Brings this loop info to {@code after}, the snapshot {@link Cfg#afterMerges} made of its own:
   * the merged blocks leave their loops, and the others keep their order. A merged block is no
   * header (it had one predecessor) and was in its predecessor's loops.
   */
  void afterMerges(Cfg after, boolean[] merged) {
    Cfg before = cfg;
    cfg = after;
    BitSet gone = null;
    Set<Loop> touched = null;
    for (int i = 0; i < merged.length; i++) {
      if (!merged[i]) continue;
      BasicBlock b = before.block(i);
      Loop l = loopFor(b);
      if (l == null) continue;
      if (gone == null) {
        gone = new BitSet();
        touched = Collections.newSetFromMap(new IdentityHashMap<>());
      }
      gone.set(b.id());
      byId[b.id()] = null;
      for (; l != null; l = l.parent) {
        l.blockSet.clear(b.id());
        touched.add(l);
      }
    }
    if (gone == null) return;
    BitSet g = gone;
    for (Loop l : touched) l.blocks.removeIf(b -> g.get(b.id()));
  }

  private static void setDepth(Loop l, int d) {
    l.depth = d;
    for (Loop s : l.subLoops) setDepth(s, d + 1);
  }

  /**
   * LLVM's discoverAndMapSubloop: walk predecessors back from the latches ({@code work}'s first
   * {@code sp} entries), adopting inner loops. Returns the work stack, grown if it had to be.
   */
  private static int[] discover(LoopInfo li, Loop l, int[] work, int sp, Loop[] loopOf, DominatorTree dt) {
    Cfg cfg = li.cfg;
    int h = cfg.index(l.header());
    while (sp > 0) {
      int b = work[--sp];
      Loop sub = loopOf[b];
      int[] preds;
      if (sub == null) {
        if (!dt.isReachable(b)) continue;
        loopOf[b] = l;
        if (b == h) continue;
        preds = cfg.preds(b);
      } else {
        sub = sub.outermost();
        if (sub == l) continue;
        sub.parent = l;
        preds = cfg.preds(cfg.index(sub.header()));
      }
      if (sp + preds.length > work.length) work = Arrays.copyOf(work, Math.max(work.length * 2, sp + preds.length));
      for (int p : preds) {
        if (sub == null || loopOf[p] != sub) work[sp++] = p;
      }
    }
    return work;
  }

  private static int[] domTreePostOrder(DominatorTree dt) {
    int n = dt.cfg().size();
    int[] out = new int[n];
    int k = 0;
    int[] stack = new int[n];
    int[] next = new int[n];
    int sp = 0;
    stack[sp++] = 0;
    while (sp > 0) {
      int v = stack[sp - 1];
      int[] ch = dt.children(v);
      if (next[v] < ch.length) {
        stack[sp++] = ch[next[v]++];
      } else {
        out[k++] = v;
        sp--;
      }
    }
    return Arrays.copyOf(out, k);
  }

  /** Post-order of the CFG from the entry, successors in terminator order (LLVM's po_iterator). */
  static int[] cfgPostOrder(Cfg cfg) {
    int[] rpo = cfg.rpo();
    int[] po = new int[rpo.length];
    for (int i = 0; i < rpo.length; i++) po[i] = rpo[rpo.length - 1 - i];
    return po;
  }

  public Cfg cfg() {
    return cfg;
  }

  public Function function() {
    return cfg.function();
  }

  /** Outermost loops, in LLVM's order. */
  /**
   * What differs between these loops, kept for {@code f}, and those computed for it afresh (LLVM's
   * {@code LoopInfo::verify}: the same loops, by header, with the same blocks and the same nesting);
   * null when nothing does.
   */
  static String differenceFromFresh(LoopInfo kept, Function f) {
    return differentLoops(kept.topLevelLoops(), compute(DominatorTree.compute(f)).topLevelLoops());
  }

  private static String differentLoops(List<Loop> kept, List<Loop> fresh) {
    java.util.Map<BasicBlock, Loop> byHeader = new java.util.IdentityHashMap<>();
    for (Loop l : kept) byHeader.put(l.header(), l);
    for (Loop l : fresh) {
      Loop k = byHeader.remove(l.header());
      if (k == null) return "no loop at " + l.header().reference() + ", where a fresh one has one";
      java.util.Set<BasicBlock> blocks = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
      blocks.addAll(k.blocks());
      if (blocks.size() != k.numBlocks() || k.numBlocks() != l.numBlocks() || !blocks.containsAll(l.blocks())) {
        return "the loop at " + l.header().reference() + " has other blocks than the fresh one's";
      }
      String inner = differentLoops(k.subLoops(), l.subLoops());
      if (inner != null) return inner;
    }
    if (!byHeader.isEmpty()) return "a loop at " + byHeader.keySet().iterator().next().reference() + ", where a fresh one has none";
    return null;
  }

  public List<Loop> topLevelLoops() {
    return Collections.unmodifiableList(topLevel);
  }

  /** The innermost loop containing {@code b}, or null. */
  public Loop loopFor(BasicBlock b) {
    int id = b.id();
    return id >= 0 && id < byId.length ? byId[id] : null;
  }

  void setLoopFor(BasicBlock b, Loop l) {
    if (b.id() >= byId.length) byId = Arrays.copyOf(byId, Math.max(b.id() + 1, byId.length * 2));
    byId[b.id()] = l;
  }

  /** Loop depth of {@code b}: 0 outside loops. */
  public int depth(BasicBlock b) {
    Loop l = loopFor(b);
    return l == null ? 0 : l.depth();
  }

  public boolean isLoopHeader(BasicBlock b) {
    Loop l = loopFor(b);
    return l != null && l.header() == b;
  }

  /**
   * Every loop, innermost first (each loop after all loops nested in it). Made once: the loop nest
   * does not change after it is computed, and the loop pass manager asks for the order before each
   * loop it visits.
   */
  public List<Loop> loopsInnermostFirst() {
    List<Loop> out = innermostFirst;
    if (out == null) {
      List<Loop> all = new ArrayList<>();
      for (int i = topLevel.size() - 1; i >= 0; i--) all.addAll(topLevel.get(i).postOrder());
      innermostFirst = out = Collections.unmodifiableList(all);
    }
    return out;
  }

  /** Every loop, outermost first (pre-order). */
  public List<Loop> loopsPreorder() {
    List<Loop> out = new ArrayList<>();
    for (Loop l : topLevel) collectPre(l, out);
    return out;
  }

  private static void collectPre(Loop l, List<Loop> out) {
    out.add(l);
    for (Loop s : l.subLoops()) collectPre(s, out);
  }

  public boolean isEmpty() {
    return topLevel.isEmpty();
  }

  /** The text of {@code print<loops>}, exactly as LLVM 14 prints it. */
  public String print() {
    StringBuilder sb = new StringBuilder();
    LocalNames names = new LocalNames(cfg.function());
    for (Loop l : topLevel) print(sb, l, 0, names);
    return sb.toString();
  }

  private static void print(StringBuilder sb, Loop l, int indent, LocalNames names) {
    sb.append(" ".repeat(indent * 2));
    if (isAnnotatedParallel(l)) sb.append("Parallel ");
    sb.append("Loop at depth ").append(l.depth()).append(" containing: ");
    BasicBlock h = l.header();
    for (int i = 0; i < l.blocks.size(); i++) {
      BasicBlock bb = l.blocks.get(i);
      if (i > 0) sb.append(',');
      sb.append(names.of(bb));
      if (bb == h) sb.append("<header>");
      if (l.isLatch(bb)) sb.append("<latch>");
      if (l.isExiting(bb)) sb.append("<exiting>");
    }
    sb.append('\n');
    for (Loop s : l.subLoops) print(sb, s, indent + 2, names);
  }

  /**
   * LLVM's Loop::isAnnotatedParallel: the loop has an ID, and every memory access in it belongs to
   * an access group listed in its {@code llvm.loop.parallel_accesses} (or names the loop in
   * {@code llvm.mem.parallel_loop_access}).
   */
  static boolean isAnnotatedParallel(Loop l) {
    MDNode id = l.loopId();
    if (id == null) return false;
    Set<MDNode> groups = new HashSet<>();
    for (int i = 1; i < id.numOperands(); i++) {
      if (id.operand(i) instanceof MDNode opt && opt.isTuple() && opt.numOperands() > 0
          && "llvm.loop.parallel_accesses".equals(opt.stringOperand(0))) {
        for (int k = 1; k < opt.numOperands(); k++) if (opt.operand(k) instanceof MDNode g) groups.add(g);
      }
    }
    for (BasicBlock b : l.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (!i.mayReadMemory() && !i.mayWriteMemory() && !(i instanceof MemoryAccess)) continue;
        MDNode ag = i.getMetadata("llvm.access.group");
        if (ag != null) {
          if (ag.numOperands() == 0 ? groups.contains(ag) : containsAny(ag, groups)) continue;
        }
        MDNode pl = i.getMetadata("llvm.mem.parallel_loop_access");
        if (pl == null) return false;
        boolean found = false;
        for (int k = 0; k < pl.numOperands(); k++) if (pl.operand(k) == id) found = true;
        if (!found) return false;
      }
    }
    return true;
  }

  private static boolean containsAny(MDNode list, Set<MDNode> groups) {
    for (int k = 0; k < list.numOperands(); k++) if (list.operand(k) instanceof MDNode g && groups.contains(g)) return true;
    return false;
  }
}
