package dev.hoist.analysis.alias;

import java.util.HashMap;
import java.util.Map;

/**
 * LLVM 14's attributes of the intrinsics C programs use, by base name (overload suffixes such as
 * {@code .p0i8.p0i8.i64} are ignored). LLVM replaces whatever attributes a module declares an
 * intrinsic with these, so a bare {@code declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)} is
 * still argmemonly and writeonly on its pointer. The lists are what {@code opt -S} prints for the
 * declarations. Intrinsics missing here keep their declared attributes.
 */
final class IntrinsicTable {
  private IntrinsicTable() {}

  private static final String READNONE_SPEC = "nofree nosync nounwind readnone speculatable willreturn";
  private static final String READNONE = "nofree nosync nounwind readnone willreturn";
  private static final String INACCESSIBLE = "inaccessiblememonly nofree nosync nounwind willreturn";
  private static final String ARGMEM = "argmemonly nofree nosync nounwind willreturn";
  private static final String PLAIN = "nofree nosync nounwind willreturn";

  private static final Map<String, FnSpec> TABLE = new HashMap<>();

  private static void add(String spec, String... names) {
    FnSpec s = FnSpec.parse(spec);
    for (String n : names) TABLE.put("llvm." + n, s);
  }

  static {
    add("argmemonly nofree nounwind willreturn | 0: noalias nocapture writeonly | 1: noalias nocapture readonly",
        "memcpy", "memcpy.inline");
    add("argmemonly nofree nounwind willreturn | 0: nocapture writeonly | 1: nocapture readonly", "memmove");
    add("argmemonly nofree nounwind willreturn writeonly | 0: nocapture writeonly", "memset", "memset.inline");
    add("argmemonly nosync nounwind willreturn | 0: nocapture writeonly | 1: nocapture readonly",
        "memcpy.element.unordered.atomic", "memmove.element.unordered.atomic");
    add("argmemonly nosync nounwind willreturn | 0: nocapture writeonly", "memset.element.unordered.atomic");
    add(ARGMEM + " | 1: nocapture", "lifetime.start", "lifetime.end", "invariant.start");
    add(ARGMEM + " | 2: nocapture", "invariant.end");
    add(INACCESSIBLE, "assume", "experimental.noalias.scope.decl", "sideeffect", "var.annotation",
        "ptr.annotation", "annotation", "pseudoprobe", "flt.rounds", "experimental.constrained");
    add("inaccessiblememonly nofree nosync nounwind speculatable willreturn", "launder.invariant.group");
    add(READNONE_SPEC, "dbg.declare", "dbg.value", "dbg.label", "dbg.addr", "sqrt", "fabs", "sin", "cos", "pow",
        "powi", "exp", "exp2", "log", "log2", "log10", "fma", "fmuladd", "floor", "ceil", "trunc", "rint",
        "nearbyint", "round", "roundeven", "lround", "llround", "lrint", "llrint", "copysign", "minnum", "maxnum",
        "minimum", "maximum", "canonicalize", "ctpop", "ctlz", "cttz", "bswap", "bitreverse", "fshl", "fshr", "abs",
        "smax", "smin", "umax", "umin", "sadd.with.overflow", "uadd.with.overflow", "ssub.with.overflow",
        "usub.with.overflow", "smul.with.overflow", "umul.with.overflow", "sadd.sat", "uadd.sat", "ssub.sat",
        "usub.sat", "sshl.sat", "ushl.sat", "objectsize", "ptrmask", "strip.invariant.group", "type.test",
        "convert.to.fp16", "convert.from.fp16", "fptosi.sat", "fptoui.sat");
    add(READNONE, "expect", "expect.with.probability", "vector.reduce", "returnaddress", "frameaddress",
        "donothing", "thread.pointer", "get.active.lane.mask", "sponentry", "addressofreturnaddress");
    add("convergent nofree nosync nounwind readnone willreturn", "is.constant");
    add(PLAIN, "stacksave", "stackrestore", "va_start", "va_end", "va_copy", "readcyclecounter",
        "call.preallocated.setup");
    add("cold noreturn nounwind", "trap");
    add("nounwind", "debugtrap", "clear_cache", "instrprof.increment", "x86.sse2.pause", "x86.sse2.clflush");
    add("inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn | 0: nocapture readonly", "prefetch");
    add("argmemonly nofree nosync nounwind readonly willreturn", "masked.load", "load.relative");
    add("argmemonly nofree nosync nounwind willreturn writeonly", "masked.store");
    add("nofree nosync nounwind readonly willreturn", "masked.gather");
    add("nofree nosync nounwind willreturn writeonly", "masked.scatter");
    add("nofree nosync willreturn", "experimental.guard");
    add("inaccessiblememonly noduplicate nofree nosync nounwind willreturn", "codeview.annotation");
    add("nounwind readnone", "eh.typeid.for");
  }

  /**
   * The attributes of intrinsic {@code name}: the entry for the longest base name that is a prefix
   * of it at a dot ({@code llvm.memcpy.inline.p0i8...} finds {@code llvm.memcpy.inline}), or null.
   */
  static FnSpec lookup(String name) {
    if (name == null || !name.startsWith("llvm.")) return null;
    String n = name;
    while (true) {
      FnSpec s = TABLE.get(n);
      if (s != null) return s;
      int dot = n.lastIndexOf('.');
      if (dot <= 4) return null;
      n = n.substring(0, dot);
    }
  }
}
