package dev.hoist.transform.versioning;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import dev.hoist.pass.loop.LoopContext;
import dev.hoist.pass.loop.LoopPass;
import dev.hoist.pass.loop.LoopPassManager;
import dev.hoist.transform.rotate.LoopRotate;
import dev.hoist.transform.util.ConstantAddresses;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * {@code loop-versioning-licm} (LLVM's LoopVersioningLICM): where LICM had to leave invariant loads and stores in a
 * loop because other accesses may alias them, build a fast version of the loop in which runtime
 * checks have proved them apart (scoped no-alias metadata tells LICM so) and keep the original as
 * the safe version. The {@code licm} run that follows does the hoisting and promotion.
 *
 * <p>A loop pass: loops are visited innermost first; each loop is decided once
 * ({@link VersioningAnalysis}), both versions are marked so that neither is versioned again (and the
 * safe version is not visited), and the loop pass manager restores loop-simplify form and LCSSA
 * after each versioning (the versions' exits are shared at first). Unlike LLVM 14's pass, loops with several exits are versioned too, and the
 * default pipeline rotates top-tested loops first ({@code licm-rotate}).
 */
public final class LoopVersioningLicm implements LoopPass {
  public static final PassInfo INFO = LoopPassManager.declare(VersioningReporter.PASS, "LoopVersioningLICMPass",
      "loop versioning for LICM: a fast version behind runtime non-overlap checks", LoopVersioningLicm::new,
      VersioningOptions.OPTIONS);

  @Override
  public PassInfo info() {
    return INFO;
  }

  /**
   * One function's loops: what versioning creates (checks, clones, scope metadata) belongs to the
   * function, so functions are versioned in parallel like the other function passes.
   */
  @Override
  public LoopRun start(LoopContext cx) {
    VersioningOptions opts = VersioningOptions.from(cx.pass().options());
    if (!opts.enabled()) return null;
    VersioningReporter rep = new VersioningReporter(cx.pass());
    // Accesses are grouped by pointer: one object per constant address (see ConstantAddresses).
    boolean unified = ConstantAddresses.unify(cx.function());
    Set<BasicBlock> rotated = Collections.newSetFromMap(new IdentityHashMap<>());
    return new LoopRun() {
      @Override
      public Preserved run(Loop loop) {
        rep.analyzed();
        if (loop.preheader() == null || loop.latch() == null) {
          rep.rejected(loop, Rejection.ILLEGAL_STRUCTURE, "");
          return Preserved.all();
        }
        ScalarEvolution se = cx.scev();
        VersioningAnalysis va = new VersioningAnalysis(loop, se, cx.aa(), opts, loop.preheader().terminator()).run();
        if (va.plan() == null) {
          rep.rejected(loop, va.rejection(), va.detail());
          return Preserved.all();
        }
        if (isTopTested(loop) && rotated.add(loop.header()) && LoopRotate.rotate(loop, cx.names())) {
          // LICM hoists a freed load only if it runs on every iteration: the loop is rotated first,
          // and decided again as the loop it now is (its header is another block).
          return Preserved.none();
        }
        Instruction checkAt = checkPoint(loop, va.plan(), se, opts);
        boolean hoisted = checkAt != loop.preheader().terminator();
        rep.versioned(loop, va.plan(), hoisted);
        var v = LoopVersioner.version(loop, va.plan(), se, checkAt, opts.annotateNoAlias(), cx.names());
        cx.skip(v.safeHeader());
        return Preserved.none();
      }

      @Override
      public Preserved finish() {
        return unified ? Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS) : Preserved.all();
      }
    };
  }

  /** A loop that tests its condition at the top: its latch does not exit, so its body may not run. */
  private static boolean isTopTested(Loop loop) {
    return !loop.isExiting(loop.latch()) && loop.isExiting(loop.header());
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
