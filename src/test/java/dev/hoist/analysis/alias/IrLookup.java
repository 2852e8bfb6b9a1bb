package dev.hoist.analysis.alias;

import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.Value;
import dev.hoist.testutil.Hoist;
import java.util.ArrayList;
import java.util.List;

/** Finding values of a parsed test module by name. */
final class IrLookup {
  final Module module;
  final Function f;

  IrLookup(String ll, String function) {
    module = Hoist.parse(ll);
    f = module.getFunction(function);
    if (f == null) throw new IllegalArgumentException("no function @" + function);
  }

  IrLookup(String ll) {
    this(ll, "f");
  }

  /** {@code %name} (argument or instruction of the function) or {@code @name} (global). */
  Value value(String ref) {
    if (ref.startsWith("@")) return module.getGlobal(ref.substring(1));
    String n = ref.substring(1);
    for (Argument a : f.args()) if (n.equals(a.name())) return a;
    for (BasicBlock b : f.blocks()) for (Instruction i = b.first(); i != null; i = i.next()) if (n.equals(i.name())) return i;
    throw new IllegalArgumentException("no value " + ref);
  }

  Instruction inst(String ref) {
    return (Instruction) value(ref);
  }

  /** The calls of the function in order. */
  List<CallBase> calls() {
    List<CallBase> l = new ArrayList<>();
    for (BasicBlock b : f.blocks()) for (Instruction i = b.first(); i != null; i = i.next()) if (i instanceof CallBase c) l.add(c);
    return l;
  }

  /** The n-th instruction of the function that is an instance of {@code kind}. */
  <T extends Instruction> T nth(Class<T> kind, int n) {
    for (BasicBlock b : f.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (kind.isInstance(i) && n-- == 0) return kind.cast(i);
      }
    }
    throw new IllegalArgumentException("no such instruction");
  }
}
