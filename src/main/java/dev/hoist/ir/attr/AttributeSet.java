package dev.hoist.ir.attr;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The attributes of one position (function, return value or a parameter): those written inline
 * plus references to attribute groups ({@code #0}), which are printed back as references.
 * Immutable; the {@code with}/{@code without} methods return new sets.
 */
public final class AttributeSet {
  public static final AttributeSet EMPTY = new AttributeSet(new Attribute[0], new AttributeGroup[0]);

  private final Attribute[] attrs;
  private final AttributeGroup[] groups;

  private AttributeSet(Attribute[] attrs, AttributeGroup[] groups) {
    this.attrs = attrs;
    this.groups = groups;
  }

  public static AttributeSet of(List<Attribute> attrs, List<AttributeGroup> groups) {
    if (attrs.isEmpty() && groups.isEmpty()) return EMPTY;
    return new AttributeSet(attrs.toArray(new Attribute[0]), groups.toArray(new AttributeGroup[0]));
  }

  public static AttributeSet of(Attribute... attrs) {
    return attrs.length == 0 ? EMPTY : new AttributeSet(attrs.clone(), new AttributeGroup[0]);
  }

  public boolean isEmpty() {
    return attrs.length == 0 && groups.length == 0;
  }

  /** The inline attributes, in source order. */
  public List<Attribute> inline() {
    return Arrays.asList(attrs);
  }

  public List<AttributeGroup> groups() {
    return Arrays.asList(groups);
  }

  /** The attribute of the given kind, inline or from a group, or null. */
  public Attribute get(String kind) {
    for (Attribute a : attrs) if (a.kind().equals(kind)) return a;
    for (AttributeGroup g : groups) {
      Attribute a = g.get(kind);
      if (a != null) return a;
    }
    return null;
  }

  public boolean has(String kind) {
    return get(kind) != null;
  }

  /** The integer argument of an attribute such as {@code align} or {@code dereferenceable}, or -1. */
  public long intValue(String kind) {
    return get(kind) instanceof Attribute.Int i ? i.value() : -1;
  }

  /** A copy with {@code a} added inline (replacing an inline attribute of the same kind). */
  public AttributeSet with(Attribute a) {
    List<Attribute> l = new ArrayList<>(Arrays.asList(attrs));
    l.removeIf(x -> x.kind().equals(a.kind()));
    l.add(a);
    return new AttributeSet(l.toArray(new Attribute[0]), groups);
  }

  /** A copy without inline attributes of {@code kind} (group references are kept). */
  public AttributeSet without(String kind) {
    List<Attribute> l = new ArrayList<>(Arrays.asList(attrs));
    if (!l.removeIf(x -> x.kind().equals(kind))) return this;
    return l.isEmpty() && groups.length == 0 ? EMPTY : new AttributeSet(l.toArray(new Attribute[0]), groups);
  }
}
