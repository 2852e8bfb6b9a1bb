package dev.hoist.transform.flatten;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.Speculation;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The control flow of a two-loop nest between its loops: the outer loop's blocks that are not the
 * inner loop's form one path from the outer header to the inner preheader (the pre-path) and one
 * from the inner loop's exit to the outer latch (the post-path), both straight but for guards: a
 * branch on a condition invariant in the outer loop that skips the inner loop (rotation leaves
 * one in front of every inner loop whose count may be zero).
 *
 * <pre>
 *   outer.header:  %i = phi ...                           ; pre-path
 *                  br i1 %m.pos, label %inner.ph, label %outer.latch   ; guard (%m.pos is invariant)
 *   inner.ph:      br label %inner                          ; pre-path
 *   inner: ... br i1 %c, label %inner, label %inner.exit
 *   inner.exit:    br label %outer.latch                    ; post-path
 *   outer.latch:   %s = phi [ %s.in, %inner.exit ], [ %s.out, %outer.header ]  ; a merge
 *                  br i1 %c2, label %outer.header, label %exit
 * </pre>
 *
 * When the guards hold, the inner loop runs on every outer iteration; when one does not, it runs on
 * none, and the outer loop does nothing but count.
 */
final class NestShape {
  /** A branch of the pre-path that skips the inner loop to {@code skipTo} unless {@code condition} is {@code continueOn}. */
  record Guard(BrInst branch, boolean continueOn, BasicBlock next, BasicBlock skipTo) {
    Value condition() {
      return branch.condition();
    }
  }

  final Loop outer;
  final Loop inner;
  final List<BasicBlock> prePath;
  final List<BasicBlock> postPath;
  final List<Guard> guards;
  final BasicBlock innerExit;

  private NestShape(Loop outer, Loop inner, List<BasicBlock> prePath, List<BasicBlock> postPath, List<Guard> guards) {
    this.outer = outer;
    this.inner = inner;
    this.prePath = prePath;
    this.postPath = postPath;
    this.guards = guards;
    this.innerExit = postPath.get(0);
  }

  /** The shape of the nest {@code outer} around {@code inner}, both in simplified form, or why it is not one. */
  static NestShape of(Loop outer, Loop inner) throws Rejected {
    if (outer.subLoops().size() != 1) throw new Rejected(Rejection.NOT_PERFECTLY_NESTED);
    if (!outer.isSimplifyForm() || !inner.isSimplifyForm()) throw new Rejected(Rejection.NOT_SIMPLIFIED);
    BasicBlock oLatch = outer.latch();
    BasicBlock iLatch = inner.latch();
    if (outer.exitingBlocks().size() != 1 || outer.exitingBlock() != oLatch || inner.exitingBlocks().size() != 1
        || inner.exitingBlock() != iLatch || inner.exitBlock() == null) {
      throw new Rejected(Rejection.EXITING_NOT_LATCH);
    }
    if (!(oLatch.terminator() instanceof BrInst ob) || !ob.isConditional() || !(iLatch.terminator() instanceof BrInst ib)
        || !ib.isConditional()) {
      throw new Rejected(Rejection.EXITING_NOT_LATCH);
    }
    List<BasicBlock> post = straightPath(outer, inner.exitBlock(), oLatch);
    if (post == null) throw new Rejected(Rejection.CONTROL_FLOW, "after the inner loop");
    Set<BasicBlock> postSet = new HashSet<>(post);
    List<BasicBlock> pre = new ArrayList<>();
    List<Guard> guards = new ArrayList<>();
    BasicBlock innerPh = inner.preheader();
    Set<BasicBlock> seen = new HashSet<>();
    for (BasicBlock b = outer.header(); ; ) {
      if (!seen.add(b) || inner.contains(b) || postSet.contains(b)) throw new Rejected(Rejection.CONTROL_FLOW);
      pre.add(b);
      if (b == innerPh) break;
      if (!(b.terminator() instanceof BrInst br)) throw new Rejected(Rejection.CONTROL_FLOW);
      if (!br.isConditional()) {
        b = br.successor(0);
        continue;
      }
      boolean skipOnFalse = postSet.contains(br.successor(1)) && !postSet.contains(br.successor(0));
      boolean skipOnTrue = postSet.contains(br.successor(0)) && !postSet.contains(br.successor(1));
      if (!skipOnFalse && !skipOnTrue) throw new Rejected(Rejection.CONTROL_FLOW);
      if (!invariantOnceHoisted(outer, inner, br.condition(), 0)) {
        throw new Rejected(Rejection.CONTROL_FLOW, "the inner loop's guard is not invariant in the outer loop");
      }
      BasicBlock next = skipOnFalse ? br.successor(0) : br.successor(1);
      guards.add(new Guard(br, skipOnFalse, next, skipOnFalse ? br.successor(1) : br.successor(0)));
      b = next;
    }
    int between = 0;
    for (BasicBlock b : outer.blocks()) if (!inner.contains(b)) between++;
    if (between != pre.size() + post.size()) throw new Rejected(Rejection.CONTROL_FLOW);
    return new NestShape(outer, inner, Collections.unmodifiableList(pre), Collections.unmodifiableList(post),
        Collections.unmodifiableList(guards));
  }

  /**
   * Whether {@code v} is invariant in {@code outer}, or becomes so when LICM hoists it: rotation
   * leaves a guard's compare of invariant values in the outer header, which the pass has LICM
   * hoist before it flattens ({@link FlattenLegality}).
   */
  private static boolean invariantOnceHoisted(Loop outer, Loop inner, Value v, int depth) {
    if (outer.isInvariant(v)) return true;
    if (depth > 4 || !(v instanceof Instruction i) || i instanceof PhiInst || inner.contains(i.parent())) return false;
    if (!Speculation.isSafeToSpeculate(i) || i.mayReadMemory()) return false;
    for (int k = 0; k < i.numOperands(); k++) if (!invariantOnceHoisted(outer, inner, i.operand(k), depth + 1)) return false;
    return true;
  }

  /** The blocks from {@code from} to {@code to} through unconditional branches, or null. */
  private static List<BasicBlock> straightPath(Loop outer, BasicBlock from, BasicBlock to) {
    List<BasicBlock> path = new ArrayList<>();
    Set<BasicBlock> seen = new HashSet<>();
    for (BasicBlock b = from; ; ) {
      if (!outer.contains(b) || !seen.add(b)) return null;
      path.add(b);
      if (b == to) return path;
      if (!(b.terminator() instanceof BrInst br) || br.isConditional()) return null;
      b = br.successor(0);
    }
  }

  /** The blocks of the outer loop that are not the inner loop's, pre-path first. */
  List<BasicBlock> between() {
    List<BasicBlock> all = new ArrayList<>(prePath);
    all.addAll(postPath);
    return all;
  }

  /** Whether {@code b} is between the loops. */
  boolean isBetween(BasicBlock b) {
    return prePath.contains(b) || postPath.contains(b);
  }

  /** Whether {@code i} is a guard's branch. */
  boolean isGuard(Instruction i) {
    for (Guard g : guards) if (g.branch() == i) return true;
    return false;
  }

  /** The post-path block before {@code b}, the predecessor it has when the inner loop ran (null for the inner exit). */
  BasicBlock postPredecessor(BasicBlock b) {
    int k = postPath.indexOf(b);
    return k <= 0 ? null : postPath.get(k - 1);
  }
}
