package dev.hoist.transform.licm;

/** Why an instruction stays in its loop: the reasons {@code -debug-only=licm}, remarks and {@code -stats} report. */
public enum Blocker {
  NOT_INVARIANT("operands not all loop invariant"),
  NOT_MOVABLE("kind of instruction LICM does not move"),
  SIDE_EFFECTS("has side effects"),
  VOLATILE_OR_ATOMIC("volatile or ordered atomic access"),
  MAY_ALIAS_STORE("potential aliasing store in loop"),
  MAY_ALIAS_ACCESS("other accesses to the location in loop"),
  MAY_THROW("may throw"),
  CONVERGENT("convergent call"),
  NOT_GUARANTEED_TO_EXECUTE("does not dominate all exits"),
  MAY_TRAP_CONDITIONAL("may trap and is conditionally executed"),
  TOO_MANY_ACCESSES("too many memory accesses in loop to analyse"),
  DEBUG_INTRINSIC("debug intrinsic"),
  TOKEN("produces a token");

  private final String text;

  Blocker(String text) {
    this.text = text;
  }

  /** The phrase used in debug output and statistics. */
  public String text() {
    return text;
  }
}
