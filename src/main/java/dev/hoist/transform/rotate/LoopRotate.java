package dev.hoist.transform.rotate;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.*;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantEquality;
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.pass.loop.LoopPass;
import dev.hoist.pass.loop.LoopPassManager;
import dev.hoist.transform.util.BlockMerging;
import dev.hoist.transform.util.BlockSplitter;
import dev.hoist.transform.util.LoopSimplify;
import dev.hoist.transform.util.NameUniquer;
import dev.hoist.transform.util.SsaUpdater;
import dev.hoist.transform.util.UncopyableCalls;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code loop-rotate}: turns a top-tested loop into a guarded bottom-tested one (LLVM's
 * LoopRotate). The header's exit test is copied into the preheader as a guard; the old header
 * becomes the bottom of the loop. Afterwards the body runs at least once whenever the loop is
 * entered, so LICM may hoist what the body always executes (loads, divisions) above it.
 *
 * <pre>
 *   ph: br h                      ph:  c0 = cond(init); br c0, body.ph, exit
 *   h:  c = cond(i); br c, body, exit  =&gt;  body: ...
 *   body: ...; br h                    h:    c = cond(i'); br c, body, exit   (now the latch)
 * </pre>
 */
public final class LoopRotate implements LoopPass {
  public static final PassInfo LOOP_ROTATE = LoopPassManager.declare("loop-rotate", "LoopRotatePass",
      "rotates loops into do-while form behind a guard", () -> new LoopRotate(false), List.of());
  public static final PassInfo LICM_ROTATE = LoopPassManager.declare("licm-rotate", "licm-rotate",
      "rotates the loops whose rotation lets LICM hoist more", () -> new LoopRotate(true), List.of());

  /** LLVM's rotation-max-header-size: headers bigger than this are not duplicated. */
  static final int MAX_HEADER_SIZE = 16;

  private final boolean onlyWhenProfitable;

  /**
   * With {@code onlyWhenProfitable} ({@code licm-rotate}, in Hoist's default pipeline), only
   * loops whose rotation lets LICM hoist a load, division or call ({@link RotationProfit}); else
   * ({@code loop-rotate}) every rotatable loop, as LLVM's pass.
   */
  private LoopRotate(boolean onlyWhenProfitable) {
    this.onlyWhenProfitable = onlyWhenProfitable;
  }

  @Override
  public PassInfo info() {
    return onlyWhenProfitable ? LICM_ROTATE : LOOP_ROTATE;
  }

  /**
   * Rotation keeps the SSA form it finds: it needs loop-simplify form, not LCSSA. {@code
   * loop-rotate} is given LCSSA form too, as opt's loop pass manager gives it to every loop pass
   * (so that it prints what opt prints); {@code licm-rotate}, in the default pipeline before
   * {@code lcssa}, only loop-simplify form.
   */
  @Override
  public Set<Form> requires() {
    return onlyWhenProfitable ? EnumSet.of(Form.SIMPLIFIED) : EnumSet.allOf(Form.class);
  }

  @Override
  public LoopRun start(LoopContext cx) {
    return loop -> {
      // As LLVM's loop-rotate: a latch that only steps a value is folded first, and a loop of
      // two blocks then needs no rotation; a longer one is rotated although its latch now exits.
      boolean folded = LatchFolding.run(loop);
      Preserved nothing = folded ? Preserved.none() : Preserved.all();
      if (!canRotate(loop, folded)) return nothing;
      if (onlyWhenProfitable && !RotationProfit.pays(loop, cx.domTree(), cx.aa())) return nothing;
      if (!new Rotation(loop, cx.names()).run()) return nothing;
      cx.stats().inc("loop-rotate", "Number of loops rotated");
      return Preserved.none();
    };
  }

  /**
   * Rotates loop {@code l} when it can be rotated, for passes that decide loop by loop (versioning,
   * the vectorizer); true when it did (the caller then preserves nothing, and its loop pass manager
   * puts the loops back in form).
   */
  public static boolean rotate(Loop l, NameUniquer names) {
    return canRotate(l) && l.preheader() != null && new Rotation(l, names).run();
  }

  /** The shape LLVM rotates: header exits, latch does not, header small and duplicable. */
  static boolean canRotate(Loop l) {
    return canRotate(l, false);
  }

  /**
   * The shape LLVM rotates: header exits, latch does not (unless it was just folded into an
   * exiting block, {@code foldedLatch}), header small and duplicable.
   */
  static boolean canRotate(Loop l, boolean foldedLatch) {
    BasicBlock header = l.header();
    BasicBlock latch = l.latch();
    BasicBlock ph = l.preheader();
    if (latch == null || ph == null || latch == header) return false;
    if (!(header.terminator() instanceof BrInst br) || !br.isConditional()) return false;
    if (l.contains(br.successor(0)) == l.contains(br.successor(1))) return false; // header must exit
    if (!(latch.terminator() instanceof BrInst lb)) return false;
    if (!foldedLatch && (l.isExiting(latch) || lb.isConditional())) return false; // already bottom-tested
    int size = 0;
    for (Instruction i = header.first(); i != null; i = i.next()) {
      if (i instanceof PhiInst || i.isTerminator()) continue;
      if (i instanceof CallBase c) {
        if (UncopyableCalls.is(c) || !(c instanceof CallInst)) return false;
      }
      if (i instanceof AllocaInst || i instanceof LandingPadInst || i.type().isToken()) return false;
      if (++size > MAX_HEADER_SIZE) return false;
    }
    BasicBlock exit = l.contains(br.successor(0)) ? br.successor(1) : br.successor(0);
    return !(exit.firstNonPhi() instanceof LandingPadInst);
  }

  /** One rotation. */
  private static final class Rotation {
    private final Loop loop;
    private final NameUniquer names;

    Rotation(Loop loop, NameUniquer names) {
      this.loop = loop;
      this.names = names;
    }

    /** Rotates the loop; false (and nothing changed) when the loop provably never runs. */
    boolean run() {
      BasicBlock header = loop.header();
      BasicBlock ph = loop.preheader();
      BasicBlock latch = loop.latch();
      BrInst hbr = (BrInst) header.terminator();
      boolean exitOnTrue = !loop.contains(hbr.successor(0));
      BasicBlock exit = exitOnTrue ? hbr.successor(0) : hbr.successor(1);
      BasicBlock body = exitOnTrue ? hbr.successor(1) : hbr.successor(0);

      // 1. Copy the header (but its phis) into the preheader, phis replaced by their entry values.
      Map<Value, Value> map = new HashMap<>();
      for (PhiInst p : header.phis()) map.put(p, p.valueFor(ph));
      Instruction phTerm = ph.terminator();
      List<Instruction> originals = new ArrayList<>();
      for (Instruction i = header.firstNonPhi(); i != hbr; i = i.next()) originals.add(i);
      for (Instruction i : originals) {
        Instruction c = i.cloneInstruction();
        for (int k = 0; k < c.numOperands(); k++) {
          Value m = map.get(c.operand(k));
          if (m != null) c.setOperand(k, m);
        }
        Value folded = fold(c);
        if (folded != null) {
          map.put(i, folded);
          c.dropAllReferences();
          continue;
        }
        c.setName(i.hasName() ? names.unique(i.name()) : null);
        c.insertBefore(phTerm);
        map.put(i, c);
      }
      // 2. The preheader now ends with the guard: the header's test on the entry values.
      Value cond = map.getOrDefault(hbr.condition(), hbr.condition());
      boolean guardFolded = cond instanceof ConstantInt;
      if (guardFolded && ((ConstantInt) cond).isZero() != exitOnTrue) {
        // The loop never runs: rotating would leave it unreachable. Take the copies out again.
        for (int k = originals.size() - 1; k >= 0; k--) {
          if (map.get(originals.get(k)) instanceof Instruction c && c.parent() == ph) c.eraseFromParent();
        }
        return false;
      }
      hoistInvariants(originals, map, ph);
      cond = map.getOrDefault(hbr.condition(), hbr.condition());
      phTerm.eraseFromParent();
      if (guardFolded) {
        ph.append(new BrInst(body)); // the loop always runs at least once
      } else {
        BrInst g = new BrInst(cond, hbr.successor(0), hbr.successor(1));
        // LLVM clones the header's branch, metadata included: the guard keeps the !prof weights.
        if (hbr.hasMetadata()) g.metadata().copyFrom(hbr.metadata());
        ph.append(g);
      }
      // Phis of the exit and of the body gain an entry from the preheader.
      BrInst guard = (BrInst) ph.terminator();
      for (int s = 0; s < guard.numSuccessors(); s++) {
        BasicBlock succ = guard.successor(s);
        for (PhiInst p : succ.phis()) {
          Value fromHeader = p.valueFor(header);
          p.addIncoming(map.getOrDefault(fromHeader, fromHeader), ph);
        }
      }
      // 3. The header is now entered only from the latch: its phis take the latch's values.
      for (PhiInst p : header.phis()) {
        int k = p.indexOfBlock(ph);
        if (k >= 0) p.removeIncoming(k);
      }
      // 4. Repair SSA for every header value used outside the header: it now has two
      //    definitions, the copy (reaching from the preheader) and the original (from the latch).
      for (Instruction i : header.instructions()) {
        if (i.type().isVoid() || i.isTerminator()) continue;
        Value copy = i instanceof PhiInst p ? entryValue(p, map, ph) : map.get(i);
        if (copy == null) continue;
        List<Use> outside = new ArrayList<>();
        for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
          BasicBlock ub = BasicBlock.usedIn(u);
          if (ub == null) continue;
          Instruction user = (Instruction) u.user();
          if (ub == header && !(user instanceof PhiInst)) continue;
          if (user instanceof PhiInst up && up.parent() != header && ub == ph) continue;
          // Header phis now take their value from the latch: that is a use after an iteration too.
          outside.add(u);
        }
        if (outside.isEmpty()) continue;
        SsaUpdater ssa = new SsaUpdater(i.type(), i.hasName() ? i.name() : null, names);
        ssa.addAvailableValue(ph, copy);
        ssa.addAvailableValue(header, i);
        for (Use u : outside) ssa.rewriteUse(u);
      }
      // 5. Header phis with one entry left are just that value.
      for (PhiInst p : header.phis()) {
        if (p.numIncoming() == 1) {
          Value v = p.incomingValue(0);
          p.replaceAllUsesWith(v == p ? dev.hoist.ir.constant.ConstantSimple.undef(p.type()) : v);
          p.eraseFromParent();
        }
      }
      mergeIntoLatch(header, latch);
      if (!guardFolded) {
        splitLoopEdgesInto(exit, ph);
        givePreheader(body, ph);
        if (cond instanceof CmpInst c) foldDecidedBranches(c, !exitOnTrue);
      }
      return true;
    }

    /**
     * Branches of the loop's own blocks (not its inner loops') on a comparison equal to the
     * guard's {@code c}, which is {@code inLoop} wherever the loop runs: its operands are values
     * from before the loop, the same on every iteration. Rotating a nest innermost first leaves
     * these behind: the inner loop's guard, {@code 1 < n - 1}, becomes the outer loop's guard too
     * once the outer loop is rotated, and the inner one still branches on it inside. Each such
     * branch goes the one way it can (LLVM leaves them to GVN and jump threading, which Hoist's
     * pipeline does not have); a successor it leaves is kept only when other edges still reach it.
     * The blocks then run on every iteration they did, which scalar evolution's no-wrap proofs and
     * indvars' widening need.
     */
    private void foldDecidedBranches(CmpInst c, boolean inLoop) {
      // The loop's block list still holds (the header merged into the latch aside), but not
      // Loop.contains, which checks a block's function against the header's, merged away.
      Set<BasicBlock> blocks = new HashSet<>(loop.blocks());
      Set<BasicBlock> inner = new HashSet<>();
      for (Loop sub : loop.subLoops()) inner.addAll(sub.blocks());
      for (BasicBlock b : loop.blocks()) {
        if (b.parent() == null || inner.contains(b) || !(b.terminator() instanceof BrInst br) || !br.isConditional()) continue;
        Boolean known = decided(br.condition(), c, inLoop);
        if (known == null) continue;
        BasicBlock kept = br.successor(known ? 0 : 1), dropped = br.successor(known ? 1 : 0);
        // Only a branch between two of the loop's blocks: the loop keeps its exits and its latch.
        if (kept == dropped || !blocks.contains(kept) || !blocks.contains(dropped) || !reachedOtherwise(dropped, b)) continue;
        for (PhiInst p : dropped.phis()) p.removeIncomingBlock(b);
        BrInst now = new BrInst(kept);
        now.setMetadata("dbg", br.getMetadata("dbg"));
        br.eraseFromParent();
        b.append(now);
      }
    }

    /** The value of {@code v} where the comparison {@code c} is {@code value}: when {@code v} compares the same operands. */
    private static Boolean decided(Value v, CmpInst c, boolean value) {
      if (!(v instanceof CmpInst k) || k.opcode() != c.opcode()) return null;
      boolean same = sameValue(k.lhs(), c.lhs()) && sameValue(k.rhs(), c.rhs());
      boolean swapped = sameValue(k.lhs(), c.rhs()) && sameValue(k.rhs(), c.lhs());
      CmpPredicate p = swapped && !same ? k.predicate().swapped() : k.predicate();
      if (!same && !swapped) return null;
      if (p == c.predicate()) return value;
      if (p == c.predicate().inverse()) return !value;
      return null;
    }

    /** Whether {@code a} and {@code b} are one value wherever both are used (each use of undef may differ). */
    private static boolean sameValue(Value a, Value b) {
      if (a instanceof ConstantSimple u && u.isUndefOrPoison()) return false;
      return a == b || a instanceof Constant x && b instanceof Constant y && ConstantEquality.same(x, y);
    }

    /** Whether {@code b} has a predecessor besides {@code from}. */
    private static boolean reachedOtherwise(BasicBlock b, BasicBlock from) {
      for (BasicBlock p : b.predecessors()) if (p != from) return true;
      return false;
    }

    /**
     * The guard branches to the loop and to the exit, so the rotated loop has no preheader: the
     * block loop-simplify would make next (every caller's loop pass manager puts its loops in that
     * form after a change) is made here, so that the manager finds the loop in form and computes
     * the function's loop info once after a rotation instead of twice. It is named by a fresh
     * table, as the manager's, which reads the function's names after the rotation, would name it.
     */
    private static void givePreheader(BasicBlock body, BasicBlock ph) {
      LoopSimplify.insertPreheader(body, List.of(ph), new NameUniquer(body.parent()));
    }

    /**
     * As LLVM's rotation does, a header instruction whose operands are defined outside the loop and
     * that touches no memory moves to the preheader instead of being copied there: the header runs
     * whenever the preheader does, and the rotated loop then needs no phi for it.
     */
    private void hoistInvariants(List<Instruction> originals, Map<Value, Value> map, BasicBlock ph) {
      for (Instruction i : originals) {
        if (!(map.get(i) instanceof Instruction c) || c.parent() != ph || !invariantAndInert(i)) continue;
        i.removeFromParent();
        ph.insertBefore(i, c);
        c.replaceAllUsesWith(i);
        c.eraseFromParent();
        map.put(i, i);
      }
    }

    private boolean invariantAndInert(Instruction i) {
      if (i instanceof CallBase || i instanceof AllocaInst || i instanceof PhiInst || i.isTerminator()
          || i.mayReadMemory() || i.mayWriteMemory() || i.mayThrow()) {
        return false;
      }
      for (int k = 0; k < i.numOperands(); k++) if (i.operand(k) instanceof Instruction op && loop.contains(op)) return false;
      return true;
    }

    /**
     * The guard made {@code exit} shared between the loop and the preheader. As LLVM's rotation
     * does, each loop edge into it gets a block of its own, so the loop's exits are dedicated
     * again without merging its exiting paths into one block (a merged block ends in a jump to
     * the shared exit where llc otherwise duplicates the return into each path).
     */
    private void splitLoopEdgesInto(BasicBlock exit, BasicBlock ph) {
      // The old header is gone (merged into the latch): ask the block set, not the loop's header.
      java.util.Set<BasicBlock> blocks = new java.util.HashSet<>(loop.blocks());
      for (BasicBlock pred : new java.util.LinkedHashSet<>(exit.predecessors())) {
        if (pred == ph || !(pred.terminator() instanceof BrInst)) continue;
        String name = (pred.hasName() ? pred.name() : "") + "." + (exit.hasName() ? exit.name() : "") + "_crit_edge";
        // LCSSA kept: a loop value the exit takes from pred passes through a phi of the new block,
        // named as the lcssa pass names its phis.
        BlockSplitter.splitLoopExitEdge(pred, exit, blocks::contains, name,
            (p, v) -> v.hasName() ? v.name() + ".lcssa" : null, names);
      }
    }

    private static Value entryValue(PhiInst p, Map<Value, Value> map, BasicBlock ph) {
      Value v = map.get(p);
      return v;
    }

    /**
     * The old header, reached only from the latch, is folded into it (LLVM merges them too). The
     * loop's ID (llvm.loop) lives on the latch's branch, which is then the old header's; a latch
     * that exits (folded by {@link LatchFolding}) stays a block of its own, and the old header,
     * branching back to the body, is the latch that takes the ID.
     */
    private static void mergeIntoLatch(BasicBlock header, BasicBlock latch) {
      dev.hoist.ir.metadata.MDNode loopId = latch.terminator().getMetadata("llvm.loop");
      if (header.phis().isEmpty() && BlockMerging.intoPredecessor(header)) {
        if (loopId != null) latch.terminator().setMetadata("llvm.loop", loopId);
      } else if (loopId != null && ((BrInst) latch.terminator()).isConditional()) {
        latch.terminator().setMetadata("llvm.loop", null);
        header.terminator().setMetadata("llvm.loop", loopId);
      }
    }

    private static Value fold(Instruction c) {
      Constant r = null;
      if (c instanceof BinaryInst b && b.lhs() instanceof Constant x && b.rhs() instanceof Constant y) {
        r = ConstantFolder.binary(b.opcode(), b.flags(), x, y);
      } else if (c instanceof CmpInst k && k.lhs() instanceof Constant x && k.rhs() instanceof Constant y) {
        r = ConstantFolder.compare(k.predicate(), x, y);
      } else if (c instanceof CastInst k && k.source() instanceof Constant x) {
        r = ConstantFolder.cast(k.opcode(), x, k.type());
      }
      return r != null && r.type() == c.type() ? r : null;
    }
  }
}
