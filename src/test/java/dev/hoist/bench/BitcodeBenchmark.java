package dev.hoist.bench;

import dev.hoist.ir.Module;
import dev.hoist.ir.bitcode.BitcodeReader;
import dev.hoist.ir.bitcode.BitcodeWriter;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.print.LlPrinter;
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

/**
 * Issue 21's speed goals on one module, side by side: reading it from bitcode against parsing its
 * text, and writing bitcode against printing text, on one thread and two (bench/jmh runs it; the
 * bitcode is Hoist's own of the module). Neither side verifies.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class BitcodeBenchmark {
  @Param("build/corpus/csmith-35-O0.ll")
  public String file;

  @Param({"1", "2"})
  public int threads;

  private byte[] text;
  private byte[] bitcode;
  private Module module;

  @Setup
  public void setUp() {
    text = BenchInput.read(file);
    module = LlParser.parse(text, threads);
    bitcode = BitcodeWriter.toBytes(module, file, threads);
  }

  @Benchmark
  public Module parseText() {
    return LlParser.parse(text, threads);
  }

  @Benchmark
  public Module readBitcode() {
    return BitcodeReader.read(bitcode, threads, null);
  }

  @Benchmark
  public long printText() throws IOException {
    CountingSink sink = new CountingSink();
    LlPrinter.print(module, sink, file, threads);
    return sink.count;
  }

  @Benchmark
  public long writeBitcode() throws IOException {
    CountingSink sink = new CountingSink();
    BitcodeWriter.write(module, sink, file, threads);
    return sink.count;
  }
}
