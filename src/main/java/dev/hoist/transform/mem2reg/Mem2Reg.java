package dev.hoist.transform.mem2reg;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.Cfg;
import dev.hoist.analysis.DominanceFrontier;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.ir.AllocaInst;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MetadataAsValue;
import dev.hoist.ir.Module;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Use;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.pass.Pass;
import dev.hoist.pass.PassContext;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code mem2reg}: promotes allocas that are only loaded and stored (LLVM's PromoteMemToReg), so
 * that the output of {@code clang -O0 -Xclang -disable-O0-optnone} becomes SSA. Phis go at the
 * iterated dominance frontier of the stores, pruned to blocks where the variable is live in; a
 * walk of the CFG then renames loads to the reaching stored values. {@code llvm.dbg.declare} of
 * a promoted variable becomes {@code llvm.dbg.value} at each store and phi, as in LLVM.
 */
public final class Mem2Reg implements Pass {
  @Override
  public String name() {
    return "mem2reg";
  }

  @Override
  public boolean run(Module m, PassContext ctx) {
    boolean changed = false;
    for (Function f : m.definedFunctions()) {
      int n = promote(f, ctx.analyses());
      if (n > 0) {
        ctx.stats().add("mem2reg", "Number of alloca's promoted", n);
        ctx.analyses().invalidate(f, Set.of(Analyses.CFG, Analyses.DOMTREE, Analyses.LOOPS));
        changed = true;
      }
    }
    return changed;
  }

  /** Promotes the promotable allocas of the entry block; returns how many. */
  public static int promote(Function f, AnalysisManager am) {
    List<AllocaInst> allocas = new ArrayList<>();
    for (Instruction i = f.entry().first(); i != null; i = i.next()) {
      if (i instanceof AllocaInst a && PromotableAlloca.isPromotable(a)) allocas.add(a);
    }
    if (allocas.isEmpty()) return 0;
    Cfg cfg = am.get(f, Analyses.CFG);
    DominatorTree dt = am.get(f, Analyses.DOMTREE);
    new Promoter(f, cfg, dt, allocas).run();
    return allocas.size();
  }

  /** The state of one promotion run over a function. */
  private static final class Promoter {
    private final Function f;
    private final Cfg cfg;
    private final DominatorTree dt;
    private final List<AllocaInst> allocas;
    private final Map<AllocaInst, Integer> index = new IdentityHashMap<>();
    private final Map<PhiInst, Integer> phiAlloca = new IdentityHashMap<>();
    private final List<List<CallBase>> dbgDeclares = new ArrayList<>();
    private final NameUniquer names;
    private Function dbgValue;

    Promoter(Function f, Cfg cfg, DominatorTree dt, List<AllocaInst> allocas) {
      this.f = f;
      this.cfg = cfg;
      this.dt = dt;
      this.allocas = allocas;
      this.names = new NameUniquer(f);
      for (int k = 0; k < allocas.size(); k++) index.put(allocas.get(k), k);
    }

    void run() {
      DominanceFrontier df = DominanceFrontier.compute(dt);
      for (int k = 0; k < allocas.size(); k++) {
        AllocaInst a = allocas.get(k);
        dbgDeclares.add(removeMarkersAndCollectDbg(a));
        placePhis(a, k, df);
      }
      rename();
      for (int k = 0; k < allocas.size(); k++) {
        for (CallBase c : dbgDeclares.get(k)) eraseCall(c);
        AllocaInst a = allocas.get(k);
        // Loads in unreachable blocks were never renamed: they read undef.
        for (Use u : a.uses()) {
          if (u.user() instanceof LoadInst l) {
            l.replaceAllUsesWith(ConstantSimple.undef(l.type()));
            l.eraseFromParent();
          } else if (u.user() instanceof StoreInst s) {
            s.eraseFromParent();
          } else if (u.user() instanceof MetadataAsValue mv) {
            u.set(ConstantSimple.undef(a.type()));
          }
        }
        if (!a.hasUses()) a.eraseFromParent();
      }
      removeTrivialPhis();
    }

    /** Drops lifetime markers (and casts feeding only them); returns the variable's dbg.declare calls. */
    private List<CallBase> removeMarkersAndCollectDbg(AllocaInst a) {
      List<CallBase> dbg = new ArrayList<>();
      for (Use u : a.uses()) {
        Value user = u.user();
        if (user instanceof CallBase c && PromotableAlloca.isLifetimeMarker(c)) {
          eraseCall(c);
        } else if (user instanceof Instruction cast && !(user instanceof LoadInst) && !(user instanceof StoreInst)) {
          for (Use cu : cast.uses()) {
            if (cu.user() instanceof CallBase c) eraseCall(c);
            else if (cu.user() instanceof MetadataAsValue mv) cu.set(ConstantSimple.undef(cast.type()));
          }
          if (!cast.hasUses()) cast.eraseFromParent();
        } else if (user instanceof MetadataAsValue mv) {
          for (Use mu = mv.firstUse(); mu != null; mu = mu.nextUse()) {
            if (mu.user() instanceof CallBase c && PromotableAlloca.isDbgDeclare(c) && !dbg.contains(c)) dbg.add(c);
          }
        }
      }
      return dbg;
    }

    private static void eraseCall(CallBase c) {
      if (c.parent() != null) {
        c.replaceAllUsesWith(ConstantSimple.undef(c.type()));
        c.eraseFromParent();
      }
    }

    /** Inserts empty phis for alloca {@code k} at the pruned iterated dominance frontier of its stores. */
    private void placePhis(AllocaInst a, int k, DominanceFrontier df) {
      BitSet defs = new BitSet();
      Set<BasicBlock> useBlocks = new HashSet<>();
      for (Use u = a.firstUse(); u != null; u = u.nextUse()) {
        if (u.user() instanceof StoreInst s && s.parent() != null) defs.set(cfg.index(s.parent()));
        if (u.user() instanceof LoadInst l && l.parent() != null) useBlocks.add(l.parent());
      }
      BitSet liveIn = liveInBlocks(a, defs, useBlocks);
      BitSet idf = df.iterated(defs);
      idf.and(liveIn);
      String base = a.hasName() ? a.name() : "";
      int version = 0;
      for (int b = idf.nextSetBit(0); b >= 0; b = idf.nextSetBit(b + 1)) {
        PhiInst phi = new PhiInst(a.allocatedType());
        phi.setName(base.isEmpty() ? null : names.unique(base + "." + version++));
        cfg.block(b).prepend(phi);
        phiAlloca.put(phi, k);
      }
    }

    /** Blocks where the variable is live on entry: a load precedes any store there, or it flows through. */
    private BitSet liveInBlocks(AllocaInst a, BitSet defs, Set<BasicBlock> useBlocks) {
      BitSet live = new BitSet();
      ArrayDeque<Integer> work = new ArrayDeque<>();
      for (BasicBlock b : useBlocks) {
        int bi = cfg.index(b);
        if (defs.get(bi)) {
          // Live in only if a load comes before the first store in the block.
          boolean loadFirst = false;
          for (Instruction i = b.first(); i != null; i = i.next()) {
            if (i instanceof StoreInst s && s.pointer() == a) break;
            if (i instanceof LoadInst l && l.pointer() == a) {
              loadFirst = true;
              break;
            }
          }
          if (!loadFirst) continue;
        }
        if (!live.get(bi)) {
          live.set(bi);
          work.add(bi);
        }
      }
      while (!work.isEmpty()) {
        int b = work.poll();
        for (int p : cfg.preds(b)) {
          if (defs.get(p) || live.get(p)) continue;
          live.set(p);
          work.add(p);
        }
      }
      return live;
    }

    private record Visit(BasicBlock block, BasicBlock pred, Value[] values) {}

    /** Walks the CFG from the entry, carrying each variable's current value. */
    private void rename() {
      int n = allocas.size();
      Value[] init = new Value[n];
      for (int k = 0; k < n; k++) init[k] = ConstantSimple.undef(allocas.get(k).allocatedType());
      boolean[] visited = new boolean[cfg.size()];
      ArrayDeque<Visit> work = new ArrayDeque<>();
      work.push(new Visit(f.entry(), null, init));
      while (!work.isEmpty()) {
        Visit v = work.pop();
        BasicBlock bb = v.block();
        Value[] vals = v.values();
        if (v.pred() != null) {
          int edges = 0;
          for (BasicBlock s : v.pred().successors()) if (s == bb) edges++;
          for (PhiInst phi : bb.phis()) {
            Integer k = phiAlloca.get(phi);
            if (k == null) continue;
            for (int e = 0; e < edges; e++) phi.addIncoming(vals[k], v.pred());
          }
        }
        int bi = cfg.index(bb);
        if (visited[bi]) continue;
        visited[bi] = true;
        vals = vals.clone();
        for (Instruction i = bb.first(); i != null; ) {
          Instruction next = i.next();
          if (i instanceof PhiInst phi) {
            Integer k = phiAlloca.get(phi);
            if (k != null) {
              vals[k] = phi;
              dbgValueAfterPhis(k, phi, bb);
            }
          } else if (i instanceof LoadInst l && l.pointer() instanceof AllocaInst a && index.containsKey(a)) {
            l.replaceAllUsesWith(vals[index.get(a)]);
            l.eraseFromParent();
          } else if (i instanceof StoreInst s && s.pointer() instanceof AllocaInst a && index.containsKey(a)) {
            int k = index.get(a);
            vals[k] = s.value();
            dbgValueBefore(k, s.value(), s);
            s.eraseFromParent();
          }
          i = next;
        }
        List<BasicBlock> succs = bb.successors();
        for (int s = succs.size() - 1; s >= 0; s--) {
          BasicBlock succ = succs.get(s);
          if (succs.indexOf(succ) != s) continue; // each successor once; phis count edges
          work.push(new Visit(succ, bb, vals));
        }
      }
    }

    private void dbgValueBefore(int k, Value v, Instruction pos) {
      for (CallBase decl : dbgDeclares.get(k)) {
        CallInst dv = makeDbgValue(decl, v);
        if (dv != null) dv.insertBefore(pos);
      }
    }

    private void dbgValueAfterPhis(int k, PhiInst phi, BasicBlock bb) {
      for (CallBase decl : dbgDeclares.get(k)) {
        CallInst dv = makeDbgValue(decl, phi);
        if (dv == null) continue;
        Instruction at = bb.firstInsertionPoint();
        if (at != null) dv.insertBefore(at);
        else bb.append(dv);
      }
    }

    /** {@code call void @llvm.dbg.value(metadata T v, <var>, <expr>), !dbg <declare's location>}. */
    private CallInst makeDbgValue(CallBase decl, Value v) {
      if (decl.numArgs() < 3) return null;
      Function fn = dbgValueFunction(decl);
      MetadataAsValue md = v instanceof dev.hoist.ir.constant.Constant c
          ? new MetadataAsValue(new dev.hoist.ir.metadata.ValueAsMetadata(c))
          : new MetadataAsValue(new dev.hoist.ir.metadata.LocalValueRef(0), v);
      CallInst call = new CallInst(fn.functionType(), fn, List.of(md, decl.arg(1), decl.arg(2)));
      call.setMetadata("dbg", decl.getMetadata("dbg"));
      return call;
    }

    private Function dbgValueFunction(CallBase decl) {
      if (dbgValue != null) return dbgValue;
      Module m = f.parent();
      dbgValue = m.getFunction("llvm.dbg.value");
      if (dbgValue == null) {
        Function declare = decl.calledFunction();
        dev.hoist.ir.type.FunctionType ft = declare.functionType();
        dbgValue = new Function(ft, (dev.hoist.ir.type.PointerType) declare.type(), "llvm.dbg.value");
        dbgValue.setAttributes(declare.attributes());
        m.addFunction(dbgValue);
      }
      return dbgValue;
    }

    /** Phis whose entries are all one value (or the phi itself) are that value. */
    private void removeTrivialPhis() {
      boolean changed = true;
      while (changed) {
        changed = false;
        for (PhiInst phi : new ArrayList<>(phiAlloca.keySet())) {
          if (phi.parent() == null) continue;
          Value common = null;
          boolean trivial = true;
          for (int i = 0; i < phi.numIncoming(); i++) {
            Value v = phi.incomingValue(i);
            if (v == phi) continue;
            if (common == null) common = v;
            else if (!dev.hoist.ir.constant.ConstantEquality.same(common, v)) trivial = false;
          }
          if (!trivial) continue;
          if (common == null) common = ConstantSimple.undef(phi.type());
          phi.replaceAllUsesWith(common);
          phi.eraseFromParent();
          changed = true;
        }
      }
    }
  }
}
