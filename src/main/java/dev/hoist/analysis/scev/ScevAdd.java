package dev.hoist.analysis.scev;

import dev.hoist.ir.type.Type;

/**
 * A sum of two or more operands, modulo 2^bits. A pointer-typed sum has exactly one pointer
 * operand (its base, sorted last) and integer byte offsets: {@code (4 + (4 * %i) + %p)}.
 */
public final class ScevAdd extends ScevNAry {
  ScevAdd(int id, Type type, int bits, Scev[] ops) {
    super(id, type, bits, ops);
  }

  @Override
  public ScevKind kind() {
    return ScevKind.ADD;
  }
}
