package dev.hoist.testutil;

import dev.hoist.analysis.Analyses;
import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.Value;
import dev.hoist.pass.AnalysisManager;

/**
 * A small hand-made function with loops, parsed and verified, with its analyses: what the tests
 * of loop analyses and loop transforms start from.
 *
 * <pre>
 *   LoopFixture fx = LoopFixture.of(ir, "f");
 *   Loop l = fx.loop("loop");                  // by header name
 *   LoadInst x = fx.inst("x");                 // by value name
 * </pre>
 */
public final class LoopFixture {
  public final Module module;
  public final Function f;
  public final AnalysisManager am = new AnalysisManager();

  private LoopFixture(Module module, Function f) {
    this.module = module;
    this.f = f;
  }

  public static LoopFixture of(String ll, String function) {
    Module m = Hoist.parse(ll);
    Function f = m.getFunction(function);
    if (f == null) throw new IllegalArgumentException("no function @" + function);
    return new LoopFixture(m, f);
  }

  public ScalarEvolution se() {
    return am.get(f, ScalarEvolution.KEY);
  }

  public AliasAnalysis aa() {
    return am.get(f, AliasAnalysis.KEY);
  }

  public DominatorTree dt() {
    return am.get(f, Analyses.DOMTREE);
  }

  /** The loop whose header is named {@code header}. */
  public Loop loop(String header) {
    for (Loop l : am.get(f, Analyses.LOOPS).loopsPreorder()) if (header.equals(l.header().name())) return l;
    throw new IllegalArgumentException("no loop %" + header + " in @" + f.name());
  }

  /** The argument or instruction named {@code name} (without %). */
  public Value value(String name) {
    for (Argument a : f.args()) if (name.equals(a.name())) return a;
    for (BasicBlock b : f.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) if (name.equals(i.name())) return i;
    }
    throw new IllegalArgumentException("no value %" + name + " in @" + f.name());
  }

  @SuppressWarnings("unchecked")
  public <T extends Instruction> T inst(String name) {
    return (T) value(name);
  }

  /** The block named {@code name}. */
  public BasicBlock block(String name) {
    for (BasicBlock b : f.blocks()) if (name.equals(b.name())) return b;
    throw new IllegalArgumentException("no block %" + name + " in @" + f.name());
  }
}
