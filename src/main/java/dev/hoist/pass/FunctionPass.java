package dev.hoist.pass;

import dev.hoist.ir.Function;
import dev.hoist.ir.Module;

/**
 * A pass that transforms one function at a time without looking at other functions' bodies, so the
 * {@link PassManager} may run it on several functions at once. The manager runs consecutive
 * function passes on one function before the next (as LLVM's function pass manager does), on a
 * function context from {@link PassContext#forFunction}, skips {@code optnone} functions, and
 * drops the analyses the pass did not preserve. Writing one:
 *
 * <pre>
 *   public final class MyPass implements FunctionPass {
 *     public static final PassInfo INFO = new PassInfo("my-pass", "MyPass", "what it does", MyPass::new, List.of());
 *
 *     public PassInfo info() { return INFO; }
 *
 *     public Preserved run(Function f, PassContext ctx) {
 *       LoopInfo li = ctx.analyses().get(f, Analyses.LOOPS);
 *       ... change f only ...
 *       ctx.stats().add("my-pass", "Number of things done", n);   // remarks and -debug-only via ctx too
 *       return n == 0 ? Preserved.all() : Preserved.of(Analyses.CFG);   // what is still valid
 *     }
 *   }
 * </pre>
 *
 * (A pass over loops is a {@code dev.hoist.pass.loop.LoopPass}, which is simpler still.) The rules
 * that make a function pass safe on a worker thread:
 * <ul>
 *   <li>Change only the instructions, blocks and arguments of {@code f}. Reading other functions'
 *       signatures and attributes (callees) is fine; their bodies may be changing.
 *   <li>A global's use list ({@code @g.firstUse()}) shows only {@code f}'s uses while function passes
 *       run ({@link dev.hoist.ir.UseSegments}); that is all a function transform may rely on.
 *   <li>Report through {@code ctx} only ({@link PassContext#remarks}, {@link PassContext#stats},
 *       {@link PassContext#debug}, {@link PassContext#out}): it buffers per function and the
 *       manager emits the buffers in function order. Never write to {@code System.err} directly.
 *   <li>One pass object serves every worker: keep per-function state in locals or in an object
 *       made per call, never in fields of the pass.
 *   <li>No mutable static state, and no threads of your own. Adding a declaration to the module
 *       (an intrinsic) must look it up and add it under {@code synchronized (module)}.
 * </ul>
 */
public interface FunctionPass extends Pass {
  /** Runs the pass on a function definition; returns what it preserved ({@link Preserved#all()}: unchanged). */
  Preserved run(Function f, PassContext ctx);

  /** Every function definition in module order, on this thread, as a pass manager would run it alone. */
  @Override
  default boolean run(Module module, PassContext ctx) {
    boolean changed = false;
    for (Function f : module.definedFunctions()) {
      if (!PassManager.runsOn(this, f)) continue;
      Preserved p = run(f, ctx);
      ctx.analyses().invalidate(f, p);
      changed |= !p.isAll();
    }
    return changed;
  }
}
