package dev.hoist.ir.print;

import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import java.util.Arrays;

/**
 * The numbers of a function's unnamed values ({@code %0}, {@code %1}, ...): arguments, then each
 * block and its instructions in layout order, as LLVM's slot tracker assigns them. Indexed by
 * dense ids, so lookups are array reads.
 */
final class SlotTable {
  private final int[] argSlots;
  private final int[] blockSlots;
  private final int[] instSlots;

  SlotTable(Function f) {
    argSlots = new int[f.numArgs()];
    blockSlots = new int[f.blockIdBound()];
    instSlots = new int[f.instructionIdBound()];
    Arrays.fill(blockSlots, -1);
    Arrays.fill(instSlots, -1);
    int n = 0;
    for (int i = 0; i < f.numArgs(); i++) argSlots[i] = f.arg(i).hasName() ? -1 : n++;
    for (BasicBlock b : f.blocks()) {
      if (!b.hasName()) blockSlots[b.id()] = n++;
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (!i.hasName() && !i.type().isVoid()) instSlots[i.id()] = n++;
      }
    }
  }

  int slot(Argument a) {
    return argSlots[a.index()];
  }

  int slot(BasicBlock b) {
    return b.id() >= 0 && b.id() < blockSlots.length ? blockSlots[b.id()] : -1;
  }

  int slot(Instruction i) {
    return i.id() >= 0 && i.id() < instSlots.length ? instSlots[i.id()] : -1;
  }
}
