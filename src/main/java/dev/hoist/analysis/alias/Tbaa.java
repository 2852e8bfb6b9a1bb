package dev.hoist.analysis.alias;

import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import java.util.ArrayList;
import java.util.List;

/**
 * Struct-path type-based alias analysis (LLVM's TypeBasedAliasAnalysis). An access tag
 * {@code !{BaseType, AccessType, i64 Offset}} says the access reads or writes an object of
 * {@code AccessType} at {@code Offset} inside an object of {@code BaseType}. Type nodes form a DAG:
 * a scalar type {@code !{!"int", !char, i64 0}} names its parent; a struct type
 * {@code !{!"S", !int, i64 0, !float, i64 4}} lists its fields with their offsets. The root
 * {@code !{!"Simple C/C++ TBAA"}} and "omnipotent char" (the parent of every scalar) make char
 * accesses alias everything.
 *
 * <p>Two accesses may alias when their access types have no common root (different type systems),
 * when one accessed object may be a subobject of the other (following the base type's fields at the
 * tag's offset reaches the other access's base type at the same offset), or when one is an access
 * to the common type itself. Both the old 3-operand and the newer "new format" (size-carrying)
 * nodes are understood.
 */
public final class Tbaa {
  private Tbaa() {}

  /** Whether accesses with tags {@code a} and {@code b} may alias (true when either is null). */
  public static boolean mayAlias(MDNode a, MDNode b) {
    if (a == b || a == null || b == null) return true;
    a = upgrade(a);
    b = upgrade(b);
    if (a == null || b == null) return true;
    MDNode common = leastCommonType(accessType(a), accessType(b));
    if (common == null) return true;
    Boolean r = mayBeAccessToSubobjectOf(a, b, common);
    if (r != null) return r;
    r = mayBeAccessToSubobjectOf(b, a, common);
    if (r != null) return r;
    return false;
  }

  /** The tag marks memory that does not change while it is accessible (its "immutable" flag). */
  public static boolean isImmutable(MDNode tag) {
    if (tag == null) return false;
    tag = upgrade(tag);
    if (tag == null) return false;
    int opNo = isNewFormatTag(tag) ? 4 : 3;
    if (tag.numOperands() < opNo + 1) return false;
    return constant(tag.operand(opNo)) instanceof ConstantInt c && (c.zextValue() & 1) != 0;
  }

  /**
   * An old scalar tag ({@code !{!"int", !char}} used directly) as the struct-path tag LLVM
   * upgrades it to, {@code !{T, T, i64 0}}; null when the node is not a TBAA tag at all.
   */
  private static MDNode upgrade(MDNode tag) {
    if (isStructPathTag(tag)) return tag;
    if (!tag.isTuple() || tag.numOperands() < 1 || !(tag.operand(0) instanceof dev.hoist.ir.metadata.MDString)) {
      return null;
    }
    return MDNode.tuple(false, List.of(tag, tag,
        new ValueAsMetadata(ConstantInt.get(dev.hoist.ir.type.IntegerType.I64, 0))));
  }

  // ---- node structure ---------------------------------------------------------------------------

  /** A struct-path tag: at least three operands, the first an MDNode. */
  static boolean isStructPathTag(MDNode n) {
    return n.isTuple() && n.numOperands() >= 3 && n.operand(0) instanceof MDNode;
  }

  private static MDNode baseType(MDNode tag) {
    return tag.operand(0) instanceof MDNode m ? m : null;
  }

  private static MDNode accessType(MDNode tag) {
    return tag.operand(1) instanceof MDNode m ? m : null;
  }

  private static long offset(MDNode tag) {
    return constant(tag.operand(2)) instanceof ConstantInt c ? c.zextValue() : 0;
  }

  private static Object constant(Metadata md) {
    return md instanceof ValueAsMetadata v ? v.value() : null;
  }

  /** New-format type nodes start with their parent node and have at least three operands. */
  private static boolean isNewFormatType(MDNode n) {
    return n != null && n.isTuple() && n.numOperands() >= 3 && n.operand(0) instanceof MDNode;
  }

  private static boolean isNewFormatTag(MDNode tag) {
    if (tag.numOperands() < 4) return false;
    MDNode at = accessType(tag);
    return at == null || isNewFormatType(at);
  }

  /** The parent of a type node (for a struct in the old format: its first field's type). */
  private static MDNode parent(MDNode n) {
    if (isNewFormatType(n)) return n.operand(0) instanceof MDNode p ? p : null;
    if (n.numOperands() < 2) return null;
    return n.operand(1) instanceof MDNode p ? p : null;
  }

  /** The deepest type that both {@code a} and {@code b} descend from, or null without a common root. */
  private static MDNode leastCommonType(MDNode a, MDNode b) {
    if (a == null || b == null) return null;
    if (a == b) return a;
    List<MDNode> pa = path(a);
    List<MDNode> pb = path(b);
    if (pa == null || pb == null) return null;
    int ia = pa.size() - 1;
    int ib = pb.size() - 1;
    MDNode ret = null;
    while (ia >= 0 && ib >= 0 && pa.get(ia) == pb.get(ib)) {
      ret = pa.get(ia);
      ia--;
      ib--;
    }
    return ret;
  }

  /** The node and its ancestors up to the root; null on a cycle (malformed metadata). */
  private static List<MDNode> path(MDNode n) {
    List<MDNode> l = new ArrayList<>();
    while (n != null) {
      if (l.contains(n)) return null;
      l.add(n);
      n = parent(n);
    }
    return l;
  }

  /**
   * Whether the access {@code sub} may be to a subobject of what {@code base} accesses: true/false
   * when decided, null when this direction says nothing.
   */
  private static Boolean mayBeAccessToSubobjectOf(MDNode base, MDNode sub, MDNode common) {
    MDNode baseAccess = accessType(base);
    MDNode baseBase = baseType(base);
    // An access to the common type itself may touch any of its subobjects.
    if (baseAccess == baseBase && baseAccess == common) return true;
    boolean newFormat = isNewFormatTag(base);
    MDNode type = baseBase;
    long off = offset(base);
    MDNode subBase = baseType(sub);
    for (int guard = 0; guard < 1000; guard++) {
      if (type == null) break;
      if (type == subBase) return off == offset(sub);
      if (newFormat && type == baseAccess) break;
      long[] offRef = {off};
      type = field(type, offRef);
      off = offRef[0];
    }
    if (newFormat && type != null && hasField(type, subBase, 0)) return true;
    return null;
  }

  /** Follows the field of struct type {@code t} that contains offset {@code off[0]}; adjusts the offset. */
  private static MDNode field(MDNode t, long[] off) {
    boolean newFormat = isNewFormatType(t);
    int n = t.numOperands();
    if (newFormat) {
      if (n < 6) return null;
    } else {
      if (n < 2) return null;
      if (n <= 3) {
        long cur = n == 2 ? 0 : constant(t.operand(2)) instanceof ConstantInt c ? c.zextValue() : 0;
        off[0] -= cur;
        return t.operand(1) instanceof MDNode p ? p : null;
      }
    }
    int first = newFormat ? 3 : 1;
    int per = newFormat ? 3 : 2;
    int theIdx = 0;
    for (int idx = first; idx + 1 < n; idx += per) {
      long cur = constant(t.operand(idx + 1)) instanceof ConstantInt c ? c.zextValue() : 0;
      if (Long.compareUnsigned(cur, off[0]) > 0) {
        if (idx < first + per) return null; // malformed: the first field starts after the offset
        theIdx = idx - per;
        break;
      }
    }
    if (theIdx == 0) theIdx = n - per;
    if (theIdx < first) return null;
    long cur = constant(t.operand(theIdx + 1)) instanceof ConstantInt c ? c.zextValue() : 0;
    off[0] -= cur;
    return t.operand(theIdx) instanceof MDNode p ? p : null;
  }

  /** New format: whether {@code base} has a (direct or nested) field of type {@code fieldType}. */
  private static boolean hasField(MDNode base, MDNode fieldType, int depth) {
    if (base == null || fieldType == null || depth > 64 || !isNewFormatType(base)) return false;
    for (int i = 3; i < base.numOperands(); i += 3) {
      if (!(base.operand(i) instanceof MDNode f)) continue;
      if (f == fieldType || hasField(f, fieldType, depth + 1)) return true;
    }
    return false;
  }
}
