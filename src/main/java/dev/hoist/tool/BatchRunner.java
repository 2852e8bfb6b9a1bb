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
 */
final class BatchRunner {
  private BatchRunner() {}

  static int run(CommandLine cl, List<String> passNames, PrintStream stdout, PrintStream stderr) {
    if (cl.output == null && !cl.disableOutput) {
      stderr.println("hoist: with several input files, give an output directory with -o DIR (or -disable-output)");
      return 1;
    }
    Path outDir = cl.output == null ? null : Path.of(cl.output);
    try {
      if (outDir != null) Files.createDirectories(outDir);
    } catch (java.io.IOException e) {
      stderr.println("hoist: cannot create output directory " + outDir + ": " + e.getMessage());
      return 1;
    }
    int n = cl.inputs.size();
    AtomicInteger failed = new AtomicInteger();
    AtomicInteger done = new AtomicInteger();
    Progress progress = new Progress(n, stderr);
    ExecutorService pool = Executors.newFixedThreadPool(Math.min(cl.jobs, n));
    try {
      Future<?>[] futures = new Future<?>[n];
      for (int i = 0; i < n; i++) {
        String in = cl.inputs.get(i);
        futures[i] = pool.submit(() -> {
          ByteArrayOutputStream err = new ByteArrayOutputStream();
          PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
          String out = outDir == null ? null : outDir.resolve(Path.of(in).getFileName()).toString();
          boolean ok = Main.runOne(cl, passNames, in, out, System.in, stdout, errStream);
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
    progress.summary(failed.get());
    return failed.get() == 0 ? 0 : 1;
  }
}
