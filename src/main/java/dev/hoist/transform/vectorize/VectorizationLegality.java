package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.alias.AliasResult;
import dev.hoist.analysis.alias.LocationSize;
import dev.hoist.analysis.alias.MemoryLocation;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevAddRec;
import dev.hoist.analysis.scev.ScevConstant;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.AtomicOrdering;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.UnaryInst;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Decides whether one innermost loop can run {@code width} iterations at a time on vectors, and
 * what that takes. The loops accepted are the simple ones LICM leaves behind:
 *
 * <ul>
 *   <li>one block, rotated (the latch is the header and the only exiting block), with a
 *       backedge-taken count scalar evolution can compute and expand before the loop;</li>
 *   <li>every header phi an affine recurrence (an induction) or a reduction
 *       ({@link VectorPlan.Reduction});</li>
 *   <li>every load and store simple (not volatile or atomic) of an integer or floating-point
 *       element, at a consecutive address ({@code {start,+,size}}) or, for loads, at a
 *       loop-invariant one;</li>
 *   <li>every other instruction that computes data arithmetic, a compare, a select, a cast
 *       between integers and floating point, or an element-wise math function; the address
 *       arithmetic and the exit test are not widened (the vector loop has its own);</li>
 *   <li>no division by a value that might be zero (or -1 when signed): x86 has no vector
 *       division, so llc would take the vector apart again.</li>
 * </ul>
 *
 * Memory order: lanes of one vector iteration run each instruction for all iterations before the
 * next instruction, so two accesses may not touch the same bytes in different iterations. An
 * access pair with the same address every iteration is fine; a pair that alias analysis keeps
 * apart is fine; a pair with the same base but another offset is rejected; every other pair of a
 * store and an access is tested at run time for overlap over the iterations the vector loop runs.
 *
 * <p>The vector loop runs a multiple of {@code width} iterations, at most the backedge-taken
 * count, so the original loop, kept as the remainder, always runs at least once: it produces every
 * value used after the loop, and no iteration the vector loop runs could have been skipped by the
 * original (one exit, at the latch, and no calls that might not return).
 */
final class VectorizationLegality {
  /** Bits of an SSE register: the vector width llc targets by default on x86-64. */
  static final int REGISTER_BITS = 128;

  /** Why a loop is not vectorized: a remark name and its message. */
  record Rejection(String name, String message) {}

  /** A plan, or why there is none. */
  record Verdict(VectorPlan plan, Rejection rejection) {
    static Verdict no(String name, String message) {
      return new Verdict(null, new Rejection(name, message));
    }
  }

  private final Loop loop;
  private final ScalarEvolution se;
  private final AliasAnalysis aa;
  private final DataLayout layout;
  private final BasicBlock header;
  /** The loop's blocks in the order they run: the header, straight on to the latch. */
  private List<BasicBlock> chain;

  private VectorizationLegality(Loop loop, ScalarEvolution se, AliasAnalysis aa) {
    this.loop = loop;
    this.se = se;
    this.aa = aa;
    this.layout = se.layout();
    this.header = loop.header();
  }

  static Verdict analyze(Loop loop, ScalarEvolution se, AliasAnalysis aa, int forcedWidth, int maxChecks) {
    return new VectorizationLegality(loop, se, aa).run(forcedWidth, maxChecks);
  }

  private Verdict run(int forcedWidth, int maxChecks) {
    if (!loop.subLoops().isEmpty()) return Verdict.no("NotInnermostLoop", "loop is not the innermost loop");
    BasicBlock pre = loop.preheader();
    chain = straightChain();
    if (pre == null || chain == null || loop.exitBlocks().size() != 1) {
      return Verdict.no("CFGNotUnderstood", "loop control flow is not understood by vectorizer");
    }
    Scev btc = se.backedgeTakenCount(loop);
    if (se.isCouldNotCompute(btc) || !(btc.type() instanceof IntegerType bt) || bt.bits() > 64) {
      return Verdict.no("CantComputeNumberOfIterations", "could not determine number of loop iterations");
    }
    long maxBtc = se.maxTripCount(loop) - 1;
    ScevExpander expander = new ScevExpander(se);
    if (!expander.isSafeToExpand(btc, pre.terminator())) {
      return Verdict.no("CantComputeNumberOfIterations", "the number of loop iterations cannot be computed before the loop");
    }

    List<VectorPlan.Induction> inductions = new ArrayList<>();
    List<VectorPlan.Reduction> reductions = new ArrayList<>();
    for (PhiInst phi : header.phis()) {
      VectorPlan.Reduction r = reduction(phi);
      if (r != null) {
        reductions.add(r);
        continue;
      }
      if (se.isSCEVable(phi.type()) && se.typeBits(phi.type()) <= 64 && se.getSCEV(phi) instanceof ScevAddRec ar && ar.loop() == loop && ar.isAffine()
          && se.isLoopInvariant(ar.step(), loop) && expander.isSafeToExpand(ar.start(), pre.terminator())
          && expander.isSafeToExpand(ar.step(), pre.terminator())) {
        inductions.add(new VectorPlan.Induction(phi, ar));
        continue;
      }
      return Verdict.no("NonInductionPHI", "value that could not be identified as induction or reduction variable");
    }

    Set<Instruction> addressOnly = addressAndControl(reductions, inductions);
    Set<Instruction> widened = new LinkedHashSet<>();
    List<VectorPlan.Access> accesses = new ArrayList<>();
    int widestBits = 0;
    for (Instruction i : instructions()) {
      if (isDebugIntrinsic(i)) continue; // describes the scalar loop's variables; the vector loop has none
      if (i instanceof PhiInst || addressOnly.contains(i)) {
        if (i instanceof LoadInst) return Verdict.no("CantVectorizeInstruction", "a loaded value is used as an address");
        if (i.mayWriteMemory() || i instanceof CallInst) return Verdict.no("CantVectorizeInstruction", "instruction cannot be vectorized");
        continue;
      }
      String bad = widenable(i);
      if (bad != null) return Verdict.no("CantVectorizeInstruction", bad);
      if (i instanceof LoadInst || i instanceof StoreInst) {
        VectorPlan.Access a = access(i);
        if (a == null) return Verdict.no("CantVectorizeMemory", "memory access is not consecutive or loop-invariant");
        if (!expander.isSafeToExpand(start(a), pre.terminator())) {
          return Verdict.no("CantVectorizeMemory", "the first address of an access cannot be computed before the loop");
        }
        accesses.add(a);
        widestBits = Math.max(widestBits, (int) a.bytes() * 8);
      }
      widened.add(i);
      Type t = i instanceof StoreInst s ? s.value().type() : i.type();
      if (!t.isVoid() && t != IntegerType.I1) widestBits = Math.max(widestBits, elementBits(t));
    }
    for (VectorPlan.Reduction r : reductions) widestBits = Math.max(widestBits, elementBits(r.phi().type()));
    if (widened.isEmpty() || (accesses.isEmpty() && reductions.isEmpty())) {
      return Verdict.no("NothingToVectorize", "the loop has no data computation to vectorize");
    }
    int lanesApart = 0;
    int arithmetic = 0;
    for (Instruction i : widened) {
      if (i instanceof LoadInst || i instanceof StoreInst) continue;
      arithmetic++;
      if (scalarizedBySse2(i, loop)) lanesApart++;
    }
    if (lanesApart > 0 && lanesApart * 2 >= arithmetic) {
      return Verdict.no("VectorizationNotBeneficial", "half the loop's operations or more have no SSE2 instruction and would run lane by lane");
    }
    for (Instruction i : widened) {
      for (int k = 0; k < i.numOperands(); k++) {
        if (i instanceof CallInst c && i.operand(k) == c.calledFunction()) continue;
        if (i instanceof StoreInst && k == 1 || i instanceof LoadInst) continue; // addresses are not widened
        String bad = operandProblem(i.operand(k), widened, inductions, reductions, i);
        if (bad != null) return Verdict.no("CantVectorizeInstruction", bad);
      }
    }

    int width = forcedWidth > 0 ? forcedWidth : Math.max(2, Math.min(16, REGISTER_BITS / Math.max(8, widestBits)));
    if (maxBtc >= 0 && maxBtc < width) {
      return Verdict.no("LowTripCount", "the loop runs too few iterations to fill a vector and the remainder");
    }
    List<int[]> checks = new ArrayList<>();
    Rejection dep = dependences(accesses, checks, expander, pre);
    if (dep != null) return new Verdict(null, dep);
    if (checks.size() > maxChecks) {
      return Verdict.no("TooManyRuntimeChecks", "cannot prove the accesses apart without more than " + maxChecks + " runtime checks");
    }
    return new Verdict(new VectorPlan(loop, chain, width, btc, inductions, reductions, widened, accesses, checks), null);
  }

  /**
   * Whether llc, with SSE2 (the x86-64 baseline), takes the vector form of {@code i} apart lane
   * by lane: shifts by per-lane amounts, conversions between 64-bit (or unsigned) integers and
   * floating point, and 64-bit or 8-bit divisions by a constant that is not a power of two.
   * (A 64-bit multiply is expanded into 32-bit ones, but stays in vector registers: measured on
   * alias_scalar's add_two, vectorized it runs 6% fewer instructions at llc -O2.)
   */
  private static boolean scalarizedBySse2(Instruction i, Loop loop) {
    if (i instanceof BinaryInst b) {
      int bits = elementBits(b.type());
      return switch (b.opcode()) {
        case SHL, LSHR, ASHR -> b.operand(1) instanceof Instruction amount && loop.contains(amount.parent());
        // By a power of two: shifts. Otherwise a multiply by the reciprocal, which SSE2 has for
        // 16 and 32 bits only.
        case UDIV, SDIV, UREM, SREM -> (bits == 64 || bits == 8) && !(b.operand(1) instanceof ConstantInt c
            && c.fitsLong() && Long.bitCount(Math.abs(c.signedValue())) == 1);
        default -> false;
      };
    }
    if (i instanceof CastInst c) {
      return switch (c.opcode()) {
        case SITOFP, UITOFP -> elementBits(c.operand(0).type()) == 64 || c.opcode() == Opcode.UITOFP;
        case FPTOSI, FPTOUI -> elementBits(c.type()) == 64 || c.opcode() == Opcode.FPTOUI;
        default -> false;
      };
    }
    return false;
  }

  /** The phi as a reduction, or null. */
  private VectorPlan.Reduction reduction(PhiInst phi) {
    if (phi.numIncoming() != 2 || !(phi.type() instanceof IntegerType t) || t.bits() > 64) return null;
    if (!(phi.valueFor(loop.latch()) instanceof BinaryInst up) || !inLoop(up)) return null;
    switch (up.opcode()) {
      case ADD, MUL, AND, OR, XOR -> {}
      default -> {
        return null;
      }
    }
    if (up.operand(0) != phi && up.operand(1) != phi || up.operand(0) == up.operand(1)) return null;
    for (User u : phi.users()) if (u != up && inLoop(u) && !isDebugIntrinsic(u)) return null;
    for (User u : up.users()) if (u != phi && inLoop(u) && !isDebugIntrinsic(u)) return null;
    return new VectorPlan.Reduction(phi, up);
  }

  /**
   * The instructions the vector loop does not widen: the exit branch and whatever only computes
   * addresses of loads and stores, the exit test, or the next value of an induction.
   */
  private Set<Instruction> addressAndControl(List<VectorPlan.Reduction> reductions, List<VectorPlan.Induction> inductions) {
    Set<Instruction> out = new HashSet<>();
    Set<Value> updates = new HashSet<>();
    for (VectorPlan.Reduction r : reductions) updates.add(r.update());
    Set<Value> ivs = new HashSet<>();
    for (VectorPlan.Induction iv : inductions) ivs.add(iv.phi());
    List<Instruction> insts = instructions();
    for (int k = insts.size() - 1; k >= 0; k--) {
      Instruction i = insts.get(k);
      if (i.isTerminator()) {
        out.add(i);
        continue;
      }
      if (updates.contains(i) || i.type().isVoid()) continue;
      boolean only = true;
      for (dev.hoist.ir.Use use : i.uses()) {
        User u = use.user();
        if (!inLoop(u) || isDebugIntrinsic(u)) continue;
        if (u instanceof Instruction ui && out.contains(ui)) continue;
        if (ivs.contains(u)) continue;
        if (u instanceof LoadInst) continue; // the pointer operand
        if (u instanceof StoreInst s && s.pointer() == i && s.value() != i) continue;
        only = false;
        break;
      }
      if (only) out.add(i);
    }
    for (VectorPlan.Induction iv : inductions) {
      boolean data = false;
      for (User u : iv.phi().users()) {
        if (inLoop(u) && !isDebugIntrinsic(u) && !(u instanceof Instruction ui && out.contains(ui))) data = true;
      }
      if (!data) out.add(iv.phi());
    }
    return out;
  }

  /** Why {@code i} cannot be computed on vectors, or null. */
  private String widenable(Instruction i) {
    switch (i) {
      case LoadInst l -> {
        if (l.isVolatile() || l.ordering() != AtomicOrdering.NOT_ATOMIC) return "volatile or atomic load";
        return elementBits(l.type()) == 0 ? "load of a type that cannot be vectorized" : null;
      }
      case StoreInst s -> {
        if (s.isVolatile() || s.ordering() != AtomicOrdering.NOT_ATOMIC) return "volatile or atomic store";
        return elementBits(s.value().type()) == 0 ? "store of a type that cannot be vectorized" : null;
      }
      case BinaryInst b -> {
        if (elementBits(b.type()) == 0) return "operation on a type that cannot be vectorized";
        return switch (b.opcode()) {
          case UDIV, UREM -> nonZeroConstant(b.operand(1), false) ? null : "division by a value that may be zero";
          case SDIV, SREM -> nonZeroConstant(b.operand(1), true) ? null : "division by a value that may be zero or -1";
          case FREM -> "frem has no vector instruction";
          default -> null;
        };
      }
      case CmpInst c -> {
        return elementBits(c.operand(0).type()) == 0 ? "compare of a type that cannot be vectorized" : null;
      }
      case SelectInst s -> {
        return elementBits(s.type()) == 0 && s.type() != IntegerType.I1 ? "select of a type that cannot be vectorized" : null;
      }
      case CastInst c -> {
        return switch (c.opcode()) {
          case TRUNC, ZEXT, SEXT, FPTRUNC, FPEXT, FPTOSI, FPTOUI, SITOFP, UITOFP ->
              elementBits(c.type()) == 0 && c.type() != IntegerType.I1 || elementBits(c.operand(0).type()) == 0 && c.operand(0).type() != IntegerType.I1
                  ? "cast of a type that cannot be vectorized" : null;
          default -> "cast cannot be vectorized";
        };
      }
      case UnaryInst u -> {
        return elementBits(u.type()) == 0 ? "operation on a type that cannot be vectorized" : null;
      }
      case CallInst c -> {
        return VectorMath.vectorName(c) == null ? "call instruction cannot be vectorized" : null;
      }
      default -> {
        return "instruction cannot be vectorized";
      }
    }
  }

  private static boolean nonZeroConstant(Value v, boolean signed) {
    if (!(v instanceof ConstantInt c)) return false;
    if (c.isZero()) return false;
    return !signed || !c.isAllOnes();
  }

  /** Why operand {@code v} of widened {@code user} has no vector form, or null. */
  private String operandProblem(Value v, Set<Instruction> widened, List<VectorPlan.Induction> inductions,
      List<VectorPlan.Reduction> reductions, Instruction user) {
    if (v instanceof Constant c) return elementBits(c.type()) != 0 || c.type() == IntegerType.I1 ? null : "constant operand of a type that cannot be vectorized";
    if (!(v instanceof Instruction d) || !inLoop(d)) {
      return elementBits(v.type()) != 0 || v.type() == IntegerType.I1 ? null : "loop-invariant operand of a type that cannot be vectorized";
    }
    if (widened.contains(d)) return null;
    for (VectorPlan.Induction iv : inductions) {
      if (iv.phi() == d) return d.type() instanceof IntegerType ? null : "pointer induction used as data";
    }
    for (VectorPlan.Reduction r : reductions) if (r.phi() == d && r.update() == user) return null;
    return "operand cannot be vectorized";
  }

  /** The access's address form, or null when it is neither consecutive nor loop-invariant. */
  private VectorPlan.Access access(Instruction i) {
    Value ptr = i instanceof LoadInst l ? l.pointer() : ((StoreInst) i).pointer();
    Type elem = i instanceof LoadInst l ? l.type() : ((StoreInst) i).value().type();
    long bytes = layout.storeSize(elem);
    if (bytes * 8 != layout.sizeInBits(elem)) return null;
    if (!(ptr instanceof Instruction pi) || !inLoop(pi)) {
      return i instanceof LoadInst ? new VectorPlan.Access(i, elem, bytes, se.getSCEV(ptr), true) : null;
    }
    Scev s = se.getSCEV(ptr);
    if (!(s instanceof ScevAddRec ar) || ar.loop() != loop || !ar.isAffine()) return null;
    if (!(ar.step() instanceof ScevConstant step) || step.signedValue().bitLength() > 62 || step.longValue() != bytes) return null;
    return new VectorPlan.Access(i, elem, bytes, s, false);
  }

  /**
   * Sorts every pair of a store and another access into: provably apart (same address each
   * iteration, or alias analysis says no), checked at run time (added to {@code checks}), or
   * unsafe (returned).
   */
  private Rejection dependences(List<VectorPlan.Access> accesses, List<int[]> checks, ScevExpander expander, BasicBlock pre) {
    for (int a = 0; a < accesses.size(); a++) {
      VectorPlan.Access x = accesses.get(a);
      for (int b = a + 1; b < accesses.size(); b++) {
        VectorPlan.Access y = accesses.get(b);
        if (!(x.inst() instanceof StoreInst) && !(y.inst() instanceof StoreInst)) continue;
        if (x.pointer().equals(y.pointer())) {
          if (x.bytes() != y.bytes()) return new Rejection("UnsafeDep", "accesses of different sizes to one address");
          continue;
        }
        MemoryLocation lx = MemoryLocation.get(x.inst()).withSize(LocationSize.BEFORE_OR_AFTER_POINTER);
        MemoryLocation ly = MemoryLocation.get(y.inst()).withSize(LocationSize.BEFORE_OR_AFTER_POINTER);
        if (aa.alias(lx, ly) == AliasResult.NO_ALIAS) continue;
        // A fixed distance: the two ranges overlap unless the loop is short, so a check would fail.
        if (x.pointer().type() == y.pointer().type() && se.minus(x.pointer(), y.pointer()) instanceof ScevConstant) {
          return new Rejection("UnsafeDep", "unsafe dependent memory operations in loop");
        }
        Scev sx = start(x);
        Scev sy = start(y);
        if (!expander.isSafeToExpand(sx, pre.terminator()) || !expander.isSafeToExpand(sy, pre.terminator())) {
          return new Rejection("CantCheckMemory", "cannot identify array bounds");
        }
        checks.add(new int[] {a, b});
      }
    }
    return null;
  }

  /** The address the access has on the first iteration. */
  static Scev start(VectorPlan.Access a) {
    return a.uniform() ? a.pointer() : ((ScevAddRec) a.pointer()).start();
  }

  static boolean isDebugIntrinsic(User u) {
    return u instanceof CallInst c && c.calledFunction() != null && c.calledFunction().name().startsWith("llvm.dbg.");
  }

  private boolean inLoop(User u) {
    return u instanceof Instruction i && i.parent() != null && loop.contains(i.parent());
  }

  /**
   * The loop's blocks when they run straight from the header to the latch, which alone exits
   * and branches back (a one-block loop, or one whose body clang split into blocks that
   * simplifycfg would merge); otherwise null.
   */
  private List<BasicBlock> straightChain() {
    BasicBlock latch = loop.latch();
    if (latch == null || !(latch.terminator() instanceof BrInst lb) || !lb.isConditional()) return null;
    if ((lb.successor(0) == header) == (lb.successor(1) == header)) return null;
    List<BasicBlock> out = new ArrayList<>();
    BasicBlock b = header;
    while (true) {
      out.add(b);
      if (b == latch) break;
      if (out.size() > loop.numBlocks() || !(b.terminator() instanceof BrInst br) || br.isConditional()) return null;
      BasicBlock next = br.successor(0);
      if (!loop.contains(next) || next == header || next.singlePredecessor() != b || !next.phis().isEmpty()) return null;
      b = next;
    }
    return out.size() == loop.numBlocks() ? out : null;
  }

  /** The instructions of the chain, in the order they run. */
  private List<Instruction> instructions() {
    List<Instruction> all = new ArrayList<>();
    for (BasicBlock b : chain) all.addAll(b.instructions());
    return all;
  }

  /** Bits of a lane of type {@code t}, or 0 when {@code t} cannot be a vector element here. */
  static int elementBits(Type t) {
    if (t instanceof IntegerType i) return i.bits() >= 8 && i.bits() <= 64 && Integer.bitCount(i.bits()) == 1 ? i.bits() : 0;
    if (t instanceof FloatType f) return f == FloatType.FLOAT || f == FloatType.DOUBLE ? f.bits() : 0;
    return 0;
  }
}
