package dev.hoist.target;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;

/**
 * The vector operations of SSE2, the x86-64 baseline that llc targets by default: 128-bit
 * registers, and the element-wise operations it lacks, which llc takes apart lane by lane:
 *
 * <pre>
 *   shl &lt;4 x i32&gt; %x, %n              ; per-lane shift amounts: no SSE2 instruction
 *   sitofp &lt;2 x i64&gt; %x to &lt;2 x double&gt; ; 64-bit (or unsigned) integer conversions
 *   udiv &lt;2 x i64&gt; %x, &lt;i64 10, ...&gt;   ; 64- and 8-bit division by a constant that is no power of two
 * </pre>
 *
 * A 64-bit multiply is expanded into 32-bit ones, but stays in vector registers. Asked through
 * {@link TargetTransformInfo}.
 */
final class Sse2VectorOps {
  private Sse2VectorOps() {}

  static final int REGISTER_BITS = 128;

  /** Whether llc takes the vector form of {@code i} (an element-wise operation of {@code loop}) apart lane by lane. */
  static boolean scalarized(Instruction i, Loop loop) {
    if (i instanceof BinaryInst b) {
      int bits = bits(b.type());
      return switch (b.opcode()) {
        case SHL, LSHR, ASHR -> b.operand(1) instanceof Instruction amount && loop.contains(amount.parent());
        // By a power of two: shifts. Otherwise a multiply by the reciprocal, which SSE2 has for
        // 16 and 32 bits only.
        case UDIV, SDIV, UREM, SREM -> (bits == 64 || bits == 8) && !(b.operand(1) instanceof ConstantInt c
            && c.fitsLong() && Long.bitCount(Math.abs(c.signedValue())) == 1);
        default -> false;
      };
    }
    if (i instanceof CastInst c) {
      return switch (c.opcode()) {
        case SITOFP, UITOFP -> bits(c.operand(0).type()) == 64 || c.opcode() == Opcode.UITOFP;
        case FPTOSI, FPTOUI -> bits(c.type()) == 64 || c.opcode() == Opcode.FPTOUI;
        default -> false;
      };
    }
    return false;
  }

  /** The bits of a scalar lane type. */
  private static int bits(Type t) {
    if (t instanceof IntegerType i) return i.bits();
    if (t instanceof FloatType f) return f.bits();
    return 0;
  }
}
