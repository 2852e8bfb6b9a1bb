package dev.hoist.transform.flatten;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The phis of a nest's two headers (LLVM's checkPHIs): each is an induction of its loop, or one
 * half of a value carried through both loops, which the flattened loop carries unchanged:
 *
 * <pre>
 *   outer: %s.out = phi [ %init, %ph ], [ %s.lcssa, %outer.latch ]       ; the pair's outer phi
 *   inner: %s.in  = phi [ %s.out, %inner.ph ], [ %s.next, %inner ]        ; ... and inner phi
 *          %s.next = fadd float %s.in, %x
 *   inner.exit: %s.lcssa = phi [ %s.next, %inner ]                        ; its LCSSA phi
 * </pre>
 *
 * With guards, the outer phi's latch value reaches the LCSSA phi through merges on the post-path,
 * whose entries from a guard (the inner loop skipped) are the outer phi itself. A pair's values
 * may be used only inside the inner loop and after the nest.
 */
final class NestPhis {
  /** A value carried through both loops. */
  record Pair(PhiInst inner, PhiInst outer, PhiInst lcssa, List<PhiInst> merges) {}

  final List<Pair> pairs;
  /** The other phis of the two headers: inductions, recurrences with a constant step per iteration. */
  final List<PhiInst> inductions;
  /** The phis of pairs and their merges, which the transformation keeps. */
  final Set<Instruction> carried;

  private NestPhis(List<Pair> pairs, List<PhiInst> inductions, Set<Instruction> carried) {
    this.pairs = pairs;
    this.inductions = inductions;
    this.carried = carried;
  }

  static NestPhis of(NestShape shape, ScalarEvolution se) throws Rejected {
    Loop outer = shape.outer, inner = shape.inner;
    BasicBlock innerPh = inner.preheader(), innerLatch = inner.latch(), outerLatch = outer.latch();
    List<Pair> pairs = new ArrayList<>();
    List<PhiInst> inductions = new ArrayList<>();
    Set<Instruction> carried = new HashSet<>();
    Set<PhiInst> pairedOuter = new HashSet<>();
    for (PhiInst p : inner.header().phis()) {
      if (p.valueFor(innerPh) instanceof PhiInst o && o.parent() == outer.header()) {
        Pair pair = pair(shape, p, o, innerLatch, outerLatch);
        pairs.add(pair);
        pairedOuter.add(o);
        carried.add(o);
        carried.add(pair.lcssa());
        carried.addAll(pair.merges());
      } else if (isInduction(se, p, inner)) {
        inductions.add(p);
      } else {
        throw Rejected.naming(Rejection.VALUE_MODIFIED, "", p);
      }
    }
    for (PhiInst p : outer.header().phis()) {
      if (pairedOuter.contains(p)) continue;
      if (!isInduction(se, p, outer)) throw Rejected.naming(Rejection.UNSAFE_PHI, "", p);
      inductions.add(p);
    }
    for (Pair pair : pairs) checkUsers(shape, pair, carried);
    // Any other phi between the loops that is used would change meaning.
    for (BasicBlock b : shape.between()) {
      if (b == outer.header()) continue;
      for (PhiInst p : b.phis()) {
        if (!carried.contains(p) && p.hasUses()) throw Rejected.naming(Rejection.UNSAFE_PHI, "", p);
      }
    }
    return new NestPhis(Collections.unmodifiableList(pairs), Collections.unmodifiableList(inductions), carried);
  }

  private static boolean isInduction(ScalarEvolution se, PhiInst p, Loop l) {
    return se.isSCEVable(p.type()) && se.getSCEV(p) instanceof ScevAddRec ar && ar.loop() == l && ar.isAffine();
  }

  /** The pair made by inner phi {@code in} and outer phi {@code out}, or why they are not one. */
  private static Pair pair(NestShape shape, PhiInst in, PhiInst out, BasicBlock innerLatch, BasicBlock outerLatch)
      throws Rejected {
    Value latchValue = in.valueFor(innerLatch);
    Value w = out.valueFor(outerLatch);
    List<PhiInst> merges = new ArrayList<>();
    while (w instanceof PhiInst m && m.parent() != shape.innerExit && shape.postPath.contains(m.parent())) {
      BasicBlock from = shape.postPredecessor(m.parent());
      for (int k = 0; k < m.numIncoming(); k++) {
        // Entries from a guard: the inner loop was skipped, so the value must be the outer phi's.
        if (m.incomingBlock(k) != from && m.incomingValue(k) != out && !merges.contains(m.incomingValue(k))) {
          throw Rejected.naming(Rejection.VALUE_MODIFIED, "", m);
        }
      }
      merges.add(m);
      w = m.valueFor(from);
    }
    if (!(w instanceof PhiInst lcssa) || lcssa.parent() != shape.innerExit) throw Rejected.naming(Rejection.NO_LCSSA_PHI, "", out);
    if (lcssa.commonValue() != latchValue) throw Rejected.naming(Rejection.LCSSA_MISMATCH, "", lcssa);
    return new Pair(in, out, lcssa, List.copyOf(merges));
  }

  /** A pair's outer phi, LCSSA phi and merges may feed only each other, the inner phi, and uses after the nest. */
  private static void checkUsers(NestShape shape, Pair pair, Set<Instruction> carried) throws Rejected {
    List<Instruction> values = new ArrayList<>(pair.merges());
    values.add(pair.outer());
    values.add(pair.lcssa());
    for (Instruction v : values) {
      for (Use u = v.firstUse(); u != null; u = u.nextUse()) {
        if (!(u.user() instanceof Instruction user) || user.parent() == null) continue;
        if (!shape.outer.contains(user)) continue;
        if (user == pair.inner() && v == pair.outer()) continue;
        if (carried.contains(user) && (user == pair.outer() || pair.merges().contains(user))) continue;
        throw Rejected.naming(Rejection.UNSAFE_PHI, "", v);
      }
    }
  }
}
