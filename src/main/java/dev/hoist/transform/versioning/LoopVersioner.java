package dev.hoist.transform.versioning;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.transform.util.BlockSplitter;
import dev.hoist.transform.util.LoopCloner;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Builds the two versions of a loop, in the shape of LLVM's LoopVersioning:
 *
 * <pre>
 *   for.body.lver.check:          ; the old preheader: computes the checks
 *     ...
 *     br i1 %lver.merged, label %for.body.ph, label %for.body.ph.lver.orig
 *   for.body.ph.lver.orig:        ; safe version: a copy of the loop, as it was
 *     br label %for.body.lver.orig
 *   ...
 *   for.body.ph:                  ; fast version: the original loop, with scoped no-alias metadata
 *     br label %for.body
 *   ...
 *   exit:                         ; both versions leave through the loop's exits
 *     %x.lcssa = phi [ %x, %for.body ], [ %x.lver.orig, %for.body.lver.orig ]
 * </pre>
 *
 * The original loop becomes the fast version so that the names a user knows stay on the code
 * that normally runs. Exits are shared; loop-simplify gives each version its own exits afterwards.
 */
final class LoopVersioner {
  private LoopVersioner() {}

  /** The blocks a versioning created or renamed. */
  record Versions(BasicBlock checkBlock, BasicBlock fastPreheader, BasicBlock safePreheader, BasicBlock safeHeader) {}

  /**
   * Versions {@code loop} (in simplified and LCSSA form) by {@code plan}, with the checks computed
   * before {@code checkAt} (the preheader's terminator, or an outer loop's preheader's).
   */
  static Versions version(Loop loop, Plan plan, ScalarEvolution se, Instruction checkAt, boolean annotate,
      NameUniquer names) {
    BasicBlock header = loop.header();
    BasicBlock pre = loop.preheader();
    Function f = header.parent();
    IntegerType intPtr = IntegerType.get(f.parent().layout().pointerSizeInBits(0));
    Value ok = CheckEmitter.emit(plan, se, checkAt, intPtr, names);

    // Snapshot the loop before blocks are added around it.
    List<BasicBlock> loopBlocks = new ArrayList<>(loop.blocks());
    List<BasicBlock> exits = loop.exitBlocks();
    BasicBlock latch = loop.latch();

    String base = header.hasName() ? header.name() : null;
    BasicBlock fastPh = BlockSplitter.splitEdge(pre, header, base == null ? null : base + ".ph", names);
    if (base != null) pre.setName(names.unique(base + ".lver.check"));

    List<BasicBlock> toClone = new ArrayList<>();
    toClone.add(fastPh);
    toClone.addAll(loopBlocks);
    Map<Value, Value> map = LoopCloner.cloneBlocks(toClone, ".lver.orig", fastPh, names);
    BasicBlock safePh = (BasicBlock) map.get(fastPh);
    BasicBlock safeHeader = (BasicBlock) map.get(header);

    // The copy leaves through the same exits: every exit phi gets the copy's incoming values.
    for (BasicBlock exit : exits) {
      for (PhiInst phi : exit.phis()) {
        int n = phi.numIncoming();
        for (int k = 0; k < n; k++) {
          BasicBlock from = phi.incomingBlock(k);
          if (!loopBlocks.contains(from)) continue;
          Value v = phi.incomingValue(k);
          phi.addIncoming(map.getOrDefault(v, v), (BasicBlock) map.get(from));
        }
      }
    }

    // The old preheader now chooses between the versions.
    Instruction oldTerm = pre.terminator();
    BrInst choose = new BrInst(ok, fastPh, safePh);
    if (oldTerm.getMetadata("dbg") != null) choose.setMetadata("dbg", oldTerm.getMetadata("dbg"));
    pre.insertBefore(choose, oldTerm);
    oldTerm.eraseFromParent();

    if (annotate) annotate(plan);
    LoopMarks.mark(latch.terminator(), List.of(List.of(LoopMarks.DISABLE), List.of(LoopMarks.VERSIONED, "versioned_loop")));
    LoopMarks.mark(((BasicBlock) map.get(latch)).terminator(), List.of(List.of(LoopMarks.DISABLE)));
    return new Versions(pre, fastPh, safePh, safeHeader);
  }

  /** Scoped no-alias metadata on the fast version: each group is apart from the groups it was checked against. */
  private static void annotate(Plan plan) {
    int n = plan.groups().size();
    NoAliasScopes scopes = new NoAliasScopes(n);
    List<List<Integer>> apart = new ArrayList<>();
    for (int k = 0; k < n; k++) apart.add(new ArrayList<>());
    for (int[] p : plan.pairs()) {
      if (!apart.get(p[0]).contains(p[1])) apart.get(p[0]).add(p[1]);
      if (!apart.get(p[1]).contains(p[0])) apart.get(p[1]).add(p[0]);
    }
    for (int k = 0; k < n; k++) {
      for (Instruction a : plan.groups().get(k).accesses) scopes.annotate(a, k, apart.get(k));
    }
  }
}
