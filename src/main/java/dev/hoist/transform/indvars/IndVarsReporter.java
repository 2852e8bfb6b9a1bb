package dev.hoist.transform.indvars;

import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.print.InstructionText;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.Remark;
import dev.hoist.pass.RemarkBuilder;
import java.util.function.Supplier;

/**
 * What {@code indvars} tells the user about each decision: LLVM's statistics (under its debug type
 * {@code indvars}), a {@code -debug-only=indvars} trace in the words of LLVM's, and remarks
 * ({@code -pass-remarks=indvars}; LLVM 14's IndVarSimplify has none), one per change:
 *
 * <pre>
 *   INDVARS: Rewriting loop exit condition to:
 *         LHS:  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
 *          op:	!=
 *         RHS:	  %wide.trip.count = zext i32 %n to i64
 *   ExitCount:	(-1 + (zext i32 %n to i64))&lt;nsw&gt;
 *     was:   %c = icmp slt i64 %indvars.iv.next, %0
 * </pre>
 */
final class IndVarsReporter {
  static final String PASS = "indvars";
  static final String WIDENED = "Number of indvars widened";
  static final String EXTENSIONS = "Number of IV sign/zero extends eliminated";
  static final String EXIT_VALUES = "Number of exit values replaced";
  static final String EXIT_TESTS = "Number of loop exit tests replaced";
  static final String COMPARISONS = "Number of IV comparisons eliminated";
  private final PassContext ctx;
  private final boolean debug;

  IndVarsReporter(PassContext ctx) {
    this.ctx = ctx;
    this.debug = ctx.debugEnabled(PASS);
  }

  boolean debugging() {
    return debug;
  }

  /** A trace line of its own (say why something was left alone). */
  void note(String line) {
    if (debug) ctx.debug(PASS, "INDVARS: " + line);
  }

  private boolean remarks() {
    return ctx.remarks().enabled(PASS, Remark.Kind.PASSED);
  }

  /** {@code narrow} is the widened phi's text, taken before it was erased (null when not debugging). */
  void widened(String narrow, PhiInst wide, int extensionsRemoved) {
    ctx.stats().inc(PASS, WIDENED);
    ctx.stats().add(PASS, EXTENSIONS, extensionsRemoved);
    if (debug) ctx.debug(PASS, "INDVARS: Widen IV: " + narrow + "\nWide IV: " + text(wide));
    if (remarks()) {
      ctx.remarks().emit(RemarkBuilder.passed(PASS, "Widened", wide).text("induction variable widened to ")
          .arg("Type", wide.type()).text(", ").arg("NumExtends", extensionsRemoved)
          .text(extensionsRemoved == 1 ? " extension removed" : " extensions removed").build());
    }
  }

  /** The exit test {@code was} became {@code at}; called before the branch stops using {@code was}. */
  void exitTestReplaced(Instruction at, Value lhs, boolean ne, Value rhs, Supplier<String> exitCount, Value was) {
    ctx.stats().inc(PASS, EXIT_TESTS);
    if (debug) {
      ctx.debug(PASS, "INDVARS: Rewriting loop exit condition to:\n      LHS:" + text(lhs) + "\n       op:\t"
          + (ne ? "!=" : "==") + "\n      RHS:\t" + text(rhs) + "\nExitCount:\t" + exitCount.get() + "\n  was: "
          + (was instanceof Instruction i ? InstructionText.of(i) : InstructionText.operand(was, true)));
    }
    if (remarks()) {
      ctx.remarks().emit(RemarkBuilder.passed(PASS, "ExitTestReplaced", at).text("loop exit test replaced by ")
          .arg("Test", InstructionText.of(at)).text(" against the trip count ").arg("ExitCount", exitCount.get()).build());
    }
  }

  void exitValueReplaced(PhiInst lcssa, Instruction loopValue, Value afterLoop) {
    ctx.stats().inc(PASS, EXIT_VALUES);
    if (debug) ctx.debug(PASS, "INDVARS: RLEV: AfterLoopVal = " + text(afterLoop) + "\n  LoopVal = " + text(loopValue));
    if (remarks()) {
      Instruction at = afterLoop instanceof Instruction i && i.parent() != null ? i : lcssa;
      ctx.remarks().emit(RemarkBuilder.passed(PASS, "ExitValueReplaced", at).text("exit value of ").inst(loopValue)
          .text(" computed after the loop: ").arg("Value", InstructionText.operand(afterLoop, true)).build());
    }
  }

  /** {@code cmp} folded to {@code value} (before it is erased). */
  void comparisonEliminated(CmpInst cmp, boolean value, String why) {
    ctx.stats().inc(PASS, COMPARISONS);
    if (debug) ctx.debug(PASS, "INDVARS: Eliminated comparison: " + text(cmp) + " (always " + value + ": " + why + ")");
    if (remarks()) {
      ctx.remarks().emit(RemarkBuilder.passed(PASS, "ComparisonEliminated", cmp).text("comparison is always ")
          .arg("Value", value).text(" in the loop (").arg("Reason", why).text(")").build());
    }
  }

  private static String text(Value v) {
    return v instanceof Instruction i && i.parent() != null ? "  " + InstructionText.of(i) : InstructionText.operand(v, true);
  }
}
