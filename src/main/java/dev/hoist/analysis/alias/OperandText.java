package dev.hoist.analysis.alias;

import dev.hoist.ir.Argument;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeGroup;
import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.metadata.MDNode;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
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
    String t = "  " + InstructionText.of(i);
    if (t.indexOf('!') >= 0 && f.parent() != null) {
      boolean all = MetadataNumbering.referencesMetadata(i);
      t = MetadataNumbering.renumber(t, mdSlots(all));
    }
    return t;
  }

  private final Map<Long, Integer>[] mdSlots = newMaps();

  @SuppressWarnings("unchecked")
  private static Map<Long, Integer>[] newMaps() {
    return (Map<Long, Integer>[]) new Map<?, ?>[2];
  }

  /** Input metadata number to the number LLVM prints, for this function's instructions. */
  private Map<Long, Integer> mdSlots(boolean all) {
    int k = all ? 1 : 0;
    if (mdSlots[k] == null) {
      Map<Long, Integer> m = new HashMap<>();
      for (Map.Entry<MDNode, Integer> e : MetadataNumbering.of(f.parent(), f, all).entrySet()) {
        if (e.getKey().slot() >= 0) m.put(e.getKey().slot(), e.getValue());
      }
      mdSlots[k] = m;
    }
    return mdSlots[k];
  }}
