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

  /** {@code file: error: message (at bit N)}, the one line the command prints. */
  public String format(String file) {
    return file + ": error: " + getMessage() + (bit >= 0 ? " (at bit " + bit + ")" : "");
  }
}
