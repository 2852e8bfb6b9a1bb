package dev.hoist.report;

/** Escaping for HTML text and attributes, and for graphviz's HTML-like labels (the same rules). */
final class Html {
  private Html() {}

  static String esc(String s) {
    if (s == null) return "";
    StringBuilder sb = new StringBuilder(s.length() + 16);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  /** {@code s} cut to {@code max} characters (first line only), with an ellipsis when cut. */
  static String clip(String s, int max) {
    int nl = s.indexOf('\n');
    String line = nl >= 0 ? s.substring(0, nl) + " …" : s;
    return line.length() <= max ? line : line.substring(0, max - 1) + "…";
  }
}
