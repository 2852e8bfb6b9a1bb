package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the attribute blocks. PARAMATTR_GROUP_BLOCK defines groups, each the attributes of one
 * position (function {@code 0xFFFFFFFF}, return {@code 0}, parameter {@code i+1}); PARAMATTR_BLOCK
 * lists attribute lists as group ids, which functions and calls name by index (1-based, 0 for
 * none).
 *
 * <pre>
 *   ENTRY [grp 1, idx 0xFFFFFFFF, 0 nounwind, 4 "frame-pointer" "all"]   ENTRY [grp 2, idx 1, 0 noundef]
 *   ENTRY [1, 2]                                  (list #1: function group 1, parameter 0 group 2)
 * </pre>
 */
final class AttributeTableReader {
  private record Group(long index, AttributeSet attrs) {}

  private final Map<Long, Group> groups = new HashMap<>();
  private final List<AttributeList> lists = new ArrayList<>();

  /** The list a FUNCTION or CALL record names ({@code 0}: none). */
  AttributeList list(long i, BitstreamReader r) {
    if (i == 0) return AttributeList.EMPTY;
    if (i < 0 || i > lists.size()) throw r.error("invalid attribute list #" + i);
    return lists.get((int) i - 1);
  }

  void readGroups(BitstreamReader r, Type[] types) {
    for (int code; (code = r.nextRecord()) >= 0; ) {
      if (code != PARAMATTR_GRP_CODE_ENTRY) continue;
      if (r.numOps() < 2) throw r.error("invalid attribute group record");
      long id = r.op(0);
      long index = r.op(1);
      List<Attribute> attrs = new ArrayList<>();
      for (int i = 2; i < r.numOps(); ) {
        long kind = r.op(i++);
        switch ((int) kind) {
          case 0 -> {
            String k = keyword(r, r.op(i++));
            if (AttributeKinds.isInt(k)) throw r.error("'" + k + "' without its value");
            if (AttributeKinds.isType(k)) {
              // old bitcode: byval, sret and inalloca without a type, as LLVM's text reader also takes them
              if (!k.equals("byval") && !k.equals("sret") && !k.equals("inalloca")) throw r.error("'" + k + "' without its type");
              attrs.add(new Attribute.TypeAttr(k, null));
            } else {
              attrs.add(new Attribute.Enum(k));
            }
          }
          case 1 -> {
            String k = keyword(r, r.op(i++));
            long v = r.op(i++);
            attrs.add(intAttribute(r, k, v));
          }
          case 3, 4 -> {
            int start = i;
            while (r.op(i) != 0) i++;
            String key = r.opsRange(start, i);
            i++;
            String value = null;
            if (kind == 4) {
              start = i;
              while (r.op(i) != 0) i++;
              value = r.opsRange(start, i);
              i++;
            }
            attrs.add(new Attribute.Str(key, value));
          }
          case 5, 6 -> {
            String k = keyword(r, r.op(i++));
            if (!AttributeKinds.isType(k)) throw r.error("'" + k + "' is not a type attribute");
            Type t = null;
            if (kind == 6) {
              long tid = r.op(i++);
              if (tid < 0 || tid >= types.length) throw r.error("invalid type id " + tid + " in attribute");
              t = types[(int) tid];
            }
            attrs.add(new Attribute.TypeAttr(k, t));
          }
          default -> throw r.error("invalid attribute encoding " + kind);
        }
      }
      groups.put(id, new Group(index, AttributeSet.of(attrs)));
    }
  }

  private static String keyword(BitstreamReader r, long code) {
    String k = AttributeKinds.name(code);
    if (k == null) throw r.error("unknown attribute kind " + code);
    return k;
  }

  private static Attribute intAttribute(BitstreamReader r, String k, long v) {
    return switch (k) {
      case "allocsize" -> {
        long n = v & 0xffffffffL;
        yield new Attribute.AllocSize((int) (v >>> 32), n == 0xffffffffL ? -1 : (int) n);
      }
      case "vscale_range" -> new Attribute.VScaleRange((int) (v >>> 32), (int) (v & 0xffffffffL));
      case "align", "alignstack" -> {
        if (v == 0 || (v & (v - 1)) != 0 || v > (k.equals("align") ? 1L << 32 : 256)) {
          throw r.error("invalid " + k + " " + Long.toUnsignedString(v) + " (a power of two up to "
              + (k.equals("align") ? "2^32" : "256") + ")");
        }
        yield new Attribute.Int(k, v);
      }
      case "dereferenceable", "dereferenceable_or_null" -> new Attribute.Int(k, v);
      default -> throw r.error("'" + k + "' is not an integer attribute");
    };
  }

  void readLists(BitstreamReader r) {
    for (int code; (code = r.nextRecord()) >= 0; ) {
      if (code == PARAMATTR_CODE_ENTRY_OLD) throw r.error("attribute lists of LLVM before 3.3 are not supported");
      if (code != PARAMATTR_CODE_ENTRY) continue;
      AttributeSet fn = AttributeSet.EMPTY;
      AttributeSet ret = AttributeSet.EMPTY;
      List<AttributeSet> params = new ArrayList<>();
      for (int i = 0; i < r.numOps(); i++) {
        Group g = groups.get(r.op(i));
        if (g == null) throw r.error("attribute list names undefined group " + r.op(i));
        if (g.index == 0xffffffffL) {
          fn = g.attrs;
        } else if (g.index == 0) {
          ret = g.attrs;
        } else {
          if (g.index > 65536) throw r.error("invalid attribute index " + g.index);
          int p = (int) g.index - 1;
          while (params.size() <= p) params.add(AttributeSet.EMPTY);
          params.set(p, g.attrs);
        }
      }
      lists.add(new AttributeList(fn, ret, params.toArray(new AttributeSet[0])));
    }
  }
}
