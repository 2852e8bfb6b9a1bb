package dev.hoist.ir.bitcode;

import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.Module;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantFP;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.constant.ConstantString;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.NamedMDNode;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.PrimitiveType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The identified struct types of a module in the order {@code opt -S} prints them: LLVM's
 * TypeFinder walks globals, aliases, functions (their types, attributes, operands and
 * instructions) and metadata, collecting structs as it first meets them; unnamed ones are printed
 * first ({@code %0}, {@code %1}, ...), then the named ones. Types nothing uses are not printed.
 * The walk stops once every identified struct of the type table has been met: nothing after that
 * can change the order.
 */
final class TypeOrder {
  private final Set<Type> types = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<Value> constants = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<MDNode> nodes = Collections.newSetFromMap(new IdentityHashMap<>());
  private final List<StructType> found = new ArrayList<>();
  /** The identified structs of the type table not met yet; the walk ends when none is left. */
  private final Set<StructType> pending = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<Type> structFree;

  /**
   * Starts the walk with what the module block defines, globals and aliases (so that it can run
   * while the bodies are read); {@code table} holds every type the module's values can have (the
   * bitcode's type table).
   */
  static TypeOrder globals(Module m, Type[] table, Set<Type> structFree) {
    TypeOrder t = new TypeOrder(structFree);
    for (Type ty : table) {
      t.pend(ty);
      for (Type sub : subtypes(ty)) t.pend(sub); // a struct only referenced, never defined, is in no slot of its own
    }
    for (GlobalVariable g : m.globals()) {
      if (t.pending.isEmpty()) break;
      t.type(g.valueType());
      if (g.initializer() != null) t.value(g.initializer());
    }
    for (GlobalAlias a : m.aliases()) {
      if (t.pending.isEmpty()) break;
      t.type(a.valueType());
      if (!a.isIFunc()) t.value(a.target());
    }
    return t;
  }

  /** Finishes the walk with the functions and named metadata, and replaces {@code m}'s struct type list. */
  void finish(Module m, Map<Function, FunctionReader> readers) {
    functions(m, readers);
    List<StructType> numbered = new ArrayList<>();
    List<StructType> named = new ArrayList<>();
    for (StructType s : found) {
      if (!s.isIdentified()) continue;
      if (s.name() == null) numbered.add(s);
      else named.add(s);
    }
    m.structTypes().clear();
    m.structTypes().addAll(numbered);
    m.structTypes().addAll(named);
  }

  private TypeOrder(Set<Type> structFree) {
    this.structFree = structFree;
  }

  /**
   * The types of {@code table} that hold no identified struct, however deep: the walk has nothing
   * to find in them. A type's parts come before it in the table, except identified structs.
   */
  static Set<Type> structFree(Type[] table) {
    Set<Type> free = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Type t : table) {
      if (t instanceof StructType s && s.isIdentified()) continue;
      boolean holds = false;
      for (Type sub : subtypes(t)) holds |= !holdsNoStruct(sub) && !free.contains(sub);
      if (!holds) free.add(t);
    }
    return free;
  }

  private void pend(Type t) {
    if (t instanceof StructType s && s.isIdentified()) pending.add(s);
  }

  private void functions(Module m, Map<Function, FunctionReader> readers) {
    for (Function f : m.functions()) {
      if (pending.isEmpty()) return;
      type(f.functionType());
      attributes(f.attributes());
      for (int i = 0; i < f.numOperands(); i++) if (f.operand(i) != null) value(f.operand(i));
      FunctionReader body = readers.get(f);
      if (body == null) continue;
      for (Object o : body.typeRoots.roots) {
        if (o instanceof Type t) type(t);
        else if (o instanceof MDNode n) node(n);
        else value((Value) o);
      }
    }
    if (pending.isEmpty()) return;
    for (NamedMDNode n : m.namedMetadata().values()) for (MDNode op : n.operands()) node(op);
  }

  private void attributes(AttributeList l) {
    attributeTypes(l, this::type);
  }

  /** Hands {@code to} the types of {@code l}'s type attributes ({@code byval(T)}, {@code sret(T)}, ...), in order. */
  static void attributeTypes(AttributeList l, Consumer<Type> to) {
    if (l == AttributeList.EMPTY) return;
    attributeTypes(l.fn(), to);
    attributeTypes(l.ret(), to);
    for (int i = 0; i < l.numParamSets(); i++) attributeTypes(l.param(i), to);
  }

  private static void attributeTypes(AttributeSet s, Consumer<Type> to) {
    for (int i = 0; i < s.size(); i++) if (s.get(i) instanceof Attribute.TypeAttr t && t.type() != null) to.accept(t.type());
  }

  private void type(Type root) {
    if (holdsNoStruct(root) || structFree.contains(root) || !types.add(root)) return;
    ArrayDeque<Type> work = new ArrayDeque<>();
    work.push(root);
    while (!work.isEmpty()) {
      Type t = work.pop();
      if (t instanceof StructType s) {
        found.add(s);
        pending.remove(s);
      }
      List<Type> sub = subtypes(t);
      for (int i = sub.size() - 1; i >= 0; i--) if (types.add(sub.get(i))) work.push(sub.get(i));
    }
  }

  /** Scalars and opaque pointers: nothing to find inside, and too common to keep in the set. */
  static boolean holdsNoStruct(Type t) {
    return t instanceof IntegerType || t instanceof FloatType || t instanceof PrimitiveType
        || t instanceof PointerType p && p.pointee() == null;
  }

  /** The types {@code t} is made of, in LLVM's order (a function type: return type, then parameters). */
  static List<Type> subtypes(Type t) {
    return switch (t) {
      case PointerType p -> p.pointee() == null ? List.of() : List.of(p.pointee());
      case ArrayType a -> List.of(a.element());
      case VectorType v -> List.of(v.element());
      case StructType s -> s.elements();
      case FunctionType f -> {
        List<Type> l = new ArrayList<>(f.numParams() + 1);
        l.add(f.returnType());
        l.addAll(f.params());
        yield l;
      }
      default -> List.of();
    };
  }

  private void value(Value v) {
    if (v instanceof MetadataAsValue mv) {
      if (mv.metadata() instanceof MDNode n) node(n);
      else if (mv.metadata() instanceof ValueAsMetadata vm) value(vm.value());
      return;
    }
    if (!(v instanceof Constant) || v instanceof GlobalValue) return;
    if (isLeaf(v)) {
      type(v.type());
      return;
    }
    if (!constants.add(v)) return;
    type(v.type());
    if (v instanceof ConstantExpr ce && ce.sourceElementType() != null) type(ce.sourceElementType());
    User u = (User) v;
    for (int i = 0; i < u.numOperands(); i++) if (u.operand(i) != null) value(u.operand(i));
  }

  /** Constants with no operands, which Hoist does not unique (so are not worth remembering). */
  static boolean isLeaf(Value v) {
    return v instanceof ConstantInt || v instanceof ConstantFP || v instanceof ConstantSimple || v instanceof ConstantString;
  }

  /** LLVM's incorporateMDNode: operands in order, each node depth first, without recursion. */
  private void node(MDNode root) {
    if (!nodes.add(root)) return;
    ArrayDeque<java.util.Iterator<Metadata>> stack = new ArrayDeque<>();
    stack.push(LlvmOperands.of(root).iterator());
    while (!stack.isEmpty()) {
      java.util.Iterator<Metadata> it = stack.peek();
      if (!it.hasNext()) {
        stack.pop();
        continue;
      }
      Metadata op = it.next();
      if (op instanceof ValueAsMetadata vm) value(vm.value());
      else if (op instanceof MDNode c && nodes.add(c)) stack.push(LlvmOperands.of(c).iterator());
    }
  }

}
