package dev.hoist.ir.constant;

import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.List;

/**
 * An array {@code [i32 1, i32 2]}, struct {@code {i32 1, i8* null}} (or packed {@code <{...}>}) or
 * vector {@code <i32 1, i32 2>} constant whose elements are its operands.
 */
public final class ConstantAggregate extends Constant {
  public ConstantAggregate(Type type, List<? extends Constant> elements) {
    super(type);
    if (!(type instanceof ArrayType || type instanceof StructType || type instanceof VectorType)) {
      throw new IllegalArgumentException("not an aggregate type: " + type);
    }
    initOperands(elements.toArray(new Constant[0]));
  }

  public Constant element(int i) {
    return (Constant) operand(i);
  }

  public int numElements() {
    return numOperands();
  }

  @Override
  public boolean isZeroValue() {
    for (int i = 0; i < numOperands(); i++) if (!element(i).isZeroValue()) return false;
    return true;
  }

  @Override
  public String reference() {
    return type + " <aggregate>";
  }
}
