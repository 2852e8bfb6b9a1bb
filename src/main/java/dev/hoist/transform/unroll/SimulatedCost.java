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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
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
 *
 * <p>A computation is a producer: instruction x of copy k, numbered in the order they are found.
 * Each key's producers are a list threaded through arrays, what is read a bit set over the keys'
 * numbers ({@link SimKeys#id}), and a producer's operands are kept as their keys' numbers.
 */
final class SimulatedCost {
  private final UnrollSimulator sim;
  private final LoopBody body;
  private final Loop l;
  private final DominatorTree dt;
  private final SimKeys keys;
  private final int count;
  private final int n;
  /** The simulation's arrays (its workspace's), which the ones below are, grown where they had to be. */
  private final UnrollWorkspace.Tables t;
  private int numProducers;
  /** Producer p computes instruction {@code at[p] % n} of copy {@code at[p] / n}, in block {@code block[p]}. */
  private final int[] at, block;
  /** The next producer of the same key, or -1. */
  private final int[] nextOfKey;
  /** Producer p's operands' key numbers are {@code operands[opStart[p]]} up to {@code opStart[p + 1]}; -1 for a block. */
  private final int[] opStart;
  private int[] operands;
  /** By key number: its first and last producers, or -1. */
  private int[] firstOfKey, lastOfKey;
  /** Keys something needed reads (whether or not they have a producer: a phi of the loop has none). */
  private long[] read;
  /** Keys numbered below this have their entries in firstOfKey and read set (the arrays are reused: the rest is stale). */
  private int covered;
  /** The needed producers, in marking order, so that which member of a family of recurrences is counted does not depend on hashing. */
  private int[] needed;
  private int numNeeded;
  private int[] work;
  private int workHead, workTail;
  private int uniform;

  SimulatedCost(UnrollSimulator sim) {
    this.sim = sim;
    this.body = sim.body();
    this.l = body.loop;
    this.dt = sim.dt();
    this.keys = sim.keys();
    this.count = sim.count();
    this.n = body.size();
    t = sim.tables();
    at = t.at = UnrollWorkspace.ints(t.at, count * n);
    block = t.block = UnrollWorkspace.ints(t.block, count * n);
    nextOfKey = t.nextOfKey = UnrollWorkspace.ints(t.nextOfKey, count * n);
    opStart = t.opStart = UnrollWorkspace.ints(t.opStart, count * n + 1);
    opStart[0] = 0;
    operands = t.operands = UnrollWorkspace.ints(t.operands, 2 * count * n);
    firstOfKey = t.firstOfKey;
    lastOfKey = t.lastOfKey;
    read = t.read;
    needed = t.needed = UnrollWorkspace.ints(t.needed, 64);
    work = t.work = UnrollWorkspace.ints(t.work, 64);
    collectProducers();
    markNeeded();
  }

  private boolean free(Object key) {
    return keys.isConstant(key) || keys.isInvariant(key);
  }

  private void collectProducers() {
    for (int k = 0; k < count; k++) {
      for (int b = 0; b < body.numBlocks(); b++) {
        if (!sim.isLive(k, b)) continue;
        for (int x = body.start[b], end = body.start[b + 1]; x < end; x++) {
          Object key = sim.copyKey(k, x);
          if (free(key)) continue;
          // A header phi is another copy's value; a join of equal values is that value.
          if (body.insts[x] instanceof PhiInst && !(key instanceof SimKeys.Opaque)) continue;
          int id = keys.id(key);
          cover(keys.size());
          int from = -1;
          for (int p = firstOfKey[id]; p >= 0; p = nextOfKey[p]) {
            int pk = at[p] / n;
            if (pk < k && body.dominatesLatch[block[p]] || pk == k && dt.dominates(body.blocks[block[p]], body.blocks[b])) from = p;
          }
          if (from >= 0) {
            // Uniform: an earlier copy computed it (a copy's own repeats are not unrolling's doing).
            if (at[from] / n < k && body.codeSize(x) > 0 && !body.control[x]) uniform++;
            continue;
          }
          addProducer(id, k, x, b);
        }
      }
    }
  }

  private void addProducer(int id, int k, int x, int b) {
    int p = numProducers++;
    at[p] = k * n + x;
    block[p] = b;
    nextOfKey[p] = -1;
    if (firstOfKey[id] < 0) firstOfKey[id] = p;
    else nextOfKey[lastOfKey[id]] = p;
    lastOfKey[id] = p;
    Object[] ops = sim.operandKeys(body.insts[x], k);
    int o = opStart[p];
    if (o + ops.length > operands.length) operands = t.operands = UnrollWorkspace.ints(operands, o + ops.length);
    for (Object op : ops) operands[o++] = op instanceof BasicBlock ? -1 : keys.id(op);
    opStart[p + 1] = o;
  }

  /** Makes keys numbered below {@code size} known: no producer, not read. */
  private void cover(int size) {
    if (size <= covered) return;
    firstOfKey = t.firstOfKey = UnrollWorkspace.ints(firstOfKey, size);
    lastOfKey = t.lastOfKey = UnrollWorkspace.ints(lastOfKey, size);
    read = t.read = UnrollWorkspace.longs(read, (size + 63) >>> 6);
    Arrays.fill(firstOfKey, covered, size, -1);
    // Bits at and above covered: the rest of its word, then whole words.
    int w = covered >>> 6;
    if ((covered & 63) != 0) read[w++] &= -1L >>> (64 - (covered & 63));
    Arrays.fill(read, w, (size + 63) >>> 6, 0);
    covered = size;
  }

  private void markNeeded() {
    for (int k = 0; k < count; k++) {
      for (int b = 0; b < body.numBlocks(); b++) {
        if (!sim.isLive(k, b)) continue;
        for (int x = body.start[b], end = body.start[b + 1]; x < end; x++) {
          if (isRoot(x, b, k)) push(sim.copyKey(k, x));
        }
        // Values that leave the loop: by this copy's exit, or, where the exit folded, through the
        // remainder loop that takes over (so their computation is needed all the same).
        for (BasicBlock e : body.exits[b]) {
          for (Instruction i = e.first(); i instanceof PhiInst p; i = i.next()) push(sim.valueKey(p.valueFor(body.blocks[b]), k));
        }
      }
    }
    drain();
    // Values the next unrolled iteration reads: the phis it needs, from the last copy.
    boolean more = sim.alignment() != UnrollSimulator.Alignment.FULL && sim.isLive(count - 1, body.latch);
    while (more) {
      more = false;
      for (int x = 0; x < body.headerPhis.length; x++) {
        if (!isRead(sim.copyKey(0, x))) continue;
        Object next = sim.valueKey(body.headerPhis[x].valueFor(l.latch()), count - 1);
        if (!free(next) && !isRead(next)) {
          push(next);
          drain();
          more = true;
        }
      }
    }
  }

  /** Whether something needed reads {@code key}. */
  boolean isRead(Object key) {
    int id = keys.id(key);
    return id < covered && (read[id >>> 6] & 1L << id) != 0;
  }

  private void push(Object key) {
    push(keys.id(key));
  }

  private void push(int id) {
    if (workTail == work.length) {
      if (workHead > 0) {
        System.arraycopy(work, workHead, work, 0, workTail - workHead);
        workTail -= workHead;
        workHead = 0;
      } else {
        work = t.work = UnrollWorkspace.ints(work, workTail + 1);
      }
    }
    work[workTail++] = id;
  }

  private void drain() {
    while (workHead < workTail) {
      int id = work[workHead++];
      cover(id + 1);
      if ((read[id >>> 6] & 1L << id) != 0) continue;
      read[id >>> 6] |= 1L << id;
      for (int p = firstOfKey[id]; p >= 0; p = nextOfKey[p]) {
        if (numNeeded == needed.length) needed = t.needed = UnrollWorkspace.ints(needed, numNeeded + 1);
        needed[numNeeded++] = p;
        for (int o = opStart[p]; o < opStart[p + 1]; o++) if (operands[o] >= 0) push(operands[o]);
      }
    }
  }

  /** Whether instruction x of copy k is needed whatever uses it: a side effect, or a branch that stays. */
  private boolean isRoot(int x, int b, int k) {
    return switch (body.rootKind[x]) {
      case LoopBody.ROOT -> true;
      case LoopBody.ROOT_UNLESS_FOLDED -> !folds((BrInst) body.insts[x], b, k);
      default -> false;
    };
  }

  /** Whether copy k's branch goes one way only. */
  private boolean folds(BrInst br, int b, int k) {
    return !sim.edgeLive(b, br.successor(0), k) || !sim.edgeLive(b, br.successor(1), k);
  }

  /** {body, control, size, taken branches}, per unrolled iteration. */
  double[] totals() {
    double work = 0, control = 0, size = 0, taken = sim.alignment() == UnrollSimulator.Alignment.FULL ? 0 : 1;
    Set<List<Object>> families = new HashSet<>();
    for (int q = 0; q < numNeeded; q++) {
      int p = needed[q], k = at[p] / n, x = at[p] % n;
      Instruction i = body.insts[x];
      int s = body.codeSize(x);
      if (i instanceof BrInst) s = 1;
      // Unrolled, llc keeps a narrow counter that is also used as a value in a 32-bit register and
      // zero-extends the phi itself for its address (movl %eax, %edx) once per unrolled iteration;
      // rolled, strength reduction widens the counter and the extension goes.
      if (count > 1 && i.opcode() == Opcode.ZEXT && i.operand(0) instanceof PhiInst phi && phi.parent() == l.header()
          && usedAsValue(phi)) {
        s = 1;
      }
      if (s == 0 || partOfReadModifyWrite(i, k)) continue;
      Object key = sim.copyKey(k, x);
      if (key instanceof ScevAddRec ar && ar.isAffine()) {
        // In the loop as it is, llc's strength reduction turns an extended induction that
        // addresses memory into a pointer induction; a copy's extension of a sum it cannot.
        if (count == 1 && !offsetFolds(i, ar)) continue;
        if (offsetFolds(i, ar) && !families.add(family(ar)) && !usedAsValue(i)) continue;
      }
      double w = body.dominatesLatch[block[p]] ? 1 : 0.5;
      if (body.control[x]) control += s * w;
      else work += s * w;
      size += s;
      if (i instanceof BrInst && !body.control[x]) taken += 0.5 * w;
    }
    size += sim.facts().tti.loopControlSize();
    return new double[] {work, control, size, taken};
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
      if (isOffsetInduction(sim.operandKeys(op, k)[j])) return false;
    }
    return true;
  }

  /** Whether {@code key} is an induction of the loop a constant away from every header phi's register. */
  private boolean isOffsetInduction(Object key) {
    if (!(key instanceof ScevAddRec ar) || !ar.isAffine() || ar.loop() != l) return false;
    for (int x = 0; x < body.headerPhis.length; x++) if (key.equals(sim.copyKey(0, x))) return false;
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
      for (int b = 0; b < body.numBlocks(); b++) {
        if (!sim.isLive(k, b)) continue;
        for (int x = body.start[b], end = body.start[b + 1]; x < end; x++) {
          Instruction i = body.insts[x];
          if (i instanceof PhiInst || body.control[x]) continue;
          Object key = sim.copyKey(k, x), was = rolled.copyKey(0, x);
          if (i instanceof BrInst br && br.isConditional()) {
            if (folds(br, b, k) && !foldsRolled(rolled, br, b)) folded++;
            continue;
          }
          // Only what the loop needed: a value nothing used was no work to save.
          if (body.codeSize(x) == 0 || was == null || !before.isRead(was)) continue;
          if (keys.isConstant(key) && !keys.isConstant(was)) constants++;
          else if (keys.isInvariant(key) && !rolled.keys().isInvariant(was)) invariant++;
        }
      }
    }
    invariant += sim.numInvariantPhis();
    return new UnrollEstimate(u, rolledTotals[0], rolledTotals[1], after[0] / u, after[1] / u, rolledTotals[3], after[3] / u,
        sim.facts().tti.takenBranchCost(), (int) Math.ceil(after[2]), uniform, constants, invariant, sim.constantLoads(), folded);
  }

  /** For the rolled loop's simulation: whether its branch in block b folds (a constant condition). */
  static boolean foldsRolled(UnrollSimulator rolled, BrInst br, int b) {
    return !rolled.edgeLive(b, br.successor(0), 0) || !rolled.edgeLive(b, br.successor(1), 0);
  }
}
