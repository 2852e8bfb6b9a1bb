package dev.hoist.ir.parse;

import dev.hoist.ir.metadata.DiFlags;
import dev.hoist.ir.metadata.DiKinds;
import dev.hoist.ir.metadata.MDNode;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the fields of a specialized metadata node, as written, into what LLVM 14 keeps and
 * prints: LLVM's field order, defaults left out, integers, strings and flags in canonical form,
 * and the old DISubprogram fields ({@code isLocal:}, {@code isDefinition:}, {@code isOptimized:},
 * {@code virtuality:}) folded into {@code spFlags:} as LLVM's parser folds them:
 * <pre>
 *   !DISubprogram(name: "f", isLocal: false, isDefinition: true, scope: !1, unit: !0)
 *   becomes
 *   !DISubprogram(name: "f", scope: !1, spFlags: DISPFlagDefinition, unit: !0)
 * </pre>
 */
final class DiFields {
  private DiFields() {}

  /** Fields LLVM 14 still reads for DISubprogram but folds into {@code spFlags}. */
  static final List<String> OLD_SUBPROGRAM_FIELDS = List.of("isLocal", "isDefinition", "isOptimized", "virtuality");

  /** Whether {@code kind} accepts a field named {@code name}. */
  static boolean accepts(DiKinds.Kind kind, String name) {
    return kind.field(name) != null || (kind.name().equals("DISubprogram") && OLD_SUBPROGRAM_FIELDS.contains(name));
  }

  /**
   * The canonical fields of a node of {@code kind} from those written; {@code p} reports
   * malformed values at {@code pos} (the node's closing parenthesis).
   */
  static List<MDNode.Field> canonical(DiKinds.Kind kind, List<MDNode.Field> written, ParserBase p, long pos) {
    Map<String, Object> v = new HashMap<>();
    for (MDNode.Field f : written) v.put(f.name(), f.value());
    if (kind.name().equals("DISubprogram") && !v.containsKey("spFlags")) {
      long sp = 0;
      if (isTrue(v.get("isLocal"), false)) sp |= 4;
      if (isTrue(v.get("isDefinition"), true)) sp |= 8;
      if (isTrue(v.get("isOptimized"), false)) sp |= 16;
      Object virt = v.containsKey("virtuality") ? keyword(kind, "virtuality", v.get("virtuality"), p, pos) : null;
      if (virt instanceof MDNode.Raw r) {
        String t = r.text();
        sp |= t.equals("DW_VIRTUALITY_virtual") ? 1 : t.equals("DW_VIRTUALITY_pure_virtual") ? 2 : parseLong(t, 0) & 3;
      }
      v.put("spFlags", new MDNode.Raw(Long.toString(sp)));
    }
    if (kind.name().equals("DIObjCProperty")) {
      // LLVM 14 hands getter and setter to the node in swapped order: opt prints each under the other's name.
      Object setter = v.remove("setter");
      Object getter = v.remove("getter");
      if (getter != null) v.put("setter", getter);
      if (setter != null) v.put("getter", setter);
    }
    List<MDNode.Field> out = new ArrayList<>(written.size() + 2);
    for (DiKinds.FieldSpec s : kind.fields()) {
      Object val = v.get(s.name());
      boolean present = v.containsKey(s.name());
      Object c = switch (s.type()) {
        case 'M', 'L' -> val;
        case 'I' -> present ? integer(val, p, pos) : (s.always() ? new MDNode.Raw("0") : null);
        case 'X' -> val instanceof MDNode.Raw r ? new MDNode.Raw(canonicalInt(r.text())) : val;
        case 'B', 'T' -> present ? bool(val) : (s.always() ? new MDNode.Raw(s.type() == 'T' ? "true" : "false") : null);
        case 'S' -> present ? string(val) : (s.always() ? new MDNode.Raw("\"\"") : null);
        case 'F' -> present ? flags(val, p, pos, false) : null;
        case 'P' -> flags(val, p, pos, true);
        default -> present ? keyword(kind, s.name(), val, p, pos) // G, E
            : (s.name().equals("emissionKind") ? new MDNode.Raw("NoDebug") : null);
      };
      if (!s.always() && isDefault(s, c, kind)) continue;
      if (s.always() && c == null && s.type() != 'M') continue;
      if (s.name().equals("checksumkind") && v.get("checksum") == null) continue;
      out.add(new MDNode.Field(s.name(), c));
    }
    return out;
  }

  /** Emission and name-table kinds by number, as LLVM prints them. */
  private static final List<String> EMISSION = List.of("NoDebug", "FullDebug", "LineTablesOnly", "DebugDirectivesOnly");
  private static final List<String> NAME_TABLE = List.of("Default", "GNU", "None");
  private static final List<String> CHECKSUM = List.of("", "CSK_MD5", "CSK_SHA1", "CSK_SHA256");

  /**
   * A keyword field (DWARF tag, language, encoding, calling convention, virtuality, macinfo type,
   * emission, name-table or checksum kind): its name, or a number printed by its name when it has
   * one; anything else is an error with LLVM's message.
   */
  private static MDNode.Raw keyword(DiKinds.Kind kind, String field, Object val, ParserBase p, long pos) {
    String prefix;
    String what;
    List<String> names = null;
    switch (field) {
      case "tag" -> { prefix = "DW_TAG_"; what = "DWARF tag"; }
      case "language", "runtimeLang" -> { prefix = "DW_LANG_"; what = "DWARF language"; }
      case "encoding" -> { prefix = "DW_ATE_"; what = "DWARF type attribute encoding"; }
      case "cc" -> { prefix = "DW_CC_"; what = "DWARF calling convention"; }
      case "virtuality" -> { prefix = "DW_VIRTUALITY_"; what = "DWARF virtuality code"; }
      case "type" -> { prefix = "DW_MACINFO_"; what = "DWARF macinfo type"; }
      case "emissionKind" -> { prefix = ""; what = "emission kind"; names = EMISSION; }
      case "nameTableKind" -> { prefix = ""; what = "nameTable kind"; names = NAME_TABLE; }
      case "checksumkind" -> { prefix = "CSK_"; what = "checksum kind"; names = CHECKSUM; }
      default -> { return val instanceof MDNode.Raw r ? r : new MDNode.Raw(String.valueOf(val)); }
    }
    if (!(val instanceof MDNode.Raw r)) throw p.error(pos, "expected " + what);
    String t = r.text();
    if (!t.isEmpty() && Character.isDigit(t.charAt(0))) {
      long v = parseLong(t, -1);
      if (v < 0) throw p.error(pos, "expected " + what);
      String name = names != null ? (v < names.size() && !names.get((int) v).isEmpty() ? names.get((int) v) : null)
          : dev.hoist.ir.metadata.DwarfNames.name(prefix, v);
      if (names != null && name == null) throw p.error(pos, "invalid " + what + " " + v);
      return new MDNode.Raw(name != null ? name : Long.toString(v));
    }
    boolean known = names != null ? names.contains(t) && !t.isEmpty() : t.startsWith(prefix) && dev.hoist.ir.metadata.DwarfNames.value(t) != null;
    if (!known) {
      if (!prefix.isEmpty() && t.startsWith(prefix)) throw p.error(pos, "invalid " + what + " '" + t + "'");
      throw p.error(pos, "expected " + what);
    }
    return r;
  }

  private static boolean isDefault(DiKinds.FieldSpec s, Object c, DiKinds.Kind kind) {
    if (c == null) return true;
    if (c instanceof MDNode.FieldList l) return l.items().isEmpty();
    if (!(c instanceof MDNode.Raw r)) return false;
    String t = r.text();
    return switch (s.type()) {
      case 'I' -> t.equals("0") && !s.name().equals("dwarfAddressSpace");
      case 'B' -> t.equals("false");
      case 'T' -> t.equals("true");
      case 'S' -> t.equals("\"\"");
      case 'G' -> t.equals(kind.defaultTag());
      case 'E' -> t.equals("0") || t.equals("Default") || (s.name().equals("type") && kind.name().equals("DIMacroFile")
          && t.equals("DW_MACINFO_start_file"));
      default -> false;
    };
  }

  private static boolean isTrue(Object v, boolean dflt) {
    return v instanceof MDNode.Raw r ? r.text().equals("true") : dflt;
  }

  private static MDNode.Raw bool(Object v) {
    return new MDNode.Raw(isTrue(v, false) ? "true" : "false");
  }

  private static MDNode.Raw integer(Object v, ParserBase p, long pos) {
    if (!(v instanceof MDNode.Raw r)) throw p.error(pos, "expected integer");
    return new MDNode.Raw(canonicalInt(r.text()));
  }

  /** A decimal integer as LLVM prints it ({@code 007} is {@code 7}); anything else as written. */
  private static String canonicalInt(String t) {
    try {
      return new BigInteger(t).toString();
    } catch (NumberFormatException e) {
      return t;
    }
  }

  private static long parseLong(String t, long dflt) {
    try {
      return Long.decode(t.trim());
    } catch (NumberFormatException e) {
      return dflt;
    }
  }

  /** A DIFlags or DISPFlags value ({@code A | B | 4}) in canonical form. */
  private static MDNode.Raw flags(Object v, ParserBase p, long pos, boolean sp) {
    long bits = 0;
    if (v instanceof MDNode.Raw r) {
      for (String part : r.text().split("\\|")) {
        String t = part.trim();
        Long b = sp ? DiFlags.spFlag(t) : DiFlags.diFlag(t);
        if (b == null) {
          if (!t.isEmpty() && Character.isDigit(t.charAt(0))) b = parseLong(t, 0);
          else throw p.error(pos, sp ? "invalid subprogram debug info flag '" + t + "'" : "invalid debug info flag flag '" + t + "'");
        }
        bits |= b;
      }
    }
    String text = sp ? DiFlags.spText(bits) : DiFlags.diText(bits);
    return text == null ? null : new MDNode.Raw(text);
  }

  /** A string field printed as LLVM prints it: escapes decoded, then written with printEscapedString's. */
  private static MDNode.Raw string(Object v) {
    if (!(v instanceof MDNode.Raw r) || !r.text().startsWith("\"")) return v instanceof MDNode.Raw r2 ? r2 : new MDNode.Raw("\"\"");
    String t = r.text();
    StringBuilder sb = new StringBuilder(t.length());
    sb.append('"');
    for (int i = 1; i < t.length() - 1; i++) {
      char c = t.charAt(i);
      if (c == '\\' && i + 1 < t.length() - 1) {
        if (t.charAt(i + 1) == '\\') {
          c = '\\';
          i++;
        } else if (i + 2 < t.length() - 1 && hex(t.charAt(i + 1)) >= 0 && hex(t.charAt(i + 2)) >= 0) {
          c = (char) (hex(t.charAt(i + 1)) * 16 + hex(t.charAt(i + 2)));
          i += 2;
        }
      }
      if (c == '\\') sb.append("\\\\");
      else if (c >= 0x20 && c < 0x7f && c != '"') sb.append(c);
      else sb.append('\\').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
          .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
    }
    return new MDNode.Raw(sb.append('"').toString());
  }

  private static int hex(char c) {
    return Character.digit(c, 16);
  }
}
