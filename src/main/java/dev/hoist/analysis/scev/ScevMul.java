package dev.hoist.analysis.scev;

import dev.hoist.ir.type.Type;

/** A product of two or more integer operands, modulo 2^bits; a constant factor comes first. */
public final class ScevMul extends ScevNAry {
  ScevMul(int id, Type type, int bits, Scev[] ops) {
    super(id, type, bits, ops);
  }

  @Override
  public ScevKind kind() {
    return ScevKind.MUL;
  }
}
