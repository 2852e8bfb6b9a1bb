package dev.hoist.pass;

import dev.hoist.ir.Module;

/**
 * A transformation or analysis-printing step over a whole module. Module passes run one after the
 * other on the calling thread and may look at and change anything in the module.
 *
 * <p>A pass that works on one function at a time should be a {@link FunctionPass} instead: the
 * {@link PassManager} then runs consecutive function passes on several functions at once
 * ({@code -j N}), with output identical to {@code -j 1}. Writing one:
 *
 * <pre>
 *   public final class MyPass implements FunctionPass {
 *     public String name() { return "my-pass"; }
 *
 *     public boolean run(Function f, PassContext ctx) {
 *       LoopInfo li = ctx.analyses().get(f, Analyses.LOOPS);
 *       ... change f only ...
 *       ctx.stats().add("my-pass", "Number of things done", n);   // remarks and -debug-only via ctx too
 *       ctx.analyses().invalidate(f, Set.of(Analyses.CFG));       // what is still valid
 *       return n &gt; 0;
 *     }
 *   }
 * </pre>
 *
 * The rules that make it safe on a worker thread:
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
public interface Pass {
  /** The name used in {@code -passes=}, e.g. {@code licm}. */
  String name();

  /** Runs the pass; returns true when the module changed. */
  boolean run(Module module, PassContext ctx);

  /**
   * Whether the pass runs on {@code optnone} functions too (LLVM's {@code isRequired}): the verifier
   * does; transforms and analysis printers do not. The {@link PassManager} skips a function pass
   * that is not required on an {@code optnone} function, as opt's OptNoneInstrumentation does (no
   * run, no timing, no {@code -print-after} dump); module passes decide per function themselves.
   */
  default boolean isRequired() {
    return false;
  }
}
