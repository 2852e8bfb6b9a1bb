package dev.hoist.ir.parse;

/**
 * Finds where a global variable's initializer ends without parsing it, so the module-level
 * reader can go on and leave the constant to a parallel worker: from its first byte, the first
 * ',', '#', ';' or line end outside brackets and string literals.
 *
 * <pre>
 *   &#64;a = global [2 x i32] [i32 1, i32 2], align 4
 *                       ^ start        ^ end
 * </pre>
 *
 * The end may be wrong for unusual text (a constant broken over lines outside brackets); the
 * worker parses the constant with the input ending there and fails unless the constant ends
 * exactly there, and a failure makes the whole module be parsed again in order.
 */
final class InitializerScanner {
  private InitializerScanner() {}

  /** End offset (exclusive), newlines inside, and the start of the last line (-1 without newlines). */
  record Extent(int end, int newlines, int lastLineStart) {}

  /** Bytes the scan stops at; the rest (most of an initializer's text) is skipped by a table lookup. */
  private static final boolean[] SPECIAL = new boolean[256];

  static {
    for (char c : "()[]{}<>\"\n;,#\r".toCharArray()) SPECIAL[c] = true;
  }

  /** @return the extent, or null when brackets do not balance before the end of the text */
  static Extent scan(byte[] b, int start) {
    boolean[] special = SPECIAL;
    int depth = 0;
    int newlines = 0;
    int lineStart = -1;
    int n = b.length;
    int i = start;
    for (; i < n; i++) {
      byte c = b[i];
      if (!special[c & 0xff]) continue;
      switch (c) {
        case '(', '[', '{', '<' -> depth++;
        case ')', ']', '}', '>' -> {
          if (--depth < 0) return null;
        }
        case '"' -> {
          i++;
          while (i < n && b[i] != '"') {
            if (b[i] == '\n') {
              newlines++;
              lineStart = i + 1;
            }
            i++;
          }
          if (i == n) return null;
        }
        case '\n' -> {
          if (depth == 0) return new Extent(i, newlines, lineStart);
          newlines++;
          lineStart = i + 1;
        }
        case ';' -> {
          if (depth == 0) return new Extent(i, newlines, lineStart);
          while (i + 1 < n && b[i + 1] != '\n') i++;
        }
        case ',', '#', '\r' -> {
          if (depth == 0) return new Extent(i, newlines, lineStart);
        }
        default -> {}
      }
    }
    return depth == 0 ? new Extent(i, newlines, lineStart) : null;
  }
}
