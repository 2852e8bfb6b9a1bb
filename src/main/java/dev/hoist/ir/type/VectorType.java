package dev.hoist.ir.type;

import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/** {@code <N x T>} or, scalable, {@code <vscale x N x T>}. */
public final class VectorType extends Type {
  private record Key(int length, Type element, boolean scalable) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them
    // (and interpreted in the native image).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.length == length
          && k.scalable == scalable
          && Objects.equals(k.element, element);
    }

    @Override
    public int hashCode() {
      return (Integer.hashCode(length) * 31 + Objects.hashCode(element)) * 31 + Boolean.hashCode(scalable);
    }
  }

  private static final ConcurrentHashMap<Key, VectorType> CACHE = new ConcurrentHashMap<>();

  private final int length;
  private final Type element;
  private final boolean scalable;

  private VectorType(int length, Type element, boolean scalable) {
    this.length = length;
    this.element = element;
    this.scalable = scalable;
  }

  public static VectorType get(int length, Type element, boolean scalable) {
    return CACHE.computeIfAbsent(new Key(length, element, scalable), k -> new VectorType(k.length, k.element, k.scalable));
  }

  public static VectorType get(int length, Type element) {
    return get(length, element, false);
  }

  /** The minimum number of elements (the exact number when not scalable). */
  public int length() {
    return length;
  }

  public Type element() {
    return element;
  }

  public boolean scalable() {
    return scalable;
  }

  /** A vector of the same shape with another element type (e.g. the i1 result of a vector icmp). */
  public VectorType withElement(Type newElement) {
    return get(length, newElement, scalable);
  }

  @Override
  public Type scalarType() {
    return element;
  }

  @Override
  public boolean isSized() {
    return true;
  }

  @Override
  public void appendTo(StringBuilder sb) {
    sb.append('<');
    if (scalable) sb.append("vscale x ");
    sb.append(length).append(" x ");
    element.appendTo(sb);
    sb.append('>');
  }
}
