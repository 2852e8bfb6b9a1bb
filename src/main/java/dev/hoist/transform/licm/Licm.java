package dev.hoist.transform.licm;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.ir.*;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantFP;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.type.FloatType;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.pass.loop.LoopPass;
import dev.hoist.pass.loop.LoopPassManager;
import dev.hoist.transform.util.ConstantAddresses;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code licm}: loop-invariant code motion (LLVM's LICM), a loop pass. Loops are visited
 * innermost first, so code climbs as many levels as is legal. For each loop in canonical form
 * (preheader, dedicated exits, LCSSA, which the loop pass manager establishes):
 *
 * <ol>
 *   <li>sink instructions used only after the loop into the exit blocks;
 *   <li>hoist, in reverse post-order (so dependencies move first), every instruction whose operands
 *       are invariant and that is legal to move ({@link LicmLegality}) to the end of the preheader;
 *   <li>promote memory locations accessed through one invariant pointer to SSA values
 *       ({@link ScalarPromotion}).
 * </ol>
 *
 * Hoisting is done as a canonical form, as LLVM's LICM does it: everything legal moves; {@code loop-sink}
 * later undoes what profile data says does not pay.
 */
public final class Licm implements LoopPass {
  public static final PassInfo INFO = LoopPassManager.declare("licm", "LICMPass", "loop-invariant code motion: hoisting, "
      + "sinking to exits, scalar promotion", Licm::new, LicmOptions.OPTIONS);

  /**
   * Instructions moved and memory was promoted, but no block was added or removed. Alias analysis
   * is kept for the function's other loops: moving an instruction changes no alias relation LICM
   * asks about; other passes get a fresh one ({@link LoopRun#finish}).
   */
  private static final Preserved MOVED = Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS, AliasAnalysis.KEY);

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public LoopRun start(LoopContext cx) {
    LicmReporter rep = new LicmReporter(cx.pass());
    rep.startFunction(cx.function());
    LicmOptions opts = LicmOptions.from(cx.pass().options());
    // The pointers LICM groups accesses by must be one object per address (see ConstantAddresses).
    boolean unified = ConstantAddresses.unify(cx.function());
    return new LoopRun() {
      boolean moved;

      @Override
      public Preserved run(Loop l) {
        if (l.preheader() == null) return Preserved.all();
        rep.loopAnalyzed(l);
        LoopLicm licm = new LoopLicm(l, cx.domTree(), cx.aa(), opts, rep, cx.names());
        List<BasicBlock> shared = licm.sharedExitsBlockingSinks();
        if (!shared.isEmpty()) {
          // New exit blocks: the analyses are made again and LICM starts over on the same loop.
          BasicBlock header = l.header();
          SharedExits.split(l, shared, cx.names());
          cx.analyses().invalidate(cx.function(), Preserved.none());
          licm = new LoopLicm(cx.loops().loopFor(header), cx.domTree(), cx.aa(), opts, rep, cx.names());
        }
        boolean changed = licm.run();
        moved |= changed || !shared.isEmpty();
        if (!shared.isEmpty()) return Preserved.none();
        return changed ? MOVED : Preserved.all();
      }

      @Override
      public Preserved finish() {
        for (int k = 0; k < cx.preheadersCreated(); k++) rep.preheaderCreated();
        if (moved) return Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS);
        return unified ? Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS) : Preserved.all();
      }
    };
  }

  /**
   * Hoists what LICM hoists out of {@code l}'s own blocks, and nothing else (no sinking, no
   * promotion), reported as LICM reports it: for a transform that needs a loop's invariant work out
   * of its way first (loop-flatten, for the work between two loops). True when something moved;
   * blocks and edges stay as they were.
   */
  public static boolean hoistInvariants(Loop l, LoopContext cx) {
    if (l.preheader() == null) return false;
    LicmReporter rep = new LicmReporter(cx.pass());
    rep.startFunction(cx.function());
    LoopLicm licm = new LoopLicm(l, cx.domTree(), cx.aa(), LicmOptions.from(cx.pass().options()), rep, cx.names());
    licm.hoistRegion();
    return licm.changed;
  }

  /** LICM of one loop. */
  static final class LoopLicm {
    private final Loop loop;
    private final DominatorTree dt;
    private final LicmOptions opts;
    private final LicmReporter rep;
    private final NameUniquer names;
    private final LoopSafety safety;
    private final LoopMemory mem;
    private final BasicBlock preheader;
    private boolean changed;

    LoopLicm(Loop loop, DominatorTree dt, AliasAnalysis aa, LicmOptions opts, LicmReporter rep, NameUniquer names) {
      this.loop = loop;
      this.dt = dt;
      this.opts = opts;
      this.rep = rep;
      this.names = names;
      this.safety = new LoopSafety(loop, dt);
      this.mem = new LoopMemory(loop, aa, opts.maxAccessesPerLoop());
      this.preheader = loop.preheader();
    }

    boolean run() {
      if (loop.hasDedicatedExits()) sinkRegion();
      hoistRegion();
      if (opts.promotion() && loop.hasDedicatedExits()) {
        changed |= new ScalarPromotion(loop, mem, safety, rep, names).run();
      }
      return changed;
    }

    /** Exit blocks to split so that an instruction used only after the loop can be sunk ({@link SharedExits}). */
    List<BasicBlock> sharedExitsBlockingSinks() {
      if (!loop.hasDedicatedExits()) return List.of();
      java.util.Set<BasicBlock> out = new java.util.LinkedHashSet<>();
      for (BasicBlock b : ownBlocksInRpo()) {
        for (Instruction i : b.instructions()) {
          if (i instanceof PhiInst || i.isTerminator() || i.mayHaveSideEffects() || i.type().isVoid()) continue;
          List<BasicBlock> exits = SharedExits.blocking(i, loop);
          if (exits != null && !exits.isEmpty() && LicmLegality.canMove(i, loop, mem, true) == null) out.addAll(exits);
        }
      }
      return new ArrayList<>(out);
    }

    /** Blocks of this loop that are not in a nested loop (those were handled with their own loop). */
    private List<BasicBlock> ownBlocksInRpo() {
      // The loop's blocks that the dominator tree's CFG reaches, sorted by their place in its
      // reverse post-order: the same list as filtering the whole function's order, at the cost
      // of the loop's size (this is asked three times per loop).
      Cfg cfg = dt.cfg();
      int[] places = new int[loop.blocks().size()];
      int n = 0;
      for (BasicBlock b : loop.blocks()) {
        int i = cfg.index(b);
        if (i < 0 || cfg.block(i) != b || cfg.rpoIndex(i) < 0 || !loop.contains(b)) continue;
        boolean inSub = false;
        for (Loop s : loop.subLoops()) if (s.contains(b)) inSub = true;
        if (!inSub) places[n++] = cfg.rpoIndex(i);
      }
      Arrays.sort(places, 0, n);
      List<BasicBlock> out = new ArrayList<>(n);
      int[] rpo = cfg.rpo();
      for (int k = 0; k < n; k++) out.add(cfg.block(rpo[places[k]]));
      return out;
    }

    // ---- hoisting -------------------------------------------------------------------------------

    private void hoistRegion() {
      for (BasicBlock b : ownBlocksInRpo()) {
        for (Instruction i : b.instructions()) {
          if (i.parent() == null || i instanceof PhiInst || i.isTerminator()) continue;
          if (i instanceof CallBase c && c.isDebugIntrinsic()) continue;
          if (tryFold(i)) continue;
          boolean invariant = LicmLegality.hasInvariantOperands(i, loop);
          if (!invariant) {
            if (tryReciprocal(i)) continue;
            rep.notMoved(i, Blocker.NOT_INVARIANT, false);
            continue;
          }
          Blocker why = LicmLegality.canMove(i, loop, mem, false);
          if (why == null) why = LicmLegality.safeToExecuteUnconditionally(i, safety);
          if (why != null) {
            rep.notMoved(i, why, true);
            continue;
          }
          hoist(i);
        }
      }
    }

    /** Folds an instruction whose operands are all constants (better than hoisting it). */
    private boolean tryFold(Instruction i) {
      Constant c = null;
      if (i instanceof BinaryInst bi && bi.lhs() instanceof Constant a && bi.rhs() instanceof Constant b) {
        c = ConstantFolder.binary(bi.opcode(), bi.flags(), a, b);
      } else if (i instanceof CastInst ci && ci.source() instanceof Constant a) {
        c = ConstantFolder.cast(ci.opcode(), a, ci.type());
      } else if (i instanceof CmpInst ci && ci.lhs() instanceof Constant a && ci.rhs() instanceof Constant b) {
        c = ConstantFolder.compare(ci.predicate(), a, b);
      }
      if (c == null || c.type() != i.type()) return false;
      rep.folded(i);
      i.replaceAllUsesWith(c);
      i.eraseFromParent();
      changed = true;
      return true;
    }

    /** {@code fdiv arcp x, inv} becomes {@code fmul x, (1/inv)} with the reciprocal hoisted (LLVM does this too). */
    private boolean tryReciprocal(Instruction i) {
      if (!(i instanceof BinaryInst d) || d.opcode() != Opcode.FDIV || !d.hasFlag(Flags.FMF_ARCP)) return false;
      if (!loop.isInvariant(d.rhs()) || !(d.type() instanceof FloatType ft)) return false;
      if (ft != FloatType.DOUBLE && ft != FloatType.FLOAT) return false;
      Constant one = ft == FloatType.DOUBLE ? ConstantFP.ofDouble(1.0) : ConstantFP.ofFloat(1.0f);
      BinaryInst recip = new BinaryInst(Opcode.FDIV, d.fastMathFlags(), one, d.rhs());
      BinaryInst prod = new BinaryInst(Opcode.FMUL, d.fastMathFlags(), d.lhs(), recip);
      recip.insertBefore(d);
      prod.insertAfter(d);
      prod.setName(d.name());
      d.setName(null);
      d.replaceAllUsesWith(prod);
      d.eraseFromParent();
      hoist(recip);
      return true;
    }

    private void hoist(Instruction i) {
      // Metadata and UB-implying call attributes may depend on the conditions hoisted above. As in
      // LLVM, whether the instruction runs whenever the loop is entered is only asked when it has
      // such facts: the question walks the loop's blocks back from the instruction's.
      if ((i.hasMetadata() || i instanceof CallBase) && !safety.isGuaranteedToExecute(i)) dropConditionalFacts(i);
      rep.hoisted(i, true); // before the move: the remark gives where the instruction was
      i.moveBefore(preheader.terminator());
      updateLocationAfterHoist(i);
      changed = true;
    }

    private static void dropConditionalFacts(Instruction i) {
      i.dropMetadataButLocation();
      if (i instanceof CallBase c) c.setAttributes(CallAttributes.withoutUbImplying(c.attributes(), c.numArgs()));
    }

    /** As LLVM: a hoisted instruction loses its line; a hoisted call keeps a line-0 location in the function's scope. */
    private static void updateLocationAfterHoist(Instruction i) {
      if (i.getMetadata("dbg") == null) return;
      if (!(i instanceof CallBase)) {
        i.setMetadata("dbg", null);
        return;
      }
      dev.hoist.ir.metadata.MDNode sp = i.function().metadata().get("dbg");
      if (sp == null) {
        i.setMetadata("dbg", null);
        return;
      }
      i.setMetadata("dbg", dev.hoist.ir.metadata.MDNode.specialized(false, "DILocation", List.of(
          new dev.hoist.ir.metadata.MDNode.Field("line", new dev.hoist.ir.metadata.MDNode.Raw("0")),
          new dev.hoist.ir.metadata.MDNode.Field("scope", sp))));
    }

    // ---- sinking --------------------------------------------------------------------------------

    private void sinkRegion() {
      List<BasicBlock> blocks = ownBlocksInRpo();
      for (int bi = blocks.size() - 1; bi >= 0; bi--) {
        List<Instruction> insts = blocks.get(bi).instructions();
        for (int k = insts.size() - 1; k >= 0; k--) {
          Instruction i = insts.get(k);
          if (i.parent() == null || i instanceof PhiInst || i.isTerminator()) continue;
          if (isTriviallyDead(i)) {
            rep.deadRemoved(i);
            i.eraseFromParent();
            changed = true;
            continue;
          }
          if (i.mayHaveSideEffects() || i.type().isVoid() || !usedOnlyByExitPhis(i)) continue;
          if (LicmLegality.canMove(i, loop, mem, true) != null) continue;
          List<Instruction> copies = sink(i);
          if (copies != null) {
            rep.sunk(i, copies);
            changed = true;
          }
        }
      }
    }

    static boolean isTriviallyDead(Instruction i) {
      if (i.hasUses() || i.isTerminator()) return false;
      if (i instanceof LandingPadInst || i instanceof FuncletPadInst || i instanceof AllocaInst) return false;
      if (i instanceof CallBase c) return !c.mayHaveSideEffects() && !c.isDebugIntrinsic();
      if (i instanceof LoadInst l) return l.isUnordered();
      return !i.mayHaveSideEffects() && !i.mayReadMemory();
    }

    /** In LCSSA form, outside users are phis in exit blocks whose entries from the loop all carry {@code i}. */
    private boolean usedOnlyByExitPhis(Instruction i) {
      if (!i.hasUses()) return false;
      for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
        if (!(u.user() instanceof PhiInst p) || p.parent() == null || loop.contains(p.parent())) return false;
        for (int k = 0; k < p.numIncoming(); k++) {
          if (loop.contains(p.incomingBlock(k)) && p.incomingValue(k) != i) return false;
          if (!loop.contains(p.incomingBlock(k))) return false;
        }
      }
      return true;
    }

    /**
     * Clones {@code i} into each exit block that uses it, replacing the LCSSA phis there; returns
     * the clones, or null when {@code i} stays (an exit is an EH pad).
     */
    private List<Instruction> sink(Instruction i) {
      List<PhiInst> users = new ArrayList<>();
      for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
        PhiInst p = (PhiInst) u.user();
        if (!users.contains(p)) users.add(p);
      }
      java.util.Map<BasicBlock, Instruction> clones = new java.util.LinkedHashMap<>();
      // A copy cannot go into an EH pad (a catchswitch block has no room at all), and LLVM does not
      // split such an exit's edges to make one.
      for (PhiInst p : users) if (p.parent().isEHPad()) return null;
      // A noduplicate call may exist once: it may move to one exit, not be copied into several.
      if (i instanceof CallBase c && c.hasFnAttr("noduplicate")) {
        java.util.Set<BasicBlock> exits = new java.util.HashSet<>();
        for (PhiInst p : users) exits.add(p.parent());
        if (exits.size() > 1) return null;
      }
      for (PhiInst p : users) {
        BasicBlock exit = p.parent();
        Instruction c = clones.get(exit);
        if (c == null) {
          c = i.cloneInstruction();
          c.setName(i.hasName() ? names.unique(i.name() + ".le") : null); // as LLVM names a sunk copy
          Instruction at = exit.firstInsertionPoint();
          if (at != null) c.insertBefore(at);
          else exit.append(c);
          closeOperands(c, exit);
          clones.put(exit, c);
        }
        p.replaceAllUsesWith(c);
        p.eraseFromParent();
      }
      i.eraseFromParent();
      return new ArrayList<>(clones.values());
    }

    /** Operands of a sunk clone that are defined in the loop reach it through LCSSA phis. */
    private void closeOperands(Instruction c, BasicBlock exit) {
      for (int k = 0; k < c.numOperands(); k++) {
        if (!(c.operand(k) instanceof Instruction op) || !loop.contains(op)) continue;
        PhiInst lcssa = null;
        for (PhiInst p : exit.phis()) {
          if (p.type() == op.type() && p.numIncoming() > 0 && p.commonValue() == op) lcssa = p;
        }
        if (lcssa == null) {
          lcssa = new PhiInst(op.type());
          lcssa.setName(names.unique((op.hasName() ? op.name() : "") + ".lcssa"));
          for (BasicBlock pred : exit.predecessorEdges()) lcssa.addIncoming(op, pred);
          exit.prepend(lcssa);
        }
        c.setOperand(k, lcssa);
      }
    }
  }
}
