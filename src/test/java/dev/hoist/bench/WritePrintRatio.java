package dev.hoist.bench;

import com.sun.management.ThreadMXBean;
import dev.hoist.ir.Module;
import dev.hoist.ir.bitcode.BitcodeWriter;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.print.LlPrinter;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * Writing bitcode against printing text on one module, one thread, the two alternating in one
 * process and timed by the thread's CPU time: on a shared machine the load moves between JMH's two
 * benchmarks (run minutes apart) more than between two rounds here. Prints the medians of the
 * second half of the rounds (the first half warms up), their ratio and the bytes each allocates.
 *
 * <pre>
 *   java -Xss16m -cp target/test-classes:target/classes dev.hoist.bench.WritePrintRatio big.ll 30
 * </pre>
 */
public final class WritePrintRatio {
  private WritePrintRatio() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: WritePrintRatio FILE.ll ROUNDS");
      System.exit(1);
    }
    Module m = LlParser.parse(BenchInput.read(args[0]), 1);
    int rounds = Math.max(2, Integer.parseInt(args[1]));
    ThreadMXBean t = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    long[] write = new long[rounds];
    long[] print = new long[rounds];
    long writeBytes = 0;
    long printBytes = 0;
    for (int i = 0; i < rounds; i++) {
      long a0 = t.getCurrentThreadAllocatedBytes();
      long t0 = t.getCurrentThreadCpuTime();
      BitcodeWriter.write(m, new CountingSink(), args[0], 1);
      long t1 = t.getCurrentThreadCpuTime();
      long a1 = t.getCurrentThreadAllocatedBytes();
      LlPrinter.print(m, new CountingSink(), args[0], 1);
      long t2 = t.getCurrentThreadCpuTime();
      writeBytes = a1 - a0;
      printBytes = t.getCurrentThreadAllocatedBytes() - a1;
      write[i] = t1 - t0;
      print[i] = t2 - t1;
    }
    double w = median(write) / 1e6;
    double p = median(print) / 1e6;
    System.out.printf("write bitcode %.1f ms, print text %.1f ms (CPU, medians of the last %d of %d rounds): ratio %.3f%n",
        w, p, rounds - rounds / 2, rounds, w / p);
    System.out.printf("allocated per round: bitcode %.1f MB, text %.1f MB%n", writeBytes / 1e6, printBytes / 1e6);
  }

  private static long median(long[] all) {
    long[] last = Arrays.copyOfRange(all, all.length / 2, all.length);
    Arrays.sort(last);
    return last[last.length / 2];
  }
}
