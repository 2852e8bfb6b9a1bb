package dev.hoist.ir.print;

import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.InlineAsm;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.Names;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.BlockAddress;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantFP;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.constant.ConstantString;
import dev.hoist.ir.constant.FloatText;
import dev.hoist.ir.constant.GlobalRefConstant;
import dev.hoist.ir.metadata.LocalValueRef;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.Map;

/** Prints operands: references to values, constants (recursively), inline asm and metadata. */
final class ValuePrinter {
  private final TypePrinter types;
  private final Map<GlobalValue, Integer> globalSlots;
  private final java.util.function.Function<dev.hoist.ir.Function, SlotTable> slotsOf;
  private final MetadataSlots mdSlots;
  SlotTable slots; // of the function being printed, or null

  ValuePrinter(TypePrinter types, Map<GlobalValue, Integer> globalSlots,
      java.util.function.Function<dev.hoist.ir.Function, SlotTable> slotsOf, MetadataSlots mdSlots) {
    this.types = types;
    this.globalSlots = globalSlots;
    this.slotsOf = slotsOf;
    this.mdSlots = mdSlots;
  }

  MetadataSlots metadataSlots() {
    return mdSlots;
  }

  TypePrinter types() {
    return types;
  }

  /** {@code T v} (with {@code printType}) or {@code v}. */
  void operand(ByteSink out, Value v, boolean printType) {
    if (v == null) {
      out.append("<null operand!>");
      return;
    }
    if (printType) {
      types.print(out, v.type());
      out.append(' ');
    }
    value(out, v);
  }

  void value(ByteSink out, Value v) {
    if (v instanceof Instruction i) {
      local(out, i.name(), slots == null ? -1 : slots.slot(i));
    } else if (v instanceof Argument a) {
      local(out, a.name(), slots == null ? -1 : slots.slot(a));
    } else if (v instanceof BasicBlock b) {
      local(out, b.name(), slots == null ? -1 : slots.slot(b));
    } else if (v instanceof GlobalValue g) {
      global(out, g);
    } else if (v instanceof MetadataAsValue mv) {
      metadataOperand(out, mv.metadata(), mv);
    } else if (v instanceof InlineAsm asm) {
      inlineAsm(out, asm);
    } else {
      constant(out, v);
    }
  }

  private void local(ByteSink out, String name, int slot) {
    out.append('%');
    if (name != null) name(out, name);
    else if (slot >= 0) out.append(slot);
    else out.append("<badref>");
  }

  void global(ByteSink out, GlobalValue g) {
    out.append('@');
    if (g.name() != null) {
      name(out, g.name());
    } else {
      Integer n = globalSlots.get(g);
      if (n == null) out.append("<badref>");
      else out.append(n.intValue());
    }
  }

  static void name(ByteSink out, String name) {
    if (Names.isBare(name)) {
      out.append(name);
    } else {
      out.append('"');
      escaped(out, name);
      out.append('"');
    }
  }

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  /** A metadata name ({@code !llvm.loop}, {@code !dbg}): never quoted, odd bytes as {@code \XX}. */
  static void metadataName(ByteSink out, String name) {
    for (int i = 0, n = name.length(); i < n; i++) {
      char c = name.charAt(i);
      boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '$' || c == '.' || c == '_'
          || (i > 0 && c >= '0' && c <= '9');
      if (ok) out.append(c);
      else out.append('\\').append(HEX[(c >> 4) & 15]).append(HEX[c & 15]);
    }
  }

  /** LLVM's printEscapedString: printable characters but '"' as they are, a backslash doubled, the rest as \XX. */
  static void escaped(ByteSink out, String s) {
    for (int i = 0, n = s.length(); i < n; i++) {
      char c = s.charAt(i);
      if (c == '\\') {
        out.append('\\').append('\\');
      } else if (c >= 0x20 && c < 0x7f && c != '"') {
        out.append(c);
      } else {
        out.append('\\').append(HEX[(c >> 4) & 15]).append(HEX[c & 15]);
      }
    }
  }

  private void inlineAsm(ByteSink out, InlineAsm asm) {
    out.append("asm ");
    if (asm.hasSideEffects()) out.append("sideeffect ");
    if (asm.isAlignStack()) out.append("alignstack ");
    if (asm.isIntelDialect()) out.append("inteldialect ");
    if (asm.canThrow()) out.append("unwind ");
    out.append('"');
    escaped(out, asm.asmString());
    out.append("\", \"");
    escaped(out, asm.constraints());
    out.append('"');
  }

  // ---- constants -------------------------------------------------------------------------------

  void constant(ByteSink out, Value v) {
    switch (v) {
      case ConstantInt c -> {
        if (c.bits() != 1 && c.bits() <= 64) out.append(c.signedValue()); // c.text() without the String
        else out.append(c.text());
      }
      case ConstantFP c -> out.append(FloatText.format(c));
      case ConstantSimple c -> out.append(c.kind().text());
      case ConstantString c -> {
        out.append("c\"");
        for (byte b : c.bytes()) {
          int x = b & 0xff;
          if (x == '\\') out.append('\\').append('\\');
          else if (x >= 0x20 && x < 0x7f && x != '"') out.append((char) x);
          else out.append('\\').append(HEX[x >> 4]).append(HEX[x & 15]);
        }
        out.append('"');
      }
      case ConstantAggregate c -> aggregate(out, c);
      case ConstantExpr c -> constantExpr(out, c);
      case BlockAddress b -> {
        out.append("blockaddress(");
        value(out, b.operand(0));
        out.append(", ");
        BasicBlock bb = b.block();
        if (bb.name() != null) {
          out.append('%');
          name(out, bb.name());
        } else {
          dev.hoist.ir.Function f = bb.parent();
          int slot = f == null ? -1 : slotsOf.apply(f).slot(bb);
          out.append('%').append(slot >= 0 ? Integer.toString(slot) : "<badref>");
        }
        out.append(')');
      }
      case GlobalRefConstant g -> {
        out.append(g.kind().text()).append(' ');
        global(out, g.global());
      }
      default -> out.append("<unknown constant ").append(v.getClass().getSimpleName()).append('>');
    }
  }

  private void aggregate(ByteSink out, ConstantAggregate c) {
    Type t = c.type();
    char open;
    char close;
    boolean packed = false;
    if (t instanceof StructType s) {
      open = '{';
      close = '}';
      packed = s.isPacked();
    } else if (t instanceof VectorType) {
      open = '<';
      close = '>';
    } else {
      open = '[';
      close = ']';
    }
    if (packed) out.append('<');
    out.append(open);
    int n = c.numElements();
    if (open == '{' && n > 0) out.append(' ');
    for (int i = 0; i < n; i++) {
      if (i > 0) out.append(", ");
      operand(out, c.element(i), true);
    }
    if (open == '{' && n > 0) out.append(' ');
    out.append(close);
    if (packed) out.append('>');
  }

  private void constantExpr(ByteSink out, ConstantExpr c) {
    out.append(c.opcode().text());
    InstructionPrinter.wrapFlags(out, c.opcode(), c.flags());
    if (c.predicate() != null) out.append(' ').append(c.predicate().text());
    out.append(" (");
    int inRangeOp = -1;
    if (c.sourceElementType() != null) {
      types.print(out, c.sourceElementType());
      out.append(", ");
      if (c.inRangeIndex() >= 0) inRangeOp = c.inRangeIndex() + 1;
    }
    for (int i = 0, n = c.numOperands(); i < n; i++) {
      if (i == inRangeOp) out.append("inrange ");
      operand(out, c.operand(i), true);
      if (i + 1 < n) out.append(", ");
    }
    if (c.indices() != null) for (int i : c.indices()) out.append(", ").append(i);
    if (c.opcode().isCast()) {
      out.append(" to ");
      types.print(out, c.type());
    }
    out.append(')');
  }

  // ---- metadata --------------------------------------------------------------------------------

  /** A metadata call argument (after the {@code metadata} type): inline nodes print in full. */
  private void metadataOperand(ByteSink out, Metadata md, MetadataAsValue owner) {
    if (md instanceof MDNode n && mdSlots.slot(n) < 0) {
      nodeBody(out, n, owner);
    } else {
      metadata(out, md, owner);
    }
  }

  /** A metadata operand: {@code !N}, {@code !"s"}, {@code T v}, {@code null}. */
  void metadata(ByteSink out, Metadata md, MetadataAsValue owner) {
    switch (md) {
      case null -> out.append("null");
      case MDNode n -> {
        int slot = mdSlots.slot(n);
        if (slot >= 0) out.append('!').append(slot);
        else nodeBody(out, n, owner);
      }
      case MDString s -> {
        out.append("!\"");
        escaped(out, s.value());
        out.append('"');
      }
      case ValueAsMetadata v -> operand(out, v.value(), true);
      case LocalValueRef r -> {
        Value v = owner == null ? null : owner.operand(r.operandIndex());
        operand(out, v, true);
      }
    }
  }

  /** The body of a node: {@code !{...}} or {@code !DIxxx(...)} (without {@code distinct}). */
  void nodeBody(ByteSink out, MDNode n, MetadataAsValue owner) {
    if (n.isTuple()) {
      out.append("!{");
      for (int i = 0; i < n.numOperands(); i++) {
        if (i > 0) out.append(", ");
        metadata(out, n.operand(i), owner);
      }
      out.append('}');
      return;
    }
    out.append('!').append(n.kind()).append('(');
    boolean first = true;
    for (MDNode.Field f : n.fields()) {
      if (!first) out.append(", ");
      first = false;
      if (f.name() != null) out.append(f.name()).append(": ");
      Object v = f.value();
      if (v instanceof MDNode.Raw raw) {
        out.append(raw.text());
      } else if (v instanceof MDNode.FieldList list) {
        out.append('{');
        for (int i = 0; i < list.items().size(); i++) {
          if (i > 0) out.append(", ");
          metadata(out, list.items().get(i), owner);
        }
        out.append('}');
      } else {
        metadata(out, (Metadata) v, owner);
      }
    }
    out.append(')');
  }
}
