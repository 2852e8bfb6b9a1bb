package dev.hoist.transform.flatten;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Function;
import dev.hoist.ir.print.LocalNames;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.Remark;
import dev.hoist.pass.RemarkBuilder;
import java.util.function.Supplier;

/**
 * What {@code loop-flatten} tells the user: LLVM's remark {@code Flattened} ("Flattened into outer
 * loop", at the inner loop) for each nest flattened and a missed remark named after the
 * {@link Rejection} for each pair of loops that is not, LLVM's statistic and Hoist's, and a
 * {@code -debug-only=loop-flatten} trace in the words of LLVM's:
 *
 * <pre>
 *   Loop flattening running on outer loop %for.cond1.preheader and inner loop %for.body4 in f
 *   Found trip count: inner %m, outer %n
 *   checkPHIs: OK
 *   Multiply might overflow, versioning loop
 *   Checks all passed, doing the transformation
 * </pre>
 */
final class FlattenReporter {
  static final String PASS = "loop-flatten";
  private final PassContext ctx;
  private final boolean debug;

  FlattenReporter(PassContext ctx) {
    this.ctx = ctx;
    this.debug = ctx.debugEnabled(PASS);
  }

  /** A trace line, made only when {@code -debug-only=loop-flatten} asks for it. */
  void trace(Supplier<String> line) {
    if (debug) ctx.debug(PASS, line.get());
  }

  void start(Loop outer, Loop inner) {
    if (!debug) return;
    Function f = outer.header().parent();
    LocalNames names = new LocalNames(f);
    ctx.debug(PASS, "Loop flattening running on outer loop " + names.of(outer.header()) + " and inner loop "
        + names.of(inner.header()) + " in " + f.name());
  }

  /** The name of {@code l}'s header for the trace (before a change that may replace it), or null when not tracing. */
  String headerName(Loop l) {
    return debug ? new LocalNames(l.header().parent()).of(l.header()) : null;
  }

  /** A loop whose header was named {@code header} (by {@link #headerName}) was rotated. */
  void rotated(String header) {
    ctx.stats().inc(PASS, "Number of loops rotated for flattening");
    trace(() -> "Rotated top-tested loop " + header);
  }

  /** Called before the transformation, while the inner loop still is one. */
  void flattened(Loop inner, FlattenPlan plan) {
    ctx.stats().inc(PASS, "Number of loops flattened");
    switch (plan.overflow()) {
      case WIDENED -> ctx.stats().inc(PASS, "Number of flattened loops with a widened counter");
      case VERSIONED -> ctx.stats().inc(PASS, "Number of flattened loops versioned on overflow");
      case CANNOT_OVERFLOW -> {}
    }
    if (!plan.shape().guards.isEmpty()) ctx.stats().inc(PASS, "Number of flattened loops entered through guards");
    trace(() -> "Checks all passed, doing the transformation");
    if (ctx.remarks().enabled(PASS, Remark.Kind.PASSED)) {
      ctx.remarks().emit(RemarkBuilder.passed(PASS, "Flattened", inner.startInstruction()).aboutLoop(inner.startLocation())
          .text("Flattened into outer loop").build());
    }
  }

  void rejected(Loop inner, Rejected r) {
    ctx.stats().inc(PASS, "Number of loop pairs not flattened: " + r.why.remarkName());
    trace(() -> r.why.message() + (r.detail().isEmpty() ? "" : ": " + r.detail()));
    if (ctx.remarks().enabled(PASS, Remark.Kind.MISSED)) {
      RemarkBuilder b = RemarkBuilder.missed(PASS, r.why.remarkName(), inner.startInstruction())
          .aboutLoop(inner.startLocation()).text(r.why.message());
      String detail = r.detail();
      if (!detail.isEmpty()) b.text(": ").arg("Detail", detail);
      ctx.remarks().emit(b.build());
    }
  }
}
