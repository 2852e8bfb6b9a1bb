package dev.hoist.transform.warn;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.Function;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.PassManager;
import dev.hoist.pass.RemarkBuilder;
import dev.hoist.pass.SimplePass;
import dev.hoist.transform.loopversioning.LoopMarks;
import java.util.List;

/**
 * {@code transform-warning}: LLVM's WarnMissedTransformationsPass. A loop whose metadata still asks
 * for a transformation the source forced ({@code #pragma clang loop vectorize(enable)},
 * {@code unroll(full)}, {@code distribute(enable)}) once the passes have run was not transformed,
 * and the user is told, with a warning printed whatever {@code -pass-remarks} says:
 *
 * <pre>
 *   warning: t.c:4:3: loop not vectorized: the optimizer was unable to perform the requested
 *   transformation; the transformation might be disabled or specified as part of an unsupported
 *   transformation ordering
 * </pre>
 *
 * A pass that makes the transformation replaces the request with its marker ({@code
 * llvm.loop.isvectorized}, {@code llvm.loop.unroll.disable}), so what is left is what was not
 * done. Whether a request is forced follows LLVM's TransformationMode rules: an explicit disable
 * or a count of one suppresses it, {@code llvm.loop.isvectorized} ends a vectorize request, a
 * vector width and interleave count of one suppress it.
 */
public final class WarnMissedTransforms {
  private WarnMissedTransforms() {}

  static final String PASS = "transform-warning";

  public static final PassInfo INFO = SimplePass.declare(PASS, "WarnMissedTransformationsPass",
      "warns about loop transformations the source forced and no pass made", List.of(), (self, m, ctx) -> {
        for (Function f : PassManager.functionsFor(self, m)) {
          for (Loop l : ctx.analyses().get(f, LoopInfo.KEY).loopsPreorder()) warn(l, ctx);
        }
        return false;
      });

  private static final String TAIL = ": the optimizer was unable to perform the requested transformation; the"
      + " transformation might be disabled or specified as part of an unsupported transformation ordering";

  private static void warn(Loop l, PassContext ctx) {
    MDNode id = l.loopId();
    if (id == null) return;
    if (forcedCountable(id, "llvm.loop.unroll")) emit(l, ctx, "FailedRequestedUnrolling", "loop not unrolled");
    if (forcedCountable(id, "llvm.loop.unroll_and_jam")) {
      emit(l, ctx, "FailedRequestedUnrollAndJamming", "loop not unroll-and-jammed");
    }
    if (vectorizeForced(id)) {
      Integer width = LoopMarks.intAttribute(id, "llvm.loop.vectorize.width");
      Integer interleave = LoopMarks.intAttribute(id, "llvm.loop.interleave.count");
      if (width == null || isVector(id, width)) emit(l, ctx, "FailedRequestedVectorization", "loop not vectorized");
      else if (interleave == null || interleave != 1) emit(l, ctx, "FailedRequestedInterleaving", "loop not interleaved");
    }
    if (Boolean.TRUE.equals(LoopMarks.boolAttribute(id, "llvm.loop.distribute.enable"))) {
      emit(l, ctx, "FailedRequestedDistribution", "loop not distributed");
    }
  }

  private static void emit(Loop l, PassContext ctx, String name, String what) {
    ctx.remarks().emit(RemarkBuilder.failure(PASS, name, l.startInstruction()).aboutLoop(l.startLocation())
        .text(what + TAIL).build());
  }

  /** LLVM's hasUnrollTransformation (and unroll-and-jam's) is TM_ForcedByUser, for {@code prefix}. */
  private static boolean forcedCountable(MDNode id, String prefix) {
    if (Boolean.TRUE.equals(LoopMarks.boolAttribute(id, prefix + ".disable"))) return false;
    Integer count = LoopMarks.intAttribute(id, prefix + ".count");
    if (count != null) return count != 1;
    return Boolean.TRUE.equals(LoopMarks.boolAttribute(id, prefix + ".enable"))
        || prefix.equals("llvm.loop.unroll") && Boolean.TRUE.equals(LoopMarks.boolAttribute(id, "llvm.loop.unroll.full"));
  }

  /** LLVM's hasVectorizeTransformation is TM_ForcedByUser. */
  private static boolean vectorizeForced(MDNode id) {
    Boolean enable = LoopMarks.boolAttribute(id, "llvm.loop.vectorize.enable");
    if (!Boolean.TRUE.equals(enable)) return false;
    Integer width = LoopMarks.intAttribute(id, "llvm.loop.vectorize.width");
    Integer interleave = LoopMarks.intAttribute(id, "llvm.loop.interleave.count");
    if (width != null && isScalar(id, width) && interleave != null && interleave == 1) return false;
    return !Boolean.TRUE.equals(LoopMarks.boolAttribute(id, "llvm.loop.isvectorized"));
  }

  private static boolean scalable(MDNode id) {
    Integer s = LoopMarks.intAttribute(id, "llvm.loop.vectorize.scalable.enable");
    return s != null && s != 0;
  }

  private static boolean isScalar(MDNode id, int width) {
    return !scalable(id) && width == 1;
  }

  private static boolean isVector(MDNode id, int width) {
    return scalable(id) ? width != 0 : width > 1;
  }
}
