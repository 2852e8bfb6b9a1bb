package dev.hoist.analysis.scev;

import dev.hoist.ir.Value;
import java.util.function.Function;

/** Unsigned division {@code (a /u b)}; division by zero never arises in values SCEV builds from IR. */
public final class ScevUDiv extends Scev {
  ScevUDiv(int id, Scev lhs, Scev rhs) {
    super(id, lhs.type(), lhs.bits(), new Scev[] {lhs, rhs});
  }

  @Override
  public ScevKind kind() {
    return ScevKind.UDIV;
  }

  public Scev lhs() {
    return ops[0];
  }

  public Scev rhs() {
    return ops[1];
  }

  @Override
  public void print(StringBuilder sb, Function<Value, String> names) {
    sb.append('(');
    ops[0].print(sb, names);
    sb.append(" /u ");
    ops[1].print(sb, names);
    sb.append(')');
  }
}
