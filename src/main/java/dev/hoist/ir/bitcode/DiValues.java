package dev.hoist.ir.bitcode;

import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import java.math.BigInteger;

/**
 * Reads the fields of a specialized metadata node as Hoist keeps them (tokens as written:
 * {@code 42}, {@code -1}, {@code true}, {@code "text"}, {@code DW_TAG_member},
 * {@code DIFlagPrototyped | DIFlagArtificial}) back into numbers and strings, with LLVM's parser's
 * defaults for fields left out.
 */
final class DiValues {
  private final MDNode node;

  DiValues(MDNode node) {
    this.node = node;
  }

  private String raw(String name) {
    Object v = node.field(name);
    return v instanceof MDNode.Raw r ? r.text() : null;
  }

  boolean has(String name) {
    for (MDNode.Field f : node.fields()) if (name.equals(f.name())) return true;
    return false;
  }

  /** A node, string, value or null (also for an absent field). */
  Metadata md(String name) {
    Object v = node.field(name);
    return v instanceof Metadata m ? m : null;
  }

  /** An unsigned (or negative, as two's complement) integer field, {@code dflt} when absent. */
  long num(String name, long dflt) {
    String t = raw(name);
    return t == null ? dflt : number(t);
  }

  boolean bool(String name, boolean dflt) {
    String t = raw(name);
    return t == null ? dflt : t.equals("true");
  }

  /** A string field ({@code "..."} unescaped), null when absent. */
  String string(String name) {
    String t = raw(name);
    return t == null ? null : unescape(t);
  }

  /** A DWARF constant by name or number. */
  long dwarf(String name, DwarfNames.Group g, long dflt) {
    String t = raw(name);
    if (t == null) return dflt;
    long v = g.value(t);
    return v >= 0 ? v : number(t);
  }

  /** {@code A | B | 12} over the names of {@code g}. */
  long flags(String name, DwarfNames.Group g) {
    String t = raw(name);
    if (t == null) return 0;
    long f = 0;
    for (String part : t.split("\\|")) {
      String p = part.trim();
      long v = g.value(p);
      f |= v >= 0 ? v : number(p);
    }
    return f;
  }

  static long number(String t) {
    t = t.trim();
    if (t.equals("true")) return 1;
    if (t.equals("false")) return 0;
    if (t.startsWith("u0x") || t.startsWith("s0x")) return new BigInteger(t.substring(3), 16).longValue();
    if (t.startsWith("0x") || t.startsWith("0X")) return new BigInteger(t.substring(2), 16).longValue();
    return new BigInteger(t).longValue();
  }

  static BigInteger bigNumber(String t) {
    t = t.trim();
    if (t.startsWith("u0x") || t.startsWith("s0x")) return new BigInteger(t.substring(3), 16);
    if (t.startsWith("0x") || t.startsWith("0X")) return new BigInteger(t.substring(2), 16);
    return new BigInteger(t);
  }

  String rawText(String name) {
    return raw(name);
  }

  /** An unsigned decimal or hexadecimal number, or -1 when {@code t} is not one. */
  static long unsignedOrMinus(String t) {
    try {
      if (t.startsWith("0x") || t.startsWith("0X")) return Long.parseUnsignedLong(t.substring(2), 16);
      return Long.parseUnsignedLong(t);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** A string token's bytes: quotes dropped, {@code \\} and {@code \XX} escapes resolved (LLVM's UnEscapeLexed). */
  static String unescape(String t) {
    if (t.length() >= 2 && t.charAt(0) == '"' && t.charAt(t.length() - 1) == '"') t = t.substring(1, t.length() - 1);
    if (t.indexOf('\\') < 0) return t;
    StringBuilder sb = new StringBuilder(t.length());
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (c == '\\' && i + 1 < t.length() && t.charAt(i + 1) == '\\') {
        sb.append('\\');
        i++;
      } else if (c == '\\' && i + 2 < t.length() && hex(t.charAt(i + 1)) >= 0 && hex(t.charAt(i + 2)) >= 0) {
        sb.append((char) (hex(t.charAt(i + 1)) * 16 + hex(t.charAt(i + 2))));
        i += 2;
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  private static int hex(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }
}
