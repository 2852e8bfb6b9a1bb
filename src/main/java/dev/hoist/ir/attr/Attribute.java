package dev.hoist.ir.attr;

import dev.hoist.ir.type.Type;
import java.util.Objects;

/**
 * One attribute of a function, return value, parameter or call site. Unknown keyword attributes
 * are kept as {@link Enum} so that whatever LLVM accepts prints back unchanged.
 */
public sealed interface Attribute {
  // The records' equals and hashCode are written out: attributes are compared and hashed wherever
  // attribute sets are interned, and a record's generated methods are method-handle chains, which
  // C1 does not inline and the native image interprets. The hashes are the records' own formula.

  /** The attribute's keyword, or the key of a string attribute. */
  String kind();

  /** A keyword attribute without argument: {@code nounwind}, {@code noalias}, {@code readonly}. */
  record Enum(String kind) implements Attribute {
    @Override
    public boolean equals(Object o) {
      return o instanceof Enum a && Objects.equals(a.kind, kind);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(kind);
    }
  }

  /**
   * A keyword with one integer: {@code align 8} / {@code align(8)}, {@code alignstack(16)},
   * {@code dereferenceable(4)}, {@code dereferenceable_or_null(8)}, {@code uwtable(1)}.
   */
  record Int(String kind, long value) implements Attribute {
    @Override
    public boolean equals(Object o) {
      return o instanceof Int a && a.value == value && Objects.equals(a.kind, kind);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(kind) * 31 + Long.hashCode(value);
    }
  }

  /** {@code allocsize(0)} or {@code allocsize(0, 1)}; {@code second} is -1 when absent. */
  record AllocSize(int first, int second) implements Attribute {
    @Override
    public boolean equals(Object o) {
      return o instanceof AllocSize a && a.first == first && a.second == second;
    }

    @Override
    public int hashCode() {
      return Integer.hashCode(first) * 31 + Integer.hashCode(second);
    }

    @Override
    public String kind() {
      return "allocsize";
    }
  }

  /** {@code vscale_range(1)} or {@code vscale_range(1, 16)}; {@code max} is -1 when absent. */
  record VScaleRange(int min, int max) implements Attribute {
    @Override
    public boolean equals(Object o) {
      return o instanceof VScaleRange a && a.min == min && a.max == max;
    }

    @Override
    public int hashCode() {
      return Integer.hashCode(min) * 31 + Integer.hashCode(max);
    }

    @Override
    public String kind() {
      return "vscale_range";
    }
  }

  /** {@code byval(%T)}, {@code sret(%T)}, {@code byref(T)}, {@code inalloca(T)}, {@code preallocated(T)}, {@code elementtype(T)}; type null for a bare {@code byval}. */
  record TypeAttr(String kind, Type type) implements Attribute {
    @Override
    public boolean equals(Object o) {
      return o instanceof TypeAttr a && Objects.equals(a.kind, kind) && Objects.equals(a.type, type);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(kind) * 31 + Objects.hashCode(type);
    }
  }

  /** {@code "key"} or {@code "key"="value"}; {@code value} null when absent. Strings hold raw bytes. */
  record Str(String kind, String value) implements Attribute {
    @Override
    public boolean equals(Object o) {
      return o instanceof Str a && Objects.equals(a.kind, kind) && Objects.equals(a.value, value);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(kind) * 31 + Objects.hashCode(value);
    }
  }
}
