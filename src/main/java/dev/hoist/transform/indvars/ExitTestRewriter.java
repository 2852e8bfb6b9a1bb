package dev.hoist.transform.indvars;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.scev.NoWrap;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.util.NameUniquer;

/**
 * Linear function test replacement (LLVM's linearFunctionTestReplace): an exit test whose count
 * scalar evolution knows becomes an equality test of a unit-step counter against the counter's
 * value on the exiting iteration, computed once before the loop:
 *
 * <pre>
 *   %c = icmp slt i64 %iv.next, %n.ext            %exitcond = icmp ne i64 %iv.next, %n.ext
 *   br i1 %c, label %loop, label %exit      =&gt;    br i1 %exitcond, label %loop, label %exit
 * </pre>
 *
 * An equality test is what llc's strength reduction can turn into a count towards zero and fold
 * into the increment's flags; a signed or unsigned order test it keeps as a compare. The limit
 * must be cheap: a value that exists (the bound, an outer counter) or one instruction from one.
 * A loop that calls a function on every iteration and computes with its counter (beyond
 * addresses) keeps its tests: llc would keep the counter and count a second register towards zero,
 * one more value live across the call, where registers are scarce, and it spills (LLVM rewrites
 * them anyway).
 *
 * <p>Soundness, as in LLVM: only an exit of this loop (not of an outer one) that dominates the
 * latch, so that its count is the number of iterations that reach it; only a counter at least as
 * wide as the count (a narrower one could wrap before it gets there); only a counter that cannot
 * be {@code undef} or is already what the test compares; the increment's {@code nuw}/{@code nsw}
 * flags stay where the old test compared the same value (the counter before the latch, its
 * increment at the latch: poison there was already undefined behaviour at this test), elsewhere
 * only where scalar evolution proves them (at the latch the increment is now compared on the last
 * iteration too, which the old test may have avoided). The limit is expanded without wrap flags,
 * so it adds no poison.
 */
final class ExitTestRewriter {
  /**
   * What computing the limit may cost, in instructions per loop entry. LLVM allows four; on x86-64
   * an equality test costs llc what an order test costs, so a limit that takes a select
   * ({@code smax(n, 0)}, for a loop without a guard) buys nothing on any iteration.
   */
  private static final int LIMIT_BUDGET = 1;
  private final ScalarEvolution se;
  private final Loop loop;
  private final LoopInfo li;
  private final DominatorTree dt;
  private final NameUniquer names;
  private final IndVarsReporter reporter;
  private final DeadInstructions dead;

  ExitTestRewriter(ScalarEvolution se, Loop loop, LoopInfo li, DominatorTree dt, NameUniquer names, IndVarsReporter reporter,
      DeadInstructions dead) {
    this.se = se;
    this.loop = loop;
    this.li = li;
    this.dt = dt;
    this.names = names;
    this.reporter = reporter;
    this.dead = dead;
  }

  /** Rewrites every exit test it can; returns how many it rewrote. */
  int run() {
    BasicBlock latch = loop.latch();
    if (latch == null || loop.preheader() == null) return 0;
    boolean calls = callsOnEveryIteration(latch);
    int rewritten = 0;
    for (BasicBlock exiting : loop.exitingBlocks()) {
      if (!(exiting.terminator() instanceof BrInst br) || !br.isConditional()) continue;
      if (li.loopFor(exiting) != loop || !dt.dominates(exiting, latch) || !needsRewrite(br)) continue;
      Scev count = se.exitCount(loop, exiting);
      if (se.isCouldNotCompute(count) || count.isZero()) continue;
      PhiInst counter = LoopCounters.find(se, loop, br, count);
      if (counter == null) {
        if (reporter.debugging()) {
          reporter.note("no unit-step counter as wide as the exit count " + se.text(count) + " for the exit test in " + exiting.reference());
        }
        continue;
      }
      if (calls && computesWith(counter)) {
        if (reporter.debugging()) {
          reporter.note("the loop with header " + loop.header().reference() + " calls a function on every iteration and computes with "
              + counter.reference() + ": its exit test stays");
        }
        continue;
      }
      if (rewrite(exiting, br, count, counter)) rewritten++;
    }
    return rewritten;
  }

  /**
   * Whether the loop calls a function (intrinsics aside), which clobbers the caller-saved registers,
   * on every iteration: from a block of its own (not an inner loop's) that the latch needs.
   */
  private boolean callsOnEveryIteration(BasicBlock latch) {
    for (BasicBlock b : loop.blocks()) {
      if (li.loopFor(b) != loop || !dt.dominates(b, latch)) continue;
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i instanceof CallBase c && !(c.calledFunction() != null && c.calledFunction().name() != null
            && c.calledFunction().name().startsWith("llvm."))) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether the loop uses the counter (or its increment) for more than addresses and tests: values
   * llc keeps the counter itself for, beside the count towards zero an equality test gives it.
   */
  private boolean computesWith(PhiInst counter) {
    Value inc = counter.valueFor(loop.latch());
    for (Value v : new Value[] {counter, inc}) {
      for (Use u = v.firstUse(); u != null; u = u.nextUse()) {
        if (!(u.user() instanceof Instruction ui) || !loop.contains(ui) || ui == counter || ui == inc) continue;
        if (ui instanceof CmpInst || ui instanceof GepInst || ui instanceof CastInst c && onlyAddresses(c)) continue;
        return true;
      }
    }
    return false;
  }

  private static boolean onlyAddresses(CastInst c) {
    for (Use u = c.firstUse(); u != null; u = u.nextUse()) if (!(u.user() instanceof GepInst)) return false;
    return true;
  }

  /** LLVM's needsLFTR: false when the test already compares a simple counter with an invariant for equality. */
  private boolean needsRewrite(BrInst br) {
    Value cond = br.condition();
    if (loop.isInvariant(cond)) return false;
    if (!(cond instanceof CmpInst c) || c.opcode() != Opcode.ICMP) return true;
    if (c.predicate() != CmpPredicate.NE && c.predicate() != CmpPredicate.EQ) return true;
    Value lhs = c.lhs(), rhs = c.rhs();
    if (!loop.isInvariant(rhs)) {
      if (!loop.isInvariant(lhs)) return true;
      lhs = rhs;
    }
    PhiInst phi = lhs instanceof PhiInst p && p.parent() == loop.header() ? p : LoopCounters.phiOfIncrement(lhs, loop);
    if (phi == null) return true;
    Value inc = phi.valueFor(loop.latch());
    return inc == null || LoopCounters.phiOfIncrement(inc, loop) != phi;
  }

  private boolean rewrite(BasicBlock exiting, BrInst br, Scev count, PhiInst counter) {
    BasicBlock latch = loop.latch();
    Instruction inc = (Instruction) counter.valueFor(latch);
    boolean postInc = exiting == latch;
    Value compared = postInc ? inc : counter;
    Value counterValue = compared;
    Scev limit = limit(counter, count, postInc);
    if (limit == null || !se.isLoopInvariant(limit, loop)) return false;
    Instruction preheaderEnd = OutermostPreheader.of(loop,
        outer -> se.isLoopInvariant(limit, outer) && new ScevExpander(se).isSafeToExpand(limit, outer.preheader().terminator()));
    Value limitValue = CheapExpansion.expand(se, limit, limit.type(), preheaderEnd, LIMIT_BUDGET, null);
    if (limitValue == null) {
      if (reporter.debugging()) {
        reporter.note("the limit " + se.text(limit) + " of the exit test in " + exiting.reference() + " is not cheap to compute");
      }
      return false;
    }
    Instruction before = br;
    Value oldCond = br.condition();
    int bits = ((IntegerType) compared.type()).bits();
    if (bits > limit.bits()) {
      // The limit was computed in the count's narrower type: extend it before the loop where the
      // counter is that extension, else compare the counter's low bits.
      Scev iv = se.getSCEV(compared);
      Scev low = se.truncate(iv, limit.type());
      Opcode ext = se.zeroExtend(low, compared.type()) == iv ? Opcode.ZEXT
          : se.signExtend(low, compared.type()) == iv ? Opcode.SEXT : null;
      if (ext != null) {
        Instruction wide = new CastInst(ext, limitValue, compared.type());
        wide.setName(names.unique("wide.trip.count"));
        wide.insertBefore(preheaderEnd);
        limitValue = wide;
      } else {
        Instruction low32 = new CastInst(Opcode.TRUNC, compared, limit.type());
        low32.setName(names.unique("lftr.wideiv"));
        low32.insertBefore(before);
        compared = low32;
      }
    }
    if (!(oldCond instanceof CmpInst oc && (oc.lhs() == counterValue || oc.rhs() == counterValue))) dropUnprovenFlags(inc);
    CmpPredicate p = loop.contains(br.successor(0)) ? CmpPredicate.NE : CmpPredicate.EQ;
    CmpInst test = new CmpInst(Opcode.ICMP, p, compared, limitValue);
    test.setName(names.unique("exitcond"));
    test.insertBefore(before);
    if (oldCond instanceof Instruction oc && oc.getMetadata("dbg") != null) test.setMetadata("dbg", oc.getMetadata("dbg"));
    reporter.exitTestReplaced(test, compared, p == CmpPredicate.NE, limitValue, () -> se.text(count), oldCond);
    br.setOperand(0, test);
    dead.add(oldCond);
    return true;
  }

  /**
   * The counter's value on the iteration that leaves through the exit (LLVM's genLoopLimit): the
   * recurrence (incremented, at the latch) evaluated at the exit count, in the count's type when
   * the counter is wider, unless both start and count are constants.
   */
  private Scev limit(PhiInst counter, Scev count, boolean postInc) {
    if (!(se.getSCEV(counter) instanceof ScevAddRec ar)) return null;
    if (ar.bits() > count.bits() && !(ar.start() instanceof ScevConstant && count instanceof ScevConstant)) {
      if (!(se.truncate(ar, count.type()) instanceof ScevAddRec narrow)) return null;
      ar = narrow;
    }
    Scev it = se.noopOrZeroExtend(count, ar.type());
    if (postInc) {
      Scev step = ar.operand(1);
      if (!(se.addRec(se.add(ar.start(), step), step, loop, NoWrap.NONE) instanceof ScevAddRec next)) return null;
      ar = next;
    }
    Scev v = se.evaluateAtIteration(ar, it);
    return se.isCouldNotCompute(v) ? null : v;
  }

  /** Keeps the increment's wrap flags only where its own recurrence carries them. */
  private void dropUnprovenFlags(Instruction inc) {
    if (!(inc instanceof BinaryInst b)) return;
    Scev s = se.getSCEV(b);
    int flags = b.flags();
    if (b.hasFlag(Flags.NUW) && !s.hasNoUnsignedWrap()) flags &= ~Flags.NUW;
    if (b.hasFlag(Flags.NSW) && !s.hasNoSignedWrap()) flags &= ~Flags.NSW;
    if (flags != b.flags()) b.setFlags(flags);
  }
}
