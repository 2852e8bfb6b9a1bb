package dev.hoist.ir.print;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.MetadataAttachments;
import dev.hoist.ir.Module;
import dev.hoist.ir.Value;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.NamedMDNode;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The identified struct types a module uses, in the order LLVM's TypeFinder meets them (global
 * variables and their initializers, aliases, ifuncs, then each function's type, attributes,
 * operands and instructions, then named metadata): the types {@code opt -S} defines, the unnamed
 * ones numbered {@code %0, %1, ...} in that order. A type nothing uses is not printed.
 */
final class TypeFinder {
  private final Set<Type> seenTypes = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<Object> seenValues = Collections.newSetFromMap(new IdentityHashMap<>());
  private final List<StructType> structs = new ArrayList<>();
  private final ArrayDeque<Type> work = new ArrayDeque<>();

  /** The identified structs of {@code m} in LLVM's order. */
  static List<StructType> run(Module m) {
    // A module's identified structs are all in its list (a reference to an undefined one is an
    // error in text and bitcode alike, and no pass makes one): without any, no walk can find one.
    if (m.structTypes().isEmpty()) return new ArrayList<>();
    TypeFinder t = start(m);
    // The walk finds each at most once: once it has found as many as the list holds, it has found
    // them all, and the rest of the walk can add none (and moves none found).
    int all = m.structTypes().size();
    for (Function f : m.functions()) {
      if (t.structs.size() == all) return t.structs;
      t.functionHeader(f);
      for (BasicBlock b : f.blocks()) for (Instruction i = b.first(); i != null; i = i.next()) t.instruction(i);
    }
    return t.finish(m);
  }

  /** A finder that has seen the module's global variables, aliases and ifuncs. */
  static TypeFinder start(Module m) {
    TypeFinder t = new TypeFinder();
    for (GlobalVariable g : m.globals()) {
      t.type(g.valueType());
      if (g.initializer() != null) t.value(g.initializer());
    }
    for (GlobalAlias a : m.aliases()) {
      if (a.isIFunc()) continue;
      t.type(a.valueType());
      t.value(a.target());
    }
    for (GlobalAlias a : m.aliases()) if (a.isIFunc()) t.type(a.valueType());
    return t;
  }

  /** After every function: the named metadata; the structs found, in order. */
  List<StructType> finish(Module m) {
    for (NamedMDNode n : m.namedMetadata().values()) for (MDNode op : n.operands()) node(op);
    return structs;
  }

  /** A function's type, attributes and constant operands, before its instructions. */
  void functionHeader(Function f) {
    type(f.functionType());
    attributes(f.attributes(), f.functionType().numParams());
    if (f.personality() != null) value(f.personality());
    if (f.prefixData() != null) value(f.prefixData());
    if (f.prologueData() != null) value(f.prologueData());
  }

  private Type lastType;

  /** An instruction's type, its operands that are not instructions, and the types it names. */
  void instruction(Instruction i) {
    Type t = i.type();
    if (t != lastType) {
      type(t);
      lastType = t;
    }
    for (int k = 0, n = i.numOperands(); k < n; k++) {
      Value o = i.operand(k);
      if (o == null || o instanceof Instruction || o instanceof dev.hoist.ir.Argument || o instanceof BasicBlock) continue;
      value(o);
    }
    if (i instanceof GepInst g) type(g.sourceElementType());
    else if (i instanceof AllocaInst a) type(a.allocatedType());
    else if (i instanceof CallBase c) attributes(c.attributes(), c.numArgs());
    if (i.hasMetadata()) {
      MetadataAttachments md = i.metadata();
      for (int k = 0; k < md.size(); k++) if (!md.kind(k).equals("dbg")) node(md.node(k));
    }
  }

  private void attributes(AttributeList l, int params) {
    set(l.fn());
    set(l.ret());
    for (int i = 0; i < Math.max(params, l.numParamSets()); i++) set(l.param(i));
  }

  private void set(AttributeSet s) {
    for (int i = 0, n = s.size(); i < n; i++) if (s.get(i) instanceof Attribute.TypeAttr t && t.type() != null) type(t.type());
  }

  private void value(Value v) {
    if (v instanceof MetadataAsValue mv) {
      Metadata md = mv.metadata();
      if (md instanceof MDNode n) node(n);
      else if (md instanceof ValueAsMetadata vm) value(vm.value());
      return;
    }
    if (!(v instanceof Constant c) || v instanceof GlobalValue) return;
    if (c.numOperands() == 0) { // a leaf (number, null, undef, string...): only its type, no set to grow
      if (c.type() != lastType) {
        type(c.type());
        lastType = c.type();
      }
      return;
    }
    if (!seenValues.add(v)) return;
    type(c.type());
    if (c instanceof ConstantExpr e && e.sourceElementType() != null) type(e.sourceElementType());
    for (int k = 0, n = c.numOperands(); k < n; k++) if (c.operand(k) != null) value(c.operand(k));
  }

  private void node(MDNode n) {
    if (n == null || !seenValues.add(n)) return;
    if (n.isTuple()) {
      for (int i = 0; i < n.numOperands(); i++) metadata(n.operand(i));
      return;
    }
    for (MDNode.Field f : n.fields()) {
      if (f.value() instanceof Metadata md) metadata(md);
      else if (f.value() instanceof MDNode.FieldList l) for (Metadata md : l.items()) metadata(md);
    }
  }

  private void metadata(Metadata md) {
    if (md instanceof MDNode c) node(c);
    else if (md instanceof ValueAsMetadata vm) value(vm.value());
  }

  /** Types seen lately, by identity hash: most lookups of a walk over instructions stop here. */
  private final Type[] recent = new Type[512];

  /** LLVM's incorporateType: the type and its subtypes, depth first, each struct noted once. */
  private void type(Type t) {
    if (t == null) return;
    int h = System.identityHashCode(t) & (recent.length - 1);
    if (recent[h] == t) return;
    recent[h] = t;
    if (!seenTypes.add(t)) return;
    work.push(t);
    while (!work.isEmpty()) {
      Type x = work.pop();
      if (x instanceof StructType s && s.isIdentified()) structs.add(s);
      List<Type> subs = subtypes(x);
      for (int i = subs.size() - 1; i >= 0; i--) if (seenTypes.add(subs.get(i))) work.push(subs.get(i));
    }
  }

  private static List<Type> subtypes(Type t) {
    if (t instanceof StructType s) return s.elements();
    if (t instanceof PointerType p) return p.pointee() == null ? List.of() : List.of(p.pointee());
    if (t instanceof ArrayType a) return List.of(a.element());
    if (t instanceof VectorType v) return List.of(v.element());
    if (t instanceof FunctionType f) {
      List<Type> l = new ArrayList<>(f.numParams() + 1);
      l.add(f.returnType());
      l.addAll(f.params());
      return l;
    }
    return List.of();
  }
}
