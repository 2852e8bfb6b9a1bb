package dev.hoist.bench;

import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.print.LlPrinter;
import dev.hoist.ir.verify.Verifier;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Parsing, verifying and printing one module, on one thread and on all cores (bench/jmh runs it). */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class FrontEndBenchmark {
  @Param("build/corpus/csmith-35-O0.ll")
  public String file;

  @Param({"1", "2"})
  public int threads;

  private byte[] text;
  private Module parsed;

  @Setup
  public void setUp() {
    text = BenchInput.read(file);
    parsed = LlParser.parse(text, threads);
  }

  @Benchmark
  public Module parse() {
    return LlParser.parse(text, threads);
  }

  @Benchmark
  public Module verify() {
    Verifier.verify(parsed, threads);
    return parsed;
  }

  @Benchmark
  public long print() throws IOException {
    CountingSink sink = new CountingSink();
    LlPrinter.print(parsed, sink, file, threads);
    return sink.count;
  }
}
