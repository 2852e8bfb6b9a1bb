package dev.hoist.transform.util;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Instruction;
import java.util.function.Predicate;

/**
 * Calls a transform may not copy or put under a new condition: a {@code noduplicate} call exists
 * once (LLVM's transforms never clone it), and a {@code convergent} call's result depends on which
 * threads reach it together, so it may not become control dependent on anything new. A pass that
 * copies a loop's body (splitting, versioning, rotation) or changes the conditions under which its
 * body runs asks here first.
 */
public final class UncopyableCalls {
  private UncopyableCalls() {}

  /** Whether {@code i} is a {@code noduplicate} or {@code convergent} call. */
  public static boolean is(Instruction i) {
    return i instanceof CallBase c && (c.hasFnAttr("noduplicate") || c.hasFnAttr("convergent"));
  }

  /** Whether the loop has a {@code noduplicate} or {@code convergent} call. */
  public static boolean in(Loop loop) {
    return any(loop, UncopyableCalls::is);
  }

  /** Whether the loop has a {@code noduplicate} call (one that may not be copied). */
  public static boolean hasNoDuplicate(Loop loop) {
    return any(loop, i -> i instanceof CallBase c && c.hasFnAttr("noduplicate"));
  }

  private static boolean any(Loop loop, Predicate<Instruction> p) {
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) if (p.test(i)) return true;
    }
    return false;
  }
}
