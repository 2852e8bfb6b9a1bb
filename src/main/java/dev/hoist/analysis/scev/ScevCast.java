package dev.hoist.analysis.scev;

import dev.hoist.ir.Value;
import dev.hoist.ir.type.Type;
import java.util.function.Function;

/** {@code (zext i32 %x to i64)}, sext, trunc, and {@code (ptrtoint i8* %p to i64)}. */
public final class ScevCast extends Scev {
  private final ScevKind kind;

  ScevCast(int id, ScevKind kind, Scev operand, Type to, int bits) {
    super(id, to, bits, new Scev[] {operand});
    this.kind = kind;
  }

  @Override
  public ScevKind kind() {
    return kind;
  }

  public Scev operand() {
    return ops[0];
  }

  @Override
  public void print(StringBuilder sb, Function<Value, String> names) {
    String op = switch (kind) {
      case TRUNCATE -> "trunc";
      case ZERO_EXTEND -> "zext";
      case SIGN_EXTEND -> "sext";
      default -> "ptrtoint";
    };
    sb.append('(').append(op).append(' ').append(ops[0].type()).append(' ');
    ops[0].print(sb, names);
    sb.append(" to ").append(type()).append(')');
  }
}
