package dev.hoist.analysis.scev;

/**
 * The kinds of SCEV expression, in LLVM 14's {@code SCEVTypes} order. The order matters: operands
 * of commutative expressions are sorted by kind first (constants first, unknowns last), which is
 * what makes {@code (5 + (-1 * %n))} print the way LLVM prints it.
 */
public enum ScevKind {
  CONSTANT, TRUNCATE, ZERO_EXTEND, SIGN_EXTEND, ADD, MUL, UDIV, ADD_REC, UMAX, SMAX, UMIN, SMIN, PTR_TO_INT,
  UNKNOWN, COULD_NOT_COMPUTE;

  public boolean isMinMax() {
    return this == UMAX || this == SMAX || this == UMIN || this == SMIN;
  }

  public boolean isCast() {
    return this == TRUNCATE || this == ZERO_EXTEND || this == SIGN_EXTEND || this == PTR_TO_INT;
  }

  /** The operator text LLVM prints between operands of an n-ary expression. */
  String operatorText() {
    return switch (this) {
      case ADD -> " + ";
      case MUL -> " * ";
      case UMAX -> " umax ";
      case SMAX -> " smax ";
      case UMIN -> " umin ";
      case SMIN -> " smin ";
      default -> throw new IllegalStateException(this + " is not n-ary");
    };
  }
}
