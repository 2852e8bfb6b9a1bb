package dev.hoist.transform.unroll;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAdd;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.SwitchInst;
import dev.hoist.ir.Use;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The cost of a simulated unrolling ({@link UnrollSimulator}): the values something needs, each
 * paid once where it is first computed in a place that the later uses see (a block of an earlier
 * copy that runs on every iteration, or a dominating block of the same copy), as the clean-up
 * after unrolling will leave them.
 *
 * <p>What is needed: stores, calls and other side effects, branches that do not fold, values that
 * leave the loop, and what the next iteration reads of those. Induction values a constant apart
 * count once, since instruction selection folds the difference into an address or an immediate;
 * one used as a value (added to a sum, stored) costs its own add. A store the target does as one
 * read-modify-write instruction ({@code addl %eax, g(%rip)}) costs only itself, unless the value it
 * adds is such an offset induction: llc then reassociates {@code g + (i + 1)} into
 * {@code (g + i) + 1}, and the load, both adds and the store are instructions of their own.
 */
final class SimulatedCost {
  /** One computation of a key: the instruction, its copy and block, and the keys it reads. */
  private record Producer(Instruction inst, int copy, BasicBlock block, List<Object> operands) {}

  private final UnrollSimulator sim;
  private final Loop l;
  private final DominatorTree dt;
  private final SimKeys keys;
  private final int count;
  private final Map<Object, List<Producer>> producers = new HashMap<>();
  /** In marking order, so that which member of a family of recurrences is counted does not depend on hashing. */
  private final Set<Producer> needed = new LinkedHashSet<>();
  /** Keys something needed reads (whether or not they have a producer: a phi of the loop has none). */
  private final Set<Object> read = new HashSet<>();
  private int uniform;

  SimulatedCost(UnrollSimulator sim) {
    this.sim = sim;
    this.l = sim.loop();
    this.dt = sim.dt();
    this.keys = sim.keys();
    this.count = sim.count();
    collectProducers();
    markNeeded();
  }

  private boolean free(Object key) {
    return keys.isConstant(key) || keys.isInvariant(key);
  }

  private void collectProducers() {
    BasicBlock latch = l.latch();
    for (int k = 0; k < count; k++) {
      for (BasicBlock b : l.blocks()) {
        if (!sim.liveBlocks().get(k).contains(b)) continue;
        for (Instruction i = b.first(); i != null; i = i.next()) {
          Object key = sim.copyKeys().get(k).get(i);
          if (free(key)) continue;
          // A header phi is another copy's value; a join of equal values is that value.
          if (i instanceof PhiInst && !(key instanceof SimKeys.Opaque)) continue;
          List<Producer> ps = producers.computeIfAbsent(key, x -> new ArrayList<>(1));
          Producer from = null;
          for (Producer p : ps) {
            if (p.copy() < k && dt.dominates(p.block(), latch) || p.copy() == k && dt.dominates(p.block(), b)) from = p;
          }
          if (from != null) {
            // Uniform: an earlier copy computed it (a copy's own repeats are not unrolling's doing).
            if (from.copy() < k && sim.facts().tti.codeSize(i) > 0 && !sim.control().contains(i)) uniform++;
            continue;
          }
          ps.add(new Producer(i, k, b, sim.operandKeys(i, k)));
        }
      }
    }
  }

  private void markNeeded() {
    ArrayDeque<Object> work = new ArrayDeque<>();
    for (int k = 0; k < count; k++) {
      for (BasicBlock b : l.blocks()) {
        if (!sim.liveBlocks().get(k).contains(b)) continue;
        for (Instruction i = b.first(); i != null; i = i.next()) {
          if (isRoot(i, b, k)) work.add(sim.copyKeys().get(k).get(i));
        }
        // Values that leave the loop: by this copy's exit, or, where the exit folded, through the
        // remainder loop that takes over (so their computation is needed all the same).
        for (BasicBlock e : b.successors()) {
          if (l.contains(e)) continue;
          for (PhiInst p : e.phis()) work.add(sim.keyIn(p.valueFor(b), k));
        }
      }
    }
    drain(work);
    // Values the next unrolled iteration reads: the phis it needs, from the last copy.
    boolean more = sim.alignment() != UnrollSimulator.Alignment.FULL && sim.liveBlocks().get(count - 1).contains(l.latch());
    while (more) {
      more = false;
      for (PhiInst p : l.header().phis()) {
        if (!readByNeeded(p)) continue;
        Object next = sim.keyIn(p.valueFor(l.latch()), count - 1);
        if (!free(next) && !read.contains(next)) {
          work.add(next);
          drain(work);
          more = true;
        }
      }
    }
  }

  private boolean readByNeeded(PhiInst p) {
    return read.contains(sim.copyKeys().get(0).get(p));
  }

  private void drain(ArrayDeque<Object> work) {
    while (!work.isEmpty()) {
      Object key = work.poll();
      if (!read.add(key)) continue;
      List<Producer> ps = producers.get(key);
      if (ps == null) continue;
      for (Producer p : ps) if (needed.add(p)) work.addAll(p.operands());
    }
  }

  /** Whether {@code i} is needed whatever uses it: a side effect, or a branch that stays. */
  private boolean isRoot(Instruction i, BasicBlock b, int k) {
    if (i instanceof StoreInst || i instanceof LoadInst ld && ld.isVolatile()) return true;
    if (i instanceof CallBase c) return !c.doesNotAccessMemory() || c.mayThrow() || c.type().isVoid();
    if (i.mayHaveSideEffects()) return true;
    if (i instanceof SwitchInst) return true;
    if (i instanceof BrInst br && br.isConditional()) return !folds(br, b, k);
    return false;
  }

  /** Whether copy k's branch goes one way only. */
  private boolean folds(BrInst br, BasicBlock b, int k) {
    return !sim.edgeIsLive(b, br.successor(0), k) || !sim.edgeIsLive(b, br.successor(1), k);
  }

  /** {body, control, size, taken branches}, per unrolled iteration. */
  double[] totals() {
    double body = 0, control = 0, size = 0, taken = sim.alignment() == UnrollSimulator.Alignment.FULL ? 0 : 1;
    Set<List<Object>> families = new HashSet<>();
    for (Producer p : needed) {
      Instruction i = p.inst();
      int s = sim.facts().tti.codeSize(i);
      if (p.inst() instanceof BrInst) s = 1;
      // Unrolled, llc keeps a narrow counter that is also used as a value in a 32-bit register and
      // zero-extends the phi itself for its address (movl %eax, %edx) once per unrolled iteration;
      // rolled, strength reduction widens the counter and the extension goes.
      if (count > 1 && i.opcode() == Opcode.ZEXT && i.operand(0) instanceof PhiInst phi && phi.parent() == l.header()
          && usedAsValue(phi)) {
        s = 1;
      }
      if (s == 0 || partOfReadModifyWrite(i, p.copy())) continue;
      Object key = sim.copyKeys().get(p.copy()).get(i);
      if (key instanceof ScevAddRec ar && ar.isAffine()) {
        // In the loop as it is, llc's strength reduction turns an extended induction that
        // addresses memory into a pointer induction; a copy's extension of a sum it cannot.
        if (count == 1 && !offsetFolds(i, ar)) continue;
        if (offsetFolds(i, ar) && !families.add(family(ar)) && !usedAsValue(i)) continue;
      }
      double w = dt.dominates(p.block(), l.latch()) ? 1 : 0.5;
      if (sim.control().contains(i)) control += s * w;
      else body += s * w;
      size += s;
      if (i instanceof BrInst && !sim.control().contains(i)) taken += 0.5 * w;
    }
    size += sim.facts().tti.loopControlSize();
    return new double[] {body, control, size, taken};
  }

  /**
   * Whether a recurrence a constant away from another costs nothing more: an address or a 64-bit
   * value, whose offset the memory operand or an immediate takes. A narrower value extended to
   * address memory is computed and extended copy by copy (x86 cannot fold an offset through the
   * extension), so it counts each time.
   */
  private static boolean offsetFolds(Instruction i, ScevAddRec ar) {
    if (i instanceof dev.hoist.ir.CastInst c && c.opcode() == Opcode.SEXT) return false;
    return ar.isPointer() || ar.bits() >= 64 || !feedsExtension(i);
  }

  private static boolean feedsExtension(Instruction i) {
    for (dev.hoist.ir.Use u = i.firstUse(); u != null; u = u.nextUse()) {
      if (u.user() instanceof dev.hoist.ir.CastInst c && c.opcode() == Opcode.SEXT) return true;
    }
    return false;
  }

  /**
   * Whether {@code i} is the load or the operation of a store the target does as one
   * read-modify-write instruction in copy {@code k} (the store pays for the three).
   */
  private boolean partOfReadModifyWrite(Instruction i, int k) {
    Instruction op = i;
    if (i instanceof LoadInst ld) {
      if (!ld.hasOneUse() || !(ld.firstUse().user() instanceof BinaryInst b)) return false;
      op = b;
    }
    if (!(op instanceof BinaryInst) || !op.hasOneUse() || !(op.firstUse().user() instanceof StoreInst st)
        || !sim.facts().tti.isReadModifyWrite(st) || i instanceof LoadInst ld && ld.pointer() != st.pointer()) {
      return false;
    }
    for (int j = 0; j < 2; j++) {
      if (op.operand(j) instanceof LoadInst) continue;
      if (isOffsetInduction(sim.operandKeys(op, k).get(j))) return false;
    }
    return true;
  }

  /** Whether {@code key} is an induction of the loop a constant away from every header phi's register. */
  private boolean isOffsetInduction(Object key) {
    if (!(key instanceof ScevAddRec ar) || !ar.isAffine() || ar.loop() != l) return false;
    for (PhiInst phi : l.header().phis()) if (key.equals(sim.copyKeys().get(0).get(phi))) return false;
    return true;
  }

  /**
   * Whether {@code i} has a use that needs it in a register of its own: not an address, a
   * compare, a phi, or the next offset ({@code i + 1}, a copy's increment: another immediate).
   */
  private static boolean usedAsValue(Instruction i) {
    for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
      if (!(u.user() instanceof Instruction user)) return true;
      switch (user.opcode()) {
        case GETELEMENTPTR, ICMP, PHI -> { }
        case ADD, SUB -> {
          if (!(user.operand(1 - u.index()) instanceof dev.hoist.ir.constant.ConstantInt)) return true;
        }
        case ZEXT, SEXT, TRUNC -> {
          for (Use v = user.firstUse(); v != null; v = v.nextUse()) {
            if (!(v.user() instanceof Instruction w) || w.opcode() != Opcode.GETELEMENTPTR) return true;
          }
        }
        default -> {
          return true;
        }
      }
    }
    return false;
  }

  /** Affine recurrences with one step whose starts differ by a constant: one register and offsets. */
  private static List<Object> family(ScevAddRec ar) {
    Scev start = ar.start();
    if (start instanceof ScevAdd a && a.operand(0) instanceof ScevConstant) {
      start = a.numOperands() == 2 ? a.operand(1) : ar; // a sum of several terms: its own family
    } else if (start instanceof ScevConstant) {
      start = null;
    }
    List<Object> f = new ArrayList<>(3);
    f.add(ar.loop());
    f.add(ar.step());
    f.add(start);
    return f;
  }

  UnrollEstimate estimate(double[] rolledTotals, double[] after, UnrollSimulator rolled) {
    int u = count;
    SimulatedCost before = rolled.cost();
    int constants = 0, invariant = 0, folded = 0;
    for (int k = 0; k < count; k++) {
      for (BasicBlock b : l.blocks()) {
        if (!sim.liveBlocks().get(k).contains(b)) continue;
        for (Instruction i = b.first(); i != null; i = i.next()) {
          if (i instanceof PhiInst || sim.control().contains(i)) continue;
          Object key = sim.copyKeys().get(k).get(i), was = rolled.copyKeys().get(0).get(i);
          if (i instanceof BrInst br && br.isConditional()) {
            if (folds(br, b, k) && !foldsRolled(rolled, br, b)) folded++;
            continue;
          }
          // Only what the loop needed: a value nothing used was no work to save.
          if (sim.facts().tti.codeSize(i) == 0 || was == null || !before.read.contains(was)) continue;
          if (keys.isConstant(key) && !keys.isConstant(was)) constants++;
          else if (keys.isInvariant(key) && !keys.isInvariant(was)) invariant++;
        }
      }
    }
    invariant += sim.invariantPhis().size();
    return new UnrollEstimate(u, rolledTotals[0], rolledTotals[1], after[0] / u, after[1] / u, rolledTotals[3], after[3] / u,
        sim.facts().tti.takenBranchCost(), (int) Math.ceil(after[2]), uniform, constants, invariant, sim.constantLoads(), folded);
  }

  /** For the rolled loop's simulation: whether its branch folds (a constant condition). */
  static boolean foldsRolled(UnrollSimulator rolled, BrInst br, BasicBlock b) {
    return !rolled.edgeIsLive(b, br.successor(0), 0) || !rolled.edgeIsLive(b, br.successor(1), 0);
  }
}
