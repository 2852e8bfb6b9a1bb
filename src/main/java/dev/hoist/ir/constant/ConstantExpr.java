package dev.hoist.ir.constant;

import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.type.Type;
import java.util.List;

/**
 * A constant expression such as {@code getelementptr inbounds ([4 x i8], [4 x i8]* @s, i64 0, i64 0)}
 * or {@code ptrtoint (i8* @g to i64)}. The operands are constants; the opcode-specific parts are
 * the flags (nuw/nsw/exact/inbounds), the compare predicate, the GEP source element type and
 * {@code inrange} index, and the indices of extractvalue/insertvalue.
 */
public final class ConstantExpr extends Constant {
  private final Opcode opcode;
  private final int flags;
  private final CmpPredicate predicate;
  private final Type sourceElementType;
  private final int inRangeIndex; // -1 when absent
  private final int[] indices;

  private ConstantExpr(Type type, Opcode opcode, int flags, CmpPredicate predicate, Type sourceElementType,
      int inRangeIndex, int[] indices, List<? extends Constant> operands) {
    super(type);
    this.opcode = opcode;
    this.flags = flags;
    this.predicate = predicate;
    this.sourceElementType = sourceElementType;
    this.inRangeIndex = inRangeIndex;
    this.indices = indices;
    initOperands(operands.toArray(new Constant[0]));
  }

  public static ConstantExpr cast(Opcode op, Constant v, Type to) {
    return new ConstantExpr(to, op, 0, null, null, -1, null, List.of(v));
  }

  public static ConstantExpr binary(Opcode op, int flags, Constant a, Constant b) {
    return new ConstantExpr(a.type(), op, flags, null, null, -1, null, List.of(a, b));
  }

  public static ConstantExpr unary(Opcode op, Constant a) {
    return new ConstantExpr(a.type(), op, 0, null, null, -1, null, List.of(a));
  }

  public static ConstantExpr compare(Opcode op, CmpPredicate p, Type resultType, Constant a, Constant b) {
    return new ConstantExpr(resultType, op, 0, p, null, -1, null, List.of(a, b));
  }

  public static ConstantExpr gep(Type resultType, Type sourceElementType, int flags, int inRangeIndex,
      List<? extends Constant> operands) {
    return new ConstantExpr(resultType, Opcode.GETELEMENTPTR, flags, null, sourceElementType, inRangeIndex, null,
        operands);
  }

  /** select, extractelement, insertelement, shufflevector: operands only. */
  public static ConstantExpr other(Opcode op, Type resultType, List<? extends Constant> operands) {
    return new ConstantExpr(resultType, op, 0, null, null, -1, null, operands);
  }

  public static ConstantExpr aggregate(Opcode op, Type resultType, int[] indices, List<? extends Constant> operands) {
    return new ConstantExpr(resultType, op, 0, null, null, -1, indices, operands);
  }

  public Opcode opcode() {
    return opcode;
  }

  public int flags() {
    return flags;
  }

  public boolean hasFlag(int f) {
    return (flags & f) != 0;
  }

  public CmpPredicate predicate() {
    return predicate;
  }

  public Type sourceElementType() {
    return sourceElementType;
  }

  public int inRangeIndex() {
    return inRangeIndex;
  }

  public int[] indices() {
    return indices;
  }

  public Constant constOperand(int i) {
    return (Constant) operand(i);
  }

  @Override
  public String reference() {
    return type + " " + opcode.text() + " (...)";
  }
}
