package dev.hoist.ir;

import dev.hoist.ir.type.Type;
import java.util.Arrays;

/** A value with operands: instructions, constant expressions, globals with initializers. */
public abstract class User extends Value {
  private static final Use[] NONE = new Use[0];
  private Use[] ops = NONE;
  private int numOps;

  protected User(Type type) {
    super(type);
  }

  public final int numOperands() {
    return numOps;
  }

  // The accessors throw through outOfRange so that their bytecode stays under C1's inlining size
  // (35 bytes); with the message built inline, operand() was a call everywhere (3% of a profile).
  public final Value operand(int i) {
    if (i >= numOps) throw outOfRange(i);
    return ops[i].value();
  }

  public final Use operandUse(int i) {
    if (i >= numOps) throw outOfRange(i);
    return ops[i];
  }

  public final void setOperand(int i, Value v) {
    if (i >= numOps) throw outOfRange(i);
    ops[i].set(v);
  }

  private IndexOutOfBoundsException outOfRange(int i) {
    return new IndexOutOfBoundsException(i + " >= " + numOps);
  }

  /** Appends an operand slot holding {@code v}. */
  public final void addOperand(Value v) {
    if (numOps == ops.length) ops = Arrays.copyOf(ops, Math.max(4, numOps * 2));
    Use u = new Use(this, numOps);
    ops[numOps++] = u;
    u.set(v);
  }

  /** Sets all operands at once (the user must have none yet). */
  protected final void initOperands(Value... values) {
    if (numOps != 0) throw new IllegalStateException("operands already set");
    ops = new Use[values.length];
    for (int i = 0; i < values.length; i++) {
      Use u = new Use(this, i);
      ops[i] = u;
      u.set(values[i]);
    }
    numOps = values.length;
  }

  /** Removes the operands from {@code from} on, unlinking their uses. */
  public final void truncateOperands(int from) {
    for (int i = from; i < numOps; i++) {
      ops[i].unlink();
      ops[i] = null;
    }
    numOps = Math.min(numOps, from);
  }

  /**
   * Removes operand {@code i}, shifting the later ones down. Uses carry their index, so the tail
   * is rebuilt; this is O(operands), fine for phis and switches.
   */
  public final void removeOperand(int i) {
    Value[] rest = new Value[numOps - i - 1];
    for (int k = i + 1; k < numOps; k++) rest[k - i - 1] = ops[k].value();
    truncateOperands(i);
    for (Value v : rest) addOperand(v);
  }

  /** Unlinks every operand (before the user is deleted). */
  public final void dropAllReferences() {
    for (int i = 0; i < numOps; i++) ops[i].set(null);
  }

  /** Whether any operand is {@code v}. */
  public final boolean usesValue(Value v) {
    for (int i = 0; i < numOps; i++) if (ops[i].value() == v) return true;
    return false;
  }
}
