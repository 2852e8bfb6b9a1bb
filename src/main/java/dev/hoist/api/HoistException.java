package dev.hoist.api;

/**
 * Input Hoist cannot accept: IR that does not parse or does not verify. The message is the
 * command line's {@code line:col: error: ...} text without the file name; {@link #line} and
 * {@link #column} give the position (0 when unknown).
 */
public final class HoistException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final int line;
  private final int column;

  HoistException(String message, int line, int column, Throwable cause) {
    super(message, cause);
    this.line = line;
    this.column = column;
  }

  /** The 1-based line of the problem in the input, or 0. */
  public int line() {
    return line;
  }

  /** The 1-based column of the problem in the input, or 0. */
  public int column() {
    return column;
  }
}
