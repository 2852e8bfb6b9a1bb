package dev.hoist.ir.bitcode;

import java.util.HashMap;
import java.util.Map;

/**
 * LLVM 14's attribute kind codes in bitcode (the ATTR_KIND_* numbers of LLVMBitCodes.h) and the
 * keywords they stand for, with which of them carry an integer or a type.
 */
final class AttributeKinds {
  private AttributeKinds() {}

  private static final String[] NAMES = {
    null, "align", "alwaysinline", "byval", "inlinehint", "inreg", "minsize", "naked", "nest", "noalias",
    "nobuiltin", "nocapture", "noduplicate", "noimplicitfloat", "noinline", "nonlazybind", "noredzone",
    "noreturn", "nounwind", "optsize", "readnone", "readonly", "returned", "returns_twice", "signext",
    "alignstack", "ssp", "sspreq", "sspstrong", "sret", "sanitize_address", "sanitize_thread",
    "sanitize_memory", "uwtable", "zeroext", "builtin", "cold", "optnone", "inalloca", "nonnull", "jumptable",
    "dereferenceable", "dereferenceable_or_null", "convergent", "safestack", "argmemonly", "swiftself",
    "swifterror", "norecurse", "inaccessiblememonly", "inaccessiblemem_or_argmemonly", "allocsize",
    "writeonly", "speculatable", "strictfp", "sanitize_hwaddress", "nocf_check", "optforfuzzing",
    "shadowcallstack", "speculative_load_hardening", "immarg", "willreturn", "nofree", "nosync",
    "sanitize_memtag", "preallocated", "nomerge", "null_pointer_is_valid", "noundef", "byref", "mustprogress",
    "nocallback", "hot", "noprofile", "vscale_range", "swiftasync", "nosanitize_coverage", "elementtype",
    "disable_sanitizer_instrumentation",
  };

  private static final Map<String, Integer> CODES = new HashMap<>();

  static {
    for (int i = 1; i < NAMES.length; i++) CODES.put(NAMES[i], i);
  }

  /** The keyword of attribute code {@code code}, or null for a code LLVM 14 does not have. */
  static String name(long code) {
    return code > 0 && code < NAMES.length ? NAMES[(int) code] : null;
  }

  /** The code of keyword {@code name}, or -1. */
  static int code(String name) {
    Integer c = CODES.get(name);
    return c == null ? -1 : c;
  }

  /** Attributes with an integer argument. */
  static boolean isInt(String name) {
    return switch (name) {
      case "align", "alignstack", "dereferenceable", "dereferenceable_or_null", "allocsize", "vscale_range" -> true;
      default -> false;
    };
  }

  /** Attributes with a type argument. */
  static boolean isType(String name) {
    return switch (name) {
      case "byval", "byref", "elementtype", "inalloca", "preallocated", "sret" -> true;
      default -> false;
    };
  }
}
