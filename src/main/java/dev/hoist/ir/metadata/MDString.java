package dev.hoist.ir.metadata;

/** {@code !"text"}: the bytes are kept one per char. */
public final class MDString extends Metadata {
  private final String value;

  public MDString(String value) {
    this.value = value;
  }

  public String value() {
    return value;
  }

  @Override
  public String toString() {
    return "!\"" + value + "\"";
  }
}
