package dev.hoist.ir;

import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;

/** {@code icmp slt i32 %a, %b} / {@code fcmp olt double %x, %y}: i1, or a vector of i1 for vector operands. */
public final class CmpInst extends Instruction {
  private CmpPredicate predicate;

  public CmpInst(Opcode op, CmpPredicate predicate, Value a, Value b) {
    super(op, resultType(a.type()));
    this.predicate = predicate;
    initOperands(a, b);
  }

  public static Type resultType(Type operandType) {
    return operandType instanceof VectorType v ? v.withElement(IntegerType.I1) : IntegerType.I1;
  }

  public CmpPredicate predicate() {
    return predicate;
  }

  public void setPredicate(CmpPredicate p) {
    this.predicate = p;
  }

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }

  @Override
  public Instruction cloneInstruction() {
    return finishClone(new CmpInst(opcode(), predicate, lhs(), rhs()));
  }
}
