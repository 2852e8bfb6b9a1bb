package dev.hoist.transform.licm;

import dev.hoist.ir.Instruction;
import dev.hoist.ir.print.LocalNames;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.Remark;
import dev.hoist.pass.RemarkBuilder;
import java.util.Locale;

/**
 * Everything LICM tells the user about its decisions, in one place: LLVM's remarks and
 * statistics, and a {@code -debug-only=licm} trace, one line per decision:
 *
 * <pre>
 *   LICM: ADD %t5 - HOISTED (all operands invariant)
 *   LICM: LOAD %t6 - NOT HOISTED (potential aliasing store in loop)
 * </pre>
 */
final class LicmReporter {
  static final String PASS = "licm";
  private final PassContext ctx;
  private final boolean debug;
  private LocalNames names;
  private dev.hoist.ir.Function function;

  LicmReporter(PassContext ctx) {
    this.ctx = ctx;
    this.debug = ctx.debugEnabled(PASS);
  }

  void startFunction(dev.hoist.ir.Function f) {
    function = f;
    names = debug ? new LocalNames(f) : null;
  }

  private String label(Instruction i) {
    String name = i.type().isVoid() ? "(void)" : names.of(i);
    return "LICM: " + i.opcode().text().toUpperCase(Locale.ROOT) + " " + name;
  }

  void loopAnalyzed(dev.hoist.analysis.Loop l) {
    ctx.stats().inc(PASS, "Number of loops analyzed");
    if (debug) ctx.debug(PASS, "LICM: loop at depth " + l.depth() + " with header " + names.of(l.header()));
  }

  void preheaderCreated() {
    ctx.stats().inc(PASS, "Number of preheaders created");
  }

  void hoisted(Instruction i, boolean invariantOperands) {
    ctx.stats().inc(PASS, "Number of instructions hoisted out of loop");
    if (i instanceof dev.hoist.ir.LoadInst) ctx.stats().inc(PASS, "Number of load insts hoisted or sunk");
    if (i instanceof dev.hoist.ir.CallInst) ctx.stats().inc(PASS, "Number of call insts hoisted or sunk");
    if (debug) ctx.debug(PASS, label(i) + " - HOISTED (all operands invariant)");
    if (ctx.remarks().enabled(PASS, Remark.Kind.PASSED)) {
      ctx.remarks().emit(RemarkBuilder.passed(PASS, "Hoisted", i).effect(Remark.Effect.HOISTED).text("hoisting ").inst(i)
          .build());
    }
  }

  /** {@code i} was sunk out of the loop: {@code copies} are what stands in the exit blocks for it. */
  void sunk(Instruction i, java.util.List<Instruction> copies) {
    ctx.stats().inc(PASS, "Number of instructions sunk out of loop");
    if (i instanceof dev.hoist.ir.LoadInst) ctx.stats().inc(PASS, "Number of load insts hoisted or sunk");
    if (i instanceof dev.hoist.ir.CallInst) ctx.stats().inc(PASS, "Number of call insts hoisted or sunk");
    if (debug) ctx.debug(PASS, label(i) + " - SUNK (used only outside the loop)");
    if (ctx.remarks().enabled(PASS, Remark.Kind.PASSED)) {
      ctx.remarks().emit(RemarkBuilder.passed(PASS, "InstSunk", i).inFunction(function).effect(Remark.Effect.SUNK)
          .created(copies).text("sinking ").inst(i).build());
    }
  }

  void promoted(Instruction first, int accesses, boolean loadsOnly) {
    ctx.stats().inc(PASS, "Number of memory locations promoted to registers");
    if (debug) {
      ctx.debug(PASS, "LICM: promoted " + accesses + " accesses to " + names.of(pointerOf(first)) + " to a register"
          + (loadsOnly ? " (loads only: no store at the exits is safe, the stores stay)" : ""));
    }
    if (ctx.remarks().enabled(PASS, Remark.Kind.PASSED)) {
      ctx.remarks().emit(RemarkBuilder.passed(PASS, "PromoteLoopAccessesToScalar", first).effect(Remark.Effect.PROMOTED)
          .text("Moving accesses to memory location out of the loop").build());
    }
  }

  private static dev.hoist.ir.Value pointerOf(Instruction i) {
    return i instanceof dev.hoist.ir.MemoryAccess m ? m.pointer() : i;
  }

  void deadRemoved(Instruction i) {
    if (debug) ctx.debug(PASS, label(i) + " - DELETED (dead)");
  }

  void folded(Instruction i) {
    if (debug) ctx.debug(PASS, label(i) + " - FOLDED (constant operands)");
  }

  void notMoved(Instruction i, Blocker b, boolean invariantOperands) {
    if (b != Blocker.NOT_INVARIANT) ctx.stats().inc(PASS, "Number of instructions not hoisted: " + b.text());
    if (debug) ctx.debug(PASS, label(i) + " - NOT HOISTED (" + b.text() + ")");
    if (!(i instanceof dev.hoist.ir.LoadInst l) || !invariantOperands) return;
    if (!ctx.remarks().enabled(PASS, Remark.Kind.MISSED)) return;
    if (b == Blocker.MAY_ALIAS_STORE) {
      ctx.remarks().emit(RemarkBuilder.missed(PASS, "LoadWithLoopInvariantAddressInvalidated", l)
          .text("failed to move load with loop-invariant address because the loop may invalidate its value").build());
    } else if (b == Blocker.MAY_TRAP_CONDITIONAL || b == Blocker.NOT_GUARANTEED_TO_EXECUTE) {
      ctx.remarks().emit(RemarkBuilder.missed(PASS, "LoadWithLoopInvariantAddressCondExecuted", l)
          .text("failed to hoist load with loop-invariant address because load is conditionally executed").build());
    }
  }
}
