package dev.hoist.ir.bitcode;

/**
 * Malformed bitcode: what is wrong and where, as a bit offset from the start of the file (the
 * wrapper header included). Reported as {@code file: error: message (at bit N)}.
 */
public final class BitcodeError extends RuntimeException {
  private final long bit;

  public BitcodeError(String message, long bit) {
    super(message, null, false, System.getenv("HOIST_DEBUG") != null);
    this.bit = bit;
  }

  /** The bit offset in the file where the problem was found, or -1 when it concerns the whole file. */
  public long bit() {
    return bit;
  }

  /**
   * {@code file: error: message (at bit N)}, the one line the command prints. A message may quote
   * strings read from the file (a data layout, a name), so control characters in it are written
   * as LLVM escapes them, {@code \XX}, and the line stays one line.
   */
  public String format(String file) {
    String m = getMessage();
    StringBuilder sb = new StringBuilder(file.length() + m.length() + 32).append(file).append(": error: ");
    for (int i = 0, n = m.length(); i < n; i++) {
      char c = m.charAt(i);
      if (c < 0x20 || c == 0x7f) sb.append(String.format("\\%02X", (int) c));
      else sb.append(c);
    }
    return (bit >= 0 ? sb.append(" (at bit ").append(bit).append(')') : sb).toString();
  }
}
