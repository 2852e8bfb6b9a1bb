package dev.hoist.ir.metadata;

/**
 * A function-local value inside metadata passed to a call ({@code metadata i32 %x}, or an element
 * of {@code !DIArgList(...)}). The value itself is operand {@code operandIndex} of the enclosing
 * {@link dev.hoist.ir.MetadataAsValue}, so it takes part in use lists and replace-all-uses-with.
 */
public final class LocalValueRef extends Metadata {
  private final int operandIndex;

  public LocalValueRef(int operandIndex) {
    this.operandIndex = operandIndex;
  }

  public int operandIndex() {
    return operandIndex;
  }
}
