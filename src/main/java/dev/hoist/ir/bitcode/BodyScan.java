package dev.hoist.ir.bitcode;

import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.AtomicRMWInst;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CmpXchgInst;
import dev.hoist.ir.FenceInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.InlineAsm;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.MetadataAttachments;
import dev.hoist.ir.ShuffleVectorInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.constant.BlockAddress;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.GlobalRefConstant;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * What one function body needs numbered at module level before bodies are written: the types
 * its records name, the attribute lists of its calls, the metadata it refers to (not the
 * DILocations of {@code !dbg}, which are written as DEBUG_LOC records), attachment kinds, sync
 * scopes and operand bundle tags, each in order of appearance. Scans of different bodies are
 * independent; {@link ModuleNumbering#merge} adds them in body order.
 */
final class BodyScan {
  final List<Type> types = new ArrayList<>();
  private final Set<Type> seenTypes = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<Value> seenConstants = Collections.newSetFromMap(new IdentityHashMap<>());
  final List<AttributeList> callAttributes = new ArrayList<>();
  final List<Metadata> metadata = new ArrayList<>();
  final List<String> kinds = new ArrayList<>();
  final List<String> syncScopes = new ArrayList<>();
  final List<String> bundleTags = new ArrayList<>();

  static BodyScan of(Function f) {
    BodyScan s = new BodyScan();
    MetadataAttachments fa = f.metadata();
    for (int i = 0; i < fa.size(); i++) {
      s.kinds.add(fa.kind(i));
      if (!f.isDeclaration()) s.metadata.add(fa.node(i));
    }
    for (BasicBlock b : f.blocks()) for (Instruction i = b.first(); i != null; i = i.next()) s.instruction(i);
    return s;
  }

  private void type(Type t) {
    if (seenTypes.add(t)) types.add(t);
  }

  private void instruction(Instruction i) {
    type(i.type());
    for (int k = 0, n = i.numOperands(); k < n; k++) {
      Value v = i.operand(k);
      if (v == null) continue;
      type(v.type());
      if (v instanceof Constant || v instanceof InlineAsm) constant(v);
      else if (v instanceof MetadataAsValue mv) metadataArg(mv);
    }
    switch (i) {
      case GepInst g -> type(g.sourceElementType());
      case AllocaInst a -> type(a.allocatedType());
      case CallBase c -> {
        type(c.functionType());
        callAttributes.add(c.attributes());
        for (CallBase.Bundle b : c.bundles()) bundleTags.add(b.tag());
      }
      case ShuffleVectorInst sv -> type(VectorType.get(sv.mask().length, IntegerType.I32,
          ((VectorType) sv.type()).scalable()));
      case LoadInst l -> scope(l.syncScope());
      case StoreInst st -> scope(st.syncScope());
      case FenceInst fe -> scope(fe.syncScope());
      case CmpXchgInst cx -> scope(cx.syncScope());
      case AtomicRMWInst rmw -> scope(rmw.syncScope());
      default -> {}
    }
    if (i.hasMetadata()) {
      MetadataAttachments a = i.metadata();
      for (int k = 0; k < a.size(); k++) {
        MDNode n = a.node(k);
        kinds.add(a.kind(k));
        if (a.kind(k).equals("dbg") && "DILocation".equals(n.kind())) {
          if (n.field("scope") instanceof Metadata s) metadata.add(s);
          if (n.field("inlinedAt") instanceof Metadata ia) metadata.add(ia);
        } else {
          metadata.add(n);
        }
      }
    }
  }

  private void scope(String s) {
    if (s != null) syncScopes.add(s);
  }

  private void metadataArg(MetadataAsValue mv) {
    Metadata md = mv.metadata();
    for (int k = 0; k < mv.numOperands(); k++) type(mv.operand(k).type());
    if (md instanceof MDNode n && "DIArgList".equals(n.kind())) {
      for (MDNode.Field f : n.fields()) {
        if (f.value() instanceof ValueAsMetadata v) {
          metadata.add(v);
          constant(v.value());
          type(v.value().type());
        }
      }
    } else if (md instanceof MDNode || md instanceof MDString) {
      metadata.add(md);
    } else if (md instanceof ValueAsMetadata v) {
      metadata.add(v);
      constant(v.value());
      type(v.value().type());
    }
  }

  private void constant(Value c) {
    if (!seenConstants.add(c)) return;
    type(c.type());
    switch (c) {
      case GlobalValue g -> {
        return;
      }
      case InlineAsm a -> type(a.functionType());
      case ConstantExpr ce -> {
        if (ce.sourceElementType() != null) type(ce.sourceElementType());
      }
      case BlockAddress ba -> type(ba.function().type());
      case GlobalRefConstant g -> type(g.global().type());
      default -> {}
    }
    if (c instanceof User u) for (int k = 0; k < u.numOperands(); k++) if (u.operand(k) != null) constant(u.operand(k));
  }

  /** The types a module-level constant's record names, numbered into {@code t}. */
  static void constantTypes(Value c, TypeTableWriter t) {
    BodyScan s = new BodyScan();
    s.constant(c);
    for (Type x : s.types) t.id(x);
  }
}
