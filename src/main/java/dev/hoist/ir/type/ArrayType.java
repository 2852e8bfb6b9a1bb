package dev.hoist.ir.type;

import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/** {@code [N x T]}. */
public final class ArrayType extends Type {
  private record Key(long length, Type element) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them
    // (and interpreted in the native image).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.length == length && Objects.equals(k.element, element);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(length) * 31 + Objects.hashCode(element);
    }
  }

  private static final ConcurrentHashMap<Key, ArrayType> CACHE = new ConcurrentHashMap<>();

  private final long length;
  private final Type element;

  private ArrayType(long length, Type element) {
    this.length = length;
    this.element = element;
  }

  public static ArrayType get(long length, Type element) {
    return CACHE.computeIfAbsent(new Key(length, element), k -> new ArrayType(k.length, k.element));
  }

  public long length() {
    return length;
  }

  public Type element() {
    return element;
  }

  @Override
  public boolean isSized() {
    return element.isSized();
  }

  @Override
  public void appendTo(StringBuilder sb) {
    sb.append('[').append(length).append(" x ");
    element.appendTo(sb);
    sb.append(']');
  }
}
