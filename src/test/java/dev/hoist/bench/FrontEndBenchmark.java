package dev.hoist.bench;

import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.print.LlPrinter;
import dev.hoist.ir.verify.Verifier;
import java.io.IOException;
import java.io.OutputStream;
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

  /** Counts the bytes printed, so that the benchmark measures the printer and not a buffer. */
  private static final class CountingSink extends OutputStream {
    long count;

    @Override
    public void write(int b) {
      count++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      count += len;
    }
  }
}
