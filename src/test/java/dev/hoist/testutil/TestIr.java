package dev.hoist.testutil;

import dev.hoist.analysis.DominatorTree;
import dev.hoist.analysis.Loop;
import dev.hoist.analysis.LoopInfo;
import dev.hoist.analysis.alias.AliasAnalysis;
import dev.hoist.analysis.scev.ScalarEvolution;
import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.Value;
import dev.hoist.tool.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One function of a small hand-written module, for tests of transforms' legality and policy
 * classes: its values, blocks and loops found by name, and the analyses those classes take
 * (dominators, loops, alias analysis), computed on the function as it is when asked.
 *
 * <pre>
 *   TestIr ir = TestIr.of(ll, "f");
 *   Loop l = ir.loop("loop");                 // the loop whose header is %loop
 *   Instruction v = ir.inst("v");             // %v
 * </pre>
 *
 * {@link #run} runs the {@code hoist} command line in-process (as the lit runner does) and parses
 * what it prints, for tests that look at a whole pass's result without depending on how the pass
 * is called from Java.
 */
public final class TestIr {
  public final Module module;
  public final Function f;
  private DominatorTree dt;
  private LoopInfo li;
  private ScalarEvolution se;

  private TestIr(Module module, String function) {
    this.module = module;
    this.f = module.getFunction(function);
    if (f == null) throw new IllegalArgumentException("no function @" + function);
  }

  /** Parses (and verifies) {@code ll} and picks function {@code function}. */
  public static TestIr of(String ll, String function) {
    return new TestIr(Hoist.parse(ll), function);
  }

  /** Function {@code function} of a module already parsed. */
  public static TestIr of(Module m, String function) {
    return new TestIr(m, function);
  }

  /** Argument or instruction {@code %name}. */
  public Value value(String name) {
    for (Argument a : f.args()) if (name.equals(a.name())) return a;
    return inst(name);
  }

  /** Instruction {@code %name}. */
  public Instruction inst(String name) {
    for (BasicBlock b : f.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) if (name.equals(i.name())) return i;
    }
    throw new IllegalArgumentException("no instruction %" + name + " in @" + f.name());
  }

  /** Block {@code %name}. */
  public BasicBlock block(String name) {
    for (BasicBlock b : f.blocks()) if (name.equals(b.name())) return b;
    throw new IllegalArgumentException("no block %" + name + " in @" + f.name());
  }

  /** The names of the function's blocks, in layout order. */
  public List<String> blockNames() {
    List<String> out = new ArrayList<>();
    for (BasicBlock b : f.blocks()) out.add(b.name());
    return out;
  }

  /** The instructions of {@code %block} that are instances of {@code kind}, in order. */
  public <T extends Instruction> List<T> instructions(String block, Class<T> kind) {
    List<T> out = new ArrayList<>();
    for (Instruction i = block(block).first(); i != null; i = i.next()) if (kind.isInstance(i)) out.add(kind.cast(i));
    return out;
  }

  public DominatorTree dt() {
    if (dt == null) dt = DominatorTree.compute(f);
    return dt;
  }

  public LoopInfo loops() {
    if (li == null) li = LoopInfo.compute(dt());
    return li;
  }

  /** The loop whose header is {@code %header}. */
  public Loop loop(String header) {
    for (Loop l : loops().loopsPreorder()) if (header.equals(l.header().name())) return l;
    throw new IllegalArgumentException("no loop with header %" + header + " in @" + f.name());
  }

  /** Scalar evolution of the function, on {@link #loops()}. */
  public ScalarEvolution se() {
    if (se == null) se = new ScalarEvolution(f, dt(), loops());
    return se;
  }

  /** A fresh alias analysis of the function. */
  public AliasAnalysis aa() {
    return AliasAnalysis.of(f);
  }

  /** Forgets the analyses, after the function changed. */
  public void changed() {
    dt = null;
    li = null;
    se = null;
  }

  /** What {@code hoist -S ARGS} prints for {@code ll}, parsed (it must succeed). */
  public static Module run(String ll, String... args) {
    List<String> all = new ArrayList<>(List.of(args));
    all.add("-S");
    all.add("-j");
    all.add("1");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      rc = Main.run(all.toArray(String[]::new), new ByteArrayInputStream(ll.getBytes(StandardCharsets.UTF_8)), o, e);
    }
    if (rc != 0) throw new IllegalStateException("hoist " + String.join(" ", args) + " failed (" + rc + "): " + err);
    return Hoist.parse(out.toString(StandardCharsets.UTF_8));
  }
}
