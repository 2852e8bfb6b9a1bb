package dev.hoist.ir.print;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.attr.AttributeSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The numbers of attribute groups as LLVM's slot tracker gives them: one group per distinct set
 * of global-variable attributes, function attributes and call-site function attributes, numbered
 * in that order of first appearance (globals, then every function's own attributes, then the
 * calls of each function as it is printed):
 * <pre>
 *   define void @f() #0 {          ; attributes #0 = { noinline nounwind }
 *     call void @g() #2            ; attributes #2 = { nounwind readnone }
 *   declare void @g() #1           ; attributes #1 = { nounwind }
 * </pre>
 */
final class AttributeSlots {
  private final Map<AttributeSet, Integer> slots = new HashMap<>();
  private final List<AttributeSet> sets = new ArrayList<>();

  /** The groups of a whole module, as {@code opt -S} prints them. */
  static AttributeSlots forModule(Module m) {
    AttributeSlots s = moduleLevel(m);
    for (Function f : m.functions()) s.addCalls(f);
    return s;
  }

  /**
   * The groups LLVM numbers when it prints one instruction of {@code f} on its own (a remark, a
   * debug trace): the module-level sets, then the calls of {@code f} only.
   */
  static AttributeSlots forFunction(Module m, Function f) {
    AttributeSlots s = m == null ? new AttributeSlots() : moduleLevel(m);
    if (f != null) s.addCalls(f);
    return s;
  }

  static AttributeSlots moduleLevel(Module m) {
    AttributeSlots s = new AttributeSlots();
    for (GlobalVariable g : m.globals()) s.add(g.attributes());
    for (Function f : m.functions()) s.add(f.attributes().fn());
    return s;
  }

  private void addCalls(Function f) {
    for (BasicBlock b : f.blocks()) for (Instruction i = b.first(); i != null; i = i.next()) instruction(i);
  }

  /** The call-site function attributes of {@code i}, in the order instructions are printed. */
  void instruction(Instruction i) {
    if (i instanceof CallBase c) {
      AttributeSet a = c.attributes().fn();
      if (!a.isEmpty()) add(a);
    }
  }

  private void add(AttributeSet a) {
    if (a.isEmpty() || slots.containsKey(a)) return;
    slots.put(a, sets.size());
    sets.add(a);
  }

  /**
   * The group number of {@code a}. A set not seen yet (an instruction printed on its own that is
   * not in a function) gets the next number, as LLVM's tracker does.
   */
  int slot(AttributeSet a) {
    Integer s = slots.get(a);
    if (s != null) return s;
    add(a);
    return sets.size() - 1;
  }

  /** The sets in group order. */
  List<AttributeSet> sets() {
    return sets;
  }
}
