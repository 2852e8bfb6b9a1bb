package dev.hoist.analysis.alias;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.Argument;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Linkage;
import dev.hoist.ir.Value;
import dev.hoist.ir.attr.Attribute;

/**
 * Sizes of objects and of what a pointer is known to reach, for the two size rules of the basic
 * analysis: an access larger than the whole object on the other side cannot be to it (NoAlias),
 * and two accesses into one object, one of which covers all of it, overlap (PartialAlias).
 *
 * <pre>
 *   %x = alloca i32                 ; object size 4
 *   %p = load i64*, i64** %pp       ; an 8-byte access through %p cannot touch %x
 * </pre>
 */
final class ObjectSizes {
  private final DataLayout dl;
  private final java.util.function.Function<CallBase, CallEffects> effects;
  /**
   * {@code objectSize(o, true)} of the objects asked about: every query compares both sides' objects
   * with the other's access, and an array's size is a walk down its element types.
   */
  private final java.util.IdentityHashMap<Value, Long> roundedSizes = new java.util.IdentityHashMap<>();

  ObjectSizes(DataLayout dl, java.util.function.Function<CallBase, CallEffects> effects) {
    this.dl = dl;
    this.effects = effects;
  }

  /** LLVM's getObjectSize for identified objects, including allocation calls with constant sizes. */
  long objectSize(Value o, boolean roundToAlign) {
    if (o instanceof CallBase c) return effects.apply(c).allocationSize();
    return ObjectKinds.objectSize(o, dl, roundToAlign);
  }

  boolean isObjectSmallerThan(Value o, long size) {
    if (size <= 0 || !ObjectKinds.isIdentifiedObject(o)) return false;
    Long known = roundedSizes.get(o);
    long os = known != null ? known : objectSize(o, true);
    if (known == null) roundedSizes.put(o, os);
    return os >= 0 && os < size;
  }

  void clearCaches() {
    roundedSizes.clear();
  }

  /** The bytes from {@code v} that are known to exist: its dereferenceable bytes or the precise access. */
  long minimalExtent(Value v, long size, boolean nullValid) {
    long deref = dereferenceableBytes(v, nullValid);
    if (LocationSize.isPrecise(size)) deref = Math.max(deref, LocationSize.value(size));
    return deref;
  }

  private long dereferenceableBytes(Value v, boolean nullValid) {
    if (v instanceof AllocaInst a) {
      if (!a.isArrayAllocation() && a.allocatedType().isSized()) return dl.storeSize(a.allocatedType());
      return 0;
    }
    if (v instanceof GlobalVariable g) {
      if (g.valueType().isSized() && g.linkage() != Linkage.EXTERN_WEAK) return dl.storeSize(g.valueType());
      return 0;
    }
    if (v instanceof Argument a) {
      var attrs = a.parent().attributes().param(a.index());
      long n = attrs.intValue("dereferenceable");
      if (n > 0) return n;
      n = attrs.intValue("dereferenceable_or_null");
      if (n > 0) return nullValid ? 0 : n; // a null pointer accesses nothing when null is invalid
      if (attrs.get("byval") instanceof Attribute.TypeAttr t && t.type() != null && t.type().isSized()) {
        return dl.storeSize(t.type());
      }
      return 0;
    }
    if (v instanceof CallBase c) {
      long n = c.attributes().ret().intValue("dereferenceable");
      Function f = c.calledFunction();
      if (n <= 0 && f != null) n = f.attributes().ret().intValue("dereferenceable");
      return Math.max(n, 0);
    }
    return 0;
  }
}
