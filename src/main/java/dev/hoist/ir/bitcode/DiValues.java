package dev.hoist.ir.bitcode;

/**
 * Reads the values of debug-info fields as Hoist keeps them (tokens as written:
 * {@code 42}, {@code -1}, {@code 0x10}, {@code true}, {@code "text"}, {@code DW_TAG_member},
 * {@code DIFlagPrototyped | DIFlagArtificial}) back into numbers and strings, as LLVM's parser does.
 */
final class DiValues {
  private DiValues() {}

  /** An unsigned decimal or hexadecimal number, or -1 when {@code t} is not one. */
  static long unsignedOrMinus(String t) {
    try {
      if (t.startsWith("0x") || t.startsWith("0X")) return Long.parseUnsignedLong(t.substring(2), 16);
      return Long.parseUnsignedLong(t);
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
