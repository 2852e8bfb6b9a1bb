package dev.hoist.bench;

import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.pass.Options;
import dev.hoist.pass.Pass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassManager;
import dev.hoist.catalog.PassCatalog;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
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
 * The default pipeline through the {@link PassManager}, as {@code hoist} runs it, on 1 and 2
 * threads: how function passes scale once the JIT is warm (bench/pipeline-time measures the cold,
 * end-to-end runs against opt). A fresh parse per invocation, since the passes change the module.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PipelineBenchmark {
  @Param("build/corpus/csmith-35-O0.ll")
  public String file;

  @Param({"1", "2"})
  public int threads;

  private byte[] text;
  private Module module;

  @Setup(Level.Trial)
  public void load() {
    text = BenchInput.withoutOptnone(BenchInput.read(file));
  }

  @Setup(Level.Invocation)
  public void prepare() {
    module = null;
    module = LlParser.parse(text, 1);
    // The previous invocation's module is garbage now: collect it here, not in the measured run.
    System.gc();
  }

  @Benchmark
  public Module defaultPipeline() {
    List<Pass> passes = new ArrayList<>();
    passes.addAll(PassCatalog.create(PassCatalog.defaultPipeline()));
    PassContext ctx = new PassContext(new PrintStream(OutputStream.nullOutputStream()), new Options());
    new PassManager(passes, threads, file).run(module, ctx);
    return module;
  }
}
