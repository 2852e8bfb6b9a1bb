package dev.hoist.ir.verify;

import dev.hoist.ir.Instruction;

/** A broken IR invariant, naming the function, block and instruction concerned. */
public final class VerifierError extends RuntimeException {
  private final transient Instruction instruction;
  private final long fallbackPos;

  public VerifierError(String message, Instruction instruction, long fallbackPos) {
    super(message, null, false, false);
    this.instruction = instruction;
    this.fallbackPos = fallbackPos;
  }

  /** The offending instruction, or null when the problem is not tied to one. */
  public Instruction instruction() {
    return instruction;
  }

  /** Source line of the offending instruction, 0 when unknown (e.g. created by a pass). */
  /** Source line of the offending instruction (or its function), 0 when unknown (e.g. created by a pass). */
  public int line() {
    if (instruction != null && instruction.sourcePos() != 0) return instruction.sourceLine();
    return (int) (fallbackPos >>> 24);
  }

  public int column() {
    if (instruction != null && instruction.sourcePos() != 0) return instruction.sourceColumn();
    return (int) (fallbackPos & 0xffffff);
  }
}
