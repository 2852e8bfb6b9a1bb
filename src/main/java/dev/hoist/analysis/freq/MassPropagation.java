package dev.hoist.analysis.freq;

import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.BasicBlock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * LLVM's block frequency algorithm ({@code BlockFrequencyInfoImpl::calculate}). Nodes are the
 * reachable blocks in reverse post-order. Loops are processed innermost first: one unit of mass
 * enters the header and is pushed along edge probabilities through the loop's members; what
 * returns to the header gives the loop's scale {@code 1 / (1 - backedge mass)}, and the loop is
 * then "packaged" into its header, which passes on only the exit masses. The function body is
 * done the same way, and finally each loop's scale is multiplied back into its members
 * (outermost first), giving every block a frequency relative to the entry's 1.0; these are turned
 * into integers with the entry block at 8 or more.
 *
 * <pre>
 *   entry -> loop (header h, exits 1/32 of the time) -> exit
 *   freq(h) = 1.0 * 32 = 32.0, int = 256
 * </pre>
 *
 * <p>Irreducible control flow (an edge back to an earlier node that is not a loop header) is where
 * Hoist departs from LLVM: LLVM builds a synthetic loop of the irreducible region; here the mass on
 * such an edge is dropped, so blocks reached only through it get lower frequencies.
 */
final class MassPropagation {
  private final Cfg cfg;
  private final BranchProbabilityInfo bpi;
  private final int[] rpo; // node -> cfg index
  private final int[] nodeOf; // cfg index -> node, or -1
  private final LoopData[] loopOf; // node -> innermost loop, or for a header the loop it heads
  private final long[] mass;
  private final List<LoopData> loops = new ArrayList<>();
  final ScaledNumber[] freq;
  final long[] intFreq;
  boolean droppedIrreducible;

  MassPropagation(Cfg cfg, LoopInfo li, BranchProbabilityInfo bpi) {
    this.cfg = cfg;
    this.bpi = bpi;
    this.rpo = cfg.rpo();
    int n = rpo.length;
    nodeOf = new int[cfg.size()];
    java.util.Arrays.fill(nodeOf, -1);
    for (int i = 0; i < n; i++) nodeOf[rpo[i]] = i;
    loopOf = new LoopData[n];
    mass = new long[n];
    freq = new ScaledNumber[n];
    intFreq = new long[n];
    if (n == 0) return;
    initializeLoops(li);
    for (int k = loops.size() - 1; k >= 0; k--) computeMassInLoop(loops.get(k));
    computeMassInFunction();
    unwrapLoops();
    finalizeMetrics();
  }

  int node(BasicBlock b) {
    int i = cfg.index(b);
    return i < 0 ? -1 : nodeOf[i];
  }

  // ---- loops ------------------------------------------------------------------------------------

  private void initializeLoops(LoopInfo li) {
    ArrayDeque<Object[]> q = new ArrayDeque<>();
    for (Loop l : li.topLevelLoops()) q.add(new Object[] {l, null});
    while (!q.isEmpty()) {
      Object[] e = q.poll();
      Loop l = (Loop) e[0];
      int h = node(l.header());
      if (h < 0) continue;
      LoopData d = new LoopData((LoopData) e[1], h);
      loops.add(d);
      loopOf[h] = d;
      for (Loop s : l.subLoops()) q.add(new Object[] {s, d});
    }
    for (int i = 0; i < rpo.length; i++) {
      if (isLoopHeader(i)) {
        LoopData c = containingLoop(i);
        if (c != null) c.nodes.add(i);
        continue;
      }
      Loop l = li.loopFor(cfg.block(rpo[i]));
      if (l == null) continue;
      int h = node(l.header());
      if (h < 0 || loopOf[h] == null) continue;
      loopOf[i] = loopOf[h];
      loopOf[h].nodes.add(i);
    }
  }

  private boolean isLoopHeader(int n) {
    return loopOf[n] != null && loopOf[n].isHeader(n);
  }

  private boolean isAPackage(int n) {
    return isLoopHeader(n) && loopOf[n].packaged;
  }

  private LoopData containingLoop(int n) {
    LoopData l = loopOf[n];
    if (l == null) return null;
    return l.isHeader(n) ? l.parent : l;
  }

  private LoopData packagedLoop(int n) {
    LoopData l = loopOf[n];
    if (l == null || !l.packaged) return null;
    while (l.parent != null && l.parent.packaged) l = l.parent;
    return l;
  }

  private int resolved(int n) {
    LoopData l = packagedLoop(n);
    return l == null ? n : l.header;
  }

  private long getMass(int n) {
    return isAPackage(n) ? loopOf[n].mass : mass[n];
  }

  private void addMass(int n, long m) {
    if (isAPackage(n)) loopOf[n].mass = BlockMass.add(loopOf[n].mass, m);
    else mass[n] = BlockMass.add(mass[n], m);
  }

  private void computeMassInLoop(LoopData loop) {
    mass[loop.header] = BlockMass.FULL;
    for (int m : loop.nodes) propagateMassToSuccessors(loop, m);
    ScaledNumber infinite = new ScaledNumber(1, 12);
    long exitMass = BlockMass.subtract(BlockMass.FULL, loop.backedgeMass);
    loop.scale = exitMass == BlockMass.EMPTY ? infinite : BlockMass.toScaled(exitMass).inverse();
    loop.packaged = true;
  }

  private void computeMassInFunction() {
    mass[0] = BlockMass.FULL;
    for (int n = 0; n < rpo.length; n++) {
      if (resolved(n) != n) continue; // inside a packaged loop
      propagateMassToSuccessors(null, n);
    }
  }

  private void propagateMassToSuccessors(LoopData outer, int n) {
    Distribution dist = new Distribution();
    LoopData inner = packagedLoop(n);
    if (inner != null && inner != outer) {
      for (long[] exit : inner.exits) addToDist(dist, outer, n, (int) exit[0], exit[1]);
    } else {
      BasicBlock b = cfg.block(rpo[n]);
      List<BasicBlock> succ = b.successors();
      for (int i = 0; i < succ.size(); i++) {
        int s = node(succ.get(i));
        addToDist(dist, outer, n, s, bpi.edgeProbability(b, i).n());
      }
    }
    distributeMass(n, outer, dist);
  }

  private void addToDist(Distribution dist, LoopData outer, int pred, int succ, long weight) {
    if (weight == 0) weight = 1;
    int r = resolved(succ);
    if (outer != null && outer.isHeader(r)) {
      dist.add(r, weight, Distribution.Kind.BACKEDGE);
    } else if (containingLoop(r) != outer) {
      dist.add(r, weight, Distribution.Kind.EXIT);
    } else if (r < pred && !(outer != null && outer.isHeader(pred))) {
      droppedIrreducible = true;
      dist.add(r, weight, Distribution.Kind.DROPPED);
    } else {
      dist.add(r, weight, Distribution.Kind.LOCAL);
    }
  }

  /** Splits the node's mass over the distribution, dithering so that no mass is lost to rounding. */
  private void distributeMass(int source, LoopData outer, Distribution dist) {
    long remMass = getMass(source);
    dist.normalize();
    long remWeight = dist.total;
    for (Distribution.Weight w : dist.weights) {
      long taken = BlockMass.times(remMass, BranchProbability.of(w.amount, remWeight));
      remWeight -= w.amount;
      remMass = BlockMass.subtract(remMass, taken);
      switch (w.kind) {
        case LOCAL -> addMass(w.target, taken);
        case BACKEDGE -> outer.backedgeMass = BlockMass.add(outer.backedgeMass, taken);
        case EXIT -> outer.exits.add(new long[] {w.target, taken});
        case DROPPED -> { }
      }
    }
  }

  // ---- frequencies ------------------------------------------------------------------------------

  private void unwrapLoops() {
    for (int i = 0; i < rpo.length; i++) freq[i] = BlockMass.toScaled(mass[i]);
    for (LoopData loop : loops) {
      loop.scale = loop.scale.multiply(BlockMass.toScaled(loop.mass));
      loop.packaged = false;
      for (int n : loop.nodes) {
        if (isAPackage(n)) loopOf[n].scale = loop.scale.multiply(loopOf[n].scale);
        else freq[n] = loop.scale.multiply(freq[n]);
      }
    }
  }

  private void finalizeMetrics() {
    ScaledNumber min = ScaledNumber.LARGEST, max = ScaledNumber.ZERO;
    for (ScaledNumber f : freq) {
      min = ScaledNumber.min(min, f);
      max = ScaledNumber.max(max, f);
    }
    long spread = Integer.toUnsignedLong(max.divide(min).lg());
    ScaledNumber factor;
    if (spread <= 64 - 3) {
      factor = min.inverse().shiftLeft(3);
    } else {
      factor = new ScaledNumber(1, 64).divide(max);
    }
    for (int i = 0; i < freq.length; i++) {
      long v = freq[i].multiply(factor).toLong();
      intFreq[i] = Long.compareUnsigned(v, 1) < 0 ? 1 : v;
    }
  }
}
