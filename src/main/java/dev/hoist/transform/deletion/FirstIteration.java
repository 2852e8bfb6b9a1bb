package dev.hoist.transform.deletion;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.SwitchInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantEquality;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.IntegerType;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether a loop leaves on its first iteration, shown by evaluating that iteration symbolically
 * (LLVM's canProveExitOnFirstIteration): the blocks are visited in reverse post-order, the header's
 * integer phis take the values they enter with, a later block's phis the one value its live
 * predecessors give it, and a branch or switch whose condition then folds to a constant makes only
 * its taken edge live. When the latch's edge back to the header is not live, the backedge is never
 * taken. Blocks of inner loops make all their edges live, and a loop holding an irreducible cycle
 * is not evaluated: the order would not visit every block after its predecessors.
 */
final class FirstIteration {
  private final Loop loop;
  private final LoopInfo loops;
  private final DominatorTree dt;
  private final Map<Value, Value> firstValue = new IdentityHashMap<>();
  private final BitSet liveBlocks = new BitSet();
  private final Set<Long> liveEdges = new HashSet<>();

  private FirstIteration(Loop loop, LoopInfo loops, DominatorTree dt) {
    this.loop = loop;
    this.loops = loops;
    this.dt = dt;
  }

  /** Whether {@code loop} is shown to leave before taking its backedge the first time. */
  static boolean exitsOnFirstIteration(Loop loop, LoopInfo loops, DominatorTree dt) {
    BasicBlock predecessor = loop.loopPredecessor(), latch = loop.latch();
    if (predecessor == null || latch == null) return false;
    List<BasicBlock> rpo = reversePostOrder(loop);
    if (containsIrreducibleCycle(rpo, loops)) return false;
    FirstIteration it = new FirstIteration(loop, loops, dt);
    it.evaluate(rpo, predecessor);
    return !it.liveEdges.contains(edge(latch, loop.header()));
  }

  private void evaluate(List<BasicBlock> rpo, BasicBlock predecessor) {
    BasicBlock header = loop.header();
    liveBlocks.set(header.id());
    for (BasicBlock b : rpo) {
      if (!liveBlocks.get(b.id())) continue;
      if (loops.loopFor(b) != loop) {
        markAllSuccessorsLive(b);
        continue;
      }
      for (PhiInst phi : b.phis()) {
        if (!(phi.type() instanceof IntegerType)) continue;
        Value in = b == header ? phi.valueFor(predecessor) : soleLiveInput(phi);
        if (in != null && dominatesEnd(in, b)) firstValue.put(phi, valueOnFirstIteration(in));
      }
      Instruction term = b.terminator();
      if (term instanceof BrInst br && br.isConditional()) {
        if (!(br.condition() instanceof CmpInst cmp) || cmp.opcode() != Opcode.ICMP) {
          markAllSuccessorsLive(b);
          continue;
        }
        Value known = valueOnFirstIteration(cmp);
        if (known == cmp) {
          markAllSuccessorsLive(b);
        } else if (isUndef(known)) {
          // Branching on undef is undefined, but as LLVM (not yet sure every transform treats it
          // so) a branch that may leave the loop is taken to leave it, and one that may not takes
          // its first successor.
          if (loop.contains(br.successor(0)) && loop.contains(br.successor(1))) markLive(b, br.successor(0));
        } else if (known instanceof ConstantInt c) {
          markLive(b, br.successor(c.isZero() ? 1 : 0));
        } else {
          markAllSuccessorsLive(b);
        }
      } else if (term instanceof SwitchInst sw && valueOnFirstIteration(sw.condition()) instanceof ConstantInt c) {
        BasicBlock to = sw.defaultDest();
        for (int k = 0; k < sw.numCases(); k++) {
          if (sw.caseValue(k).bigValue().equals(c.bigValue())) {
            to = sw.caseDest(k);
            break;
          }
        }
        markLive(b, to);
      } else {
        markAllSuccessorsLive(b);
      }
    }
  }

  /** The one value {@code phi} gets from its live predecessors (undefined ones taken to equal it), or null. */
  private Value soleLiveInput(PhiInst phi) {
    BasicBlock b = phi.parent();
    Value only = null;
    for (int k = 0; k < phi.numIncoming(); k++) {
      if (!liveEdges.contains(edge(phi.incomingBlock(k), b))) continue;
      Value v = phi.incomingValue(k);
      if (isUndef(v)) continue;
      if (only != null && !ConstantEquality.same(only, v)) return null;
      only = v;
    }
    return only != null ? only : ConstantSimple.undef(phi.type());
  }

  /** Whether {@code v} is available at the end of {@code b}: not defined later in the iteration. */
  private boolean dominatesEnd(Value v, BasicBlock b) {
    return !(v instanceof Instruction i) || i.parent() != null && dt.dominates(i.parent(), b);
  }

  /** What {@code v} is on the first iteration: folded when its operands' first values are constants. */
  private Value valueOnFirstIteration(Value v) {
    if (!(v instanceof Instruction)) return v;
    Value known = firstValue.get(v);
    if (known != null) return known;
    Value folded = null;
    if (v instanceof BinaryInst b) {
      Value l = valueOnFirstIteration(b.lhs()), r = valueOnFirstIteration(b.rhs());
      if (l instanceof Constant cl && r instanceof Constant cr) folded = ConstantFolder.binary(b.opcode(), b.flags(), cl, cr);
    } else if (v instanceof CmpInst c && c.opcode() == Opcode.ICMP) {
      folded = compare(c, valueOnFirstIteration(c.lhs()), valueOnFirstIteration(c.rhs()), true);
    }
    Value result = folded != null ? folded : v;
    firstValue.put(v, result);
    return result;
  }

  /**
   * {@code c}'s predicate on {@code l} and {@code r} folded, or null: constants, undef (as LLVM
   * folds it: eq and ne can go either way, any other ordering holds as of equal values), equal
   * operands, and once (as LLVM's InstSimplify threads a compare over a select) a select whose
   * two arms compare alike.
   */
  private static Value compare(CmpInst c, Value l, Value r, boolean thread) {
    CmpPredicate p = c.predicate();
    if (isUndef(l) || isUndef(r)) {
      return p == CmpPredicate.EQ || p == CmpPredicate.NE ? ConstantSimple.undef(c.type()) : ConstantInt.getBool(p.isTrueWhenEqual());
    }
    if (l instanceof Constant cl && r instanceof Constant cr) {
      Value folded = ConstantFolder.compare(p, cl, cr);
      if (folded == null && ConstantEquality.same(cl, cr)) folded = ConstantInt.getBool(p.isTrueWhenEqual());
      return folded;
    }
    if (l == r) return ConstantInt.getBool(p.isTrueWhenEqual());
    if (!thread) return null;
    if (l instanceof SelectInst s) return sameOrNull(compare(c, s.trueValue(), r, false), compare(c, s.falseValue(), r, false));
    if (r instanceof SelectInst s) return sameOrNull(compare(c, l, s.trueValue(), false), compare(c, l, s.falseValue(), false));
    return null;
  }

  private static Value sameOrNull(Value a, Value b) {
    return a instanceof ConstantInt x && b instanceof ConstantInt y && x.bigValue().equals(y.bigValue()) ? a : null;
  }

  private static boolean isUndef(Value v) {
    return v instanceof ConstantSimple s && s.isUndefOrPoison();
  }

  private void markLive(BasicBlock from, BasicBlock to) {
    liveBlocks.set(to.id());
    liveEdges.add(edge(from, to));
  }

  private void markAllSuccessorsLive(BasicBlock b) {
    for (BasicBlock s : b.successors()) markLive(b, s);
  }

  private static long edge(BasicBlock from, BasicBlock to) {
    return ((long) from.id() << 32) | (to.id() & 0xffffffffL);
  }

  /**
   * The loop's blocks in reverse post-order of a walk from the header that stays in the loop. The
   * walk reads successors as terminator operands (no list per step) and marks blocks by id.
   */
  static List<BasicBlock> reversePostOrder(Loop loop) {
    int n = loop.numBlocks();
    List<BasicBlock> post = new ArrayList<>(n);
    BitSet seen = new BitSet();
    BasicBlock[] stack = new BasicBlock[n];
    int[] nextOperand = new int[n];
    int top = 0;
    stack[0] = loop.header();
    seen.set(loop.header().id());
    while (top >= 0) {
      BasicBlock b = stack[top];
      Instruction t = b.terminator();
      int k = nextOperand[top];
      while (t != null && k < t.numOperands() && !(t.operand(k) instanceof BasicBlock)) k++;
      if (t != null && k < t.numOperands()) {
        nextOperand[top] = k + 1;
        BasicBlock s = (BasicBlock) t.operand(k);
        if (loop.contains(s) && !seen.get(s.id())) {
          seen.set(s.id());
          stack[++top] = s;
          nextOperand[top] = 0;
        }
      } else {
        post.add(b);
        top--;
      }
    }
    Collections.reverse(post);
    return post;
  }

  /**
   * Whether an edge of {@code rpo} goes back to a block already visited that is not the header of
   * a loop holding the edge's source (LLVM's containsIrreducibleCFG).
   */
  static boolean containsIrreducibleCycle(List<BasicBlock> rpo, LoopInfo loops) {
    BitSet visited = new BitSet();
    for (BasicBlock b : rpo) {
      visited.set(b.id());
      Instruction t = b.terminator();
      for (int k = 0, m = t == null ? 0 : t.numOperands(); k < m; k++) {
        if (!(t.operand(k) instanceof BasicBlock s) || !visited.get(s.id())) continue;
        boolean backedge = false;
        for (Loop l = loops.loopFor(b); l != null && !backedge; l = l.parent()) backedge = l.header() == s;
        if (!backedge) return true;
      }
    }
    return false;
  }
}
