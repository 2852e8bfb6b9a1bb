package dev.hoist.analysis.alias;

/**
 * How many bytes an access touches, encoded in a {@code long} so that locations stay cheap on the
 * hot paths of the analysis (LLVM's LocationSize):
 *
 * <ul>
 *   <li>{@link #precise}: exactly n bytes from the pointer;
 *   <li>{@link #upperBound}: at most n bytes from the pointer (a masked load, strncpy);
 *   <li>{@link #AFTER_POINTER}: an unknown number of bytes from the pointer on;
 *   <li>{@link #BEFORE_OR_AFTER_POINTER}: unknown bytes, possibly before the pointer too (an
 *       argument of an unknown call, a whole underlying object).
 * </ul>
 */
public final class LocationSize {
  private LocationSize() {}

  private static final long UPPER = 1L << 62;
  /** The largest size that can be represented; larger ones become {@link #AFTER_POINTER}. */
  static final long MAX_VALUE = UPPER - 1;

  public static final long AFTER_POINTER = -1;
  public static final long BEFORE_OR_AFTER_POINTER = -2;

  public static long precise(long bytes) {
    return bytes < 0 || bytes > MAX_VALUE ? AFTER_POINTER : bytes;
  }

  public static long upperBound(long bytes) {
    return bytes < 0 || bytes > MAX_VALUE ? AFTER_POINTER : bytes | UPPER;
  }

  /** Whether a byte count is known (precise or an upper bound). */
  public static boolean hasValue(long size) {
    return size >= 0;
  }

  /** The byte count of a size with a value. */
  public static long value(long size) {
    return size & MAX_VALUE;
  }

  public static boolean isPrecise(long size) {
    return size >= 0 && (size & UPPER) == 0;
  }

  public static boolean isZero(long size) {
    return size >= 0 && value(size) == 0;
  }

  public static boolean mayBeBeforePointer(long size) {
    return size == BEFORE_OR_AFTER_POINTER;
  }

  public static String toString(long size) {
    if (size == AFTER_POINTER) return "afterPointer";
    if (size == BEFORE_OR_AFTER_POINTER) return "beforeOrAfterPointer";
    return (isPrecise(size) ? "precise(" : "upperBound(") + value(size) + ")";
  }
}
