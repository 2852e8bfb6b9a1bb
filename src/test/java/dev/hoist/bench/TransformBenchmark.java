package dev.hoist.bench;

import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.pass.Options;
import dev.hoist.pass.PassContext;
import dev.hoist.catalog.PassCatalog;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One pass on a module prepared by the passes before it in the default pipeline (a fresh copy per
 * invocation, since passes change the module): {@code licm} after mem2reg, loop-simplify and lcssa,
 * and the whole default pipeline. Compare with {@link FrontEndBenchmark#parse} on the same file.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class TransformBenchmark {
  @Param("build/corpus/csmith-35-O0.ll")
  public String file;

  @Param({"licm", "mem2reg", "loop-simplify", "lcssa", "licm-rotate", "default"})
  public String pass;

  private byte[] text;
  private Module module;
  private PassContext ctx;

  @Setup(Level.Trial)
  public void load() {
    text = BenchInput.withoutOptnone(BenchInput.read(file));
  }

  @Setup(Level.Invocation)
  public void prepare() {
    module = null;
    ctx = null;
    module = LlParser.parse(text, 1);
    ctx = new PassContext(new PrintStream(OutputStream.nullOutputStream()), new Options());
    for (String p : PassCatalog.DEFAULT_PIPELINE) {
      if (p.equals(pass) || pass.equals("default")) break;
      PassCatalog.pass(p).create().run(module, ctx);
    }
    // The previous invocation's module is garbage now: collect it here, not in the measured pass.
    System.gc();
  }

  @Benchmark
  public Module run() {
    List<String> passes = pass.equals("default") ? PassCatalog.DEFAULT_PIPELINE : List.of(pass);
    for (String p : passes) PassCatalog.pass(p).create().run(module, ctx);
    return module;
  }
}
