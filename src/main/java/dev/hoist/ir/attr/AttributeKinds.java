package dev.hoist.ir.attr;

import java.util.HashMap;
import java.util.Map;

/**
 * LLVM 14's keyword attributes: their rank in {@code Attribute::AttrKind} (the order in which an
 * attribute set holds and prints them) and where each may stand (function, parameter, return
 * value). Ranks follow LLVM's {@code Attributes.inc}: enum attributes, then type attributes
 * ({@code byval(T)} ...), then integer attributes ({@code align} ...), each group sorted by
 * LLVM's record name, which is why {@code nounwind} comes before {@code nonlazybind}:
 * <pre>
 *   attributes #0 = { noinline nounwind optnone uwtable allocsize(0) "frame-pointer"="all" }
 * </pre>
 * String attributes come after every keyword attribute, by key and then value.
 */
public final class AttributeKinds {
  private AttributeKinds() {}

  /** May stand on a function (or call site). */
  public static final int FN = 1;
  /** May stand on a parameter. */
  public static final int PARAM = 2;
  /** May stand on a return value. */
  public static final int RET = 4;

  private static final String[] TABLE = {
    "alwaysinline:F", "argmemonly:F", "builtin:F", "cold:F", "convergent:F", "disable_sanitizer_instrumentation:F",
    "hot:F", "immarg:P", "inreg:PR", "inaccessiblememonly:F", "inaccessiblemem_or_argmemonly:F", "inlinehint:F",
    "jumptable:F", "minsize:F", "mustprogress:F", "naked:F", "nest:P", "noalias:PR", "nobuiltin:F", "nocallback:F",
    "nocapture:P", "nocf_check:F", "noduplicate:F", "nofree:FP", "noimplicitfloat:F", "noinline:F", "nomerge:F",
    "noprofile:F", "norecurse:F", "noredzone:F", "noreturn:F", "nosanitize_coverage:F", "nosync:F", "noundef:PR",
    "nounwind:F", "nonlazybind:F", "nonnull:PR", "null_pointer_is_valid:F", "optforfuzzing:F", "optsize:F",
    "optnone:F", "readnone:FP", "readonly:FP", "returned:P", "returns_twice:F", "signext:PR", "safestack:F",
    "sanitize_address:F", "sanitize_hwaddress:F", "sanitize_memtag:F", "sanitize_memory:F", "sanitize_thread:F",
    "shadowcallstack:F", "speculatable:F", "speculative_load_hardening:F", "ssp:F", "sspreq:F", "sspstrong:F",
    "strictfp:F", "swiftasync:P", "swifterror:P", "swiftself:P", "uwtable:F", "willreturn:F", "writeonly:FP",
    "zeroext:PR",
    // type attributes
    "byref:P", "byval:P", "elementtype:P", "inalloca:P", "preallocated:FP", "sret:P",
    // integer attributes
    "align:PR", "allocsize:F", "dereferenceable:PR", "dereferenceable_or_null:PR", "alignstack:FP", "vscale_range:F"
  };

  private static final Map<String, Integer> RANK = new HashMap<>();
  private static final Map<String, Integer> WHERE = new HashMap<>();

  static {
    for (int i = 0; i < TABLE.length; i++) {
      String row = TABLE[i];
      int colon = row.indexOf(':');
      String kind = row.substring(0, colon);
      int where = 0;
      for (int k = colon + 1; k < row.length(); k++) {
        where |= switch (row.charAt(k)) {
          case 'F' -> FN;
          case 'P' -> PARAM;
          default -> RET;
        };
      }
      RANK.put(kind, i + 1);
      WHERE.put(kind, where);
    }
  }

  /** The rank of a keyword attribute (1 = first), or 0 for a string attribute or an unknown keyword. */
  public static int rank(String kind) {
    Integer r = RANK.get(kind);
    return r == null ? 0 : r;
  }

  /** Whether {@code kind} is one of LLVM 14's keyword attributes. */
  public static boolean isKnown(String kind) {
    return RANK.containsKey(kind);
  }

  /** Where a keyword attribute may stand: a mask of {@link #FN}, {@link #PARAM}, {@link #RET}; 0 when unknown. */
  public static int where(String kind) {
    Integer w = WHERE.get(kind);
    return w == null ? 0 : w;
  }

  /** LLVM's order of attributes within a set: keyword attributes by rank, then strings by key and value. */
  public static int compare(Attribute a, Attribute b) {
    boolean sa = a instanceof Attribute.Str;
    boolean sb = b instanceof Attribute.Str;
    if (!sa && !sb) return Integer.compare(rank(a.kind()), rank(b.kind()));
    if (sa != sb) return sa ? 1 : -1;
    int c = a.kind().compareTo(b.kind());
    if (c != 0) return c;
    String va = ((Attribute.Str) a).value();
    String vb = ((Attribute.Str) b).value();
    return (va == null ? "" : va).compareTo(vb == null ? "" : vb);
  }
}
