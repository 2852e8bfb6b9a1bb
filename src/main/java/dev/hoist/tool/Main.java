package dev.hoist.tool;

import dev.hoist.ir.Module;
import dev.hoist.ir.bitcode.BitcodeError;
import dev.hoist.ir.bitcode.BitcodeReader;
import dev.hoist.ir.bitcode.BitcodeWriter;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.parse.ParseError;
import dev.hoist.ir.print.LlPrinter;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.ir.verify.VerifierError;
import dev.hoist.catalog.PassCatalog;
import dev.hoist.pass.Pass;
import dev.hoist.pass.PassContext;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.PassManager;
import dev.hoist.pass.PassTimers;
import dev.hoist.pass.Remarks;
import dev.hoist.pass.Statistics;
import dev.hoist.util.FileBytes;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code hoist} command: an opt-like driver.
 *
 * <pre>
 *   hoist [-passes=P1,P2,...] [-S] [-o FILE] [-disable-output] [FILE|-]
 *   hoist [-passes=...] -o OUTDIR A.ll B.ll ...      (each input to OUTDIR/&lt;name&gt;)
 * </pre>
 *
 * Errors in the input are reported as one {@code file:line:col: error: message} line on stderr with
 * exit code 1; output files are written atomically, so a failed run leaves none behind.
 */
public final class Main {
  static final String VERSION = "0.1.0";

  private Main() {}

  public static void main(String[] args) {
    int rc = run(args, System.in, System.out, System.err);
    System.out.flush();
    System.exit(rc);
  }

  /**
   * Runs the command with the given streams and returns its exit code; the test suite's lit runner
   * calls this in-process.
   */
  public static int run(String[] args, java.io.InputStream stdin, PrintStream stdout, PrintStream stderr) {
    return run(args, Invocation.of(stdin, stdout, stderr));
  }

  /** Runs the command as {@code io} sees the world (a {@link Daemon} run: its client's directory and streams). */
  static int run(String[] args, Invocation io) {
    PrintStream stdout = io.stdout();
    PrintStream stderr = io.stderr();
    CommandLine cl;
    try {
      cl = CommandLine.parse(args);
    } catch (CommandLine.UsageError e) {
      stderr.println("hoist: " + e.getMessage());
      return 1;
    }
    if (cl.help) {
      stdout.print(Help.text());
      return 0;
    }
    if (cl.version) {
      stdout.println("Hoist version " + VERSION + " (an LLVM 14 IR loop optimizer)");
      return 0;
    }
    List<String> passNames;
    try {
      passNames = passNames(cl);
    } catch (IllegalArgumentException e) {
      stderr.println("hoist: " + e.getMessage());
      return 1;
    }
    if (cl.inputs.isEmpty()) cl.inputs.add("-");
    // Several inputs, or one input and an existing directory as -o: each file goes into the directory.
    boolean intoDirectory = cl.output != null && !cl.inputs.get(0).equals("-") && java.nio.file.Files.isDirectory(io.path(cl.output));
    if (cl.inputs.size() > 1 || intoDirectory) return BatchRunner.run(cl, args, passNames, io);
    return runOne(cl, passNames, cl.jobs, cl.inputs.get(0), cl.output, false, io, null) ? 0 : 1;
  }

  /** The names of the passes {@code cl} asks for: -passes=, or the default pipeline. */
  static List<String> passNames(CommandLine cl) {
    List<String> names = new ArrayList<>();
    for (PassInfo p : cl.passes == null ? PassCatalog.defaultPipeline() : PassCatalog.parse(cl.passes)) names.add(p.name());
    return names;
  }

  /**
   * Parses, verifies, optimizes and writes one module on up to {@code threads} threads; reports
   * failures on {@code stderr}. The input is bitcode or text, told by its first bytes. The output
   * is text with -S, else bitcode (as opt's); in a batch ({@code batch}), each input's own format
   * unless -S or -emit-bitcode say otherwise, and an output named {@code .ll}/{@code .bc} is renamed
   * to its format. With {@code remarksOut} (batch runs), the YAML remarks of
   * {@code -pass-remarks-output} are handed to it instead of written, so that the caller writes
   * every file's remarks into one stream.
   */
  static boolean runOne(CommandLine cl, List<String> passNames, int threads, String input, String output, boolean batch,
      Invocation io, java.util.function.Consumer<byte[]> remarksOut) {
    PrintStream stdout = io.stdout();
    PrintStream stderr = io.stderr();
    String file = input.equals("-") ? "<stdin>" : input;
    byte[] src;
    try {
      src = input.equals("-") ? io.stdin().readAllBytes() : FileBytes.read(io.path(input));
    } catch (IOException e) {
      stderr.println("hoist: " + file + ": error: could not open input file: " + reason(e));
      return false;
    }
    boolean timing = System.getenv("HOIST_TIMING") != null;
    boolean bitcodeInput = BitcodeReader.isBitcode(src);
    boolean textOutput = cl.textOutput || batch && !cl.bitcodeOutput && !bitcodeInput;
    if (batch && output != null) output = OutputFormat.renamed(output, textOutput);
    long t0 = System.nanoTime();
    try {
      boolean report = cl.options.has(CommandLine.REPORT);
      PassContext ctx = new PassContext(stderr, cl.options, report || cl.options.has(Remarks.PASS_REMARKS_OUTPUT));
      PassTimers parseTimer = ctx.timers() == null ? null : new PassTimers();
      long[] parseStart = parseTimer == null ? null : PassTimers.now();
      // The input verifier runs inside the parse (on each body as it is parsed), unless it is timed.
      boolean verifyInParse = !cl.disableVerify && ctx.timers() == null;
      if (BitcodeReader.hasDamagedSignature(src)) {
        throw new BitcodeError("invalid bitcode signature: neither 'BC' 0xC0DE nor the wrapper's 0x0B17C0DE", 0);
      }
      Module m = bitcodeInput ? BitcodeReader.read(src, threads, verifyInParse ? Verifier::verify : null)
          : LlParser.parse(src, threads, verifyInParse ? Verifier::verify : null);
      src = null; // the module holds what it needs: the text would stay live through every pass
      String layout = cl.options.get(CommandLine.DATA_LAYOUT);
      if (layout != null && !layout.isEmpty()) m.setDataLayout(layout);
      if (parseTimer != null) parseTimer.addSince("Parse IR", parseStart);
      long t1 = System.nanoTime();
      if (!cl.disableVerify && !verifyInParse) verifyInput(m, threads, ctx.timers());
      long t2 = System.nanoTime();
      if (timing) stderr.printf("parse %.0f ms, verify %.0f ms%n", (t1 - t0) / 1e6, (t2 - t1) / 1e6);
      var recorder = report ? dev.hoist.report.ReportRecorder.before(m, moduleId(input)) : null;
      List<Pass> passes = new ArrayList<>();
      for (String name : passNames) passes.add(PassCatalog.pass(name).create());
      if (new PassManager(passes, threads, moduleId(input)).run(m, ctx)) m.invalidateUseListOrders();
      if (timing) stderr.printf("passes %.0f ms%n", (System.nanoTime() - t2) / 1e6);
      if (ctx.timers() != null) {
        ctx.timers().print(stderr, "... Pass execution timing report ...");
        parseTimer.print(stderr, "LLVM IR Parsing");
      }
      // A daemon's client killed meanwhile (make interrupted): a file written now would outlive
      // the command that was to write it.
      if (io.cancelled()) return false;
      if (recorder != null && !recorder.finish(m, ctx, passNames, cl.options.get(CommandLine.REPORT), io.cwd(), stderr)) {
        return false;
      }
      if (cl.options.get(Statistics.STATS) && !ctx.stats().isEmpty()) ctx.stats().print(stderr);
      String remarksFile = cl.options.get(Remarks.PASS_REMARKS_OUTPUT);
      if (remarksFile != null && !remarksFile.isEmpty()) {
        byte[] yaml = Remarks.yaml(ctx.remarks().all()).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        if (remarksOut != null) remarksOut.accept(yaml);
        else if (remarksFile.equals("-")) stdout.write(yaml, 0, yaml.length); // opt's "-": standard output
        else writeAtomically(io.path(remarksFile), out -> out.write(yaml), io::cancelled);
      }
      if (cl.disableOutput) return true;
      long t3 = System.nanoTime();
      Writer emit = out -> {
        if (textOutput) LlPrinter.print(m, out, moduleId(input), threads);
        else BitcodeWriter.write(m, out, moduleId(input), threads);
      };
      if (output == null || output.equals("-")) {
        if (!textOutput && io.stdoutTty() && !cl.force) {
          stderr.print(OutputFormat.BITCODE_TO_TERMINAL);
          return true;
        }
        emit.write(stdout);
        stdout.flush();
      } else {
        writeAtomically(io.path(output), emit, io::cancelled);
      }
      if (timing) stderr.printf("print %.0f ms%n", (System.nanoTime() - t3) / 1e6);
      return true;
    } catch (ParseError e) {
      stderr.println(file + ":" + e.line() + ":" + e.column() + ": error: " + e.getMessage());
      return false;
    } catch (BitcodeError e) {
      if (System.getenv("HOIST_DEBUG") != null) e.printStackTrace(stderr);
      stderr.println(e.format(file));
      return false;
    } catch (VerifierError e) {
      // A module read from bitcode has no lines to point at.
      if (bitcodeInput) stderr.println(file + ": error: " + e.getMessage());
      else stderr.println(file + ":" + e.line() + ":" + e.column() + ": error: " + e.getMessage());
      return false;
    } catch (Cancelled e) {
      return false; // nobody to tell
    } catch (IOException e) {
      stderr.println("hoist: " + (output == null ? "<stdout>" : output) + ": error: " + reason(e));
      return false;
    } catch (OutOfMemoryError e) {
      // The module is unreachable once this frame is left, so there is memory again to say so.
      stderr.println(file + ": error: out of memory: the heap is limited to " + (Runtime.getRuntime().maxMemory() >> 20)
          + " MB (bin/hoist sizes it to the input; HOIST_JVM_OPTS=-Xmx<size> sets it)");
      return false;
    } catch (RuntimeException | StackOverflowError e) {
      stderr.println(internalError(file, e, stderr));
      return false;
    }
  }

  /**
   * The message for what a run did not expect, its stack trace first on {@code stderr} when
   * {@code HOIST_DEBUG} is set.
   */
  static String internalError(String file, Throwable e, PrintStream stderr) {
    if (System.getenv("HOIST_DEBUG") != null) e.printStackTrace(stderr);
    return file + ":0:0: error: internal error: " + e + " (set HOIST_DEBUG=1 for a stack trace)";
  }

  /** The input verifier, timed as opt's {@code VerifierPass} (opt runs it first, as a module pass). */
  private static void verifyInput(Module m, int threads, PassTimers timers) {
    if (timers != null) timers.start("VerifierPass");
    try {
      Verifier.verify(m, threads);
    } finally {
      if (timers != null) timers.stop();
    }
  }

  private static String moduleId(String input) {
    return input.equals("-") ? "<stdin>" : input;
  }

  /**
   * The system's words for the common failures, as opt prints them; NIO's message for those is
   * only the file name, which the caller has already printed.
   */
  private static String reason(IOException e) {
    if (e instanceof java.nio.file.NoSuchFileException) return "No such file or directory";
    if (e instanceof java.nio.file.AccessDeniedException) return "Permission denied";
    if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) return f.getReason();
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  interface Writer {
    void write(OutputStream out) throws IOException;
  }

  /**
   * Writes through a temporary file in the target's directory, then renames it into place, so a
   * failure never leaves a half-written file. Special files ({@code /dev/null}, pipes) and
   * symbolic links ({@code /dev/stdout} is one, to the file the shell redirected to) are written
   * directly: renaming over them would replace the device or the link.
   */
  static void writeAtomically(Path target, Writer w) throws IOException {
    writeAtomically(target, w, () -> false);
  }

  /** Thrown by {@link #writeAtomically} when the run was cancelled before the file was in place. */
  static final class Cancelled extends IOException {
    Cancelled() {
      super("cancelled");
    }
  }

  /**
   * {@link #writeAtomically(Path, Writer)}, unless {@code cancelled} (a daemon's client killed
   * meanwhile) says otherwise just before the rename: then the temporary file is removed and
   * {@link Cancelled} thrown.
   */
  static void writeAtomically(Path target, Writer w, java.util.function.BooleanSupplier cancelled) throws IOException {
    if (Files.isSymbolicLink(target) || Files.exists(target) && !Files.isRegularFile(target)) {
      try (OutputStream out = new java.io.BufferedOutputStream(FileBytes.newOutputStream(target), 1 << 16)) {
        w.write(out);
      }
      return;
    }
    Path tmp = createTemporary(target);
    boolean ok = false;
    try {
      try (OutputStream out = new java.io.BufferedOutputStream(FileBytes.newOutputStream(tmp), 1 << 16)) {
        w.write(out);
      }
      try {
        // Keep the permissions a plain create would give (the temporary file is owner-only).
        Files.setPosixFilePermissions(tmp, Files.exists(target) ? Files.getPosixFilePermissions(target)
            : java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
      } catch (UnsupportedOperationException e) {
        // not a POSIX file system: keep the defaults
      }
      if (cancelled.getAsBoolean()) throw new Cancelled();
      Files.move(tmp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
          java.nio.file.StandardCopyOption.ATOMIC_MOVE);
      ok = true;
    } finally {
      if (!ok) Files.deleteIfExists(tmp);
    }
  }

  private static final java.util.concurrent.atomic.AtomicLong TEMPORARIES = new java.util.concurrent.atomic.AtomicLong();

  /**
   * A new file next to {@code target}, named after it, this process and a counter. Not
   * Files.createTempFile: its random names come from SecureRandom, whose providers cost class
   * loading and seeding at the start of every run.
   */
  private static Path createTemporary(Path target) throws IOException {
    Path dir = target.toAbsolutePath().getParent();
    String base = "." + target.getFileName() + "." + ProcessHandle.current().pid() + ".";
    while (true) {
      Path tmp = dir.resolve(base + TEMPORARIES.incrementAndGet() + ".tmp");
      try {
        return Files.createFile(tmp, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
            java.nio.file.attribute.PosixFilePermissions.fromString("rw-------")));
      } catch (UnsupportedOperationException e) {
        return Files.createFile(tmp); // not a POSIX file system
      } catch (java.nio.file.FileAlreadyExistsException e) {
        // left behind by an earlier process with this pid: try the next number
      }
    }
  }

  static List<String> copy(List<String> l) {
    return new ArrayList<>(l);
  }

  static byte[] capture(Writer w) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    w.write(b);
    return b.toByteArray();
  }
}
