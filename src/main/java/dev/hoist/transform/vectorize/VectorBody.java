package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.access.Access;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.InsertElementInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.ShuffleVectorInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.UnaryInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantFP;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The body of the vector loop: each block of the scalar loop's body, for all lanes at once
 * (LLVM's VPlan recipes, emitted directly). Uniform instructions are copied as scalars, the rest
 * widened; branches inside the body become masks (each lane follows its own path) and joins
 * become selects; inductions become vector phis stepping {@code width} iterations at a time.
 *
 * <pre>
 *   %v = load i32, i32* %p             %wide.load = load &lt;4 x i32&gt;, &lt;4 x i32&gt;* %vec.ptr
 *   %x = add i32 %v, %k        =&gt;      %0 = add &lt;4 x i32&gt; %wide.load, %broadcast.splat
 *   br i1 %c, label %then, ...         (a mask: %c's vector form, AND-ed along the paths)
 * </pre>
 *
 * {@link VectorLoopEmitter} builds the blocks around it and asks it for the values it needs.
 */
final class VectorBody {
  private final VectorPlan plan;
  private final NameUniquer names;
  private final ScevExpander expander;
  private final Loop loop;
  private final BasicBlock pre;
  private final BasicBlock vectorPh;
  private final BasicBlock vectorBody;
  private final BasicBlock middle;
  private final Value index;
  private final Function f;
  private final int width;
  private final Map<Value, Value> vector = new HashMap<>();
  /** The scalar copies of the uniform instructions (after a guard, the phi that carries it out). */
  private final Map<Value, Value> scalar = new HashMap<>();
  private final Map<Value, Value> broadcast = new HashMap<>();
  /** Block masks and edge masks (a null value: every lane). */
  private final Map<BasicBlock, Value> masks = new HashMap<>();
  private final Map<List<BasicBlock>, Value> edgeMasks = new HashMap<>();
  /** Where the vector loop's instructions go: the body, then the block after each guard. */
  private BasicBlock current;
  /** Vector induction phis and their per-iteration stride, completed once the body is built. */
  private final List<Stride> inductionUpdates = new ArrayList<>();

  private record Stride(PhiInst phi, Value stride) {}

  /**
   * A body that starts in {@code vectorBody} (which holds the {@code index} phi), with loop
   * invariants broadcast in {@code vectorPh}, first addresses computed at the end of {@code pre}
   * (the block with the checks) and guard blocks placed before {@code middle}.
   */
  VectorBody(VectorPlan plan, NameUniquer names, ScevExpander expander, BasicBlock pre, BasicBlock vectorPh,
      BasicBlock vectorBody, BasicBlock middle, Value index) {
    this.plan = plan;
    this.names = names;
    this.expander = expander;
    loop = plan.loop();
    this.pre = pre;
    this.vectorPh = vectorPh;
    this.vectorBody = vectorBody;
    this.middle = middle;
    this.index = index;
    f = vectorBody.parent();
    width = plan.width();
    current = vectorBody;
  }

  /** The block the body ends in: the vector loop's latch. */
  BasicBlock current() {
    return current;
  }

  /** Gives scalar {@code v} the vector form {@code w} (a reduction's or an induction's phi). */
  void setVector(Value v, Value w) {
    vector.put(v, w);
  }

  /** The vector form of {@code v}, already computed (a reduction's update). */
  Value vectorFormOf(Value v) {
    return vector.get(v);
  }

  /** Completes each vector induction with its next value, computed at the end of the body. */
  void finishInductions() {
    for (Stride u : inductionUpdates) u.phi().addIncoming(append(new BinaryInst(Opcode.ADD, u.phi(), u.stride()), "vec.ind.next"), current);
  }

  /**
   * The induction as a vector phi: {@code <start, start + step, ...>} on entry, each lane moving
   * {@code width * step} per vector iteration.
   */
  Value induction(VectorPlan.Induction iv, Value start, Value step) {
    IntegerType t = (IntegerType) iv.phi().type();
    VectorType vt = VectorType.get(width, t);
    Value lanes;
    Value stride;
    if (step instanceof ConstantInt c) {
      List<Constant> steps = new ArrayList<>();
      for (int k = 0; k < width; k++) steps.add(ConstantInt.get(t, c.signedValue() * k));
      lanes = new ConstantAggregate(vt, steps);
      stride = splatConstant(ConstantInt.get(t, c.signedValue() * width));
    } else {
      List<Constant> ks = new ArrayList<>();
      for (int k = 0; k < width; k++) ks.add(ConstantInt.get(t, k));
      Value splat = broadcastInPreheader(step);
      lanes = inPreheader(new BinaryInst(Opcode.MUL, splat, new ConstantAggregate(vt, ks)), "ind.steps");
      stride = inPreheader(new BinaryInst(Opcode.MUL, splat, splatConstant(ConstantInt.get(t, width))), "ind.stride");
    }
    Value first = start instanceof ConstantInt c && c.isZero() ? lanes
        : inPreheader(new BinaryInst(Opcode.ADD, broadcastInPreheader(start), lanes), "induction");
    PhiInst phi = new PhiInst(vt);
    phi.setName(names.unique("vec.ind"));
    vectorBody.append(phi); // the body holds only phis yet
    phi.addIncoming(first, vectorPh);
    inductionUpdates.add(new Stride(phi, stride));
    return phi;
  }

  private Value inPreheader(Instruction i, String name) {
    i.setName(names.unique(name));
    vectorPh.insertBeforeTerminator(i);
    return i;
  }

  boolean hasWidenedUser(Value v) {
    for (dev.hoist.ir.User u : v.users()) if (u instanceof Instruction i && plan.widened().contains(i)) return true;
    return false;
  }

  /**
   * Emits one block of the loop body: its uniform instructions as scalars and the rest on
   * vectors. In a predicated block, loads among the uniform ones (and divisions that might trap)
   * run behind a branch taken when some lane takes the block, as the original runs them only on
   * such iterations; their values leave the branch through phis (poison when it was skipped:
   * then no lane uses them).
   */
  void emitBlock(BasicBlock b) {
    boolean guarded = false;
    if (plan.predicated().contains(b)) {
      for (Instruction i : b) guarded |= plan.uniform().contains(i) && Widening.needsGuard(i);
    }
    if (guarded) {
      Value m = mask(b);
      VectorType mt = (VectorType) m.type();
      Function any = VectorMath.intrinsic(f.parent(), "llvm.vector.reduce.or." + VectorMath.suffix(mt), IntegerType.I1, List.of(mt));
      Value taken = append(new CallInst(any.functionType(), any, List.of(m)), "any.active");
      BasicBlock then = new BasicBlock(names.unique("pred.load.if"));
      BasicBlock cont = new BasicBlock(names.unique("pred.load.continue"));
      f.insertBlockBefore(then, middle);
      f.insertBlockBefore(cont, middle);
      BasicBlock from = current;
      from.append(new BrInst(taken, then, cont));
      current = then;
      List<Instruction> copied = new ArrayList<>();
      for (Instruction i : b) {
        if (plan.uniform().contains(i)) {
          scalarize(i);
          copied.add(i);
        }
      }
      then.append(new BrInst(cont));
      current = cont;
      for (Instruction i : copied) {
        boolean usedAfter = false;
        for (dev.hoist.ir.User u : i.users()) usedAfter |= u instanceof Instruction ui && (ui.parent() != b || !plan.uniform().contains(ui));
        if (!usedAfter) continue;
        PhiInst phi = new PhiInst(i.type());
        phi.addIncoming(scalar.get(i), then);
        phi.addIncoming(ConstantSimple.poison(i.type()), from);
        cont.append(phi);
        scalar.put(i, phi);
      }
    }
    for (Instruction i : b) {
      if (plan.uniform().contains(i)) {
        if (!guarded) scalarize(i);
      } else if (plan.widened().contains(i)) {
        widen(i);
      }
    }
  }

  /** Appends a scalar copy of the uniform {@code i}. */
  private void scalarize(Instruction i) {
    Instruction c = i.cloneInstruction();
    for (int k = 0; k < c.numOperands(); k++) {
      Value m = scalar.get(c.operand(k));
      if (m != null) {
        c.setOperand(k, m);
      } else if (c.operand(k) instanceof Instruction d && loop.contains(d)) {
        throw new IllegalStateException("vectorizer: uniform operand not computed");
      }
    }
    current.append(c);
    scalar.put(i, c);
  }

  /** The lanes that run block {@code b}: null when all do. */
  private Value mask(BasicBlock b) {
    if (!plan.predicated().contains(b)) return null;
    if (masks.containsKey(b)) return masks.get(b);
    Value m = null;
    boolean all = false;
    List<BasicBlock> seen = new ArrayList<>();
    for (BasicBlock p : b.predecessors()) {
      if (seen.contains(p)) continue;
      seen.add(p);
      Value e = edgeMask(p, b);
      if (e == null) all = true;
      // A logical or (select), so that a lane undefined on one edge cannot spoil the other.
      else m = m == null ? e : append(new SelectInst(m, splatConstant(ConstantInt.getBool(true)), e), null);
    }
    if (all) m = null;
    masks.put(b, m);
    return m;
  }

  /** The lanes that go from {@code p} to {@code b}: null when all do. */
  private Value edgeMask(BasicBlock p, BasicBlock b) {
    List<BasicBlock> key = List.of(p, b);
    if (edgeMasks.containsKey(key)) return edgeMasks.get(key);
    Value m = mask(p);
    BrInst br = (BrInst) p.terminator();
    if (br.isConditional() && br.successor(0) != br.successor(1)) {
      Value c = vectorOf(br.condition());
      if (br.successor(1) == b) c = append(new BinaryInst(Opcode.XOR, c, splatConstant(ConstantInt.getBool(true))), null);
      // A logical and (select): lanes outside p's mask are false even where the condition is undefined.
      m = m == null ? c : append(new SelectInst(m, c, splatConstant(ConstantInt.getBool(false))), null);
    }
    edgeMasks.put(key, m);
    return m;
  }

  /** Appends the vector form of {@code i} to the vector body. */
  private void widen(Instruction i) {
    Instruction w;
    switch (i) {
      case PhiInst p -> { // a join: each lane takes the value of the edge it came along
        Value r = vectorOf(p.incomingValue(p.numIncoming() - 1));
        for (int k = p.numIncoming() - 2; k >= 0; k--) {
          Value e = edgeMask(p.incomingBlock(k), p.parent());
          Value v = vectorOf(p.incomingValue(k));
          r = e == null ? v : v == r ? r : append(new SelectInst(e, v, r), "predphi");
        }
        vector.put(p, r);
        return;
      }
      case LoadInst l -> {
        Access a = accessOf(i);
        w = new LoadInst(VectorType.get(width, l.type()), vectorAddress(a, l.pointer()), alignment(l.align(), a));
        copyMemoryMetadata(l, w);
        w.setName(names.unique("wide.load"));
      }
      case StoreInst s -> {
        w = new StoreInst(vectorOf(s.value()), vectorAddress(accessOf(i), s.pointer()), alignment(s.align(), accessOf(i)));
        copyMemoryMetadata(s, w);
      }
      case BinaryInst b -> {
        boolean reduction = false;
        for (VectorPlan.Reduction r : plan.reductions()) reduction |= r.update() == b;
        // Lanes reassociate a reduction: its wrap flags no longer hold.
        int flags = reduction ? b.flags() & ~(dev.hoist.ir.Flags.NSW | dev.hoist.ir.Flags.NUW) : b.flags();
        w = new BinaryInst(b.opcode(), flags, vectorOf(b.operand(0)), vectorOf(b.operand(1)));
      }
      case CmpInst c -> {
        w = new CmpInst(c.opcode(), c.predicate(), vectorOf(c.operand(0)), vectorOf(c.operand(1)));
        w.setFlags(c.flags());
      }
      case SelectInst s -> {
        w = new SelectInst(vectorOf(s.condition()), vectorOf(s.trueValue()), vectorOf(s.operand(2)));
        w.setFlags(s.flags());
      }
      case CastInst c -> w = new CastInst(c.opcode(), vectorOf(c.operand(0)), VectorType.get(width, c.type()));
      case UnaryInst u -> {
        w = new UnaryInst(u.opcode(), vectorOf(u.operand(0)));
        w.setFlags(u.flags());
      }
      case CallInst c -> {
        VectorType vt = VectorType.get(width, c.type());
        List<Value> args = new ArrayList<>();
        List<Type> types = new ArrayList<>();
        for (Value a : c.args()) {
          args.add(vectorOf(a));
          types.add(vt);
        }
        Function fn = VectorMath.intrinsic(f.parent(), "llvm." + VectorMath.vectorName(c) + "." + VectorMath.suffix(vt), vt, types);
        w = new CallInst(fn.functionType(), fn, args);
        w.setFlags(c.flags());
      }
      default -> throw new IllegalStateException("vectorizer: no vector form for " + i.opcode().text());
    }
    copyDebugLocation(i, w);
    current.append(w); // unnamed, as LLVM leaves them: the scalar loop keeps the source names
    vector.put(i, w);
  }

  /**
   * The vector access's alignment: the scalar's, stated. An access without {@code align} has its
   * type's ABI alignment, and for a vector that would be 16 bytes (a movdqa that faults on an
   * i32 array).
   */
  private long alignment(long scalarAlign, Access a) {
    return scalarAlign != 0 ? scalarAlign : f.parent().layout().abiAlignment(a.element());
  }

  private Access accessOf(Instruction i) {
    for (Access a : plan.accesses()) if (a.inst() == i) return a;
    throw new IllegalStateException("vectorizer: access not planned");
  }

  /** The address of lanes {@code index ..}: the first iteration's address plus {@code index} elements. */
  private Value vectorAddress(Access a, Value original) {
    PointerType pt = (PointerType) original.type();
    PointerType elemPtr = pt.isOpaque() ? pt : PointerType.get(a.element(), pt.addrSpace());
    Value base = expander.expand(plan.accessInfo().firstAddress(a), elemPtr, pre.terminator());
    Value gep = append(new GepInst(a.element(), elemPtr, base, List.of(index)), "next.gep");
    if (pt.isOpaque()) return gep;
    return append(new CastInst(Opcode.BITCAST, gep, PointerType.get(VectorType.get(width, a.element()), pt.addrSpace())), "vec.ptr");
  }

  /** The vector form of an operand of a widened instruction. */
  private Value vectorOf(Value v) {
    Value w = vector.get(v);
    if (w != null) return w;
    Value s = scalar.get(v);
    if (s != null) {
      Value splat = splatHere(s);
      vector.put(v, splat);
      return splat;
    }
    if (v instanceof Instruction i && loop.contains(i)) throw new IllegalStateException("vectorizer: operand not widened");
    if (v instanceof ConstantInt || v instanceof ConstantFP) return splatConstant((Constant) v);
    return broadcastInPreheader(v);
  }

  private Value broadcastInPreheader(Value v) {
    Value b = broadcast.get(v);
    if (b != null) return b;
    VectorType vt = VectorType.get(width, v.type());
    Instruction ins = new InsertElementInst(ConstantSimple.poison(vt), v, ConstantInt.get(IntegerType.I32, 0));
    ins.setName(names.unique("broadcast.splatinsert"));
    vectorPh.insertBeforeTerminator(ins);
    Instruction shuf = new ShuffleVectorInst(ins, ConstantSimple.poison(vt), new int[width], vt);
    shuf.setName(names.unique("broadcast.splat"));
    vectorPh.insertBeforeTerminator(shuf);
    broadcast.put(v, shuf);
    return shuf;
  }

  private Value splatHere(Value v) {
    VectorType vt = VectorType.get(width, v.type());
    Value ins = append(new InsertElementInst(ConstantSimple.poison(vt), v, ConstantInt.get(IntegerType.I32, 0)), "broadcast.splatinsert");
    return append(new ShuffleVectorInst(ins, ConstantSimple.poison(vt), new int[width], vt), "broadcast.splat");
  }

  Constant splatConstant(Constant c) {
    VectorType vt = VectorType.get(width, c.type());
    if (c.isZeroValue()) return ConstantSimple.zero(vt); // LLVM's uniqued form: zeroinitializer
    return new ConstantAggregate(vt, Collections.nCopies(width, c));
  }

  private static void copyMemoryMetadata(Instruction from, Instruction to) {
    for (String kind : new String[] {"tbaa", "alias.scope", "noalias"}) {
      MDNode n = from.getMetadata(kind);
      if (n != null) to.setMetadata(kind, n);
    }
  }

  static void copyDebugLocation(Instruction from, Instruction to) {
    MDNode dbg = from.getMetadata("dbg");
    if (dbg != null) to.setMetadata("dbg", dbg);
  }

  Value append(Instruction i, String name) {
    if (name != null) i.setName(names.unique(name));
    current.append(i);
    return i;
  }
}