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

  /**
   * The constant LLVM makes of these elements: {@code zeroinitializer} when all are zero (an empty
   * struct too), {@code undef} or {@code poison} when all are, a string {@code c"..."} for an array
   * of i8 integers, else the aggregate itself.
   */
  public static Constant get(Type type, List<? extends Constant> elements) {
    if (elements.isEmpty()) return type instanceof dev.hoist.ir.type.StructType ? ConstantSimple.zero(type) : ConstantSimple.undef(type);
    boolean zero = true;
    boolean undef = true;
    boolean poison = true;
    boolean bytes = type instanceof dev.hoist.ir.type.ArrayType a && a.element() == dev.hoist.ir.type.IntegerType.I8;
    for (Constant c : elements) {
      zero &= c.isZeroValue();
      boolean u = c instanceof ConstantSimple s && s.kind() == ConstantSimple.Kind.UNDEF;
      boolean p = c instanceof ConstantSimple s && s.kind() == ConstantSimple.Kind.POISON;
      undef &= u;
      poison &= p;
      bytes &= c instanceof ConstantInt;
    }
    if (zero) return ConstantSimple.zero(type);
    if (poison) return ConstantSimple.poison(type);
    if (undef) return ConstantSimple.undef(type);
    if (bytes) {
      byte[] b = new byte[elements.size()];
      for (int i = 0; i < b.length; i++) b[i] = (byte) ((ConstantInt) elements.get(i)).signedValue();
      return new ConstantString((dev.hoist.ir.type.ArrayType) type, b);
    }
    return new ConstantAggregate(type, elements);
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
