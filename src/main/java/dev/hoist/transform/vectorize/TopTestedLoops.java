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
    for (PhiInst p : l.header().phis()) {
      if (!(p.valueFor(l.latch()) instanceof BinaryInst step) || step.operand(0) != p && step.operand(1) != p) return false;
    }
    boolean memory = false;
    for (BasicBlock b : l.blocks()) {
      // Straight from the header's test back to it: rotated, one chain of blocks.
      if (b != l.header() && (!(b.terminator() instanceof BrInst br) || br.isConditional())) return false;
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
                if (!(bin.operand(1) instanceof ConstantInt)) return false;
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
    return memory;
  }
}
