package dev.hoist.ir.print;

import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;

/**
 * How the values of one function are spelled in text ({@code %name} or {@code %N}), for analysis
 * printers, remarks and debug output. Build once per function; lookups are array reads.
 */
public final class LocalNames {
  private final SlotTable slots;

  public LocalNames(Function f) {
    this.slots = new SlotTable(f);
  }

  /** {@code %name}, {@code %N}, or the operand text of a non-local value. */
  public String of(Value v) {
    ByteSink out = new ByteSink(32);
    String name = v.name();
    int slot = switch (v) {
      case Instruction i -> slots.slot(i);
      case Argument a -> slots.slot(a);
      case BasicBlock b -> slots.slot(b);
      default -> -2;
    };
    if (slot == -2) return InstructionText.operand(v, false);
    out.append('%');
    if (name != null) ValuePrinter.name(out, name);
    else if (slot >= 0) out.append(slot);
    else out.append("<badref>");
    return out.toString();
  }
}
