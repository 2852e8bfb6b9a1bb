package dev.hoist.ir.constant;

import dev.hoist.ir.GlobalValue;

/** {@code dso_local_equivalent @f} and {@code no_cfi @f}: a global seen through a link-time lens. */
public final class GlobalRefConstant extends Constant {
  public enum Kind {
    DSO_LOCAL_EQUIVALENT("dso_local_equivalent"), NO_CFI("no_cfi");

    private final String text;

    Kind(String text) {
      this.text = text;
    }

    public String text() {
      return text;
    }
  }

  private final Kind kind;

  public GlobalRefConstant(Kind kind, GlobalValue global) {
    this(kind, (Constant) global);
  }

  /**
   * For the parser: {@code target} may be a stand-in for a global defined later in the file (opt
   * prints globals before the functions they name), replaced through its use list once defined.
   */
  public GlobalRefConstant(Kind kind, Constant target) {
    super(target.type());
    this.kind = kind;
    initOperands(target);
  }

  public Kind kind() {
    return kind;
  }

  public GlobalValue global() {
    return (GlobalValue) operand(0);
  }
}
