package dev.hoist.transform.loopversioning;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.transform.util.BlockSplitter;
import dev.hoist.transform.util.LoopCloner;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Builds two versions of a loop behind a runtime check, in the shape of LLVM's LoopVersioning
 * utility:
 *
 * <pre>
 *   for.body.lver.check:          ; the old preheader: computes the checks
 *     ...
 *     br i1 %lver.merged, label %for.body.ph, label %for.body.ph.lver.orig
 *   for.body.ph.lver.orig:        ; safe version: a copy of the loop, as it was
 *     br label %for.body.lver.orig
 *   ...
 *   for.body.ph:                  ; fast version: the original loop
 *     br label %for.body
 *   ...
 *   exit:                         ; both versions leave through the loop's exits
 *     %x.lcssa = phi [ %x, %for.body ], [ %x.lver.orig, %for.body.lver.orig ]
 * </pre>
 *
 * The original loop becomes the fast version so that the names a user knows stay on the code
 * that normally runs. Exits are shared; loop-simplify gives each version its own exits afterwards.
 * The checks come from {@link RuntimeCheckEmitter}, the fast version's scoped no-alias metadata
 * from {@link NoAliasScopes}, the markers that keep the versions from being transformed again from
 * {@link LoopMarks}. The vectorizer builds its fast version itself (a vector loop, not a copy) and
 * shares the checks and the choice between the two ({@link #branchOnChecks}).
 */
public final class LoopVersioning {
  private LoopVersioning() {}

  /** The blocks a versioning created or renamed, and the safe version's latch. */
  public record Versions(BasicBlock checkBlock, BasicBlock fastPreheader, BasicBlock safePreheader, BasicBlock safeHeader,
      BasicBlock safeLatch) {}

  /**
   * Versions {@code loop} (in simplified and LCSSA form) behind {@code ok}, already computed (in
   * the preheader, or before it): the fast version runs when it is true.
   */
  public static Versions version(Loop loop, Value ok, NameUniquer names) {
    BasicBlock header = loop.header();
    BasicBlock pre = loop.preheader();
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
    branchOnChecks(pre, ok, fastPh, safePh);
    return new Versions(pre, fastPh, safePh, safeHeader, (BasicBlock) map.get(latch));
  }

  /**
   * Ends {@code checkBlock} (which jumps to one successor) with {@code br i1 ok, fast, safe}
   * instead, keeping the old branch's debug location.
   */
  public static void branchOnChecks(BasicBlock checkBlock, Value ok, BasicBlock fast, BasicBlock safe) {
    Instruction old = checkBlock.terminator();
    BrInst choose = new BrInst(ok, fast, safe);
    if (old.getMetadata("dbg") != null) choose.setMetadata("dbg", old.getMetadata("dbg"));
    checkBlock.insertBefore(choose, old);
    old.eraseFromParent();
  }
}
