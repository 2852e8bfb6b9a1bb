package dev.hoist.transform.split;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.Function;
import dev.hoist.ir.print.InstructionText;
import dev.hoist.ir.print.LocalNames;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.Remark;
import dev.hoist.pass.RemarkBuilder;

/**
 * What {@code loop-iteration-split} and {@code loop-guard-exit} tell the user: statistics
 * ({@code -stats}), remarks ({@code -pass-remarks=loop-iteration-split},
 * {@code -pass-remarks-missed=...}) and a {@code -debug-only=loop-iteration-split} trace, one line
 * per decision:
 *
 * <pre>
 *   LIS: @f: loop %loop: condition %c = icmp slt i64 %iv, %a: pieces true, false (no effect)
 *   LIS: @f: loop %loop: bounds restricted to 1 of 2 pieces
 *   LIS: @g: loop %for.body: not split: MayWrap
 * </pre>
 */
final class SplitReporter {
  private final PassContext ctx;
  private final String pass, tag, notDone;
  private final boolean debug;

  /**
   * Reports for {@code pass} (also its debug type), trace lines starting with {@code tag}, missed
   * remarks saying "loop not {@code notDone}".
   */
  SplitReporter(PassContext ctx, String pass, String tag, String notDone) {
    this.ctx = ctx;
    this.pass = pass;
    this.tag = tag;
    this.notDone = notDone;
    this.debug = ctx.debugEnabled(pass);
  }

  /**
   * A pass's run over one function's loops, {@code decide} deciding about each: null when it changed
   * the loop (nothing then stays valid), else why not, which is reported here.
   */
  dev.hoist.pass.loop.LoopPass.LoopRun loopRun(java.util.function.Function<Loop, Rejection> decide) {
    return loop -> {
      Rejection why = decide.apply(loop);
      if (why == null) return dev.hoist.pass.Preserved.none();
      rejected(loop, why);
      return dev.hoist.pass.Preserved.all();
    };
  }

  /** The condition chosen and which of its pieces have effects. */
  void condition(Loop loop, MonotonicCondition c, boolean[] observable) {
    if (!debug) return;
    StringBuilder b = new StringBuilder(prefix(loop)).append("condition ").append(InstructionText.of(c.cmp())).append(": pieces");
    for (int i = 0; i < observable.length; i++) {
      b.append(i == 0 ? " " : ", ").append(c.pieces().get(i).value()).append(observable[i] ? "" : " (no effect)");
    }
    ctx.debug(pass, b.toString());
  }

  /**
   * A decision about to be carried out; {@link Decision#done} reports it once the loop changed (the
   * texts are taken before, while the condition and the loop's names are still there).
   */
  Decision decide(Loop loop, MonotonicCondition c) {
    // Spelling the texts numbers the function's values: only for a trace or a remark that shows them.
    boolean shown = debug || ctx.remarks().enabled(pass, Remark.Kind.PASSED);
    return new Decision(shown ? prefix(loop) : null, shown ? InstructionText.of(c.cmp()) : null, c.pieces().size(),
        loop.startInstruction(), loop.startLocation());
  }

  final class Decision {
    private final String prefix, condition;
    private final int pieces;
    private final dev.hoist.ir.Instruction at;
    private final dev.hoist.ir.metadata.MDNode start;
    private final Function fn;

    private Decision(String prefix, String condition, int pieces, dev.hoist.ir.Instruction at,
        dev.hoist.ir.metadata.MDNode start) {
      this.prefix = prefix;
      this.condition = condition;
      this.pieces = pieces;
      this.at = at;
      this.start = start;
      this.fn = at.function();
    }

    /** The branch on the condition now leaves the loop when the condition is {@code exitValue}. */
    void exits(boolean exitValue) {
      ctx.stats().inc(pass, "Number of guarded blocks turned into early exits");
      if (debug) ctx.debug(pass, prefix + "exits when the condition is " + exitValue);
      if (ctx.remarks().enabled(pass, Remark.Kind.PASSED)) {
        ctx.remarks().emit(RemarkBuilder.passed(pass, "EarlyExit", at).aboutLoop(start).inFunction(fn)
            .text("loop exits at the first iteration where ").arg("Condition", condition).text(" is ")
            .arg("Value", exitValue).text("; the iterations from there on have no effect").build());
      }
    }

    /** The loop now runs {@code loops} loops (1: its bounds were restricted to where the condition is {@code kept}). */
    void done(int loops, boolean kept) {
      if (loops == 1) {
        ctx.stats().inc(pass, "Number of loops whose bounds were restricted");
        if (debug) ctx.debug(pass, prefix + "bounds restricted to 1 of " + pieces + " pieces");
        if (ctx.remarks().enabled(pass, Remark.Kind.PASSED)) {
          ctx.remarks().emit(RemarkBuilder.passed(pass, "BoundsRestricted", at).aboutLoop(start).inFunction(fn)
              .text("loop bounds restricted to the iterations where ").arg("Condition", condition)
              .text(" is ").arg("Value", kept).text("; the others have no effect").build());
        }
        return;
      }
      ctx.stats().inc(pass, "Number of loops split");
      ctx.stats().add(pass, "Number of loops made by splitting", loops - 1);
      if (debug) {
        ctx.debug(pass, prefix + "split into " + loops + " loops" + (loops < pieces ? ", " + (pieces - loops) + " not run (no effect)" : ""));
      }
      if (ctx.remarks().enabled(pass, Remark.Kind.PASSED)) {
        ctx.remarks().emit(RemarkBuilder.passed(pass, "IterationSetSplit", at).aboutLoop(start).inFunction(fn)
            .text("loop split into ").arg("NumLoops", loops).text(" loops at the iterations where ")
            .arg("Condition", condition).text(" changes").build());
      }
    }
  }

  void rejected(Loop loop, Rejection why) {
    ctx.stats().inc(pass, "Number of loops not " + notDone + ": " + why.remarkName);
    if (debug) ctx.debug(pass, prefix(loop) + "not " + notDone + ": " + why.remarkName + " (" + why.message + ")");
    if (!why.quiet() && ctx.remarks().enabled(pass, Remark.Kind.MISSED)) {
      ctx.remarks().emit(RemarkBuilder.missed(pass, why.remarkName, loop.startInstruction()).aboutLoop(loop.startLocation())
          .text("loop not " + notDone + ": ").arg("Reason", why.message).build());
    }
  }

  private String prefix(Loop loop) {
    Function f = loop.header().parent();
    return tag + ": @" + f.name() + ": loop " + new LocalNames(f).of(loop.header()) + ": ";
  }
}
