package dev.hoist.tool;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Many inputs in one run: each module is optimized into {@code OUTDIR/<file name>}, in parallel
 * ({@code -j}); a failing file is reported and the others still complete. Exit code 1 if any failed.
 * The threads go to files first: with at least as many files as threads, each module is parsed,
 * optimized and printed on one thread (nesting would only add contention); with fewer, each file
 * gets its share.
 */
final class BatchRunner {
  private BatchRunner() {}

  static int run(CommandLine cl, List<String> passNames, Invocation io) {
    PrintStream stderr = io.stderr();
    if (cl.output == null && !cl.disableOutput) {
      stderr.println("hoist: with several input files, give an output directory with -o DIR (or -disable-output)");
      return 1;
    }
    Path outDir = cl.output == null ? null : io.path(cl.output);
    try {
      if (outDir != null) Files.createDirectories(outDir);
    } catch (java.io.IOException e) {
      stderr.println("hoist: cannot create output directory " + cl.output + ": " + e.getMessage());
      return 1;
    }
    int n = cl.inputs.size();
    AtomicInteger failed = new AtomicInteger();
    AtomicInteger done = new AtomicInteger();
    Progress progress = new Progress(n, stderr, io.stderrTty());
    int fileThreads = Math.min(cl.jobs, n);
    int threadsPerFile = Math.max(1, cl.jobs / fileThreads);
    // -pass-remarks-output names one file: every input's remarks go into it, in input order.
    byte[][] remarks = new byte[n][];
    ExecutorService pool = Executors.newFixedThreadPool(fileThreads, BatchRunner::worker);
    try {
      Future<?>[] futures = new Future<?>[n];
      for (int i = 0; i < n; i++) {
        String in = cl.inputs.get(i);
        int index = i;
        futures[i] = pool.submit(() -> {
          ByteArrayOutputStream err = new ByteArrayOutputStream();
          PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
          // The output keeps the directory as given: runOne takes relative names from io's directory.
          String out = outDir == null ? null : Path.of(cl.output).resolve(Path.of(in).getFileName()).toString();
          boolean ok = Main.runOne(cl, passNames, threadsPerFile, in, out, true, io.withStderr(errStream),
              yaml -> remarks[index] = yaml);
          if (!ok) failed.incrementAndGet();
          progress.finished(in, ok, err.toString(StandardCharsets.UTF_8));
          done.incrementAndGet();
        });
      }
      for (Future<?> f : futures) {
        try {
          f.get();
        } catch (Exception e) {
          failed.incrementAndGet();
        }
      }
    } finally {
      pool.shutdown();
    }
    String remarksFile = cl.options.get(dev.hoist.pass.Remarks.PASS_REMARKS_OUTPUT);
    if (remarksFile != null && !remarksFile.isEmpty()) {
      try {
        Main.writeAtomically(io.path(remarksFile), out -> {
          for (byte[] r : remarks) if (r != null) out.write(r);
        }, io::cancelled);
      } catch (Main.Cancelled e) {
        // the client is gone: nobody to tell
      } catch (java.io.IOException e) {
        stderr.println("hoist: " + remarksFile + ": error: " + e.getMessage());
        failed.incrementAndGet();
      }
    }
    progress.summary(failed.get());
    return failed.get() == 0 ? 0 : 1;
  }

  /** Pool threads get the stack size the hoist script gives the main thread: deep IR recurses deeply. */
  private static Thread worker(Runnable r) {
    Thread t = new Thread(null, r, "hoist-file", 16L << 20);
    t.setDaemon(true);
    return t;
  }
}
