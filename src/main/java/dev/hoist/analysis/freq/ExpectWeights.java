package dev.hoist.analysis.freq;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.SwitchInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantFP;
import dev.hoist.ir.constant.ConstantInt;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The branch weights {@code llvm.expect} and {@code llvm.expect.with.probability} stand for: what
 * LLVM 14's LowerExpectIntrinsic attaches as {@code !prof}, worked out without changing the function.
 *
 * <pre>
 *   %e = call i64 @llvm.expect.i64(i64 %c, i64 0)
 *   %t = icmp ne i64 %e, 0
 *   br i1 %t, label %cold, label %hot          ; branch_weights 1, 2000
 *   switch i64 %e' ...                         ; the expected case 2000, the others 1
 *   %b = phi [ 0, %x ], [ 1, %y ] ; expect(%b, 1) ; the branch into %x's edge gets 1 : 2000
 * </pre>
 *
 * The walk is LLVM's, in its order (blocks in layout order; each block's terminator, then its
 * selects and expect calls last to first), so the last weights written to an instruction win
 * as they do there. The rewrites LLVM makes on the way (a compare now reads the expect's argument,
 * the call is gone) are recorded, not made: {@link #rewrites} lists them in order for
 * {@code lower-expect} to apply, and an analysis ({@link BranchProbabilityInfo}) can read the
 * weights of a function nobody has lowered yet.
 */
public final class ExpectWeights {
  /** LLVM's {@code -likely-branch-weight} and {@code -unlikely-branch-weight} defaults. */
  public static final long LIKELY = 2000, UNLIKELY = 1;

  /** One change LowerExpectIntrinsic makes: {@code user}'s operand {@code index} becomes {@code to}; a null user erases {@code call}. */
  public record Rewrite(Instruction user, int index, Value to, CallInst call) {}

  /** Weights per branch, switch or select, in the order they were (last) set. */
  private final Map<Instruction, long[]> weights = new IdentityHashMap<>();
  private final List<Rewrite> rewrites = new ArrayList<>();
  /** Compares whose first operand LLVM has already replaced by the expect's argument. */
  private final Map<CmpInst, Value> cmpLhs = new IdentityHashMap<>();
  /** Expect calls already erased (their block has been walked). */
  private final Map<CallInst, Boolean> erased = new IdentityHashMap<>();
  private int handled;

  private ExpectWeights() {}

  /** The weights and rewrites for {@code f}, or null when {@code f} calls no expect intrinsic. */
  public static ExpectWeights of(Function f) {
    if (!callsExpect(f)) return null;
    ExpectWeights w = new ExpectWeights();
    for (BasicBlock b : f.blocks()) w.walk(b);
    return w;
  }

  /** Whether {@code f} calls {@code llvm.expect} or {@code llvm.expect.with.probability}. */
  public static boolean callsExpect(Function f) {
    for (BasicBlock b : f.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) if (i instanceof CallInst c && kind(c) != 0) return true;
    }
    return false;
  }

  /** The weights {@code i} (a branch, switch or select) gets, or null. */
  public long[] weights(Instruction i) {
    return weights.get(i);
  }

  /** The terminators and selects that get weights, with their weights. */
  public Map<Instruction, long[]> all() {
    return weights;
  }

  /** The changes to make, in order. */
  public List<Rewrite> rewrites() {
    return rewrites;
  }

  /** How many branches, switches and selects an expect call decided (LLVM's statistic). */
  public int handled() {
    return handled;
  }

  /** 1 for {@code llvm.expect}, 2 for {@code llvm.expect.with.probability}, 0 for anything else. */
  static int kind(CallInst c) {
    Function f = c.calledFunction();
    if (f == null || !f.isDeclaration()) return 0;
    String n = f.name();
    if (n.startsWith("llvm.expect.with.probability.")) return c.numArgs() == 3 && c.arg(2) instanceof ConstantFP ? 2 : 0;
    return n.startsWith("llvm.expect.") && c.numArgs() == 2 ? 1 : 0;
  }

  private CallInst liveExpect(Value v) {
    return v instanceof CallInst c && kind(c) != 0 && !erased.containsKey(c) ? c : null;
  }

  /** {likely, unlikely} for a call deciding among {@code branches} successors (LLVM's getBranchWeight). */
  private static long[] likelyUnlikely(CallInst c, int branches) {
    if (kind(c) == 1) return new long[] {LIKELY, UNLIKELY};
    double trueProb = ((ConstantFP) c.arg(2)).doubleValue();
    double falseProb = (1.0 - trueProb) / (branches - 1);
    return new long[] {toWeight(trueProb), toWeight(falseProb)};
  }

  private static long toWeight(double p) {
    return ((long) Math.ceil(p * (double) (Integer.MAX_VALUE - 1) + 1.0)) & 0xffffffffL;
  }

  private void walk(BasicBlock b) {
    Instruction t = b.terminator();
    if (t instanceof BrInst br && br.isConditional()) {
      if (brSel(br)) handled++;
    } else if (t instanceof SwitchInst sw) {
      if (switchExpect(sw)) handled++;
    }
    List<Instruction> insts = b.instructions();
    for (int k = insts.size() - 1; k >= 0; k--) {
      Instruction i = insts.get(k);
      if (i instanceof SelectInst s) {
        if (brSel(s)) handled++;
      } else if (i instanceof CallInst c && liveExpect(c) != null) {
        phiDef(c);
        erased.put(c, Boolean.TRUE);
        rewrites.add(new Rewrite(null, 0, c.arg(0), c));
      }
    }
  }

  private boolean switchExpect(SwitchInst sw) {
    CallInst c = liveExpect(sw.condition());
    if (c == null || !(c.arg(1) instanceof ConstantInt expected)) return false;
    int n = sw.numCases();
    long[] lu = likelyUnlikely(c, n + 1);
    long[] w = new long[n + 1];
    java.util.Arrays.fill(w, lu[1]);
    int index = 0;
    for (int k = 0; k < n; k++) {
      if (sw.caseValue(k).unsignedBigValue().equals(expected.unsignedBigValue())) {
        index = k + 1;
        break;
      }
    }
    w[index] = lu[0];
    rewrites.add(new Rewrite(sw, 0, c.arg(0), null));
    weights.put(sw, w);
    return true;
  }

  /** A branch (its condition is operand 0) or select on an expect call or on {@code icmp eq/ne expect, C}. */
  private boolean brSel(Instruction bs) {
    Value cond = bs.operand(0);
    CallInst c;
    CmpInst cmp = cond instanceof CmpInst k && k.opcode() == Opcode.ICMP ? k : null;
    boolean eq = false;
    long comparedTo = 0;
    if (cmp == null) {
      c = liveExpect(cond);
    } else {
      if (cmp.predicate() != CmpPredicate.EQ && cmp.predicate() != CmpPredicate.NE) return false;
      if (!(cmp.rhs() instanceof ConstantInt k)) return false;
      if (k.bits() > 64) return false;
      eq = cmp.predicate() == CmpPredicate.EQ;
      comparedTo = k.unsignedBigValue().longValue();
      c = liveExpect(cmpLhs.getOrDefault(cmp, cmp.lhs()));
    }
    if (c == null || !(c.arg(1) instanceof ConstantInt expected)) return false;
    long[] lu = likelyUnlikely(c, 2);
    boolean takenLikely = (expected.unsignedBigValue().longValue() == comparedTo) == eq;
    weights.put(bs, takenLikely ? new long[] {lu[0], lu[1]} : new long[] {lu[1], lu[0]});
    if (cmp != null) {
      cmpLhs.put(cmp, c.arg(0));
      rewrites.add(new Rewrite(cmp, 0, c.arg(0), null));
    } else {
      rewrites.add(new Rewrite(bs, 0, c.arg(0), null));
    }
    return true;
  }

  /**
   * An expect whose argument is a phi of constants (through zext, sext and xor with a constant):
   * an incoming constant that contradicts the expectation marks its edge unlikely, on the
   * conditional branch that ends the incoming block or its single predecessor.
   */
  private void phiDef(CallInst expect) {
    if (!(expect.arg(1) instanceof ConstantInt expected)) return;
    List<Instruction> ops = new ArrayList<>();
    Value v = expect.arg(0);
    while (!(v instanceof PhiInst)) {
      if (v instanceof CastInst k && (k.opcode() == Opcode.ZEXT || k.opcode() == Opcode.SEXT)) {
        ops.add(k);
        v = k.source();
      } else if (v instanceof BinaryInst x && x.opcode() == Opcode.XOR && x.rhs() instanceof ConstantInt) {
        ops.add(x);
        v = x.lhs();
      } else {
        return;
      }
    }
    PhiInst phi = (PhiInst) v;
    for (int i = 0; i < phi.numIncoming(); i++) {
      if (!(phi.incomingValue(i) instanceof ConstantInt ci)) continue;
      BigInteger value = apply(ops, ci.unsignedBigValue(), ci.bits());
      // LLVM 14 takes the expected value as the likely one even when a probability says otherwise.
      if (value.equals(expected.unsignedBigValue())) continue;
      BrInst br = dominatingConditional(phi.incomingBlock(i));
      if (br == null) continue;
      long[] lu = likelyUnlikely(expect, 2);
      BasicBlock from = phi.incomingBlock(i);
      if (comesFrom(br, phi, from, br.successor(1))) weights.put(br, new long[] {lu[0], lu[1]});
      else if (comesFrom(br, phi, from, br.successor(0))) weights.put(br, new long[] {lu[1], lu[0]});
    }
  }

  /** {@code value} (of {@code bits} bits) through the zexts, sexts and xors between the phi and the expect. */
  private static BigInteger apply(List<Instruction> ops, BigInteger value, int bits) {
    for (int k = ops.size() - 1; k >= 0; k--) {
      Instruction op = ops.get(k);
      int to = op.type() instanceof dev.hoist.ir.type.IntegerType it ? it.bits() : bits;
      if (op.opcode() == Opcode.XOR) {
        value = value.xor(((ConstantInt) ((BinaryInst) op).rhs()).unsignedBigValue());
      } else if (op.opcode() == Opcode.SEXT && value.testBit(bits - 1)) {
        value = value.add(BigInteger.ONE.shiftLeft(to)).subtract(BigInteger.ONE.shiftLeft(bits));
      }
      bits = to;
    }
    return value;
  }

  private static BrInst dominatingConditional(BasicBlock b) {
    if (b.terminator() instanceof BrInst br && br.isConditional()) return br;
    BasicBlock p = b.singlePredecessor();
    if (p == null) return null;
    return p.terminator() instanceof BrInst br && br.isConditional() ? br : null;
  }

  /** Whether the phi's operand from {@code from} arrives through {@code br}'s edge to {@code succ}. */
  private static boolean comesFrom(BrInst br, PhiInst phi, BasicBlock from, BasicBlock succ) {
    return from == succ || (from == br.parent() && succ == phi.parent());
  }
}
