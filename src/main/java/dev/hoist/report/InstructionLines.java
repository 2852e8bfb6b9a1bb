package dev.hoist.report;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.print.InstructionText;
import dev.hoist.ir.print.LlPrinter;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The printed text of every instruction of a function, spelled as in the printed function (so
 * unnamed values carry the numbers {@code opt -S} gives them at that moment).
 *
 * <p>Why not {@link InstructionText#of} per instruction: it numbers the whole function each time,
 * which is quadratic. Instead the function is printed once and its lines are handed out in block
 * order: an instruction starts a line with exactly two spaces; a {@code switch}'s cases and an
 * {@code invoke}'s {@code to} clause continue it on more deeply indented lines (or {@code "  ]"}).
 * If the counts ever disagree, the slow way is used, so the text is never wrong.
 */
final class InstructionLines {
  private InstructionLines() {}

  static Map<Instruction, String> of(Function f) {
    List<String> texts = split(LlPrinter.functionText(f));
    List<Instruction> all = new ArrayList<>();
    for (BasicBlock b : f.blocks()) all.addAll(b.instructions());
    Map<Instruction, String> out = new IdentityHashMap<>();
    boolean aligned = texts.size() == all.size();
    for (int i = 0; i < all.size(); i++) {
      Instruction inst = all.get(i);
      out.put(inst, aligned ? texts.get(i) : InstructionText.of(inst));
    }
    return out;
  }

  /** The instructions' texts in order, continuation lines joined with a newline. */
  private static List<String> split(String functionText) {
    List<String> texts = new ArrayList<>();
    StringBuilder current = null;
    boolean inBody = false;
    for (String line : functionText.split("\n", -1)) {
      if (!inBody) {
        inBody = line.startsWith("define") && line.endsWith("{");
        continue;
      }
      if (line.equals("}")) break;
      boolean continuation = line.startsWith("   ") || line.startsWith("  ]");
      if (continuation && current != null) {
        current.append('\n').append(line.strip());
      } else if (line.startsWith("  ") && !continuation) {
        if (current != null) texts.add(current.toString());
        current = new StringBuilder(line.strip());
      }
      // anything else is a block label or a blank line
    }
    if (current != null) texts.add(current.toString());
    return texts;
  }
}
