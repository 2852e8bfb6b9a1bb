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
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantExpr;
import dev.hoist.ir.constant.ConstantFP;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.constant.GlobalRefConstant;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.Arrays;
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
  final List<AttributeList> callAttributes = new ArrayList<>();
  /** Each instruction's place among those with a result (by instruction id): its value id, less the body's first. */
  int[] resultIndex;
  /** The instructions scanned so far, by id. */
  private boolean[] scanned;
  /** The body's constant operands in order (a shufflevector standing for its mask): what its constants block holds. */
  Value[] constantOperands;
  int numConstantOperands;
  /** For each of {@link #constantOperands}, the place of its instruction in the body (0 for the first instruction). */
  int[] constantOwners;
  /** The place of the instruction being scanned. */
  private int place;
  /** The numbers of {@link #callAttributes}, given by {@link ModuleNumbering#merge}, taken by the body's writer in order. */
  int[] callAttributeIds;
  /** Types the module level has numbered already: they need no place in {@link #types}. */
  private final TypeTableWriter known;
  final List<Metadata> metadata = new ArrayList<>();
  /** The calls with {@code metadata} operands, in order: the only places function-local metadata comes from. */
  final List<Instruction> metadataCalls = new ArrayList<>();
  final List<String> kinds = new ArrayList<>();
  final List<String> syncScopes = new ArrayList<>();
  final List<String> bundleTags = new ArrayList<>();

  private BodyScan(TypeTableWriter known) {
    this.known = known;
  }

  /**
   * Scans {@code f}; {@code known}, the module's types (left out of the scan's; null for none), is
   * only read (bodies are scanned on several threads).
   */
  static BodyScan of(Function f, TypeTableWriter known) {
    BodyScan s = new BodyScan(known);
    MetadataAttachments fa = f.metadata();
    for (int i = 0; i < fa.size(); i++) {
      s.kinds.add(fa.kind(i));
      if (!f.isDeclaration()) s.metadata.add(fa.node(i));
    }
    int sizeHint = Math.max(16, f.instructionCount()); // about one constant operand per instruction
    s.constantOperands = new Value[sizeHint];
    s.constantOwners = new int[sizeHint];
    s.resultIndex = new int[f.instructionIdBound()];
    s.scanned = new boolean[s.resultIndex.length];
    int results = 0;
    for (BasicBlock b : f.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        s.instruction(i);
        s.place++;
        s.scanned[i.id()] = true;
        if (!i.type().isVoid()) s.resultIndex[i.id()] = results++;
      }
    }
    return s;
  }

  /**
   * The types met lately that the module has not numbered (all of them when scanning beside the
   * module's numbering): a body names few, and a map lookup per operand costs more than the rest
   * of the scan. Made on first use, as most bodies name only types the module has.
   */
  private IdCache recent;

  private void type(Type t) {
    if (known != null && known.known(t) >= 0) return; // most: the type's slot
    if (recent == null) recent = new IdCache(128);
    if (recent.get(t) >= 0) return;
    recent.put(t, 0);
    if (seenTypes.add(t)) types.add(t);
  }

  /** In ValueEnumerator's order: the operands' types, the mask, source and allocated types, the result's, the call's. */
  private void instruction(Instruction i) {
    boolean metadataCall = false;
    for (int k = 0, n = i.numOperands(); k < n; k++) {
      Value v = i.operand(k);
      if (v == null) continue;
      if (v instanceof MetadataAsValue mv) {
        metadataArg(mv);
        if (!metadataCall && i instanceof CallBase) metadataCalls.add(i);
        metadataCall = true;
        continue;
      }
      if (v instanceof Constant && !(v instanceof GlobalValue) || v instanceof InlineAsm) {
        constant(v);
        constantOperand(v);
      } else if (!(v instanceof Instruction d && d.id() < scanned.length && scanned[d.id()])) {
        type(v.type()); // an instruction met before has had its type counted
      }
    }
    // Tests rather than pattern switches: this runs once per instruction, and a type switch costs more.
    if (i instanceof GepInst g) {
      type(g.sourceElementType());
    } else if (i instanceof AllocaInst a) {
      type(a.allocatedType());
    } else if (i instanceof ShuffleVectorInst sv) {
      constantOperand(i); // its mask, a constant in bitcode
      type(VectorType.get(sv.mask().length, IntegerType.I32, ((VectorType) sv.type()).scalable()));
    }
    type(i.type());
    if (i instanceof LoadInst l) {
      scope(l.syncScope());
    } else if (i instanceof StoreInst st) {
      scope(st.syncScope());
    } else if (i instanceof CallBase c) {
      type(c.functionType());
      AttributeList a = c.attributes();
      callAttributes.add(AttributeTableWriter.isEmpty(a) ? AttributeList.EMPTY : a); // tested while the call is at hand
      for (CallBase.Bundle b : c.bundles()) bundleTags.add(b.tag());
    } else if (i instanceof FenceInst fe) {
      scope(fe.syncScope());
    } else if (i instanceof CmpXchgInst cx) {
      scope(cx.syncScope());
    } else if (i instanceof AtomicRMWInst rmw) {
      scope(rmw.syncScope());
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

  private void constantOperand(Value v) {
    int k = numConstantOperands++;
    if (k == constantOwners.length) {
      constantOwners = Arrays.copyOf(constantOwners, 2 * k);
      constantOperands = Arrays.copyOf(constantOperands, 2 * k);
    }
    constantOwners[k] = place;
    constantOperands[k] = v;
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

  /**
   * The types constant {@code c}'s records name: its own and those of the expressions in it (an
   * aggregate's elements otherwise have its subtypes). Hoist does not share constants between
   * uses, so they form trees and nothing needs remembering.
   */
  private void constant(Value c) {
    type(c.type());
    switch (c) {
      case ConstantAggregate a -> {
        for (int k = 0, n = a.numElements(); k < n; k++) {
          Value e = a.element(k);
          if (!(e instanceof ConstantInt || e instanceof ConstantFP || e instanceof ConstantSimple || e instanceof GlobalValue)) {
            constant(e);
          }
        }
      }
      case ConstantExpr ce -> {
        if (ce.sourceElementType() != null) type(ce.sourceElementType());
        for (int k = 0; k < ce.numOperands(); k++) if (ce.operand(k) != null) constant(ce.operand(k));
      }
      case InlineAsm a -> type(a.functionType());
      case BlockAddress ba -> type(ba.function().type());
      case GlobalRefConstant g -> type(g.global().type());
      default -> {}
    }
  }

  /** A scan of module-level constants, one after the other ({@link #constantTypes}); {@code types} are the module's so far. */
  static BodyScan forConstants(TypeTableWriter types) {
    return new BodyScan(types);
  }

  /** Numbers into {@code t} the types constant {@code c}'s records name that earlier constants did not. */
  void constantTypes(Value c, TypeTableWriter t) {
    int from = types.size();
    constant(c);
    for (int i = from; i < types.size(); i++) t.id(types.get(i));
  }
}
