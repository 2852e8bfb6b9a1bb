package dev.hoist.analysis.alias;

/**
 * The answer to "may these two memory locations overlap?", LLVM's lattice:
 *
 * <ul>
 *   <li>{@link #NO_ALIAS}: the locations never share a byte;
 *   <li>{@link #MAY_ALIAS}: nothing is known (the only answer that is always sound);
 *   <li>{@link #PARTIAL_ALIAS}: they overlap, but do not start at the same address (or do not have
 *       the same size);
 *   <li>{@link #MUST_ALIAS}: the pointers are equal.
 * </ul>
 *
 * A PartialAlias answer may also know the byte offset between the two pointers; that travels in
 * {@link AliasCode}, the packed form used inside the analysis and by {@code aa-eval}.
 */
public enum AliasResult {
  NO_ALIAS("NoAlias"), MAY_ALIAS("MayAlias"), PARTIAL_ALIAS("PartialAlias"), MUST_ALIAS("MustAlias");

  private final String text;

  AliasResult(String text) {
    this.text = text;
  }

  /** LLVM's spelling, as {@code aa-eval} prints it: {@code NoAlias}, {@code MustAlias}... */
  public String text() {
    return text;
  }

  /** True unless NoAlias: the two locations may share a byte. */
  public boolean mayAlias() {
    return this != NO_ALIAS;
  }

  private static final AliasResult[] VALUES = values();

  static AliasResult of(int ordinal) {
    return VALUES[ordinal];
  }
}
