package dev.hoist.analysis.alias;

import dev.hoist.ir.CallBase;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Function;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.Type;

/**
 * LLVM's "Operator" view: a getelementptr, cast or binary operation is the same thing whether it is
 * an instruction or a constant expression ({@code getelementptr inbounds ([4 x i8], [4 x i8]* @s,
 * i64 0, i64 1)}), so the analysis asks these helpers instead of testing the classes. Also the few
 * IR facts the analysis needs that the IR classes do not offer.
 */
final class IrOps {
  private IrOps() {}

  /** The opcode of an instruction or constant expression, else null. */
  static Opcode opcode(Value v) {
    if (v instanceof Instruction i) return i.opcode();
    if (v instanceof ConstantExpr c) return c.opcode();
    return null;
  }

  /** Flags (nuw/nsw/inbounds) of an instruction or constant expression. */
  static int flags(Value v) {
    if (v instanceof Instruction i) return i.flags();
    if (v instanceof ConstantExpr c) return c.flags();
    return 0;
  }

  static boolean isGep(Value v) {
    return v instanceof GepInst || (v instanceof ConstantExpr c && c.opcode() == Opcode.GETELEMENTPTR);
  }

  static Type gepSourceType(Value v) {
    return v instanceof GepInst g ? g.sourceElementType() : ((ConstantExpr) v).sourceElementType();
  }

  static boolean gepInBounds(Value v) {
    return (flags(v) & Flags.INBOUNDS) != 0;
  }

  /** Operand {@code i} of an instruction or constant expression. */
  static Value op(Value v, int i) {
    return ((User) v).operand(i);
  }

  static int numOps(Value v) {
    return ((User) v).numOperands();
  }

  /** Whether {@code v} is a bitcast or addrspacecast (instruction or constant expression). */
  static boolean isPointerCast(Value v) {
    Opcode op = opcode(v);
    return op == Opcode.BITCAST || op == Opcode.ADDRSPACECAST;
  }

  static boolean isNullPointer(Value v) {
    return v instanceof ConstantSimple s && s.kind() == ConstantSimple.Kind.NULL;
  }

  /** {@code undef} and {@code poison}. */
  static boolean isUndef(Value v) {
    return v instanceof ConstantSimple s && (s.kind() == ConstantSimple.Kind.UNDEF || s.kind() == ConstantSimple.Kind.POISON);
  }

  /** The name of the intrinsic a call calls ({@code llvm.memcpy.p0i8.p0i8.i64}), or null. */
  static String intrinsicName(CallBase c) {
    Function f = c.calledFunction();
    if (f == null || f.name() == null || !f.name().startsWith("llvm.")) return null;
    return f.name();
  }

  /** Whether the call calls the intrinsic {@code base} ({@code llvm.memcpy}) in any overload. */
  static boolean isIntrinsic(CallBase c, String base) {
    String n = intrinsicName(c);
    return n != null && n.startsWith(base) && (n.length() == base.length() || n.charAt(base.length()) == '.');
  }

  /** The constant integer value of {@code v} zero-extended, or -1 when not a constant that fits. */
  static long constantZext(Value v) {
    if (v instanceof ConstantInt c && c.fitsLong()) {
      long z = c.zextValue();
      return z < 0 ? -1 : z;
    }
    return -1;
  }

  /** Whether null is a valid address in {@code f} (address space other than 0, or the attribute). */
  static boolean nullIsDefined(Function f, int addrSpace) {
    return addrSpace != 0 || (f != null && f.hasFnAttr("null-pointer-is-valid"));
  }
}
