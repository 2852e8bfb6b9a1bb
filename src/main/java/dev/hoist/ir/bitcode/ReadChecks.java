package dev.hoist.ir.bitcode;

import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Linkage;
import dev.hoist.ir.Module;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import java.util.Map;

/**
 * The checks LLVM makes of a module read from bitcode that Hoist's parser makes of text and its
 * verifier does not repeat: linkages a declaration, a function or a common global may have,
 * dllimport, ifunc resolvers, and which attributes may sit where and on what types (LLVM's
 * Verifier wording). Run once the module is read, so that Hoist never takes a module LLVM rejects
 * for these reasons.
 */
final class ReadChecks {
  private ReadChecks() {}

  /** Where each keyword attribute applies: F(unction), P(arameter), R(eturn), from LLVM 14's Attributes.td. */
  private static final Map<String, String> PLACES = Map.ofEntries(
      Map.entry("align", "PR"), Map.entry("allocsize", "F"), Map.entry("alwaysinline", "F"), Map.entry("argmemonly", "F"),
      Map.entry("builtin", "F"), Map.entry("byval", "P"), Map.entry("byref", "P"), Map.entry("noundef", "PR"),
      Map.entry("cold", "F"), Map.entry("convergent", "F"), Map.entry("hot", "F"), Map.entry("dereferenceable", "PR"),
      Map.entry("dereferenceable_or_null", "PR"), Map.entry("disable_sanitizer_instrumentation", "F"),
      Map.entry("elementtype", "P"), Map.entry("inaccessiblememonly", "F"), Map.entry("inaccessiblemem_or_argmemonly", "F"),
      Map.entry("inalloca", "P"), Map.entry("inlinehint", "F"), Map.entry("inreg", "PR"), Map.entry("jumptable", "F"),
      Map.entry("minsize", "F"), Map.entry("naked", "F"), Map.entry("nest", "P"), Map.entry("noalias", "PR"),
      Map.entry("nobuiltin", "F"), Map.entry("nocallback", "F"), Map.entry("nocapture", "P"), Map.entry("noduplicate", "F"),
      Map.entry("nofree", "FP"), Map.entry("noimplicitfloat", "F"), Map.entry("noinline", "F"),
      Map.entry("nonlazybind", "F"), Map.entry("nomerge", "F"), Map.entry("nonnull", "PR"), Map.entry("norecurse", "F"),
      Map.entry("noredzone", "F"), Map.entry("noreturn", "F"), Map.entry("nosync", "F"), Map.entry("nocf_check", "F"),
      Map.entry("noprofile", "F"), Map.entry("nounwind", "F"), Map.entry("nosanitize_coverage", "F"),
      Map.entry("null_pointer_is_valid", "F"), Map.entry("optforfuzzing", "F"), Map.entry("optsize", "F"),
      Map.entry("optnone", "F"), Map.entry("preallocated", "FP"), Map.entry("readnone", "FP"), Map.entry("readonly", "FP"),
      Map.entry("returned", "P"), Map.entry("immarg", "P"), Map.entry("returns_twice", "F"), Map.entry("safestack", "F"),
      Map.entry("shadowcallstack", "F"), Map.entry("signext", "PR"), Map.entry("alignstack", "FP"),
      Map.entry("speculatable", "F"), Map.entry("ssp", "F"), Map.entry("sspreq", "F"), Map.entry("sspstrong", "F"),
      Map.entry("strictfp", "F"), Map.entry("sret", "P"), Map.entry("sanitize_address", "F"),
      Map.entry("sanitize_thread", "F"), Map.entry("sanitize_memory", "F"), Map.entry("sanitize_hwaddress", "F"),
      Map.entry("sanitize_memtag", "F"), Map.entry("speculative_load_hardening", "F"), Map.entry("swifterror", "P"),
      Map.entry("swiftself", "P"), Map.entry("swiftasync", "P"), Map.entry("uwtable", "F"), Map.entry("vscale_range", "F"),
      Map.entry("willreturn", "F"), Map.entry("writeonly", "FP"), Map.entry("zeroext", "PR"), Map.entry("mustprogress", "F"));

  private static final java.util.Set<String> POINTER_ONLY = java.util.Set.of("nest", "noalias", "nocapture", "nonnull",
      "align", "dereferenceable", "dereferenceable_or_null", "readnone", "readonly", "writeonly", "swifterror",
      "preallocated", "inalloca", "byval", "sret", "byref", "elementtype");

  /** Checks {@code m}; {@code readers} gives each body's reader (its calls with attributes). */
  static void check(Module m, Map<Function, FunctionReader> readers) {
    for (GlobalVariable g : m.globals()) {
      linkage(g, true);
      if (g.isDeclaration() && g.comdat() != null) throw error("Declaration may not be in a Comdat!", g);
      if (g.linkage() == Linkage.COMMON) {
        if (g.isConstant()) throw error("'common' global may not be marked constant!", g);
        if (g.initializer() == null || !g.initializer().isZeroValue()) throw error("'common' global must have a zero initializer!", g);
        if (g.comdat() != null) throw error("'common' global may not be in a Comdat!", g);
      }
    }
    for (GlobalAlias a : m.aliases()) {
      if (!aliasLinkage(a.linkage())) throw error("invalid linkage for an alias or ifunc", a);
      if (a.isIFunc() && !(strip(a.target()) instanceof Function)) throw error("IFunc must have a Function resolver", a);
      if (a.isIFunc() && a.target().type() instanceof PointerType rp
          && rp.addrSpace() != ((PointerType) a.type()).addrSpace()) {
        throw error("IFunc resolver has incorrect type", a);
      }
      dll(a);
    }
    for (Function f : m.functions()) {
      linkage(f, false);
      if (f.linkage() == Linkage.APPENDING) throw error("Only global variables can have appending linkage!", f);
      if (f.linkage() == Linkage.COMMON) throw error("Functions may not have common linkage", f);
      if (f.isDeclaration() && f.personality() != null) throw error("Function declaration shouldn't have a personality routine", f);
      if (f.isDeclaration() && f.comdat() != null) throw error("Declaration may not be in a Comdat!", f);
      boolean intrinsic = f.name() != null && f.name().startsWith("llvm.");
      attributes(f.attributes(), f.functionType(), intrinsic, f);
      if (f.attributes().fn().has("jumptable") && f.unnamedAddr() == GlobalValue.UnnamedAddr.NONE) {
        throw error("Attribute 'jumptable' requires 'unnamed_addr'", f);
      }
      FunctionReader body = readers.get(f);
      if (body == null) continue;
      for (CallBase c : body.attributedCalls) {
        Function callee = c.calledFunction();
        boolean toIntrinsic = callee != null && callee.name() != null && callee.name().startsWith("llvm.");
        attributes(c.attributes(), c.functionType(), toIntrinsic, f);
      }
    }
  }

  static boolean isEmpty(AttributeList l) {
    if (l == AttributeList.EMPTY) return true;
    if (!l.fn().isEmpty() || !l.ret().isEmpty()) return false;
    for (int i = 0; i < l.numParamSets(); i++) if (!l.param(i).isEmpty()) return false;
    return true;
  }

  private static dev.hoist.ir.Value strip(dev.hoist.ir.Value v) {
    while (v instanceof ConstantExpr ce && ce.opcode().isCast()) v = ce.operand(0);
    return v;
  }

  /** LLVM's GlobalAlias::isValidLinkage (and GlobalIFunc's): external, local, weak or linkonce. */
  private static boolean aliasLinkage(Linkage l) {
    return switch (l) {
      case EXTERNAL, INTERNAL, PRIVATE, WEAK, WEAK_ODR, LINKONCE, LINKONCE_ODR -> true;
      default -> false;
    };
  }

  private static void linkage(GlobalValue g, boolean variable) {
    if (!g.isDeclaration() && g.linkage() == Linkage.EXTERN_WEAK) {
      throw error("a definition cannot have extern_weak linkage", g);
    }
    if (g.isDeclaration() && g.linkage() != Linkage.EXTERNAL && g.linkage() != Linkage.EXTERN_WEAK) {
      throw error("Global is external, but doesn't have external or weak linkage!", g);
    }
    if (g.linkage() == Linkage.APPENDING && variable && !(g.valueType() instanceof dev.hoist.ir.type.ArrayType)) {
      throw error("Only global arrays can have appending linkage!", g);
    }
    dll(g);
  }

  private static void dll(GlobalValue g) {
    if (g.dllStorage() != GlobalValue.DllStorage.DLLIMPORT) return;
    if (g.isDsoLocal()) throw error("GlobalValue with DLLImport Storage is dso_local!", g);
    boolean external = g.isDeclaration() && (g.linkage() == Linkage.EXTERNAL || g.linkage() == Linkage.EXTERN_WEAK);
    if (!external && g.linkage() != Linkage.AVAILABLE_EXTERNALLY) throw error("Global is marked as dllimport, but not external", g);
  }

  private static void attributes(AttributeList l, FunctionType ft, boolean intrinsic, GlobalValue where) {
    for (Attribute a : l.fn().attributes()) place(a, 'F', "functions", where);
    set(l.ret(), 'R', "function return values", ft.returnType(), intrinsic, where);
    for (int i = 0; i < l.numParamSets(); i++) {
      AttributeSet s = l.param(i);
      if (s.isEmpty()) continue;
      if (i >= ft.numParams() && !ft.isVarArgs()) throw error("Attribute after last parameter!", where);
      set(s, 'P', "parameters", i < ft.numParams() ? ft.param(i) : null, intrinsic, where);
    }
  }

  private static void set(AttributeSet s, char place, String what, Type t, boolean intrinsic, GlobalValue where) {
    for (Attribute a : s.attributes()) {
      place(a, place, what, where);
      String k = a.kind();
      if (k.equals("immarg") && !intrinsic) throw error("immarg attribute only applies to intrinsics", where);
      if (t != null && (t.isMetadata() || t.isLabel())) throw error("attributes on a " + t + " parameter", where);
      if (t == null || a instanceof Attribute.Str) continue;
      boolean bad = POINTER_ONLY.contains(k) && !t.isPointer()
          || (k.equals("signext") || k.equals("zeroext")) && !t.isInteger()
          || k.equals("noundef") && t.isVoid();
      if (bad) throw error("Attribute '" + k + "' applied to incompatible type!", where);
    }
  }

  private static void place(Attribute a, char place, String what, GlobalValue where) {
    if (a instanceof Attribute.Str) return;
    String p = PLACES.get(a.kind());
    if (p != null && p.indexOf(place) < 0) throw error("Attribute '" + a.kind() + "' does not apply to " + what, where);
  }

  private static BitcodeError error(String message, GlobalValue g) {
    return new BitcodeError(message + " (" + g.reference() + ")", -1);
  }
}
