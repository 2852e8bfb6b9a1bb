package dev.hoist.pass;

import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import dev.hoist.ir.UseSegments;
import dev.hoist.util.Parallel;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a pipeline over a module. Module passes run in order on this thread. A run of consecutive
 * {@link FunctionPass}es is a stage: each function definition goes through the whole stage, and
 * functions go through it in parallel on up to {@code threads} threads, as LLVM's
 * {@code function(...)} adaptor runs its passes per function.
 *
 * <p>The output is the same for every thread count, byte for byte:
 * <ul>
 *   <li>while a stage runs, globals' use lists are split per function ({@link UseSegments}), and
 *       joined back in function order;
 *   <li>each function runs on its own {@link PassContext#forFunction} context, whose output
 *       (remarks, {@code -debug-only}, dumps) and statistics are committed in function order;
 *   <li>if passes fail on several functions, the failure of the first function is rethrown, after
 *       the output of the functions before it;
 *   <li>with {@code -print-before/after}, a stage runs on one thread: a dump reads module-wide state
 *       (metadata numbering) that other workers would be changing.
 * </ul>
 */
public final class PassManager {
  private final List<Pass> passes;
  private final int threads;
  private final String moduleId;

  /** {@code moduleId} names the module in module dumps ({@code ; ModuleID = ...}); may be null. */
  public PassManager(List<Pass> passes, int threads, String moduleId) {
    this.passes = List.copyOf(passes);
    this.threads = Math.max(1, threads);
    this.moduleId = moduleId;
  }

  /** Runs the pipeline; returns true when the module changed. */
  public boolean run(Module m, PassContext ctx) {
    IrDumps dumps = new IrDumps(ctx.options(), moduleId);
    boolean changed = false;
    int i = 0;
    while (i < passes.size()) {
      if (passes.get(i) instanceof FunctionPass) {
        List<FunctionPass> stage = new ArrayList<>();
        while (i < passes.size() && passes.get(i) instanceof FunctionPass fp) {
          stage.add(fp);
          i++;
        }
        changed |= runStage(m, stage, ctx, dumps);
      } else {
        changed |= runModulePass(m, passes.get(i++), ctx, dumps);
      }
    }
    return changed;
  }

  private static boolean runModulePass(Module m, Pass p, PassContext ctx, IrDumps dumps) {
    if (dumps.before(p.name())) dumps.module("Before", p, m, ctx.out());
    PassTimers timers = ctx.timers();
    if (timers != null) timers.start(p.llvmName());
    boolean changed;
    try {
      changed = p.run(m, ctx);
    } finally {
      if (timers != null) timers.stop();
    }
    if (dumps.after(p.name())) dumps.module("After", p, m, ctx.out());
    // A module pass says only whether it changed the module: no function's analyses are known valid.
    if (changed) ctx.analyses().clear();
    return changed;
  }

  /** What one function's run of a stage left: its context (to commit) and how it ended. */
  private record FunctionRun(PassContext ctx, boolean changed, Throwable failure) {}

  private boolean runStage(Module m, List<FunctionPass> stage, PassContext ctx, IrDumps dumps) {
    List<Function> functions = m.definedFunctions();
    int n = functions.size();
    FunctionRun[] runs = new FunctionRun[n];
    List<Integer> order = new ArrayList<>(n);
    for (int k = 0; k < n; k++) order.add(k);
    UseSegments split = UseSegments.split(m, functions);
    try {
      Parallel.forEach(order, dumps.any() ? 1 : threads, k -> runs[k] = runFunction(functions.get(k), stage, ctx, split, dumps));
    } finally {
      split.merge();
    }
    boolean changed = false;
    for (FunctionRun r : runs) {
      ctx.commit(r.ctx());
      if (r.failure() instanceof RuntimeException e) throw e;
      if (r.failure() instanceof Error e) throw e;
      changed |= r.changed();
    }
    return changed;
  }

  /**
   * Whether pass {@code p} runs on {@code f}: not on an {@code optnone} function unless the pass is
   * required. The one place Hoist asks about {@code optnone}: module passes that work function by
   * function (analysis printers) ask it too.
   */
  public static boolean runsOn(Pass p, Function f) {
    return p.isRequired() || !f.hasFnAttr("optnone");
  }

  /** The function definitions of {@code m} that pass {@code p} runs on, in module order. */
  public static List<Function> functionsFor(Pass p, Module m) {
    List<Function> l = new ArrayList<>();
    for (Function f : m.definedFunctions()) if (runsOn(p, f)) l.add(f);
    return l;
  }

  private static FunctionRun runFunction(Function f, List<FunctionPass> stage, PassContext module, UseSegments split,
      IrDumps dumps) {
    PassContext ctx = module.forFunction();
    PassTimers timers = ctx.timers();
    boolean changed = false;
    split.enter(f);
    try {
      for (FunctionPass p : stage) {
        if (!runsOn(p, f)) continue;
        if (dumps.before(p.name())) dumps.function("Before", p, f, ctx.out());
        if (timers != null) timers.start(p.llvmName());
        Preserved kept;
        try {
          kept = p.run(f, ctx);
        } finally {
          if (timers != null) timers.stop();
        }
        ctx.analyses().invalidate(f, kept);
        AnalysisVerification.check(ctx, f, p.name());
        changed |= !kept.isAll();
        HeapBudget.check();
        if (dumps.after(p.name())) dumps.function("After", p, f, ctx.out());
      }
      return new FunctionRun(ctx, changed, null);
    } catch (RuntimeException | Error e) {
      return new FunctionRun(ctx, changed, e);
    } finally {
      split.exit();
    }
  }
}
