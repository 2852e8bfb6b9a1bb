package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpXchgInst;
import dev.hoist.ir.AtomicRMWInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.RetInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.SwitchInst;
import dev.hoist.ir.UnaryInst;
import dev.hoist.ir.UnreachableInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.util.IdentityMarks;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * When may the nuw/nsw flags of an instruction be put on its SCEV? An IR flag only says the
 * result is poison on overflow, and expressions are shared between instructions, so a flag may move to the expression only when two things hold:
 *
 * <ol>
 *   <li>poison from the instruction would cause undefined behaviour (it reaches a branch
 *       condition, an address, a divisor, a {@code noundef} argument) before anything that may
 *       not return; and
 *   <li>the instruction executes whenever the expression's defining scope is entered: the
 *       expression is defined from the start of a loop iteration (it has a recurrence of that
 *       loop) or from the instruction that defines its latest opaque operand. Otherwise another
 *       instruction with the same expression, executed where this one is not, would inherit a
 *       flag it does not have.
 * </ol>
 *
 * For a recurrence built from a phi the first condition suffices: every value of the recurrence
 * after the start is produced by an execution of the increment.
 */
final class PoisonFacts {
  private static final int SCAN_LIMIT = 32;
  private final ScalarEvolution se;
  private final Map<Loop, Boolean> noAbnormalExits = new IdentityHashMap<>();
  /** By block: where its instructions that may not transfer execution are, while its list is unchanged. */
  private final Map<BasicBlock, Blockers> blockers = new IdentityHashMap<>();

  /**
   * The sets of one question at a time (the questions do not nest: none asks scalar evolution),
   * kept so that the many small questions of a large function make none.
   */
  private final IdentityMarks poison = new IdentityMarks(), blocksSeen = new IdentityMarks();
  private final ArrayDeque<BasicBlock> blockWork = new ArrayDeque<>();

  /** The {@link Instruction#orderInBlock} numbers, ascending, of a block's instructions that may not transfer execution. */
  private record Blockers(int changes, int[] orders) {}

  PoisonFacts(ScalarEvolution se) {
    this.se = se;
  }

  /** The nuw/nsw flags of {@code i} that may be put on its expression (0 when not provably safe). */
  int flagsFromUB(Instruction i) {
    int f = 0;
    if (i.hasFlag(Flags.NUW)) f |= NoWrap.NUW;
    if (i.hasFlag(Flags.NSW)) f |= NoWrap.NSW;
    if (f == 0) return 0;
    return isScevExprNeverPoison(i) ? f : 0;
  }

  /** Conditions 1 and 2 above. */
  boolean isScevExprNeverPoison(Instruction i) {
    if (!programUndefinedIfPoison(i)) return false;
    List<Scev> ops = new ArrayList<>();
    for (int k = 0; k < i.numOperands(); k++) {
      Value v = i.operand(k);
      if (v != null && se.isSCEVable(v.type())) ops.add(se.getSCEV(v));
    }
    return executesWheneverScopeEntered(i, ops);
  }

  /** Whether a recurrence whose every later value comes from {@code inc} (the backedge value of {@code phi}) may take {@code inc}'s flags. */
  boolean isAddRecNeverPoison(Instruction inc, dev.hoist.ir.PhiInst phi, Loop l) {
    return programUndefinedIfPoison(inc) || latchControlledByPoison(inc, l) || poisonReachesHeader(inc, phi, l);
  }

  /**
   * The increment's value is the phi's value on the next iteration: if it overflowed, the phi
   * would be poison there, and the header's use of it undefined behaviour (scanning the header
   * from its start). Every value of the recurrence after the start was such a phi value.
   */
  private boolean poisonReachesHeader(Instruction inc, dev.hoist.ir.PhiInst phi, Loop l) {
    if (phi.parent() != l.header() || !l.contains(inc)) return false;
    return programUndefinedIfPoison(phi);
  }

  // ---- scope -----------------------------------------------------------------------------------

  /** The latest definition point among the leaves of {@code ops}; the result of the walk. */
  private record Bound(Instruction inst, Loop loop, boolean ok) {}

  private boolean executesWheneverScopeEntered(Instruction i, List<Scev> ops) {
    Bound b = definingScope(ops);
    if (!b.ok) return false;
    if (b.loop != null) return executesOnEveryIteration(i, b.loop);
    if (b.inst != null) return sameBlockTransfers(b.inst, i);
    // Only arguments, globals and constants: the scope is the function entry.
    BasicBlock entry = se.function.entry();
    return i.parent() == entry && sameBlockTransfers(null, i);
  }

  private Bound definingScope(List<Scev> ops) {
    Set<Scev> seen = new HashSet<>();
    ArrayDeque<Scev> work = new ArrayDeque<>(ops);
    Instruction inst = null;
    Loop loop = null;
    BasicBlock boundBlock = null; // block of the current bound (a header for a loop bound)
    while (!work.isEmpty()) {
      Scev s = work.pop();
      if (!seen.add(s)) continue;
      if (seen.size() > 30) return new Bound(null, null, false);
      Instruction candInst = null;
      Loop candLoop = null;
      BasicBlock candBlock = null;
      if (s instanceof ScevAddRec ar) {
        candLoop = ar.loop();
        candBlock = candLoop.header();
      } else if (s instanceof ScevUnknown u && u.value() instanceof Instruction ui && ui.parent() != null) {
        candInst = ui;
        candBlock = ui.parent();
      } else {
        for (Scev o : s.operands()) work.push(o);
        continue;
      }
      if (boundBlock == null) {
        inst = candInst;
        loop = candLoop;
        boundBlock = candBlock;
        continue;
      }
      int cmp = later(inst, loop, boundBlock, candInst, candLoop, candBlock);
      if (cmp == Integer.MIN_VALUE) return new Bound(null, null, false);
      if (cmp > 0) {
        inst = candInst;
        loop = candLoop;
        boundBlock = candBlock;
      }
    }
    return new Bound(inst, loop, true);
  }

  /** &gt;0 when the candidate is dominated by the current bound (it is later), 0 when not later, MIN_VALUE when unordered. */
  private int later(Instruction inst, Loop loop, BasicBlock block, Instruction cInst, Loop cLoop, BasicBlock cBlock) {
    if (block != cBlock) {
      if (se.dt.dominates(block, cBlock)) return 1;
      if (se.dt.dominates(cBlock, block)) return 0;
      return Integer.MIN_VALUE;
    }
    // Same block: a loop bound is the block's start, instructions come later in order.
    if (cLoop != null) return 0;
    if (loop != null) return 1;
    return before(inst, cInst) ? 1 : 0;
  }

  /** Whether {@code a} is {@code b} or comes before it (they are in one block). */
  private static boolean before(Instruction a, Instruction b) {
    return a == b || a.comesBefore(b);
  }

  /**
   * Every instruction from after {@code from} (block start when null) up to {@code to}, which
   * comes after it, transfers execution.
   */
  private boolean sameBlockTransfers(Instruction from, Instruction to) {
    if (from != null && from.parent() != to.parent()) return false;
    int lo = from == null ? -1 : from.orderInBlock(), hi = to.orderInBlock();
    if (lo >= hi) return false;
    int[] orders = blockerOrders(to.parent());
    for (int o : orders) if (o > lo) return o >= hi;
    return true;
  }

  /** Whether every instruction of {@code b} transfers execution. */
  private boolean allTransfer(BasicBlock b) {
    return blockerOrders(b).length == 0;
  }

  private int[] blockerOrders(BasicBlock b) {
    Blockers c = blockers.get(b);
    if (c != null && c.changes == b.changes()) return c.orders;
    int n = 0;
    int[] orders = new int[0];
    for (Instruction i = b.first(); i != null; i = i.next()) {
      if (transfersExecution(i)) continue;
      if (n == orders.length) orders = java.util.Arrays.copyOf(orders, Math.max(4, 2 * n));
      orders[n++] = i.orderInBlock();
    }
    if (n < orders.length) orders = java.util.Arrays.copyOf(orders, n);
    blockers.put(b, new Blockers(b.changes(), orders));
    return orders;
  }

  /**
   * Whether {@code i} runs on every iteration of {@code l} that starts: its block dominates the
   * latch and every exiting block, and no path from the header to it can stop (a call that may
   * not return, a nested loop).
   */
  boolean executesOnEveryIteration(Instruction i, Loop l) {
    BasicBlock b = i.parent();
    if (b == null || !l.contains(b)) return false;
    BasicBlock latch = l.latch();
    if (latch == null || !se.dt.dominates(b, latch)) return false;
    for (BasicBlock e : l.blocks()) if (l.isExiting(e) && !se.dt.dominates(b, e)) return false; // no list: asked per address
    IdentityMarks seen = blocksSeen;
    ArrayDeque<BasicBlock> work = blockWork;
    seen.clear();
    work.clear();
    seen.add(b);
    if (b != l.header()) for (BasicBlock p : b.predecessors()) if (seen.add(p)) work.push(p);
    while (!work.isEmpty()) {
      BasicBlock x = work.pop();
      if (!l.contains(x) || se.loops.loopFor(x) != l || !allTransfer(x)) return false;
      if (x == l.header()) continue;
      for (BasicBlock p : x.predecessors()) if (seen.add(p)) work.push(p);
    }
    if (se.loops.loopFor(b) != l) return false;
    return sameBlockTransfers(null, i);
  }

  // ---- poison → UB ---------------------------------------------------------------------------------

  /** LLVM's programUndefinedIfPoison: poison from {@code v} reaches an operand that must be well defined. */
  boolean programUndefinedIfPoison(Instruction v) {
    IdentityMarks poison = this.poison, visited = blocksSeen;
    poison.clear();
    visited.clear();
    poison.add(v);
    propagate(v, poison);
    BasicBlock bb = v.parent();
    if (bb == null) return false;
    visited.add(bb);
    Instruction x = v.next();
    int budget = SCAN_LIMIT;
    while (true) {
      for (; x != null; x = x.next()) {
        if (--budget == 0) return false;
        if (mustTriggerUB(x, poison)) return true;
        if (!transfersExecution(x)) return false;
        if (poison.contains(x)) propagate(x, poison);
      }
      bb = bb.singleSuccessor();
      if (bb == null || !visited.add(bb)) return false;
      x = bb.firstNonPhi();
    }
  }

  private static void propagate(Value v, IdentityMarks poison) {
    for (Use u = v.firstUse(); u != null; u = u.nextUse()) {
      if (u.user() instanceof Instruction i && propagatesPoison(i)) poison.add(i);
    }
  }

  /** Instructions whose result is poison when any operand is (LLVM 14's propagatesPoison). */
  static boolean propagatesPoison(Instruction i) {
    return i instanceof BinaryInst || i instanceof UnaryInst || i instanceof CastInst || i instanceof CmpInst
        || i instanceof GepInst;
  }

  /** Whether {@code i} has undefined behaviour when an operand in {@code poison} is poison. */
  private boolean mustTriggerUB(Instruction i, IdentityMarks poison) {
    switch (i) {
      case StoreInst s:
        return poison.contains(s.pointer());
      case LoadInst l:
        return poison.contains(l.pointer());
      case CmpXchgInst c:
        return poison.contains(c.operand(0));
      case AtomicRMWInst a:
        return poison.contains(a.operand(0));
      case BinaryInst b:
        return b.opcode().isIntDivRem() && poison.contains(b.rhs());
      case BrInst br:
        return br.isConditional() && poison.contains(br.condition());
      case SwitchInst sw:
        return poison.contains(sw.condition());
      case CallBase cb: {
        if (cb.calledFunction() == null && poison.contains(cb.callee())) return true;
        for (int k = 0; k < cb.numArgs(); k++) {
          if (poison.contains(cb.arg(k)) && cb.paramHasAttr(k, "noundef")) return true;
        }
        return false;
      }
      case RetInst r:
        return r.numOperands() > 0 && poison.contains(r.operand(0)) && se.function.attributes().ret().has("noundef");
      default:
        return false;
    }
  }

  /** LLVM's isGuaranteedToTransferExecutionToSuccessor. */
  static boolean transfersExecution(Instruction i) {
    if (i instanceof UnreachableInst) return false;
    if (i instanceof CallBase cb) return !cb.mayThrow() && !cb.mayNotReturn();
    return !i.mayThrow();
  }

  /** Every instruction of the loop transfers execution (no calls that may throw or not return). */
  boolean loopHasNoAbnormalExits(Loop l) {
    return noAbnormalExits.computeIfAbsent(l, k -> {
      for (BasicBlock b : k.blocks()) {
        for (Instruction i = b.first(); i != null; i = i.next()) if (!transfersExecution(i)) return false;
      }
      return true;
    });
  }

  /**
   * LLVM's second argument in isAddRecNeverPoison: the latch is the only exiting block and poison
   * from {@code inc} would decide its branch; branching on poison is undefined.
   */
  private boolean latchControlledByPoison(Instruction inc, Loop l) {
    BasicBlock latch = l.latch();
    if (latch == null || l.exitingBlock() != latch) return false;
    IdentityMarks seen = poison; // what poison from inc reaches, as in programUndefinedIfPoison
    seen.clear();
    ArrayDeque<Instruction> work = new ArrayDeque<>();
    seen.add(inc);
    work.push(inc);
    boolean controls = false;
    while (!work.isEmpty() && !controls) {
      Instruction p = work.pop();
      for (Use u = p.firstUse(); u != null; u = u.nextUse()) {
        if (!(u.user() instanceof Instruction user)) continue;
        if (propagatesPoison(user)) {
          if (seen.add(user)) work.push(user);
        } else if (user instanceof BrInst br && br.parent() == latch && br.isConditional()) {
          controls = true;
          break;
        }
      }
    }
    return controls && loopHasNoAbnormalExits(l);
  }
}
