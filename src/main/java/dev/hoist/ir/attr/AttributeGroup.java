package dev.hoist.ir.attr;

import java.util.List;

/**
 * {@code attributes #0 = { nounwind uwtable "frame-pointer"="all" }}. Groups are usually referenced
 * before their definition, so a group is created empty and defined once its body is read.
 */
public final class AttributeGroup {
  private final long id;
  private List<Attribute> attributes = List.of();
  private boolean defined;

  public AttributeGroup(long id) {
    this.id = id;
  }

  public AttributeGroup(long id, List<Attribute> attributes) {
    this.id = id;
    define(attributes);
  }

  public long id() {
    return id;
  }

  public List<Attribute> attributes() {
    return attributes;
  }

  public boolean isDefined() {
    return defined;
  }

  public void define(List<Attribute> attrs) {
    this.attributes = List.copyOf(attrs);
    this.defined = true;
  }
}
