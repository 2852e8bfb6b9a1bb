package dev.hoist.transform.unroll;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.util.BlockSplitter;
import dev.hoist.transform.util.LoopCloner;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runtime unrolling (LLVM's UnrollRuntimeLoopRemainder): a loop whose count is known only at run
 * time is unrolled by U, and a copy of the original loop, the remainder, runs the iterations that
 * do not fill a whole unrolled iteration. Three forms:
 *
 * <pre>
 *   EPILOG (btc: the latch exit's count)          PROLOG                          REQUIRED_EPILOG (btc: the least count
 *   ph:     %xtraiter = and (btc + 1), U-1         ph:   %xtraiter = ...             of the exits whose counts are known)
 *           br (btc &lt;u U-1), %unr, %ph.new         br (xtra != 0), %prol, %pe     ph:     %unroll_iter = and btc, -U
 *   loop:   U copies, no latch exit but the last  prol: the original, xtra trips          br (iter != 0), %ph.new, %epil
 *           %niter counts unroll_iter down by U   pe:   br (btc &lt;u U-1), %exit, %ph  loop:   U copies, none of those exits;
 *   unr:    br (xtra != 0), %epil, %exit          loop: U copies; the counter            %niter counts unroll_iter down
 *   epil:   the original loop (0 to U-1 trips)          decides the latch's exit  epil:   the original loop (1 to U trips)
 * </pre>
 *
 * In every form the remainder is the original loop with its own exits, resumed from the values
 * the unrolled loop stops at; exits whose counts are unknown (a search's "found") stay in every
 * copy, which is how loops with several exits are unrolled. The required epilogue stops the
 * unrolled loop before the first iteration on which any exit with a known count could be taken,
 * so the epilogue always runs and no copy keeps those exits. Counts are computed modulo 2^bits as
 * LLVM does, so the latch count all-ones (2^bits iterations) is right too.
 */
final class RuntimeUnroller {
  enum Form { EPILOG, PROLOG, REQUIRED_EPILOG }

  /** The loops made: the unrolled one (its header and the block with its backedge) and the remainder. */
  record Result(BasicBlock header, BasicBlock backedge, BasicBlock remainderHeader, BasicBlock remainderLatch) {}

  private final LoopFacts facts;
  private final Loop l;
  private final int count;
  private final Form form;
  private final NameUniquer names;
  private final Builder build;

  private RuntimeUnroller(LoopFacts facts, int count, Form form, NameUniquer names) {
    this.facts = facts;
    this.l = facts.loop;
    this.count = count;
    this.form = form;
    this.names = names;
    this.build = new Builder(names);
  }

  /** The count the form needs, or null when there is none or it cannot be computed in the preheader. */
  static Scev countFor(LoopFacts facts, Form form, ScalarEvolution se) {
    Scev btc = null;
    if (form == Form.REQUIRED_EPILOG) {
      for (LoopFacts.Exit e : facts.analyzableExits()) btc = btc == null ? e.count() : se.uminOfMismatched(btc, e.count());
    } else {
      LoopFacts.Exit le = facts.latchExit();
      if (le != null && le.analyzable()) btc = le.count();
    }
    if (btc == null || btc.bits() > 64) return null;
    return new ScevExpander(se).isSafeToExpand(btc, facts.loop.preheader().terminator()) ? btc : null;
  }

  /** Unrolls by {@code count} in {@code form}, with {@code btc} from {@link #countFor}. */
  static Result unroll(LoopFacts facts, int count, Form form, Scev btc, ScalarEvolution se, NameUniquer names) {
    return new RuntimeUnroller(facts, count, form, names).run(btc, se);
  }

  private Result run(Scev btcScev, ScalarEvolution se) {
    BasicBlock ph = l.preheader(), header = l.header(), latch = l.latch();
    List<BasicBlock> blocks = new ArrayList<>(l.blocks());
    List<PhiInst> headerPhis = header.phis();
    List<Value> starts = new ArrayList<>(), nexts = new ArrayList<>();
    for (PhiInst p : headerPhis) {
      starts.add(p.valueFor(ph));
      nexts.add(p.valueFor(latch));
    }
    BasicBlock latchExit = form == Form.REQUIRED_EPILOG ? null : outside(latch);
    Instruction at = ph.terminator();
    Value btc = new ScevExpander(se).expand(btcScev, at);
    IntegerType t = (IntegerType) btc.type();
    if (t.bits() < 32) {
      // Small counters: count in 32 bits, where btc + 1 cannot wrap and U - 1 fits.
      t = IntegerType.I32;
      btc = build.zext(btc, t, at, null);
    }

    // The remainder: a copy of the original loop, leaving through the original exits.
    String suffix = form == Form.PROLOG ? ".prol" : ".epil";
    Map<Value, Value> rem = LoopCloner.cloneBlocks(blocks, suffix, form == Form.PROLOG ? header : blockAfter(blocks),
        names);
    BasicBlock remHeader = (BasicBlock) rem.get(header), remLatch = (BasicBlock) rem.get(latch);
    LoopUnroller.addExitEntries(l, l.exitBlocks(), rem);

    LoopUnroller.ExitFolding folding = UnrollCostModel.folding(facts, UnrollPlan.Kind.RUNTIME, count, form);
    LoopUnroller.Copies copies = LoopUnroller.unroll(facts, count, folding, false, names);
    BasicBlock last = copies.lastLatch();

    // Counts, in the preheader.
    Value tc = null, xtra = null, unrollIter;
    if (form == Form.REQUIRED_EPILOG) {
      unrollIter = isPowerOf2(count) ? build.binary(Opcode.AND, btc, ConstantInt.get(t, -count), at, "unroll_iter")
          : build.binary(Opcode.MUL, build.binary(Opcode.UDIV, btc, ConstantInt.get(t, count), at, null),
              ConstantInt.get(t, count), at, "unroll_iter");
    } else {
      tc = build.add(btc, ConstantInt.get(t, 1), at, null);
      xtra = remainder(tc, btc, t, at);
      unrollIter = build.sub(tc, xtra, at, "unroll_iter");
    }
    BasicBlock phNew = BlockSplitter.splitEdge(ph, header, name(ph, ".new"), names);
    PhiInst niter = build.phi(t, header, "niter");
    niter.addIncoming(unrollIter, phNew);
    BasicBlock back = backedgeBlock(last, header);
    Instruction backAt = back.terminator();
    Value next = build.sub(niter, ConstantInt.get(t, count), backAt, "niter.next");
    Value done = build.cmp(CmpPredicate.EQ, next, ConstantInt.get(t, 0), backAt, "niter.ncmp");
    niter.addIncoming(next, back);

    switch (form) {
      case REQUIRED_EPILOG -> {
        BasicBlock epil = build.block(name(header, ".epil.preheader"), remHeader);
        Value go = build.cmp(CmpPredicate.NE, unrollIter, ConstantInt.get(t, 0), at, "unroll.go");
        LoopUnroller.replaceTerminator(ph, new BrInst(go, phNew, epil));
        LoopUnroller.replaceTerminator(back, new BrInst(done, epil, header));
        epil.append(new BrInst(remHeader));
        resume(headerPhis, starts, ph, back, epil, remHeader);
      }
      case EPILOG -> {
        BasicBlock unr = build.block(name(latchExit, ".unr-lcssa"), remHeader);
        BasicBlock epil = build.block(name(header, ".epil.preheader"), remHeader);
        Value skip = build.cmp(CmpPredicate.ULT, btc, ConstantInt.get(t, count - 1), at, null);
        Value mod = build.cmp(CmpPredicate.NE, xtra, ConstantInt.get(t, 0), at, "lcmp.mod");
        LoopUnroller.replaceTerminator(ph, new BrInst(skip, unr, phNew));
        // The unrolled loop leaves where its latch left, through the block that decides about the epilogue.
        moveExitEntries(latchExit, last, unr, ph);
        LoopUnroller.replaceTerminator(last, new BrInst(done, unr, header));
        unr.append(new BrInst(mod, epil, latchExit));
        epil.append(new BrInst(remHeader));
        resume(headerPhis, starts, ph, last, unr, remHeader);
        for (PhiInst p : remHeader.phis()) p.replaceIncomingBlock(unr, epil);
      }
      case PROLOG -> {
        BasicBlock prolPh = build.block(name(header, ".prol.preheader"), remHeader);
        BasicBlock prolExit = build.block(name(header, ".prol.loopexit"), phNew);
        Value mod = build.cmp(CmpPredicate.NE, xtra, ConstantInt.get(t, 0), at, "lcmp.mod");
        Value skip = build.cmp(CmpPredicate.ULT, btc, ConstantInt.get(t, count - 1), at, null);
        LoopUnroller.replaceTerminator(ph, new BrInst(mod, prolPh, prolExit));
        prolPh.append(new BrInst(remHeader));
        for (PhiInst p : remHeader.phis()) p.replaceIncomingBlock(ph, prolPh);
        // The prolog's latch counts its xtraiter iterations instead of testing the exit.
        PhiInst iter = build.phi(t, remHeader, "prol.iter");
        iter.addIncoming(ConstantInt.get(t, 0), prolPh);
        Instruction remAt = remLatch.terminator();
        Value iterNext = build.add(iter, ConstantInt.get(t, 1), remAt, "prol.iter.next");
        Value more = build.cmp(CmpPredicate.NE, iterNext, xtra, remAt, "prol.iter.cmp");
        iter.addIncoming(iterNext, remLatch);
        moveExitEntries(latchExit, remLatch, prolExit, ph);
        LoopUnroller.replaceTerminator(remLatch, new BrInst(more, remHeader, prolExit));
        // The unrolled loop starts where the prolog stopped (or where the loop starts).
        for (int j = 0; j < headerPhis.size(); j++) {
          PhiInst p = headerPhis.get(j);
          PhiInst start = build.phi(p.type(), prolExit, (p.hasName() ? p.name() : "") + ".unr");
          start.addIncoming(starts.get(j), ph);
          start.addIncoming(mapped(rem, nexts.get(j)), remLatch);
          p.setIncomingValue(p.indexOfBlock(phNew), start);
        }
        prolExit.append(new BrInst(skip, latchExit, phNew));
        LoopUnroller.replaceTerminator(last, new BrInst(done, latchExit, header));
      }
    }
    return new Result(header, back, remHeader, remLatch);
  }

  /** {@code tc mod count}, right even when {@code tc} wrapped to 0 (then {@code btc} is all-ones). */
  private Value remainder(Value tc, Value btc, IntegerType t, Instruction at) {
    if (isPowerOf2(count)) return build.binary(Opcode.AND, tc, ConstantInt.get(t, count - 1), at, "xtraiter");
    // (btc mod U) + 1 cannot wrap; it is U when tc is a multiple of U.
    Value r = build.add(build.binary(Opcode.UREM, btc, ConstantInt.get(t, count), at, null), ConstantInt.get(t, 1), at, null);
    Value whole = build.cmp(CmpPredicate.EQ, r, ConstantInt.get(t, count), at, null);
    return build.select(whole, ConstantInt.get(t, 0), r, at, "xtraiter");
  }

  /**
   * The remainder's header phis start from phis in {@code from}: the loop's start when the
   * unrolled loop was skipped (from {@code ph}), else the values it stopped at (from {@code back}).
   */
  private void resume(List<PhiInst> headerPhis, List<Value> starts, BasicBlock ph, BasicBlock back, BasicBlock from,
      BasicBlock remHeader) {
    List<PhiInst> remPhis = remHeader.phis();
    for (int j = 0; j < headerPhis.size(); j++) {
      PhiInst p = headerPhis.get(j);
      PhiInst r = build.phi(p.type(), from, (p.hasName() ? p.name() : "") + ".unr");
      r.addIncoming(starts.get(j), ph);
      r.addIncoming(p.valueFor(back), back);
      // The remainder's copies of the header phis come first, in the same order.
      PhiInst rp = remPhis.get(j);
      rp.setIncomingValue(rp.indexOfBlock(ph), r);
      rp.setIncomingBlock(rp.indexOfBlock(ph), from);
    }
  }

  /**
   * {@code exiting} no longer leaves to {@code exit} itself: its entries in the exit's phis move
   * to phis of {@code via}, which branches to the exit (and which {@code other} also reaches, with
   * values that are never used there).
   */
  private void moveExitEntries(BasicBlock exit, BasicBlock exiting, BasicBlock via, BasicBlock other) {
    for (PhiInst q : exit.phis()) {
      int k = q.indexOfBlock(exiting);
      if (k < 0) continue;
      PhiInst v = build.phi(q.type(), via, (q.hasName() ? q.name() : "") + ".unr");
      v.addIncoming(ConstantSimple.poison(q.type()), other);
      v.addIncoming(q.incomingValue(k), exiting);
      q.removeIncoming(k);
      q.addIncoming(v, via);
    }
  }

  /**
   * The block whose terminator is the unrolled loop's backedge: the last latch when it only
   * branches back (its exit was dropped), else a new block on its edge to the header.
   */
  private BasicBlock backedgeBlock(BasicBlock last, BasicBlock header) {
    if (form != Form.REQUIRED_EPILOG) return last;
    if (last.terminator() instanceof BrInst br && !br.isConditional()) return last;
    BasicBlock b = BlockSplitter.splitEdge(last, header, name(header, ".unr.latch"), names);
    b.terminator().setMetadata("llvm.loop", last.terminator().getMetadata("llvm.loop"));
    last.terminator().setMetadata("llvm.loop", null);
    return b;
  }

  private BasicBlock outside(BasicBlock exiting) {
    for (BasicBlock s : exiting.successors()) if (!l.contains(s)) return s;
    throw new IllegalStateException(exiting + " does not leave the loop");
  }

  private BasicBlock blockAfter(List<BasicBlock> blocks) {
    List<BasicBlock> all = l.header().parent().blocks();
    int lastIndex = -1;
    for (BasicBlock b : blocks) lastIndex = Math.max(lastIndex, all.indexOf(b));
    return lastIndex + 1 < all.size() ? all.get(lastIndex + 1) : null;
  }

  private static Value mapped(Map<Value, Value> m, Value v) {
    Value r = m.get(v);
    return r == null ? v : r;
  }

  private static String name(BasicBlock b, String suffix) {
    return (b.hasName() ? b.name() : "") + suffix;
  }

  static boolean isPowerOf2(int n) {
    return n > 0 && (n & (n - 1)) == 0;
  }
}
