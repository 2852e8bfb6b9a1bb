package dev.hoist.transform.util;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.UnreachableInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PrimitiveType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Taking a loop out of the CFG, as LLVM's deleteDeadLoop and breakLoopBackedge do: the first
 * removes a loop that computes nothing the program needs, the second the backedge of a loop that
 * never takes it, leaving its blocks to run once.
 */
public final class LoopRemoval {
  private LoopRemoval() {}

  /**
   * Deletes {@code loop} (in loop-simplify and LCSSA form, at most one exit block): its preheader
   * branches to the exit instead, which is left unreachable when there is none; each phi of the
   * exit keeps its first entry, now from the preheader (the caller made it invariant, or
   * undefined); uses left in unreachable code become undef. The variables that debug intrinsics of
   * the loop described are marked undefined at the exit, so that no value from before the loop is
   * shown where the loop was.
   */
  public static void deleteDeadLoop(Loop loop) {
    BasicBlock preheader = loop.preheader(), exit = loop.exitBlock();
    Instruction oldBr = preheader.terminator();
    Instruction newTerm = exit != null ? new BrInst(exit) : new UnreachableInst();
    newTerm.setMetadata("dbg", oldBr.getMetadata("dbg"));
    preheader.insertBefore(newTerm, oldBr);
    oldBr.eraseFromParent();
    if (exit != null) {
      for (PhiInst phi : exit.phis()) {
        phi.setIncomingBlock(0, preheader);
        for (int k = phi.numIncoming() - 1; k > 0; k--) phi.removeIncoming(k);
      }
    }
    List<CallInst> deadDebug = new ArrayList<>();
    Set<List<Object>> described = new HashSet<>();
    for (BasicBlock b : loop.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        for (Use u = i.firstUse(), next; u != null; u = next) {
          next = u.nextUse();
          if (u.user() instanceof Instruction user && user.parent() != null && !loop.contains(user.parent())) {
            u.set(ConstantSimple.undef(i.type()));
          }
        }
        // dbg.value, dbg.declare and dbg.addr: the debug intrinsics that name a variable (dbg.label has one argument).
        if (i instanceof CallInst c && c.isDebugIntrinsic() && c.numArgs() >= 3
            && c.arg(1) instanceof MetadataAsValue var && c.arg(2) instanceof MetadataAsValue expr
            && described.add(List.of(uniqued(var.metadata()), uniqued(expr.metadata())))) {
          deadDebug.add(c);
        }
      }
    }
    if (exit != null && !deadDebug.isEmpty()) {
      Function dbgValue = dbgValueDeclaration(preheader.parent(), deadDebug.get(0));
      Instruction at = exit.firstNonPhi();
      for (CallInst c : deadDebug) {
        MetadataAsValue undef = new MetadataAsValue(new ValueAsMetadata(ConstantSimple.undef(IntegerType.get(32))));
        CallInst dv = new CallInst(dbgValue.functionType(), dbgValue, List.of(undef, c.arg(1), c.arg(2)));
        MDNode loc = c.getMetadata("dbg");
        if (loc != null) dv.setMetadata("dbg", loc);
        exit.insertBefore(dv, at);
      }
    }
    List<BasicBlock> addressed = new ArrayList<>();
    for (BasicBlock b : loop.blocks()) if (BlockAddresses.taken(b)) addressed.add(b);
    for (BasicBlock b : loop.blocks()) b.eraseFromParent();
    if (!addressed.isEmpty()) BlockAddresses.zap(preheader.parent().parent(), addressed);
  }

  /**
   * Removes the backedge of {@code loop} (which has one latch), which then is no loop: an
   * unconditional latch ends in {@code unreachable}, a latch that may leave branches to its exit,
   * and any other latch reaches the header through a new block that ends in {@code unreachable}.
   * The header's phis lose the latch's entries. False, changing nothing, when the latch branches
   * to the header on more than one edge (a switch).
   */
  public static boolean breakBackedge(Loop loop, NameUniquer names) {
    BasicBlock latch = loop.latch(), header = loop.header();
    Instruction t = latch.terminator();
    int edges = 0;
    for (BasicBlock s : latch.successors()) if (s == header) edges++;
    if (edges != 1) return false;
    for (PhiInst phi : header.phis()) phi.removeIncomingBlock(latch);
    MDNode loc = t.getMetadata("dbg");
    if (t instanceof BrInst br && !br.isConditional()) {
      UnreachableInst end = new UnreachableInst();
      end.setMetadata("dbg", loc);
      latch.insertBefore(end, br);
      br.eraseFromParent();
    } else if (t instanceof BrInst br && loop.isExiting(latch)) {
      BrInst jump = new BrInst(br.successor(loop.contains(br.successor(0)) ? 1 : 0));
      // The loop's properties (llvm.loop) go with the backedge; the location and annotations stay.
      for (String kind : new String[] {"dbg", "annotation"}) {
        if (br.getMetadata(kind) != null) jump.setMetadata(kind, br.getMetadata(kind));
      }
      latch.insertBefore(jump, br);
      br.eraseFromParent();
    } else {
      BasicBlock dead = new BasicBlock(names.unique(
          (latch.hasName() ? latch.name() : "") + "." + (header.hasName() ? header.name() : "") + "_crit_edge"));
      UnreachableInst end = new UnreachableInst();
      end.setMetadata("dbg", loc);
      dead.append(end);
      latch.parent().insertBlockAfter(dead, latch);
      BlockSplitter.redirect(t, header, dead);
    }
    return true;
  }

  /**
   * What identifies {@code md} as LLVM's uniquing does: a node that is not distinct by its kind
   * and fields (two {@code !DIExpression()} written inline are one node), any other by itself.
   */
  private static Object uniqued(Metadata md) {
    return md instanceof MDNode n && !n.isDistinct() && !n.isTuple() ? List.of(n.kind(), n.fields()) : md;
  }

  /** {@code llvm.dbg.value}, declared as {@code like}'s intrinsic is when the module lacks it. */
  private static Function dbgValueDeclaration(Function f, CallInst like) {
    Value md = like.arg(0);
    return IntrinsicDeclarations.get(f.parent(), "llvm.dbg.value", PrimitiveType.VOID,
        List.of(md.type(), md.type(), md.type()));
  }
}
