package dev.hoist.analysis.alias;

import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.Names;
import dev.hoist.ir.Value;
import dev.hoist.ir.print.InstructionText;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Values and instructions spelled as LLVM's {@code printAsOperand(os, true)} and
 * {@code Instruction::print} spell them, for {@code aa-eval}: {@code i32* %x}, {@code [4 x i32]* @g},
 * {@code i8* getelementptr inbounds (...)}. Local slot numbers ({@code %3}) are computed once per
 * function, so printing every pointer of a big function stays linear.
 */
final class OperandText {
  private final Function f;
  private final int[] argSlots;
  private final int[] instSlots;
  private Map<GlobalValue, Integer> globalSlots;

  OperandText(Function f) {
    this.f = f;
    argSlots = new int[f.numArgs()];
    instSlots = new int[f.instructionIdBound()];
    Arrays.fill(instSlots, -1);
    int n = 0;
    for (int i = 0; i < f.numArgs(); i++) argSlots[i] = f.arg(i).hasName() ? -1 : n++;
    for (BasicBlock b : f.blocks()) {
      if (!b.hasName()) n++;
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (!i.hasName() && !i.type().isVoid()) instSlots[i.id()] = n++;
      }
    }
  }

  /** {@code T name}, as aa-eval prints a pointer. */
  String operand(Value v) {
    String type = v.type().toString();
    if (type.contains("%<unnamed struct>")) return InstructionText.operand(v, true);
    StringBuilder sb = new StringBuilder(type).append(' ');
    if (v instanceof Instruction i) {
      local(sb, i.name(), i.id() >= 0 && i.id() < instSlots.length ? instSlots[i.id()] : -1);
    } else if (v instanceof Argument a) {
      local(sb, a.name(), argSlots[a.index()]);
    } else if (v instanceof GlobalValue g) {
      sb.append('@');
      if (g.hasName()) Names.appendName(sb, g.name());
      else sb.append(globalSlot(g));
    } else {
      return InstructionText.operand(v, true);
    }
    return sb.toString();
  }

  private static void local(StringBuilder sb, String name, int slot) {
    sb.append('%');
    if (name != null) Names.appendName(sb, name);
    else if (slot >= 0) sb.append(slot);
    else sb.append("<badref>");
  }

  private int globalSlot(GlobalValue g) {
    if (globalSlots == null) {
      globalSlots = new IdentityHashMap<>();
      Module m = f.parent();
      int n = 0;
      if (m != null) {
        for (GlobalVariable gv : m.globals()) if (!gv.hasName()) globalSlots.put(gv, n++);
        for (GlobalAlias a : m.aliases()) if (!a.hasName()) globalSlots.put(a, n++);
        for (Function fn : m.functions()) if (!fn.hasName()) globalSlots.put(fn, n++);
      }
    }
    Integer s = globalSlots.get(g);
    return s == null ? -1 : s;
  }

  /**
   * The instruction as LLVM prints it on its own: two spaces, then the text (attribute groups
   * numbered as LLVM's slot tracker numbers them for one instruction, see InstructionText).
   */
  String instruction(Instruction i) {
    if (text == null) text = new InstructionText.InFunction(f);
    return "  " + text.of(i);
  }

  private InstructionText.InFunction text;
}
