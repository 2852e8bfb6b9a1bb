package dev.hoist.analysis.scev;

import dev.hoist.ir.type.Type;

/** {@code (a umax b)}, smax, umin, smin over two or more operands. */
public final class ScevMinMax extends ScevNAry {
  private final ScevKind kind;

  ScevMinMax(int id, ScevKind kind, Type type, int bits, Scev[] ops) {
    super(id, type, bits, ops);
    this.kind = kind;
  }

  @Override
  public ScevKind kind() {
    return kind;
  }

  public boolean isSigned() {
    return kind == ScevKind.SMAX || kind == ScevKind.SMIN;
  }

  public boolean isMax() {
    return kind == ScevKind.SMAX || kind == ScevKind.UMAX;
  }
}
