package dev.hoist.tool;

/** The text of {@code hoist --help}. */
final class Help {
  private Help() {}

  static final String TEXT = """
      OVERVIEW: Hoist, a loop optimizer for LLVM 14 IR (loop-invariant code motion, loop versioning, loop sinking)

      USAGE: hoist [options] [FILE|-]
             hoist [options] -o OUTDIR FILE1 FILE2 ...

      Reads LLVM 14 IR, textual (.ll) or bitcode (.bc, told by its first bytes, raw or in the
      0x0B17C0DE wrapper), from FILE, or standard input for '-' or no file, runs a pass pipeline
      and writes the module to standard output or -o: bitcode, as opt writes it, or text with -S.

      OPTIONS:
        -passes=P1,P2,...   Passes to run, in opt's syntax (adaptors such as function(...),
                            loop(...) and loop-mssa(...) group passes). Without -passes the
                            default pipeline runs. -passes= (empty) runs none.
        -S                  Write textual IR instead of bitcode.
        -o FILE             Write the output to FILE, atomically (temporary file + rename);
                            '-o -' writes to standard output. With several inputs, -o names
                            an output directory (OUTDIR/<input's name>), and each module is
                            written in its input's format unless -S or -emit-bitcode says
                            otherwise (an output whose format changes is renamed .ll/.bc).
        -emit-bitcode       With several inputs, write bitcode for every one.
        -f                  Write bitcode to standard output even when it is a terminal
                            (without it, as opt, Hoist warns and writes nothing).
        -disable-output     Do not write the module (for analyses and printers).
        -disable-verify     Do not verify the input module.
        -j N                Threads to use (default: the number of cores): function passes
                            run on several functions at once, several input files on
                            several threads; the output is the same for every N.
        -time-passes        Time each pass and analysis, reported as opt reports them.
        -print-after=P1,... Print each function (or the module, for module passes) after the
        -print-before=P1,...  named passes, or before them, on stderr, as opt does;
        -print-after-all    -print-after-all and -print-before-all after or before every
        -print-before-all     pass. With these, function passes run on one thread.
        --report DIR        Write an HTML report to DIR: a page per module with every loop's
                            nest, trip count and decisions, and control-flow graphs before
                            and after (graphviz); DIR/index.html lists the modules.
        --help              Show this text.
        --version           Show the version.

      Errors in the input are reported as 'file:line:col: error: message' (bitcode:
      'file: error: message (at bit N)') with exit code 1.

      ENVIRONMENT (bin/hoist):
        HOIST_DAEMON=1      Run in this checkout's long-lived Hoist (started on first use;
                            bin/hoist-daemon start|stop|status), for builds that run Hoist
                            once per module: no JVM start-up or warm-up per run.
        HOIST_DEBUG=1       Print a stack trace with an internal error.
      """;
}
