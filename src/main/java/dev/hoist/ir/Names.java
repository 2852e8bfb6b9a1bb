package dev.hoist.ir;

/**
 * LLVM's rules for printing identifiers: a name made only of {@code [-a-zA-Z$._0-9]} (and not
 * starting with a digit) prints bare, anything else prints quoted with {@code \xx} escapes.
 * Names are Java strings holding one byte per char (ISO-8859-1), so any byte string survives.
 */
public final class Names {
  private Names() {}

  private static final boolean[] BARE = new boolean[256];

  static {
    for (char c = 'a'; c <= 'z'; c++) BARE[c] = true;
    for (char c = 'A'; c <= 'Z'; c++) BARE[c] = true;
    for (char c = '0'; c <= '9'; c++) BARE[c] = true;
    BARE['-'] = BARE['.'] = BARE['_'] = true; // LLVM's printer quotes names with '$'
  }

  /** True when {@code name} can be printed without quotes. */
  public static boolean isBare(String name) {
    int n = name.length();
    if (n == 0) return false;
    char c0 = name.charAt(0);
    if (c0 >= '0' && c0 <= '9') return false;
    for (int i = 0; i < n; i++) {
      char c = name.charAt(i);
      if (c > 255 || !BARE[c]) return false;
    }
    return true;
  }

  /** Appends {@code name} after a sigil: bare or quoted and escaped. */
  public static void appendName(StringBuilder sb, String name) {
    if (isBare(name)) {
      sb.append(name);
    } else {
      sb.append('"');
      appendEscaped(sb, name);
      sb.append('"');
    }
  }

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  /** LLVM's printEscapedString: printable ASCII except {@code \} and {@code "} as is, the rest as {@code \XX}. */
  public static void appendEscaped(StringBuilder sb, String s) {
    for (int i = 0, n = s.length(); i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x20 && c < 0x7f && c != '\\' && c != '"') {
        sb.append(c);
      } else {
        sb.append('\\').append(HEX[(c >> 4) & 15]).append(HEX[c & 15]);
      }
    }
  }
}
