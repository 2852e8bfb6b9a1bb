package dev.hoist.transform.util;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * {@code lcssa}: loop-closed SSA form. A value defined in a loop and used after it is routed
 * through a phi in each exit block ({@code %x.lcssa = phi [ %x, %latch ]}), so that transforms
 * that change the loop only have to fix up those phis. Loops are handled innermost first, so a
 * value leaving several loops gets a phi at each level, as in LLVM.
 */
public final class Lcssa implements FunctionPass {
  public static final PassInfo INFO = new PassInfo("lcssa", "LCSSAPass",
      "loop-closed SSA form: values used after a loop leave it through exit phis", Lcssa::new, List.of());

  /** Only phis are added: the CFG, dominators and loops stay as they were. */
  public static final Preserved PRESERVED = Preserved.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS);

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public Preserved run(Function f, PassContext ctx) {
    LoopInfo li = ctx.analyses().get(f, Analyses.LOOPS);
    if (li.isEmpty()) return Preserved.all();
    return Preserved.ifChanged(form(li, ctx.analyses().get(f, Analyses.DOMTREE), new NameUniquer(f), l -> false), PRESERVED);
  }

  /** Puts every loop of {@code li} but those {@code skip} selects in LCSSA form, innermost first. */
  public static boolean form(LoopInfo li, DominatorTree dt, NameUniquer names, Predicate<Loop> skip) {
    if (!anyUseOutside(li)) return false;
    boolean changed = false;
    for (Loop l : li.loopsInnermostFirst()) if (!skip.test(l)) changed |= formForLoop(l, dt, names);
    return changed;
  }

  /**
   * Whether some value defined in a loop is used outside its innermost loop: whether {@link #form}
   * has anything to do. The loop pass managers ask after every change, and the function is nearly
   * always in LCSSA form still; walking each loop's blocks checks an instruction once per loop
   * around it, this walk once, as a use inside the innermost loop is inside every loop around it.
   */
  static boolean anyUseOutside(LoopInfo li) {
    for (Loop top : li.topLevelLoops()) {
      for (BasicBlock b : top.blocks()) {
        Loop l = li.loopFor(b);
        for (Instruction i = b.first(); i != null; i = i.next()) {
          if (i.type().isToken() || i.type().isVoid()) continue;
          for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
            BasicBlock ub = BasicBlock.usedIn(u);
            if (ub == null) continue;
            if (ub != b && !l.contains(ub)) return true;
          }
        }
      }
    }
    return false;
  }

  /** Puts every value of loop {@code l} used outside it behind exit-block phis. */
  public static boolean formForLoop(Loop l, DominatorTree dt, NameUniquer names) {
    boolean changed = false;
    List<BasicBlock> exits = l.exitBlocks();
    if (exits.isEmpty()) return false;
    for (BasicBlock b : new ArrayList<>(l.blocks())) {
      // Walked in place: forming adds phis only at the tops of blocks, never removes an instruction of the loop.
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i.type().isToken() || i.type().isVoid() || i.firstUse() == null) continue;
        changed |= formForInstruction(i, l, exits, dt, names);
      }
    }
    return changed;
  }

  static boolean formForInstruction(Instruction i, Loop l, List<BasicBlock> exits, DominatorTree dt,
      NameUniquer names) {
    List<Use> outside = null; // made for the first use outside: most values have none
    for (Use u = i.firstUse(); u != null; u = u.nextUse()) {
      BasicBlock ub = BasicBlock.usedIn(u);
      if (ub == null) continue;
      // A use inside the loop, or a phi taking the value from inside it (an LCSSA phi among them).
      if (l.contains(ub)) continue;
      if (outside == null) outside = new ArrayList<>();
      outside.add(u);
    }
    if (outside == null) return false;
    Map<BasicBlock, PhiInst> phis = new HashMap<>();
    SsaUpdater ssa = new SsaUpdater(i.type(), i.hasName() ? i.name() : null, names);
    ssa.addAvailableValue(i.parent(), i);
    for (BasicBlock e : exits) {
      if (!dt.dominates(i.parent(), e)) continue;
      PhiInst phi = new PhiInst(i.type());
      phi.setName(names.unique(i.hasName() ? i.name() + ".lcssa" : null));
      for (BasicBlock p : e.predecessorEdges()) {
        phi.addIncoming(i, p);
        // An exit reached from outside the loop too (no dedicated exits): that entry is a use
        // outside the loop like any other, rewritten below (as LLVM does).
        if (!l.contains(p)) outside.add(phi.operandUse(phi.numIncoming() - 1));
      }
      e.prepend(phi);
      phis.put(e, phi);
      ssa.addAvailableValue(e, phi);
    }
    // With one exit phi, it dominates every use outside the loop (the definition dominates them,
    // and they are reached through the one exit it dominates), so no phis need placing (as LLVM).
    PhiInst only = phis.size() == 1 ? phis.values().iterator().next() : null;
    for (Use u : outside) {
      Instruction user = (Instruction) u.user();
      if (only != null) {
        u.set(only);
      } else if (!(user instanceof PhiInst) && phis.containsKey(user.parent())) {
        u.set(phis.get(user.parent()));
      } else {
        ssa.rewriteUse(u);
      }
    }
    // Phis that ended up unused (no use was reached through that exit) are removed again.
    for (PhiInst phi : phis.values()) {
      if (!phi.hasUses()) phi.eraseFromParent();
    }
    return true;
  }
}
