package dev.hoist.analysis.access;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.alias.AliasResult;
import dev.hoist.analysis.alias.LocationSize;
import dev.hoist.analysis.alias.MemoryLocation;
import dev.hoist.analysis.scev.AccessRange;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MemoryAccess;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The loads and stores of one loop and what can be known about them before it runs (LLVM's
 * LoopAccessInfo): each access's address expression and bytes ({@link Access}), the accesses
 * grouped by address, the bytes an address touches over the whole loop ({@link AccessRange}), the
 * stride of an address, and whether two accesses can be told apart ({@link Dependence}). Loop
 * versioning and the vectorizer ask it; {@link RuntimePointerChecking} builds the runtime checks
 * on it.
 *
 * <pre>
 *   loop:
 *     %pa = getelementptr inbounds i32, i32* %a, i64 %i    ; {%a,+,4}: stride 4, moves
 *     %x  = load i32, i32* %pa
 *     %k  = load i32, i32* %kp                              ; %kp: invariant
 *     %pb = getelementptr inbounds i32, i32* %b, i64 %i    ; {%b,+,4}
 *     store i32 %y, i32* %pb                               ; may alias %pa and %kp: MAY_ALIAS
 * </pre>
 *
 * Everything is computed on first request, in the order the client asks: the analysis creates
 * scalar-evolution expressions, and asking in a fixed order keeps the expressions (and the code
 * expanded from them) the same from run to run.
 */
public final class LoopAccessInfo {
  private final Loop loop;
  private final ScalarEvolution se;
  private final AliasAnalysis aa;
  private final IdentityHashMap<Instruction, Access> accesses = new IdentityHashMap<>();
  private final IdentityHashMap<Instruction, MemoryLocation> locations = new IdentityHashMap<>();
  private List<Instruction> loadsAndStores;
  private Map<Value, List<Instruction>> byPointer;
  private Scev rangeCount;
  private boolean rangeCountKnown;

  public LoopAccessInfo(Loop loop, ScalarEvolution se, AliasAnalysis aa) {
    this.loop = loop;
    this.se = se;
    this.aa = aa;
  }

  /** Every load and store of the loop, in the order of the loop's blocks. */
  public List<Instruction> loadsAndStores() {
    if (loadsAndStores == null) {
      loadsAndStores = new ArrayList<>();
      byPointer = new LinkedHashMap<>();
      for (BasicBlock b : loop.blocks()) {
        for (Instruction i = b.first(); i != null; i = i.next()) {
          if (i instanceof LoadInst || i instanceof StoreInst) {
            loadsAndStores.add(i);
            byPointer.computeIfAbsent(((MemoryAccess) i).pointer(), k -> new ArrayList<>()).add(i);
          }
        }
      }
    }
    return loadsAndStores;
  }

  /** The loads and stores through the pointer value {@code p}, in the order of the loop's blocks. */
  public List<Instruction> accessesThrough(Value p) {
    loadsAndStores();
    return byPointer.getOrDefault(p, List.of());
  }

  /** The access of a load or store (of this loop, or one outside it that the client asks about). */
  public Access access(Instruction loadOrStore) {
    Access a = accesses.get(loadOrStore);
    if (a == null) {
      Value p = ((MemoryAccess) loadOrStore).pointer();
      Type t = Access.typeOf(loadOrStore);
      Scev address = se.isSCEVable(p.type()) ? se.getSCEV(p) : se.couldNotCompute();
      a = new Access(loadOrStore, p, address, t, se.layout().storeSize(t), loop.isInvariant(p));
      accesses.put(loadOrStore, a);
    }
    return a;
  }

  /**
   * The loop's accesses grouped by address: accesses through different pointer values with one
   * address expression (two equal GEPs) touch one location. Groups come in the order of their
   * first access; an address scalar evolution cannot describe is its pointer value.
   */
  public List<List<Access>> byAddress() {
    Map<Object, List<Access>> groups = new LinkedHashMap<>();
    for (Instruction i : loadsAndStores()) {
      Access a = access(i);
      Object key = se.isCouldNotCompute(a.address()) ? a.pointer() : a.address();
      groups.computeIfAbsent(key, k -> new ArrayList<>()).add(a);
    }
    return new ArrayList<>(groups.values());
  }

  /**
   * The backedge count that bounds the addresses: the exact count when known, else the smallest
   * count among the exits tested on every iteration, else a constant bound (a larger range is
   * still a correct one); null when none is known.
   */
  public Scev rangeCount() {
    if (!rangeCountKnown) {
      rangeCountKnown = true;
      rangeCount = computeRangeCount();
    }
    return rangeCount;
  }

  private Scev computeRangeCount() {
    Scev exact = se.backedgeTakenCount(loop);
    if (!se.isCouldNotCompute(exact)) return exact;
    Scev symbolic = symbolicMaxCount();
    if (symbolic != null) return symbolic;
    Scev max = se.constantMaxBackedgeTakenCount(loop);
    return se.isCouldNotCompute(max) ? null : max;
  }

  /**
   * An upper bound on the backedges when the loop has several exits and no exact count: the
   * smallest count among the exits tested on every iteration (their blocks dominate the latch);
   * the loop leaves by the first exit taken, so it cannot run past any of them.
   */
  private Scev symbolicMaxCount() {
    DominatorTree dt = se.domTree();
    Scev best = null;
    for (BasicBlock e : loop.exitingBlocks()) {
      if (!dt.dominates(e, loop.latch())) continue;
      Scev c = se.exitCount(loop, e);
      if (se.isCouldNotCompute(c) || !se.isLoopInvariant(c, loop)) continue;
      best = best == null ? c : se.uminOfMismatched(best, c);
    }
    return best;
  }

  /** The bytes accesses of {@code bytes} each through {@code address} touch over the loop ({@link #rangeCount()} backedges), or null. */
  public AccessRange range(Scev address, long bytes) {
    return se.accessRange(address, loop, bytes, rangeCount());
  }

  /**
   * Whether {@code x} and {@code y} can be told apart. Within one iteration
   * ({@code acrossIterations} false) alias analysis compares the bytes each accesses; across
   * iterations it compares everything either pointer may reach, since one of them moves.
   */
  public Dependence dependence(Access x, Access y, boolean acrossIterations) {
    if (!se.isCouldNotCompute(x.address()) && x.address().equals(y.address())) return Dependence.SAME_ADDRESS;
    AliasResult r = acrossIterations ? aliasAcrossIterations(x.inst(), y.inst())
        : aa.alias(location(x.inst()), location(y.inst()));
    return switch (r) {
      case NO_ALIAS -> Dependence.NO_ALIAS;
      case MUST_ALIAS -> Dependence.MUST_ALIAS;
      default -> Dependence.MAY_ALIAS;
    };
  }

  /** {@link MemoryLocation#get} of a load or store, made once: versioning compares each access with every other. */
  private MemoryLocation location(Instruction i) {
    MemoryLocation l = locations.get(i);
    if (l == null) locations.put(i, l = MemoryLocation.get(i));
    return l;
  }

  /** Alias analysis on everything two memory instructions' pointers may reach, before or after them. */
  public AliasResult aliasAcrossIterations(Instruction x, Instruction y) {
    return aa.alias(location(x).withSize(LocationSize.BEFORE_OR_AFTER_POINTER),
        location(y).withSize(LocationSize.BEFORE_OR_AFTER_POINTER));
  }

  /**
   * Whether the two addresses lie a constant distance apart on every iteration ({@code a[i]} and
   * {@code a[i+1]}): two such ranges overlap unless the loop is short.
   */
  public boolean hasConstantDistance(Access x, Access y) {
    return distance(x, y) != null;
  }

  /**
   * The bytes from {@code x}'s address to {@code y}'s when they lie a constant distance apart on
   * every iteration (of at most 62 bits), else null.
   */
  public Long distance(Access x, Access y) {
    if (se.isCouldNotCompute(x.address()) || se.isCouldNotCompute(y.address()) || x.address().type() != y.address().type()) {
      return null;
    }
    if (!(se.minus(y.address(), x.address()) instanceof ScevConstant d) || d.signedValue().bitLength() > 62) return null;
    return d.longValue();
  }

  /**
   * The bytes the address advances per iteration when it is an affine recurrence of this loop
   * with a constant step (of at most 62 bits), else 0.
   */
  public long strideBytes(Access a) {
    if (!(a.address() instanceof ScevAddRec ar) || ar.loop() != loop || !ar.isAffine()) return 0;
    if (!(ar.step() instanceof ScevConstant step) || step.signedValue().bitLength() > 62) return 0;
    return step.longValue();
  }

  /** The address on the first iteration: the start of a recurrence of this loop, else the address itself. */
  public Scev firstAddress(Access a) {
    return a.address() instanceof ScevAddRec ar && ar.loop() == loop ? ar.start() : a.address();
  }

  /** Whether {@code i}'s block dominates every exiting block: it runs on every iteration up to the last. */
  public boolean runsUpToTheLastIteration(Instruction i) {
    DominatorTree dt = se.domTree();
    for (BasicBlock e : loop.exitingBlocks()) {
      if (!dt.dominates(i.parent(), e)) return false;
    }
    return true;
  }

  public Loop loop() {
    return loop;
  }

  public ScalarEvolution scalarEvolution() {
    return se;
  }
}
