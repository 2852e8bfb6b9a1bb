package dev.hoist.ir.print;

import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.type.StructType;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** One instruction as text, without its newline: for messages, remarks and debug output. */
public final class InstructionText {
  private InstructionText() {}

  public static String of(Instruction i) {
    Function f = i.function();
    List<StructType> structs = f != null && f.parent() != null ? f.parent().structTypes() : List.of();
    TypePrinter types = new TypePrinter(structs);
    Map<GlobalValue, Integer> globals = new IdentityHashMap<>();
    ValuePrinter vp = new ValuePrinter(types, globals, SlotTable::new);
    if (f != null) vp.slots = new SlotTable(f);
    ByteSink out = new ByteSink(128);
    new InstructionPrinter(vp, AttributeSlots.forFunction(f != null ? f.parent() : null, f)).print(out, i);
    String s = out.toString();
    return s.strip();
  }

  /** A value as an operand reference ({@code %x}, {@code i32 5}, {@code @g}), for messages. */
  public static String operand(dev.hoist.ir.Value v, boolean withType) {
    Function f = v instanceof Instruction i ? i.function()
        : v instanceof dev.hoist.ir.Argument a ? a.parent() : null;
    List<StructType> structs = f != null && f.parent() != null ? f.parent().structTypes() : List.of();
    ValuePrinter vp = new ValuePrinter(new TypePrinter(structs), new IdentityHashMap<>(), SlotTable::new);
    if (f != null) vp.slots = new SlotTable(f);
    ByteSink out = new ByteSink(64);
    vp.operand(out, v, withType);
    return out.toString();
  }
}
