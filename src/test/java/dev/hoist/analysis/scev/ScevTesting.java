package dev.hoist.analysis.scev;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.Value;
import dev.hoist.testutil.Hoist;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** Small helpers shared by the scalar-evolution tests. */
final class ScevTesting {
  private ScevTesting() {}

  static Module parse(String text) {
    return Hoist.parse(text);
  }

  /** A file of src/test/resources/scev. */
  static String resource(String name) {
    try (InputStream in = ScevTesting.class.getResourceAsStream("/scev/" + name)) {
      if (in == null) throw new IllegalArgumentException("no resource " + name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  static ScalarEvolution analyse(Function f) {
    DominatorTree dt = DominatorTree.compute(f);
    return new ScalarEvolution(f, dt, LoopInfo.compute(dt));
  }

  static ScalarEvolution analyse(Module m, String function) {
    Function f = m.getFunction(function);
    if (f == null) throw new IllegalArgumentException("no function @" + function);
    return analyse(f);
  }

  /** The loop whose header is named {@code header} (without %). */
  static Loop loop(ScalarEvolution se, String header) {
    for (Loop l : se.loopInfo().loopsPreorder()) if (header.equals(l.header().name())) return l;
    throw new IllegalArgumentException("no loop %" + header + " in @" + se.function().name());
  }

  /** The exact backedge-taken count as print&lt;scalar-evolution&gt; shows it, or "unpredictable". */
  static String count(ScalarEvolution se, String header) {
    Scev be = se.backedgeTakenCount(loop(se, header));
    return se.isCouldNotCompute(be) ? "unpredictable" : se.text(be);
  }

  static String max(ScalarEvolution se, String header) {
    Scev m = se.constantMaxBackedgeTakenCount(loop(se, header));
    return se.isCouldNotCompute(m) ? "unpredictable" : se.text(m);
  }

  /** The instruction (or argument) named {@code name} in {@code f}. */
  static Value value(Function f, String name) {
    for (int i = 0; i < f.numArgs(); i++) if (name.equals(f.arg(i).name())) return f.arg(i);
    for (BasicBlock b : f.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) if (name.equals(i.name())) return i;
    }
    throw new IllegalArgumentException("no value %" + name + " in @" + f.name());
  }

  static String scevText(ScalarEvolution se, String name) {
    return se.text(se.getSCEV(value(se.function(), name)));
  }
}
