package dev.hoist.pass;

import dev.hoist.ir.Function;
import dev.hoist.ir.Module;

/**
 * A pass that transforms one function at a time without looking at other functions' bodies, so the
 * {@link PassManager} may run it on several functions at once. See {@link Pass} for the rules.
 * The manager runs consecutive function passes on one function before the next (as LLVM's
 * function pass manager does), on a function context from {@link PassContext#forFunction}.
 */
public interface FunctionPass extends Pass {
  /** Runs the pass on a function definition; returns true when it changed. */
  boolean run(Function f, PassContext ctx);

  /** Every function definition in module order, on this thread (for callers outside a pass manager). */
  @Override
  default boolean run(Module module, PassContext ctx) {
    boolean changed = false;
    for (Function f : module.definedFunctions()) if (PassManager.runsOn(this, f)) changed |= run(f, ctx);
    return changed;
  }
}
