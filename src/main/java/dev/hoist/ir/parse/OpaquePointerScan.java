package dev.hoist.ir.parse;

/**
 * Decides, before parsing, whether a module is written with opaque pointers: whether the word
 * {@code ptr} occurs as a type anywhere (outside comments and strings). LLVM 14 runs such modules
 * in opaque-pointer mode, where every derived pointer type is opaque too.
 */
final class OpaquePointerScan {
  private OpaquePointerScan() {}

  static boolean usesOpaquePointers(byte[] b) {
    int n = b.length;
    // Typed-pointer modules have no match, so the whole text is read: look at the last byte of
    // each window first and skip as far as it allows (Horspool; "ptr" has three distinct bytes).
    for (int i = 0; i + 3 <= n; ) {
      byte last = b[i + 2];
      if (last != 'r') {
        i += last == 't' ? 1 : last == 'p' ? 2 : 3;
        continue;
      }
      if (b[i] == 'p' && b[i + 1] == 't' && (i == 0 || isBefore(b[i - 1])) && (i + 3 == n || isAfter(b[i + 3]))
          && isCode(b, i)) {
        return true;
      }
      i += 3;
    }
    return false;
  }

  static boolean isBefore(byte c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '(' || c == ',' || c == '<' || c == '[' || c == '{';
  }

  static boolean isAfter(byte c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ')' || c == '>' || c == ']'
        || c == '}' || c == '*';
  }

  /** Whether offset {@code at} is outside comments and string literals on its line. */
  static boolean isCode(byte[] b, int at) {
    int ls = at;
    while (ls > 0 && b[ls - 1] != '\n') ls--;
    boolean inQuote = false;
    for (int i = ls; i < at; i++) {
      if (b[i] == '"') inQuote = !inQuote;
      else if (b[i] == ';' && !inQuote) return false;
    }
    return !inQuote;
  }
}
