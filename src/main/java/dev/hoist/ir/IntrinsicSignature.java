package dev.hoist.ir;

import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.PrimitiveType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One intrinsic's type signature as LLVM 14 encodes it, and the check its verifier makes of every
 * intrinsic call's declaration against it.
 *
 * <p>LLVM's intrinsic table gives each intrinsic a sequence of type descriptors ("IIT" codes: the
 * return type, then each parameter's). A descriptor is a fixed type ({@code i32}, {@code <4 x
 * float>}, {@code i8*}), an overloaded type ({@code llvm_anyint_ty}: any integer or integer vector,
 * which the name's suffix then spells), or a type made from an earlier overloaded one (the same
 * type, its vector's element, twice as wide, ...). {@link #decode} reads them as LLVM's
 * {@code getIntrinsicInfoTableEntries} does; {@link #check} walks a function type against them as
 * {@code matchIntrinsicSignature} and {@code matchIntrinsicVarArg} do and gives the verifier's
 * message for the first mismatch. A reference to an overloaded type that is bound only later (a
 * parameter matching the return type's element, say) is checked once all are bound, as LLVM defers
 * it.
 */
public final class IntrinsicSignature {
  // Descriptor kinds (LLVM's IITDescriptor::IITDescriptorKind).
  private static final int VOID = 0, VARARG = 1, MMX = 2, AMX = 3, TOKEN = 4, METADATA = 5, HALF = 6, BFLOAT = 7,
      FLOAT = 8, DOUBLE = 9, QUAD = 10, PPC_QUAD = 11, INTEGER = 12, VECTOR = 13, POINTER = 14, STRUCT = 15,
      ARGUMENT = 16, EXTEND_ARG = 17, TRUNC_ARG = 18, HALF_VEC_ARG = 19, SAME_VEC_WIDTH_ARG = 20, PTR_TO_ARG = 21,
      PTR_TO_ELT = 22, VEC_OF_ANY_PTRS_TO_ELT = 23, SUBDIVIDE2_ARG = 24, SUBDIVIDE4_ARG = 25, VEC_ELEMENT_ARG = 26,
      VEC_OF_BITCASTS_TO_INT = 27, ANY_PTR_TO_ELT = 28;

  // The overloaded type's kind in an ARGUMENT descriptor's low three bits (its number is above them).
  private static final int AK_ANY = 0, AK_ANY_INTEGER = 1, AK_ANY_FLOAT = 2, AK_ANY_VECTOR = 3, AK_ANY_POINTER = 4,
      AK_MATCH_TYPE = 7;

  private final String name;
  /**
   * Per descriptor: its kind and two operands: a width, address space or element count; an
   * ARGUMENT's info (number and kind); the number of the overloaded type a derived type refers to;
   * for the two "any pointer to element" kinds, the overloaded type's number and the referred one's.
   */
  private final int[] kind, first, second;
  private final int count;

  private IntrinsicSignature(String name, int[] kind, int[] first, int[] second, int count) {
    this.name = name;
    this.kind = kind;
    this.first = first;
    this.second = second;
    this.count = count;
  }

  /** The intrinsic's base name ({@code llvm.ctpop}, without the overloaded types' suffix). */
  public String name() {
    return name;
  }

  /**
   * Decodes intrinsic {@code name}'s signature from its IIT_Table word {@code word}: four-bit codes
   * packed into the word, lowest first, or (top bit set) an offset into {@code longTable}.
   */
  static IntrinsicSignature decode(String name, int word, byte[] longTable) {
    byte[] codes;
    int next;
    if (word < 0) {
      codes = longTable;
      next = word & 0x7fffffff;
    } else {
      byte[] nibbles = new byte[8];
      int n = 0;
      do {
        nibbles[n++] = (byte) (word & 0xf);
        word >>>= 4;
      } while (word != 0);
      codes = Arrays.copyOf(nibbles, n);
      next = 0;
    }
    Decoder d = new Decoder(codes, next);
    d.type(-1);
    while (d.next != codes.length && codes[d.next] != 0) d.type(-1);
    return new IntrinsicSignature(name, d.kind, d.first, d.second, d.count);
  }

  /** LLVM's DecodeIITType over LLVM 14's IIT codes. */
  private static final class Decoder {
    private static final int IIT_DONE = 0, IIT_I1 = 1, IIT_I8 = 2, IIT_I16 = 3, IIT_I32 = 4, IIT_I64 = 5, IIT_F16 = 6,
        IIT_F32 = 7, IIT_F64 = 8, IIT_V2 = 9, IIT_V4 = 10, IIT_V8 = 11, IIT_V16 = 12, IIT_V32 = 13, IIT_PTR = 14,
        IIT_ARG = 15, IIT_V64 = 16, IIT_MMX = 17, IIT_TOKEN = 18, IIT_METADATA = 19, IIT_EMPTYSTRUCT = 20,
        IIT_STRUCT2 = 21, IIT_STRUCT3 = 22, IIT_STRUCT4 = 23, IIT_STRUCT5 = 24, IIT_EXTEND_ARG = 25, IIT_TRUNC_ARG = 26,
        IIT_ANYPTR = 27, IIT_V1 = 28, IIT_VARARG = 29, IIT_HALF_VEC_ARG = 30, IIT_SAME_VEC_WIDTH_ARG = 31,
        IIT_PTR_TO_ARG = 32, IIT_PTR_TO_ELT = 33, IIT_VEC_OF_ANYPTRS_TO_ELT = 34, IIT_I128 = 35, IIT_V512 = 36,
        IIT_V1024 = 37, IIT_STRUCT6 = 38, IIT_STRUCT7 = 39, IIT_STRUCT8 = 40, IIT_F128 = 41, IIT_VEC_ELEMENT = 42,
        IIT_SCALABLE_VEC = 43, IIT_SUBDIVIDE2_ARG = 44, IIT_SUBDIVIDE4_ARG = 45, IIT_VEC_OF_BITCASTS_TO_INT = 46,
        IIT_V128 = 47, IIT_BF16 = 48, IIT_STRUCT9 = 49, IIT_V256 = 50, IIT_AMX = 51, IIT_PPCF128 = 52, IIT_V3 = 53,
        IIT_EXTERNREF = 54, IIT_FUNCREF = 55, IIT_ANYPTR_TO_ELT = 56;

    final byte[] codes;
    int next;
    int[] kind = new int[8], first = new int[8], second = new int[8];
    int count;

    Decoder(byte[] codes, int next) {
      this.codes = codes;
      this.next = next;
    }

    private void add(int k, int a, int b) {
      if (count == kind.length) {
        kind = Arrays.copyOf(kind, count * 2);
        first = Arrays.copyOf(first, count * 2);
        second = Arrays.copyOf(second, count * 2);
      }
      kind[count] = k;
      first[count] = a;
      second[count] = b;
      count++;
    }

    /** The code after a code that takes one, or 0 at the end of the codes (as LLVM reads it). */
    private int operand() {
      return next == codes.length ? 0 : codes[next++] & 0xff;
    }

    /** The overloaded type a derived type refers to: its argument info without the kind bits. */
    private int argumentNumber() {
      return operand() >>> 3;
    }

    void type(int last) {
      int info = codes[next++] & 0xff;
      boolean scalable = last == IIT_SCALABLE_VEC;
      switch (info) {
        case IIT_DONE -> add(VOID, 0, 0);
        case IIT_VARARG -> add(VARARG, 0, 0);
        case IIT_MMX -> add(MMX, 0, 0);
        case IIT_AMX -> add(AMX, 0, 0);
        case IIT_TOKEN -> add(TOKEN, 0, 0);
        case IIT_METADATA -> add(METADATA, 0, 0);
        case IIT_F16 -> add(HALF, 0, 0);
        case IIT_BF16 -> add(BFLOAT, 0, 0);
        case IIT_F32 -> add(FLOAT, 0, 0);
        case IIT_F64 -> add(DOUBLE, 0, 0);
        case IIT_F128 -> add(QUAD, 0, 0);
        case IIT_PPCF128 -> add(PPC_QUAD, 0, 0);
        case IIT_I1 -> add(INTEGER, 1, 0);
        case IIT_I8 -> add(INTEGER, 8, 0);
        case IIT_I16 -> add(INTEGER, 16, 0);
        case IIT_I32 -> add(INTEGER, 32, 0);
        case IIT_I64 -> add(INTEGER, 64, 0);
        case IIT_I128 -> add(INTEGER, 128, 0);
        case IIT_V1, IIT_V2, IIT_V3, IIT_V4, IIT_V8, IIT_V16, IIT_V32, IIT_V64, IIT_V128, IIT_V256, IIT_V512, IIT_V1024 -> {
          add(VECTOR, vectorWidth(info), scalable ? 1 : 0);
          type(info);
        }
        case IIT_EXTERNREF -> {
          add(POINTER, 10, 0);
          add(STRUCT, 0, 0);
        }
        case IIT_FUNCREF -> {
          add(POINTER, 20, 0);
          add(INTEGER, 8, 0);
        }
        case IIT_PTR -> {
          add(POINTER, 0, 0);
          type(info);
        }
        case IIT_ANYPTR -> {
          add(POINTER, codes[next++] & 0xff, 0);
          type(info);
        }
        case IIT_ARG -> add(ARGUMENT, operand(), 0);
        case IIT_EXTEND_ARG -> add(EXTEND_ARG, argumentNumber(), 0);
        case IIT_TRUNC_ARG -> add(TRUNC_ARG, argumentNumber(), 0);
        case IIT_HALF_VEC_ARG -> add(HALF_VEC_ARG, argumentNumber(), 0);
        case IIT_SAME_VEC_WIDTH_ARG -> add(SAME_VEC_WIDTH_ARG, argumentNumber(), 0);
        case IIT_PTR_TO_ARG -> add(PTR_TO_ARG, argumentNumber(), 0);
        case IIT_PTR_TO_ELT -> add(PTR_TO_ELT, argumentNumber(), 0);
        case IIT_ANYPTR_TO_ELT -> {
          int argNo = operand();
          add(ANY_PTR_TO_ELT, argNo, operand());
        }
        case IIT_VEC_OF_ANYPTRS_TO_ELT -> {
          int argNo = operand();
          add(VEC_OF_ANY_PTRS_TO_ELT, argNo, operand());
        }
        case IIT_EMPTYSTRUCT -> add(STRUCT, 0, 0);
        case IIT_STRUCT2, IIT_STRUCT3, IIT_STRUCT4, IIT_STRUCT5, IIT_STRUCT6, IIT_STRUCT7, IIT_STRUCT8, IIT_STRUCT9 -> {
          int elements = switch (info) {
            case IIT_STRUCT2 -> 2;
            case IIT_STRUCT3 -> 3;
            case IIT_STRUCT4 -> 4;
            case IIT_STRUCT5 -> 5;
            case IIT_STRUCT6 -> 6;
            case IIT_STRUCT7 -> 7;
            case IIT_STRUCT8 -> 8;
            default -> 9;
          };
          add(STRUCT, elements, 0);
          for (int e = 0; e < elements; e++) type(info);
        }
        case IIT_SUBDIVIDE2_ARG -> add(SUBDIVIDE2_ARG, argumentNumber(), 0);
        case IIT_SUBDIVIDE4_ARG -> add(SUBDIVIDE4_ARG, argumentNumber(), 0);
        case IIT_VEC_ELEMENT -> add(VEC_ELEMENT_ARG, argumentNumber(), 0);
        case IIT_SCALABLE_VEC -> type(info);
        case IIT_VEC_OF_BITCASTS_TO_INT -> add(VEC_OF_BITCASTS_TO_INT, argumentNumber(), 0);
        default -> throw new IllegalStateException("intrinsic table: unknown type code " + info);
      }
    }

    private static int vectorWidth(int info) {
      return switch (info) {
        case IIT_V1 -> 1;
        case IIT_V2 -> 2;
        case IIT_V3 -> 3;
        case IIT_V4 -> 4;
        case IIT_V8 -> 8;
        case IIT_V16 -> 16;
        case IIT_V32 -> 32;
        case IIT_V64 -> 64;
        case IIT_V128 -> 128;
        case IIT_V256 -> 256;
        case IIT_V512 -> 512;
        default -> 1024;
      };
    }
  }

  /**
   * The verifier's message for a call of a declaration of type {@code type} to this intrinsic, as
   * LLVM 14 words it, or null when the type fits the signature.
   */
  public String check(FunctionType type) {
    Matcher m = new Matcher();
    int result = m.signature(type);
    if (result == NO_MATCH_RET) return "Intrinsic has incorrect return type!";
    if (result == NO_MATCH_ARG) return "Intrinsic has incorrect argument type!";
    if (m.varArgMismatch(type.isVarArgs())) {
      return type.isVarArgs() ? "Intrinsic was not defined with variable arguments!" : "Callsite was not defined with variable arguments!";
    }
    if (m.pos != count) return "Intrinsic has too few arguments!";
    return null;
  }

  /**
   * The overloaded types a declaration of type {@code type} binds, in order (those the name's
   * suffix spells), or null when the type does not fit the signature.
   */
  public List<Type> overloadedTypes(FunctionType type) {
    Matcher m = new Matcher();
    if (m.signature(type) != MATCH || m.varArgMismatch(type.isVarArgs())) return null;
    return m.bound;
  }

  /**
   * The name LLVM gives intrinsic {@code base} overloaded on {@code types} ({@code llvm.ctpop} on
   * {@code i32}: {@code llvm.ctpop.i32}), or null when a type is an unnamed struct, for which LLVM
   * makes a name unique in the module.
   */
  public static String mangledName(String base, List<Type> types) {
    StringBuilder sb = new StringBuilder(base);
    for (Type t : types) {
      sb.append('.');
      if (!mangle(t, sb)) return null;
    }
    return sb.toString();
  }

  /** LLVM's getMangledTypeStr: appends {@code t}'s part of an intrinsic's name; false for an unnamed struct. */
  public static boolean mangle(Type t, StringBuilder sb) {
    switch (t) {
      case PointerType p -> {
        sb.append('p').append(p.addrSpace());
        return p.isOpaque() || mangle(p.pointee(), sb);
      }
      case ArrayType a -> {
        sb.append('a').append(a.length());
        return mangle(a.element(), sb);
      }
      case StructType s -> {
        boolean named = true;
        if (!s.isLiteral()) {
          sb.append("s_");
          if (s.name() == null) named = false;
          else sb.append(s.name());
        } else {
          sb.append("sl_");
          for (Type e : s.elements()) named &= mangle(e, sb);
        }
        sb.append('s');
        return named;
      }
      case FunctionType f -> {
        sb.append("f_");
        boolean named = mangle(f.returnType(), sb);
        for (Type p : f.params()) named &= mangle(p, sb);
        if (f.isVarArgs()) sb.append("vararg");
        sb.append('f');
        return named;
      }
      case VectorType v -> {
        if (v.scalable()) sb.append("nx");
        sb.append('v').append(v.length());
        return mangle(v.element(), sb);
      }
      case IntegerType i -> sb.append('i').append(i.bits());
      case FloatType f -> sb.append(f == FloatType.HALF ? "f16" : f == FloatType.BFLOAT ? "bf16"
          : f == FloatType.PPC_FP128 ? "ppcf128" : "f" + f.bits());
      default -> {
        if (t.isVoid()) sb.append("isVoid");
        else if (t.isMetadata()) sb.append("Metadata");
        else if (t == PrimitiveType.X86_MMX) sb.append("x86mmx");
        else if (t == PrimitiveType.X86_AMX) sb.append("x86amx");
        else sb.append(t); // token and label have no mangling in LLVM
      }
    }
    return true;
  }

  private static final int MATCH = 0, NO_MATCH_RET = 1, NO_MATCH_ARG = 2;

  /** One walk of a function type over the descriptors: LLVM's matchIntrinsicType and its deferred checks. */
  private final class Matcher {
    int pos;
    final List<Type> bound = new ArrayList<>(2);
    /** Deferred checks: the type and the descriptor position to check it from. */
    final List<Type> deferredType = new ArrayList<>(0);
    final List<Integer> deferredAt = new ArrayList<>(0);

    int signature(FunctionType ft) {
      if (mismatch(ft.returnType(), false)) return NO_MATCH_RET;
      int returnChecks = deferredType.size();
      for (int k = 0; k < ft.numParams(); k++) if (mismatch(ft.param(k), false)) return NO_MATCH_ARG;
      int saved = pos;
      for (int d = 0, e = deferredType.size(); d < e; d++) {
        pos = deferredAt.get(d);
        if (mismatch(deferredType.get(d), true)) {
          pos = saved;
          return d < returnChecks ? NO_MATCH_RET : NO_MATCH_ARG;
        }
      }
      pos = saved;
      return MATCH;
    }

    /** LLVM's matchIntrinsicVarArg over the descriptors left: true when they disagree. */
    boolean varArgMismatch(boolean isVarArg) {
      if (pos == count) return isVarArg;
      if (count - pos != 1) return true;
      return kind[pos++] == VARARG ? !isVarArg : true;
    }

    private boolean defer(Type t, int at) {
      deferredType.add(t);
      deferredAt.add(at);
      return false;
    }

    /** Whether {@code t} does not match the descriptor at {@link #pos}, which it consumes. */
    private boolean mismatch(Type t, boolean deferred) {
      if (pos >= count) return true; // too many arguments
      int at = pos++;
      int d = first[at];
      switch (kind[at]) {
        case VOID:
          return !t.isVoid();
        case VARARG:
          return true;
        case MMX:
          return t != PrimitiveType.X86_MMX;
        case AMX:
          return t != PrimitiveType.X86_AMX;
        case TOKEN:
          return !t.isToken();
        case METADATA:
          return !t.isMetadata();
        case HALF:
          return t != FloatType.HALF;
        case BFLOAT:
          return t != FloatType.BFLOAT;
        case FLOAT:
          return t != FloatType.FLOAT;
        case DOUBLE:
          return t != FloatType.DOUBLE;
        case QUAD:
          return t != FloatType.FP128;
        case PPC_QUAD:
          return t != FloatType.PPC_FP128;
        case INTEGER:
          return !t.isInteger(d);
        case VECTOR:
          return !(t instanceof VectorType vt) || vt.length() != d || vt.scalable() != (second[at] != 0)
              || mismatch(vt.element(), deferred);
        case POINTER: {
          if (!(t instanceof PointerType pt) || pt.addrSpace() != d) return true;
          if (!pt.isOpaque()) {
            // A pointer to an empty struct stands for externref: any pointee is taken there.
            if (pos < count && kind[pos] == STRUCT && first[pos] == 0) {
              pos++;
              return false;
            }
            return mismatch(pt.pointee(), deferred);
          }
          // An opaque pointer says nothing of the pointee: its descriptors are skipped.
          while (pos < count && (kind[pos] == POINTER || kind[pos] == VECTOR)) pos++;
          if (pos < count) pos++;
          return false;
        }
        case STRUCT: {
          if (!(t instanceof StructType st) || !st.isLiteral() || st.isPacked() || st.numElements() != d) return true;
          for (int e = 0; e < d; e++) if (mismatch(st.element(e), deferred)) return true;
          return false;
        }
        case ARGUMENT: {
          int argNo = d >>> 3, argKind = d & 7;
          if (argNo < bound.size()) return t != bound.get(argNo);
          if (argNo > bound.size() || argKind == AK_MATCH_TYPE) return deferred || defer(t, at);
          bound.add(t);
          return switch (argKind) {
            case AK_ANY -> false;
            case AK_ANY_INTEGER -> !t.isIntOrIntVector();
            case AK_ANY_FLOAT -> !t.isFPOrFPVector();
            case AK_ANY_VECTOR -> !(t instanceof VectorType);
            case AK_ANY_POINTER -> !(t instanceof PointerType);
            default -> true;
          };
        }
        case EXTEND_ARG:
        case TRUNC_ARG: {
          if (d >= bound.size()) return deferred || defer(t, at);
          Type want = kind[at] == EXTEND_ARG ? extended(bound.get(d)) : truncated(bound.get(d));
          return want == null || t != want;
        }
        case HALF_VEC_ARG: {
          if (d >= bound.size()) return deferred || defer(t, at);
          return !(bound.get(d) instanceof VectorType vt) || vt.length() % 2 != 0
              || t != VectorType.get(vt.length() / 2, vt.element(), vt.scalable());
        }
        case SAME_VEC_WIDTH_ARG: {
          if (d >= bound.size()) {
            pos++; // the element's descriptor, checked with the deferred check
            return deferred || defer(t, at);
          }
          VectorType reference = bound.get(d) instanceof VectorType v ? v : null;
          VectorType self = t instanceof VectorType v ? v : null;
          if ((reference != null) != (self != null)) return true;
          Type element = t;
          if (self != null) {
            if (!sameCount(reference, self)) return true;
            element = self.element();
          }
          return mismatch(element, deferred);
        }
        case PTR_TO_ARG: {
          if (d >= bound.size()) return deferred || defer(t, at);
          return !(t instanceof PointerType pt) || !pointsTo(pt, bound.get(d));
        }
        case PTR_TO_ELT: {
          if (d >= bound.size()) return deferred || defer(t, at);
          return !(t instanceof PointerType pt) || !(bound.get(d) instanceof VectorType reference)
              || !pointsTo(pt, reference.element());
        }
        case ANY_PTR_TO_ELT:
        case VEC_OF_ANY_PTRS_TO_ELT: {
          int ref = second[at];
          if (ref >= bound.size()) {
            if (deferred) return true;
            bound.add(t); // bound now, checked against the reference once it is
            return defer(t, at);
          }
          if (!deferred) bound.add(t);
          if (!(bound.get(ref) instanceof VectorType reference)) return true;
          if (kind[at] == ANY_PTR_TO_ELT) return !(t instanceof PointerType pt) || !pointsTo(pt, reference.element());
          return !(t instanceof VectorType self) || !sameCount(reference, self)
              || !(self.element() instanceof PointerType pt) || !pointsTo(pt, reference.element());
        }
        case VEC_ELEMENT_ARG: {
          if (d >= bound.size()) return deferred || defer(t, at);
          return !(bound.get(d) instanceof VectorType reference) || t != reference.element();
        }
        case SUBDIVIDE2_ARG:
        case SUBDIVIDE4_ARG: {
          if (d >= bound.size()) return deferred || defer(t, at);
          if (!(bound.get(d) instanceof VectorType v)) return true;
          Type want = v;
          for (int s = kind[at] == SUBDIVIDE2_ARG ? 1 : 2; s > 0 && want != null; s--) {
            VectorType w = (VectorType) want;
            want = truncated(VectorType.get(w.length() * 2, w.element(), w.scalable()));
          }
          return want == null || t != want;
        }
        case VEC_OF_BITCASTS_TO_INT: {
          if (d >= bound.size()) return deferred || defer(t, at);
          if (!(t instanceof VectorType) || !(bound.get(d) instanceof VectorType reference)) return true;
          int bits = scalarBits(reference.element());
          return bits == 0 || t != VectorType.get(reference.length(), IntegerType.get(bits), reference.scalable());
        }
        default:
          throw new IllegalStateException("descriptor kind " + kind[at]);
      }
    }
  }

  private static boolean sameCount(VectorType a, VectorType b) {
    return a.length() == b.length() && a.scalable() == b.scalable();
  }

  /** LLVM's isOpaqueOrPointeeTypeMatches. */
  private static boolean pointsTo(PointerType p, Type pointee) {
    return p.isOpaque() || p.pointee() == pointee;
  }

  /** An integer (vector)'s type with elements twice as wide, or null (LLVM allows no other). */
  private static Type extended(Type t) {
    if (t instanceof VectorType v) {
      return v.element() instanceof IntegerType i ? VectorType.get(v.length(), IntegerType.get(i.bits() * 2), v.scalable()) : null;
    }
    return t instanceof IntegerType i ? IntegerType.get(i.bits() * 2) : null;
  }

  /** The type with elements half as wide (a vector's floats narrowed a step), or null. */
  private static Type truncated(Type t) {
    if (t instanceof VectorType v) {
      Type e = v.element();
      Type narrow = e == FloatType.DOUBLE ? FloatType.FLOAT : e == FloatType.FLOAT ? FloatType.HALF
          : e instanceof IntegerType i && i.bits() % 2 == 0 ? IntegerType.get(i.bits() / 2) : null;
      return narrow == null ? null : VectorType.get(v.length(), narrow, v.scalable());
    }
    return t instanceof IntegerType i && i.bits() % 2 == 0 ? IntegerType.get(i.bits() / 2) : null;
  }

  /** LLVM's getScalarSizeInBits of a vector element: 0 for a pointer. */
  private static int scalarBits(Type t) {
    if (t instanceof IntegerType i) return i.bits();
    if (t instanceof FloatType f) return f.bits();
    return 0;
  }
}
