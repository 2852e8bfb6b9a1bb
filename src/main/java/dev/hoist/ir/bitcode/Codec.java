package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.AtomicOrdering;
import dev.hoist.ir.AtomicRMWInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Comdat;
import dev.hoist.ir.Flags;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.Linkage;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.type.Type;
import java.math.BigInteger;

/**
 * The small encodings inside records, both ways: sign-rotated integers, opcodes, wrap/exact and
 * fast-math flags, compare predicates, atomic orderings and operations, linkages, visibilities and
 * the other global properties, and alignments (stored as log2 + 1).
 */
final class Codec {
  private Codec() {}

  // ---- integers ------------------------------------------------------------------------------

  /** LLVM's decodeSignRotatedValue: bit 0 is the sign, the rest the magnitude. */
  static long decodeSigned(long v) {
    if ((v & 1) == 0) return v >>> 1;
    if (v != 1) return -(v >>> 1);
    return Long.MIN_VALUE;
  }

  static long encodeSigned(long v) {
    return v >= 0 ? v << 1 : ((-v) << 1) | 1;
  }

  /** A wide integer: sign-rotated 64-bit words, least significant first. */
  static BigInteger wideInt(long[] ops, int at, int n) {
    BigInteger r = BigInteger.ZERO;
    for (int i = n - 1; i >= 0; i--) {
      long w = decodeSigned(ops[at + i]);
      r = r.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(w)));
    }
    return r;
  }

  /** The active words of a wide integer of {@code bits} bits, sign-rotated as LLVM's emitWideAPInt writes them. */
  static long[] encodeWide(BigInteger value, int bits) {
    BigInteger u = value.signum() < 0 ? value.add(BigInteger.ONE.shiftLeft(bits)) : value;
    int words = Math.max(1, (u.bitLength() + 63) / 64);
    long[] out = new long[words];
    for (int i = 0; i < words; i++) out[i] = encodeSigned(u.shiftRight(64 * i).longValue());
    return out;
  }

  // ---- opcodes and flags ---------------------------------------------------------------------

  static Opcode binaryOpcode(long code, Type t, long pos) {
    boolean fp = t.isFPOrFPVector();
    Opcode op = switch ((int) code) {
      case BINOP_ADD -> fp ? Opcode.FADD : Opcode.ADD;
      case BINOP_SUB -> fp ? Opcode.FSUB : Opcode.SUB;
      case BINOP_MUL -> fp ? Opcode.FMUL : Opcode.MUL;
      case BINOP_UDIV -> fp ? null : Opcode.UDIV;
      case BINOP_SDIV -> fp ? Opcode.FDIV : Opcode.SDIV;
      case BINOP_UREM -> fp ? null : Opcode.UREM;
      case BINOP_SREM -> fp ? Opcode.FREM : Opcode.SREM;
      case BINOP_SHL -> fp ? null : Opcode.SHL;
      case BINOP_LSHR -> fp ? null : Opcode.LSHR;
      case BINOP_ASHR -> fp ? null : Opcode.ASHR;
      case BINOP_AND -> fp ? null : Opcode.AND;
      case BINOP_OR -> fp ? null : Opcode.OR;
      case BINOP_XOR -> fp ? null : Opcode.XOR;
      default -> null;
    };
    if (op == null || !(t.isIntOrIntVector() || fp)) {
      throw new BitcodeError("invalid binary operator " + code + " for type " + t, pos);
    }
    return op;
  }

  static int encodeBinaryOpcode(Opcode op) {
    return switch (op) {
      case ADD, FADD -> BINOP_ADD;
      case SUB, FSUB -> BINOP_SUB;
      case MUL, FMUL -> BINOP_MUL;
      case UDIV -> BINOP_UDIV;
      case SDIV, FDIV -> BINOP_SDIV;
      case UREM -> BINOP_UREM;
      case SREM, FREM -> BINOP_SREM;
      case SHL -> BINOP_SHL;
      case LSHR -> BINOP_LSHR;
      case ASHR -> BINOP_ASHR;
      case AND -> BINOP_AND;
      case OR -> BINOP_OR;
      case XOR -> BINOP_XOR;
      default -> throw new IllegalArgumentException(op + " is not binary");
    };
  }

  private static final Opcode[] CASTS = {
    Opcode.TRUNC, Opcode.ZEXT, Opcode.SEXT, Opcode.FPTOUI, Opcode.FPTOSI, Opcode.UITOFP, Opcode.SITOFP,
    Opcode.FPTRUNC, Opcode.FPEXT, Opcode.PTRTOINT, Opcode.INTTOPTR, Opcode.BITCAST, Opcode.ADDRSPACECAST,
  };

  static Opcode castOpcode(long code, long pos) {
    if (code < 0 || code >= CASTS.length) throw new BitcodeError("invalid cast opcode " + code, pos);
    return CASTS[(int) code];
  }

  static int encodeCastOpcode(Opcode op) {
    for (int i = 0; i < CASTS.length; i++) if (CASTS[i] == op) return i;
    throw new IllegalArgumentException(op + " is not a cast");
  }

  /** The wrap/exact flags of a binary operator, as Hoist keeps them, from the record's flag word. */
  static int binaryFlags(Opcode op, long word) {
    int f = 0;
    if (op.hasWrapFlags()) {
      if ((word & (1L << OBO_NO_UNSIGNED_WRAP)) != 0) f |= Flags.NUW;
      if ((word & (1L << OBO_NO_SIGNED_WRAP)) != 0) f |= Flags.NSW;
    } else if (op.hasExactFlag()) {
      if ((word & (1L << PEO_EXACT)) != 0) f |= Flags.EXACT;
    }
    return f;
  }

  static long encodeBinaryFlags(Opcode op, int flags) {
    long w = 0;
    if (op.hasWrapFlags()) {
      if ((flags & Flags.NUW) != 0) w |= 1L << OBO_NO_UNSIGNED_WRAP;
      if ((flags & Flags.NSW) != 0) w |= 1L << OBO_NO_SIGNED_WRAP;
    } else if (op.hasExactFlag() && (flags & Flags.EXACT) != 0) {
      w |= 1L << PEO_EXACT;
    }
    return w;
  }

  /** Fast-math flags from LLVM's fixed bitcode layout (UnsafeAlgebra sets them all). */
  static int fastMath(long word) {
    int f = 0;
    if ((word & UnsafeAlgebra) != 0) return Flags.FMF_ALL;
    if ((word & NoNaNs) != 0) f |= Flags.FMF_NNAN;
    if ((word & NoInfs) != 0) f |= Flags.FMF_NINF;
    if ((word & NoSignedZeros) != 0) f |= Flags.FMF_NSZ;
    if ((word & AllowReciprocal) != 0) f |= Flags.FMF_ARCP;
    if ((word & AllowContract) != 0) f |= Flags.FMF_CONTRACT;
    if ((word & ApproxFunc) != 0) f |= Flags.FMF_AFN;
    if ((word & AllowReassoc) != 0) f |= Flags.FMF_REASSOC;
    return f;
  }

  static long encodeFastMath(int f) {
    long w = 0;
    if ((f & Flags.FMF_NNAN) != 0) w |= NoNaNs;
    if ((f & Flags.FMF_NINF) != 0) w |= NoInfs;
    if ((f & Flags.FMF_NSZ) != 0) w |= NoSignedZeros;
    if ((f & Flags.FMF_ARCP) != 0) w |= AllowReciprocal;
    if ((f & Flags.FMF_CONTRACT) != 0) w |= AllowContract;
    if ((f & Flags.FMF_AFN) != 0) w |= ApproxFunc;
    if ((f & Flags.FMF_REASSOC) != 0) w |= AllowReassoc;
    return w;
  }

  // ---- predicates, orderings, atomics --------------------------------------------------------

  private static final CmpPredicate[] PREDICATES = CmpPredicate.values();

  /** LLVM's CmpInst::Predicate numbering: fcmp 0..15, icmp 32..41. */
  static CmpPredicate predicate(long code, boolean fp, long pos) {
    if (fp && code >= 0 && code <= 15) return PREDICATES[(int) code];
    if (!fp && code >= 32 && code <= 41) return PREDICATES[(int) code - 16];
    throw new BitcodeError("invalid " + (fp ? "fcmp" : "icmp") + " predicate " + code, pos);
  }

  static int encodePredicate(CmpPredicate p) {
    return p.isIntPredicate() ? p.ordinal() + 16 : p.ordinal();
  }

  private static final AtomicOrdering[] ORDERINGS = AtomicOrdering.values();

  static AtomicOrdering ordering(long code, long pos) {
    if (code < 0 || code >= ORDERINGS.length) throw new BitcodeError("invalid atomic ordering " + code, pos);
    return ORDERINGS[(int) code];
  }

  static int encodeOrdering(AtomicOrdering o) {
    return o.ordinal();
  }

  private static final AtomicRMWInst.Op[] RMW_OPS = AtomicRMWInst.Op.values();

  static AtomicRMWInst.Op rmwOp(long code, long pos) {
    if (code < 0 || code >= RMW_OPS.length) throw new BitcodeError("invalid atomicrmw operation " + code, pos);
    return RMW_OPS[(int) code];
  }

  // ---- global properties ---------------------------------------------------------------------

  static Linkage linkage(long code) {
    return switch ((int) code) {
      case 2 -> Linkage.APPENDING;
      case 3 -> Linkage.INTERNAL;
      case 7 -> Linkage.EXTERN_WEAK;
      case 8 -> Linkage.COMMON;
      case 9, 13, 14 -> Linkage.PRIVATE;
      case 12 -> Linkage.AVAILABLE_EXTERNALLY;
      case 1, 16 -> Linkage.WEAK;
      case 10, 17 -> Linkage.WEAK_ODR;
      case 4, 18 -> Linkage.LINKONCE;
      case 11, 19 -> Linkage.LINKONCE_ODR;
      default -> Linkage.EXTERNAL; // LLVM maps unknown and obsolete linkages to external
    };
  }

  static int encodeLinkage(Linkage l) {
    return switch (l) {
      case EXTERNAL -> 0;
      case WEAK -> 16;
      case APPENDING -> 2;
      case INTERNAL -> 3;
      case LINKONCE -> 18;
      case EXTERN_WEAK -> 7;
      case COMMON -> 8;
      case PRIVATE -> 9;
      case WEAK_ODR -> 17;
      case LINKONCE_ODR -> 19;
      case AVAILABLE_EXTERNALLY -> 12;
    };
  }

  /** Old linkage codes that imply a comdat named after the global. */
  static boolean hasImplicitComdat(long code) {
    return code == 1 || code == 4 || code == 10 || code == 11;
  }

  static GlobalValue.Visibility visibility(long code, long pos) {
    return switch ((int) code) {
      case 0 -> GlobalValue.Visibility.DEFAULT;
      case 1 -> GlobalValue.Visibility.HIDDEN;
      case 2 -> GlobalValue.Visibility.PROTECTED;
      default -> throw new BitcodeError("invalid visibility " + code, pos);
    };
  }

  static GlobalValue.DllStorage dllStorage(long code, long pos) {
    return switch ((int) code) {
      case 0 -> GlobalValue.DllStorage.NONE;
      case 1 -> GlobalValue.DllStorage.DLLIMPORT;
      case 2 -> GlobalValue.DllStorage.DLLEXPORT;
      default -> throw new BitcodeError("invalid DLL storage class " + code, pos);
    };
  }

  static GlobalValue.ThreadLocal threadLocal(long code, long pos) {
    return switch ((int) code) {
      case 0 -> GlobalValue.ThreadLocal.NONE;
      case 1 -> GlobalValue.ThreadLocal.GENERAL;
      case 2 -> GlobalValue.ThreadLocal.LOCALDYNAMIC;
      case 3 -> GlobalValue.ThreadLocal.INITIALEXEC;
      case 4 -> GlobalValue.ThreadLocal.LOCALEXEC;
      default -> throw new BitcodeError("invalid thread-local mode " + code, pos);
    };
  }

  static GlobalValue.UnnamedAddr unnamedAddr(long code, long pos) {
    return switch ((int) code) {
      case 0 -> GlobalValue.UnnamedAddr.NONE;
      case 1 -> GlobalValue.UnnamedAddr.GLOBAL;
      case 2 -> GlobalValue.UnnamedAddr.LOCAL;
      default -> throw new BitcodeError("invalid unnamed_addr " + code, pos);
    };
  }

  static int encodeUnnamedAddr(GlobalValue.UnnamedAddr u) {
    return switch (u) {
      case NONE -> 0;
      case GLOBAL -> 1;
      case LOCAL -> 2;
    };
  }

  static Comdat.Kind comdatKind(long code, long pos) {
    return switch ((int) code) {
      case COMDAT_SELECTION_KIND_ANY -> Comdat.Kind.ANY;
      case COMDAT_SELECTION_KIND_EXACT_MATCH -> Comdat.Kind.EXACTMATCH;
      case COMDAT_SELECTION_KIND_LARGEST -> Comdat.Kind.LARGEST;
      case COMDAT_SELECTION_KIND_NO_DUPLICATES -> Comdat.Kind.NODEDUPLICATE;
      case COMDAT_SELECTION_KIND_SAME_SIZE -> Comdat.Kind.SAMESIZE;
      default -> throw new BitcodeError("invalid comdat selection kind " + code, pos);
    };
  }

  static int encodeComdatKind(Comdat.Kind k) {
    return switch (k) {
      case ANY -> COMDAT_SELECTION_KIND_ANY;
      case EXACTMATCH -> COMDAT_SELECTION_KIND_EXACT_MATCH;
      case LARGEST -> COMDAT_SELECTION_KIND_LARGEST;
      case NODEDUPLICATE -> COMDAT_SELECTION_KIND_NO_DUPLICATES;
      case SAMESIZE -> COMDAT_SELECTION_KIND_SAME_SIZE;
    };
  }

  // ---- alignment -----------------------------------------------------------------------------

  /** An alignment stored as log2 + 1 (0: none), in bytes (0: none). */
  static long alignment(long code, long pos) {
    if (code == 0) return 0;
    if (code > 33) throw new BitcodeError("invalid alignment exponent " + (code - 1), pos);
    return 1L << (code - 1);
  }

  static long encodeAlignment(long bytes) {
    return bytes == 0 ? 0 : Long.numberOfTrailingZeros(bytes) + 1;
  }

  /** Names with a null byte: LLVM's text reader refuses them, so Hoist does not take them from bitcode either. */
  static void checkName(String name, long pos) {
    if (name != null && name.indexOf('\0') >= 0) throw new BitcodeError("null byte in the name \"" + name.replace("\0", "\\00") + "\"", pos);
  }
}
