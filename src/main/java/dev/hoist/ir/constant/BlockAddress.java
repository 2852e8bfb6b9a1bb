package dev.hoist.ir.constant;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.type.Type;

/** {@code blockaddress(@f, %bb)}: operands are the function and the block. */
public final class BlockAddress extends Constant {
  public BlockAddress(Type type, Constant function, BasicBlock block) {
    super(type);
    initOperands(function, block);
  }

  public Function function() {
    return (Function) operand(0);
  }

  public BasicBlock block() {
    return (BasicBlock) operand(1);
  }
}
