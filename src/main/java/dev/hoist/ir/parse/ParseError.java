package dev.hoist.ir.parse;

/** A syntax or semantic error in the input, at a line and column. */
public final class ParseError extends RuntimeException {
  private final int line;
  private final int column;

  public ParseError(String message, int line, int column) {
    super(message, null, false, false);
    this.line = line;
    this.column = column;
  }

  static ParseError at(long packedPos, String message) {
    return new ParseError(message, (int) (packedPos >>> 24), (int) (packedPos & 0xffffff));
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  /** {@code file:line:col: message}, the form compilers and LLVM's tools use. */
  public String format(String file) {
    return file + ":" + line + ":" + column + ": " + getMessage();
  }
}
