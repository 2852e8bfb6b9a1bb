package dev.hoist.transform.unroll;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.loopversioning.LoopMarks;
import java.util.List;

/**
 * The unrolling hints of a loop's {@code !llvm.loop} ID, as clang writes them for
 * {@code #pragma unroll} and {@code #pragma clang loop unroll(...)}, read as LLVM's
 * hasUnrollTransformation reads them:
 *
 * <pre>
 *   !{!"llvm.loop.unroll.disable"}          ; never unroll (clang -O1 marks every loop so)
 *   !{!"llvm.loop.unroll.count", i32 4}    ; unroll by 4 (a count of 1 disables)
 *   !{!"llvm.loop.unroll.enable"}           ; unroll, fully if the count allows
 *   !{!"llvm.loop.unroll.full"}             ; unroll fully
 *   !{!"llvm.loop.unroll.runtime.disable"}  ; no runtime unrolling (the vectorizer's remainders)
 *   !{!"llvm.loop.disable_nonforced"}       ; no transformation that was not asked for
 * </pre>
 *
 * {@link Marks} writes what the unroller leaves on a remainder loop, and on a loop unrolled by an
 * explicit count: {@code llvm.loop.unroll.disable} (and the other unroll hints dropped), so that
 * neither Hoist nor LLVM's pipeline after it unrolls them again; a peeled loop records
 * {@code llvm.loop.peeled.count}.
 */
record UnrollHints(boolean disabled, boolean forced, boolean full, boolean enable, int count, boolean runtimeDisabled,
    int peeledCount) {

  static UnrollHints of(Loop l) {
    MDNode id = l.loopId();
    long count = LoopMarks.intProperty(id, "llvm.loop.unroll.count");
    boolean disable = LoopMarks.intProperty(id, "llvm.loop.unroll.disable") > 0 || count == 1;
    boolean enable = LoopMarks.intProperty(id, "llvm.loop.unroll.enable") > 0;
    boolean full = LoopMarks.intProperty(id, "llvm.loop.unroll.full") > 0;
    boolean forced = !disable && (count > 1 || enable || full);
    if (!forced && LoopMarks.intProperty(id, "llvm.loop.disable_nonforced") > 0) disable = true;
    boolean runtimeDisabled = LoopMarks.intProperty(id, "llvm.loop.unroll.runtime.disable") > 0;
    long peeled = LoopMarks.intProperty(id, "llvm.loop.peeled.count");
    return new UnrollHints(disable, forced, full, enable, count > 1 ? (int) Math.min(count, Integer.MAX_VALUE) : 0,
        runtimeDisabled, peeled > 0 ? (int) peeled : 0);
  }

  /** The count an unroll_count pragma asks for, or 0. */
  int pragmaCount() {
    return count;
  }

  /** The loop marks of one function's run (metadata tuples are uniqued in LLVM: one object each). */
  static final class Marks {
    private MDNode disable;

    /** Gives the loop whose latch is {@code latch} a new ID: its properties without unroll hints, and unroll.disable. */
    void markUnrolled(BasicBlock latch) {
      if (disable == null) disable = MDNode.tuple(false, List.of(new MDString("llvm.loop.unroll.disable")));
      setId(latch, LoopMarks.withoutProperties(id(latch), n -> n.startsWith("llvm.loop.unroll."), List.of(disable)));
    }

    /** Records that {@code n} iterations of the loop whose latch is {@code latch} were peeled. */
    void markPeeled(BasicBlock latch, int n) {
      MDNode peeled = MDNode.tuple(false, List.<Metadata>of(new MDString("llvm.loop.peeled.count"),
          new ValueAsMetadata(ConstantInt.get(IntegerType.I32, n))));
      setId(latch, LoopMarks.withoutProperties(id(latch), "llvm.loop.peeled.count"::equals, List.of(peeled)));
    }

    private static MDNode id(BasicBlock latch) {
      MDNode md = latch.terminator().getMetadata("llvm.loop");
      return md != null && md.isTuple() && md.numOperands() > 0 && md.operand(0) == md ? md : null;
    }

    private static void setId(BasicBlock latch, MDNode id) {
      Instruction t = latch.terminator();
      t.setMetadata("llvm.loop", id);
    }
  }
}
