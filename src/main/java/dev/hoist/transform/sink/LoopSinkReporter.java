package dev.hoist.transform.sink;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.print.LocalNames;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.Remark;
import dev.hoist.pass.RemarkBuilder;
import java.util.List;
import java.util.Locale;

/**
 * What {@code loop-sink} tells the user: LLVM's two statistics (under LLVM's debug type
 * {@code loopsink}), remarks ({@code -pass-remarks=loop-sink}, {@code -pass-remarks-missed=loop-sink};
 * LLVM 14's LoopSink has none) and a {@code -debug-only=loop-sink} trace, one line per decision:
 *
 * <pre>
 *   LoopSink: loop with header %for.body: preheader freq 256, 2 colder blocks
 *   LoopSink: MUL %inv - SUNK into %cold (1 copy)
 *   LoopSink: LOAD %v - NOT SUNK (the loop may write the loaded memory)
 * </pre>
 */
final class LoopSinkReporter {
  static final String PASS = "loop-sink";
  static final String STATS = "loopsink";
  private final PassContext ctx;
  private final boolean debug;
  private LocalNames names;

  LoopSinkReporter(PassContext ctx) {
    this.ctx = ctx;
    this.debug = ctx.debugEnabled(PASS);
  }

  void startFunction(Function f, boolean hasProfile, boolean hasExpect) {
    names = debug ? new LocalNames(f) : null;
    if (debug && hasExpect) line("LoopSink: function @" + f.name() + " has no profile data; branch weights from llvm.expect");
    else if (debug && !hasProfile) line("LoopSink: function @" + f.name() + " has no profile data (no entry count): skipped");
  }

  private void line(String s) {
    ctx.debug(PASS, s);
  }

  private String label(Instruction i) {
    return "LoopSink: " + i.opcode().text().toUpperCase(Locale.ROOT) + " " + (i.type().isVoid() ? "(void)" : names.of(i));
  }

  void loopStart(BasicBlock header, long preheaderFreq, int cold) {
    if (debug) line("LoopSink: loop with header " + names.of(header) + ": preheader freq " + preheaderFreq + ", " + cold + " colder blocks");
  }

  void nothingColder(BasicBlock header) {
    if (debug) line("LoopSink: loop with header " + names.of(header) + ": every block runs more often than the preheader");
  }

  void sunk(Instruction i, List<BasicBlock> into) {
    ctx.stats().inc(STATS, "Number of instructions sunk into loop");
    if (into.size() > 1) ctx.stats().add(STATS, "Number of cloned instructions sunk into loop", into.size() - 1);
    if (debug) {
      StringBuilder b = new StringBuilder();
      for (BasicBlock x : into) b.append(b.length() == 0 ? "" : ", ").append(names.of(x));
      line(label(i) + " - SUNK into " + b + " (" + into.size() + (into.size() == 1 ? " copy)" : " copies)"));
    }
    if (ctx.remarks().enabled(PASS, Remark.Kind.PASSED)) {
      ctx.remarks().emit(RemarkBuilder.passed(PASS, "Sunk", i).effect(Remark.Effect.SUNK).text("sinking ").inst(i).text(" into ")
          .arg("NumBlocks", into.size()).text(" colder block" + (into.size() == 1 ? "" : "s") + " of the loop").build());
    }
  }

  /** Not sunk although it has users in the loop. */
  void notSunk(Instruction i, String why) {
    if (debug) line(label(i) + " - NOT SUNK (" + why + ")");
    if (ctx.remarks().enabled(PASS, Remark.Kind.MISSED)) {
      ctx.remarks().emit(RemarkBuilder.missed(PASS, "NotSunk", i).text("not sinking ").inst(i).text(": ")
          .arg("Reason", why).build());
    }
  }
}
