package dev.hoist.ir.metadata;

import java.util.List;

/**
 * A metadata node: a generic tuple {@code !{!1, i32 2, null}} or a specialized node
 * {@code !DILocation(line: 3, scope: !7)}, either of which may be {@code distinct}. Nodes are
 * mutable so that the parser can create them on first reference ({@code !12}) and fill them when
 * their definition is seen; numbered nodes remember their number so output keeps the input's.
 *
 * <p>Specialized nodes keep their fields as (name, value) pairs in source order; a value is
 * either {@link Metadata} (a reference, or null for {@code null}) or a {@link Raw} token such as
 * {@code 42}, {@code DW_TAG_member}, {@code DIFlagPrototyped | DIFlagArtificial} or {@code "x"}.
 * Positional arguments ({@code !DIExpression(DW_OP_deref)}) have a null name.
 */
public final class MDNode extends Metadata {
  /** An uninterpreted field value, printed exactly as it was read. */
  public record Raw(String text) {}

  /** A braced list field ({@code operands: {null, !1}} of GenericDINode); items may be null. */
  public record FieldList(List<Metadata> items) {}

  /** A field of a specialized node. */
  public record Field(String name, Object value) {}

  private boolean distinct;
  private String kind; // null for a generic tuple
  private Metadata[] operands; // generic tuples
  private List<Field> fields; // specialized nodes
  private boolean defined;
  private long slot = -1; // LLVM numbers metadata with unsigned 32-bit ids
  private boolean fromExpect;

  public MDNode() {}

  public static MDNode tuple(boolean distinct, List<Metadata> operands) {
    MDNode n = new MDNode();
    n.defineTuple(distinct, operands);
    return n;
  }

  public static MDNode specialized(boolean distinct, String kind, List<Field> fields) {
    MDNode n = new MDNode();
    n.defineSpecialized(distinct, kind, fields);
    return n;
  }

  /**
   * Defines this node as a tuple. A node that names itself among its operands is distinct
   * whatever it says, as in LLVM: its own reference was a forward one when it was made, and
   * resolving a uniqued node's operand to the node itself drops its uniquing.
   */
  public void defineTuple(boolean distinct, List<Metadata> ops) {
    this.distinct = distinct || ops.contains(this);
    this.kind = null;
    this.operands = ops.toArray(new Metadata[0]);
    this.fields = null;
    this.defined = true;
  }

  /** Defines this node as a specialized one; one with a field naming itself is distinct, as a tuple is. */
  public void defineSpecialized(boolean distinct, String kind, List<Field> fields) {
    boolean self = false;
    for (Field f : fields) self |= f.value() == this;
    this.distinct = distinct || self;
    this.kind = kind;
    this.fields = List.copyOf(fields);
    this.operands = null;
    this.defined = true;
  }

  /**
   * Whether this is a {@code branch_weights} node {@code lower-expect} made from an
   * {@code llvm.expect} call. LLVM 18 and later print that as an extra {@code !"expected"}
   * operand, which LLVM 14 rejects, so Hoist keeps it in memory only: it lasts for one run.
   */
  public boolean isFromExpect() {
    return fromExpect;
  }

  public MDNode markFromExpect() {
    fromExpect = true;
    return this;
  }

  /** False for a node referenced by number whose definition has not been seen yet. */
  public boolean isDefined() {
    return defined;
  }

  public boolean isDistinct() {
    return distinct;
  }

  public boolean isTuple() {
    return kind == null;
  }

  /** The specialized kind, e.g. {@code DILocation}, or null for a tuple. */
  public String kind() {
    return kind;
  }

  public int numOperands() {
    return operands == null ? 0 : operands.length;
  }

  /** Tuple operand {@code i}; null stands for the {@code null} operand. */
  public Metadata operand(int i) {
    return operands[i];
  }

  public void setOperand(int i, Metadata md) {
    operands[i] = md;
  }

  public List<Field> fields() {
    return fields == null ? List.of() : fields;
  }

  /** The value of the named field of a specialized node, or null. */
  public Object field(String name) {
    if (fields == null) return null;
    for (Field f : fields) if (name.equals(f.name())) return f.value();
    return null;
  }

  /** The number this node had in the input ({@code !12}), or -1 for nodes created since. */
  public long slot() {
    return slot;
  }

  public void setSlot(long slot) {
    this.slot = slot;
  }

  /** Tuple operand {@code i} as a string, when it is an MDString. */
  public String stringOperand(int i) {
    return i < numOperands() && operands[i] instanceof MDString s ? s.value() : null;
  }

  @Override
  public String toString() {
    return slot >= 0 ? "!" + slot : (kind == null ? "!{...}" : "!" + kind + "(...)");
  }
}
