package dev.hoist.pass.loop;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.pass.Option;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.Preserved;
import dev.hoist.pass.Remarks;
import dev.hoist.pass.Statistics;
import dev.hoist.transform.util.NameUniquer;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * What a {@link LoopPass} sees of the world while it runs on one function's loops (LLVM's
 * {@code LoopStandardAnalysisResults} and {@code LPMUpdater} in one): the function, its analyses,
 * the pass context for options, remarks, statistics and debug output, one name table, and the
 * updater calls that tell the {@link LoopPassManager} which loops to leave alone or visit again.
 */
public final class LoopContext {
  private final Function function;
  private final PassContext ctx;
  private NameUniquer names;
  int preheadersCreated;
  private Preserved recomputed = Preserved.none();
  /** Headers of the loops the manager must not visit (visited, or made by the pass and skipped). */
  final Set<BasicBlock> visited = Collections.newSetFromMap(new IdentityHashMap<>());
  /** Headers of loops the pass made and asked the manager to leave as they are (not even in form). */
  final Set<BasicBlock> leftAlone = Collections.newSetFromMap(new IdentityHashMap<>());
  /**
   * Where the manager's search for the next loop may resume: every loop before {@code scanFrom} in
   * {@code scanned}'s innermost-first order was visited. Valid while the loop nest is that one
   * and no loop was sent back to be visited again (the visited set only grows in between).
   */
  LoopInfo scanned;
  int scanFrom;

  LoopContext(Function function, PassContext ctx) {
    this.function = function;
    this.ctx = ctx;
  }

  public Function function() {
    return function;
  }

  /** The pass context: options, remarks, statistics, debug output. */
  public PassContext pass() {
    return ctx;
  }

  public AnalysisManager analyses() {
    return ctx.analyses();
  }

  public LoopInfo loops() {
    return ctx.analyses().get(function, Analyses.LOOPS);
  }

  public DominatorTree domTree() {
    return ctx.analyses().get(function, Analyses.DOMTREE);
  }

  public ScalarEvolution scev() {
    return ctx.analyses().get(function, ScalarEvolution.KEY);
  }

  public AliasAnalysis aa() {
    return ctx.analyses().get(function, AliasAnalysis.KEY);
  }

  public <T> T option(Option<T> o) {
    return ctx.options().get(o);
  }

  public Remarks remarks() {
    return ctx.remarks();
  }

  public Statistics stats() {
    return ctx.stats();
  }

  /** Prints a {@code -debug-only=type} line. */
  public void debug(String type, String line) {
    ctx.debug(type, line);
  }

  /**
   * The function's name table: every value and block the pass (and the manager's
   * canonicalization) names goes through it, so names never clash. The manager starts a new table
   * after each change to the CFG: blocks erased then free their names, as LLVM's symbol table
   * frees them, and a new table sees the function as it is.
   */
  public NameUniquer names() {
    if (names == null) names = new NameUniquer(function);
    return names;
  }

  /** Forgets the name table; the next {@link #names()} reads the function's names as they are then. */
  void freshNames() {
    names = null;
  }

  /**
   * Tells the manager that the pass, after its last change to the function, fetched
   * {@code analyses} again (to mark the loops it made, say): they describe the function as the
   * pass leaves it, so the manager keeps them instead of computing them once more. Holds for the
   * current loop's run only.
   */
  public void recomputed(Preserved analyses) {
    recomputed = analyses;
  }

  /** What {@link #recomputed} said during the run that just ended; forgets it. */
  Preserved takeRecomputed() {
    Preserved r = recomputed;
    recomputed = Preserved.none();
    return r;
  }

  /** Preheaders the manager's loop-simplify made before the pass's first loop (LICM counts them). */
  public int preheadersCreated() {
    return preheadersCreated;
  }

  /**
   * The loop headed by {@code header} was made by the pass (a version of the loop it decided about)
   * and is not to be visited; the manager keeps it in canonical form like every other loop.
   */
  public void skip(BasicBlock header) {
    visited.add(header);
  }

  /**
   * The loop headed by {@code header} was made by the pass in a shape of its own (a vector loop,
   * whose values leave it without LCSSA phis, as LLVM's vectorizer makes it) and is to be left as
   * it is: not visited, and not put in canonical form.
   */
  public void leaveAlone(BasicBlock header) {
    visited.add(header);
    leftAlone.add(header);
  }

  /** The loop headed by {@code header} is to be visited again (it changed so much it is another loop). */
  public void revisit(BasicBlock header) {
    visited.remove(header);
    scanned = null;
  }
}
