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
import dev.hoist.ir.metadata.DebugLocations;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.pass.FunctionPass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.Preserved;
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
public final class Mem2Reg implements FunctionPass {
  public static final PassInfo INFO = new PassInfo("mem2reg", "PromotePass",
      "promotes allocas to SSA registers", Mem2Reg::new, List.of());

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public Preserved run(Function f, PassContext ctx) {
    int n = promote(f, ctx.analyses());
    ctx.stats().add("mem2reg", "Number of alloca's promoted", n);
    return Preserved.ifChanged(n > 0, Analyses.CFG_ANALYSES);
  }

  /**
   * Promotes the promotable allocas of the entry block; returns how many. Rounds repeat, as in
   * LLVM, since promoting one alloca can make another promotable (a pointer to it stored in a
   * promoted alloca and loaded back becomes a direct use).
   */
  public static int promote(Function f, AnalysisManager am) {
    int total = 0;
    while (true) {
      List<AllocaInst> allocas = new ArrayList<>();
      for (Instruction i = f.entry().first(); i != null; i = i.next()) {
        if (i instanceof AllocaInst a && PromotableAlloca.isPromotable(a)) allocas.add(a);
      }
      if (allocas.isEmpty()) return total;
      Cfg cfg = am.get(f, Analyses.CFG);
      DominatorTree dt = am.get(f, Analyses.DOMTREE);
      new Promoter(f, cfg, dt, allocas).run();
      total += allocas.size();
    }
  }

  /** The state of one promotion run over a function. */
  private static final class Promoter {
    private final Function f;
    private final Cfg cfg;
    private final DominatorTree dt;
    private final List<AllocaInst> allocas;
    private final Map<AllocaInst, Integer> index = new IdentityHashMap<>();
    private final Map<PhiInst, Integer> phiAlloca = new IdentityHashMap<>();
    private final Map<AllocaInst, List<CallBase>> declares = new IdentityHashMap<>();
    private final NameUniquer names;
    private Function dbgValue;

    Promoter(Function f, Cfg cfg, DominatorTree dt, List<AllocaInst> allocas) {
      this.f = f;
      this.cfg = cfg;
      this.dt = dt;
      this.allocas = new ArrayList<>(allocas);
      this.names = new NameUniquer(f);
    }

    private List<CallBase> declaresOf(AllocaInst a) {
      return declares.getOrDefault(a, List.of());
    }

    void run() {
      collectDbgDeclares();
      takeFastPaths();
      if (allocas.isEmpty()) return;
      for (int k = 0; k < allocas.size(); k++) index.put(allocas.get(k), k);
      DominanceFrontier df = DominanceFrontier.compute(dt);
      for (int k = 0; k < allocas.size(); k++) placePhis(allocas.get(k), k, df);
      rename();
      fillUnreachableEntries();
      for (int k = 0; k < allocas.size(); k++) {
        for (CallBase c : declaresOf(allocas.get(k))) eraseCall(c);
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

    /**
     * Finds the {@code llvm.dbg.declare} of each alloca. Metadata operands do not keep use lists,
     * so the calls are found by a scan of the function rather than from the alloca.
     */
    private void collectDbgDeclares() {
      // A call to llvm.dbg.declare needs its declaration in the module: without one (no debug
      // information), there is nothing to find.
      if (f.parent() != null && f.parent().getFunction("llvm.dbg.declare") == null) return;
      for (BasicBlock b : f.blocks()) {
        for (Instruction i = b.first(); i != null; i = i.next()) {
          if (i instanceof CallBase c && PromotableAlloca.isDbgDeclare(c) && c.numArgs() >= 3
              && c.arg(0) instanceof MetadataAsValue mv && mv.numOperands() == 1
              && mv.operand(0) instanceof AllocaInst a) {
            declares.computeIfAbsent(a, k -> new ArrayList<>()).add(c);
          }
        }
      }
    }

    /** Drops lifetime markers (and casts feeding only them). */
    private void removeMarkers(AllocaInst a) {
      for (Use u : a.uses()) {
        Value user = u.user();
        if (user instanceof CallBase c && PromotableAlloca.isLifetimeMarker(c)) {
          eraseCall(c);
        } else if (user instanceof Instruction cast && !(user instanceof LoadInst) && !(user instanceof StoreInst)) {
          for (Use cu : cast.uses()) {
            if (cu.user() instanceof CallBase c) eraseCall(c);
            else if (cu.user() instanceof MetadataAsValue) cu.set(ConstantSimple.undef(cast.type()));
          }
          if (!cast.hasUses()) cast.eraseFromParent();
        }
      }
    }

    private static void eraseCall(CallBase c) {
      if (c.parent() != null) {
        c.replaceAllUsesWith(ConstantSimple.undef(c.type()));
        c.eraseFromParent();
      }
    }

    /**
     * LLVM's PromoteMem2Reg handles three easy cases before placing phis, in the order of the
     * entry block: dead allocas, allocas stored once (loads the store dominates take its value,
     * and every load does when the value is no instruction), and allocas used in one block. A
     * handled alloca leaves the list by swapping with the last one, exactly as in LLVM, since
     * that order decides where phis are placed and how they are named.
     */
    private void takeFastPaths() {
      for (int k = 0; k < allocas.size(); k++) {
        AllocaInst a = allocas.get(k);
        removeMarkers(a);
        boolean done;
        if (!hasAccesses(a)) {
          for (Use u : a.uses()) if (u.user() instanceof MetadataAsValue) u.set(ConstantSimple.undef(a.type()));
          a.eraseFromParent();
          done = true;
        } else {
          List<StoreInst> stores = new ArrayList<>();
          for (Use u = a.firstUse(); u != null; u = u.nextUse()) if (u.user() instanceof StoreInst st) stores.add(st);
          done = stores.size() == 1 && rewriteSingleStore(a, stores.get(0))
              || onlyUsedInOneBlock(a) && rewriteSingleBlock(a, stores);
        }
        if (done) {
          allocas.set(k, allocas.get(allocas.size() - 1));
          allocas.remove(allocas.size() - 1);
          k--;
        }
      }
    }

    private static boolean hasAccesses(AllocaInst a) {
      for (Use u = a.firstUse(); u != null; u = u.nextUse()) if (!(u.user() instanceof MetadataAsValue)) return true;
      return false;
    }

    private static boolean onlyUsedInOneBlock(AllocaInst a) {
      BasicBlock only = null;
      for (Use u = a.firstUse(); u != null; u = u.nextUse()) {
        if (!(u.user() instanceof Instruction i)) continue;
        if (only == null) only = i.parent();
        else if (only != i.parent()) return false;
      }
      return true;
    }

    /** Position of each instruction in its block, computed once per block on demand. */
    private final Map<BasicBlock, Map<Instruction, Integer>> positions = new IdentityHashMap<>();

    private int position(Instruction i) {
      Map<Instruction, Integer> m = positions.computeIfAbsent(i.parent(), b -> {
        Map<Instruction, Integer> p = new IdentityHashMap<>();
        int n = 0;
        for (Instruction x = b.first(); x != null; x = x.next()) p.put(x, n++);
        return p;
      });
      Integer p = m.get(i);
      return p == null ? -1 : p;
    }

    /** LLVM's rewriteSingleStoreAlloca; false (with some loads already rewritten) when a load is not covered. */
    private boolean rewriteSingleStore(AllocaInst a, StoreInst store) {
      Value v = store.value();
      boolean anywhere = !(v instanceof Instruction);
      boolean allDone = true;
      for (Use u : a.uses()) {
        if (!(u.user() instanceof LoadInst l)) continue;
        if (!anywhere) {
          boolean covered = l.parent() == store.parent() ? position(store) < position(l) : dt.dominates(store.parent(), l.parent());
          if (!covered) {
            allDone = false;
            continue;
          }
        }
        l.replaceAllUsesWith(v == l ? dev.hoist.ir.constant.ConstantSimple.poison(l.type()) : v);
        l.eraseFromParent();
      }
      if (!allDone) return false;
      dbgValueBefore(a, v, store);
      for (CallBase c : declaresOf(a)) eraseCall(c);
      store.eraseFromParent();
      for (Use u : a.uses()) if (u.user() instanceof MetadataAsValue) u.set(ConstantSimple.undef(a.type()));
      a.eraseFromParent();
      return true;
    }

    /** LLVM's promoteSingleBlockAlloca: each load takes the nearest store above it; false if a load precedes every store. */
    private boolean rewriteSingleBlock(AllocaInst a, List<StoreInst> stores) {
      int[] storePos = new int[stores.size()];
      List<StoreInst> sorted = new ArrayList<>(stores);
      sorted.sort(java.util.Comparator.comparingInt(this::position));
      for (int k = 0; k < sorted.size(); k++) storePos[k] = position(sorted.get(k));
      for (Use u : a.uses()) {
        if (!(u.user() instanceof LoadInst l)) continue;
        int lp = position(l);
        int k = -1;
        for (int s = 0; s < storePos.length && storePos[s] < lp; s++) k = s;
        Value v;
        if (k < 0) {
          if (!sorted.isEmpty()) return false;
          v = ConstantSimple.undef(l.type());
        } else {
          v = sorted.get(k).value();
          if (v == l) v = ConstantSimple.poison(l.type());
        }
        l.replaceAllUsesWith(v);
        l.eraseFromParent();
      }
      for (StoreInst st : sorted) dbgValueBefore(a, st.value(), st);
      for (CallBase c : declaresOf(a)) eraseCall(c);
      for (StoreInst st : sorted) st.eraseFromParent();
      for (Use u : a.uses()) if (u.user() instanceof MetadataAsValue) u.set(ConstantSimple.undef(a.type()));
      a.eraseFromParent();
      return true;
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
        phi.setName(names.unique(base + "." + version++)); // LLVM's names: %x.0, %x.1, and %.0 for unnamed allocas
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

    /** A block to rename, reached from {@code pred} with each variable's value and the location of its last store. */
    private record Visit(BasicBlock block, BasicBlock pred, Value[] values, MDNode[] locs) {}

    /** Walks the CFG from the entry, carrying each variable's current value. */
    private void rename() {
      int n = allocas.size();
      Value[] init = new Value[n];
      for (int k = 0; k < n; k++) init[k] = ConstantSimple.undef(allocas.get(k).allocatedType());
      boolean[] visited = new boolean[cfg.size()];
      ArrayDeque<Visit> work = new ArrayDeque<>();
      work.push(new Visit(f.entry(), null, init, new MDNode[n]));
      while (!work.isEmpty()) {
        Visit v = work.pop();
        BasicBlock bb = v.block();
        Value[] vals = v.values();
        MDNode[] locs = v.locs();
        if (v.pred() != null) {
          int edges = 0;
          for (BasicBlock s : v.pred().successors()) if (s == bb) edges++;
          for (PhiInst phi : bb.phis()) {
            Integer k = phiAlloca.get(phi);
            if (k == null) continue;
            boolean first = phi.numIncoming() == 0;
            for (int e = 0; e < edges; e++) phi.addIncoming(vals[k], v.pred());
            // As LLVM: the phi's location is the merge of the locations of the stores reaching it.
            phi.setMetadata("dbg", first ? locs[k] : debugLocs.merged(phi.getMetadata("dbg"), locs[k]));
          }
        }
        int bi = cfg.index(bb);
        if (visited[bi]) continue;
        visited[bi] = true;
        vals = vals.clone();
        locs = locs.clone();
        for (Instruction i = bb.first(); i != null; ) {
          Instruction next = i.next();
          if (i instanceof PhiInst phi) {
            Integer k = phiAlloca.get(phi);
            if (k != null) {
              vals[k] = phi;
              locs[k] = phi.getMetadata("dbg");
              dbgValueAfterPhis(k, phi, bb);
            }
          } else if (i instanceof LoadInst l && l.pointer() instanceof AllocaInst a && index.containsKey(a)) {
            l.replaceAllUsesWith(vals[index.get(a)]);
            l.eraseFromParent();
          } else if (i instanceof StoreInst s && s.pointer() instanceof AllocaInst a && index.containsKey(a)) {
            int k = index.get(a);
            vals[k] = s.value();
            locs[k] = s.getMetadata("dbg");
            dbgValueBefore(allocas.get(k), s.value(), s);
            s.eraseFromParent();
          }
          i = next;
        }
        // LLVM's order: the first successor next, then the others from a LIFO worklist (the last
        // successor first). It decides the order of phi entries.
        List<BasicBlock> succs = bb.successors();
        for (int s = 1; s < succs.size(); s++) {
          BasicBlock succ = succs.get(s);
          if (succs.indexOf(succ) != s) continue; // each successor once; phis count edges
          work.push(new Visit(succ, bb, vals, locs));
        }
        if (!succs.isEmpty()) work.push(new Visit(succs.get(0), bb, vals, locs));
      }
    }

    private void dbgValueBefore(AllocaInst a, Value v, Instruction pos) {
      for (CallBase decl : declaresOf(a)) {
        CallInst dv = makeDbgValue(decl, v);
        if (dv != null) dv.insertBefore(pos);
      }
    }

    private void dbgValueAfterPhis(int k, PhiInst phi, BasicBlock bb) {
      for (CallBase decl : declaresOf(allocas.get(k))) {
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
      call.setMetadata("dbg", lineZero(decl.getMetadata("dbg")));
      return call;
    }

    private final DebugLocations debugLocs = new DebugLocations();

    /**
     * LLVM's getDebugValueLoc: the new dbg.value gets an unknown line (0) in the declare's scope
     * and inlining context, since it describes no statement of the source.
     */
    private MDNode lineZero(MDNode loc) {
      MDNode z = debugLocs.lineZeroLike(loc);
      return z == null ? loc : z;
    }

    private Function dbgValueFunction(CallBase decl) {
      if (dbgValue != null) return dbgValue;
      Module m = f.parent();
      synchronized (m) { // functions are promoted in parallel: declare it once
        dbgValue = m.getFunction("llvm.dbg.value");
        if (dbgValue == null) {
          Function declare = decl.calledFunction();
          dev.hoist.ir.type.FunctionType ft = declare.functionType();
          dbgValue = new Function(ft, (dev.hoist.ir.type.PointerType) declare.type(), "llvm.dbg.value");
          dbgValue.setAttributes(declare.attributes());
          m.addFunction(dbgValue);
        }
      }
      return dbgValue;
    }

    /** Phis whose entries are all one value (or the phi itself) are that value. */
    /**
     * The renamer gives a phi an entry for each edge from a block it reached; an edge from a block
     * unreachable from the entry gets none. Such edges get undef, as in LLVM (a block reached
     * through a dead block has such an edge; without an entry the phi would be invalid).
     */
    private void fillUnreachableEntries() {
      for (PhiInst phi : phiAlloca.keySet()) {
        List<BasicBlock> edges = phi.parent().predecessorEdges();
        if (phi.numIncoming() == edges.size()) continue; // the usual case: every edge was walked
        List<BasicBlock> have = new ArrayList<>(phi.numIncoming());
        for (int i = 0; i < phi.numIncoming(); i++) have.add(phi.incomingBlock(i));
        for (BasicBlock pred : edges) {
          if (!have.remove(pred)) phi.addIncoming(ConstantSimple.undef(phi.type()), pred);
        }
      }
    }

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
