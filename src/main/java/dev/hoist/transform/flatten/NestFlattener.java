package dev.hoist.transform.flatten;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.CmpPredicate;
import dev.hoist.ir.ExtractValueInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.transform.loopversioning.LoopMarks;
import dev.hoist.transform.loopversioning.LoopVersioning;
import dev.hoist.transform.util.BlockSplitter;
import dev.hoist.transform.util.FoldingBuilder;
import dev.hoist.transform.util.IntrinsicDeclarations;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Flattens a nest by its {@link FlattenPlan} (LLVM's DoFlattenLoopPair and VersionLoop). In the
 * outer loop's preheader it computes the trip count {@code N * M} and, with guards, skips the
 * nest unless they all hold; with {@code VERSIONED} overflow it versions the nest with the shared
 * utility ({@link LoopVersioning}), the original nest running when the product overflows:
 *
 * <pre>
 *   for.body.lver.check:
 *     %flatten.mul = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %n, i32 %m)
 *     %flatten.tripcount = extractvalue { i32, i1 } %flatten.mul, 0
 *     %flatten.overflow = extractvalue { i32, i1 } %flatten.mul, 1
 *     br i1 %flatten.overflow, label %for.body.ph.lver.orig, label %for.body.ph
 * </pre>
 *
 * Then the outer loop becomes the flattened one: a new counter {@code %flatten.iv} runs to the
 * trip count, the guards and the inner loop's backedge go, each linear value is computed from
 * the counter, and {@link FlattenedLoopCleanup} removes what is dead and merges the blocks left.
 * The versions carry loop versioning's markers: both {@code llvm.loop.licm_versioning.disable}, the
 * flattened one also {@code !{!"llvm.loop.licm_versioning", !"versioned_loop"}}.
 */
final class NestFlattener {
  static final String VERSIONED_LOOP = "llvm.loop.licm_versioning";

  private final FlattenPlan plan;
  private final ScalarEvolution se;
  private final NameUniquer names;
  private final Loop outer, inner;
  private final ScevExpander ex;
  /** The safe version's outer header, when versioned. */
  BasicBlock safeHeader;

  NestFlattener(FlattenPlan plan, ScalarEvolution se, NameUniquer names) {
    this.plan = plan;
    this.se = se;
    this.names = names;
    this.outer = plan.shape().outer;
    this.inner = plan.shape().inner;
    this.ex = new ScevExpander(se);
  }

  void run() {
    IntegerType c = plan.counter();
    BasicBlock ph = outer.preheader();
    Instruction at = ph.terminator();
    FoldingBuilder b = new FoldingBuilder(at, names);
    // Everything computed from scalar evolution is expanded now, before the CFG changes.
    Value n = ex.expand(plan.outerCount().tripCount(se, c), at);
    Value m = ex.expand(plan.innerCount().tripCount(se, c), at);
    RewriteValues rewrites = new RewriteValues(plan, se, ex, at, names);
    Value tripCount = null;
    if (plan.overflow() != FlattenPlan.Overflow.VERSIONED) {
      tripCount = b.binary(Opcode.MUL, m, n, "flatten.tripcount");
      if (tripCount instanceof BinaryInst mul) mul.setFlags(Flags.NUW);
    }
    if (!plan.shape().guards.isEmpty()) skipUnlessGuardsHold(b, ph);
    if (plan.overflow() == FlattenPlan.Overflow.VERSIONED) tripCount = version(n, m);
    removeGuards();
    Instruction pre = outer.preheader().terminator();
    for (Instruction i : plan.hoistAfterGuards()) i.moveBefore(pre);
    PhiInst iv = newCounter(c, tripCount);
    rewrites.apply(iv);
    dropInnerBackedge();
    FlattenedLoopCleanup.run(plan, rewrites.replaced(), ph);
  }

  /** The preheader branches to the outer loop's exit unless every guard holds. */
  private void skipUnlessGuardsHold(FoldingBuilder b, BasicBlock ph) {
    Value all = null;
    for (NestShape.Guard g : plan.shape().guards) {
      Value holds = g.continueOn() ? g.condition() : b.binary(Opcode.XOR, g.condition(), ConstantInt.getBool(true), "flatten.guard.not");
      all = all == null ? holds : b.binary(Opcode.AND, all, holds, "flatten.guard");
    }
    BasicBlock exit = outer.exitBlock();
    String base = outer.header().hasName() ? outer.header().name() : "flatten";
    BasicBlock newPh = BlockSplitter.splitEdge(ph, outer.header(), base + ".flatten.ph", names);
    LoopVersioning.branchOnChecks(ph, all, newPh, exit);
    for (Map.Entry<PhiInst, Value> e : plan.skipValues().entrySet()) e.getKey().addIncoming(e.getValue(), ph);
  }

  /** Versions the nest on {@code n * m} overflowing; returns the product, for the flattened version. */
  private Value version(Value n, Value m) {
    IntegerType c = plan.counter();
    BasicBlock check = outer.preheader();
    Instruction at = check.terminator();
    Function f = outer.header().parent();
    StructType pair = StructType.literal(List.of(c, IntegerType.I1), false);
    Function umul = IntrinsicDeclarations.get(f.parent(), "llvm.umul.with.overflow.i" + c.bits(), pair, List.of(c, c));
    FoldingBuilder b = new FoldingBuilder(at, names);
    Value call = b.insert(new CallInst(umul.functionType(), umul, List.of(n, m)), "flatten.mul");
    Value product = b.insert(new ExtractValueInst(call, new int[] {0}, c), "flatten.tripcount");
    Value overflow = b.insert(new ExtractValueInst(call, new int[] {1}, IntegerType.I1), "flatten.overflow");
    BasicBlock fastLatch = outer.latch();
    LoopVersioning.Versions v = LoopVersioning.version(outer, overflow, names);
    // The utility branches to its first version when the value is true: the original, here.
    LoopVersioning.branchOnChecks(v.checkBlock(), overflow, v.safePreheader(), v.fastPreheader());
    LoopMarks.mark(fastLatch.terminator(), List.of(LoopMarks.strings(FlattenLegality.VERSIONED_MARKER),
        LoopMarks.strings(VERSIONED_LOOP, "versioned_loop")));
    LoopMarks.mark(v.safeLatch().terminator(), List.of(LoopMarks.strings(FlattenLegality.VERSIONED_MARKER)));
    safeHeader = v.safeHeader();
    return product;
  }

  /** Each guard branches on to the inner loop; the blocks it skipped to lose its entries. */
  private void removeGuards() {
    for (NestShape.Guard g : plan.shape().guards) {
      BrInst br = g.branch();
      BasicBlock from = br.parent();
      BrInst on = new BrInst(g.next());
      if (br.getMetadata("dbg") != null) on.setMetadata("dbg", br.getMetadata("dbg"));
      from.insertBefore(on, br);
      br.eraseFromParent();
      for (PhiInst p : g.skipTo().phis()) p.removeIncomingBlock(from);
    }
  }

  /**
   * The flattened loop's counter, from zero to the trip count: the outer latch's exit test
   * compares its increment with the trip count instead (inequality: the count is at least one,
   * and the increment does not wrap, so scalar evolution knows the count exactly).
   */
  private PhiInst newCounter(IntegerType c, Value tripCount) {
    BasicBlock header = outer.header(), latch = outer.latch();
    PhiInst iv = new PhiInst(c);
    iv.setName(names.unique("flatten.iv"));
    header.prepend(iv);
    BrInst br = (BrInst) latch.terminator();
    BinaryInst next = new BinaryInst(Opcode.ADD, Flags.NUW, iv, ConstantInt.get(c, 1));
    next.setName(names.unique("flatten.iv.next"));
    latch.insertBefore(next, br);
    boolean stayOnTrue = br.successor(0) == header;
    CmpInst test = new CmpInst(Opcode.ICMP, stayOnTrue ? CmpPredicate.NE : CmpPredicate.EQ, next, tripCount);
    test.setName(names.unique("flatten.cmp"));
    latch.insertBefore(test, br);
    br.setOperand(0, test);
    iv.addIncoming(ConstantInt.get(c, 0), outer.preheader());
    iv.addIncoming(next, latch);
    return iv;
  }

  /** The inner latch goes on to the inner exit: the inner loop body runs once per flattened iteration. */
  private void dropInnerBackedge() {
    BasicBlock latch = inner.latch(), header = inner.header();
    BrInst br = (BrInst) latch.terminator();
    BasicBlock exit = plan.shape().innerExit;
    BrInst on = new BrInst(exit);
    if (br.getMetadata("dbg") != null) on.setMetadata("dbg", br.getMetadata("dbg"));
    latch.insertBefore(on, br);
    br.eraseFromParent();
    for (PhiInst p : new ArrayList<>(header.phis())) p.removeIncomingBlock(latch);
  }
}
