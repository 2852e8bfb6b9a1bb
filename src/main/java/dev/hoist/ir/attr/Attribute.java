package dev.hoist.ir.attr;

import dev.hoist.ir.type.Type;

/**
 * One attribute of a function, return value, parameter or call site. Unknown keyword attributes
 * are kept as {@link Enum} so that whatever LLVM accepts prints back unchanged.
 */
public sealed interface Attribute {
  /** The attribute's keyword, or the key of a string attribute. */
  String kind();

  /** A keyword attribute without argument: {@code nounwind}, {@code noalias}, {@code readonly}. */
  record Enum(String kind) implements Attribute {}

  /**
   * A keyword with one integer: {@code align 8} / {@code align(8)}, {@code alignstack(16)},
   * {@code dereferenceable(4)}, {@code dereferenceable_or_null(8)}, {@code uwtable(1)}.
   */
  record Int(String kind, long value) implements Attribute {}

  /** {@code allocsize(0)} or {@code allocsize(0, 1)}; {@code second} is -1 when absent. */
  record AllocSize(int first, int second) implements Attribute {
    @Override
    public String kind() {
      return "allocsize";
    }
  }

  /** {@code vscale_range(1)} or {@code vscale_range(1, 16)}; {@code max} is -1 when absent. */
  record VScaleRange(int min, int max) implements Attribute {
    @Override
    public String kind() {
      return "vscale_range";
    }
  }

  /** {@code byval(%T)}, {@code sret(%T)}, {@code byref(T)}, {@code inalloca(T)}, {@code preallocated(T)}, {@code elementtype(T)}; type null for a bare {@code byval}. */
  record TypeAttr(String kind, Type type) implements Attribute {}

  /** {@code "key"} or {@code "key"="value"}; {@code value} null when absent. Strings hold raw bytes. */
  record Str(String kind, String value) implements Attribute {}
}
