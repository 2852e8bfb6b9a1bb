package dev.hoist.transform.licm;

import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Call-site attributes that make some inputs or results undefined behaviour (nonnull, noundef,
 * dereferenceable, align...). They may only hold under the conditions a call was executed in, so
 * LICM drops them when it hoists a call above those conditions (LLVM's
 * dropUndefImplyingAttrsAndUnknownMetadata). ABI attributes (byval, sret...) stay.
 */
final class CallAttributes {
  private CallAttributes() {}

  private static final Set<String> UB_IMPLYING = Set.of("nonnull", "noundef", "dereferenceable",
      "dereferenceable_or_null", "align", "range", "nofpclass");

  static AttributeList withoutUbImplying(AttributeList a, int numArgs) {
    AttributeList r = a.withRet(strip(a.ret()));
    for (int i = 0; i < numArgs; i++) r = r.withParam(i, strip(a.param(i)));
    return r;
  }

  private static AttributeSet strip(AttributeSet s) {
    if (s.isEmpty()) return s;
    List<Attribute> keep = new ArrayList<>();
    for (Attribute x : s.attributes()) if (!UB_IMPLYING.contains(x.kind())) keep.add(x);
    return AttributeSet.of(keep);
  }
}
