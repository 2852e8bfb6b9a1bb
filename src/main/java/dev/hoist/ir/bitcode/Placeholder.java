package dev.hoist.ir.bitcode;

import dev.hoist.ir.Value;
import dev.hoist.ir.type.Type;

/**
 * A value used in a function body before the instruction that defines it (a phi's incoming
 * value, a use in a block laid out earlier): its uses are moved to the real value with
 * replaceAllUsesWith once it is read, which leaves the use list as LLVM's reader leaves it.
 */
final class Placeholder extends Value {
  final long id;
  final long pos;
  Value resolved;

  Placeholder(Type type, long id, long pos) {
    super(type);
    this.id = id;
    this.pos = pos;
  }

  /** The value this stands for, once read (itself before). */
  Value current() {
    return resolved != null ? resolved : this;
  }
}
