package dev.hoist.analysis.scev;

import dev.hoist.ir.Value;
import dev.hoist.ir.type.Type;
import java.util.function.Function;

/**
 * An opaque value: an argument, a global, a load, a phi that is not a recurrence, or any
 * instruction SCEV does not model. Within one loop iteration it is a fixed (unknown) value.
 */
public final class ScevUnknown extends Scev {
  private final Value value;

  ScevUnknown(int id, Type type, int bits, Value value) {
    super(id, type, bits, null);
    this.value = value;
  }

  @Override
  public ScevKind kind() {
    return ScevKind.UNKNOWN;
  }

  public Value value() {
    return value;
  }

  @Override
  public void print(StringBuilder sb, Function<Value, String> names) {
    sb.append(names.apply(value));
  }
}
