package dev.hoist.ir.print;

import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.type.StructType;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** One instruction as text, without its newline: for messages, remarks and debug output. */
public final class InstructionText {
  private InstructionText() {}

  public static String of(Instruction i) {
    return new InFunction(i.function()).of(i);
  }

  /**
   * Prints instructions of one function that does not change meanwhile, numbering values,
   * attribute groups and metadata as LLVM does for an instruction printed on its own, with each
   * numbering computed once (aa-eval prints thousands of instructions).
   */
  public static final class InFunction {
    private final Function f;
    private final Module m;
    private final TypePrinter types;
    private final SlotTable slots;
    private AttributeSlots attrs;
    private final MetadataSlots[] md = new MetadataSlots[2];

    public InFunction(Function f) {
      this.f = f;
      this.m = f != null ? f.parent() : null;
      this.types = new TypePrinter(m != null ? m.structTypes() : List.of());
      this.slots = f != null ? new SlotTable(f) : null;
    }

    public String of(Instruction i) {
      int all = referencesMetadata(i) ? 1 : 0;
      if (md[all] == null) md[all] = MetadataSlots.forInstruction(m, f, all == 1);
      if (attrs == null) attrs = AttributeSlots.forFunction(m, f);
      Map<GlobalValue, Integer> globals = new IdentityHashMap<>();
      ValuePrinter vp = new ValuePrinter(types, globals, SlotTable::new, md[all]);
      vp.slots = slots;
      ByteSink out = new ByteSink(128);
      new InstructionPrinter(vp, attrs).print(out, i);
      return out.toString().strip();
    }
  }

  /** Whether LLVM numbers every function's metadata to print {@code i}: an intrinsic call naming nodes. */
  private static boolean referencesMetadata(Instruction i) {
    if (!(i instanceof dev.hoist.ir.CallInst c) || !MetadataSlots.isIntrinsicCall(c)) return false;
    for (int k = 0; k < i.numOperands(); k++) {
      if (i.operand(k) instanceof dev.hoist.ir.MetadataAsValue mv && mv.metadata() instanceof dev.hoist.ir.metadata.MDNode) {
        return true;
      }
    }
    return false;
  }

  /** A value as an operand reference ({@code %x}, {@code i32 5}, {@code @g}), for messages. */
  public static String operand(dev.hoist.ir.Value v, boolean withType) {
    Function f = v instanceof Instruction i ? i.function()
        : v instanceof dev.hoist.ir.Argument a ? a.parent() : null;
    List<StructType> structs = f != null && f.parent() != null ? f.parent().structTypes() : List.of();
    ValuePrinter vp = new ValuePrinter(new TypePrinter(structs), new IdentityHashMap<>(), SlotTable::new,
        MetadataSlots.forInstruction(f != null ? f.parent() : null, f, false));
    if (f != null) vp.slots = new SlotTable(f);
    ByteSink out = new ByteSink(64);
    vp.operand(out, v, withType);
    return out.toString();
  }
}
