package dev.hoist.ir.parse;

import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.type.Type;

/**
 * A stand-in for a global used before its definition. It is a constant (globals are), so constant
 * expressions can hold it, and it keeps a use list so the definition can replace it everywhere.
 */
final class GlobalForwardRef extends Constant {
  final long pos;
  /** The global that defined it, set in the parallel parse, where uses are relinked afterwards ({@link UseOrderReplay}). */
  dev.hoist.ir.GlobalValue resolved;

  GlobalForwardRef(Type type, long pos) {
    super(type);
    tracksUses = true;
    this.pos = pos;
  }
}
