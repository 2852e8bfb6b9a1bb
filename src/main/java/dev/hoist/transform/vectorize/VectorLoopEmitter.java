package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.access.Access;
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
import dev.hoist.ir.InsertElementInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import dev.hoist.transform.util.BlockSplitter;
import dev.hoist.transform.loopversioning.LoopMarks;
import dev.hoist.transform.loopversioning.LoopVersioning;
import dev.hoist.transform.loopversioning.RuntimeCheckEmitter;
import dev.hoist.transform.util.FoldingBuilder;
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
 * The checks are the shared {@link RuntimeCheckEmitter}'s, the choice between the loops the shared
 * loop-versioning utility's; the vector body is {@link VectorBody}'s. Both loops are marked
 * {@code llvm.loop.isvectorized}, so neither is vectorized again.
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
    return new VectorLoopEmitter(plan, se, names, marks).run();
  }

  private BasicBlock run() {
    Instruction at = pre.terminator();
    FoldingBuilder checks = new FoldingBuilder(at, names);
    Value btc = expander.expand(plan.backedgeTaken(), at);
    Value btc64 = btc;
    if (((IntegerType) btc.type()).bits() < 64) {
      btc64 = btc instanceof ConstantInt c ? ConstantInt.get(I64, c.zextValue()) : checks.insert(new CastInst(Opcode.ZEXT, btc, I64), "btc.ext");
    }
    Value nVec = checks.binary(Opcode.AND, btc64, ConstantInt.get(I64, -width), "n.vec");
    Value ok = checks.compare(CmpPredicate.NE, nVec, ConstantInt.get(I64, 0), "min.iters.check");
    ok = emitChecks(ok, nVec, checks);

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
    BasicBlock vectorPh = new BasicBlock(names.unique("vector.ph"));
    BasicBlock vectorBody = new BasicBlock(names.unique("vector.body"));
    BasicBlock middle = new BasicBlock(names.unique("middle.block"));
    f.insertBlockBefore(vectorPh, scalarPh);
    f.insertBlockBefore(vectorBody, scalarPh);
    f.insertBlockBefore(middle, scalarPh);
    LoopVersioning.branchOnChecks(pre, ok, vectorPh, scalarPh);
    vectorPh.append(new BrInst(vectorBody));

    PhiInst idx = new PhiInst(I64);
    idx.setName(names.unique("index"));
    vectorBody.append(idx);
    VectorBody vb = new VectorBody(plan, names, expander, pre, vectorPh, vectorBody, middle, idx);
    List<PhiInst> reductionPhis = new ArrayList<>();
    for (VectorPlan.Reduction r : plan.reductions()) {
      PhiInst p = new PhiInst(VectorType.get(width, r.phi().type()));
      p.setName(names.unique("vec.phi"));
      vectorBody.append(p);
      vb.setVector(r.phi(), p);
      reductionPhis.add(p);
    }
    for (VectorPlan.Induction iv : plan.inductions()) {
      Value[] ss = startStep.get(iv);
      if (ss != null && vb.hasWidenedUser(iv.phi())) vb.setVector(iv.phi(), vb.induction(iv, ss[0], ss[1]));
    }
    for (BasicBlock b : plan.blocks()) vb.emitBlock(b);
    BasicBlock vectorLatch = vb.current();
    vb.finishInductions();
    Value next = vb.append(new BinaryInst(Opcode.ADD, dev.hoist.ir.Flags.NUW, idx, ConstantInt.get(I64, width)), "index.next");
    Value done = vb.append(new CmpInst(Opcode.ICMP, CmpPredicate.EQ, next, nVec), "vector.done");
    BrInst latch = new BrInst(done, middle, vectorBody);
    VectorBody.copyDebugLocation(loop.latch().terminator(), latch);
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
        Instruction ins = new InsertElementInst(vb.splatConstant(id), init, ConstantInt.get(IntegerType.I32, 0));
        vectorPh.insertBeforeTerminator(ins);
        startVec = ins;
      }
      p.addIncoming(startVec, vectorPh);
      p.addIncoming(vb.vectorFormOf(r.next()), vectorLatch);
      String op = r.update().opcode() == Opcode.SUB ? "add" : r.update().opcode().text();
      VectorType vt = (VectorType) p.type();
      Function red = VectorMath.intrinsic(f.parent(), "llvm.vector.reduce." + op + "." + VectorMath.suffix(vt), t, List.of(vt));
      // The loop's value leaves through a phi in its exit (LCSSA form, for the loop passes after).
      PhiInst out = new PhiInst(vt);
      out.setName(names.unique("vec.rdx.lcssa"));
      middle.prepend(out);
      out.addIncoming(vb.vectorFormOf(r.next()), vectorLatch);
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
    return vectorBody;
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
  private Value emitChecks(Value ok, Value nVec, FoldingBuilder checks) {
    RuntimeCheckEmitter emitter = new RuntimeCheckEmitter(se, expander, checks, I64, RuntimeCheckEmitter.Names.VECTORIZER);
    Map<Integer, Value[]> bounds = new HashMap<>();
    return emitter.allApart(ok, plan.checks(), k -> bounds.computeIfAbsent(k, j -> {
      Access a = plan.accesses().get(j);
      Value start = emitter.address(plan.accessInfo().firstAddress(a));
      Value length = a.invariant() ? ConstantInt.get(I64, a.bytes())
          : checks.binary(Opcode.MUL, nVec, ConstantInt.get(I64, a.bytes()), "vec.bytes");
      return new Value[] {start, checks.binary(Opcode.ADD, start, length, "vec.end")};
    }));
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
    return LoopMarks.withProperties(old, added);
  }
}
