package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.Scev;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.loopversioning.LoopMarks;
import dev.hoist.transform.loopversioning.LoopVersioning;
import dev.hoist.transform.loopversioning.RuntimeCheckEmitter;
import dev.hoist.transform.util.BlockSplitter;
import dev.hoist.transform.util.FoldingBuilder;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Builds the vector loop of a {@link VectorPlan} in front of the original loop, in the shape of
 * LLVM's loop vectorizer:
 *
 * <pre>
 *   preheader:                       ; the checks: enough iterations, accesses apart
 *     %n.vec = and i64 %trip.count, -8            ; width 4, interleave 2
 *     %min.iters.check = icmp ne i64 %n.vec, 0
 *     ...
 *     br i1 %vec.ok, label %vector.ph, label %scalar.ph
 *   vector.ph:                       ; broadcasts, and uniform values computed once
 *   vector.body:
 *     %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
 *     %wide.load = load &lt;4 x i32&gt;, ...        ; and the second part, 4 lanes further
 *     ...
 *     %index.next = add nuw i64 %index, 8
 *     br i1 %vector.done, label %middle.block, label %vector.body
 *   middle.block:                    ; reductions combine their parts and lanes
 *     %cmp.n = icmp eq i64 %trip.count, %n.vec
 *     br i1 %cmp.n, label %exit, label %scalar.ph   ; the original loop runs only what is left
 *   scalar.ph:                       ; the original loop resumes where the vector loop stopped
 *     %bc.resume.val = phi i32 [ %start, %preheader ], [ %ind.end, %middle.block ]
 *     br label %loop
 * </pre>
 *
 * When the plan needs a scalar epilogue, the vector loop runs a multiple of the step below the
 * trip count and the original loop always runs the rest. With an early exit ({@link EarlyExit})
 * the vector loop also leaves when some lane would exit, to {@code middle.split}, which sends that
 * case to {@code scalar.ph} with the inductions at the vector iteration's first iteration:
 *
 * <pre>
 *   vector.body:
 *     %exit.any = call i1 @llvm.vector.reduce.or.v4i1(&lt;4 x i1&gt; %exit.cond.fr)
 *     %vector.stop = or i1 %exit.any, %vector.done
 *     br i1 %vector.stop, label %middle.split, label %vector.body
 *   middle.split:
 *     br i1 %exit.any.lcssa, label %scalar.ph, label %middle.block
 * </pre>
 * The checks are the shared
 * {@link RuntimeCheckEmitter}'s, the choice between the loops the shared loop-versioning
 * utility's; the vector body is {@link VectorBody}'s, its accesses annotated with the checked
 * groups' no-alias scopes ({@link VectorScopes}) so that later passes know what the checks proved.
 * Both loops are marked {@code llvm.loop.isvectorized}, as LLVM marks them; the original loop is
 * also kept from runtime unrolling when it only runs the remainder (no check can send the whole
 * loop to it).
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
    this.expander = new ScevExpander(se);
  }

  /** Emits the vector loop; returns its header ({@code vector.body}). */
  static BasicBlock emit(VectorPlan plan, ScalarEvolution se, NameUniquer names, Marks marks) {
    return new VectorLoopEmitter(plan, se, names, marks).run();
  }

  private BasicBlock run() {
    BasicBlock exit = ExitValues.exitBlock(loop);
    EarlyExit early = plan.earlyExit();
    // The latch's test is not the loop's last one when another exit may come first.
    RemainderExitTest.Rewrite exitTest = early == null ? RemainderExitTest.find(plan, se) : null;
    Instruction at = pre.terminator();
    FoldingBuilder checks = new FoldingBuilder(at, names);
    // Without an epilogue the vector loop may run every iteration: it counts the trip count (which
    // wraps to 0 only for a count of 2^64, then the original loop runs); with one, the
    // backedge-taken count, so that at least one iteration is left.
    Scev countScev = se.zeroExtend(plan.backedgeTaken(), I64);
    if (!plan.scalarEpilogue()) countScev = se.add(countScev, se.one(I64));
    Value count = expander.expand(countScev, I64, at);
    int step = plan.step();
    Value nVec;
    if (Integer.bitCount(step) == 1) {
      nVec = checks.binary(Opcode.AND, count, ConstantInt.get(I64, -step), "n.vec");
    } else {
      Value mod = checks.binary(Opcode.UREM, count, ConstantInt.get(I64, step), "n.mod.vf");
      nVec = checks.binary(Opcode.SUB, count, mod, "n.vec");
    }
    Value ok = checks.compare(CmpPredicate.NE, nVec, ConstantInt.get(I64, 0), "min.iters.check");
    if (plan.checks().numChecks() > 0) {
      RuntimeCheckEmitter emitter = new RuntimeCheckEmitter(se, expander, checks, I64, RuntimeCheckEmitter.Names.VECTORIZER);
      Value apart = plan.diffChecks() != null ? emitter.allFarEnough(null, plan.diffChecks(), step)
          : plan.outerChecks() != null ? plan.outerChecks().emit(se, plan.checks(), names) : emitter.emit(plan.checks());
      ok = checks.binary(Opcode.AND, ok, apart, "vec.ok");
    }
    if (early != null && early.checked()) {
      // Every lane the vector loop reads lies in its object only up to this count.
      Value safe = checks.compare(CmpPredicate.ULE, count, ConstantInt.get(I64, early.countLimit()), "early.exit.safe");
      ok = checks.binary(Opcode.AND, ok, safe, "vec.ok");
    }

    // The values the original loop resumes from, computed where the counts are.
    Scev n = nVec instanceof ConstantInt ? se.getSCEV(nVec) : se.unknown(nVec);
    Map<PhiInst, Value> resume = inductionsAt(n, at);
    // The phis recomputed from the inductions resume from their value one iteration before.
    Map<PhiInst, Value> recomputedResume = new java.util.HashMap<>();
    if (early != null && !early.recomputed().isEmpty()) {
      Map<PhiInst, Value> before = inductionsAt(se.minus(n, se.one(I64)), at);
      for (PhiInst p : early.recomputed()) recomputedResume.put(p, RecomputedPhis.valueAt(p, loop, before, at));
    }
    List<Value[]> startStep = new ArrayList<>();
    for (VectorPlan.Induction iv : plan.inductions()) {
      startStep.add(iv.phi().type() instanceof IntegerType
          ? new Value[] {expander.expand(iv.rec().start(), at), expander.expand(iv.rec().step(), at)} : null);
    }

    // The exit values with a closed form, computed while the loop is still as the plan saw it (its
    // phis then start at the resume values, and scalar evolution would no longer find the form).
    Map<Value, Value> closedForms = plan.scalarEpilogue() ? Map.of() : ExitValues.expandClosedForms(loop, se, expander, at);
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
    VectorReductions reductions = new VectorReductions(plan, vb, names, vectorPh, vectorBody, middle);
    reductions.createPhis();
    for (int k = 0; k < plan.inductions().size(); k++) {
      VectorPlan.Induction iv = plan.inductions().get(k);
      Value[] ss = startStep.get(k);
      if (ss != null && vb.hasWidenedUser(iv.phi())) vb.setVector(iv.phi(), vb.induction(iv, ss[0], ss[1]));
    }
    vb.placeInductionParts();
    vb.hoistUniforms();
    for (BasicBlock b : plan.blocks()) vb.emitBlock(b);
    BasicBlock vectorLatch = vb.current();
    Value anyExit = early == null ? null : early.anyLaneExits(vb);
    vb.finishInductions();
    Value next = vb.append(new BinaryInst(Opcode.ADD, dev.hoist.ir.Flags.NUW, idx, ConstantInt.get(I64, step)), "index.next");
    Value done = vb.append(new CmpInst(Opcode.ICMP, CmpPredicate.EQ, next, nVec), "vector.done");
    // With an early exit the vector loop also leaves when some lane would exit, through
    // middle.split, which sends that case to the original loop.
    BasicBlock split = early == null ? middle : new BasicBlock(names.unique("middle.split"));
    if (early != null) f.insertBlockBefore(split, middle);
    BrInst latch = new BrInst(early == null ? done : vb.append(new BinaryInst(Opcode.OR, anyExit, done), "vector.stop"), split, vectorBody);
    VectorBody.copyDebugLocation(loop.latch().terminator(), latch);
    vectorLatch.append(latch);
    idx.addIncoming(ConstantInt.get(I64, 0), vectorPh);
    idx.addIncoming(next, vectorLatch);

    middle.append(new BrInst(scalarPh));
    LoopExits exits = new LoopExits(vb, names, split, vectorLatch);
    Map<PhiInst, Value> earlyResume = Map.of();
    Map<PhiInst, Value> recomputedEarly = new java.util.HashMap<>();
    if (early != null) {
      BrInst toScalar = new BrInst(anyExit, scalarPh, middle);
      split.append(toScalar);
      toScalar.setOperand(0, exits.leave(anyExit, "exit.any.lcssa"));
      // The original loop runs again from this vector iteration's first iteration.
      Value from = exits.leave(idx, "index.lcssa");
      earlyResume = inductionsAt(se.unknown(from), toScalar);
      if (!early.recomputed().isEmpty()) {
        // From the first vector iteration the original loop starts afresh: the phis take their initial values.
        Map<PhiInst, Value> before = inductionsAt(se.minus(se.unknown(from), se.one(I64)), toScalar);
        FoldingBuilder b = new FoldingBuilder(toScalar, names);
        Value first = b.compare(CmpPredicate.EQ, from, ConstantInt.get(I64, 0), "resume.first");
        for (PhiInst p : early.recomputed()) {
          Value v = RecomputedPhis.valueAt(p, loop, before, toScalar);
          SelectInst sel = new SelectInst(first, p.valueFor(scalarPh), v);
          sel.setName(names.unique("resume.recomputed"));
          split.insertBefore(sel, toScalar);
          recomputedEarly.put(p, sel);
        }
      }
    }
    List<Value> reduced = reductions.combine(exits);
    if (!plan.scalarEpilogue()) {
      Value all = new FoldingBuilder(middle.terminator(), names).compare(CmpPredicate.EQ, count, nVec, "cmp.n");
      LoopVersioning.branchOnChecks(middle, all, exit, scalarPh);
    }
    if (!plan.scalarEpilogue()) exits.giveExitValues(plan, closedForms, exit, reduced);

    for (int k = 0; k < plan.inductions().size(); k++) {
      PhiInst phi = plan.inductions().get(k).phi();
      PhiInst merge = resumeFrom(phi, resume.get(phi), "bc.resume.val", scalarPh, middle);
      if (early != null) merge.addIncoming(earlyResume.get(phi), split);
    }
    if (early != null) {
      for (PhiInst p : early.recomputed()) resumeFrom(p, recomputedResume.get(p), "bc.resume.val", scalarPh, middle).addIncoming(recomputedEarly.get(p), split);
    }
    for (int k = 0; k < plan.reductions().size(); k++) {
      // A reduction kept in memory resumes from memory: middle.block stored the total.
      if (plan.reductions().get(k).accumulator() instanceof PhiInst p) resumeFrom(p, reduced.get(k), "bc.merge.rdx", scalarPh, middle);
    }
    VectorScopes.annotate(plan, vb);
    if (exitTest != null) RemainderExitTest.apply(exitTest);

    Instruction scalarLatch = loop.latch().terminator();
    MDNode oldId = scalarLatch.getMetadata("llvm.loop");
    latch.setMetadata("llvm.loop", LoopMarks.withProperties(oldId, List.of(marks.isVectorized())));
    List<Metadata> remainder = plan.checks().numChecks() > 0 ? List.of(marks.isVectorized())
        : List.of(marks.isVectorized(), marks.runtimeUnrollDisable());
    scalarLatch.setMetadata("llvm.loop", LoopMarks.withProperties(oldId, remainder));
    return vectorBody;
  }

  /** Each induction's value at iteration {@code iteration} (an {@code i64} expression), computed before {@code at}. */
  private Map<PhiInst, Value> inductionsAt(Scev iteration, Instruction at) {
    Map<PhiInst, Value> out = new java.util.HashMap<>();
    for (VectorPlan.Induction iv : plan.inductions()) {
      Scev it = se.truncateOrZeroExtend(iteration, se.effectiveType(iv.rec().type()));
      out.put(iv.phi(), expander.expand(se.evaluateAtIteration(iv.rec(), it), iv.phi().type(), at));
    }
    return out;
  }

  /**
   * Makes the scalar loop's header phi start from a merge in {@code scalar.ph}: its old start when
   * the vector loop was skipped, {@code fromVector} when it ran.
   */
  private PhiInst resumeFrom(PhiInst phi, Value fromVector, String name, BasicBlock scalarPh, BasicBlock middle) {
    PhiInst merge = new PhiInst(phi.type());
    merge.setName(names.unique(name));
    scalarPh.prepend(merge);
    merge.addIncoming(phi.valueFor(scalarPh), pre);
    merge.addIncoming(fromVector, middle);
    phi.setIncomingValue(phi.indexOfBlock(scalarPh), merge);
    return merge;
  }
}
