package dev.hoist.ir.attr;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The attributes of one position (function, return value or a parameter), as LLVM holds them:
 * at most one attribute of each kind, sorted in LLVM's order ({@link AttributeKinds#compare}).
 * Attribute groups ({@code #0}) are resolved by the parser; the printer numbers sets again as
 * {@code opt} does. Immutable, with content equality; the {@code with}/{@code without} methods
 * return new sets.
 */
public final class AttributeSet {
  public static final AttributeSet EMPTY = new AttributeSet(new Attribute[0]);

  private final Attribute[] attrs;
  private final int hash;
  /**
   * Sets larger than this are searched through {@link #byKind}: functions carry a dozen attributes,
   * and alias analysis and the unroller ask a function for absent ones on every query.
   */
  private static final int SCANNED = 4;
  /** The attributes by kind, made on the first search; immutable, so it may be shared between threads unguarded. */
  private Map<String, Attribute> byKind;

  private AttributeSet(Attribute[] sorted) {
    this.attrs = sorted;
    this.hash = Arrays.hashCode(sorted);
  }

  /** The set of {@code attrs}; of two of the same kind the later one stays, as in LLVM's AttrBuilder. */
  public static AttributeSet of(List<Attribute> attrs) {
    return attrs.isEmpty() ? EMPTY : canonical(attrs.toArray(new Attribute[0]));
  }

  public static AttributeSet of(Attribute... attrs) {
    return attrs.length == 0 ? EMPTY : canonical(attrs.clone());
  }

  /** Sorts {@code a} in place (stably) and drops all but the last of each kind. */
  private static AttributeSet canonical(Attribute[] a) {
    boolean sorted = true;
    for (int i = 1; i < a.length && sorted; i++) sorted = AttributeKinds.compare(a[i - 1], a[i]) < 0 && !sameKind(a[i - 1], a[i]);
    if (sorted) return new AttributeSet(a);
    // Reverse first so that, after a stable sort, the last attribute of each kind leads its run.
    for (int i = 0, j = a.length - 1; i < j; i++, j--) {
      Attribute t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
    Arrays.sort(a, AttributeSet::byKind);
    int n = 0;
    for (int i = 0; i < a.length; i++) if (n == 0 || !sameKind(a[n - 1], a[i])) a[n++] = a[i];
    return new AttributeSet(n == a.length ? a : Arrays.copyOf(a, n));
  }

  /** Keyword attributes by rank, string attributes by key (their values do not decide which stays). */
  private static int byKind(Attribute x, Attribute y) {
    boolean sx = x instanceof Attribute.Str;
    boolean sy = y instanceof Attribute.Str;
    if (sx && sy) return x.kind().compareTo(y.kind());
    if (!sx && !sy) {
      int c = Integer.compare(AttributeKinds.rank(x.kind()), AttributeKinds.rank(y.kind()));
      return c != 0 ? c : x.kind().compareTo(y.kind());
    }
    return sx ? 1 : -1;
  }

  private static boolean sameKind(Attribute x, Attribute y) {
    return (x instanceof Attribute.Str) == (y instanceof Attribute.Str) && x.kind().equals(y.kind());
  }

  public boolean isEmpty() {
    return attrs.length == 0;
  }

  public int size() {
    return attrs.length;
  }

  /** The attributes, in LLVM's order. */
  public List<Attribute> attributes() {
    return Arrays.asList(attrs);
  }

  /** The attribute at {@code i} in LLVM's order (an indexed loop allocates no iterator). */
  public Attribute get(int i) {
    return attrs[i];
  }

  /** The attribute of the given kind, or null. */
  public Attribute get(String kind) {
    if (attrs.length <= SCANNED) {
      for (Attribute a : attrs) if (a.kind().equals(kind)) return a;
      return null;
    }
    Map<String, Attribute> m = byKind;
    if (m == null) byKind = m = index(attrs);
    return m.get(kind);
  }

  /** The first attribute of each kind (a keyword and a string attribute may share one). */
  private static Map<String, Attribute> index(Attribute[] attrs) {
    Map<String, Attribute> m = new HashMap<>();
    for (Attribute a : attrs) m.putIfAbsent(a.kind(), a);
    return Map.copyOf(m);
  }

  public boolean has(String kind) {
    return get(kind) != null;
  }

  /** The integer argument of an attribute such as {@code align} or {@code dereferenceable}, or -1. */
  public long intValue(String kind) {
    return get(kind) instanceof Attribute.Int i ? i.value() : -1;
  }

  /** A copy with {@code a} added (replacing an attribute of the same kind). */
  public AttributeSet with(Attribute a) {
    Attribute[] l = Arrays.copyOf(attrs, attrs.length + 1);
    l[attrs.length] = a;
    return canonical(l);
  }

  /** A copy without attributes of {@code kind}. */
  public AttributeSet without(String kind) {
    int k = -1;
    for (int i = 0; i < attrs.length; i++) if (attrs[i].kind().equals(kind)) k = i;
    if (k < 0) return this;
    if (attrs.length == 1) return EMPTY;
    Attribute[] l = new Attribute[attrs.length - 1];
    System.arraycopy(attrs, 0, l, 0, k);
    System.arraycopy(attrs, k + 1, l, k, attrs.length - k - 1);
    return new AttributeSet(l);
  }

  @Override
  public boolean equals(Object o) {
    return o == this || (o instanceof AttributeSet s && s.hash == hash && Arrays.equals(s.attrs, attrs));
  }

  @Override
  public int hashCode() {
    return hash;
  }
}
