package dev.hoist.ir.print;

import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeGroup;
import dev.hoist.ir.attr.AttributeSet;
import java.util.List;

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
      case Attribute.VScaleRange v -> {
        out.append("vscale_range(").append(v.min());
        if (v.max() >= 0) out.append(',').append(v.max());
        out.append(')');
      }
      case Attribute.TypeAttr t -> {
        out.append(t.kind());
        if (t.type() != null) {
          out.append('(');
          types.print(out, t.type());
          out.append(')');
        }
      }
      case Attribute.Str s -> {
        out.append('"');
        ValuePrinter.escaped(out, s.kind());
        out.append('"');
        if (s.value() != null) {
          out.append("=\"");
          ValuePrinter.escaped(out, s.value());
          out.append('"');
        }
      }
    }
  }

  /** Inline attributes then group references, space separated; {@code leading} adds a space first. */
  static void set(ByteSink out, TypePrinter types, AttributeSet s, boolean leading) {
    boolean first = !leading;
    // Indexed loops: printed for every call's arguments, and C1 allocates every iterator.
    List<Attribute> inline = s.inline();
    for (int i = 0, n = inline.size(); i < n; i++) {
      if (!first) out.append(' ');
      first = false;
      attribute(out, types, inline.get(i), false);
    }
    List<AttributeGroup> groups = s.groups();
    for (int i = 0, n = groups.size(); i < n; i++) {
      if (!first) out.append(' ');
      first = false;
      out.append('#').append(groups.get(i).id());
    }
  }

  static void group(ByteSink out, TypePrinter types, AttributeGroup g) {
    out.append("attributes #").append(g.id()).append(" = { ");
    boolean first = true;
    for (Attribute a : g.attributes()) {
      if (!first) out.append(' ');
      first = false;
      attribute(out, types, a, true);
    }
    out.append(" }\n");
  }
}
