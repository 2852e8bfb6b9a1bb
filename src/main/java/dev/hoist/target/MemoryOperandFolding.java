package dev.hoist.target;

import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;

/**
 * Which loads x86-64 instruction selection turns into a memory operand of their only user
 * ({@code addl (%rdx), %eax}, {@code mulss (%rdx), %xmm0}, {@code cmpq (%rsi), %rax}), and which
 * load-operate-store triples become one read-modify-write instruction ({@code addl %eax, (%rdi)}).
 *
 * <p>Hoisting such a load out of a loop (or promoting such a triple to a register) executes no
 * fewer instructions per iteration: the arithmetic instruction stays, only its operand moves from
 * memory to a register, and an invariant address keeps the load off the critical path. Loop
 * versioning, whose runtime checks cost instructions on every entry, must not count it as work
 * freed. Asked through {@link TargetTransformInfo}.
 */
final class MemoryOperandFolding {
  private MemoryOperandFolding() {}

  /** Whether {@code load}'s only use is an arithmetic or compare operand that can read memory. */
  static boolean foldsIntoUser(LoadInst load) {
    if (!load.hasOneUse() || !scalar(load.type())) return false;
    Use use = load.firstUse();
    if (!(use.user() instanceof Instruction user) || user.parent() != load.parent()) return false;
    // Only two-operand users (a cast, fneg, select or call has others, or fewer).
    if (!(user instanceof CmpInst) && !(user instanceof BinaryInst)) return false;
    Value other = user.operand(1 - use.index());
    // A compare overwrites nothing: with this load hoisted, a load on the other side folds instead.
    if (user instanceof CmpInst) return !foldableLoadOperand(other);
    // In a read-modify-write (a[k] += *b) the memory operand is the destination: *b needs a
    // register, loaded each iteration unless hoisted.
    if (user.hasOneUse() && user.firstUse().user() instanceof StoreInst st
        && readModifyWriteLoad(st) == 1 - use.index()) {
      return false;
    }
    switch (user.opcode()) {
      case ADD:
        // With both operands in registers an add whose other operand lives on is one lea; with
        // one in memory it is a copy and an add.
        return diesHere(other);
      case MUL, AND, OR, XOR, FADD, FMUL:
        // Two-address: the other operand's register is overwritten, so a hoisted value in a
        // register would need a copy each iteration; either way one instruction per operand.
        return true;
      case SUB, FSUB, FDIV:
        return use.index() == 1; // x - (mem); the first operand is the destination register
      default:
        return false; // shifts, divisions, remainders take their operands in registers
    }
  }

  /**
   * Whether promoting the location {@code store} writes saves no instruction: the store writes back
   * {@code op(load p, x)}, which x86 does as one read-modify-write instruction, and with the
   * location in a register {@code x} could not become a memory operand instead (it is no load).
   */
  static boolean isReadModifyWrite(StoreInst store) {
    int k = readModifyWriteLoad(store);
    return k >= 0 && !foldableLoadOperand(((BinaryInst) store.value()).operand(1 - k));
  }

  /**
   * The operand index of the load in {@code store(op(load p, x), p)} when the load and the
   * operation have no other use (x86's read-modify-write form), else -1.
   */
  private static int readModifyWriteLoad(StoreInst store) {
    if (!(store.value() instanceof BinaryInst op) || !op.hasOneUse() || op.parent() != store.parent()) return -1;
    if (!(op.type() instanceof IntegerType it) || it.bits() > 64) return -1;
    int candidates = switch (op.opcode()) {
      case ADD, AND, OR, XOR -> 2;
      case SUB -> 1; // (mem) - x only
      default -> 0;
    };
    for (int k = 0; k < candidates; k++) {
      if (op.operand(k) instanceof LoadInst l && l.hasOneUse() && l.parent() == store.parent()
          && l.pointer() == store.pointer() && !l.isVolatile() && !store.isVolatile()) {
        return k;
      }
    }
    return -1;
  }

  /**
   * Whether the register holding {@code v} is free to overwrite at its use: {@code v} has no other
   * use, and is not a truncation or zero extension (which x86 does on the same register) of a
   * value used elsewhere.
   */
  private static boolean diesHere(Value v) {
    while (true) {
      if (!v.hasOneUse()) return false;
      if (!(v instanceof CastInst c) || c.opcode() != Opcode.TRUNC && c.opcode() != Opcode.ZEXT) return true;
      v = c.operand(0);
    }
  }

  private static boolean foldableLoadOperand(Value v) {
    return v instanceof LoadInst l && l.hasOneUse();
  }

  private static boolean scalar(Type t) {
    return t instanceof IntegerType it && it.bits() <= 64 || t instanceof FloatType f && f.bits() <= 64;
  }
}
