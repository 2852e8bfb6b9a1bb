package dev.hoist.ir.parse;

import dev.hoist.ir.Value;
import dev.hoist.ir.type.Type;

/** A stand-in for a value used before its definition; replaced through its use list once defined. */
final class ForwardRef extends Value {
  final long pos;

  ForwardRef(Type type, long pos) {
    super(type);
    this.pos = pos;
  }
}
