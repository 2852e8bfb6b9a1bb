package dev.hoist.pass.loop;

import dev.hoist.analysis.Loop;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import java.util.EnumSet;
import java.util.Set;

/**
 * A pass over one loop at a time (LLVM's loop pass). The {@link LoopPassManager} does everything
 * around it: it skips {@code optnone} functions and functions without loops, puts every loop in the
 * canonical form the pass {@link #requires} (loop-simplify form: a preheader, one latch, dedicated
 * exits; LCSSA), visits the loops innermost first, restores the form after a pass changed the CFG,
 * follows loops the pass made or wants to see again, and drops the analyses the pass did not
 * preserve. A loop pass only decides about the loop it is given and changes it.
 *
 * <h2>Writing one</h2>
 *
 * <pre>
 *   public final class CountLoops implements LoopPass {
 *     static final Option&lt;Integer&gt; MIN_DEPTH = Option.unsigned("count-loops-min-depth", 1, "Count loops this deep");
 *     public static final PassInfo INFO = LoopPassManager.declare("count-loops", "CountLoopsPass",
 *         "counts loops", CountLoops::new, List.of(MIN_DEPTH));
 *
 *     public PassInfo info() { return INFO; }
 *
 *     public LoopRun start(LoopContext cx) {              // once per function, before its first loop
 *       int min = cx.option(MIN_DEPTH);
 *       return loop -&gt; {                                  // each loop, innermost first
 *         if (loop.depth() &lt; min) return Preserved.all();
 *         cx.stats().inc("count-loops", "Number of loops counted");
 *         return Preserved.all();                         // nothing changed
 *       };
 *     }
 *   }
 * </pre>
 *
 * then list {@code CountLoops.INFO} in the pass catalog; {@code hoist -passes=count-loops} runs it,
 * {@code -count-loops-min-depth=2} sets its option, {@code --help} lists both.
 *
 * <ul>
 *   <li>Analyses come from the context ({@link LoopContext#loops()}, {@link LoopContext#domTree()},
 *       {@link LoopContext#scev()}, {@link LoopContext#aa()}), computed when first asked and valid
 *       until the pass returns. Return what stayed valid: {@link Preserved#all()} when nothing
 *       changed; {@code Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS)} when only
 *       instructions moved; {@link Preserved#none()} after changing blocks or edges.
 *   <li>A pass that changes the CFG must leave the loops it did not make in the forms it required;
 *       the manager puts them back in form anyway before the next loop (loops a pass clones or
 *       rotates lose it). A loop the pass made and must not visit (a version) is given to
 *       {@link LoopContext#skip}; one that must also keep the shape the pass gave it (a vector
 *       loop), to {@link LoopContext#leaveAlone}; a loop to visit again, to {@link LoopContext#revisit}.
 *   <li>State kept across the loops of one function (a reporter, a set of loops decided) lives in
 *       the {@link LoopRun} that {@link #start} makes, never in fields of the pass: one pass
 *       object serves every function, on several threads ({@code -j N}).
 *   <li>Report through the context: {@link LoopContext#remarks()}, {@link LoopContext#stats()},
 *       {@link LoopContext#debug}; new values get names from {@link LoopContext#names()}.
 * </ul>
 */
public interface LoopPass {
  /** The canonical forms a loop is in when the pass sees it. */
  enum Form {
    /** loop-simplify form: a preheader, a single latch, dedicated exit blocks. */
    SIMPLIFIED,
    /** Loop-closed SSA: values used outside a loop leave it through phis in its exit blocks. */
    LCSSA
  }

  /** Its declaration (made with {@link LoopPassManager#declare}). */
  PassInfo info();

  /** The forms the manager establishes before the pass runs; both by default, as LLVM's loop passes. */
  default Set<Form> requires() {
    return EnumSet.allOf(Form.class);
  }

  /**
   * Starts the pass on one function, before the manager puts its loops in form: what the pass keeps
   * across the function's loops is made here. Null when the pass has nothing to do in this
   * function (it is disabled by an option): the manager then leaves the function as it is.
   */
  LoopRun start(LoopContext cx);

  /** One function's run of a loop pass. */
  @FunctionalInterface
  interface LoopRun {
    /** Runs on {@code loop}; returns what stayed valid. */
    Preserved run(Loop loop);

    /**
     * After the function's last loop: what stays valid beyond this pass's run. An analysis a pass
     * kept up to date well enough for its own later loops (alias analysis, for LICM) but not for
     * other passes is given up here.
     */
    default Preserved finish() {
      return Preserved.all();
    }
  }
}
