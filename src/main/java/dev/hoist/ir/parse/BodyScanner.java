package dev.hoist.ir.parse;

/**
 * Finds where a function body ends without parsing it: from the opening '{', the matching '}',
 * skipping string literals, quoted names and comments (the only places braces may hide). Used to
 * hand bodies to parallel workers while the module-level text is parsed in order.
 */
final class BodyScanner {
  private BodyScanner() {}

  /** The end of a body and facts found on the way. */
  record Extent(int end, int newlines, int lastLineStart, boolean mentionsBlockAddress) {}

  private static final byte[] BLOCKADDRESS = "blockaddress".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);

  /** @return the extent, with {@code end} just past the matching '}', or null when it is missing */
  static Extent scan(byte[] b, int open) {
    int depth = 0;
    int newlines = 0;
    int lineStart = -1;
    boolean blockAddress = false;
    int n = b.length;
    for (int i = open; i < n; i++) {
      byte c = b[i];
      switch (c) {
        case '{' -> depth++;
        case '}' -> {
          if (--depth == 0) return new Extent(i + 1, newlines, lineStart, blockAddress);
        }
        case '\n' -> {
          newlines++;
          lineStart = i + 1;
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
        }
        case ';' -> {
          while (i + 1 < n && b[i + 1] != '\n') i++;
        }
        case 'b' -> {
          if (!blockAddress && i + BLOCKADDRESS.length <= n && b[i + 1] == 'l' && b[i + 5] == 'a'
              && java.util.Arrays.equals(b, i, i + BLOCKADDRESS.length, BLOCKADDRESS, 0, BLOCKADDRESS.length)) {
            blockAddress = true;
          }
        }
        default -> {}
      }
    }
    return null;
  }
}
