package dev.hoist.transform.util;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Instruction;

/**
 * Calls a transform may not copy or put under a new condition: a {@code noduplicate} call exists
 * once (LLVM's transforms never clone it), and a {@code convergent} call's result depends on which
 * threads reach it together, so it may not become control dependent on anything new. A pass that
 * copies a loop's body (splitting, versioning) or changes the conditions under which its body runs
 * asks here first.
 */
public final class UncopyableCalls {
  private UncopyableCalls() {}

  /** The attribute ({@code "noduplicate"} or {@code "convergent"}) of the first such call in the loop, or null. */
  public static String in(Loop loop) {
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (!(i instanceof CallBase c)) continue;
        if (c.hasFnAttr("noduplicate")) return "noduplicate";
        if (c.hasFnAttr("convergent")) return "convergent";
      }
    }
    return null;
  }

  /** Whether the loop has a {@code noduplicate} call (one that may not be copied). */
  public static boolean hasNoDuplicate(Loop loop) {
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i instanceof CallBase c && c.hasFnAttr("noduplicate")) return true;
      }
    }
    return false;
  }
}
