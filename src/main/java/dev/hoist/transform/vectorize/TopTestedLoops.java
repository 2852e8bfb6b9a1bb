package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.AtomicOrdering;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.UnaryInst;
import dev.hoist.ir.constant.ConstantInt;

/**
 * Which top-tested loops ({@code while} form: a header that tests, a body that jumps back) are
 * worth rotating so that the vectorizer can take them. The default pipeline rotates only where
 * rotation itself pays at llc -O2 ({@code licm-rotate}); a loop the vectorizer could then run
 * four iterations at a time pays far more. This is a quick look at the instructions, not the
 * whole legality test (which needs the rotated loop), so a few rotated loops may stay scalar.
 */
final class TopTestedLoops {
  private TopTestedLoops() {}

  static boolean looksVectorizable(Loop l) {
    if (!l.subLoops().isEmpty() || l.latch() == null) return false;
    // Each header phi must step by one operation on itself (a counter or an accumulator):
    // h = (h ^ a[i]) * p, a hash, is neither, and stays scalar.
    // A phi only read after the loop (the last value of x = a[i] * 3) is the early-exit
    // vectorizer's business: it resumes the original loop for the exit's values.
    for (PhiInst p : l.header().phis()) {
      if (!stepsOnItself(p, p.valueFor(l.latch())) && !onlyUsedOutside(p, l)) return false;
    }
    boolean memory = false;
    boolean stores = false;
    boolean exits = false;
    for (BasicBlock b : l.blocks()) {
      // From the header's test back to it, through branches that stay in the body: the vectorizer
      // takes those as masks; or that leave early, in a loop without stores (a search).
      if (b != l.header()) {
        if (!(b.terminator() instanceof BrInst br)) return false;
        for (int k = 0; k < br.numSuccessors(); k++) exits |= !l.contains(br.successor(k));
      }
      for (Instruction i : b) {
        switch (i) {
          case PhiInst p -> {}
          case BrInst br -> {}
          case GepInst g -> {}
          case CmpInst c -> {}
          case SelectInst s -> {}
          case UnaryInst u -> {}
          case CastInst c -> {
            if (c.type().isPointer() || c.operand(0).type().isPointer()) return false;
          }
          case BinaryInst bin -> {
            switch (bin.opcode()) {
              case UDIV, SDIV, UREM, SREM -> {
                if (!(bin.operand(1) instanceof ConstantInt) && !conditional(l, b)) return false;
              }
              case FREM -> {
                return false;
              }
              default -> {}
            }
          }
          case LoadInst ld -> {
            if (ld.isVolatile() || ld.ordering() != AtomicOrdering.NOT_ATOMIC) return false;
            memory = true;
          }
          case StoreInst st -> {
            if (st.isVolatile() || st.ordering() != AtomicOrdering.NOT_ATOMIC) return false;
            memory = true;
            stores = true;
          }
          case CallInst c -> {
            if (!VectorizationLegality.isDebugIntrinsic(c) && VectorMath.vectorName(c) == null) return false;
          }
          default -> {
            return false;
          }
        }
      }
    }
    return memory && !(exits && stores);
  }

  /**
   * Whether {@code b} is one side of a branch in the body, so that a division there may run lane
   * by lane behind the mask ({@link PredicatedLanes}).
   */
  private static boolean conditional(Loop l, BasicBlock b) {
    BasicBlock from = b.singlePredecessor();
    return from != null && from != l.header() && l.contains(from) && from.terminator() instanceof BrInst br && br.isConditional();
  }

  private static boolean onlyUsedOutside(PhiInst p, Loop l) {
    for (dev.hoist.ir.User u : p.users()) if (u instanceof Instruction i && l.contains(i.parent())) return false;
    return true;
  }

  /**
   * Whether {@code next}, the phi's value from the latch, is one operation on the phi (a counter or
   * an accumulator), or a choice between such a value and the phi (a conditional accumulator).
   */
  private static boolean stepsOnItself(PhiInst p, dev.hoist.ir.Value next) {
    if (next instanceof BinaryInst step) return step.operand(0) == p || step.operand(1) == p;
    if (next instanceof SelectInst s) return s.trueValue() == p || s.operand(2) == p;
    if (next instanceof PhiInst join && join != p) {
      for (int k = 0; k < join.numIncoming(); k++) if (join.incomingValue(k) == p) return true;
    }
    return false;
  }
}
