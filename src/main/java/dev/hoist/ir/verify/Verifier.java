package dev.hoist.ir.verify;

import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.ir.*;
import dev.hoist.ir.Module;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.print.LlPrinter;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks the invariants every pass relies on, like LLVM's {@code -passes=verify}: blocks end in
 * exactly one terminator, phis come first and agree with the predecessors, definitions dominate
 * their uses, operands have the types their instruction requires. Throws {@link VerifierError}
 * at the first violation, with a one-line message naming function, block and instruction.
 */
public final class Verifier {
  private Function fn;
  private BasicBlock block;
  /** The intrinsics called so far and what is wrong with their declarations ("" for nothing). */
  private final Map<Function, String> intrinsics = new IdentityHashMap<>();

  private Verifier() {}

  public static void verify(Module m) {
    verify(m, 1);
  }

  /** Verifies every function, up to {@code threads} at a time; reports the first failure in module order. */
  public static void verify(Module m, int threads) {
    dev.hoist.util.Parallel.forEach(m.definedFunctions(), threads, f -> new Verifier().function(f));
  }

  public static void verify(Function f) {
    new Verifier().function(f);
  }

  private VerifierError fail(String msg, Instruction i) {
    StringBuilder sb = new StringBuilder(msg);
    sb.append(" (in function @").append(fn.name() == null ? "<unnamed>" : fn.name());
    if (block != null) sb.append(", block ").append(blockName(block));
    if (i != null) sb.append(", at: ").append(oneLine(i));
    sb.append(')');
    return new VerifierError(sb.toString(), i, fn.sourcePos());
  }

  private static String blockName(BasicBlock b) {
    return b.hasName() ? "%" + b.name() : "<unnamed>";
  }

  private static String oneLine(Instruction i) {
    try {
      String s = dev.hoist.ir.print.InstructionText.of(i);
      return s.length() > 200 ? s.substring(0, 200) + "..." : s;
    } catch (RuntimeException e) {
      return i.opcode().text();
    }
  }

  private void function(Function f) {
    fn = f;
    block = null;
    if (f.blocks().isEmpty()) return;
    if (f.name() != null && f.name().startsWith("llvm.")) throw fail("llvm intrinsics cannot be defined!", null);
    Cfg cfg = Cfg.of(f);
    BasicBlock entry = f.entry();
    if (!entry.predecessorEdges().isEmpty()) throw fail("Entry block to function must not have predecessors!", null);
    int[] pos = new int[f.instructionIdBound()];
    for (BasicBlock b : f.blocks()) {
      block = b;
      if (b.parent() != f) throw fail("Basic block in wrong function", null);
      if (b.isEmpty()) throw fail("Basic Block does not have terminator!", null);
      int k = 0;
      boolean seenNonPhi = false;
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i.parent() != b) throw fail("Instruction has bogus parent pointer!", i);
        if (i.id() < 0 || i.id() >= pos.length) throw fail("Instruction without a valid id", i);
        pos[i.id()] = k++;
        if (i.isTerminator() && i.next() != null) throw fail("Terminator found in the middle of a basic block!", i);
        if (i instanceof PhiInst) {
          if (seenNonPhi) throw fail("PHI nodes not grouped at top of basic block!", i);
        } else {
          seenNonPhi = true;
        }
        if (i instanceof LandingPadInst && b.firstNonPhi() != i) {
          throw fail("LandingPadInst not the first non-PHI instruction in the block.", i);
        }
      }
      if (!b.last().isTerminator()) throw fail("Basic Block does not have terminator!", b.last());
      checkPhis(b);
    }
    DominatorTree dt = DominatorTree.compute(cfg);
    for (BasicBlock b : f.blocks()) {
      block = b;
      for (Instruction i = b.first(); i != null; i = i.next()) {
        operands(i, dt, pos);
        TypeChecks.check(this, i);
      }
    }
    block = null;
  }

  private void checkPhis(BasicBlock b) {
    if (!(b.first() instanceof PhiInst)) return;
    List<BasicBlock> preds = b.predecessorEdges();
    Comparator<BasicBlock> byId = Comparator.comparingInt(BasicBlock::id);
    preds.sort(byId);
    for (PhiInst phi : b.phis()) {
      if (phi.numIncoming() != preds.size()) {
        throw fail("PHINode should have one entry for each predecessor of its parent basic block!", phi);
      }
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < phi.numIncoming(); i++) order.add(i);
      order.sort(Comparator.comparingInt((Integer i) -> phi.incomingBlock(i) == null ? -1 : phi.incomingBlock(i).id()));
      for (int k = 0; k < order.size(); k++) {
        int i = order.get(k);
        BasicBlock ib = phi.incomingBlock(i);
        if (k > 0) {
          int j = order.get(k - 1);
          if (phi.incomingBlock(j) == ib
              && !dev.hoist.ir.constant.ConstantEquality.same(phi.incomingValue(j), phi.incomingValue(i))) {
            throw fail("PHI node has multiple entries for the same basic block with different incoming values!", phi);
          }
        }
        if (ib != preds.get(k)) throw fail("PHI node entries do not match predecessors!", phi);
      }
    }
  }

  private void operands(Instruction i, DominatorTree dt, int[] pos) {
    for (int k = 0, n = i.numOperands(); k < n; k++) {
      Value v = i.operand(k);
      if (v == null) throw fail("Instruction has null operand", i);
      if (v instanceof Instruction d) {
        if (d.parent() == null || d.function() != fn) {
          throw fail("Referring to an instruction in another function or not in a block!", i);
        }
        if (d == i && !(i instanceof PhiInst) && dt.isReachable(dt.cfg().index(i.parent()))) {
          throw fail("Only PHI nodes may reference their own value!", i);
        }
        if (!dt.dominates(d, i.operandUse(k), pos)) throw fail("Instruction does not dominate all uses!", i);
      } else if (v instanceof Argument a) {
        if (a.parent() != fn) throw fail("Referring to an argument in another function!", i);
      } else if (v instanceof BasicBlock bb) {
        if (bb.parent() != fn) throw fail("Referring to a basic block in another function!", i);
      } else if (v instanceof MetadataAsValue mv) {
        for (int m = 0; m < mv.numOperands(); m++) {
          if (mv.operand(m) instanceof Instruction d && (d.parent() == null || d.function() != fn)) {
            throw fail("function-local metadata used in wrong function or refers to a deleted value", i);
          }
        }
      } else if (v instanceof Function g && g.name() != null && g.name().startsWith("llvm.") && !calleeOrAttachedCall(i, k)) {
        throw fail("Cannot take the address of an intrinsic!", i);
      } else if (!(v instanceof Constant) && !(v instanceof InlineAsm)) {
        throw fail("Operand is not a valid value (" + v.getClass().getSimpleName() + ")", i);
      }
    }
    if (i instanceof PhiInst phi) {
      for (int k = 0; k < phi.numIncoming(); k++) {
        BasicBlock ib = phi.incomingBlock(k);
        if (ib == null || ib.parent() != fn) throw fail("PHI node refers to a block not in this function", i);
      }
    }
  }

  /**
   * Whether operand {@code k} of {@code i} may be an intrinsic: a call's callee, or the function of
   * a {@code "clang.arc.attachedcall"} bundle (LLVM's only exceptions).
   */
  private static boolean calleeOrAttachedCall(Instruction i, int k) {
    if (!(i instanceof CallBase c)) return false;
    if (k == 0) return true;
    int start = 1 + c.numArgs();
    for (CallBase.Bundle b : c.bundles()) {
      if (k < start + b.size()) return k >= start && b.tag().equals("clang.arc.attachedcall");
      start += b.size();
    }
    return false;
  }

  // Called by TypeChecks.
  VerifierError error(String msg, Instruction i) {
    return fail(msg, i);
  }

  Function function() {
    return fn;
  }

  /**
   * What LLVM's verifier finds wrong with a call's declaration {@code f} when it is an intrinsic
   * (its type against the intrinsic's signature), or null.
   */
  String intrinsicProblem(Function f) {
    if (f.name() == null || !f.name().startsWith("llvm.")) return null;
    String p = intrinsics.get(f);
    if (p == null) {
      IntrinsicSignature s = IntrinsicUpgrades.mayRewrite(f) ? null : Intrinsics.signature(f.name());
      String found = s == null ? null : s.check(f.functionType());
      p = found == null ? "" : found;
      intrinsics.put(f, p);
    }
    return p.isEmpty() ? null : p;
  }
}
