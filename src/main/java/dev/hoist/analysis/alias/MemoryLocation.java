package dev.hoist.analysis.alias;

import dev.hoist.ir.AtomicRMWInst;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CmpXchgInst;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.VAArgInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.Type;

/**
 * A memory location: the bytes starting at {@code ptr}, {@code size} of them (a {@link LocationSize}
 * code: precise, upper bound or unknown), accessed with the AA metadata {@code aa}.
 *
 * <pre>
 *   store i32 0, i32* %p, !tbaa !3     ; MemoryLocation(%p, precise(4), !tbaa !3)
 *   call void @llvm.memset.p0i8.i64(i8* %q, i8 0, i64 %n, i1 false)   ; destination: (%q, afterPointer)
 * </pre>
 */
public record MemoryLocation(Value ptr, long size, AAMetadata aa) {
  public MemoryLocation {
    if (aa == null) aa = AAMetadata.EMPTY;
  }

  public MemoryLocation(Value ptr, long size) {
    this(ptr, size, AAMetadata.EMPTY);
  }

  /** {@code size} bytes at {@code ptr}, exactly. */
  public static MemoryLocation precise(Value ptr, long size) {
    return new MemoryLocation(ptr, LocationSize.precise(size), AAMetadata.EMPTY);
  }

  /** Any bytes from {@code ptr} on. */
  public static MemoryLocation afterPointer(Value ptr) {
    return new MemoryLocation(ptr, LocationSize.AFTER_POINTER, AAMetadata.EMPTY);
  }

  /** Any bytes of the object {@code ptr} points into, before or after it. */
  public static MemoryLocation beforeOrAfter(Value ptr) {
    return new MemoryLocation(ptr, LocationSize.BEFORE_OR_AFTER_POINTER, AAMetadata.EMPTY);
  }

  public MemoryLocation withSize(long newSize) {
    return new MemoryLocation(ptr, newSize, aa);
  }

  public MemoryLocation withoutMetadata() {
    return aa.isEmpty() ? this : new MemoryLocation(ptr, size, AAMetadata.EMPTY);
  }

  /**
   * The location a load, store, atomic or va_arg accesses, or null for other instructions (calls
   * access several; see {@link CallEffects#argumentLocation}).
   */
  public static MemoryLocation get(Instruction i) {
    // Loads and stores before the pattern switch, which C1 compiles to a slow method-handle call.
    if (i instanceof LoadInst l) return new MemoryLocation(l.pointer(), storeSize(i, l.type()), AAMetadata.of(i));
    if (i instanceof StoreInst s) return new MemoryLocation(s.pointer(), storeSize(i, s.value().type()), AAMetadata.of(i));
    return switch (i) {
      case LoadInst l -> new MemoryLocation(l.pointer(), storeSize(i, l.type()), AAMetadata.of(i));
      case StoreInst s -> new MemoryLocation(s.pointer(), storeSize(i, s.value().type()), AAMetadata.of(i));
      case AtomicRMWInst r -> new MemoryLocation(r.pointer(), storeSize(i, r.value().type()), AAMetadata.of(i));
      case CmpXchgInst c -> new MemoryLocation(c.pointer(), storeSize(i, c.compareValue().type()), AAMetadata.of(i));
      case VAArgInst v -> new MemoryLocation(v.list(), LocationSize.AFTER_POINTER, AAMetadata.of(i));
      default -> null;
    };
  }

  /** What a memcpy/memmove/memset intrinsic writes: its first argument, for the length bytes. */
  public static MemoryLocation forDest(CallBase memIntrinsic) {
    return lengthLocation(memIntrinsic, 0);
  }

  /** What a memcpy/memmove intrinsic reads: its second argument, for the length bytes. */
  public static MemoryLocation forSource(CallBase memTransfer) {
    return lengthLocation(memTransfer, 1);
  }

  private static MemoryLocation lengthLocation(CallBase c, int arg) {
    long len = IrOps.constantZext(c.arg(2));
    long size = len >= 0 ? LocationSize.precise(len) : LocationSize.AFTER_POINTER;
    return new MemoryLocation(c.arg(arg), size, AAMetadata.of(c));
  }

  static long storeSize(Instruction i, Type t) {
    DataLayout dl = layoutOf(i);
    return t.isSized() ? LocationSize.precise(dl.storeSize(t)) : LocationSize.AFTER_POINTER;
  }

  static DataLayout layoutOf(Instruction i) {
    Function f = i.function();
    return f != null && f.parent() != null ? f.parent().layout() : DataLayout.parse(null);
  }

  @Override
  public String toString() {
    return "MemoryLocation(" + ptr.reference() + ", " + LocationSize.toString(size) + ")";
  }
}
