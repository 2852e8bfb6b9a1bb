package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.DominatorTree;
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
import dev.hoist.ir.GepInst;
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
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decides whether one innermost loop can run {@code width} iterations at a time on vectors, and
 * what that takes. The loops accepted are the simple ones LICM leaves behind:
 *
 * <ul>
 *   <li>rotated, the latch the only exiting block, with a backedge-taken count scalar evolution
 *       can compute and expand before the loop; the body may branch and join again (if-conversion:
 *       each lane follows its own path through masks, joins become selects);</li>
 *   <li>every header phi an affine recurrence (an induction) or a reduction
 *       ({@link VectorPlan.Reduction}), which may update on some iterations only;</li>
 *   <li>every load and store simple (not volatile or atomic) of an integer or floating-point
 *       element, at a consecutive address ({@code {start,+,size}}), in a block that runs on every
 *       iteration (SSE has no masked access);</li>
 *   <li>except uniform values: loads from an address that is loop-invariant or itself uniform, and
 *       arithmetic on them, are computed once per vector iteration as scalars. In a block that
 *       runs on some iterations only, the loads among them run when some lane takes the block,
 *       as the original runs them on such iterations only (this is where Hoist goes past LLVM 14,
 *       which gives up on a load it cannot speculate when the target has no masked load);</li>
 *   <li>every other instruction that computes data arithmetic, a compare, a select, a cast
 *       between integers and floating point, or an element-wise math function; the address
 *       arithmetic and the exit test are not widened (the vector loop has its own). Such
 *       instructions are speculated in blocks that run on some iterations only: none can trap;</li>
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
  private final DominatorTree dt;
  private final DataLayout layout;
  private final BasicBlock header;
  /** The loop's blocks in an order their branches respect: the header first, the latch last. */
  private List<BasicBlock> chain;
  /** The blocks that do not run on every iteration. */
  private Set<BasicBlock> predicated;
  /** The instructions computed once per vector iteration, as scalars. */
  private Set<Instruction> uniform;

  private VectorizationLegality(Loop loop, ScalarEvolution se, AliasAnalysis aa, DominatorTree dt) {
    this.loop = loop;
    this.dt = dt;
    this.se = se;
    this.aa = aa;
    this.layout = se.layout();
    this.header = loop.header();
  }

  static Verdict analyze(Loop loop, ScalarEvolution se, AliasAnalysis aa, DominatorTree dt, int forcedWidth, int maxChecks) {
    return new VectorizationLegality(loop, se, aa, dt).run(forcedWidth, maxChecks);
  }

  private Verdict run(int forcedWidth, int maxChecks) {
    if (!loop.subLoops().isEmpty()) return Verdict.no("NotInnermostLoop", "loop is not the innermost loop");
    BasicBlock pre = loop.preheader();
    chain = bodyOrder();
    if (pre == null || chain == null || loop.exitBlocks().size() != 1) {
      return Verdict.no("CFGNotUnderstood", "loop control flow is not understood by vectorizer");
    }
    predicated = new HashSet<>();
    for (BasicBlock b : chain) if (!dt.dominates(b, loop.latch())) predicated.add(b);
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

    uniform = uniformValues();
    Set<Instruction> addressOnly = addressAndControl(reductions, inductions);
    Set<Instruction> widened = new LinkedHashSet<>();
    List<VectorPlan.Access> accesses = new ArrayList<>();
    int widestBits = 0;
    for (Instruction i : instructions()) {
      if (isDebugIntrinsic(i)) continue; // describes the scalar loop's variables; the vector loop has none
      if (i instanceof PhiInst && i.parent() == header || uniform.contains(i)) continue;
      if (addressOnly.contains(i)) {
        if (i instanceof LoadInst) return Verdict.no("CantVectorizeInstruction", "a loaded value is used as an address");
        if (i.mayWriteMemory() || i instanceof CallInst) return Verdict.no("CantVectorizeInstruction", "instruction cannot be vectorized");
        continue;
      }
      String bad = widenable(i);
      if (bad != null) return Verdict.no("CantVectorizeInstruction", bad);
      if ((i instanceof LoadInst || i instanceof StoreInst) && predicated.contains(i.parent())) {
        // SSE has no masked loads or stores: LLVM would run each lane behind its own branch.
        return Verdict.no("NoCFGForSelect", "control flow cannot be substituted for a select");
      }
      if (i instanceof LoadInst || i instanceof StoreInst) {
        Rejection r = planAccess(i, accesses, expander, pre);
        if (r != null) return new Verdict(null, r);
        widestBits = Math.max(widestBits, (int) accesses.get(accesses.size() - 1).bytes() * 8);
      }
      widened.add(i);
      Type t = i instanceof StoreInst s ? s.value().type() : i.type();
      if (!t.isVoid() && t != IntegerType.I1) widestBits = Math.max(widestBits, elementBits(t));
    }
    for (VectorPlan.Reduction r : reductions) widestBits = Math.max(widestBits, elementBits(r.phi().type()));
    uniform = neededUniformValues(widened);
    for (Instruction u : uniform) {
      if (!(u instanceof LoadInst l)) continue;
      if (!(l.pointer() instanceof Instruction pi) || !inLoop(pi)) {
        Rejection r = planAccess(l, accesses, expander, pre);
        if (r != null) return new Verdict(null, r);
        continue;
      }
      // Its address is loaded in the loop: no check before the loop can cover it, so no store of
      // the loop may touch it.
      MemoryLocation ll = MemoryLocation.get(l).withSize(LocationSize.BEFORE_OR_AFTER_POINTER);
      for (Instruction w : widened) {
        if (w instanceof StoreInst && aa.alias(ll, MemoryLocation.get(w).withSize(LocationSize.BEFORE_OR_AFTER_POINTER)) != AliasResult.NO_ALIAS) {
          return Verdict.no("UnsafeDep", "unsafe dependent memory operations in loop");
        }
      }
    }
    Map<Instruction, Integer> order = new HashMap<>();
    for (Instruction i : instructions()) order.put(i, order.size());
    accesses.sort(java.util.Comparator.comparingInt(x -> order.get(x.inst()))); // checks in program order
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
    for (BasicBlock b : chain) {
      if (b != loop.latch() && b.terminator() instanceof BrInst br && br.isConditional()) {
        String bad = operandProblem(br.condition(), widened, inductions, reductions, br);
        if (bad != null) return Verdict.no("CantVectorizeInstruction", bad);
      }
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
    return new Verdict(new VectorPlan(loop, chain, predicated, width, btc, inductions, reductions, widened, uniform, accesses, checks), null);
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

  /**
   * The phi as a reduction, or null: updated by one operation on itself, on every iteration or,
   * through a select or a phi that chooses between the old and the updated value, on some.
   */
  private VectorPlan.Reduction reduction(PhiInst phi) {
    if (phi.numIncoming() != 2 || !(phi.type() instanceof IntegerType t) || t.bits() > 64) return null;
    if (!(phi.valueFor(loop.latch()) instanceof Instruction next) || !inLoop(next)) return null;
    BinaryInst up = null;
    if (next instanceof BinaryInst b) {
      up = b;
    } else {
      List<Value> choices = new ArrayList<>();
      if (next instanceof SelectInst s && s.condition() != phi) {
        choices.add(s.trueValue());
        choices.add(s.operand(2));
      } else if (next instanceof PhiInst p && p.parent() != header) {
        for (int k = 0; k < p.numIncoming(); k++) choices.add(p.incomingValue(k));
      } else {
        return null;
      }
      for (Value v : choices) {
        if (v == phi) continue;
        if (!(v instanceof BinaryInst b) || !inLoop(b) || up != null && up != b) return null;
        up = b;
      }
      if (up == null || next instanceof SelectInst s && s.condition() == up) return null;
    }
    switch (up.opcode()) {
      case ADD, MUL, AND, OR, XOR -> {}
      // s - x: each lane subtracts its own terms; the lanes' results add up to the total.
      case SUB -> {
        if (up.operand(0) != phi) return null;
      }
      default -> {
        return null;
      }
    }
    if (up.operand(0) != phi && up.operand(1) != phi || up.operand(0) == up.operand(1)) return null;
    for (User u : phi.users()) if (u != up && u != next && inLoop(u) && !isDebugIntrinsic(u)) return null;
    for (User u : up.users()) if (u != phi && u != next && inLoop(u) && !isDebugIntrinsic(u)) return null;
    if (next != up) for (User u : next.users()) if (u != phi && inLoop(u) && !isDebugIntrinsic(u)) return null;
    return new VectorPlan.Reduction(phi, up, next);
  }

  /**
   * The loop's instructions whose value is the same on every lane: simple loads and arithmetic
   * whose operands are loop-invariant or themselves uniform (what LICM could not hoist because it
   * runs only on some iterations). Found in block order, so operands come first.
   */
  private Set<Instruction> uniformValues() {
    Set<Instruction> out = new LinkedHashSet<>();
    for (Instruction i : instructions()) {
      boolean kind = switch (i) {
        case LoadInst l -> !l.isVolatile() && l.ordering() == AtomicOrdering.NOT_ATOMIC;
        case GepInst g -> true;
        case BinaryInst b -> true;
        case CastInst c -> true;
        case CmpInst c -> true;
        case SelectInst sel -> true;
        case UnaryInst u -> true;
        default -> false;
      };
      if (!kind) continue;
      boolean all = true;
      for (int k = 0; k < i.numOperands() && all; k++) {
        all = !(i.operand(k) instanceof Instruction d) || !inLoop(d) || out.contains(d);
      }
      if (all) out.add(i);
    }
    return out;
  }

  /** The uniform values the vector loop uses: as operands of widened ones, branch conditions, or to compute those. */
  private Set<Instruction> neededUniformValues(Set<Instruction> widened) {
    List<Instruction> all = new ArrayList<>(uniform);
    Set<Instruction> needed = new HashSet<>();
    for (int k = all.size() - 1; k >= 0; k--) {
      Instruction u = all.get(k);
      for (User user : u.users()) {
        if (!(user instanceof Instruction ui) || !inLoop(ui) || isDebugIntrinsic(ui)) continue;
        if (widened.contains(ui) || needed.contains(ui) || isMaskBranch(ui)) {
          needed.add(u);
          break;
        }
      }
    }
    Set<Instruction> out = new LinkedHashSet<>();
    for (Instruction u : all) if (needed.contains(u)) out.add(u);
    return out;
  }

  /** Whether {@code i} is a branch inside the loop body, whose condition masks lanes. */
  private boolean isMaskBranch(Instruction i) {
    return i instanceof BrInst br && br.isConditional() && br.parent() != loop.latch();
  }

  /**
   * Whether the scalar {@code i} may trap or read memory, so that in a predicated block it runs
   * only when some lane takes the block.
   */
  static boolean needsGuard(Instruction i) {
    if (i instanceof LoadInst) return true;
    if (i instanceof BinaryInst b) {
      return switch (b.opcode()) {
        case UDIV, UREM -> !nonZeroConstant(b.operand(1), false);
        case SDIV, SREM -> !nonZeroConstant(b.operand(1), true);
        default -> false;
      };
    }
    return false;
  }

  /**
   * The instructions the vector loop does not widen: the exit branch and whatever only computes
   * addresses of loads and stores, the exit test, or the next value of an induction.
   */
  private Set<Instruction> addressAndControl(List<VectorPlan.Reduction> reductions, List<VectorPlan.Induction> inductions) {
    Set<Instruction> out = new HashSet<>();
    Set<Value> updates = new HashSet<>();
    for (VectorPlan.Reduction r : reductions) {
      updates.add(r.update());
      updates.add(r.next());
    }
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
        if (u instanceof Instruction ui && isMaskBranch(ui)) {
          only = false;
          break;
        }
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
      case PhiInst p -> { // a join inside the body: a select on the edge masks
        return elementBits(p.type()) == 0 && p.type() != IntegerType.I1 ? "phi of a type that cannot be vectorized" : null;
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
    if (uniform.contains(d)) return elementBits(d.type()) != 0 || d.type() == IntegerType.I1 ? null : "uniform operand of a type that cannot be vectorized";
    for (VectorPlan.Induction iv : inductions) {
      if (iv.phi() == d) return d.type() instanceof IntegerType ? null : "pointer induction used as data";
    }
    for (VectorPlan.Reduction r : reductions) if (r.phi() == d && (r.update() == user || r.next() == user)) return null;
    return "operand cannot be vectorized";
  }

  /** Adds the access of {@code i} to {@code accesses}, or says why it has no vector form. */
  private Rejection planAccess(Instruction i, List<VectorPlan.Access> accesses, ScevExpander expander, BasicBlock pre) {
    VectorPlan.Access a = access(i);
    if (a == null) return new Rejection("CantVectorizeMemory", "memory access is not consecutive or loop-invariant");
    if (!expander.isSafeToExpand(start(a), pre.terminator())) {
      return new Rejection("CantVectorizeMemory", "the first address of an access cannot be computed before the loop");
    }
    accesses.add(a);
    return null;
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
   * The loop's blocks in reverse postorder from the header (an order every branch of the body
   * respects), when the latch alone exits and branches back and every other block ends in a
   * branch within the body; otherwise null. The latch comes last: every block reaches it.
   */
  private List<BasicBlock> bodyOrder() {
    BasicBlock latch = loop.latch();
    if (latch == null || !(latch.terminator() instanceof BrInst lb) || !lb.isConditional()) return null;
    if ((lb.successor(0) == header) == (lb.successor(1) == header)) return null;
    for (BasicBlock b : loop.blocks()) {
      if (b == latch) continue;
      if (!(b.terminator() instanceof BrInst br)) return null;
      for (int k = 0; k < br.numSuccessors(); k++) {
        if (!loop.contains(br.successor(k)) || br.successor(k) == header) return null;
      }
    }
    // The function's reverse postorder, restricted to the loop, respects every edge of the body.
    Cfg cfg = dt.cfg();
    List<BasicBlock> order = new ArrayList<>(loop.blocks());
    order.sort(java.util.Comparator.comparingInt(b -> cfg.rpoIndex(cfg.index(b))));
    return order.get(0) == header && order.get(order.size() - 1) == latch ? order : null;
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
