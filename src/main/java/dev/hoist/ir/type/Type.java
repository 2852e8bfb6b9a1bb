package dev.hoist.ir.type;

/**
 * An LLVM IR type. Types are immutable; all but identified (named) structs are interned, so two
 * structurally equal types are the same object and can be compared with {@code ==}.
 *
 * <pre>
 *   i32   double   i8*   ptr addrspace(1)   [4 x i32]   &lt;8 x float&gt;   {i32, i8*}   %struct.S   void (i32, ...)
 * </pre>
 */
public abstract sealed class Type
    permits PrimitiveType, IntegerType, FloatType, PointerType, ArrayType, VectorType, StructType,
        FunctionType {

  /** Cache of the opaque-free pointer to this type in address space 0 (types are interned, so it is stable). */
  PointerType pointerTo0;
  /** Cache of this type's text for printers, when it is module-independent (set by the printer). */
  public volatile String printedText;
  /** A number one numbering of a module left here, with that numbering's stamp in the high half. */
  private volatile long numberingSlot;

  /**
   * What a numbering of a module's types (the bitcode writer's) left here: its stamp in the high
   * half, the type's number in the low half, so that the number is a field read rather than a
   * search of a map. Types are shared between modules: a numbering checks its stamp and keeps its
   * own map for the types another numbering has stamped since.
   */
  public final long numberingSlot() {
    return numberingSlot;
  }

  public final void setNumberingSlot(long slot) {
    numberingSlot = slot;
  }

  /** True for the types a value may have in a register: everything but void, label, metadata, function, opaque struct. */
  public boolean isFirstClass() {
    return true;
  }

  /** True when values of this type can be stored to memory and have a size: ints, floats, pointers, vectors, arrays, non-opaque structs. */
  public boolean isSized() {
    return false;
  }

  public boolean isVoid() {
    return this == PrimitiveType.VOID;
  }

  public boolean isLabel() {
    return this == PrimitiveType.LABEL;
  }

  public boolean isMetadata() {
    return this == PrimitiveType.METADATA;
  }

  public boolean isToken() {
    return this == PrimitiveType.TOKEN;
  }

  public final boolean isInteger() {
    return this instanceof IntegerType;
  }

  public final boolean isInteger(int bits) {
    return this instanceof IntegerType it && it.bits() == bits;
  }

  public final boolean isFloatingPoint() {
    return this instanceof FloatType;
  }

  public final boolean isPointer() {
    return this instanceof PointerType;
  }

  public final boolean isVector() {
    return this instanceof VectorType;
  }

  public final boolean isAggregate() {
    return this instanceof ArrayType || this instanceof StructType;
  }

  /** The element type of a vector, or this type itself: the type icmp/fcmp/casts reason about. */
  public Type scalarType() {
    return this;
  }

  public final boolean isIntOrIntVector() {
    return scalarType() instanceof IntegerType;
  }

  public final boolean isFPOrFPVector() {
    return scalarType() instanceof FloatType;
  }

  public final boolean isPtrOrPtrVector() {
    return scalarType() instanceof PointerType;
  }

  /** Appends this type in LLVM's textual syntax. */
  public abstract void appendTo(StringBuilder sb);

  @Override
  public final String toString() {
    StringBuilder sb = new StringBuilder();
    appendTo(sb);
    return sb.toString();
  }
}
