package dev.hoist.ir.constant;

import dev.hoist.ir.type.Type;

/**
 * The parameterless constants: {@code null}, {@code undef}, {@code poison}, {@code zeroinitializer}
 * and the token {@code none}. One class with a kind keeps the hierarchy small; the value's type
 * carries the rest.
 */
public final class ConstantSimple extends Constant {
  public enum Kind {
    NULL("null"), UNDEF("undef"), POISON("poison"), ZERO("zeroinitializer"), NONE("none");

    private final String text;

    Kind(String text) {
      this.text = text;
    }

    public String text() {
      return text;
    }
  }

  private final Kind kind;

  private ConstantSimple(Kind kind, Type type) {
    super(type);
    this.kind = kind;
  }

  public static ConstantSimple nullPtr(Type type) {
    return new ConstantSimple(Kind.NULL, type);
  }

  public static ConstantSimple undef(Type type) {
    return new ConstantSimple(Kind.UNDEF, type);
  }

  public static ConstantSimple poison(Type type) {
    return new ConstantSimple(Kind.POISON, type);
  }

  public static ConstantSimple zero(Type type) {
    return new ConstantSimple(Kind.ZERO, type);
  }

  public static ConstantSimple none(Type type) {
    return new ConstantSimple(Kind.NONE, type);
  }

  public static ConstantSimple of(Kind kind, Type type) {
    return new ConstantSimple(kind, type);
  }

  public Kind kind() {
    return kind;
  }

  public boolean isUndefOrPoison() {
    return kind == Kind.UNDEF || kind == Kind.POISON;
  }

  @Override
  public boolean isZeroValue() {
    return kind == Kind.NULL || kind == Kind.ZERO;
  }

  @Override
  public String reference() {
    return type + " " + kind.text;
  }
}
