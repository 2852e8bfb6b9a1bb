package dev.hoist.ir.constant;

import dev.hoist.ir.Value;
import dev.hoist.ir.type.FloatType;

/**
 * Structural equality of constants. LLVM uniques constants, so "the same constant" is one object
 * there; Hoist does not, so places that need LLVM's notion (phi entries for one block, switch
 * cases, CSE of constant operands) ask here.
 */
public final class ConstantEquality {
  private ConstantEquality() {}

  /** True when {@code a} and {@code b} are the same value: the same object, or equal constants. */
  public static boolean same(Value a, Value b) {
    if (a == b) return true;
    if (!(a instanceof Constant ca) || !(b instanceof Constant cb)) return false;
    if (a.type() != b.type()) return false;
    if (a instanceof dev.hoist.ir.GlobalValue || b instanceof dev.hoist.ir.GlobalValue) return false;
    return switch (ca) {
      case ConstantInt x -> cb instanceof ConstantInt y ? x.bigValue().equals(y.bigValue()) : isZeroLike(ca) && isZeroLike(cb);
      case ConstantFP x -> cb instanceof ConstantFP y && x.sameBits(y);
      case ConstantSimple x -> cb instanceof ConstantSimple y && x.kind() == y.kind() || isZeroLike(ca) && isZeroLike(cb);
      case ConstantString x -> cb instanceof ConstantString y ? java.util.Arrays.equals(x.bytes(), y.bytes())
          : sameElements(ca, cb);
      case ConstantAggregate x -> sameElements(ca, cb);
      case ConstantExpr x -> cb instanceof ConstantExpr y && x.opcode() == y.opcode() && x.flags() == y.flags()
          && x.predicate() == y.predicate() && x.sourceElementType() == y.sourceElementType()
          && x.inRangeIndex() == y.inRangeIndex() && java.util.Arrays.equals(x.indices(), y.indices()) && sameOperands(x, y);
      case BlockAddress x -> cb instanceof BlockAddress y && x.operand(0) == y.operand(0) && x.block() == y.block();
      case GlobalRefConstant x -> cb instanceof GlobalRefConstant y && x.kind() == y.kind() && x.global() == y.global();
      default -> false;
    };
  }

  /**
   * A hash consistent with {@link #same}: values that are the same hash alike. It looks into
   * integers and constant expressions (the addresses that {@code getelementptr} expressions make,
   * which differ mostly in their indices) and takes only the type of other constants.
   */
  public static int hash(Value v) {
    if (!(v instanceof Constant c) || v instanceof dev.hoist.ir.GlobalValue) return System.identityHashCode(v);
    int h = System.identityHashCode(v.type()); // types are interned
    if (isZeroLike(c)) return h; // equal to every zero-like constant of its type
    return switch (c) {
      case ConstantInt x -> h * 31 + Long.hashCode(x.signedValue());
      case ConstantExpr x -> {
        h = (h * 31 + x.opcode().ordinal()) * 31 + x.flags();
        h = h * 31 + java.util.Arrays.hashCode(x.indices());
        for (int i = 0; i < x.numOperands(); i++) h = h * 31 + hash(x.operand(i));
        yield h;
      }
      case GlobalRefConstant x -> h * 31 + System.identityHashCode(x.global());
      default -> h;
    };
  }

  /** zeroinitializer, null and all-zero aggregates are one constant in LLVM. */
  private static boolean isZeroLike(Constant c) {
    return c.isZeroValue() && !(c.type() instanceof FloatType);
  }

  private static boolean sameOperands(Constant a, Constant b) {
    if (a.numOperands() != b.numOperands()) return false;
    for (int i = 0; i < a.numOperands(); i++) if (!same(a.operand(i), b.operand(i))) return false;
    return true;
  }

  private static boolean sameElements(Constant a, Constant b) {
    if (a.isZeroValue() && b.isZeroValue()) return true;
    if (a instanceof ConstantString s && b instanceof ConstantAggregate g) return stringMatches(s, g);
    if (b instanceof ConstantString s && a instanceof ConstantAggregate g) return stringMatches(s, g);
    return a instanceof ConstantAggregate && b instanceof ConstantAggregate && sameOperands(a, b);
  }

  private static boolean stringMatches(ConstantString s, ConstantAggregate g) {
    byte[] bytes = s.bytes();
    if (g.numElements() != bytes.length) return false;
    for (int i = 0; i < bytes.length; i++) {
      if (!(g.element(i) instanceof ConstantInt ci) || (byte) ci.zextValue() != bytes[i]) return false;
    }
    return true;
  }
}
