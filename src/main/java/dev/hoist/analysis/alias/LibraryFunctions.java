package dev.hoist.analysis.alias;

import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import java.util.HashMap;
import java.util.Map;

/**
 * The C library functions alias analysis knows by name (LLVM's TargetLibraryInfo plus what its
 * {@code inferattrs} pass would add). A call is recognised only when it calls a declaration of
 * that name directly, with a matching prototype, and neither the call ({@code nobuiltin}) nor the
 * caller ({@code "no-builtins"}, {@code "no-builtin-NAME"}, as with {@code -fno-builtin}) opts out.
 *
 * <p>Prototypes are written {@code R(P...)} with {@code p} pointer, {@code i} integer, {@code f}
 * floating point, {@code *} anything and a trailing {@code .} for varargs.
 */
final class LibraryFunctions {
  private LibraryFunctions() {}

  /** What LLVM's MemoryBuiltins calls the allocation function kinds that matter here. */
  enum Alloc { NONE, MALLOC_OR_CALLOC, OTHER }

  /** One known function: its prototype, allocation kind and the attributes it implies. */
  record LibFunc(String name, String proto, Alloc alloc, FnSpec spec) {}

  private static final Map<String, LibFunc> TABLE = new HashMap<>();

  private static void add(String proto, Alloc alloc, String spec, String... names) {
    FnSpec s = FnSpec.parse(spec);
    for (String n : names) TABLE.put(n, new LibFunc(n, proto, alloc, s));
  }

  private static final String ALLOC_SPEC = "inaccessiblememonly nounwind willreturn | ret: noalias";
  private static final String READ_ARGS = "argmemonly nofree nounwind readonly willreturn";
  private static final String ERRNO_MATH = "nofree nounwind willreturn writeonly";
  private static final String PURE = "nofree nosync nounwind readnone willreturn";

  static {
    // Allocation functions: the result is a fresh object; LLVM's isMallocOrCallocLikeFn.
    add("p(i)", Alloc.MALLOC_OR_CALLOC, ALLOC_SPEC, "malloc", "valloc", "vec_malloc", "_Znwm", "_Znam", "_Znwj",
        "_Znaj", "__kmpc_alloc_shared");
    add("p(i*)", Alloc.MALLOC_OR_CALLOC, ALLOC_SPEC, "calloc", "vec_calloc", "aligned_alloc", "memalign",
        "_ZnwmRKSt9nothrow_t", "_ZnamRKSt9nothrow_t", "_ZnwjRKSt9nothrow_t", "_ZnajRKSt9nothrow_t",
        "_ZnwmSt11align_val_t", "_ZnamSt11align_val_t", "_ZnwjSt11align_val_t", "_ZnajSt11align_val_t");
    add("p(i**)", Alloc.MALLOC_OR_CALLOC, ALLOC_SPEC, "_ZnwmSt11align_val_tRKSt9nothrow_t",
        "_ZnamSt11align_val_tRKSt9nothrow_t");
    add("p(pi)", Alloc.OTHER, "inaccessiblemem_or_argmemonly nounwind willreturn | 0: nocapture | ret: noalias",
        "realloc", "reallocf", "vec_realloc");
    add("p(p)", Alloc.OTHER, "inaccessiblemem_or_argmemonly nounwind willreturn | 0: nocapture readonly | ret: noalias",
        "strdup");
    add("p(pi)", Alloc.OTHER, "inaccessiblemem_or_argmemonly nounwind willreturn | 0: nocapture readonly | ret: noalias",
        "strndup");
    add("*(p)", Alloc.NONE, "inaccessiblemem_or_argmemonly nounwind willreturn | 0: nocapture", "free", "vec_free",
        "_ZdlPv", "_ZdaPv");
    // Strings and memory.
    add("i(p)", Alloc.NONE, READ_ARGS + " | 0: nocapture readonly", "strlen");
    add("i(pi)", Alloc.NONE, READ_ARGS + " | 0: nocapture readonly", "strnlen");
    add("i(pp)", Alloc.NONE, READ_ARGS + " | 0: nocapture readonly | 1: nocapture readonly", "strcmp", "strcoll",
        "strcasecmp", "strspn", "strcspn");
    add("i(ppi)", Alloc.NONE, READ_ARGS + " | 0: nocapture readonly | 1: nocapture readonly", "strncmp",
        "strncasecmp", "memcmp", "bcmp");
    add("p(pi)", Alloc.NONE, READ_ARGS + " | 0: readonly", "strchr", "strrchr");
    add("p(pii)", Alloc.NONE, READ_ARGS + " | 0: readonly", "memchr");
    add("p(pp)", Alloc.NONE, READ_ARGS + " | 0: readonly | 1: nocapture readonly", "strstr", "strpbrk");
    add("p(ppi)", Alloc.NONE,
        "argmemonly nofree nounwind willreturn | 0: noalias writeonly returned | 1: noalias nocapture readonly",
        "memcpy");
    add("p(ppi)", Alloc.NONE, "argmemonly nofree nounwind willreturn | 0: writeonly returned | 1: nocapture readonly",
        "memmove");
    add("p(pii)", Alloc.NONE, "argmemonly nofree nounwind willreturn | 0: writeonly returned", "memset");
    add("p(pp)", Alloc.NONE,
        "argmemonly nofree nounwind willreturn | 0: noalias writeonly returned | 1: noalias nocapture readonly",
        "strcpy");
    add("p(pp)", Alloc.NONE, "argmemonly nofree nounwind willreturn | 0: noalias writeonly | 1: noalias nocapture readonly",
        "stpcpy");
    add("p(ppi)", Alloc.NONE,
        "argmemonly nofree nounwind willreturn | 0: noalias writeonly returned | 1: noalias nocapture readonly",
        "strncpy");
    add("p(pp)", Alloc.NONE, "argmemonly nofree nounwind willreturn | 0: returned | 1: nocapture readonly", "strcat");
    add("p(ppi)", Alloc.NONE, "argmemonly nofree nounwind willreturn | 0: returned | 1: nocapture readonly", "strncat");
    add("*(ppi)", Alloc.NONE, "argmemonly nofree nounwind willreturn | 0: nocapture writeonly | 1: nocapture readonly",
        "memset_pattern4", "memset_pattern8", "memset_pattern16");
    add("p(ppii)", Alloc.NONE, "argmemonly nofree nounwind willreturn | 0: noalias nocapture | 1: noalias nocapture readonly",
        "memccpy");
    add("p(piii)", Alloc.NONE, "argmemonly nofree nounwind willreturn | 0: writeonly returned", "__memset_chk");
    // stdio: they touch FILE state and errno, so they may write any escaped memory.
    add("i(p.)", Alloc.NONE, "nounwind | 0: nocapture readonly", "printf", "scanf");
    add("i(pp)", Alloc.NONE, "nounwind | 0: nocapture readonly", "vprintf");
    add("i(pp.)", Alloc.NONE, "nounwind | 0: nocapture | 1: nocapture readonly", "fprintf", "fscanf");
    add("i(pp.)", Alloc.NONE, "nounwind | 0: nocapture writeonly | 1: nocapture readonly", "sprintf");
    add("i(pip.)", Alloc.NONE, "nounwind | 0: nocapture writeonly | 2: nocapture readonly", "snprintf");
    add("i(pp.)", Alloc.NONE, "nounwind | 0: nocapture readonly | 1: nocapture readonly", "sscanf");
    add("i(p)", Alloc.NONE, "nounwind | 0: nocapture readonly", "puts", "perror", "remove");
    add("i(i)", Alloc.NONE, "nounwind", "putchar");
    add("i()", Alloc.NONE, "nounwind", "getchar");
    add("i(pp)", Alloc.NONE, "nounwind | 0: nocapture readonly | 1: nocapture", "fputs");
    add("i(ip)", Alloc.NONE, "nounwind | 1: nocapture", "fputc", "putc");
    add("i(p)", Alloc.NONE, "nounwind | 0: nocapture", "fflush", "fclose", "fgetc", "getc", "feof", "ferror");
    add("i(piip)", Alloc.NONE, "nounwind | 0: nocapture readonly | 3: nocapture", "fwrite");
    add("i(piip)", Alloc.NONE, "nounwind | 0: nocapture writeonly | 3: nocapture", "fread");
    add("p(pp)", Alloc.NONE, "nounwind | 0: nocapture readonly | 1: nocapture readonly | ret: noalias", "fopen");
    // Conversions, character classes, arithmetic.
    add("*(p)", Alloc.NONE, "nofree nounwind readonly willreturn | 0: nocapture readonly", "atoi", "atol", "atoll",
        "atof");
    add("*(ppi)", Alloc.NONE, "nounwind willreturn | 0: nocapture readonly | 1: nocapture", "strtol", "strtoul",
        "strtoll", "strtoull");
    add("*(pp)", Alloc.NONE, "nounwind willreturn | 0: nocapture readonly | 1: nocapture", "strtod", "strtof",
        "strtold");
    add("i(i)", Alloc.NONE, "nofree nounwind readonly willreturn", "isdigit", "isalpha", "isalnum", "isspace",
        "isupper", "islower", "isxdigit", "isprint", "ispunct", "iscntrl", "isgraph", "toupper", "tolower");
    add("i(i)", Alloc.NONE, PURE, "abs", "labs", "llabs", "isascii", "toascii");
    add("*()", Alloc.NONE, "cold noreturn nounwind", "abort");
    add("*(i)", Alloc.NONE, "noreturn nounwind", "exit", "_Exit");
    // Math: they may set errno unless the declaration says readnone (-fno-math-errno).
    add("f(f)", Alloc.NONE, ERRNO_MATH, "sqrt", "sqrtf", "sqrtl", "sin", "sinf", "sinl", "cos", "cosf", "cosl",
        "tan", "tanf", "tanl", "asin", "asinf", "acos", "acosf", "atan", "atanf", "sinh", "cosh", "tanh", "exp",
        "expf", "expl", "exp2", "exp2f", "expm1", "log", "logf", "logl", "log2", "log2f", "log10", "log10f",
        "log1p", "cbrt");
    add("f(ff)", Alloc.NONE, ERRNO_MATH, "pow", "powf", "powl", "fmod", "fmodf", "atan2", "atan2f", "hypot");
    add("f(f)", Alloc.NONE, PURE, "fabs", "fabsf", "fabsl", "floor", "floorf", "floorl", "ceil", "ceilf", "ceill",
        "trunc", "truncf", "round", "roundf", "rint", "rintf", "nearbyint", "nearbyintf");
    add("f(ff)", Alloc.NONE, PURE, "copysign", "copysignf", "fmin", "fminf", "fmax", "fmaxf");
  }

  /**
   * The library function {@code call} calls, or null. {@code requireDeclaration}: only when the
   * callee is a declaration, so that a module defining its own {@code strlen} keeps its meaning.
   */
  static LibFunc lookup(CallBase call, boolean requireDeclaration) {
    Function f = call.calledFunction();
    if (f == null || f.name() == null) return null;
    LibFunc lf = TABLE.get(f.name());
    if (lf == null) return null;
    if (requireDeclaration && (!f.isDeclaration() || f.linkage().isLocal())) return null;
    if (call.attributes().fn().has("nobuiltin") || (f.hasFnAttr("nobuiltin") && !call.attributes().fn().has("builtin"))) {
      return null;
    }
    Function caller = call.function();
    if (caller != null && (caller.hasFnAttr("no-builtins") || caller.hasFnAttr("no-builtin-" + f.name()))) return null;
    return matches(f.functionType(), lf.proto()) ? lf : null;
  }

  private static boolean matches(FunctionType ft, String proto) {
    if (!kind(ft.returnType(), proto.charAt(0))) return false;
    int open = proto.indexOf('(');
    String ps = proto.substring(open + 1, proto.length() - 1);
    boolean varargs = ps.endsWith(".");
    if (varargs) ps = ps.substring(0, ps.length() - 1);
    if (ft.numParams() != ps.length()) return false;
    if (varargs != ft.isVarArgs()) return false;
    for (int i = 0; i < ps.length(); i++) if (!kind(ft.param(i), ps.charAt(i))) return false;
    return true;
  }

  private static boolean kind(Type t, char k) {
    return switch (k) {
      case 'p' -> t instanceof PointerType;
      case 'i' -> t instanceof IntegerType;
      case 'f' -> t.isFloatingPoint();
      default -> true;
    };
  }
}
