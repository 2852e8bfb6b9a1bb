package dev.hoist.target;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.TypeRules;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import java.util.List;

/**
 * What the vector form of an element-wise operation costs on x86-64, in machine instructions as
 * llc -O2 emits them, at each level of {@link X86Features}. Most operations are one instruction
 * per register; what the level lacks, llc builds from several or takes apart lane by lane:
 *
 * <pre>
 *   mul &lt;4 x i32&gt;               ; SSE2: 7 (two pmuludq and shuffles); SSE4.1: pmulld
 *   mul &lt;2 x i64&gt;               ; 10 on SSE2, 8 on AVX2: no 64-bit vector multiply below AVX-512
 *   shl &lt;4 x i32&gt; %x, %n        ; per-lane amounts: 10 to 16 before AVX2's vpsllvd
 *   sitofp &lt;2 x i64&gt; ...        ; 64-bit and unsigned conversions: lane by lane
 *   select &lt;4 x i1&gt; %m, ...     ; SSE2: pand, pandn, por; SSE4.1: blendv
 * </pre>
 *
 * Counts are per register: a vector wider than a register is split into registers first. The
 * figures were read off llc 14's output; only their ratios to the scalar counts
 * ({@link ScalarOps}) matter.
 */
final class VectorOps {
  private VectorOps() {}

  /** The bits of a vector register for lanes of {@code element}. */
  static int registerBits(X86Features level, Type element) {
    if (level.has(X86Features.AVX2)) return 256;
    if (level.has(X86Features.AVX) && element instanceof FloatType) return 256;
    return 128;
  }

  /** The registers a vector of {@code lanes} lanes of {@code element} occupies. */
  static int registers(X86Features level, Type element, int lanes) {
    int bits = bits(element) * lanes;
    int reg = registerBits(level, element);
    return Math.max(1, (bits + reg - 1) / reg);
  }

  /** The cost of {@code i}'s vector form with {@code lanes} lanes; {@code loop} tells invariant operands apart. */
  static int cost(X86Features level, Instruction i, int lanes, Loop loop) {
    Type t = i instanceof CmpInst c ? c.operand(0).type() : i.type();
    int regs = registers(level, t, lanes);
    if (i instanceof CastInst c) regs = Math.max(regs, registers(level, c.operand(0).type(), lanes));
    int perRegister = Math.max(1, lanes / regs); // what goes lane by lane costs per lane
    int per = switch (i) {
      case BinaryInst b -> binary(level, b, loop, perRegister);
      case CmpInst c -> compare(level, c);
      case SelectInst s -> select(level, s.type());
      case CastInst c -> cast(level, c, perRegister);
      case CallInst c -> call(level, c, perRegister);
      case GepInst g -> gep(g);
      default -> 1;
    };
    return per * regs;
  }

  /**
   * A vector GEP, per register: each index not a constant is scaled (a shift for a power-of-two
   * element, else SSE2's 64-bit multiply: three pmuludq and their shifts and adds) and added.
   */
  static int gep(GepInst g) {
    DataLayout dl = g.function().parent().layout();
    List<Value> indices = g.operandsAfterBase();
    int cost = 0;
    for (int j = 0; j < indices.size(); j++) {
      if (indices.get(j) instanceof Constant) continue;
      // Index j steps over the type the indices before it and itself reach.
      Type t = TypeRules.gepIndexedType(g.sourceElementType(), indices.subList(0, j + 1));
      long size = t == null || !t.isSized() ? 3 : dl.allocSize(t);
      cost += (size & (size - 1)) == 0 ? 2 : 6;
    }
    return Math.max(1, cost);
  }

  /** A select by a mask: SSE2 has no blend for integers (pand, pandn, por). */
  static int select(X86Features level, Type element) {
    return level.has(X86Features.SSE41) ? 1 : 3;
  }

  private static int binary(X86Features level, BinaryInst b, Loop loop, int lanes) {
    int bits = bits(b.type());
    boolean constant = b.operand(1) instanceof Constant || b.operand(0) instanceof Constant;
    return switch (b.opcode()) {
      case MUL -> switch (bits) {
        case 16 -> 1;
        case 32 -> level.has(X86Features.SSE41) ? 1 : constant ? 3 : 7;
        case 64 -> constant ? 5 : level.has(X86Features.AVX2) ? 8 : 10;
        default -> level.has(X86Features.AVX2) ? 7 : 12;
      };
      case SHL, LSHR, ASHR -> {
        boolean uniform = !(b.operand(1) instanceof Instruction amount && loop.contains(amount.parent()));
        if (uniform) yield bits == 8 ? 3 : bits == 64 && b.opcode() == Opcode.ASHR ? 4 : 1;
        if (level.has(X86Features.AVX2) && bits >= 32 && !(bits == 64 && b.opcode() == Opcode.ASHR)) yield 1;
        boolean left = b.opcode() == Opcode.SHL;
        yield switch (bits) {
          case 64 -> 5;
          case 32 -> left ? (level.has(X86Features.SSE41) ? 4 : 10) : 16;
          default -> level.has(X86Features.AVX2) ? 9 : 25;
        };
      }
      case UDIV, SDIV, UREM, SREM -> division(level, b, bits, lanes);
      case FDIV, FADD, FSUB, FMUL -> 1;
      default -> 1;
    };
  }

  /** Divisions by a constant (the only ones vectorized): shifts for powers of two, else multiplies by a reciprocal. */
  private static int division(X86Features level, BinaryInst b, int bits, int lanes) {
    boolean signed = b.opcode() == Opcode.SDIV || b.opcode() == Opcode.SREM;
    boolean rem = b.opcode() == Opcode.UREM || b.opcode() == Opcode.SREM;
    if (b.operand(1) instanceof ConstantInt c && c.fitsLong() && Long.bitCount(Math.abs(c.signedValue())) == 1) {
      return (signed ? 4 : 1) + (rem ? 2 : 0);
    }
    if (bits == 64 || bits == 8) return lanes * 8; // no multiply-high for these widths: lane by lane
    int base = bits == 16 ? 4 : signed ? (level.has(X86Features.SSE41) ? 10 : 15) : 8;
    return base + (rem ? 3 : 0);
  }

  private static int compare(X86Features level, CmpInst c) {
    if (c.opcode() == Opcode.FCMP) {
      return switch (c.predicate()) {
        case FCMP_UEQ, FCMP_ONE -> 3;
        default -> 1;
      };
    }
    int bits = bits(c.operand(0).type());
    if (bits == 64 && !level.has(X86Features.SSE42)) return 10;
    return switch (c.predicate()) {
      case EQ, SGT, SLT -> 1;
      case NE, SGE, SLE -> 2;
      default -> level.has(X86Features.SSE41) || bits == 8 ? 2 : 3; // unsigned: flip the sign bits, or pminu/pmaxu
    };
  }

  private static int cast(X86Features level, CastInst c, int lanes) {
    Type from = c.operand(0).type();
    Type to = c.type();
    return switch (c.opcode()) {
      case ZEXT, SEXT -> from == IntegerType.I1 ? 1 : level.has(X86Features.SSE41) ? 1 : c.opcode() == Opcode.SEXT ? 3 : 2;
      case TRUNC -> to == IntegerType.I1 ? 1 : level.has(X86Features.SSSE3) ? 1 : bits(from) / bits(to) >= 4 ? 3 : 2;
      case SITOFP -> bits(from) == 64 && !level.has(X86Features.AVX2) ? lanes * 3 : bits(from) == 64 ? 5 : 1;
      case FPTOSI -> bits(to) == 64 ? lanes * 3 : 1;
      case UITOFP, FPTOUI -> bits(from) == 64 || bits(to) == 64 ? lanes * 4 : 6;
      case BITCAST -> 0;
      default -> 1;
    };
  }

  /** Whether intrinsic {@code n} rounds to an integral value: one SSE4.1 instruction, else a libm call. */
  static boolean isRounding(String n) {
    return n.startsWith("llvm.floor") || n.startsWith("llvm.ceil") || n.startsWith("llvm.trunc") || n.startsWith("llvm.rint")
        || n.startsWith("llvm.nearbyint") || n.startsWith("llvm.round");
  }

  private static int call(X86Features level, CallInst c, int lanes) {
    String n = c.calledFunction() == null ? "" : c.calledFunction().name();
    if (isRounding(n)) {
      // round (halves away from zero) is a truncation of x plus copysign(0.49999997, x).
      if (level.has(X86Features.SSE41)) return n.startsWith("llvm.round.") ? 4 : 1;
      return lanes * 6;
    }
    if (n.startsWith("llvm.fma.")) return level.has(X86Features.AVX2) ? 1 : lanes * 10; // a libm call per lane
    if (n.startsWith("llvm.fmuladd")) return level.has(X86Features.AVX2) ? 1 : 2;
    if (n.startsWith("llvm.smin") || n.startsWith("llvm.smax") || n.startsWith("llvm.umin") || n.startsWith("llvm.umax")) {
      Value a = c.arg(0);
      int bits = bits(a.type());
      if (bits == 64) return level.has(X86Features.SSE42) ? 3 : 12;
      boolean direct = bits == 16 && n.startsWith("llvm.s") || bits == 8 && n.startsWith("llvm.u") || level.has(X86Features.SSE41);
      return direct ? 1 : 4;
    }
    return 1; // sqrt, fabs, minnum, maxnum, copysign
  }

  static int bits(Type t) {
    if (t instanceof IntegerType i) return i.bits();
    if (t instanceof FloatType f) return f.bits();
    return 64;
  }
}
