package dev.hoist.transform.util;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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

  /** Puts every loop of {@code li} but those {@code skip} selects in LCSSA form, each after the loops inside it. */
  public static boolean form(LoopInfo li, DominatorTree dt, NameUniquer names, Predicate<Loop> skip) {
    if (!anyUseOutside(li)) return false;
    boolean changed = false;
    // In LLVM's order (formLCSSAOnAllLoops): the top-level loops as its loop info lists them, the
    // last in the function first, each after the loops nested in it. It decides the suffixes of
    // the phis' names.
    DebugValues dbg = new DebugValues(li.function());
    for (Loop top : li.topLevelLoops()) {
      for (Loop l : top.postOrder()) if (!skip.test(l)) changed |= formForLoop(l, li, dt, names, dbg);
    }
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

  /**
   * Puts every value of loop {@code l} used outside it behind exit-block phis. As LLVM's formLCSSA,
   * only blocks that dominate an exit are looked at (a value of another block can be used outside
   * the loop only in unreachable code, which is left as it is), and the values are taken last
   * first, each phi going to the top of its exit: the exit's phis end up in the loop's order.
   */
  private static boolean formForLoop(Loop l, LoopInfo li, DominatorTree dt, NameUniquer names, DebugValues dbg) {
    List<BasicBlock> exits = l.exitBlocks();
    if (exits.isEmpty()) return false;
    List<Instruction> work = new ArrayList<>();
    Set<BasicBlock> dominating = blocksDominatingAnExit(l, exits, dt);
    for (BasicBlock b : l.blocks()) {
      if (!dominating.contains(b)) continue;
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i.type().isToken() || i.type().isVoid() || i.firstUse() == null) continue;
        work.add(i);
      }
    }
    boolean changed = false;
    // Exit phis nothing came to use are removed once the loop is done, as LLVM removes them: until
    // then their names are taken, which decides the suffixes of the names given after them.
    List<PhiInst> unused = new ArrayList<>();
    // A phi put in an exit that is the header of another loop (no dedicated exits: loop-simplify
    // could not split an indirectbr's edge) may be used after that loop: it is put in LCSSA form
    // for that loop next, before the values still waiting, as LLVM's worklist takes it.
    ArrayDeque<PhiInst> others = new ArrayDeque<>();
    int k = work.size() - 1;
    while (k >= 0 || !others.isEmpty()) {
      if (!others.isEmpty()) {
        PhiInst phi = others.pop();
        Loop other = li.loopFor(phi.parent());
        List<BasicBlock> otherExits = other.exitBlocks();
        if (!otherExits.isEmpty()) changed |= formForInstruction(phi, other, li, otherExits, dt, names, unused, others, dbg);
      } else {
        changed |= formForInstruction(work.get(k--), l, li, exits, dt, names, unused, others, dbg);
      }
    }
    for (PhiInst phi : unused) if (!phi.hasUses()) phi.eraseFromParent();
    return changed;
  }

  /**
   * The blocks of {@code l} that dominate one of its exits: those on the dominator tree's path up
   * from each exit while it stays in the loop (each block met once, however many exits: a loop of
   * Csmith's has hundreds).
   */
  private static Set<BasicBlock> blocksDominatingAnExit(Loop l, List<BasicBlock> exits, DominatorTree dt) {
    Set<BasicBlock> out = Collections.newSetFromMap(new IdentityHashMap<>());
    for (BasicBlock e : exits) {
      for (BasicBlock b = dt.idom(e); b != null && l.contains(b) && out.add(b); b = dt.idom(b)) {
        // walked up to a block already marked, or out of the loop
      }
    }
    return out;
  }

  private static boolean formForInstruction(Instruction i, Loop l, LoopInfo li, List<BasicBlock> exits, DominatorTree dt,
      NameUniquer names, List<PhiInst> unused, ArrayDeque<PhiInst> others, DebugValues dbg) {
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
      phi.setName(names.unique((i.hasName() ? i.name() : "") + ".lcssa"));
      phi.setMetadata("dbg", i.getMetadata("dbg")); // the value's location, as LLVM gives it
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
    // Debug values after the loop describe the value as it leaves it too (LLVM: those in blocks
    // whose value the rewriting found, or all with a single exit phi).
    for (CallInst dv : dbg.of(i)) {
      BasicBlock at = dv.parent();
      if (at == null || at == i.parent() || l.contains(at)) continue;
      Value v = only != null ? only : ssa.knownAtEnd(at);
      if (v != null) dbg.replace(dv, i, v);
    }
    // Phis that ended up unused (no use was reached through that exit) are removed again.
    for (PhiInst phi : phis.values()) if (!phi.hasUses()) unused.add(phi);
    List<PhiInst> inOtherLoops = new ArrayList<>();
    for (BasicBlock e : exits) {
      PhiInst phi = phis.get(e);
      Loop other = li.loopFor(e);
      if (phi != null && phi.hasUses() && other != null && !l.contains(other)) inOtherLoops.add(phi);
    }
    for (PhiInst phi : inOtherLoops) others.push(phi);
    return true;
  }

  /**
   * The {@code llvm.dbg.value} calls of a function by the instructions they describe, found on
   * first use (their operands are metadata, which keeps no use lists): LCSSA points those after a
   * loop at the value's exit phi, as LLVM's does.
   */
  private static final class DebugValues {
    private final Function f;
    private Map<Value, List<CallInst>> byValue;

    DebugValues(Function f) {
      this.f = f;
    }

    List<CallInst> of(Value v) {
      if (byValue == null) index();
      List<CallInst> l = byValue.get(v);
      return l == null ? List.of() : new ArrayList<>(l);
    }

    private void index() {
      byValue = new HashMap<>();
      if (f.parent() == null || f.parent().getFunction("llvm.dbg.value") == null) return;
      for (BasicBlock b : f.blocks()) {
        for (Instruction i = b.first(); i != null; i = i.next()) {
          if (!(i instanceof CallInst c) || c.calledFunction() == null || !c.calledFunction().name().equals("llvm.dbg.value")
              || c.numArgs() == 0 || !(c.arg(0) instanceof MetadataAsValue md)) continue;
          for (int k = 0; k < md.numOperands(); k++) {
            if (md.operand(k) instanceof Instruction v) byValue.computeIfAbsent(v, x -> new ArrayList<>()).add(c);
          }
        }
      }
    }

    /** Makes {@code dv} describe {@code to} where it described {@code from}. */
    void replace(CallInst dv, Value from, Value to) {
      MetadataAsValue md = (MetadataAsValue) dv.arg(0);
      for (int k = 0; k < md.numOperands(); k++) if (md.operand(k) == from) md.setOperand(k, to);
      List<CallInst> old = byValue.get(from);
      if (old != null) old.remove(dv);
      byValue.computeIfAbsent(to, x -> new ArrayList<>()).add(dv);
    }
  }
}
