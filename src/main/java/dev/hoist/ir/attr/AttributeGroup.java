package dev.hoist.ir.attr;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code attributes #0 = { nounwind uwtable "frame-pointer"="all" }}. Groups are usually referenced
 * before their definition, so a group is created empty and defined once its body is read.
 */
public final class AttributeGroup {
  private final long id;
  private List<Attribute> attributes = List.of();
  /** The attributes by kind: passes ask for function attributes ({@code null-pointer-is-valid}) per alias query. */
  private Map<String, Attribute> byKind = Map.of();
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

  /** The attribute of this kind, or null. */
  public Attribute get(String kind) {
    return byKind.get(kind);
  }

  public void define(List<Attribute> attrs) {
    Map<String, Attribute> index = new HashMap<>();
    for (Attribute a : attrs) index.putIfAbsent(a.kind(), a);
    this.byKind = index;
    this.attributes = List.copyOf(attrs);
    this.defined = true;
  }
}
