package dev.hoist.ir.type;

import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A pointer: typed ({@code i32*}, {@code i8 addrspace(1)*}) when {@link #pointee()} is non-null, or
 * opaque ({@code ptr}, {@code ptr addrspace(3)}). Hoist keeps whichever style the input used.
 */
public final class PointerType extends Type {
  private record Key(Type pointee, int addrSpace) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them
    // (and interpreted in the native image).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.addrSpace == addrSpace && Objects.equals(k.pointee, pointee);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(pointee) * 31 + Integer.hashCode(addrSpace);
    }
  }

  private static final ConcurrentHashMap<Key, PointerType> CACHE = new ConcurrentHashMap<>();
  public static final PointerType OPAQUE = get(null, 0);

  private final Type pointee;
  private final int addrSpace;

  private PointerType(Type pointee, int addrSpace) {
    this.pointee = pointee;
    this.addrSpace = addrSpace;
  }

  public static PointerType get(Type pointee, int addrSpace) {
    if (addrSpace == 0 && pointee != null) {
      PointerType c = pointee.pointerTo0;
      if (c != null) return c;
      PointerType p = getSlow(pointee, 0);
      pointee.pointerTo0 = p;
      return p;
    }
    return getSlow(pointee, addrSpace);
  }

  private static PointerType getSlow(Type pointee, int addrSpace) {
    Key k = new Key(pointee, addrSpace);
    PointerType p = CACHE.get(k);
    return p != null ? p : CACHE.computeIfAbsent(k, key -> new PointerType(key.pointee, key.addrSpace));
  }

  public static PointerType to(Type pointee) {
    return get(pointee, 0);
  }

  public static PointerType opaque(int addrSpace) {
    return get(null, addrSpace);
  }

  /** The pointee of a typed pointer, or null for an opaque one. */
  public Type pointee() {
    return pointee;
  }

  public boolean isOpaque() {
    return pointee == null;
  }

  public int addrSpace() {
    return addrSpace;
  }

  /** The same style of pointer to {@code newPointee} in this address space: opaque stays opaque. */
  public PointerType withPointee(Type newPointee) {
    return pointee == null ? this : get(newPointee, addrSpace);
  }

  @Override
  public boolean isSized() {
    return true;
  }

  @Override
  public void appendTo(StringBuilder sb) {
    if (pointee == null) {
      sb.append("ptr");
      if (addrSpace != 0) sb.append(" addrspace(").append(addrSpace).append(')');
    } else {
      pointee.appendTo(sb);
      if (addrSpace != 0) sb.append(" addrspace(").append(addrSpace).append(')');
      sb.append('*');
    }
  }
}
