package dev.hoist.analysis.scev;

/**
 * No-wrap flags of add, mul and add-recurrence expressions, as a bit set.
 *
 * <ul>
 *   <li>{@link #NUW}: evaluated in infinite precision, the unsigned result fits the type.
 *   <li>{@link #NSW}: the same for the signed interpretation.
 *   <li>{@link #NW} (recurrences only): the value never crosses its start value again within the
 *       loop ("no self-wrap"): |step| * backedge-taken count stays below 2^bits. Implied by either
 *       of the two above.
 * </ul>
 *
 * Flags live on the uniqued expression, so they are claims about every place the expression is
 * used. They are only ever set from facts true wherever the expression is defined (ranges, or IR
 * flags of an instruction that executes whenever the defining scope is entered and whose poison
 * would be undefined behaviour): see {@link PoisonFacts}.
 */
public final class NoWrap {
  private NoWrap() {}

  public static final int NONE = 0;
  public static final int NUW = 1;
  public static final int NSW = 2;
  public static final int NW = 4;

  public static boolean has(int flags, int f) {
    return (flags & f) == f;
  }

  /** Flags for a recurrence: nuw or nsw imply nw. */
  static int forAddRec(int flags) {
    return (flags & (NUW | NSW)) != 0 ? flags | NW : flags;
  }

  /** The suffix LLVM prints after an add or mul: {@code <nuw><nsw>}. */
  static String suffix(int flags) {
    return (has(flags, NUW) ? "<nuw>" : "") + (has(flags, NSW) ? "<nsw>" : "");
  }
}
