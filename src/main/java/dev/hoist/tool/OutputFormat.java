package dev.hoist.tool;

/**
 * How the command chooses between writing text and bitcode: as opt, bitcode unless {@code -S};
 * in a batch ({@code -o DIR} with several inputs, which opt has not), each input's own format
 * unless {@code -S} or {@code -emit-bitcode} asks for one, the output file named after it.
 */
final class OutputFormat {
  private OutputFormat() {}

  /** opt's words when bitcode would go to a terminal; nothing is written, and the run succeeds. */
  static final String BITCODE_TO_TERMINAL = """
      WARNING: You're attempting to print out a bitcode file.
      This is inadvisable as it may cause display problems. If
      you REALLY want to taste LLVM bitcode first-hand, you
      can force output with the `-f' option.

      """;

  /** {@code out} with its {@code .ll}/{@code .bc} extension matching the format written. */
  static String renamed(String out, boolean text) {
    if (text && out.endsWith(".bc")) return out.substring(0, out.length() - 3) + ".ll";
    if (!text && out.endsWith(".ll")) return out.substring(0, out.length() - 3) + ".bc";
    return out;
  }
}
