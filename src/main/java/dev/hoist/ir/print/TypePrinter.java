package dev.hoist.ir.print;

import dev.hoist.ir.Names;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Prints types as LLVM does, numbering the identified structs that have no name ({@code %0}, ...)
 * and caching each type's text, since operand types are printed over and over.
 */
final class TypePrinter {
  private final Map<StructType, Integer> numbered = new IdentityHashMap<>();
  private final ConcurrentHashMap<Type, String> cache = new ConcurrentHashMap<>();

  TypePrinter(List<StructType> moduleStructs) {
    int n = 0;
    for (StructType s : moduleStructs) if (s.name() == null) numbered.put(s, n++);
  }

  /** The number of an unnamed identified struct (assigning one if the module list missed it). */
  synchronized int numberOf(StructType s) {
    return numbered.computeIfAbsent(s, k -> numbered.size());
  }

  String text(Type t) {
    String s = t.printedText;
    if (s != null) return s;
    s = cache.get(t);
    if (s == null) {
      StringBuilder sb = new StringBuilder();
      append(sb, t);
      s = sb.toString();
      if (!mentionsNumberedStruct(t, 0)) t.printedText = s; // the same text in every module
      else cache.put(t, s);
    }
    return s;
  }

  /** Whether the text of {@code t} depends on this module's numbering of unnamed structs. */
  private static boolean mentionsNumberedStruct(Type t, int depth) {
    if (depth > 50) return true;
    if (t instanceof StructType s) {
      if (s.isIdentified()) return s.name() == null;
      for (Type e : s.elements()) if (mentionsNumberedStruct(e, depth + 1)) return true;
      return false;
    }
    if (t instanceof PointerType p) return p.pointee() != null && mentionsNumberedStruct(p.pointee(), depth + 1);
    if (t instanceof ArrayType a) return mentionsNumberedStruct(a.element(), depth + 1);
    if (t instanceof VectorType v) return mentionsNumberedStruct(v.element(), depth + 1);
    if (t instanceof FunctionType f) {
      if (mentionsNumberedStruct(f.returnType(), depth + 1)) return true;
      for (Type p : f.params()) if (mentionsNumberedStruct(p, depth + 1)) return true;
    }
    return false;
  }

  void print(ByteSink out, Type t) {
    out.append(text(t));
  }

  private void append(StringBuilder sb, Type t) {
    if (t instanceof StructType s) {
      if (s.isIdentified()) {
        sb.append('%');
        if (s.name() != null) Names.appendName(sb, s.name());
        else sb.append(numberOf(s));
      } else {
        appendBody(sb, s);
      }
    } else if (t instanceof PointerType p) {
      if (p.isOpaque()) {
        sb.append("ptr");
        if (p.addrSpace() != 0) sb.append(" addrspace(").append(p.addrSpace()).append(')');
      } else {
        append(sb, p.pointee());
        if (p.addrSpace() != 0) sb.append(" addrspace(").append(p.addrSpace()).append(')');
        sb.append('*');
      }
    } else if (t instanceof ArrayType a) {
      sb.append('[').append(a.length()).append(" x ");
      append(sb, a.element());
      sb.append(']');
    } else if (t instanceof VectorType v) {
      sb.append('<');
      if (v.scalable()) sb.append("vscale x ");
      sb.append(v.length()).append(" x ");
      append(sb, v.element());
      sb.append('>');
    } else if (t instanceof FunctionType f) {
      append(sb, f.returnType());
      sb.append(" (");
      for (int i = 0; i < f.numParams(); i++) {
        if (i > 0) sb.append(", ");
        append(sb, f.param(i));
      }
      if (f.isVarArgs()) sb.append(f.numParams() > 0 ? ", ..." : "...");
      sb.append(')');
    } else {
      t.appendTo(sb);
    }
  }

  /** The body of a struct: {@code { T, T }}, {@code <{ T }>}, {@code {}} or {@code opaque}. */
  String bodyText(StructType s) {
    StringBuilder sb = new StringBuilder();
    appendBody(sb, s);
    return sb.toString();
  }

  private void appendBody(StringBuilder sb, StructType s) {
    if (s.isOpaque()) {
      sb.append("opaque");
      return;
    }
    if (s.isPacked()) sb.append('<');
    if (s.numElements() == 0) {
      sb.append("{}");
    } else {
      sb.append("{ ");
      for (int i = 0; i < s.numElements(); i++) {
        if (i > 0) sb.append(", ");
        append(sb, s.element(i));
      }
      sb.append(" }");
    }
    if (s.isPacked()) sb.append('>');
  }
}
