package dev.hoist.analysis.alias;

/**
 * An alias answer packed into an {@code int}, as LLVM packs its AliasResult: bits 0-1 hold the
 * {@link AliasResult} ordinal, bit 2 says whether a PartialAlias answer knows the offset, and bits
 * 8-31 hold that offset (a signed 23-bit value, like LLVM's; larger offsets are dropped).
 *
 * <p>The offset of {@code alias(A, B)} is {@code address(B) - address(A)}; swapping the operands of a
 * query negates it ({@link #swap}). Only nested partial overlaps carry one:
 * <pre>
 *   %y = alloca [10 x i32]
 *   %g = getelementptr [10 x i32], [10 x i32]* %y, i64 0, i64 2   ; alias(%y, %g) = PartialAlias (off 8)
 * </pre>
 */
final class AliasCode {
  private AliasCode() {}

  static final int NO = AliasResult.NO_ALIAS.ordinal();
  static final int MAY = AliasResult.MAY_ALIAS.ordinal();
  static final int PARTIAL = AliasResult.PARTIAL_ALIAS.ordinal();
  static final int MUST = AliasResult.MUST_ALIAS.ordinal();

  private static final int HAS_OFFSET = 4;
  private static final int OFFSET_BITS = 23;

  static int kind(int code) {
    return code & 3;
  }

  static AliasResult result(int code) {
    return AliasResult.of(code & 3);
  }

  static boolean hasOffset(int code) {
    return (code & HAS_OFFSET) != 0;
  }

  static int offset(int code) {
    return code >> 8;
  }

  /** PartialAlias with a known offset, when it fits LLVM's 23 bits (else without). */
  static int partial(long offset) {
    if (offset < -(1L << (OFFSET_BITS - 1)) || offset >= (1L << (OFFSET_BITS - 1))) return PARTIAL;
    return PARTIAL | HAS_OFFSET | ((int) offset << 8);
  }

  /** The answer with its operands exchanged: the offset changes sign. */
  static int swap(int code) {
    return hasOffset(code) ? partial(-(long) offset(code)) : code;
  }

  static int swapIf(boolean doSwap, int code) {
    return doSwap ? swap(code) : code;
  }

  /** {@code NoAlias}, {@code PartialAlias (off 8)}...: how {@code aa-eval} prints an answer. */
  static String text(int code) {
    String s = result(code).text();
    return hasOffset(code) ? s + " (off " + offset(code) + ")" : s;
  }

  /**
   * Joins the answers for two alternatives (phi or select operands): equal kinds stay, Partial and
   * Must give Partial, anything else MayAlias. Like LLVM, the first answer's offset is kept.
   */
  static int merge(int a, int b) {
    int ka = kind(a);
    int kb = kind(b);
    if (ka == kb) return a;
    if ((ka == PARTIAL && kb == MUST) || (ka == MUST && kb == PARTIAL)) return PARTIAL;
    return MAY;
  }
}
