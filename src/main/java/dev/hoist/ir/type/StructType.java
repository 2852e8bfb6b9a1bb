package dev.hoist.ir.type;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A structure type: either literal ({@code {i32, i8}}, {@code <{i8, i32}>} when packed), interned by
 * its elements, or identified ({@code %struct.S = type {...}}, {@code %0 = type opaque}), which has
 * identity and whose body is set once its definition is seen.
 */
public final class StructType extends Type {
  private record Key(List<Type> elements, boolean packed) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them
    // (and interpreted in the native image).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.packed == packed && Objects.equals(k.elements, elements);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(elements) * 31 + Boolean.hashCode(packed);
    }
  }

  private static final ConcurrentHashMap<Key, StructType> LITERALS = new ConcurrentHashMap<>();

  private final boolean identified;
  private String name; // identified structs only; null for numbered ones (%0 = type ...)
  private Type[] elements; // null while an identified struct is opaque
  private boolean packed;

  private StructType(boolean identified, String name, Type[] elements, boolean packed) {
    this.identified = identified;
    this.name = name;
    this.elements = elements;
    this.packed = packed;
  }

  public static StructType literal(List<Type> elements, boolean packed) {
    Key k = new Key(List.copyOf(elements), packed);
    return LITERALS.computeIfAbsent(k, key -> new StructType(false, null, key.elements.toArray(new Type[0]), key.packed));
  }

  /** A new identified struct, opaque until {@link #setBody} is called. {@code name} is null for a numbered type. */
  public static StructType identified(String name) {
    return new StructType(true, name, null, false);
  }

  public boolean isIdentified() {
    return identified;
  }

  public boolean isLiteral() {
    return !identified;
  }

  public String name() {
    return name;
  }

  public void setName(String name) {
    if (!identified) throw new IllegalStateException("literal structs have no name");
    this.name = name;
  }

  public boolean isOpaque() {
    return elements == null;
  }

  public boolean isPacked() {
    return packed;
  }

  public void setBody(List<Type> body, boolean packed) {
    if (!identified) throw new IllegalStateException("literal struct bodies are fixed");
    this.elements = body.toArray(new Type[0]);
    this.packed = packed;
  }

  public int numElements() {
    return elements == null ? 0 : elements.length;
  }

  public Type element(int i) {
    return elements[i];
  }

  public List<Type> elements() {
    return elements == null ? List.of() : Arrays.asList(elements);
  }

  @Override
  public boolean isFirstClass() {
    return elements != null;
  }

  @Override
  public boolean isSized() {
    if (elements == null) return false;
    for (Type t : elements) if (!t.isSized()) return false;
    return true;
  }

  /** Appends the body ({@code {i32, i8}}, {@code <{...}>} or {@code opaque}), not the name. */
  public void appendBodyTo(StringBuilder sb) {
    if (elements == null) {
      sb.append("opaque");
      return;
    }
    if (packed) sb.append('<');
    if (elements.length == 0) {
      sb.append("{}");
    } else {
      sb.append("{ ");
      for (int i = 0; i < elements.length; i++) {
        if (i > 0) sb.append(", ");
        elements[i].appendTo(sb);
      }
      sb.append(" }");
    }
    if (packed) sb.append('>');
  }

  /** Identified structs print as {@code %name}; a numbered one prints its body here (the printer numbers them). */
  @Override
  public void appendTo(StringBuilder sb) {
    if (identified && name != null) {
      sb.append('%');
      dev.hoist.ir.Names.appendName(sb, name);
    } else if (identified) {
      sb.append("%<unnamed struct>");
    } else {
      appendBodyTo(sb);
    }
  }
}
