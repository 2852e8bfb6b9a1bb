package dev.hoist.bench;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.PostDominatorTree;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.alias.MemoryLocation;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.pass.AnalysisManager;
import dev.hoist.pass.Options;
import dev.hoist.pass.PassContext;
import dev.hoist.catalog.PassCatalog;
import dev.hoist.transform.licm.LicmOptions;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The analyses of issue 3, computed from scratch for every function of a module (after mem2reg):
 * dominator trees and loops alone, and everything together ({@link #allAnalyses}: dominators,
 * post-dominators, loops, the backedge-taken count of every loop, and the alias queries LICM
 * makes for every loop). Issue 3 asks that this take less time than parsing the
 * module ({@link FrontEndBenchmark#parse}); bench/jmh runs both.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class AnalysisBenchmark {
  @Param("build/corpus/csmith-35-O0.ll")
  public String file;

  private Module module;

  @Setup
  public void setUp() {
    module = LlParser.parse(BenchInput.withoutOptnone(BenchInput.read(file)), 1);
    PassCatalog.pass("mem2reg").create().run(module, new PassContext(new PrintStream(OutputStream.nullOutputStream()), new Options()));
  }

  @Benchmark
  public int dominatorsAndLoops() {
    int n = 0;
    AnalysisManager am = new AnalysisManager();
    for (Function f : module.definedFunctions()) {
      DominatorTree dt = am.get(f, Analyses.DOMTREE);
      LoopInfo li = am.get(f, Analyses.LOOPS);
      n += li.topLevelLoops().size() + (dt == null ? 0 : 1);
    }
    return n;
  }

  @Benchmark
  public int allAnalyses() {
    int n = 0;
    AnalysisManager am = new AnalysisManager();
    for (Function f : module.definedFunctions()) {
      DominatorTree dt = am.get(f, Analyses.DOMTREE);
      n += PostDominatorTree.compute(am.get(f, Analyses.CFG)).cfg().size();
      LoopInfo li = am.get(f, Analyses.LOOPS);
      if (li.topLevelLoops().isEmpty()) continue;
      ScalarEvolution se = am.get(f, ScalarEvolution.KEY);
      for (Loop l : li.loopsInnermostFirst()) {
        if (!se.isCouldNotCompute(se.backedgeTakenCount(l))) n++;
      }
      AliasAnalysis aa = am.get(f, AliasAnalysis.KEY);
      for (Loop l : li.loopsInnermostFirst()) n += licmAliasQueries(aa, l);
      n += dt == null ? 0 : 1;
    }
    return n;
  }

  /**
   * The alias queries LICM makes for a loop: whether anything in the loop may modify what each
   * load of the loop reads (until the first writer that may), unless the loop has more accesses
   * than LICM's cap.
   */
  private static int licmAliasQueries(AliasAnalysis aa, Loop l) {
    List<Instruction> writers = new ArrayList<>();
    List<LoadInst> loads = new ArrayList<>();
    int accesses = 0;
    for (BasicBlock b : l.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i.mayWriteMemory()) writers.add(i);
        if (i.mayReadMemory()) accesses++;
        if (i instanceof LoadInst ld) loads.add(ld);
      }
    }
    if (writers.size() + accesses > LicmOptions.DEFAULT.maxAccessesPerLoop()) return 0;
    int invalidated = 0;
    for (LoadInst ld : loads) {
      MemoryLocation loc = MemoryLocation.get(ld);
      for (Instruction w : writers) {
        if (aa.getModRefInfo(w, loc).isMod()) {
          invalidated++;
          break;
        }
      }
    }
    return invalidated;
  }
}
