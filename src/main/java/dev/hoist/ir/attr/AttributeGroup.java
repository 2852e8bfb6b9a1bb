package dev.hoist.ir.attr;

import java.util.List;

/**
 * {@code attributes #0 = { nounwind uwtable "frame-pointer"="all" }}: a numbered list of function
 * attributes as written in the source. The parser merges groups into the attribute sets that
 * reference them; the printer makes its own groups from the sets ({@code AttributeSlots}).
 */
public record AttributeGroup(long id, List<Attribute> attributes) {
  public AttributeGroup {
    attributes = List.copyOf(attributes);
  }
}
