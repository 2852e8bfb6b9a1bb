package dev.hoist.ir;

import dev.hoist.ir.type.Type;
import java.util.Arrays;

/**
 * {@code %x = phi i32 [ 0, %entry ], [ %x.next, %loop ]}: operand i is the value coming from
 * {@link #incomingBlock(int) incoming block} i. Blocks are kept beside the operands, not as uses.
 */
public final class PhiInst extends Instruction {
  private BasicBlock[] blocks = new BasicBlock[2];

  public PhiInst(Type type) {
    super(Opcode.PHI, type);
  }

  public int numIncoming() {
    return numOperands();
  }

  public Value incomingValue(int i) {
    return operand(i);
  }

  public BasicBlock incomingBlock(int i) {
    if (i >= numOperands()) throw new IndexOutOfBoundsException(i);
    return blocks[i];
  }

  public void setIncomingValue(int i, Value v) {
    setOperand(i, v);
  }

  public void setIncomingBlock(int i, BasicBlock b) {
    if (i >= numOperands()) throw new IndexOutOfBoundsException(i);
    blocks[i] = b;
  }

  public void addIncoming(Value v, BasicBlock b) {
    int n = numOperands();
    if (n == blocks.length) blocks = Arrays.copyOf(blocks, Math.max(2, n * 2));
    blocks[n] = b;
    addOperand(v);
  }

  public void removeIncoming(int i) {
    int n = numOperands();
    System.arraycopy(blocks, i + 1, blocks, i, n - i - 1);
    blocks[n - 1] = null;
    removeOperand(i);
  }

  /** The index of the first entry for {@code b}, or -1. */
  public int indexOfBlock(BasicBlock b) {
    for (int i = 0, n = numOperands(); i < n; i++) if (blocks[i] == b) return i;
    return -1;
  }

  /** The value coming from {@code b}, or null when {@code b} is not an incoming block. */
  public Value valueFor(BasicBlock b) {
    int i = indexOfBlock(b);
    return i < 0 ? null : operand(i);
  }

  public void replaceIncomingBlock(BasicBlock from, BasicBlock to) {
    for (int i = 0, n = numOperands(); i < n; i++) if (blocks[i] == from) blocks[i] = to;
  }

  /** Removes every entry for {@code b}. */
  public void removeIncomingBlock(BasicBlock b) {
    for (int i = numOperands() - 1; i >= 0; i--) if (blocks[i] == b) removeIncoming(i);
  }

  /** The single value all entries agree on (ignoring self references), or null. */
  public Value commonValue() {
    Value common = null;
    for (int i = 0, n = numOperands(); i < n; i++) {
      Value v = operand(i);
      if (v == this) continue;
      if (common != null && common != v) return null;
      common = v;
    }
    return common;
  }

  @Override
  public Instruction cloneInstruction() {
    PhiInst p = new PhiInst(type());
    for (int i = 0; i < numOperands(); i++) p.addIncoming(operand(i), blocks[i]);
    return finishClone(p);
  }
}
