package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.print.InstructionText;
import dev.hoist.ir.print.LlPrinter;
import dev.hoist.ir.print.LocalNames;
import dev.hoist.pass.PassContext;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code print<scalar-evolution>}: opt's text. For each function, "Classifying expressions" (every
 * integer or pointer instruction but compares, with its expression, ranges, exit value and loop
 * dispositions) and "Determining loop execution counts" (for each loop, inner loops first: the
 * backedge-taken count, the per-exit counts of multi-exit loops, the max count, the predicated
 * count and the trip multiple).
 */
final class ScevPrinterPass {
  private ScevPrinterPass() {}

  static boolean run(Module m, PassContext ctx) {
    for (Function f : m.definedFunctions()) {
      StringBuilder sb = new StringBuilder();
      print(sb, f, ctx.analyses().get(f, ScalarEvolution.KEY));
      ctx.out().print(sb);
    }
    return false;
  }

  static void print(StringBuilder sb, Function f, ScalarEvolution se) {
    LocalNames names = new LocalNames(f);
    String fname = InstructionText.operand(f, false);
    sb.append("Printing analysis 'Scalar Evolution Analysis' for function '").append(f.name()).append("':\n");
    sb.append("Classifying expressions for: ").append(fname).append('\n');
    List<String> lines = instructionLines(f);
    int k = 0;
    for (BasicBlock b : f.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next(), k++) {
        if (!se.isSCEVable(i.type()) || i instanceof CmpInst) continue;
        classify(sb, se, i, lines != null ? lines.get(k) : InstructionText.of(i), names);
      }
    }
    sb.append("Determining loop execution counts for: ").append(fname).append('\n');
    for (Loop l : se.loopInfo().topLevelLoops()) printLoop(sb, se, l, names);
  }

  /**
   * Each instruction's text, in order, from one print of the function (printing instructions one
   * by one numbers the function's values again each time). Null if the lines do not line up.
   */
  private static List<String> instructionLines(Function f) {
    List<String> out = new ArrayList<>(f.instructionCount());
    for (String line : LlPrinter.functionText(f).split("\n")) {
      if (line.startsWith("  ") && !line.startsWith("  ;")) out.add(line.strip());
    }
    return out.size() == f.instructionCount() ? out : null;
  }

  private static void classify(StringBuilder sb, ScalarEvolution se, Instruction i, String text, LocalNames names) {
    sb.append("  ").append(text).append('\n');
    Scev s = se.getSCEV(i);
    sb.append("  -->  ").append(se.text(s));
    ranges(sb, se, s);
    Loop l = se.loopInfo().loopFor(i.parent());
    Scev atUse = se.scevAtScope(s, l);
    if (atUse != s) {
      sb.append("  -->  ").append(se.text(atUse));
      ranges(sb, se, atUse);
    }
    if (l != null) {
      sb.append("\t\tExits: ");
      Scev exit = se.scevAtScope(s, l.parent());
      sb.append(se.isLoopInvariant(exit, l) ? se.text(exit) : "<<Unknown>>");
      sb.append("\t\tLoopDispositions: { ");
      boolean first = true;
      for (Loop x = l; x != null; x = x.parent()) {
        if (!first) sb.append(", ");
        first = false;
        sb.append(names.of(x.header())).append(": ").append(dispositionText(se.loopDisposition(s, x)));
      }
      List<Loop> inner = new ArrayList<>();
      for (Loop sub : l.subLoops()) preorder(sub, inner);
      for (Loop x : inner) {
        sb.append(", ").append(names.of(x.header())).append(": ").append(dispositionText(se.loopDisposition(s, x)));
      }
      sb.append(" }");
    }
    sb.append('\n');
  }

  private static void preorder(Loop l, List<Loop> out) {
    out.add(l);
    for (Loop s : l.subLoops()) preorder(s, out);
  }

  private static void ranges(StringBuilder sb, ScalarEvolution se, Scev s) {
    if (se.isCouldNotCompute(s)) return;
    sb.append(" U: ").append(se.unsignedRange(s)).append(" S: ").append(se.signedRange(s));
  }

  private static String dispositionText(LoopDisposition d) {
    return switch (d) {
      case VARIANT -> "Variant";
      case INVARIANT -> "Invariant";
      case COMPUTABLE -> "Computable";
    };
  }

  private static void printLoop(StringBuilder sb, ScalarEvolution se, Loop l, LocalNames names) {
    for (Loop s : l.subLoops()) printLoop(sb, se, s, names);
    String head = "Loop " + names.of(l.header()) + ": ";
    List<BasicBlock> exiting = l.exitingBlocks();
    sb.append(head);
    if (exiting.size() != 1) sb.append("<multiple exits> ");
    Scev be = se.backedgeTakenCount(l);
    if (!se.isCouldNotCompute(be)) sb.append("backedge-taken count is ").append(se.text(be)).append('\n');
    else sb.append("Unpredictable backedge-taken count.\n");
    if (exiting.size() > 1) {
      for (BasicBlock e : exiting) {
        sb.append("  exit count for ").append(e.name() == null ? "" : e.name()).append(": ")
            .append(se.text(se.exitCount(l, e))).append('\n');
      }
    }
    sb.append(head);
    Scev max = se.constantMaxBackedgeTakenCount(l);
    if (!se.isCouldNotCompute(max)) {
      sb.append("max backedge-taken count is ").append(se.text(max));
      if (se.isBackedgeTakenCountMaxOrZero(l)) sb.append(", actual taken count either this or zero.");
    } else {
      sb.append("Unpredictable max backedge-taken count. ");
    }
    sb.append('\n').append(head);
    if (!se.isCouldNotCompute(be)) {
      sb.append("Predicated backedge-taken count is ").append(se.text(be)).append('\n');
      sb.append(" Predicates:\n");
    } else {
      sb.append("Unpredictable predicated backedge-taken count. ");
    }
    sb.append('\n');
    if (!se.isCouldNotCompute(be)) {
      sb.append(head).append("Trip multiple is ").append(tripMultiple(se, l, exiting)).append('\n');
    }
  }

  /** LLVM's getSmallConstantTripMultiple: the gcd over exits of each exit's trip count (or its power-of-two factor). */
  private static long tripMultiple(ScalarEvolution se, Loop l, List<BasicBlock> exiting) {
    long res = -1;
    for (BasicBlock e : exiting) {
      Scev c = se.exitCount(l, e);
      long m = 1;
      if (!se.isCouldNotCompute(c)) {
        Scev tc = se.add(c, se.one(c.type()));
        if (tc instanceof ScevConstant k) {
          BigInteger v = k.unsignedValue();
          m = v.signum() == 0 || v.bitLength() > 32 ? 1 : v.longValue();
        } else {
          m = 1L << Math.min(31, se.minTrailingZeros(tc));
        }
      }
      res = res < 0 ? m : BigInteger.valueOf(res).gcd(BigInteger.valueOf(m)).longValue();
    }
    return res < 0 ? 1 : res;
  }
}
