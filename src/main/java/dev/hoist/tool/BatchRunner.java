package dev.hoist.tool;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Many inputs in one run: each module is optimized into {@code OUTDIR/<file name>}, in parallel
 * ({@code -j}); a failing file is reported and the others still complete. Exit code 1 if any failed.
 * The threads go to files first: with at least as many files as threads, each module is parsed,
 * optimized and printed on one thread (nesting would only add contention); with fewer, each file
 * gets its share. Each thread takes the next file not yet taken, the largest first: a long file
 * taken last would leave the other threads idle while it runs.
 *
 * <p>In the native image each thread runs its files in an isolate of its own ({@link
 * IsolateWorker}): the image's collector is serial and stops every thread of its heap, so with one
 * shared heap every collection would idle all threads but one.
 */
final class BatchRunner {
  private BatchRunner() {}

  /** What one file's run leaves for the batch: success, its stderr, its YAML remarks (or null). */
  record FileResult(boolean ok, String stderr, byte[] remarks) {}

  /** Runs files, one at a time, for one of the batch's threads. */
  interface Worker extends AutoCloseable {
    FileResult run(int index);

    @Override
    default void close() {}
  }

  static int run(CommandLine cl, String[] args, List<String> passNames, Invocation io) {
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
    Progress progress = new Progress(n, stderr, io.stderrTty());
    int fileThreads = Math.min(cl.jobs, n);
    int threadsPerFile = Math.max(1, cl.jobs / fileThreads);
    // -pass-remarks-output names one file: every input's remarks go into it, in input order.
    byte[][] remarks = new byte[n][];
    // Isolates only for this process's own run (a daemon's runs have their client's directory)
    // and for one thread per file (an isolate is torn down when its files are done: a pass's
    // helper threads would keep it alive).
    boolean isolates = inNativeImage() && fileThreads > 1 && threadsPerFile == 1 && io.isProcess();
    int[] order = largestFirst(cl.inputs, io);
    AtomicInteger next = new AtomicInteger();
    Runnable loop = () -> {
      Worker here = inProcess(cl, passNames, threadsPerFile, io);
      try (Worker w = isolates ? IsolateWorker.create(args, here) : here) {
        for (int t; (t = next.getAndIncrement()) < n; ) {
          int i = order[t];
          FileResult r;
          try {
            r = w.run(i);
          } catch (RuntimeException | Error e) {
            r = internalError(cl.inputs.get(i), e, stderr);
          }
          remarks[i] = r.remarks();
          if (!r.ok()) failed.incrementAndGet();
          progress.finished(cl.inputs.get(i), r.ok(), r.stderr());
        }
      }
    };
    Thread[] threads = new Thread[fileThreads];
    for (int t = 0; t < fileThreads; t++) {
      // Pool threads get the stack size the hoist script gives the main thread: deep IR recurses deeply.
      threads[t] = new Thread(null, loop, "hoist-file", 16L << 20);
      threads[t].setDaemon(true);
      threads[t].start();
    }
    for (Thread t : threads) {
      try {
        t.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        failed.incrementAndGet();
        break;
      }
    }
    String remarksFile = cl.options.get(dev.hoist.pass.Remarks.PASS_REMARKS_OUTPUT);
    if (remarksFile != null && !remarksFile.isEmpty()) {
      try {
        if (remarksFile.equals("-")) { // opt's "-": standard output
          for (byte[] r : remarks) if (r != null) io.stdout().write(r, 0, r.length);
        } else {
          Main.writeAtomically(io.path(remarksFile), out -> {
            for (byte[] r : remarks) if (r != null) out.write(r);
          }, io::cancelled);
        }
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

  /**
   * Whether this is the native image running (not the JVM, where {@link IsolateWorker} cannot even
   * be loaded: the image builder provides its API). Asked at run time: the image may initialize
   * classes while it is built.
   */
  private static boolean inNativeImage() {
    return "runtime".equals(System.getProperty("org.graalvm.nativeimage.imagecode"));
  }

  /** The inputs' indices, the largest file first (one that cannot be read counts as empty: it fails at once). */
  private static int[] largestFirst(List<String> inputs, Invocation io) {
    long[] size = new long[inputs.size()];
    for (int i = 0; i < size.length; i++) {
      try {
        if (!inputs.get(i).equals("-")) size[i] = Files.size(io.path(inputs.get(i)));
      } catch (java.io.IOException | RuntimeException e) {
        // runOne reports it
      }
    }
    return java.util.stream.IntStream.range(0, size.length).boxed()
        .sorted((a, b) -> size[a] != size[b] ? Long.compare(size[b], size[a]) : Integer.compare(a, b))
        .mapToInt(Integer::intValue).toArray();
  }

  /** A worker on this thread and heap. */
  private static Worker inProcess(CommandLine cl, List<String> passNames, int threadsPerFile, Invocation io) {
    return index -> runFile(cl, passNames, threadsPerFile, index, io);
  }

  /** Runs input {@code index} of {@code cl} into the output directory, its stderr captured. */
  static FileResult runFile(CommandLine cl, List<String> passNames, int threads, int index, Invocation io) {
    String in = cl.inputs.get(index);
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
    // The output keeps the directory as given: runOne takes relative names from io's directory.
    String out = cl.output == null ? null : Path.of(cl.output).resolve(Path.of(in).getFileName()).toString();
    byte[][] yaml = new byte[1][];
    boolean ok = Main.runOne(cl, passNames, threads, in, out, true, io.withStderr(errStream), y -> yaml[0] = y);
    return new FileResult(ok, err.toString(StandardCharsets.UTF_8), yaml[0]);
  }

  /**
   * What runOne does not expect (it reports the errors it knows): the file fails as a file, and the
   * others go on.
   */
  static FileResult internalError(String in, Throwable e, PrintStream stderr) {
    return new FileResult(false, Main.internalError(in, e, stderr) + System.lineSeparator(), null);
  }
}
