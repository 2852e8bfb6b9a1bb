package dev.hoist.ir.bitcode;

import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the fields of a specialized metadata node the way LLVM's AsmWriter prints them
 * (MDFieldPrinter): which fields are left out when zero, empty or null, and how numbers, strings,
 * DWARF constants and flag sets are spelled. The result is what Hoist's parser makes of
 * {@code opt -S}'s text, so a node read from bitcode prints as one read from text.
 *
 * <pre>
 *   !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !1, file: !2, line: 3, baseType: !4, size: 32)
 * </pre>
 */
final class DiFields {
  private final List<MDNode.Field> fields = new ArrayList<>(12);

  List<MDNode.Field> list() {
    return fields;
  }

  private void raw(String name, String text) {
    fields.add(new MDNode.Field(name, new MDNode.Raw(text)));
  }

  /** {@code name: "value"}, left out when empty and {@code skipEmpty}. */
  DiFields string(String name, String value, boolean skipEmpty) {
    if (value == null) value = "";
    if (skipEmpty && value.isEmpty()) return this;
    raw(name, quoted(value));
    return this;
  }

  DiFields string(String name, String value) {
    return string(name, value, true);
  }

  static String quoted(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    dev.hoist.ir.Names.appendEscaped(sb, s);
    return sb.append('"').toString();
  }

  /** {@code name: !N} (or {@code null}), left out when null and {@code skipNull}. */
  DiFields md(String name, Metadata m, boolean skipNull) {
    if (m == null && skipNull) return this;
    fields.add(new MDNode.Field(name, m));
    return this;
  }

  DiFields md(String name, Metadata m) {
    return md(name, m, true);
  }

  /** An unsigned number, left out when zero and {@code skipZero}. */
  DiFields unsigned(String name, long v, boolean skipZero) {
    if (v == 0 && skipZero) return this;
    raw(name, Long.toUnsignedString(v));
    return this;
  }

  DiFields unsigned(String name, long v) {
    return unsigned(name, v, true);
  }

  /** A 32-bit unsigned field (line, column, align): the record's value truncated as LLVM stores it. */
  DiFields unsigned32(String name, long v, boolean skipZero) {
    return unsigned(name, v & 0xffffffffL, skipZero);
  }

  DiFields signed(String name, long v, boolean skipZero) {
    if (v == 0 && skipZero) return this;
    raw(name, Long.toString(v));
    return this;
  }

  DiFields bigint(String name, BigInteger v) {
    raw(name, v.toString());
    return this;
  }

  /** {@code name: true|false}, left out when equal to {@code dflt} (null: always printed). */
  DiFields bool(String name, boolean v, Boolean dflt) {
    if (dflt != null && v == dflt) return this;
    raw(name, v ? "true" : "false");
    return this;
  }

  /** {@code tag: DW_TAG_x}, always printed (the number when it has no name). */
  DiFields tag(long tag) {
    String s = DwarfNames.TAG.name(tag);
    raw("tag", s != null ? s : Long.toUnsignedString(tag));
    return this;
  }

  /** A DWARF constant by name, left out when zero and {@code skipZero}. */
  DiFields dwarf(String name, long v, DwarfNames.Group g, boolean skipZero) {
    if (v == 0 && skipZero) return this;
    String s = g.name(v);
    raw(name, s != null ? s : Long.toUnsignedString(v));
    return this;
  }

  /** DIFlags split as LLVM's DINode::splitFlags does, left out when zero. */
  DiFields diFlags(String name, long flags) {
    flags &= 0xffffffffL;
    if (flags == 0) return this;
    raw(name, diFlagsText(flags));
    return this;
  }

  static String diFlagsText(long flags) {
    List<String> parts = new ArrayList<>();
    long access = flags & 3;
    if (access != 0) {
      parts.add(access == 1 ? "DIFlagPrivate" : access == 2 ? "DIFlagProtected" : "DIFlagPublic");
      flags &= ~3L;
    }
    long rep = flags & (3L << 16);
    if (rep != 0) {
      parts.add(rep == 1L << 16 ? "DIFlagSingleInheritance" : rep == 2L << 16 ? "DIFlagMultipleInheritance"
          : "DIFlagVirtualInheritance");
      flags &= ~(3L << 16);
    }
    long ivb = (1L << 2) | (1L << 5);
    if ((flags & ivb) == ivb) {
      flags &= ~ivb;
      parts.add("DIFlagIndirectVirtualBase");
    }
    DwarfNames.Group g = DwarfNames.DIFLAG;
    for (int i = 0; i < g.values.size(); i++) {
      long bit = flags & g.values.get(i);
      if (bit != 0 && Long.bitCount(g.values.get(i)) == 1) {
        parts.add(g.names.get(i));
        flags &= ~bit;
      }
    }
    return join(parts, flags);
  }

  /** DISPFlags, always printed (0 when none: no flags would read as an old-style definition). */
  DiFields spFlags(long flags) {
    flags &= 0xffffffffL;
    if (flags == 0) {
      raw("spFlags", "0");
      return this;
    }
    List<String> parts = new ArrayList<>();
    DwarfNames.Group g = DwarfNames.DISPFLAG;
    for (int i = 0; i < g.values.size(); i++) {
      long bit = flags & g.values.get(i);
      if (bit != 0) {
        parts.add(g.names.get(i));
        flags &= ~bit;
      }
    }
    raw("spFlags", join(parts, flags));
    return this;
  }

  private static String join(List<String> parts, long rest) {
    StringBuilder sb = new StringBuilder();
    for (String p : parts) {
      if (sb.length() > 0) sb.append(" | ");
      sb.append(p);
    }
    if (rest != 0 || parts.isEmpty()) {
      if (sb.length() > 0) sb.append(" | ");
      sb.append(Long.toUnsignedString(rest));
    }
    return sb.toString();
  }

  /** A field written as given ({@code emissionKind: FullDebug}). */
  DiFields word(String name, String text) {
    raw(name, text);
    return this;
  }
}
