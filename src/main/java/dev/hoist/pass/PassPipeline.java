package dev.hoist.pass;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Parses opt's {@code -passes=} text: a comma-separated list where adaptors such as
 * {@code function(...)}, {@code loop(...)}, {@code loop-mssa(...)} group passes. Hoist runs every
 * pass over the whole module, so adaptors only group; the flattened list keeps the order.
 */
public final class PassPipeline {
  private PassPipeline() {}

  private static final Set<String> ADAPTORS = Set.of("module", "function", "loop", "loop-mssa", "cgscc");

  /** The pass names in order; throws IllegalArgumentException on malformed text. */
  public static List<String> parse(String text) {
    List<String> out = new ArrayList<>();
    if (text.isBlank()) return out;
    int end = parseList(text, 0, out);
    if (end != text.length()) throw new IllegalArgumentException("invalid pipeline '" + text + "': unexpected '" + text.charAt(end) + "'");
    return out;
  }

  private static int parseList(String s, int i, List<String> out) {
    while (true) {
      int start = i;
      int depthAngle = 0;
      while (i < s.length()) {
        char c = s.charAt(i);
        if (c == '<') depthAngle++;
        else if (c == '>') depthAngle--;
        else if (depthAngle == 0 && (c == ',' || c == '(' || c == ')')) break;
        i++;
      }
      String name = s.substring(start, i).trim();
      if (name.isEmpty()) throw new IllegalArgumentException("invalid pipeline '" + s + "': empty pass name");
      if (i < s.length() && s.charAt(i) == '(') {
        if (!ADAPTORS.contains(name)) throw new IllegalArgumentException("unknown pass adaptor '" + name + "'");
        i = parseList(s, i + 1, out);
        if (i >= s.length() || s.charAt(i) != ')') throw new IllegalArgumentException("invalid pipeline '" + s + "': missing ')'");
        i++;
      } else {
        out.add(name);
      }
      if (i < s.length() && s.charAt(i) == ',') {
        i++;
        continue;
      }
      return i;
    }
  }
}
