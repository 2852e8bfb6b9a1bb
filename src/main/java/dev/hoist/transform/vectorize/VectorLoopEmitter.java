package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
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
import dev.hoist.ir.constant.ConstantFolder;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import dev.hoist.transform.util.BlockSplitter;
import dev.hoist.transform.util.LoopIds;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the vector loop of a {@link VectorPlan} in front of the original loop, in the shape of
 * LLVM's loop vectorizer:
 *
 * <pre>
 *   preheader:                       ; the checks: enough iterations, accesses apart
 *     %n.vec = and i64 %btc, -4
 *     ...
 *     br i1 %vec.ok, label %vector.ph, label %scalar.ph
 *   vector.ph:                       ; broadcasts of loop-invariant operands
 *   vector.body:
 *     %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
 *     %wide.load = load &lt;4 x i32&gt;, &lt;4 x i32&gt;* %p
 *     ...
 *     %index.next = add nuw i64 %index, 4
 *     br i1 %vector.done, label %middle.block, label %vector.body
 *   middle.block:                    ; reductions combine their lanes
 *     br label %scalar.ph
 *   scalar.ph:                       ; the original loop resumes where the vector loop stopped
 *     %bc.resume.val = phi i32 [ %start, %preheader ], [ %ind.end, %middle.block ]
 *     br label %loop
 * </pre>
 *
 * Both loops are marked {@code llvm.loop.isvectorized}, so neither is vectorized again.
 */
final class VectorLoopEmitter {
  private static final IntegerType I64 = IntegerType.I64;

  private final VectorPlan plan;
  private final ScalarEvolution se;
  private final NameUniquer names;
  private final Loop loop;
  private final BasicBlock body;
  private final BasicBlock pre;
  private final Function f;
  private final int width;
  private final ScevExpander expander;
  private final Map<Value, Value> vector = new HashMap<>();
  /** The scalar copies of the uniform instructions (after a guard, the phi that carries it out). */
  private final Map<Value, Value> scalar = new HashMap<>();
  private final Map<Value, Value> broadcast = new HashMap<>();
  /** Block masks and edge masks (a null value: every lane). */
  private final Map<BasicBlock, Value> masks = new HashMap<>();
  private final Map<List<BasicBlock>, Value> edgeMasks = new HashMap<>();
  private BasicBlock vectorPh;
  private BasicBlock vectorBody;
  private BasicBlock middle;
  /** Where the vector loop's instructions go: the body, then the block after each guard. */
  private BasicBlock current;
  private Value index;
  /** Vector induction phis and their per-iteration stride, completed once the body is built. */
  private final List<Stride> inductionUpdates = new ArrayList<>();

  private record Stride(PhiInst phi, Value stride) {}

  private final Marks marks;

  /** The loop properties the emitter adds, made once per function (metadata tuples are uniqued in LLVM). */
  record Marks(MDNode isVectorized, MDNode runtimeUnrollDisable) {
    static Marks create() {
      return new Marks(MDNode.tuple(false, List.of(new MDString("llvm.loop.isvectorized"), new ValueAsMetadata(ConstantInt.get(IntegerType.I32, 1)))),
          MDNode.tuple(false, List.of(new MDString("llvm.loop.unroll.runtime.disable"))));
    }
  }

  private VectorLoopEmitter(VectorPlan plan, ScalarEvolution se, NameUniquer names, Marks marks) {
    this.marks = marks;
    this.plan = plan;
    this.se = se;
    this.names = names;
    this.loop = plan.loop();
    this.body = loop.header();
    this.pre = loop.preheader();
    this.f = body.parent();
    this.width = plan.width();
    this.expander = new ScevExpander(se);
  }

  /** Emits the vector loop; returns its header ({@code vector.body}). */
  static BasicBlock emit(VectorPlan plan, ScalarEvolution se, NameUniquer names, Marks marks) {
    VectorLoopEmitter e = new VectorLoopEmitter(plan, se, names, marks);
    e.run();
    return e.vectorBody;
  }

  private void run() {
    Instruction at = pre.terminator();
    Value btc = expander.expand(plan.backedgeTaken(), at);
    Value btc64 = btc;
    if (((IntegerType) btc.type()).bits() < 64) {
      btc64 = btc instanceof ConstantInt c ? ConstantInt.get(I64, c.zextValue()) : before(new CastInst(Opcode.ZEXT, btc, I64), at, "btc.ext");
    }
    Value nVec = binary(Opcode.AND, btc64, ConstantInt.get(I64, -width), at, "n.vec");
    Value ok = compare(CmpPredicate.NE, nVec, ConstantInt.get(I64, 0), at, "min.iters.check");
    ok = emitChecks(ok, nVec, at);

    // The values the original loop resumes from, computed where the counts are.
    List<Value> resume = new ArrayList<>();
    for (VectorPlan.Induction iv : plan.inductions()) {
      Scev count = nVec instanceof ConstantInt ? se.getSCEV(nVec) : se.unknown(nVec);
      Scev it = se.truncateOrZeroExtend(count, se.effectiveType(iv.rec().type()));
      resume.add(expander.expand(se.evaluateAtIteration(iv.rec(), it), iv.phi().type(), at));
    }
    Map<VectorPlan.Induction, Value[]> startStep = new HashMap<>();
    for (VectorPlan.Induction iv : plan.inductions()) {
      if (!(iv.phi().type() instanceof IntegerType)) continue;
      startStep.put(iv, new Value[] {expander.expand(iv.rec().start(), at), expander.expand(iv.rec().step(), at)});
    }

    BasicBlock scalarPh = BlockSplitter.splitEdge(pre, body, "scalar.ph", names);
    vectorPh = new BasicBlock(names.unique("vector.ph"));
    vectorBody = new BasicBlock(names.unique("vector.body"));
    middle = new BasicBlock(names.unique("middle.block"));
    f.insertBlockBefore(vectorPh, scalarPh);
    f.insertBlockBefore(vectorBody, scalarPh);
    f.insertBlockBefore(middle, scalarPh);
    Instruction oldBr = pre.terminator();
    BrInst choose = new BrInst(ok, vectorPh, scalarPh);
    copyDebugLocation(oldBr, choose);
    pre.insertBefore(choose, oldBr);
    oldBr.eraseFromParent();
    vectorPh.append(new BrInst(vectorBody));

    PhiInst idx = new PhiInst(I64);
    idx.setName(names.unique("index"));
    vectorBody.append(idx);
    current = vectorBody;
    index = idx;
    List<PhiInst> reductionPhis = new ArrayList<>();
    for (VectorPlan.Reduction r : plan.reductions()) {
      PhiInst p = new PhiInst(VectorType.get(width, r.phi().type()));
      p.setName(names.unique("vec.phi"));
      vectorBody.append(p);
      vector.put(r.phi(), p);
      reductionPhis.add(p);
    }
    for (VectorPlan.Induction iv : plan.inductions()) {
      Value[] ss = startStep.get(iv);
      if (ss != null && hasWidenedUser(iv.phi())) vector.put(iv.phi(), induction(iv, ss[0], ss[1]));
    }
    for (BasicBlock b : plan.blocks()) emitBlock(b);
    BasicBlock vectorLatch = current;
    for (Stride u : inductionUpdates) u.phi().addIncoming(append(new BinaryInst(Opcode.ADD, u.phi(), u.stride()), "vec.ind.next"), vectorLatch);
    Value next = append(new BinaryInst(Opcode.ADD, dev.hoist.ir.Flags.NUW, index, ConstantInt.get(I64, width)), "index.next");
    Value done = append(new CmpInst(Opcode.ICMP, CmpPredicate.EQ, next, nVec), "vector.done");
    BrInst latch = new BrInst(done, middle, vectorBody);
    copyDebugLocation(loop.latch().terminator(), latch);
    vectorLatch.append(latch);
    idx.addIncoming(ConstantInt.get(I64, 0), vectorPh);
    idx.addIncoming(next, vectorLatch);

    middle.append(new BrInst(scalarPh));
    List<Value> reduced = new ArrayList<>();
    for (int k = 0; k < plan.reductions().size(); k++) {
      VectorPlan.Reduction r = plan.reductions().get(k);
      PhiInst p = reductionPhis.get(k);
      Type t = r.phi().type();
      Value init = r.phi().valueFor(scalarPh);
      Constant id = identity(r.update().opcode(), t);
      Value startVec;
      if (init instanceof ConstantInt c) { // <init, id, id, id> as a constant
        List<Constant> lanes = new ArrayList<>(Collections.nCopies(width, id));
        lanes.set(0, c);
        startVec = c.isZero() && id.isZeroValue() ? ConstantSimple.zero(VectorType.get(width, t)) : new ConstantAggregate(VectorType.get(width, t), lanes);
      } else {
        Instruction ins = new InsertElementInst(splatConstant(id), init, ConstantInt.get(IntegerType.I32, 0));
        vectorPh.insertBeforeTerminator(ins);
        startVec = ins;
      }
      p.addIncoming(startVec, vectorPh);
      p.addIncoming(vector.get(r.next()), vectorLatch);
      String op = r.update().opcode() == Opcode.SUB ? "add" : r.update().opcode().text();
      VectorType vt = (VectorType) p.type();
      Function red = VectorMath.intrinsic(f.parent(), "llvm.vector.reduce." + op + "." + VectorMath.suffix(vt), t, List.of(vt));
      // The loop's value leaves through a phi in its exit (LCSSA form, for the loop passes after).
      PhiInst out = new PhiInst(vt);
      out.setName(names.unique("vec.rdx.lcssa"));
      middle.prepend(out);
      out.addIncoming(vector.get(r.next()), vectorLatch);
      CallInst call = new CallInst(red.functionType(), red, List.of(out));
      call.setName(names.unique("rdx"));
      middle.insertBeforeTerminator(call);
      reduced.add(call);
    }

    for (int k = 0; k < plan.inductions().size(); k++) {
      resumeFrom(plan.inductions().get(k).phi(), resume.get(k), "bc.resume.val", scalarPh, middle);
    }
    for (int k = 0; k < plan.reductions().size(); k++) {
      resumeFrom(plan.reductions().get(k).phi(), reduced.get(k), "bc.merge.rdx", scalarPh, middle);
    }

    Instruction scalarLatch = loop.latch().terminator();
    MDNode oldId = scalarLatch.getMetadata("llvm.loop");
    latch.setMetadata("llvm.loop", markVectorized(oldId, false));
    scalarLatch.setMetadata("llvm.loop", markVectorized(oldId, true));
  }

  /**
   * Makes the scalar loop's header phi start from a merge in {@code scalar.ph}: its old start when
   * the vector loop was skipped, {@code fromVector} when it ran.
   */
  private void resumeFrom(PhiInst phi, Value fromVector, String name, BasicBlock scalarPh, BasicBlock middle) {
    PhiInst merge = new PhiInst(phi.type());
    merge.setName(names.unique(name));
    scalarPh.prepend(merge);
    merge.addIncoming(phi.valueFor(scalarPh), pre);
    merge.addIncoming(fromVector, middle);
    phi.setIncomingValue(phi.indexOfBlock(scalarPh), merge);
  }

  /**
   * ANDs into {@code ok} the overlap test of each checked pair, over the bytes the vector loop
   * touches: {@code [start, start + n.vec * size)} for a consecutive access, the element for a
   * uniform one.
   */
  private Value emitChecks(Value ok, Value nVec, Instruction at) {
    Map<Integer, Value[]> bounds = new HashMap<>();
    for (int[] pair : plan.checks()) {
      Value[] a = bounds.computeIfAbsent(pair[0], k -> range(plan.accesses().get(k), nVec, at));
      Value[] b = bounds.computeIfAbsent(pair[1], k -> range(plan.accesses().get(k), nVec, at));
      Value aFirst = compare(CmpPredicate.ULE, a[1], b[0], at, "bound0");
      Value bFirst = compare(CmpPredicate.ULE, b[1], a[0], at, "bound1");
      Value apart = binary(Opcode.OR, aFirst, bFirst, at, "found.conflict.not");
      ok = binary(Opcode.AND, ok, apart, at, "vec.ok");
    }
    return ok;
  }

  private Value[] range(VectorPlan.Access a, Value nVec, Instruction at) {
    Value start = expander.expand(se.ptrToInt(VectorizationLegality.start(a), I64), I64, at);
    Value length = a.uniform() ? ConstantInt.get(I64, a.bytes())
        : binary(Opcode.MUL, nVec, ConstantInt.get(I64, a.bytes()), at, "vec.bytes");
    Value end = binary(Opcode.ADD, start, length, at, "vec.end");
    return new Value[] {start, end};
  }

  /**
   * The induction as a vector phi: {@code <start, start + step, ...>} on entry, each lane moving
   * {@code width * step} per vector iteration.
   */
  private Value induction(VectorPlan.Induction iv, Value start, Value step) {
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

  private boolean hasWidenedUser(Value v) {
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
  private void emitBlock(BasicBlock b) {
    boolean guarded = false;
    if (plan.predicated().contains(b)) {
      for (Instruction i : b) guarded |= plan.uniform().contains(i) && VectorizationLegality.needsGuard(i);
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
        VectorPlan.Access a = accessOf(i);
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
   * i32 array): found by fuzzing.
   */
  private long alignment(long scalarAlign, VectorPlan.Access a) {
    return scalarAlign != 0 ? scalarAlign : f.parent().layout().abiAlignment(a.element());
  }

  private VectorPlan.Access accessOf(Instruction i) {
    for (VectorPlan.Access a : plan.accesses()) if (a.inst() == i) return a;
    throw new IllegalStateException("vectorizer: access not planned");
  }

  /** The address of lanes {@code index ..}: the first iteration's address plus {@code index} elements. */
  private Value vectorAddress(VectorPlan.Access a, Value original) {
    PointerType pt = (PointerType) original.type();
    PointerType elemPtr = pt.isOpaque() ? pt : PointerType.get(a.element(), pt.addrSpace());
    Value base = expander.expand(VectorizationLegality.start(a), elemPtr, pre.terminator());
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

  private Constant splatConstant(Constant c) {
    VectorType vt = VectorType.get(width, c.type());
    if (c.isZeroValue()) return ConstantSimple.zero(vt); // LLVM's uniqued form: zeroinitializer
    return new ConstantAggregate(vt, Collections.nCopies(width, c));
  }

  private static Constant identity(Opcode op, Type t) {
    IntegerType it = (IntegerType) t;
    return switch (op) {
      case MUL -> ConstantInt.get(it, 1);
      case AND -> ConstantInt.get(it, -1);
      default -> ConstantInt.get(it, 0);
    };
  }

  /** A new loop ID with the old one's properties and {@code llvm.loop.isvectorized}. */
  private MDNode markVectorized(MDNode old, boolean remainder) {
    List<Metadata> added = remainder ? List.of(marks.isVectorized(), marks.runtimeUnrollDisable()) : List.of(marks.isVectorized());
    return LoopIds.withProperties(old, added);
  }


  private static void copyMemoryMetadata(Instruction from, Instruction to) {
    for (String kind : new String[] {"tbaa", "alias.scope", "noalias"}) {
      MDNode n = from.getMetadata(kind);
      if (n != null) to.setMetadata(kind, n);
    }
  }

  private static void copyDebugLocation(Instruction from, Instruction to) {
    MDNode dbg = from.getMetadata("dbg");
    if (dbg != null) to.setMetadata("dbg", dbg);
  }

  private Value append(Instruction i, String name) {
    if (name != null) i.setName(names.unique(name));
    current.append(i);
    return i;
  }

  /** {@code a op b} before {@code at}, folded when both are constants (and {@code true & x} is x), as LLVM's IRBuilder does. */
  private Value binary(Opcode op, Value a, Value b, Instruction at, String name) {
    if (a instanceof Constant ca && b instanceof Constant cb) {
      Constant c = ConstantFolder.binary(op, 0, ca, cb);
      if (c != null) return c;
    }
    if (op == Opcode.AND && a instanceof ConstantInt c && c.isAllOnes()) return b;
    return before(new BinaryInst(op, a, b), at, name);
  }

  private Value compare(CmpPredicate p, Value a, Value b, Instruction at, String name) {
    if (a instanceof Constant ca && b instanceof Constant cb) {
      Constant c = ConstantFolder.compare(p, ca, cb);
      if (c != null) return c;
    }
    return before(new CmpInst(Opcode.ICMP, p, a, b), at, name);
  }

  private Value before(Instruction i, Instruction at, String name) {
    i.setName(names.unique(name));
    at.parent().insertBefore(i, at);
    return i;
  }
}
