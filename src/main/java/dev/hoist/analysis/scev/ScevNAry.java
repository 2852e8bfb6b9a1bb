package dev.hoist.analysis.scev;

import dev.hoist.ir.Value;
import dev.hoist.ir.type.Type;
import java.util.function.Function;

/** An expression over two or more operands: add, mul, the min/max family, and recurrences. */
public abstract sealed class ScevNAry extends Scev permits ScevAdd, ScevMul, ScevMinMax, ScevAddRec {
  ScevNAry(int id, Type type, int bits, Scev[] ops) {
    super(id, type, bits, ops);
  }

  @Override
  public void print(StringBuilder sb, Function<Value, String> names) {
    String op = kind().operatorText();
    sb.append('(');
    for (int i = 0; i < ops.length; i++) {
      if (i > 0) sb.append(op);
      ops[i].print(sb, names);
    }
    sb.append(')');
    if (kind() == ScevKind.ADD || kind() == ScevKind.MUL) sb.append(NoWrap.suffix(flags));
  }
}
