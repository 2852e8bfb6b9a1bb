package dev.hoist.transform.versioning;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.transform.rotate.LoopRotate;
import dev.hoist.transform.util.ConstantAddresses;
import dev.hoist.transform.util.Lcssa;
import dev.hoist.transform.util.LoopSimplify;
import dev.hoist.transform.util.NameUniquer;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * {@code loop-versioning-licm} (seed 000): where LICM had to leave invariant loads and stores in a
 * loop because other accesses may alias them, build a fast version of the loop in which runtime
 * checks have proved them apart (scoped no-alias metadata tells LICM so) and keep the original as
 * the safe version. The {@code licm} run that follows does the hoisting and promotion.
 *
 * <p>Loops are visited innermost first; each loop is decided once ({@link VersioningAnalysis}),
 * both versions are marked so that neither is versioned again, and analyses are recomputed after
 * each versioning. Unlike LLVM 14's pass, loops with several exits are versioned too, and the
 * default pipeline rotates top-tested loops first ({@code licm-rotate}).
 */
public final class LoopVersioningLicm implements FunctionPass {
  @Override
  public String name() {
    return VersioningReporter.PASS;
  }

  /**
   * One function: what versioning creates (checks, clones, scope metadata) belongs to the
   * function, so functions are versioned in parallel like the other function passes.
   */
  @Override
  public boolean run(Function f, PassContext ctx) {
    VersioningOptions opts = VersioningOptions.from(ctx.options());
    if (!opts.enabled()) return false;
    return runOnFunction(f, ctx.analyses(), opts, new VersioningReporter(ctx));
  }

  static boolean runOnFunction(Function f, AnalysisManager am, VersioningOptions opts, VersioningReporter rep) {
    if (am.get(f, Analyses.LOOPS).isEmpty()) return false;
    boolean changed = canonicalize(f, am);
    changed |= ConstantAddresses.unify(f);
    Set<BasicBlock> decided = Collections.newSetFromMap(new IdentityHashMap<>());
    Set<BasicBlock> rotated = Collections.newSetFromMap(new IdentityHashMap<>());
    NameUniquer names = new NameUniquer(f);
    while (true) {
      Loop loop = nextUndecided(am.get(f, Analyses.LOOPS), decided);
      if (loop == null) break;
      decided.add(loop.header());
      rep.analyzed();
      if (loop.preheader() == null || loop.latch() == null) {
        rep.rejected(loop, Rejection.ILLEGAL_STRUCTURE, "");
        continue;
      }
      ScalarEvolution se = am.get(f, ScalarEvolution.KEY);
      AliasAnalysis aa = am.get(f, AliasAnalysis.KEY);
      VersioningAnalysis va = new VersioningAnalysis(loop, se, aa, opts, loop.preheader().terminator()).run();
      if (va.plan() == null) {
        rep.rejected(loop, va.rejection(), va.detail());
        continue;
      }
      if (isTopTested(loop) && !rotated.contains(loop.header())) {
        // LICM hoists a freed load only if it runs on every iteration: rotate the loop first, and
        // decide again on the rotated loop (its header is another block).
        rotated.add(loop.header());
        if (LoopRotate.rotateOne(loop, f, am)) {
          canonicalize(f, am);
          changed = true;
          continue;
        }
      }
      Instruction checkAt = checkPoint(loop, va.plan(), se, opts);
      boolean hoisted = checkAt != loop.preheader().terminator();
      rep.versioned(loop, va.plan(), hoisted);
      var v = LoopVersioner.version(loop, va.plan(), se, checkAt, opts.annotateNoAlias(), names);
      decided.add(v.safeHeader());
      am.preserveNone(f);
      canonicalize(f, am);
      changed = true;
    }
    return changed;
  }

  /** Loop-simplify and LCSSA, which versioning needs and restores (the versions' exits are shared at first). */
  private static boolean canonicalize(Function f, AnalysisManager am) {
    boolean changed = false;
    if (LoopSimplify.simplify(f, am)) {
      am.preserveNone(f);
      changed = true;
    }
    if (Lcssa.form(f, am)) {
      am.preserveNone(f);
      changed = true;
    }
    return changed;
  }

  /** A loop that tests its condition at the top: its latch does not exit, so its body may not run. */
  private static boolean isTopTested(Loop loop) {
    return !loop.isExiting(loop.latch()) && loop.isExiting(loop.header());
  }

  private static Loop nextUndecided(LoopInfo li, Set<BasicBlock> decided) {
    for (Loop l : li.loopsInnermostFirst()) if (!decided.contains(l.header())) return l;
    return null;
  }

  /**
   * Where the checks go: with {@code -hoist-runtime-checks}, the outer loop's preheader when every
   * bound is invariant in the outer loop and computable there (the checks then run once per outer
   * loop, not once per inner loop entry); else the loop's own preheader.
   */
  private static Instruction checkPoint(Loop loop, Plan plan, ScalarEvolution se, VersioningOptions opts) {
    Instruction own = loop.preheader().terminator();
    Loop outer = loop.parent();
    if (!opts.hoistChecks() || outer == null || outer.preheader() == null) return own;
    Instruction there = outer.preheader().terminator();
    ScevExpander ex = new ScevExpander(se);
    for (dev.hoist.analysis.access.PointerGroup g : plan.groups()) {
      if (!se.isLoopInvariant(g.start(), outer) || !se.isLoopInvariant(g.end(), outer)) return own;
      if (!ex.isSafeToExpand(g.start(), there) || !ex.isSafeToExpand(g.end(), there)) return own;
    }
    return there;
  }
}
