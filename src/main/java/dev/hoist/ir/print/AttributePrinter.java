package dev.hoist.ir.print;

import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeSet;

/** Prints attributes in LLVM's syntax, inline or (with {@code inGroup}) in an attribute group body. */
final class AttributePrinter {
  private AttributePrinter() {}

  static void attribute(ByteSink out, TypePrinter types, Attribute a, boolean inGroup) {
    switch (a) {
      case Attribute.Enum e -> out.append(e.kind());
      case Attribute.Int i -> {
        if (i.kind().equals("align")) {
          out.append(inGroup ? "align=" : "align ").append(i.value());
        } else if (i.kind().equals("alignstack")) {
          if (inGroup) out.append("alignstack=").append(i.value());
          else out.append("alignstack(").append(i.value()).append(')');
        } else {
          out.append(i.kind()).append('(').append(i.value()).append(')');
        }
      }
      case Attribute.AllocSize s -> {
        out.append("allocsize(").append(s.first());
        if (s.second() >= 0) out.append(',').append(s.second());
        out.append(')');
      }
      case Attribute.VScaleRange v -> out.append("vscale_range(").append(v.min()).append(',').append(v.max()).append(')');
      case Attribute.TypeAttr t -> {
        out.append(t.kind()).append('(');
        types.print(out, t.type());
        out.append(')');
      }
      case Attribute.Str s -> {
        // LLVM escapes the value but writes the key as it is.
        out.append('"').append(s.kind()).append('"');
        if (s.value() != null && !s.value().isEmpty()) {
          out.append("=\"");
          ValuePrinter.escaped(out, s.value());
          out.append('"');
        }
      }
    }
  }

  /** The attributes of a parameter or return value, space separated; {@code leading} adds a space first. */
  static void set(ByteSink out, TypePrinter types, AttributeSet s, boolean leading) {
    for (int i = 0, n = s.size(); i < n; i++) {
      if (leading || i > 0) out.append(' ');
      attribute(out, types, s.get(i), false);
    }
  }

  /** {@code attributes #N = { ... }} */
  static void group(ByteSink out, TypePrinter types, int slot, AttributeSet s) {
    out.append("attributes #").append(slot).append(" = { ");
    for (int i = 0, n = s.size(); i < n; i++) {
      if (i > 0) out.append(' ');
      attribute(out, types, s.get(i), true);
    }
    out.append(" }\n");
  }
}
