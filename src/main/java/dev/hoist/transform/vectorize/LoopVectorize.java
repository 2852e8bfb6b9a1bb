package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.transform.rotate.LoopRotate;
import dev.hoist.transform.util.NameUniquer;
import java.util.HashSet;
import java.util.Set;

/**
 * {@code loop-vectorize}: runs simple innermost loops several iterations at a time on SSE-sized
 * vectors (four {@code i32} or {@code float}, two {@code i64} or {@code double}), as LLVM's
 * LoopVectorize does with interleaving off. Seed 002 asks for work beyond LICM on the loops LICM
 * leaves behind; once the invariant work is out and versioning has proven the accesses apart,
 * what remains in a loop such as {@code a[i] = b[i] + k} is exactly what vectors do well.
 *
 * <p>clang's {@code -O1} marks every loop {@code llvm.loop.unroll.disable}; that forbids
 * unrolling and interleaving, not vectorization (LLVM reads it the same way), so it is honoured
 * by using one vector per value. {@code llvm.loop.vectorize.enable} false, or a
 * {@code llvm.loop.vectorize.width} of 1, keeps a loop scalar; a width greater than 1 is used.
 * Legality is {@link VectorizationLegality}; the code, {@link VectorLoopEmitter}.
 *
 * <p>Flags: {@code -vectorize-loops} (true) and {@code -force-vector-width=N} (0: the register
 * width decides); {@code -runtime-memory-check-threshold} (8) bounds the overlap checks.
 */
public final class LoopVectorize implements FunctionPass {
  static final String PASS = "loop-vectorize";

  @Override
  public String name() {
    return PASS;
  }

  @Override
  public boolean run(Function f, PassContext ctx) {
    if (!ctx.options().getBool("vectorize-loops", true)) return false;
    LoopVectorizeReporter report = new LoopVectorizeReporter(ctx);
    int forcedWidth = ctx.options().getInt("force-vector-width", 0);
    int maxChecks = ctx.options().getInt("runtime-memory-check-threshold", 8);
    boolean sizeMatters = f.hasFnAttr("optsize") || f.hasFnAttr("minsize") || f.hasFnAttr("noimplicitfloat");
    Set<BasicBlock> tried = new HashSet<>();
    NameUniquer names = null;
    VectorLoopEmitter.Marks marks = null;
    boolean changed = false;
    search:
    while (true) {
      LoopInfo li = ctx.analyses().get(f, LoopInfo.KEY);
      if (li.isEmpty()) break;
      for (Loop l : li.loopsInnermostFirst()) {
        if (!l.subLoops().isEmpty() || !tried.add(l.header())) continue;
        MDNode id = l.loopId();
        if (hint(id, "llvm.loop.isvectorized") > 0) continue;
        report.analyzed();
        long enable = hint(id, "llvm.loop.vectorize.enable");
        long width = hint(id, "llvm.loop.vectorize.width");
        if (enable == 0 || width == 1) {
          report.rejected(l, new VectorizationLegality.Rejection("MissedExplicitlyDisabled",
              "vectorization is explicitly disabled"));
          continue;
        }
        if (sizeMatters) {
          report.rejected(l, new VectorizationLegality.Rejection("OptSize",
              "the function is optimized for size or may not use vector registers"));
          continue;
        }
        if (l.numBlocks() >= 2 && TopTestedLoops.looksVectorizable(l) && LoopRotate.rotateOne(l, f, ctx.analyses())) {
          // Rotated into the one-block form the vectorizer takes (as LLVM's pipeline rotates
          // before vectorizing); judge it afresh in the new loop structure.
          tried.remove(l.header());
          report.rotated();
          continue search;
        }
        ScalarEvolution se = ctx.analyses().get(f, ScalarEvolution.KEY);
        AliasAnalysis aa = ctx.analyses().get(f, AliasAnalysis.KEY);
        // Widths must be powers of two (n.vec = btc & -width); LLVM ignores other hints too.
        int w = width > 1 && width <= 64 && Long.bitCount(width) == 1 ? (int) width
            : forcedWidth > 1 && forcedWidth <= 64 && Integer.bitCount(forcedWidth) == 1 ? forcedWidth : 0;
        DominatorTree dt = ctx.analyses().get(f, Analyses.DOMTREE);
        VectorizationLegality.Verdict v = VectorizationLegality.analyze(l, se, aa, dt, w, maxChecks);
        if (v.plan() == null) {
          report.rejected(l, v.rejection());
          continue;
        }
        if (names == null) {
          names = new NameUniquer(f);
          marks = VectorLoopEmitter.Marks.create();
        }
        report.vectorized(l, v.plan());
        VectorLoopEmitter.emit(v.plan(), se, names, marks);
        changed = true;
        ctx.analyses().preserveNone(f);
        continue search;
      }
      break;
    }
    return changed;
  }

  /**
   * The integer of loop property {@code name} ({@code !{!"name", i32 N}} or {@code i1}), 1 for a
   * bare {@code !{!"name"}}, -1 when absent.
   */
  static long hint(MDNode id, String name) {
    if (id == null) return -1;
    for (int k = 1; k < id.numOperands(); k++) {
      if (!(id.operand(k) instanceof MDNode p) || !p.isTuple() || p.numOperands() == 0) continue;
      if (!(p.operand(0) instanceof MDString s) || !s.value().equals(name)) continue;
      if (p.numOperands() == 1) return 1;
      if (p.operand(1) instanceof ValueAsMetadata v && v.value() instanceof ConstantInt c) return c.zextValue();
      return 1;
    }
    return -1;
  }
}
