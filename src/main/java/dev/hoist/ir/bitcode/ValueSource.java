package dev.hoist.ir.bitcode;

import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.type.Type;

/**
 * Where records find the values they name by id: the module's globals and constants, and in a
 * function body also its arguments, constants and instructions (with placeholders for those not
 * read yet).
 */
interface ValueSource {
  /** Value {@code id}; {@code expected} (may be null) is the type a forward reference gets. */
  Value value(long id, Type expected, long pos);

  ModuleState module();

  /** {@code blockaddress(fn, block #index)}: the constant, its block resolved now or once all bodies are read. */
  Constant blockAddress(Value fn, long index, long pos);
}
